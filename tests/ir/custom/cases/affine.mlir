// affine: apply, min, max, for with constant, symbolic and map bounds and
// iter_args, if/else with integer sets, load, store, parallel with reductions.
#map = affine_map<(d0) -> (d0 + 1)>
#set = affine_set<(d0)[s0] : (d0 - 10 >= 0, s0 - d0 == 0)>

func.func @affine(%m: memref<100x100xf32>, %n: index, %s: index) {
  %c0 = arith.constant 0 : index
  %a = affine.apply affine_map<(d0)[s0] -> (d0 * 2 + s0)>(%n)[%s]
  %b = affine.apply #map(%a)
  %mn = affine.min affine_map<(d0) -> (d0, 100)>(%b)
  %mx = affine.max affine_map<(d0)[s0] -> (0, d0 - s0)>(%mn)[%s]
  affine.for %i = 0 to 10 {
    affine.for %j = affine_map<(d0) -> (d0)>(%i) to min affine_map<(d0) -> (d0 + 8, 100)>(%i) step 2 {
      %v = affine.load %m[%i, %j + 1] : memref<100x100xf32>
      affine.store %v, %m[%j, %i * 2] : memref<100x100xf32>
    }
  }
  affine.for %k = max affine_map<(d0) -> (0, d0)>(%mx) to %n {
    affine.if #set(%k)[%s] {
      "test.then"(%k) : (index) -> ()
    } else {
      "test.else"() : () -> ()
    }
  }
  %zero = arith.constant 0.0 : f32
  %sum = affine.for %i = 0 to 100 iter_args(%acc = %zero) -> (f32) {
    %v = affine.load %m[%i, %i] : memref<100x100xf32>
    %n2 = arith.addf %acc, %v : f32
    affine.yield %n2 : f32
  }
  %r = affine.if affine_set<(d0) : (d0 >= 0)>(%n) -> f32 {
    affine.yield %sum : f32
  } else {
    affine.yield %zero : f32
  }
  affine.parallel (%i, %j) = (0, 0) to (100, symbol(%n)) {
    %v = affine.load %m[%i, %j] : memref<100x100xf32>
    affine.store %v, %m[%j, %i] : memref<100x100xf32>
  }
  %red = affine.parallel (%i) = (0) to (100) reduce ("addf") -> (f32) {
    %v = affine.load %m[%i, %i] : memref<100x100xf32>
    affine.yield %v : f32
  }
  %red2:2 = affine.parallel (%i) = (0) to (100) step (4) reduce ("maximumf", "minimumf") -> (f32, f32) {
    %v = affine.load %m[%i, 0] : memref<100x100xf32>
    affine.yield %v, %v : f32, f32
  }
  "test.use"(%r, %red, %red2#0) : (f32, f32, f32) -> ()
  return
}
