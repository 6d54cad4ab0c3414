func.func @f(%v: vector<4xf32>, %w: vector<2x4xf32>, %s: f32, %i: index) -> (vector<4xf32>, vector<4xf32>, vector<2x4xf32>, vector<8xf32>, vector<4x2xf32>, vector<4xi32>, vector<2x4xf32>, f32, f32, f32, vector<4xf32>, vector<4xf32>, vector<4xf32>) {
  %a = vector.broadcast %v : vector<4xf32> to vector<4xf32>
  %c1 = arith.constant 1.0 : f32
  %b = vector.broadcast %c1 : f32 to vector<4xf32>
  %sp = vector.splat %c1 : vector<2x4xf32>
  %sc = vector.shape_cast %w : vector<2x4xf32> to vector<8xf32>
  %sc2 = vector.shape_cast %sc : vector<8xf32> to vector<4x2xf32>
  %sc3 = vector.shape_cast %sc : vector<8xf32> to vector<2x4xf32>
  %t = vector.transpose %w, [0, 1] : vector<2x4xf32> to vector<2x4xf32>
  %bc = vector.bitcast %v : vector<4xf32> to vector<4xi32>
  %bc2 = vector.bitcast %bc : vector<4xi32> to vector<4xf32>
  %e0 = vector.extract %w[1, 2] : f32 from vector<2x4xf32>
  %bb = vector.broadcast %s : f32 to vector<2x4xf32>
  %e1 = vector.extract %bb[1, 2] : f32 from vector<2x4xf32>
  %ins = vector.insert %s, %w [1, 2] : f32 into vector<2x4xf32>
  %e2 = vector.extract %ins[1, 2] : f32 from vector<2x4xf32>
  %es = vector.extract_strided_slice %v {offsets = [0], sizes = [4], strides = [1]} : vector<4xf32> to vector<4xf32>
  %is = vector.insert_strided_slice %v, %v {offsets = [0], strides = [1]} : vector<4xf32> into vector<4xf32>
  %ex = vector.extract %w[1] : vector<4xf32> from vector<2x4xf32>
  %tr = vector.transpose %sp, [1, 0] : vector<2x4xf32> to vector<4x2xf32>
  "u.use"(%sc2, %tr, %e0) : (vector<4x2xf32>, vector<4x2xf32>, f32) -> ()
  return %a, %b, %sp, %sc, %sc2, %bc, %sc3, %e1, %e2, %e0, %es, %is, %bc2 : vector<4xf32>, vector<4xf32>, vector<2x4xf32>, vector<8xf32>, vector<4x2xf32>, vector<4xi32>, vector<2x4xf32>, f32, f32, f32, vector<4xf32>, vector<4xf32>, vector<4xf32>
}

func.func @g(%w: vector<2x4xf32>, %s: f32, %x: vector<4xf32>) -> (f32, vector<4xf32>, f32, vector<4xf32>, f32, vector<2x4xf32>, f32, vector<2x4xf32>) {
  %c1 = arith.constant 1 : index
  %e = vector.extract %w[%c1, 2] : f32 from vector<2x4xf32>
  %cst = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : vector<4xf32>
  %e3 = vector.extract %cst[2] : f32 from vector<4xf32>
  %bc = vector.broadcast %x : vector<4xf32> to vector<2x4xf32>
  %e4 = vector.extract %bc[1] : vector<4xf32> from vector<2x4xf32>
  %e5 = vector.extract %bc[1, 3] : f32 from vector<2x4xf32>
  %ins = vector.insert %x, %w [1] : vector<4xf32> into vector<2x4xf32>
  %e6 = vector.extract %ins[1] : vector<4xf32> from vector<2x4xf32>
  %e7 = vector.extract %ins[0, 1] : f32 from vector<2x4xf32>
  %sp = vector.splat %s : vector<2x4xf32>
  %e8 = vector.extract %sp[1, 1] : f32 from vector<2x4xf32>
  %i0 = vector.insert %w, %w [] : vector<2x4xf32> into vector<2x4xf32>
  %ex = vector.extract %w[1] : vector<4xf32> from vector<2x4xf32>
  %ee = vector.extract %ex[2] : f32 from vector<4xf32>
  %i5 = vector.insert %s, %w [%c1, 0] : f32 into vector<2x4xf32>
  return %e, %e4, %e5, %e6, %e7, %i0, %e8, %i5 : f32, vector<4xf32>, f32, vector<4xf32>, f32, vector<2x4xf32>, f32, vector<2x4xf32>
}

func.func @chains(%w: vector<2x4xf32>, %s: f32, %t: vector<2x1xf32>, %u: vector<3x2x4xf32>) -> (f32, vector<4xf32>, f32, vector<2x3x4xf32>, vector<2x4xf32>) {
  %ex = vector.extract %u[1] : vector<2x4xf32> from vector<3x2x4xf32>
  %ee = vector.extract %ex[1, 2] : f32 from vector<2x4xf32>
  %b = vector.broadcast %t : vector<2x1xf32> to vector<3x2x4xf32>
  %eb = vector.extract %b[2, 1] : vector<4xf32> from vector<3x2x4xf32>
  %eb2 = vector.extract %b[2, 1, 3] : f32 from vector<3x2x4xf32>
  %i1 = vector.insert %s, %w [0, 0] : f32 into vector<2x4xf32>
  %i2 = vector.insert %s, %i1 [1, 3] : f32 into vector<2x4xf32>
  %c = arith.constant 2 : i32
  %bi = vector.broadcast %c : i32 to vector<2x3x4xi32>
  %cf = arith.constant dense<1.5> : vector<4xf32>
  %bf = vector.broadcast %cf : vector<4xf32> to vector<2x3x4xf32>
  %sc = vector.shape_cast %w : vector<2x4xf32> to vector<8xf32>
  %sc2 = vector.shape_cast %sc : vector<8xf32> to vector<2x2x2xf32>
  %bsc = vector.broadcast %w : vector<2x4xf32> to vector<1x2x4xf32>
  %sc3 = vector.shape_cast %bsc : vector<1x2x4xf32> to vector<2x4xf32>
  "u.use"(%eb, %i2, %bi, %sc2) : (vector<4xf32>, vector<2x4xf32>, vector<2x3x4xi32>, vector<2x2x2xf32>) -> ()
  %e3 = vector.extract %i2[0, 1] : f32 from vector<2x4xf32>
  return %ee, %eb, %eb2, %bf, %sc3 : f32, vector<4xf32>, f32, vector<2x3x4xf32>, vector<2x4xf32>
}
