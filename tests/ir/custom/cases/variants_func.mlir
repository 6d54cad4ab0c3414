// Variants of func's ops whose custom syntax is C++ (optional parts, attribute
// dictionaries, several results).
func.func private @a()
func.func private @b(i32, f32 {test.x}) -> i32
func.func private @c() -> (i32 {test.r = 1 : i32})
func.func private @d() -> (i32, f32 {test.y})
func.func public @e(%x: i32 {test.z, test.w = "s"}) -> (i32 {test.q}) attributes {test.k = [1, 2]} {
  return %x : i32
}
func.func @f(%x: tensor<?xf32>, %y: memref<2xi8>) -> (tensor<?xf32>, memref<2xi8>) {
  return %x, %y : tensor<?xf32>, memref<2xi8>
}
func.func private @g() -> !foo.type attributes {test.p}
func.func private @h(i32) -> () 
func.func @"quoted name"() {
  return
}
func.func private @i(%arg0: i32) -> (f32)
func.func nested @j() {
  return
}
