module @outer attributes {test.attr = 1 : i32, zz.tag = 1 : i32} {
  module attributes {zz.tag = 1 : i32} {
  }
  module @named attributes {zz.tag = 1 : i32} {
    func.func @g(%arg0: i32) -> i64 attributes {zz.tag = 1 : i32} {
      %0 = builtin.unrealized_conversion_cast %arg0 : i32 to i64 {zz.tag = 1 : i32}
      %1:2 = builtin.unrealized_conversion_cast %arg0, %arg0 : i32, i32 to i64, f32 {zz.tag = 1 : i32}
      %2 = builtin.unrealized_conversion_cast to i8 {zz.tag = 1 : i32}
      %3 = builtin.unrealized_conversion_cast %arg0 : i32 to i64 {foo = 1 : i64, zz.tag = 1 : i32}
      return {zz.tag = 1 : i32} %0 : i64
    }
  }
}
