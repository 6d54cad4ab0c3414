module attributes {zz.tag = 1 : i32} {
  func.func private @decl(i32) -> (i32, f32) attributes {foo, zz.tag = 1 : i32}
  func.func @f(%arg0: i32 {test.arg}, %arg1: f32) -> (i32 {test.res}, f32) attributes {zz.tag = 1 : i32} {
    %0:2 = call @decl(%arg0) {zz.tag = 1 : i32} : (i32) -> (i32, f32)
    %f = constant {zz.tag = 1 : i32} @decl : (i32) -> (i32, f32)
    %1:2 = call_indirect %f(%arg0) {zz.tag = 1 : i32} : (i32) -> (i32, f32)
    return {zz.tag = 1 : i32} %0#0, %arg1 : i32, f32
  }
  func.func @g() attributes {zz.tag = 1 : i32} {
    return {zz.tag = 1 : i32}
  }
  func.func nested @h(%arg0: i32) attributes {foo = 2 : i8, zz.tag = 1 : i32} {
    return {foo, zz.tag = 1 : i32}
  }
}
