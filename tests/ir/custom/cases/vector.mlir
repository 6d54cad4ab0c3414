// vector: broadcast, extract, insert (static and dynamic positions), shuffle,
// splat, transfer_read/write with permutation maps and masks, load, store,
// contract, mask, reduction, multi_reduction, fma, outerproduct, shape_cast,
// transpose, bitcast, create_mask, constant_mask, extract/insert_strided_slice,
// print, step.
#matmat_accesses = [
  affine_map<(i, j, k) -> (i, k)>,
  affine_map<(i, j, k) -> (k, j)>,
  affine_map<(i, j, k) -> (i, j)>
]
#matmat_trait = {
  indexing_maps = #matmat_accesses,
  iterator_types = ["parallel", "parallel", "reduction"]
}

func.func @vector(%f: f32, %v: vector<4xf32>, %w: vector<2x4xf32>, %m: memref<?x?xf32>, %i: index, %mask: vector<4xi1>, %n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %pad = arith.constant 0.0 : f32
  %b = vector.broadcast %f : f32 to vector<4xf32>
  %b2 = vector.broadcast %v : vector<4xf32> to vector<3x4xf32>
  %e = vector.extract %w[1, 2] : f32 from vector<2x4xf32>
  %e1 = vector.extract %w[0] : vector<4xf32> from vector<2x4xf32>
  %ed = vector.extract %w[%i, 3] : f32 from vector<2x4xf32>
  %ins = vector.insert %f, %w[0, 1] : f32 into vector<2x4xf32>
  %ins1 = vector.insert %v, %w[1] : vector<4xf32> into vector<2x4xf32>
  %sh = vector.shuffle %v, %b [0, 4, 1, 5, 7] : vector<4xf32>, vector<4xf32>
  %s = vector.splat %f : vector<8xf32>
  %r = vector.transfer_read %m[%c0, %i], %pad : memref<?x?xf32>, vector<4xf32>
  %r2 = vector.transfer_read %m[%c0, %c0], %pad {in_bounds = [true, false], permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : memref<?x?xf32>, vector<4x2xf32>
  %r3 = vector.transfer_read %m[%i, %c0], %pad, %mask : memref<?x?xf32>, vector<4xf32>
  vector.transfer_write %v, %m[%c0, %i] : vector<4xf32>, memref<?x?xf32>
  vector.transfer_write %w, %m[%c0, %c0] {in_bounds = [true, true]} : vector<2x4xf32>, memref<?x?xf32>
  %ld = vector.load %m[%c0, %i] : memref<?x?xf32>, vector<4xf32>
  vector.store %ld, %m[%i, %c0] : memref<?x?xf32>, vector<4xf32>
  %ml = vector.maskedload %m[%c0, %c0], %mask, %v : memref<?x?xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  %red = vector.reduction <add>, %v : vector<4xf32> into f32
  %red2 = vector.reduction <maximumf>, %v, %f fastmath<nnan> : vector<4xf32> into f32
  %mr = vector.multi_reduction <add>, %w, %v [0] : vector<2x4xf32> to vector<4xf32>
  %fma = vector.fma %v, %v, %b : vector<4xf32>
  %op = vector.outerproduct %v, %v : vector<4xf32>, vector<4xf32>
  %op2 = vector.outerproduct %v, %f, %v {kind = #vector.kind<add>} : vector<4xf32>, f32
  %a = "test.make"() : () -> vector<2x3xf32>
  %bm = "test.make"() : () -> vector<3x4xf32>
  %ct = vector.contract #matmat_trait %a, %bm, %w : vector<2x3xf32>, vector<3x4xf32> into vector<2x4xf32>
  %ct2 = vector.contract {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>], iterator_types = ["reduction"], kind = #vector.kind<maxnumf>} %v, %v, %f : vector<4xf32>, vector<4xf32> into f32
  %masked = vector.mask %mask { vector.reduction <add>, %v : vector<4xf32> into f32 } : vector<4xi1> -> f32
  %masked2 = vector.mask %mask, %v { vector.transfer_read %m[%c0, %c0], %pad : memref<?x?xf32>, vector<4xf32> } : vector<4xi1> -> vector<4xf32>
  %sc = vector.shape_cast %w : vector<2x4xf32> to vector<8xf32>
  %tr = vector.transpose %w, [1, 0] : vector<2x4xf32> to vector<4x2xf32>
  %bc = vector.bitcast %v : vector<4xf32> to vector<8xf16>
  %cm = vector.create_mask %n : vector<4xi1>
  %km = vector.constant_mask [2, 3] : vector<4x4xi1>
  %ss = vector.extract_strided_slice %w {offsets = [0, 1], sizes = [2, 2], strides = [1, 1]} : vector<2x4xf32> to vector<2x2xf32>
  %iss = vector.insert_strided_slice %ss, %w {offsets = [0, 2], strides = [1, 1]} : vector<2x2xf32> into vector<2x4xf32>
  %st = vector.step : vector<4xindex>
  %scal = vector.broadcast %f : f32 to vector<[4]xf32>
  vector.print %v : vector<4xf32>
  vector.print str "done"
  "test.use"(%b2, %e, %e1, %ed, %ins, %ins1, %sh, %s, %r, %r2, %r3, %ml, %red2, %mr, %fma, %op, %op2, %ct, %ct2, %masked, %masked2, %sc, %tr, %bc, %cm, %km, %iss, %st, %scal) : (vector<3x4xf32>, f32, vector<4xf32>, f32, vector<2x4xf32>, vector<2x4xf32>, vector<5xf32>, vector<8xf32>, vector<4xf32>, vector<4x2xf32>, vector<4xf32>, vector<4xf32>, f32, vector<4xf32>, vector<4xf32>, vector<4x4xf32>, vector<4xf32>, vector<2x4xf32>, f32, f32, vector<4xf32>, vector<8xf32>, vector<4x2xf32>, vector<8xf16>, vector<4xi1>, vector<4x4xi1>, vector<2x4xf32>, vector<4xindex>, vector<[4]xf32>) -> ()
  return %red : f32
}
