module {
  func.func @binary() -> (index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index) {
    %idx6 = index.constant 6
    %idx28 = index.constant 28
    %idx-2 = index.constant -2
    %idx-7 = index.constant -7
    %idx-4 = index.constant -4
    %idx4 = index.constant 4
    %idx7 = index.constant 7
    %idx2 = index.constant 2
    %idx4294967296 = index.constant 4294967296
    %idx-1 = index.constant -1
    %idx9 = index.constant 9
    %idx-5 = index.constant -5
    %idx-14 = index.constant -14
    %idx-3 = index.constant -3
    %0 = index.divu %idx-1, %idx2
    %1 = index.remu %idx4294967296, %idx7
    %2 = index.shru %idx-1, %idx2
    return %idx9, %idx-5, %idx-14, %idx-3, %0, %idx-3, %idx4, %idx-4, %idx-1, %1, %idx2, %idx-7, %idx-2, %idx7, %idx28, %idx-2, %2, %idx6, %idx-1, %idx-7 : index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index
  }
  func.func @not_folded(%arg0: index) -> (index, index, index, index, index, index, index) {
    %idx0 = index.constant 0
    %idx32 = index.constant 32
    %idx2 = index.constant 2
    %idx4294967296 = index.constant 4294967296
    %0 = index.divs %arg0, %idx0
    %1 = index.shl %idx2, %idx32
    %2 = index.divu %idx4294967296, %idx2
    %3 = index.maxu %idx4294967296, %idx2
    %4 = index.shrs %idx2, %idx32
    %5 = index.divs %idx2, %idx0
    %6 = index.floordivs %idx4294967296, %idx2
    return %0, %1, %2, %3, %4, %5, %6 : index, index, index, index, index, index, index
  }
  func.func @identities(%arg0: index) -> (index, index, index, index, index, index) {
    %idx0 = index.constant 0
    %0 = index.sub %idx0, %arg0
    return %arg0, %arg0, %arg0, %arg0, %arg0, %0 : index, index, index, index, index, index
  }
  func.func @compare(%arg0: index) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
    %idx5 = index.constant 5
    %idx10 = index.constant 10
    %idx4294967296 = index.constant 4294967296
    %true = index.bool.constant true
    %false = index.bool.constant false
    %0 = index.cmp ugt(%idx4294967296, %idx5)
    %1 = index.mins %arg0, %idx5
    %2 = index.cmp slt(%1, %idx5)
    %3 = index.maxu %arg0, %idx10
    %4 = index.cmp ne(%3, %idx5)
    return %true, %false, %0, %true, %false, %true, %false, %2, %4, %true : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
  }
  func.func @casts() -> (i64, i32, index, i64, index, index, i16, i48, i64) {
    %idx1 = index.constant 1
    %idx253 = index.constant 253
    %idx-3 = index.constant -3
    %idx-1 = index.constant -1
    %idx4294967296 = index.constant 4294967296
    %idx5 = index.constant 5
    %0 = index.casts %idx-1 : index to i64
    %1 = index.castu %idx-1 : index to i32
    %2 = index.casts %idx4294967296 : index to i64
    %3 = index.casts %idx-1 : index to i16
    %4 = index.castu %idx-1 : index to i48
    %5 = index.castu %idx5 : index to i64
    return %0, %1, %idx-3, %2, %idx253, %idx1, %3, %4, %5 : i64, i32, index, i64, index, index, i16, i48, i64
  }
  func.func @sizeof() -> index {
    %0 = index.sizeof
    return %0 : index
  }
  func.func @mul_by_zero_and_one(%arg0: index) -> (index, index) {
    %idx0 = index.constant 0
    return %idx0, %arg0 : index, index
  }
}
