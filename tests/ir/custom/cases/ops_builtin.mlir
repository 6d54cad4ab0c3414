// Every op of builtin not in the other cases (the coverage of MLIR 19's ops, one line each
// at least).
module @outer attributes {test.attr = 1 : i32} {
  module {
  }
  module @named {
    func.func @g(%a: i32) -> i64 {
      %0 = builtin.unrealized_conversion_cast %a : i32 to i64
      %1:2 = builtin.unrealized_conversion_cast %a, %a : i32, i32 to i64, f32
      %2 = builtin.unrealized_conversion_cast to i8
      %3 = builtin.unrealized_conversion_cast %a : i32 to i64 {foo = 1}
      return %0 : i64
    }
  }
}
