"func.func"() <{function_type = (i32, i32, index, memref<4xi32>) -> (), sym_name = "h"}> ({
^bb0(%a: i32, %b: i32, %i: index, %m: memref<4xi32>):
  %0 = "arith.ori"(%a, %b) : (i32, i32) -> i32
  %1 = "arith.andi"(%a, %b) : (i32, i32) -> i32
  %2 = "memref.load"(%m, %i) : (memref<4xi32>, index) -> i32
  %3 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<8xf32>
  %4 = "test.ods_unused"(%a) : (i32) -> i32
  "memref.store"(%a, %m, %i) : (i32, memref<4xi32>, index) -> ()
  %5 = "func.call"(%a) <{callee = @effect}> : (i32) -> i32
  "test.ods_consume"(%1) : (i32) -> ()
  "func.return"() : () -> ()
}) : () -> ()
"func.func"() <{function_type = (i32) -> i32, sym_name = "effect", sym_visibility = "private"}> ({
}) : () -> ()
