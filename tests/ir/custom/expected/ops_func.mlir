module {
  func.func private @decl(i32) -> (i32, f32) attributes {foo}
  func.func @f(%arg0: i32 {test.arg}, %arg1: f32) -> (i32 {test.res}, f32) {
    %0:2 = call @decl(%arg0) : (i32) -> (i32, f32)
    %f = constant @decl : (i32) -> (i32, f32)
    %1:2 = call_indirect %f(%arg0) : (i32) -> (i32, f32)
    return %0#0, %arg1 : i32, f32
  }
  func.func @g() {
    return
  }
  func.func nested @h(%arg0: i32) attributes {foo = 2 : i8} {
    return {foo}
  }
}
