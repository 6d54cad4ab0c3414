%m = "test.m"() : () -> memref<100x100xf32>
%t = "test.t"() : () -> memref<1xi32>
%i = "test.i"() : () -> index
%x = memref.generic_atomic_rmw %m[%i, %i] : memref<100x100xf32> {
^bb0(%cur : f32):
  "memref.atomic_yield"(%cur) : (f32) -> ()
}
%y = memref.generic_atomic_rmw %m[%i, %i] : memref<100x100xf32> {
^bb0(%cur : f32):
  "memref.atomic_yield"(%cur) : (f32) -> ()
} {tag}
memref.alloca_scope {
  "test.a"() : () -> ()
}
%r = memref.alloca_scope -> (f32) {
  %v = "test.v"() : () -> f32
  "memref.alloca_scope.return"(%v) : (f32) -> ()
}
%r2:2 = memref.alloca_scope -> (f32, index) {
  %v = "test.v"() : () -> f32
  "memref.alloca_scope.return"(%v, %i) : (f32, index) -> ()
}
memref.alloca_scope {
} {foo}
memref.dma_start %m[%i, %i], %m[%i, %i], %i, %t[%i] : memref<100x100xf32>, memref<100x100xf32>, memref<1xi32>
memref.dma_start %m[%i, %i], %m[%i, %i], %i, %t[%i], %i, %i : memref<100x100xf32>, memref<100x100xf32>, memref<1xi32>
memref.prefetch %m[%i, %i], read, locality<3>, data : memref<100x100xf32>
memref.prefetch %m[%i, %i], write, locality<1>, instr : memref<100x100xf32>
%tr = memref.transpose %m (i, j) -> (j, i) : memref<100x100xf32> to memref<100x100xf32, affine_map<(d0, d1) -> (d1 * 100 + d0)>>
%tr2 = memref.transpose %m (d0, d1) -> (d0, d1) {tag} : memref<100x100xf32> to memref<100x100xf32>
