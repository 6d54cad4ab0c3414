module {
  func.func @minnumf(%arg0: f32) -> (f32, f32, f32, f32) {
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 0x7FC00000 : f32
    %0 = arith.minnumf %arg0, %cst : f32
    %1 = arith.minnumf %arg0, %cst_0 : f32
    return %0, %arg0, %arg0, %1 : f32, f32, f32, f32
  }
  func.func @maxnumf(%arg0: f32) -> (f32, f32, f32) {
    %cst = arith.constant 0xFF800000 : f32
    %cst_0 = arith.constant 0x7F800000 : f32
    %0 = arith.maxnumf %arg0, %cst_0 : f32
    %1 = arith.minnumf %arg0, %cst : f32
    return %arg0, %0, %1 : f32, f32, f32
  }
  func.func @casts_to_the_same_type(%arg0: f32, %arg1: i32, %arg2: vector<4xi8>) -> (f32, i32, vector<4xi8>) {
    return %arg0, %arg1, %arg2 : f32, i32, vector<4xi8>
  }
}
