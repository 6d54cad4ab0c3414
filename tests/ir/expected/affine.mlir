"builtin.module"() ({
  "t.maps"() {a = affine_map<(d0, d1)[s0] -> (d0 + s0, d1 * 2, d0 floordiv 2, d1 ceildiv 4, d0 mod 3, -d0, d0 - d1, (d0 + d1) * 2, d0 - 1, 3)>, b = affine_map<(d0, d1) -> (d1, d0)>, c = affine_map<() -> (0)>, d = affine_map<(d0)[s0, s1] -> (d0 * s0 + s1 * 4 - 2)>, e = affine_map<(d0, d1) -> ((d0 floordiv 4) mod 2, -(d1 + 1))>, f = affine_map<(d0)[s0] -> (d0, -d0 + s0)>, g = affine_map<()[s0] -> ()>, h = affine_map<(d0) -> (d0 * -3 + 1)>} : () -> ()
  "t.sets"() {a = affine_set<(d0)[s0] : (d0 - s0 >= 0, d0 == 0)>, b = affine_set<()[s0] : (s0 >= 0)>, c = affine_set<(d0) : (1 == 0)>, d = affine_set<(d0, d1)[s0] : (d0 >= 0, -d1 + s0 - 1 >= 0, d0 - d1 == 0, -d0 + s0 >= 0, d1 - d0 >= 0)>, e = affine_set<(d0, d1) : (d0 * 2 + d1 >= 0)>} : () -> ()
  %0 = "t.m"() : () -> memref<4x4xf32, affine_map<(d0, d1) -> (d1, d0)>>
}) : () -> ()
