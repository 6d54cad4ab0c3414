module @ir {
  func.func @add(%a: i32, %b: i32) -> i32 {
    %0 = arith.addi %a, %b : i32
    %c1 = arith.constant 1 : i32
    %1 = arith.muli %0, %c1 : i32
    %f = arith.constant 2.5 : f32
    %cmp = arith.cmpi slt, %0, %1 : i32
    %s = arith.select %cmp, %0, %1 : i32
    return %s : i32
  }
  func.func private @decl(f32) -> (f32, i64) attributes {llvm.emit_c_interface}
  func.func @loop(%lb: index, %ub: index, %step: index, %init: f32) -> f32 {
    %r = scf.for %i = %lb to %ub step %step iter_args(%acc = %init) -> (f32) {
      %n = arith.addf %acc, %acc : f32
      scf.yield %n : f32
    }
    %c = arith.constant true
    %x = scf.if %c -> (f32) {
      scf.yield %r : f32
    } else {
      scf.yield %init : f32
    }
    cf.br ^bb1(%x : f32)
  ^bb1(%y: f32):
    cf.cond_br %c, ^bb1(%y : f32), ^bb2
  ^bb2:
    return %y : f32
  }
}
