func.func @splats() -> (vector<4xf32>, vector<2xi32>, vector<2xf32>, vector<2xi8>) {
  %h = arith.constant dense<1.5> : vector<8xf16>
  %0 = vector.bitcast %h : vector<8xf16> to vector<4xf32>
  %i = arith.constant dense<-3> : vector<8xi8>
  %1 = vector.bitcast %i : vector<8xi8> to vector<2xi32>
  %f = arith.constant dense<2.0> : vector<4xf16>
  %3 = vector.bitcast %f : vector<4xf16> to vector<2xf32>
  %k = arith.constant dense<7> : vector<1xi16>
  %4 = vector.bitcast %k : vector<1xi16> to vector<2xi8>
  return %0, %1, %3, %4 : vector<4xf32>, vector<2xi32>, vector<2xf32>, vector<2xi8>
}
