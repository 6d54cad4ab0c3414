module {
  func.func private @a()
  func.func private @b(i32, f32 {test.x}) -> i32
  func.func private @c() -> (i32 {test.r = 1 : i32})
  func.func private @d() -> (i32, f32 {test.y})
  func.func public @e(%arg0: i32 {test.w = "s", test.z}) -> (i32 {test.q}) attributes {test.k = [1, 2]} {
    return %arg0 : i32
  }
  func.func @f(%arg0: tensor<?xf32>, %arg1: memref<2xi8>) -> (tensor<?xf32>, memref<2xi8>) {
    return %arg0, %arg1 : tensor<?xf32>, memref<2xi8>
  }
  func.func private @g() -> !foo.type attributes {test.p}
  func.func private @h(i32)
  func.func @"quoted name"() {
    return
  }
  func.func private @i(i32) -> f32
  func.func nested @j() {
    return
  }
}
