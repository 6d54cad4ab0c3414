// Nested regions and name uniquing: repeated constants (%c1_i32, %c1_i32_0, ...),
// %cst suffixes, result numbering restarting per isolated region and continuing
// through nested non-isolated ones, block arguments of nested regions (%arg5 ...),
// nested and named modules, unregistered ops with regions beside custom ones.
module @outer attributes {test.top} {
  func.func @first(%a: i32) -> i32 {
    %c1_i32 = arith.constant 1 : i32
    %one = arith.constant 1 : i32
    %again = arith.constant 1 : i32
    %c = arith.constant 2.0 : f32
    %d = arith.constant 2.0 : f32
    %e = arith.constant 3.0 : f64
    %0 = arith.addi %a, %c1_i32 : i32
    %1 = arith.addi %one, %again : i32
    %x = "test.region"(%0) ({
    ^bb0(%inner: i32):
      %t = arith.constant true
      %t2 = arith.constant true
      %2 = arith.addi %inner, %1 : i32
      %r = scf.if %t -> (i32) {
        %c1_i32_x = arith.constant 1 : i32
        %3 = arith.muli %2, %c1_i32_x : i32
        scf.yield %3 : i32
      } else {
        scf.yield %2 : i32
      }
      "test.yield"(%r) : (i32) -> ()
    }) : (i32) -> i32
    "test.use"(%c, %d, %e) : (f32, f32, f64) -> ()
    return %x : i32
  }

  func.func @second(%a: index, %b: index) -> index {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %0 = arith.addi %a, %b : index
    %s = scf.for %i = %c0 to %0 step %c1 iter_args(%acc = %c0) -> (index) {
      %1 = scf.for %j = %c0 to %i step %c1 iter_args(%acc2 = %acc) -> (index) {
        %c0_0 = arith.constant 0 : index
        %2 = arith.addi %acc2, %j : index
        %3 = arith.addi %2, %c0_0 : index
        scf.yield %3 : index
      }
      scf.yield %1 : index
    }
    return %s : index
  }

  module @inner {
    func.func private @decl(i32) -> i32
    func.func @third() -> i32 {
      %c1_i32 = arith.constant 1 : i32
      %0 = func.call @decl(%c1_i32) : (i32) -> i32
      return %0 : i32
    }
  }

  "test.isolated"() ({
    %c1_i32 = arith.constant 1 : i32
    %0 = arith.addi %c1_i32, %c1_i32 : i32
    "test.done"(%0) : (i32) -> ()
  }) : () -> ()
}
