func.func @f(%t: tensor<4x?xf32>, %s: tensor<?xf32>, %i: index) -> (tensor<4x?xf32>, tensor<?xf32>, index, index, f32, i32, tensor<2xi32>, tensor<2x2xf32>, f32, tensor<4xi32>, tensor<3xi32>, i32, tensor<2x2xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = tensor.cast %t : tensor<4x?xf32> to tensor<4x?xf32>
  %b0 = tensor.cast %s : tensor<?xf32> to tensor<4xf32>
  %b = tensor.cast %b0 : tensor<4xf32> to tensor<?xf32>
  %d = tensor.dim %t, %c0 : tensor<4x?xf32>
  %e0 = tensor.cast %t : tensor<4x?xf32> to tensor<?x?xf32>
  %e = tensor.dim %e0, %c1 : tensor<?x?xf32>
  %cst = arith.constant dense<2.0> : tensor<4xf32>
  %g = tensor.extract %cst[%i] : tensor<4xf32>
  %x = arith.constant 7 : i32
  %y = arith.constant 8 : i32
  %fe = tensor.from_elements %x, %y : tensor<2xi32>
  %h = tensor.extract %fe[%c1] : tensor<2xi32>
  %f1 = arith.constant 1.0 : f32
  %sp = tensor.splat %f1 : tensor<2x2xf32>
  %cst2 = arith.constant dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf32>
  %k = tensor.extract %cst2[%c1, %c0] : tensor<2x2xf32>
  %same = tensor.from_elements %x, %x, %x, %x : tensor<4xi32>
  %ci = arith.constant dense<[1, 2, 3]> : tensor<3xi32>
  %ins = tensor.insert %x into %ci[%c0] : tensor<3xi32>
  %cs = arith.constant dense<7> : tensor<3xi32>
  %ins2 = tensor.insert %x into %cs[%c0] : tensor<3xi32>
  %ex = tensor.extract %ins2[%c1] : tensor<3xi32>
  %fe4 = tensor.from_elements %x, %y, %y, %x : tensor<2x2xi32>
  return %a, %b, %d, %e, %g, %h, %fe, %sp, %k, %same, %ins, %ex, %fe4 : tensor<4x?xf32>, tensor<?xf32>, index, index, f32, i32, tensor<2xi32>, tensor<2x2xf32>, f32, tensor<4xi32>, tensor<3xi32>, i32, tensor<2x2xi32>
}

func.func @more(%t: tensor<?x4xf32>, %n: index) -> (index, index, index, tensor<2x2xi32>, tensor<4x4xf32>, tensor<8xf32>, tensor<?x4xf32>, f32, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %r = tensor.rank %t : tensor<?x4xf32>
  %g = tensor.generate %n {
  ^bb0(%i: index, %j: index):
    %z = arith.constant 0.0 : f32
    tensor.yield %z : f32
  } : tensor<?x4xf32>
  %d = tensor.dim %g, %c0 : tensor<?x4xf32>
  %sl = tensor.extract_slice %t[0, 0] [%n, 4] [1, 1] : tensor<?x4xf32> to tensor<?x4xf32>
  %d2 = tensor.dim %sl, %c0 : tensor<?x4xf32>
  %ci = arith.constant dense<[1, 2, 3, 4]> : tensor<4xi32>
  %e = tensor.expand_shape %ci [[0, 1]] output_shape [2, 2] : tensor<4xi32> into tensor<2x2xi32>
  %cst = arith.constant 5.0 : f32
  %sp = tensor.splat %cst : tensor<4x4xf32>
  %es = tensor.extract_slice %sp[0, 0] [2, 4] [1, 1] : tensor<4x4xf32> to tensor<2x4xf32>
  %col = tensor.collapse_shape %es [[0, 1]] : tensor<2x4xf32> into tensor<8xf32>
  %id = tensor.extract_slice %t[0, 0] [%n, 4] [1, 1] : tensor<?x4xf32> to tensor<?x4xf32>
  %x = tensor.extract %sp[%c3, %c1] : tensor<4x4xf32>
  %st = tensor.cast %sp : tensor<4x4xf32> to tensor<?x?xf32>
  %d3 = tensor.dim %st, %c1 : tensor<?x?xf32>
  return %r, %d, %d2, %e, %sp, %col, %id, %x, %d3 : index, index, index, tensor<2x2xi32>, tensor<4x4xf32>, tensor<8xf32>, tensor<?x4xf32>, f32, index
}

func.func @identity(%t: tensor<4x4xf32>, %u: tensor<4x4xf32>) -> (tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>) {
  %a = tensor.extract_slice %t[0, 0] [4, 4] [1, 1] : tensor<4x4xf32> to tensor<4x4xf32>
  %b = tensor.insert_slice %t into %u[0, 0] [4, 4] [1, 1] : tensor<4x4xf32> into tensor<4x4xf32>
  %c = tensor.collapse_shape %t [[0, 1]] : tensor<4x4xf32> into tensor<16xf32>
  %d = tensor.expand_shape %c [[0, 1]] output_shape [4, 4] : tensor<16xf32> into tensor<4x4xf32>
  return %a, %b, %d : tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>
}
