"builtin.module"() ({
  "func.func"() <{function_type = (vector<4xf32>, vector<2x4xf32>, memref<?xf32>, index, vector<4xi1>, vector<4xi32>, f32, vector<[4]xf32>, vector<8xf32>) -> (), sym_name = "f"}> ({
  ^bb0(%arg0: vector<4xf32>, %arg1: vector<2x4xf32>, %arg2: memref<?xf32>, %arg3: index, %arg4: vector<4xi1>, %arg5: vector<4xi32>, %arg6: f32, %arg7: vector<[4]xf32>, %arg8: vector<8xf32>):
    %0 = "arith.constant"() <{value = 0 : index}> {zz.tag = 1 : i32} : () -> index
    %1 = "arith.constant"() <{value = 1 : i32}> {zz.tag = 1 : i32} : () -> i32
    "vector.compressstore"(%arg2, %0, %arg4, %arg0) {zz.tag = 1 : i32} : (memref<?xf32>, index, vector<4xi1>, vector<4xf32>) -> ()
    %2:2 = "vector.deinterleave"(%arg8) {zz.tag = 1 : i32} : (vector<8xf32>) -> (vector<4xf32>, vector<4xf32>)
    %3 = "vector.expandload"(%arg2, %0, %arg4, %arg0) {zz.tag = 1 : i32} : (memref<?xf32>, index, vector<4xi1>, vector<4xf32>) -> vector<4xf32>
    %4 = "vector.extractelement"(%arg0, %arg3) {zz.tag = 1 : i32} : (vector<4xf32>, index) -> f32
    %5 = "test.make"() : () -> vector<f32>
    %6 = "vector.extractelement"(%5) {zz.tag = 1 : i32} : (vector<f32>) -> f32
    %7 = "vector.flat_transpose"(%arg8) <{columns = 2 : i32, rows = 4 : i32}> {zz.tag = 1 : i32} : (vector<8xf32>) -> vector<8xf32>
    %8 = "vector.from_elements"(%arg6, %arg6, %arg6, %arg6) {zz.tag = 1 : i32} : (f32, f32, f32, f32) -> vector<4xf32>
    %9 = "vector.gather"(%arg2, %0, %arg5, %arg4, %arg0) {zz.tag = 1 : i32} : (memref<?xf32>, index, vector<4xi32>, vector<4xi1>, vector<4xf32>) -> vector<4xf32>
    %10 = "vector.insertelement"(%arg6, %arg0, %1) {zz.tag = 1 : i32} : (f32, vector<4xf32>, i32) -> vector<4xf32>
    %11 = "vector.insertelement"(%arg6, %5) {zz.tag = 1 : i32} : (f32, vector<f32>) -> vector<f32>
    %12 = "vector.interleave"(%arg0, %arg0) {zz.tag = 1 : i32} : (vector<4xf32>, vector<4xf32>) -> vector<8xf32>
    "vector.maskedstore"(%arg2, %0, %arg4, %arg0) {zz.tag = 1 : i32} : (memref<?xf32>, index, vector<4xi1>, vector<4xf32>) -> ()
    %13 = "vector.matrix_multiply"(%arg8, %arg8) <{lhs_columns = 4 : i32, lhs_rows = 2 : i32, rhs_columns = 2 : i32}> {zz.tag = 1 : i32} : (vector<8xf32>, vector<8xf32>) -> vector<4xf32>
    %14 = "vector.scalable.extract"(%arg7) <{pos = 0 : i64}> {zz.tag = 1 : i32} : (vector<[4]xf32>) -> vector<4xf32>
    %15 = "vector.scalable.insert"(%arg0, %arg7) <{pos = 0 : i64}> {zz.tag = 1 : i32} : (vector<4xf32>, vector<[4]xf32>) -> vector<[4]xf32>
    %16:2 = "vector.scan"(%arg1, %arg0) <{inclusive = true, kind = #vector.kind<add>, reduction_dim = 0 : i64}> {zz.tag = 1 : i32} : (vector<2x4xf32>, vector<4xf32>) -> (vector<2x4xf32>, vector<4xf32>)
    "vector.scatter"(%arg2, %0, %arg5, %arg4, %arg0) {zz.tag = 1 : i32} : (memref<?xf32>, index, vector<4xi32>, vector<4xi1>, vector<4xf32>) -> ()
    %17 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> {zz.tag = 1 : i32} : () -> memref<2x4xf32>
    %18 = "vector.type_cast"(%17) {zz.tag = 1 : i32} : (memref<2x4xf32>) -> memref<vector<2x4xf32>>
    %19 = "vector.vscale"() {zz.tag = 1 : i32} : () -> index
    %20 = "vector.reshape"(%arg1, %arg3, %arg3) <{fixed_vector_sizes = [4], operandSegmentSizes = array<i32: 1, 1, 1>}> {zz.tag = 1 : i32} : (vector<2x4xf32>, index, index) -> vector<3x4xf32>
    %21 = "vector.shuffle"(%arg0, %arg0) <{mask = [0, 4, 1, 5, 7]}> {zz.tag = 1 : i32} : (vector<4xf32>, vector<4xf32>) -> vector<5xf32>
    %22 = "vector.shuffle"(%5, %5) <{mask = [0, 1]}> {zz.tag = 1 : i32} : (vector<f32>, vector<f32>) -> vector<2xf32>
    %23 = "vector.shuffle"(%arg1, %arg1) <{mask = [3, 0, 1]}> {zz.tag = 1 : i32} : (vector<2x4xf32>, vector<2x4xf32>) -> vector<3x4xf32>
    "vector.print"(%arg0) <{punctuation = #vector.punctuation<newline>}> {zz.tag = 1 : i32} : (vector<4xf32>) -> ()
    "vector.print"() <{punctuation = #vector.punctuation<newline>, stringLiteral = "hi"}> {zz.tag = 1 : i32} : () -> ()
    "vector.print"() <{punctuation = #vector.punctuation<comma>}> {zz.tag = 1 : i32} : () -> ()
    "vector.print"(%arg6) <{punctuation = #vector.punctuation<no_punctuation>}> {zz.tag = 1 : i32} : (f32) -> ()
    %24 = "vector.warp_execute_on_lane_0"(%arg3, %arg0) <{warp_size = 32 : i64}> ({
    ^bb0(%arg9: vector<128xf32>):
      %25 = "test.make"() : () -> vector<32xf32>
      "vector.yield"(%25) {zz.tag = 1 : i32} : (vector<32xf32>) -> ()
    }) {zz.tag = 1 : i32} : (index, vector<4xf32>) -> vector<1xf32>
    "vector.print"() <{punctuation = #vector.punctuation<newline>}> {zz.tag = 1 : i32} : () -> ()
    "vector.warp_execute_on_lane_0"(%arg3) <{warp_size = 32 : i64}> ({
      "vector.yield"() {zz.tag = 1 : i32} : () -> ()
    }) {zz.tag = 1 : i32} : (index) -> ()
    "test.use"(%2#0, %2#1, %3, %4, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16#0, %16#1, %18, %19, %20, %21, %22, %23, %24) : (vector<4xf32>, vector<4xf32>, vector<4xf32>, f32, f32, vector<8xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<f32>, vector<8xf32>, vector<4xf32>, vector<4xf32>, vector<[4]xf32>, vector<2x4xf32>, vector<4xf32>, memref<vector<2x4xf32>>, index, vector<3x4xf32>, vector<5xf32>, vector<2xf32>, vector<3x4xf32>, vector<1xf32>) -> ()
    "func.return"() {zz.tag = 1 : i32} : () -> ()
  }) {zz.tag = 1 : i32} : () -> ()
}) {zz.tag = 1 : i32} : () -> ()
