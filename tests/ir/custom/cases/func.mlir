// func: visibility, external declarations, argument and result attributes, calls,
// returns with several values, function attributes.
func.func private @external(i32, f32) -> i64
func.func private @external_attrs(i32 {test.arg}, memref<4xf32> {test.noalias, test.size = 4 : i64}) -> (f32 {test.res})
func.func nested @nested_visibility() attributes {test.flag}
func.func @no_results(%arg0: i32) {
  return
}

func.func @named_args(%lhs: i32 {test.first}, %rhs: i32) -> (i32 {test.out = "sum"}, i1) attributes {test.kept = 3 : i32} {
  %0 = arith.addi %lhs, %rhs : i32
  %1 = arith.cmpi slt, %lhs, %rhs : i32
  return %0, %1 : i32, i1
}

func.func public @calls(%a: i32, %f: f32) -> i64 {
  %0 = call @external(%a, %f) : (i32, f32) -> i64
  %1:2 = func.call @named_args(%a, %a) : (i32, i32) -> (i32, i1)
  call @no_results(%1#0) : (i32) -> ()
  %fn = func.constant @no_results : (i32) -> ()
  func.call_indirect %fn(%a) : (i32) -> ()
  return %0 : i64
}

func.func @tuple_result() -> tuple<i32, f32> {
  %0 = "test.make"() : () -> tuple<i32, f32>
  return %0 : tuple<i32, f32>
}
