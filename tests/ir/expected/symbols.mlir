"builtin.module"() ({
  "t.s"() {a = @a, b = @a::@b::@"c d", c = @"quoted\22name", d = [@x, @y::@z], e = @"0weird"} : () -> ()
}) : () -> ()
