"builtin.module"() ({
  %0 = "test.src"() : () -> i32
  %1:3 = "test.new"(%0, %0) : (i32, i32) -> (f32, i8, index)
  "test.use"(%1#2, %1#0, %1#1) : (index, f32, i8) -> ()
  %2 = "test.new"() : () -> i1
  "test.use"(%2) : (i1) -> ()
}) : () -> ()
