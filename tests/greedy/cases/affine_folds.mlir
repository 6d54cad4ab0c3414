func.func @f(%x: index, %y: index) -> (index, index, index, index, index, index, index, index, index) {
  %c0 = arith.constant 0 : index
  %c7 = arith.constant 7 : index
  %c3 = arith.constant 3 : index
  %a = affine.apply affine_map<(d0) -> (d0 floordiv 0)>(%c7)
  %b = affine.apply affine_map<(d0) -> (d0)>(%x)
  %c = affine.apply affine_map<(d0)[s0] -> (s0)>(%x)[%y]
  %d = affine.min affine_map<(d0, d1) -> (d0, d1, 4)>(%c7, %x)
  %e = affine.max affine_map<(d0, d1) -> (d0 mod 3, d1 - 10)>(%c7, %c3)
  %f = affine.min affine_map<()[s0] -> (s0)>()[%x]
  %g = affine.apply affine_map<(d0) -> (d0 mod 0)>(%c7)
  %h = affine.min affine_map<(d0, d1) -> (d0 floordiv 0, d1 + d0)>(%c7, %x)
  %i = affine.apply affine_map<(d0, d1) -> (d0 * 2 + d1)>(%x, %c3)
  %j:2 = affine.delinearize_index %c7 into (%c3, %c3) : index, index
  "u.use"(%j#0, %j#1) : (index, index) -> ()
  return %a, %b, %c, %d, %e, %f, %g, %h, %i : index, index, index, index, index, index, index, index, index
}
func.func @g(%x: index, %y: index) -> (index, index, index, index, index) {
  %c7 = arith.constant 7 : index
  %a = affine.min affine_map<(d0) -> (d0)>(%x)
  %b = affine.max affine_map<()[s0] -> (s0)>()[%x]
  %c = affine.min affine_map<(d0)[s0] -> (s0)>(%c7)[%x]
  %d = affine.min affine_map<(d0, d1) -> (d0 + d1, d0 * 2)>(%c7, %x)
  %e = affine.apply affine_map<(d0)[s0] -> (d0 + s0)>(%c7)[%c7]
  return %a, %b, %c, %d, %e : index, index, index, index, index
}
func.func @h(%x: index) -> (index, index, index, index, index, index, index) {
  %c7 = arith.constant 7 : index
  %cm7 = arith.constant -7 : index
  %cm2 = arith.constant -2 : index
  %a = affine.apply affine_map<(d0)[s0] -> (d0 mod s0)>(%c7)[%cm2]
  %b = affine.apply affine_map<(d0)[s0] -> (d0 floordiv s0)>(%c7)[%cm2]
  %c = affine.apply affine_map<(d0)[s0] -> (d0 ceildiv s0)>(%cm7)[%cm2]
  %d = affine.apply affine_map<(d0, d1) -> (d0 floordiv 0 + d1)>(%c7, %x)
  %e = affine.apply affine_map<(d0, d1) -> (d1 + d0 floordiv 0)>(%c7, %x)
  %f = affine.apply affine_map<(d0) -> (d0 mod 4)>(%cm7)
  %g = affine.apply affine_map<(d0)[s0] -> (d0 ceildiv s0)>(%c7)[%cm2]
  %p = ub.poison : index
  return %a, %b, %c, %d, %e, %f, %g : index, index, index, index, index, index, index
}

func.func @memory(%m: memref<4xf32>, %v: f32) -> f32 {
  %c = memref.cast %m : memref<4xf32> to memref<?xf32>
  %c1 = arith.constant 1 : index
  affine.store %v, %c[%c1] : memref<?xf32>
  %x = affine.load %c[0] : memref<?xf32>
  return %x : f32
}
