"func.func"() <{function_type = (index) -> memref<?xf32>, sym_name = "buffer"}> ({
^bb0(%n: index):
  %0 = "test.ods_buffer"(%n) : (index) -> memref<?xf32>
  "func.return"(%0) : (memref<?xf32>) -> ()
}) : () -> ()
"func.func"() <{function_type = (memref<?xf32>, index) -> f32, sym_name = "first"}> ({
^bb0(%m: memref<?xf32>, %i: index):
  %0 = "memref.load"(%m, %i) : (memref<?xf32>, index) -> f32
  "func.return"(%0) : (f32) -> ()
}) : () -> ()
