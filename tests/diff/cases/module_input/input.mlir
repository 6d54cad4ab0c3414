module {
  %0 = "test.a"() : () -> i32
  "test.use"(%0) : (i32) -> ()
}
