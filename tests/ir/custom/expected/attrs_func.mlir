module attributes {zz.tag = 1 : i32} {
  func.func private @a() attributes {zz.tag = 1 : i32}
  func.func private @b(i32, f32 {test.x}) -> i32 attributes {zz.tag = 1 : i32}
  func.func private @c() -> (i32 {test.r = 1 : i32}) attributes {zz.tag = 1 : i32}
  func.func private @d() -> (i32, f32 {test.y}) attributes {zz.tag = 1 : i32}
  func.func public @e(%arg0: i32 {test.w = "s", test.z}) -> (i32 {test.q}) attributes {test.k = [1, 2], zz.tag = 1 : i32} {
    return {zz.tag = 1 : i32} %arg0 : i32
  }
  func.func @f(%arg0: tensor<?xf32>, %arg1: memref<2xi8>) -> (tensor<?xf32>, memref<2xi8>) attributes {zz.tag = 1 : i32} {
    return {zz.tag = 1 : i32} %arg0, %arg1 : tensor<?xf32>, memref<2xi8>
  }
  func.func private @g() -> !foo.type attributes {test.p, zz.tag = 1 : i32}
  func.func private @h(i32) attributes {zz.tag = 1 : i32}
  func.func @"quoted name"() attributes {zz.tag = 1 : i32} {
    return {zz.tag = 1 : i32}
  }
  func.func private @i(i32) -> f32 attributes {zz.tag = 1 : i32}
  func.func nested @j() attributes {zz.tag = 1 : i32} {
    return {zz.tag = 1 : i32}
  }
}
