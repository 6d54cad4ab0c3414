// Every op of func not in the other cases (the coverage of MLIR 19's ops, one line each
// at least).
func.func private @decl(i32) -> (i32, f32) attributes {foo}
func.func @f(%a: i32 {test.arg}, %b: f32) -> (i32 {test.res}, f32) {
  %0:2 = call @decl(%a) : (i32) -> (i32, f32)
  %c = func.constant @decl : (i32) -> (i32, f32)
  %1:2 = call_indirect %c(%a) : (i32) -> (i32, f32)
  return %0#0, %b : i32, f32
}
func.func @g() {
  return
}
func.func nested @h(%a: i32) attributes {foo = 2 : i8} {
  func.return {foo}
}
