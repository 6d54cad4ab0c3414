// Symbol references, nested and quoted.
"t.s"() {a = @a, b = @a::@b::@"c d", c = @"quoted\"name", d = [@x, @y::@z], e = @"0weird"} : () -> ()
