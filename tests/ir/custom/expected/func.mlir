module {
  func.func private @external(i32, f32) -> i64
  func.func private @external_attrs(i32 {test.arg}, memref<4xf32> {test.noalias, test.size = 4 : i64}) -> (f32 {test.res})
  func.func nested @nested_visibility() attributes {test.flag}
  func.func @no_results(%arg0: i32) {
    return
  }
  func.func @named_args(%arg0: i32 {test.first}, %arg1: i32) -> (i32 {test.out = "sum"}, i1) attributes {test.kept = 3 : i32} {
    %0 = arith.addi %arg0, %arg1 : i32
    %1 = arith.cmpi slt, %arg0, %arg1 : i32
    return %0, %1 : i32, i1
  }
  func.func public @calls(%arg0: i32, %arg1: f32) -> i64 {
    %0 = call @external(%arg0, %arg1) : (i32, f32) -> i64
    %1:2 = call @named_args(%arg0, %arg0) : (i32, i32) -> (i32, i1)
    call @no_results(%1#0) : (i32) -> ()
    %f = constant @no_results : (i32) -> ()
    call_indirect %f(%arg0) : (i32) -> ()
    return %0 : i64
  }
  func.func @tuple_result() -> tuple<i32, f32> {
    %0 = "test.make"() : () -> tuple<i32, f32>
    return %0 : tuple<i32, f32>
  }
}
