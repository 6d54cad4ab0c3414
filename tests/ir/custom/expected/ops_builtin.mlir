module @outer attributes {test.attr = 1 : i32} {
  module {
  }
  module @named {
    func.func @g(%arg0: i32) -> i64 {
      %0 = builtin.unrealized_conversion_cast %arg0 : i32 to i64
      %1:2 = builtin.unrealized_conversion_cast %arg0, %arg0 : i32, i32 to i64, f32
      %2 = builtin.unrealized_conversion_cast to i8
      %3 = builtin.unrealized_conversion_cast %arg0 : i32 to i64 {foo = 1 : i64}
      return %0 : i64
    }
  }
}
