module {
  func.func @splats() -> (vector<4xf32>, vector<2xi32>, vector<2xf32>, vector<2xi8>) {
    %cst = arith.constant dense<7> : vector<1xi16>
    %cst_0 = arith.constant dense<0.125236511> : vector<4xf32>
    %cst_1 = arith.constant dense<-33686019> : vector<2xi32>
    %cst_2 = arith.constant dense<2.00390625> : vector<2xf32>
    %0 = vector.bitcast %cst : vector<1xi16> to vector<2xi8>
    return %cst_0, %cst_1, %cst_2, %0 : vector<4xf32>, vector<2xi32>, vector<2xf32>, vector<2xi8>
  }
}
