"builtin.module"() ({
  "func.func"() <{function_type = (index) -> memref<?xf32>, sym_name = "buffer"}> ({
  ^bb0(%arg2: index):
    %1 = "memref.alloc"(%arg2) <{alignment = 64 : i64, operandSegmentSizes = array<i32: 1, 0>}> : (index) -> memref<?xf32>
    "func.return"(%1) : (memref<?xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<?xf32>, index) -> f32, sym_name = "first"}> ({
  ^bb0(%arg0: memref<?xf32>, %arg1: index):
    %0 = "memref.load"(%arg0, %arg1) : (memref<?xf32>, index) -> f32
    "func.return"(%0) : (f32) -> ()
  }) : () -> ()
}) : () -> ()
