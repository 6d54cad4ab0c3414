func.func @minnumf(%arg0 : f32) -> (f32, f32, f32, f32) {
  %c0 = arith.constant 0.0 : f32
  %inf = arith.constant 0x7F800000 : f32
  %nan = arith.constant 0x7FC00000 : f32
  %0 = arith.minnumf %c0, %arg0 : f32
  %1 = arith.minnumf %arg0, %arg0 : f32
  %2 = arith.minnumf %inf, %arg0 : f32
  %3 = arith.minnumf %nan, %arg0 : f32
  return %0, %1, %2, %3 : f32, f32, f32, f32
}

func.func @maxnumf(%arg0 : f32) -> (f32, f32, f32) {
  %ninf = arith.constant 0xFF800000 : f32
  %inf = arith.constant 0x7F800000 : f32
  %0 = arith.maxnumf %ninf, %arg0 : f32
  %1 = arith.maxnumf %arg0, %inf : f32
  %2 = arith.minnumf %arg0, %ninf : f32
  return %0, %1, %2 : f32, f32, f32
}

func.func @casts_to_the_same_type(%f: f32, %i: i32, %v: vector<4xi8>) -> (f32, i32, vector<4xi8>) {
  %0 = arith.bitcast %f : f32 to f32
  %1 = arith.bitcast %i : i32 to i32
  %2 = arith.bitcast %v : vector<4xi8> to vector<4xi8>
  return %0, %1, %2 : f32, i32, vector<4xi8>
}
