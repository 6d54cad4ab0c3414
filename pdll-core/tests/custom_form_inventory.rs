//! The ops of MLIR 19's core dialects whose custom form is not a plain declarative
//! format, each read and printed as mlir-opt-19 reads and prints it, with the dialects
//! registered from ODS (a [`DialectCache`] over MLIR's include tree, as
//! `context_for_chunk` registers them). The inventory is the table of
//! `pdll_runtime::dialects`:
//!
//! - every op with `hasCustomAssemblyFormat` (its syntax is Rust in
//!   `pdll_runtime::dialects`), and the affine ops MLIR defines in C++ only
//!   (`affine.dma_start`, `affine.dma_wait`);
//! - `vector.shuffle`, the one op of these dialects whose generated parser calls a C++
//!   `inferReturnTypes` (its result type comes from the mask);
//! - ops whose declarative format needed the format engine to grow: `vector.print`
//!   (`oilist`), `scf.index_switch` (a variadic region after a single one, results
//!   left out), `affine.if` of a set without constraints.
//!
//! Each case is checked three ways: the input (custom form) read, verified and printed
//! by default ([`Ir::print`]) and in generic form ([`Ir::print_generic`]), each equal
//! to mlir-opt-19's output byte for byte; and mlir-opt-19's generic output read back
//! and printed by default, equal to its default output.
//!
//! The expected texts are mlir-opt-19's outputs for each case's input, pasted:
//!
//! ```sh
//! mlir-opt-19 --allow-unregistered-dialect --mlir-print-local-scope CASE.mlir
//! mlir-opt-19 --allow-unregistered-dialect --mlir-print-local-scope --mlir-print-op-generic CASE.mlir
//! ```
//!
//! Skipped (with a message) without MLIR 19's include tree (`/usr/lib/llvm-19/include`,
//! or `MLIR_INCLUDE_DIR`).

use pdll_core::ods::{load_dialect, DialectCache, DialectIndex};
use pdll_runtime::{verify, Context, Ir};
use std::collections::BTreeSet;
use std::path::PathBuf;

/// One op of the inventory: a small function using it, and mlir-opt-19's outputs.
struct Case {
    op: &'static str,
    input: &'static str,
    /// `mlir-opt-19 --allow-unregistered-dialect --mlir-print-local-scope`.
    custom: &'static str,
    /// The same with `--mlir-print-op-generic`.
    generic: &'static str,
}

const CASES: &[Case] = &[
    Case {
        op: "affine.apply",
        input: r##"func.func @f(%i: index, %j: index) -> (index, index) {
  %0 = affine.apply affine_map<(d0)[s0] -> (d0 * 2 + s0)>(%i)[%j]
  %1 = affine.apply affine_map<() -> (42)>()
  return %0, %1 : index, index
}
"##,
        custom: r##"module {
  func.func @f(%arg0: index, %arg1: index) -> (index, index) {
    %0 = affine.apply affine_map<(d0)[s0] -> (d0 * 2 + s0)>(%arg0)[%arg1]
    %1 = affine.apply affine_map<() -> (42)>()
    return %0, %1 : index, index
  }
}
"##,
        generic: r##""builtin.module"() ({
  "func.func"() <{function_type = (index, index) -> (index, index), sym_name = "f"}> ({
  ^bb0(%arg0: index, %arg1: index):
    %0 = "affine.apply"(%arg0, %arg1) <{map = affine_map<(d0)[s0] -> (d0 * 2 + s0)>}> : (index, index) -> index
    %1 = "affine.apply"() <{map = affine_map<() -> (42)>}> : () -> index
    "func.return"(%0, %1) : (index, index) -> ()
  }) : () -> ()
}) : () -> ()
"##,
    },
    Case {
        op: "affine.dma_start",
        input: r##"func.func @f(%src: memref<40xf32>, %dst: memref<40xf32, 2>, %tag: memref<1xi32>, %i: index, %n: index) {
  affine.dma_start %src[%i + 1], %dst[%i], %tag[0], %n : memref<40xf32>, memref<40xf32, 2>, memref<1xi32>
  affine.dma_start %src[%i], %dst[%i * 2], %tag[%i], %n, %i, %n : memref<40xf32>, memref<40xf32, 2>, memref<1xi32>
  return
}
"##,
        custom: r##"module {
  func.func @f(%arg0: memref<40xf32>, %arg1: memref<40xf32, 2>, %arg2: memref<1xi32>, %arg3: index, %arg4: index) {
    affine.dma_start %arg0[%arg3 + 1], %arg1[%arg3], %arg2[0], %arg4 : memref<40xf32>, memref<40xf32, 2>, memref<1xi32>
    affine.dma_start %arg0[%arg3], %arg1[%arg3 * 2], %arg2[%arg3], %arg4, %arg3, %arg4 : memref<40xf32>, memref<40xf32, 2>, memref<1xi32>
    return
  }
}
"##,
        generic: r##""builtin.module"() ({
  "func.func"() <{function_type = (memref<40xf32>, memref<40xf32, 2>, memref<1xi32>, index, index) -> (), sym_name = "f"}> ({
  ^bb0(%arg0: memref<40xf32>, %arg1: memref<40xf32, 2>, %arg2: memref<1xi32>, %arg3: index, %arg4: index):
    "affine.dma_start"(%arg0, %arg3, %arg1, %arg3, %arg2, %arg4) {dst_map = affine_map<(d0) -> (d0)>, src_map = affine_map<(d0) -> (d0 + 1)>, tag_map = affine_map<() -> (0)>} : (memref<40xf32>, index, memref<40xf32, 2>, index, memref<1xi32>, index) -> ()
    "affine.dma_start"(%arg0, %arg3, %arg1, %arg3, %arg2, %arg3, %arg4, %arg3, %arg4) {dst_map = affine_map<(d0) -> (d0 * 2)>, src_map = affine_map<(d0) -> (d0)>, tag_map = affine_map<(d0) -> (d0)>} : (memref<40xf32>, index, memref<40xf32, 2>, index, memref<1xi32>, index, index, index, index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
"##,
    },
    Case {
        op: "affine.dma_wait",
        input: r##"func.func @f(%tag: memref<2xi32>, %i: index, %n: index) {
  affine.dma_wait %tag[%i + 1], %n : memref<2xi32>
  return
}
"##,
        custom: r##"module {
  func.func @f(%arg0: memref<2xi32>, %arg1: index, %arg2: index) {
    affine.dma_wait %arg0[%arg1 + 1], %arg2 : memref<2xi32>
    return
  }
}
"##,
        generic: r##""builtin.module"() ({
  "func.func"() <{function_type = (memref<2xi32>, index, index) -> (), sym_name = "f"}> ({
  ^bb0(%arg0: memref<2xi32>, %arg1: index, %arg2: index):
    "affine.dma_wait"(%arg0, %arg1, %arg2) {tag_map = affine_map<(d0) -> (d0 + 1)>} : (memref<2xi32>, index, index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
"##,
    },
    Case {
        op: "affine.for",
        input: r##"func.func @f(%n: index, %a: f32) -> f32 {
  affine.for %i = 0 to 10 step 2 {
    affine.for %j = max affine_map<(d0) -> (0, d0 - 4)>(%i) to min affine_map<(d0)[s0] -> (d0 + 4, s0)>(%i)[%n] {
    }
  } {tag}
  %r = affine.for %i = %n to affine_map<()[s0] -> (s0 * 2)>()[%n] iter_args(%acc = %a) -> (f32) {
    affine.yield %acc : f32
  }
  return %r : f32
}
"##,
        custom: r##"module {
  func.func @f(%arg0: index, %arg1: f32) -> f32 {
    affine.for %arg2 = 0 to 10 step 2 {
      affine.for %arg3 = max affine_map<(d0) -> (0, d0 - 4)>(%arg2) to min affine_map<(d0)[s0] -> (d0 + 4, s0)>(%arg2)[%arg0] {
      }
    } {tag}
    %0 = affine.for %arg2 = %arg0 to affine_map<()[s0] -> (s0 * 2)>()[%arg0] iter_args(%arg3 = %arg1) -> (f32) {
      affine.yield %arg3 : f32
    }
    return %0 : f32
  }
}
"##,
        generic: r##""builtin.module"() ({
  "func.func"() <{function_type = (index, f32) -> f32, sym_name = "f"}> ({
  ^bb0(%arg0: index, %arg1: f32):
    "affine.for"() <{lowerBoundMap = affine_map<() -> (0)>, operandSegmentSizes = array<i32: 0, 0, 0>, step = 2 : index, upperBoundMap = affine_map<() -> (10)>}> ({
    ^bb0(%arg4: index):
      "affine.for"(%arg4, %arg4, %arg0) <{lowerBoundMap = affine_map<(d0) -> (0, d0 - 4)>, operandSegmentSizes = array<i32: 1, 2, 0>, step = 1 : index, upperBoundMap = affine_map<(d0)[s0] -> (d0 + 4, s0)>}> ({
      ^bb0(%arg5: index):
        "affine.yield"() : () -> ()
      }) : (index, index, index) -> ()
      "affine.yield"() : () -> ()
    }) {tag} : () -> ()
    %0 = "affine.for"(%arg0, %arg0, %arg1) <{lowerBoundMap = affine_map<()[s0] -> (s0)>, operandSegmentSizes = array<i32: 1, 1, 1>, step = 1 : index, upperBoundMap = affine_map<()[s0] -> (s0 * 2)>}> ({
    ^bb0(%arg2: index, %arg3: f32):
      "affine.yield"(%arg3) : (f32) -> ()
    }) : (index, index, f32) -> f32
    "func.return"(%0) : (f32) -> ()
  }) : () -> ()
}) : () -> ()
"##,
    },
    Case {
        op: "affine.if",
        input: r##"func.func @f(%i: index, %n: index, %a: f32) -> f32 {
  affine.if affine_set<(d0)[s0] : (d0 - 10 >= 0, s0 - d0 == 0)>(%i)[%n] {
    "test.then"() : () -> ()
  }
  affine.if affine_set<() : ()>() {
  } else {
    "test.else"() : () -> ()
  }
  %r = affine.if affine_set<(d0) : (d0 >= 0)>(%i) -> f32 {
    affine.yield %a : f32
  } else {
    affine.yield %a : f32
  }
  return %r : f32
}
"##,
        custom: r##"module {
  func.func @f(%arg0: index, %arg1: index, %arg2: f32) -> f32 {
    affine.if affine_set<(d0)[s0] : (d0 - 10 >= 0, -d0 + s0 == 0)>(%arg0)[%arg1] {
      "test.then"() : () -> ()
    }
    affine.if affine_set<() : (0 == 0)>() {
    } else {
      "test.else"() : () -> ()
    }
    %0 = affine.if affine_set<(d0) : (d0 >= 0)>(%arg0) -> f32 {
      affine.yield %arg2 : f32
    } else {
      affine.yield %arg2 : f32
    }
    return %0 : f32
  }
}
"##,
        generic: r##""builtin.module"() ({
  "func.func"() <{function_type = (index, index, f32) -> f32, sym_name = "f"}> ({
  ^bb0(%arg0: index, %arg1: index, %arg2: f32):
    "affine.if"(%arg0, %arg1) ({
      "test.then"() : () -> ()
      "affine.yield"() : () -> ()
    }, {
    }) {condition = affine_set<(d0)[s0] : (d0 - 10 >= 0, -d0 + s0 == 0)>} : (index, index) -> ()
    "affine.if"() ({
      "affine.yield"() : () -> ()
    }, {
      "test.else"() : () -> ()
      "affine.yield"() : () -> ()
    }) {condition = affine_set<() : (0 == 0)>} : () -> ()
    %0 = "affine.if"(%arg0) ({
      "affine.yield"(%arg2) : (f32) -> ()
    }, {
      "affine.yield"(%arg2) : (f32) -> ()
    }) {condition = affine_set<(d0) : (d0 >= 0)>} : (index) -> f32
    "func.return"(%0) : (f32) -> ()
  }) : () -> ()
}) : () -> ()
"##,
    },
    Case {
        op: "affine.load",
        input: r##"func.func @f(%m: memref<10x10xf32>, %i: index, %n: index) -> f32 {
  %0 = affine.load %m[%i + 1, symbol(%n) * 2] : memref<10x10xf32>
  %1 = affine.load %m[%i floordiv 2, 3] {tag} : memref<10x10xf32>
  %2 = arith.addf %0, %1 : f32
  return %2 : f32
}
"##,
        custom: r##"module {
  func.func @f(%arg0: memref<10x10xf32>, %arg1: index, %arg2: index) -> f32 {
    %0 = affine.load %arg0[%arg1 + 1, symbol(%arg2) * 2] : memref<10x10xf32>
    %1 = affine.load %arg0[%arg1 floordiv 2, 3] {tag} : memref<10x10xf32>
    %2 = arith.addf %0, %1 : f32
    return %2 : f32
  }
}
"##,
        generic: r##""builtin.module"() ({
  "func.func"() <{function_type = (memref<10x10xf32>, index, index) -> f32, sym_name = "f"}> ({
  ^bb0(%arg0: memref<10x10xf32>, %arg1: index, %arg2: index):
    %0 = "affine.load"(%arg0, %arg1, %arg2) <{map = affine_map<(d0)[s0] -> (d0 + 1, s0 * 2)>}> : (memref<10x10xf32>, index, index) -> f32
    %1 = "affine.load"(%arg0, %arg1) <{map = affine_map<(d0) -> (d0 floordiv 2, 3)>}> {tag} : (memref<10x10xf32>, index) -> f32
    %2 = "arith.addf"(%0, %1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    "func.return"(%2) : (f32) -> ()
  }) : () -> ()
}) : () -> ()
"##,
    },
    Case {
        op: "affine.max",
        input: r##"func.func @f(%i: index, %j: index) -> index {
  %0 = affine.max affine_map<(d0, d1) -> (0, d0 - d1)>(%i, %j) {tag}
  return %0 : index
}
"##,
        custom: r##"module {
  func.func @f(%arg0: index, %arg1: index) -> index {
    %0 = affine.max affine_map<(d0, d1) -> (0, d0 - d1)>(%arg0, %arg1) {tag}
    return %0 : index
  }
}
"##,
        generic: r##""builtin.module"() ({
  "func.func"() <{function_type = (index, index) -> index, sym_name = "f"}> ({
  ^bb0(%arg0: index, %arg1: index):
    %0 = "affine.max"(%arg0, %arg1) <{map = affine_map<(d0, d1) -> (0, d0 - d1)>}> {tag} : (index, index) -> index
    "func.return"(%0) : (index) -> ()
  }) : () -> ()
}) : () -> ()
"##,
    },
    Case {
        op: "affine.min",
        input: r##"func.func @f(%i: index, %j: index) -> index {
  %0 = affine.min affine_map<(d0)[s0] -> (d0, s0 + 4, 100)>(%i)[%j]
  return %0 : index
}
"##,
        custom: r##"module {
  func.func @f(%arg0: index, %arg1: index) -> index {
    %0 = affine.min affine_map<(d0)[s0] -> (d0, s0 + 4, 100)>(%arg0)[%arg1]
    return %0 : index
  }
}
"##,
        generic: r##""builtin.module"() ({
  "func.func"() <{function_type = (index, index) -> index, sym_name = "f"}> ({
  ^bb0(%arg0: index, %arg1: index):
    %0 = "affine.min"(%arg0, %arg1) <{map = affine_map<(d0)[s0] -> (d0, s0 + 4, 100)>}> : (index, index) -> index
    "func.return"(%0) : (index) -> ()
  }) : () -> ()
}) : () -> ()
"##,
    },
    Case {
        op: "affine.parallel",
        input: r##"func.func @f(%m: memref<100x100xf32>, %n: index) -> f32 {
  affine.parallel (%i, %j) = (0, max(0, %n - 4)) to (100, symbol(%n)) step (2, 1) {
    %v = affine.load %m[%i, %j] : memref<100x100xf32>
    affine.store %v, %m[%j, %i] : memref<100x100xf32>
  }
  %r:2 = affine.parallel (%i) = (0) to (100) reduce ("addf", "maximumf") -> (f32, f32) {
    %v = affine.load %m[%i, %i] : memref<100x100xf32>
    affine.yield %v, %v : f32, f32
  }
  return %r#1 : f32
}
"##,
        custom: r##"module {
  func.func @f(%arg0: memref<100x100xf32>, %arg1: index) -> f32 {
    affine.parallel (%arg2, %arg3) = (0, max(0, %arg1 - 4)) to (100, symbol(%arg1)) step (2, 1) {
      %1 = affine.load %arg0[%arg2, %arg3] : memref<100x100xf32>
      affine.store %1, %arg0[%arg3, %arg2] : memref<100x100xf32>
    }
    %0:2 = affine.parallel (%arg2) = (0) to (100) reduce ("addf", "maximumf") -> (f32, f32) {
      %1 = affine.load %arg0[%arg2, %arg2] : memref<100x100xf32>
      affine.yield %1, %1 : f32, f32
    }
    return %0#1 : f32
  }
}
"##,
        generic: r##""builtin.module"() ({
  "func.func"() <{function_type = (memref<100x100xf32>, index) -> f32, sym_name = "f"}> ({
  ^bb0(%arg0: memref<100x100xf32>, %arg1: index):
    "affine.parallel"(%arg1, %arg1) <{lowerBoundsGroups = dense<[1, 2]> : tensor<2xi32>, lowerBoundsMap = affine_map<(d0) -> (0, 0, d0 - 4)>, reductions = [], steps = [2, 1], upperBoundsGroups = dense<1> : tensor<2xi32>, upperBoundsMap = affine_map<()[s0] -> (100, s0)>}> ({
    ^bb0(%arg3: index, %arg4: index):
      %2 = "affine.load"(%arg0, %arg3, %arg4) <{map = affine_map<(d0, d1) -> (d0, d1)>}> : (memref<100x100xf32>, index, index) -> f32
      "affine.store"(%2, %arg0, %arg4, %arg3) <{map = affine_map<(d0, d1) -> (d0, d1)>}> : (f32, memref<100x100xf32>, index, index) -> ()
      "affine.yield"() : () -> ()
    }) : (index, index) -> ()
    %0:2 = "affine.parallel"() <{lowerBoundsGroups = dense<1> : tensor<1xi32>, lowerBoundsMap = affine_map<() -> (0)>, reductions = [0, 3], steps = [1], upperBoundsGroups = dense<1> : tensor<1xi32>, upperBoundsMap = affine_map<() -> (100)>}> ({
    ^bb0(%arg2: index):
      %1 = "affine.load"(%arg0, %arg2) <{map = affine_map<(d0) -> (d0, d0)>}> : (memref<100x100xf32>, index) -> f32
      "affine.yield"(%1, %1) : (f32, f32) -> ()
    }) : () -> (f32, f32)
    "func.return"(%0#1) : (f32) -> ()
  }) : () -> ()
}) : () -> ()
"##,
    },
    Case {
        op: "affine.prefetch",
        input: r##"func.func @f(%m: memref<10x10xf32>, %i: index) {
  affine.prefetch %m[%i, %i + 1], read, locality<3>, data : memref<10x10xf32>
  affine.prefetch %m[%i, 0], write, locality<0>, instr {tag} : memref<10x10xf32>
  return
}
"##,
        custom: r##"module {
  func.func @f(%arg0: memref<10x10xf32>, %arg1: index) {
    affine.prefetch %arg0[%arg1, %arg1 + 1], read, locality<3>, data : memref<10x10xf32>
    affine.prefetch %arg0[%arg1, 0], write, locality<0>, instr {tag} : memref<10x10xf32>
    return
  }
}
"##,
        generic: r##""builtin.module"() ({
  "func.func"() <{function_type = (memref<10x10xf32>, index) -> (), sym_name = "f"}> ({
  ^bb0(%arg0: memref<10x10xf32>, %arg1: index):
    "affine.prefetch"(%arg0, %arg1) <{isDataCache = true, isWrite = false, localityHint = 3 : i32, map = affine_map<(d0) -> (d0, d0 + 1)>}> : (memref<10x10xf32>, index) -> ()
    "affine.prefetch"(%arg0, %arg1) <{isDataCache = false, isWrite = true, localityHint = 0 : i32, map = affine_map<(d0) -> (d0, 0)>}> {tag} : (memref<10x10xf32>, index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
"##,
    },
    Case {
        op: "affine.store",
        input: r##"func.func @f(%m: memref<10x10xf32>, %i: index, %n: index, %v: f32) {
  affine.store %v, %m[%i, %i + symbol(%n)] : memref<10x10xf32>
  affine.store %v, %m[0, %i mod 4] {tag} : memref<10x10xf32>
  return
}
"##,
        custom: r##"module {
  func.func @f(%arg0: memref<10x10xf32>, %arg1: index, %arg2: index, %arg3: f32) {
    affine.store %arg3, %arg0[%arg1, %arg1 + symbol(%arg2)] : memref<10x10xf32>
    affine.store %arg3, %arg0[0, %arg1 mod 4] {tag} : memref<10x10xf32>
    return
  }
}
"##,
        generic: r##""builtin.module"() ({
  "func.func"() <{function_type = (memref<10x10xf32>, index, index, f32) -> (), sym_name = "f"}> ({
  ^bb0(%arg0: memref<10x10xf32>, %arg1: index, %arg2: index, %arg3: f32):
    "affine.store"(%arg3, %arg0, %arg1, %arg2) <{map = affine_map<(d0)[s0] -> (d0, d0 + s0)>}> : (f32, memref<10x10xf32>, index, index) -> ()
    "affine.store"(%arg3, %arg0, %arg1) <{map = affine_map<(d0) -> (0, d0 mod 4)>}> {tag} : (f32, memref<10x10xf32>, index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
"##,
    },
    Case {
        op: "affine.vector_load",
        input: r##"func.func @f(%m: memref<10x16xf32>, %i: index) -> vector<8xf32> {
  %0 = affine.vector_load %m[%i, %i * 8] : memref<10x16xf32>, vector<8xf32>
  return %0 : vector<8xf32>
}
"##,
        custom: r##"module {
  func.func @f(%arg0: memref<10x16xf32>, %arg1: index) -> vector<8xf32> {
    %0 = affine.vector_load %arg0[%arg1, %arg1 * 8] : memref<10x16xf32>, vector<8xf32>
    return %0 : vector<8xf32>
  }
}
"##,
        generic: r##""builtin.module"() ({
  "func.func"() <{function_type = (memref<10x16xf32>, index) -> vector<8xf32>, sym_name = "f"}> ({
  ^bb0(%arg0: memref<10x16xf32>, %arg1: index):
    %0 = "affine.vector_load"(%arg0, %arg1) <{map = affine_map<(d0) -> (d0, d0 * 8)>}> : (memref<10x16xf32>, index) -> vector<8xf32>
    "func.return"(%0) : (vector<8xf32>) -> ()
  }) : () -> ()
}) : () -> ()
"##,
    },
    Case {
        op: "affine.vector_store",
        input: r##"func.func @f(%m: memref<10x16xf32>, %i: index, %v: vector<8xf32>) {
  affine.vector_store %v, %m[%i + 1, 8] {tag} : memref<10x16xf32>, vector<8xf32>
  return
}
"##,
        custom: r##"module {
  func.func @f(%arg0: memref<10x16xf32>, %arg1: index, %arg2: vector<8xf32>) {
    affine.vector_store %arg2, %arg0[%arg1 + 1, 8] {tag} : memref<10x16xf32>, vector<8xf32>
    return
  }
}
"##,
        generic: r##""builtin.module"() ({
  "func.func"() <{function_type = (memref<10x16xf32>, index, vector<8xf32>) -> (), sym_name = "f"}> ({
  ^bb0(%arg0: memref<10x16xf32>, %arg1: index, %arg2: vector<8xf32>):
    "affine.vector_store"(%arg2, %arg0, %arg1) <{map = affine_map<(d0) -> (d0 + 1, 8)>}> {tag} : (vector<8xf32>, memref<10x16xf32>, index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
"##,
    },
    Case {
        op: "arith.select",
        input: r##"func.func @f(%c: i1, %a: i32, %b: i32, %vc: vector<4xi1>, %v: vector<4xi32>) -> (i32, vector<4xi32>, vector<4xi32>) {
  %0 = arith.select %c, %a, %b : i32
  %1 = arith.select %vc, %v, %v : vector<4xi1>, vector<4xi32>
  %2 = arith.select %c, %v, %v {tag} : vector<4xi32>
  return %0, %1, %2 : i32, vector<4xi32>, vector<4xi32>
}
"##,
        custom: r##"module {
  func.func @f(%arg0: i1, %arg1: i32, %arg2: i32, %arg3: vector<4xi1>, %arg4: vector<4xi32>) -> (i32, vector<4xi32>, vector<4xi32>) {
    %0 = arith.select %arg0, %arg1, %arg2 : i32
    %1 = arith.select %arg3, %arg4, %arg4 : vector<4xi1>, vector<4xi32>
    %2 = arith.select %arg0, %arg4, %arg4 {tag} : vector<4xi32>
    return %0, %1, %2 : i32, vector<4xi32>, vector<4xi32>
  }
}
"##,
        generic: r##""builtin.module"() ({
  "func.func"() <{function_type = (i1, i32, i32, vector<4xi1>, vector<4xi32>) -> (i32, vector<4xi32>, vector<4xi32>), sym_name = "f"}> ({
  ^bb0(%arg0: i1, %arg1: i32, %arg2: i32, %arg3: vector<4xi1>, %arg4: vector<4xi32>):
    %0 = "arith.select"(%arg0, %arg1, %arg2) : (i1, i32, i32) -> i32
    %1 = "arith.select"(%arg3, %arg4, %arg4) : (vector<4xi1>, vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %2 = "arith.select"(%arg0, %arg4, %arg4) {tag} : (i1, vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    "func.return"(%0, %1, %2) : (i32, vector<4xi32>, vector<4xi32>) -> ()
  }) : () -> ()
}) : () -> ()
"##,
    },
    Case {
        op: "func.func",
        input: r##"func.func private @decl(i32, f32 {test.arg}) -> (i32 {test.res = 1 : i32}, f32)
func.func nested @nested() attributes {test.attr} {
  return
}
func.func public @f(%a: i32 {test.a}, %b: f32) -> (i32, f32) {
  %0:2 = func.call @decl(%a, %b) : (i32, f32) -> (i32, f32)
  return %0#0, %0#1 : i32, f32
}
"##,
        custom: r##"module {
  func.func private @decl(i32, f32 {test.arg}) -> (i32 {test.res = 1 : i32}, f32)
  func.func nested @nested() attributes {test.attr} {
    return
  }
  func.func public @f(%arg0: i32 {test.a}, %arg1: f32) -> (i32, f32) {
    %0:2 = call @decl(%arg0, %arg1) : (i32, f32) -> (i32, f32)
    return %0#0, %0#1 : i32, f32
  }
}
"##,
        generic: r##""builtin.module"() ({
  "func.func"() <{arg_attrs = [{}, {test.arg}], function_type = (i32, f32) -> (i32, f32), res_attrs = [{test.res = 1 : i32}, {}], sym_name = "decl", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "nested", sym_visibility = "nested"}> ({
    "func.return"() : () -> ()
  }) {test.attr} : () -> ()
  "func.func"() <{arg_attrs = [{test.a}, {}], function_type = (i32, f32) -> (i32, f32), sym_name = "f", sym_visibility = "public"}> ({
  ^bb0(%arg0: i32, %arg1: f32):
    %0:2 = "func.call"(%arg0, %arg1) <{callee = @decl}> : (i32, f32) -> (i32, f32)
    "func.return"(%0#0, %0#1) : (i32, f32) -> ()
  }) : () -> ()
}) : () -> ()
"##,
    },
    Case {
        op: "memref.alloca_scope",
        input: r##"func.func @f(%a: f32) -> f32 {
  memref.alloca_scope {
    %t = memref.alloca() : memref<4xf32>
    "test.use"(%t) : (memref<4xf32>) -> ()
  }
  %r = memref.alloca_scope -> (f32) {
    memref.alloca_scope.return %a : f32
  }
  return %r : f32
}
"##,
        custom: r##"module {
  func.func @f(%arg0: f32) -> f32 {
    memref.alloca_scope  {
      %alloca = memref.alloca() : memref<4xf32>
      "test.use"(%alloca) : (memref<4xf32>) -> ()
    }
    %0 = memref.alloca_scope  -> (f32) {
      memref.alloca_scope.return %arg0 : f32
    }
    return %0 : f32
  }
}
"##,
        generic: r##""builtin.module"() ({
  "func.func"() <{function_type = (f32) -> f32, sym_name = "f"}> ({
  ^bb0(%arg0: f32):
    "memref.alloca_scope"() ({
      %1 = "memref.alloca"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4xf32>
      "test.use"(%1) : (memref<4xf32>) -> ()
      "memref.alloca_scope.return"() : () -> ()
    }) : () -> ()
    %0 = "memref.alloca_scope"() ({
      "memref.alloca_scope.return"(%arg0) : (f32) -> ()
    }) : () -> f32
    "func.return"(%0) : (f32) -> ()
  }) : () -> ()
}) : () -> ()
"##,
    },
    Case {
        op: "memref.dma_start",
        input: r##"func.func @f(%src: memref<256xf32>, %dst: memref<32x32xf32, 1>, %tag: memref<2xi32>, %i: index, %n: index) {
  %c0 = arith.constant 0 : index
  memref.dma_start %src[%c0], %dst[%i, %n], %n, %tag[%c0] : memref<256xf32>, memref<32x32xf32, 1>, memref<2xi32>
  memref.dma_start %src[%i], %dst[%c0, %c0], %n, %tag[%i], %n, %i : memref<256xf32>, memref<32x32xf32, 1>, memref<2xi32>
  return
}
"##,
        custom: r##"module {
  func.func @f(%arg0: memref<256xf32>, %arg1: memref<32x32xf32, 1>, %arg2: memref<2xi32>, %arg3: index, %arg4: index) {
    %c0 = arith.constant 0 : index
    memref.dma_start %arg0[%c0], %arg1[%arg3, %arg4], %arg4, %arg2[%c0] : memref<256xf32>, memref<32x32xf32, 1>, memref<2xi32>
    memref.dma_start %arg0[%arg3], %arg1[%c0, %c0], %arg4, %arg2[%arg3], %arg4, %arg3 : memref<256xf32>, memref<32x32xf32, 1>, memref<2xi32>
    return
  }
}
"##,
        generic: r##""builtin.module"() ({
  "func.func"() <{function_type = (memref<256xf32>, memref<32x32xf32, 1>, memref<2xi32>, index, index) -> (), sym_name = "f"}> ({
  ^bb0(%arg0: memref<256xf32>, %arg1: memref<32x32xf32, 1>, %arg2: memref<2xi32>, %arg3: index, %arg4: index):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    "memref.dma_start"(%arg0, %0, %arg1, %arg3, %arg4, %arg4, %arg2, %0) : (memref<256xf32>, index, memref<32x32xf32, 1>, index, index, index, memref<2xi32>, index) -> ()
    "memref.dma_start"(%arg0, %arg3, %arg1, %0, %0, %arg4, %arg2, %arg3, %arg4, %arg3) : (memref<256xf32>, index, memref<32x32xf32, 1>, index, index, index, memref<2xi32>, index, index, index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
"##,
    },
    Case {
        op: "memref.generic_atomic_rmw",
        input: r##"func.func @f(%m: memref<4x?xi32>, %i: index, %v: i32) -> i32 {
  %0 = memref.generic_atomic_rmw %m[%i, %i] : memref<4x?xi32> {
  ^bb0(%cur: i32):
    %x = arith.addi %cur, %v : i32
    memref.atomic_yield %x : i32
  }
  return %0 : i32
}
"##,
        custom: r##"module {
  func.func @f(%arg0: memref<4x?xi32>, %arg1: index, %arg2: i32) -> i32 {
    %0 = memref.generic_atomic_rmw %arg0[%arg1, %arg1] : memref<4x?xi32> {
    ^bb0(%arg3: i32):
      %1 = arith.addi %arg3, %arg2 : i32
      memref.atomic_yield %1 : i32
    }
    return %0 : i32
  }
}
"##,
        generic: r##""builtin.module"() ({
  "func.func"() <{function_type = (memref<4x?xi32>, index, i32) -> i32, sym_name = "f"}> ({
  ^bb0(%arg0: memref<4x?xi32>, %arg1: index, %arg2: i32):
    %0 = "memref.generic_atomic_rmw"(%arg0, %arg1, %arg1) ({
    ^bb0(%arg3: i32):
      %1 = "arith.addi"(%arg3, %arg2) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "memref.atomic_yield"(%1) : (i32) -> ()
    }) : (memref<4x?xi32>, index, index) -> i32
    "func.return"(%0) : (i32) -> ()
  }) : () -> ()
}) : () -> ()
"##,
    },
    Case {
        op: "memref.prefetch",
        input: r##"func.func @f(%m: memref<4x8xf32>, %i: index) {
  memref.prefetch %m[%i, %i], read, locality<3>, data : memref<4x8xf32>
  memref.prefetch %m[%i, %i], write, locality<0>, instr : memref<4x8xf32>
  return
}
"##,
        custom: r##"module {
  func.func @f(%arg0: memref<4x8xf32>, %arg1: index) {
    memref.prefetch %arg0[%arg1, %arg1], read, locality<3>, data : memref<4x8xf32>
    memref.prefetch %arg0[%arg1, %arg1], write, locality<0>, instr : memref<4x8xf32>
    return
  }
}
"##,
        generic: r##""builtin.module"() ({
  "func.func"() <{function_type = (memref<4x8xf32>, index) -> (), sym_name = "f"}> ({
  ^bb0(%arg0: memref<4x8xf32>, %arg1: index):
    "memref.prefetch"(%arg0, %arg1, %arg1) <{isDataCache = true, isWrite = false, localityHint = 3 : i32}> : (memref<4x8xf32>, index, index) -> ()
    "memref.prefetch"(%arg0, %arg1, %arg1) <{isDataCache = false, isWrite = true, localityHint = 0 : i32}> : (memref<4x8xf32>, index, index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
"##,
    },
    Case {
        op: "memref.transpose",
        input: r##"func.func @f(%m: memref<?x?xf32>) -> memref<?x?xf32, strided<[1, ?]>> {
  %0 = memref.transpose %m (i, j) -> (j, i) : memref<?x?xf32> to memref<?x?xf32, strided<[1, ?]>>
  return %0 : memref<?x?xf32, strided<[1, ?]>>
}
"##,
        custom: r##"module {
  func.func @f(%arg0: memref<?x?xf32>) -> memref<?x?xf32, strided<[1, ?]>> {
    %transpose = memref.transpose %arg0 (d0, d1) -> (d1, d0) : memref<?x?xf32> to memref<?x?xf32, strided<[1, ?]>>
    return %transpose : memref<?x?xf32, strided<[1, ?]>>
  }
}
"##,
        generic: r##""builtin.module"() ({
  "func.func"() <{function_type = (memref<?x?xf32>) -> memref<?x?xf32, strided<[1, ?]>>, sym_name = "f"}> ({
  ^bb0(%arg0: memref<?x?xf32>):
    %0 = "memref.transpose"(%arg0) <{permutation = affine_map<(d0, d1) -> (d1, d0)>}> : (memref<?x?xf32>) -> memref<?x?xf32, strided<[1, ?]>>
    "func.return"(%0) : (memref<?x?xf32, strided<[1, ?]>>) -> ()
  }) : () -> ()
}) : () -> ()
"##,
    },
    Case {
        op: "scf.execute_region",
        input: r##"func.func @f(%c: i1) -> i32 {
  %v = scf.execute_region -> i32 {
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    %one = arith.constant 1 : i32
    scf.yield %one : i32
  ^bb2:
    %two = arith.constant 2 : i32
    scf.yield %two : i32
  }
  return %v : i32
}
"##,
        custom: r##"module {
  func.func @f(%arg0: i1) -> i32 {
    %0 = scf.execute_region -> i32 {
      cf.cond_br %arg0, ^bb1, ^bb2
    ^bb1:  // pred: ^bb0
      %c1_i32 = arith.constant 1 : i32
      scf.yield %c1_i32 : i32
    ^bb2:  // pred: ^bb0
      %c2_i32 = arith.constant 2 : i32
      scf.yield %c2_i32 : i32
    }
    return %0 : i32
  }
}
"##,
        generic: r##""builtin.module"() ({
  "func.func"() <{function_type = (i1) -> i32, sym_name = "f"}> ({
  ^bb0(%arg0: i1):
    %0 = "scf.execute_region"() ({
      "cf.cond_br"(%arg0)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
    ^bb1:  // pred: ^bb0
      %1 = "arith.constant"() <{value = 1 : i32}> : () -> i32
      "scf.yield"(%1) : (i32) -> ()
    ^bb2:  // pred: ^bb0
      %2 = "arith.constant"() <{value = 2 : i32}> : () -> i32
      "scf.yield"(%2) : (i32) -> ()
    }) : () -> i32
    "func.return"(%0) : (i32) -> ()
  }) : () -> ()
}) : () -> ()
"##,
    },
    Case {
        op: "scf.for",
        input: r##"func.func @f(%lb: index, %ub: index, %s: index, %a: f32, %l: i32, %u: i32) -> f32 {
  scf.for %i = %lb to %ub step %s {
    "test.body"(%i) : (index) -> ()
  } {tag}
  %r:2 = scf.for %i = %lb to %ub step %s iter_args(%x = %a, %y = %a) -> (f32, f32) {
    scf.yield %y, %x : f32, f32
  }
  scf.for %j = %l to %u step %l : i32 {
  }
  return %r#0 : f32
}
"##,
        custom: r##"module {
  func.func @f(%arg0: index, %arg1: index, %arg2: index, %arg3: f32, %arg4: i32, %arg5: i32) -> f32 {
    scf.for %arg6 = %arg0 to %arg1 step %arg2 {
      "test.body"(%arg6) : (index) -> ()
    } {tag}
    %0:2 = scf.for %arg6 = %arg0 to %arg1 step %arg2 iter_args(%arg7 = %arg3, %arg8 = %arg3) -> (f32, f32) {
      scf.yield %arg8, %arg7 : f32, f32
    }
    scf.for %arg6 = %arg4 to %arg5 step %arg4  : i32 {
    }
    return %0#0 : f32
  }
}
"##,
        generic: r##""builtin.module"() ({
  "func.func"() <{function_type = (index, index, index, f32, i32, i32) -> f32, sym_name = "f"}> ({
  ^bb0(%arg0: index, %arg1: index, %arg2: index, %arg3: f32, %arg4: i32, %arg5: i32):
    "scf.for"(%arg0, %arg1, %arg2) ({
    ^bb0(%arg10: index):
      "test.body"(%arg10) : (index) -> ()
      "scf.yield"() : () -> ()
    }) {tag} : (index, index, index) -> ()
    %0:2 = "scf.for"(%arg0, %arg1, %arg2, %arg3, %arg3) ({
    ^bb0(%arg7: index, %arg8: f32, %arg9: f32):
      "scf.yield"(%arg9, %arg8) : (f32, f32) -> ()
    }) : (index, index, index, f32, f32) -> (f32, f32)
    "scf.for"(%arg4, %arg5, %arg4) ({
    ^bb0(%arg6: i32):
      "scf.yield"() : () -> ()
    }) : (i32, i32, i32) -> ()
    "func.return"(%0#0) : (f32) -> ()
  }) : () -> ()
}) : () -> ()
"##,
    },
    Case {
        op: "scf.forall.in_parallel",
        input: r##"func.func @f(%t: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %out = scf.forall (%i, %j) in (4, 8) shared_outs(%o = %t) -> (tensor<4x8xf32>) {
    %e = tensor.extract_slice %o[%i, %j] [1, 1] [1, 1] : tensor<4x8xf32> to tensor<1x1xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %e into %o[%i, %j] [1, 1] [1, 1] : tensor<1x1xf32> into tensor<4x8xf32>
      tensor.parallel_insert_slice %e into %o[%j, %i] [1, 1] [1, 1] : tensor<1x1xf32> into tensor<4x8xf32>
    }
  }
  return %out : tensor<4x8xf32>
}
"##,
        custom: r##"module {
  func.func @f(%arg0: tensor<4x8xf32>) -> tensor<4x8xf32> {
    %0 = scf.forall (%arg1, %arg2) in (4, 8) shared_outs(%arg3 = %arg0) -> (tensor<4x8xf32>) {
      %extracted_slice = tensor.extract_slice %arg3[%arg1, %arg2] [1, 1] [1, 1] : tensor<4x8xf32> to tensor<1x1xf32>
      scf.forall.in_parallel {
        tensor.parallel_insert_slice %extracted_slice into %arg3[%arg1, %arg2] [1, 1] [1, 1] : tensor<1x1xf32> into tensor<4x8xf32>
        tensor.parallel_insert_slice %extracted_slice into %arg3[%arg2, %arg1] [1, 1] [1, 1] : tensor<1x1xf32> into tensor<4x8xf32>
      }
    }
    return %0 : tensor<4x8xf32>
  }
}
"##,
        generic: r##""builtin.module"() ({
  "func.func"() <{function_type = (tensor<4x8xf32>) -> tensor<4x8xf32>, sym_name = "f"}> ({
  ^bb0(%arg0: tensor<4x8xf32>):
    %0 = "scf.forall"(%arg0) <{operandSegmentSizes = array<i32: 0, 0, 0, 1>, staticLowerBound = array<i64: 0, 0>, staticStep = array<i64: 1, 1>, staticUpperBound = array<i64: 4, 8>}> ({
    ^bb0(%arg1: index, %arg2: index, %arg3: tensor<4x8xf32>):
      %1 = "tensor.extract_slice"(%arg3, %arg1, %arg2) <{operandSegmentSizes = array<i32: 1, 2, 0, 0>, static_offsets = array<i64: -9223372036854775808, -9223372036854775808>, static_sizes = array<i64: 1, 1>, static_strides = array<i64: 1, 1>}> : (tensor<4x8xf32>, index, index) -> tensor<1x1xf32>
      "scf.forall.in_parallel"() ({
        "tensor.parallel_insert_slice"(%1, %arg3, %arg1, %arg2) <{operandSegmentSizes = array<i32: 1, 1, 2, 0, 0>, static_offsets = array<i64: -9223372036854775808, -9223372036854775808>, static_sizes = array<i64: 1, 1>, static_strides = array<i64: 1, 1>}> : (tensor<1x1xf32>, tensor<4x8xf32>, index, index) -> ()
        "tensor.parallel_insert_slice"(%1, %arg3, %arg2, %arg1) <{operandSegmentSizes = array<i32: 1, 1, 2, 0, 0>, static_offsets = array<i64: -9223372036854775808, -9223372036854775808>, static_sizes = array<i64: 1, 1>, static_strides = array<i64: 1, 1>}> : (tensor<1x1xf32>, tensor<4x8xf32>, index, index) -> ()
      }) : () -> ()
    }) : (tensor<4x8xf32>) -> tensor<4x8xf32>
    "func.return"(%0) : (tensor<4x8xf32>) -> ()
  }) : () -> ()
}) : () -> ()
"##,
    },
    Case {
        op: "scf.forall",
        input: r##"func.func @f(%n: index, %t: tensor<8xf32>) -> tensor<8xf32> {
  %out = scf.forall (%k) in (8) shared_outs(%o = %t) -> (tensor<8xf32>) {
    %one = tensor.extract_slice %o[%k] [1] [1] : tensor<8xf32> to tensor<1xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %one into %o[%k] [1] [1] : tensor<1xf32> into tensor<8xf32>
    }
  }
  scf.forall (%a, %b) = (0, %n) to (%n, 16) step (1, 4) {
    "test.body"(%a, %b) : (index, index) -> ()
  } {tag}
  return %out : tensor<8xf32>
}
"##,
        custom: r##"module {
  func.func @f(%arg0: index, %arg1: tensor<8xf32>) -> tensor<8xf32> {
    %0 = scf.forall (%arg2) in (8) shared_outs(%arg3 = %arg1) -> (tensor<8xf32>) {
      %extracted_slice = tensor.extract_slice %arg3[%arg2] [1] [1] : tensor<8xf32> to tensor<1xf32>
      scf.forall.in_parallel {
        tensor.parallel_insert_slice %extracted_slice into %arg3[%arg2] [1] [1] : tensor<1xf32> into tensor<8xf32>
      }
    }
    scf.forall (%arg2, %arg3) = (0, %arg0) to (%arg0, 16) step (1, 4) {
      "test.body"(%arg2, %arg3) : (index, index) -> ()
    } {tag}
    return %0 : tensor<8xf32>
  }
}
"##,
        generic: r##""builtin.module"() ({
  "func.func"() <{function_type = (index, tensor<8xf32>) -> tensor<8xf32>, sym_name = "f"}> ({
  ^bb0(%arg0: index, %arg1: tensor<8xf32>):
    %0 = "scf.forall"(%arg1) <{operandSegmentSizes = array<i32: 0, 0, 0, 1>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 8>}> ({
    ^bb0(%arg4: index, %arg5: tensor<8xf32>):
      %1 = "tensor.extract_slice"(%arg5, %arg4) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>, static_offsets = array<i64: -9223372036854775808>, static_sizes = array<i64: 1>, static_strides = array<i64: 1>}> : (tensor<8xf32>, index) -> tensor<1xf32>
      "scf.forall.in_parallel"() ({
        "tensor.parallel_insert_slice"(%1, %arg5, %arg4) <{operandSegmentSizes = array<i32: 1, 1, 1, 0, 0>, static_offsets = array<i64: -9223372036854775808>, static_sizes = array<i64: 1>, static_strides = array<i64: 1>}> : (tensor<1xf32>, tensor<8xf32>, index) -> ()
      }) : () -> ()
    }) : (tensor<8xf32>) -> tensor<8xf32>
    "scf.forall"(%arg0, %arg0) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>, staticLowerBound = array<i64: 0, -9223372036854775808>, staticStep = array<i64: 1, 4>, staticUpperBound = array<i64: -9223372036854775808, 16>}> ({
    ^bb0(%arg2: index, %arg3: index):
      "test.body"(%arg2, %arg3) : (index, index) -> ()
      "scf.forall.in_parallel"() ({
      ^bb0:
      }) : () -> ()
    }) {tag} : (index, index) -> ()
    "func.return"(%0) : (tensor<8xf32>) -> ()
  }) : () -> ()
}) : () -> ()
"##,
    },
    Case {
        op: "scf.if",
        input: r##"func.func @f(%c: i1, %a: f32, %b: f32) -> f32 {
  scf.if %c {
    "test.then"() : () -> ()
  }
  %r = scf.if %c -> (f32) {
    scf.yield %a : f32
  } else {
    scf.yield %b : f32
  } {tag}
  return %r : f32
}
"##,
        custom: r##"module {
  func.func @f(%arg0: i1, %arg1: f32, %arg2: f32) -> f32 {
    scf.if %arg0 {
      "test.then"() : () -> ()
    }
    %0 = scf.if %arg0 -> (f32) {
      scf.yield %arg1 : f32
    } else {
      scf.yield %arg2 : f32
    } {tag}
    return %0 : f32
  }
}
"##,
        generic: r##""builtin.module"() ({
  "func.func"() <{function_type = (i1, f32, f32) -> f32, sym_name = "f"}> ({
  ^bb0(%arg0: i1, %arg1: f32, %arg2: f32):
    "scf.if"(%arg0) ({
      "test.then"() : () -> ()
      "scf.yield"() : () -> ()
    }, {
    }) : (i1) -> ()
    %0 = "scf.if"(%arg0) ({
      "scf.yield"(%arg1) : (f32) -> ()
    }, {
      "scf.yield"(%arg2) : (f32) -> ()
    }) {tag} : (i1) -> f32
    "func.return"(%0) : (f32) -> ()
  }) : () -> ()
}) : () -> ()
"##,
    },
    Case {
        op: "scf.index_switch",
        input: r##"func.func @f(%sel: index, %a: i32) -> i32 {
  scf.index_switch %sel
  case 0 {
    "test.zero"() : () -> ()
    scf.yield
  }
  default {
  }
  %r = scf.index_switch %sel -> i32
  case 2 {
    %c10 = arith.constant 10 : i32
    scf.yield %c10 : i32
  }
  case 5 {
    scf.yield %a : i32
  }
  default {
    scf.yield %a : i32
  }
  return %r : i32
}
"##,
        custom: r##"module {
  func.func @f(%arg0: index, %arg1: i32) -> i32 {
    scf.index_switch %arg0 
    case 0 {
      "test.zero"() : () -> ()
      scf.yield
    }
    default {
    }
    %0 = scf.index_switch %arg0 -> i32 
    case 2 {
      %c10_i32 = arith.constant 10 : i32
      scf.yield %c10_i32 : i32
    }
    case 5 {
      scf.yield %arg1 : i32
    }
    default {
      scf.yield %arg1 : i32
    }
    return %0 : i32
  }
}
"##,
        generic: r##""builtin.module"() ({
  "func.func"() <{function_type = (index, i32) -> i32, sym_name = "f"}> ({
  ^bb0(%arg0: index, %arg1: i32):
    "scf.index_switch"(%arg0) <{cases = array<i64: 0>}> ({
      "scf.yield"() : () -> ()
    }, {
      "test.zero"() : () -> ()
      "scf.yield"() : () -> ()
    }) : (index) -> ()
    %0 = "scf.index_switch"(%arg0) <{cases = array<i64: 2, 5>}> ({
      "scf.yield"(%arg1) : (i32) -> ()
    }, {
      %1 = "arith.constant"() <{value = 10 : i32}> : () -> i32
      "scf.yield"(%1) : (i32) -> ()
    }, {
      "scf.yield"(%arg1) : (i32) -> ()
    }) : (index) -> i32
    "func.return"(%0) : (i32) -> ()
  }) : () -> ()
}) : () -> ()
"##,
    },
    Case {
        op: "scf.parallel",
        input: r##"func.func @f(%n: index, %m: memref<?x?xf32>, %a: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i, %j) = (%c0, %c0) to (%n, %n) step (%c1, %c1) {
    memref.store %a, %m[%i, %j] : memref<?x?xf32>
  }
  %r = scf.parallel (%i) = (%c0) to (%n) step (%c1) init (%a) -> f32 {
    %e = memref.load %m[%i, %i] : memref<?x?xf32>
    scf.reduce(%e : f32) {
    ^bb0(%l: f32, %r: f32):
      %s = arith.addf %l, %r : f32
      scf.reduce.return %s : f32
    }
  } {tag}
  return %r : f32
}
"##,
        custom: r##"module {
  func.func @f(%arg0: index, %arg1: memref<?x?xf32>, %arg2: f32) -> f32 {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    scf.parallel (%arg3, %arg4) = (%c0, %c0) to (%arg0, %arg0) step (%c1, %c1) {
      memref.store %arg2, %arg1[%arg3, %arg4] : memref<?x?xf32>
      scf.reduce 
    }
    %0 = scf.parallel (%arg3) = (%c0) to (%arg0) step (%c1) init (%arg2) -> f32 {
      %1 = memref.load %arg1[%arg3, %arg3] : memref<?x?xf32>
      scf.reduce(%1 : f32) {
      ^bb0(%arg4: f32, %arg5: f32):
        %2 = arith.addf %arg4, %arg5 : f32
        scf.reduce.return %2 : f32
      }
    } {tag}
    return %0 : f32
  }
}
"##,
        generic: r##""builtin.module"() ({
  "func.func"() <{function_type = (index, memref<?x?xf32>, f32) -> f32, sym_name = "f"}> ({
  ^bb0(%arg0: index, %arg1: memref<?x?xf32>, %arg2: f32):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    "scf.parallel"(%0, %0, %arg0, %arg0, %1, %1) <{operandSegmentSizes = array<i32: 2, 2, 2, 0>}> ({
    ^bb0(%arg6: index, %arg7: index):
      "memref.store"(%arg2, %arg1, %arg6, %arg7) : (f32, memref<?x?xf32>, index, index) -> ()
      "scf.reduce"() : () -> ()
    }) : (index, index, index, index, index, index) -> ()
    %2 = "scf.parallel"(%0, %arg0, %1, %arg2) <{operandSegmentSizes = array<i32: 1, 1, 1, 1>}> ({
    ^bb0(%arg3: index):
      %3 = "memref.load"(%arg1, %arg3, %arg3) : (memref<?x?xf32>, index, index) -> f32
      "scf.reduce"(%3) ({
      ^bb0(%arg4: f32, %arg5: f32):
        %4 = "arith.addf"(%arg4, %arg5) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
        "scf.reduce.return"(%4) : (f32) -> ()
      }) : (f32) -> ()
    }) {tag} : (index, index, index, f32) -> f32
    "func.return"(%2) : (f32) -> ()
  }) : () -> ()
}) : () -> ()
"##,
    },
    Case {
        op: "scf.while",
        input: r##"func.func @f(%init: i32, %limit: i32, %a: f32) -> i32 {
  %res:2 = scf.while (%x = %init, %y = %a) : (i32, f32) -> (f32, i32) {
    %cond = arith.cmpi slt, %x, %limit : i32
    scf.condition(%cond) %y, %x : f32, i32
  } do {
  ^bb0(%p: f32, %q: i32):
    scf.yield %q, %p : i32, f32
  } attributes {tag}
  return %res#1 : i32
}
"##,
        custom: r##"module {
  func.func @f(%arg0: i32, %arg1: i32, %arg2: f32) -> i32 {
    %0:2 = scf.while (%arg3 = %arg0, %arg4 = %arg2) : (i32, f32) -> (f32, i32) {
      %1 = arith.cmpi slt, %arg3, %arg1 : i32
      scf.condition(%1) %arg4, %arg3 : f32, i32
    } do {
    ^bb0(%arg3: f32, %arg4: i32):
      scf.yield %arg4, %arg3 : i32, f32
    } attributes {tag}
    return %0#1 : i32
  }
}
"##,
        generic: r##""builtin.module"() ({
  "func.func"() <{function_type = (i32, i32, f32) -> i32, sym_name = "f"}> ({
  ^bb0(%arg0: i32, %arg1: i32, %arg2: f32):
    %0:2 = "scf.while"(%arg0, %arg2) ({
    ^bb0(%arg5: i32, %arg6: f32):
      %1 = "arith.cmpi"(%arg5, %arg1) <{predicate = 2 : i64}> : (i32, i32) -> i1
      "scf.condition"(%1, %arg6, %arg5) : (i1, f32, i32) -> ()
    }, {
    ^bb0(%arg3: f32, %arg4: i32):
      "scf.yield"(%arg4, %arg3) : (i32, f32) -> ()
    }) {tag} : (i32, f32) -> (f32, i32)
    "func.return"(%0#1) : (i32) -> ()
  }) : () -> ()
}) : () -> ()
"##,
    },
    Case {
        op: "vector.contract",
        input: r##"func.func @f(%a: vector<2x3xf32>, %b: vector<3x4xf32>, %c: vector<2x4xf32>, %v: vector<4xf32>, %f: f32) -> (vector<2x4xf32>, f32) {
  %0 = vector.contract {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>], iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %c {tag} : vector<2x3xf32>, vector<3x4xf32> into vector<2x4xf32>
  %1 = vector.contract {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>], iterator_types = ["reduction"], kind = #vector.kind<maxnumf>} %v, %v, %f : vector<4xf32>, vector<4xf32> into f32
  return %0, %1 : vector<2x4xf32>, f32
}
"##,
        custom: r##"module {
  func.func @f(%arg0: vector<2x3xf32>, %arg1: vector<3x4xf32>, %arg2: vector<2x4xf32>, %arg3: vector<4xf32>, %arg4: f32) -> (vector<2x4xf32>, f32) {
    %0 = vector.contract {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %arg0, %arg1, %arg2 {tag} : vector<2x3xf32>, vector<3x4xf32> into vector<2x4xf32>
    %1 = vector.contract {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>], iterator_types = ["reduction"], kind = #vector.kind<maxnumf>} %arg3, %arg3, %arg4 : vector<4xf32>, vector<4xf32> into f32
    return %0, %1 : vector<2x4xf32>, f32
  }
}
"##,
        generic: r##""builtin.module"() ({
  "func.func"() <{function_type = (vector<2x3xf32>, vector<3x4xf32>, vector<2x4xf32>, vector<4xf32>, f32) -> (vector<2x4xf32>, f32), sym_name = "f"}> ({
  ^bb0(%arg0: vector<2x3xf32>, %arg1: vector<3x4xf32>, %arg2: vector<2x4xf32>, %arg3: vector<4xf32>, %arg4: f32):
    %0 = "vector.contract"(%arg0, %arg1, %arg2) <{indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = [#vector.iterator_type<parallel>, #vector.iterator_type<parallel>, #vector.iterator_type<reduction>], kind = #vector.kind<add>}> {tag} : (vector<2x3xf32>, vector<3x4xf32>, vector<2x4xf32>) -> vector<2x4xf32>
    %1 = "vector.contract"(%arg3, %arg3, %arg4) <{indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>], iterator_types = [#vector.iterator_type<reduction>], kind = #vector.kind<maxnumf>}> : (vector<4xf32>, vector<4xf32>, f32) -> f32
    "func.return"(%0, %1) : (vector<2x4xf32>, f32) -> ()
  }) : () -> ()
}) : () -> ()
"##,
    },
    Case {
        op: "vector.mask",
        input: r##"func.func @f(%m: memref<?xf32>, %v: vector<8xf32>, %mask: vector<8xi1>) -> (f32, vector<8xf32>) {
  %c0 = arith.constant 0 : index
  %pad = arith.constant 0.0 : f32
  %0 = vector.mask %mask { vector.reduction <add>, %v : vector<8xf32> into f32 } : vector<8xi1> -> f32
  %1 = vector.mask %mask, %v { vector.transfer_read %m[%c0], %pad : memref<?xf32>, vector<8xf32> } : vector<8xi1> -> vector<8xf32>
  vector.mask %mask { vector.transfer_write %v, %m[%c0] : vector<8xf32>, memref<?xf32> } : vector<8xi1>
  return %0, %1 : f32, vector<8xf32>
}
"##,
        custom: r##"module {
  func.func @f(%arg0: memref<?xf32>, %arg1: vector<8xf32>, %arg2: vector<8xi1>) -> (f32, vector<8xf32>) {
    %c0 = arith.constant 0 : index
    %cst = arith.constant 0.000000e+00 : f32
    %0 = vector.mask %arg2 { vector.reduction <add>, %arg1 : vector<8xf32> into f32 } : vector<8xi1> -> f32
    %1 = vector.mask %arg2, %arg1 { vector.transfer_read %arg0[%c0], %cst : memref<?xf32>, vector<8xf32> } : vector<8xi1> -> vector<8xf32>
    vector.mask %arg2 { vector.transfer_write %arg1, %arg0[%c0] : vector<8xf32>, memref<?xf32> } : vector<8xi1>
    return %0, %1 : f32, vector<8xf32>
  }
}
"##,
        generic: r##""builtin.module"() ({
  "func.func"() <{function_type = (memref<?xf32>, vector<8xf32>, vector<8xi1>) -> (f32, vector<8xf32>), sym_name = "f"}> ({
  ^bb0(%arg0: memref<?xf32>, %arg1: vector<8xf32>, %arg2: vector<8xi1>):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %2 = "vector.mask"(%arg2) ({
      %5 = "vector.reduction"(%arg1) <{fastmath = #arith.fastmath<none>, kind = #vector.kind<add>}> : (vector<8xf32>) -> f32
      "vector.yield"(%5) : (f32) -> ()
    }) : (vector<8xi1>) -> f32
    %3 = "vector.mask"(%arg2, %arg1) ({
      %4 = "vector.transfer_read"(%arg0, %0, %1) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 1, 1, 0>, permutation_map = affine_map<(d0) -> (d0)>}> : (memref<?xf32>, index, f32) -> vector<8xf32>
      "vector.yield"(%4) : (vector<8xf32>) -> ()
    }) : (vector<8xi1>, vector<8xf32>) -> vector<8xf32>
    "vector.mask"(%arg2) ({
      "vector.transfer_write"(%arg1, %arg0, %0) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 1, 1, 0>, permutation_map = affine_map<(d0) -> (d0)>}> : (vector<8xf32>, memref<?xf32>, index) -> ()
      "vector.yield"() : () -> ()
    }) : (vector<8xi1>) -> ()
    "func.return"(%2, %3) : (f32, vector<8xf32>) -> ()
  }) : () -> ()
}) : () -> ()
"##,
    },
    Case {
        op: "vector.outerproduct",
        input: r##"func.func @f(%a: vector<4xf32>, %b: vector<8xf32>, %acc: vector<4x8xf32>, %f: f32, %s: vector<[4]xf32>) -> (vector<4x8xf32>, vector<4xf32>, vector<[4]xf32>) {
  %0 = vector.outerproduct %a, %b, %acc {kind = #vector.kind<mul>} : vector<4xf32>, vector<8xf32>
  %1 = vector.outerproduct %a, %f : vector<4xf32>, f32
  %2 = vector.outerproduct %s, %f, %s : vector<[4]xf32>, f32
  return %0, %1, %2 : vector<4x8xf32>, vector<4xf32>, vector<[4]xf32>
}
"##,
        custom: r##"module {
  func.func @f(%arg0: vector<4xf32>, %arg1: vector<8xf32>, %arg2: vector<4x8xf32>, %arg3: f32, %arg4: vector<[4]xf32>) -> (vector<4x8xf32>, vector<4xf32>, vector<[4]xf32>) {
    %0 = vector.outerproduct %arg0, %arg1, %arg2 {kind = #vector.kind<mul>} : vector<4xf32>, vector<8xf32>
    %1 = vector.outerproduct %arg0, %arg3 : vector<4xf32>, f32
    %2 = vector.outerproduct %arg4, %arg3, %arg4 {kind = #vector.kind<add>} : vector<[4]xf32>, f32
    return %0, %1, %2 : vector<4x8xf32>, vector<4xf32>, vector<[4]xf32>
  }
}
"##,
        generic: r##""builtin.module"() ({
  "func.func"() <{function_type = (vector<4xf32>, vector<8xf32>, vector<4x8xf32>, f32, vector<[4]xf32>) -> (vector<4x8xf32>, vector<4xf32>, vector<[4]xf32>), sym_name = "f"}> ({
  ^bb0(%arg0: vector<4xf32>, %arg1: vector<8xf32>, %arg2: vector<4x8xf32>, %arg3: f32, %arg4: vector<[4]xf32>):
    %0 = "vector.outerproduct"(%arg0, %arg1, %arg2) <{kind = #vector.kind<mul>}> : (vector<4xf32>, vector<8xf32>, vector<4x8xf32>) -> vector<4x8xf32>
    %1 = "vector.outerproduct"(%arg0, %arg3) <{kind = #vector.kind<add>}> : (vector<4xf32>, f32) -> vector<4xf32>
    %2 = "vector.outerproduct"(%arg4, %arg3, %arg4) <{kind = #vector.kind<add>}> : (vector<[4]xf32>, f32, vector<[4]xf32>) -> vector<[4]xf32>
    "func.return"(%0, %1, %2) : (vector<4x8xf32>, vector<4xf32>, vector<[4]xf32>) -> ()
  }) : () -> ()
}) : () -> ()
"##,
    },
    Case {
        op: "vector.print",
        input: r##"func.func @f(%v: vector<4xf32>, %f: f32) {
  vector.print %v : vector<4xf32>
  vector.print str "text"
  vector.print %f : f32 punctuation <comma>
  vector.print punctuation <open>
  vector.print
  return
}
"##,
        custom: r##"module {
  func.func @f(%arg0: vector<4xf32>, %arg1: f32) {
    vector.print %arg0 : vector<4xf32>
    vector.print str "text"
    vector.print %arg1 : f32 punctuation <comma>
    vector.print punctuation <open>
    vector.print
    return
  }
}
"##,
        generic: r##""builtin.module"() ({
  "func.func"() <{function_type = (vector<4xf32>, f32) -> (), sym_name = "f"}> ({
  ^bb0(%arg0: vector<4xf32>, %arg1: f32):
    "vector.print"(%arg0) <{punctuation = #vector.punctuation<newline>}> : (vector<4xf32>) -> ()
    "vector.print"() <{punctuation = #vector.punctuation<newline>, stringLiteral = "text"}> : () -> ()
    "vector.print"(%arg1) <{punctuation = #vector.punctuation<comma>}> : (f32) -> ()
    "vector.print"() <{punctuation = #vector.punctuation<open>}> : () -> ()
    "vector.print"() <{punctuation = #vector.punctuation<newline>}> : () -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
"##,
    },
    Case {
        op: "vector.shuffle",
        input: r##"func.func @f(%a: vector<4xf32>, %b: vector<2x4xf32>, %s: vector<f32>) -> (vector<5xf32>, vector<3x4xf32>, vector<2xf32>) {
  %0 = vector.shuffle %a, %a [0, 4, 1, 5, 7] : vector<4xf32>, vector<4xf32>
  %1 = vector.shuffle %b, %b [3, 0, 1] : vector<2x4xf32>, vector<2x4xf32>
  %2 = vector.shuffle %s, %s [0, 1] : vector<f32>, vector<f32>
  return %0, %1, %2 : vector<5xf32>, vector<3x4xf32>, vector<2xf32>
}
"##,
        custom: r##"module {
  func.func @f(%arg0: vector<4xf32>, %arg1: vector<2x4xf32>, %arg2: vector<f32>) -> (vector<5xf32>, vector<3x4xf32>, vector<2xf32>) {
    %0 = vector.shuffle %arg0, %arg0 [0, 4, 1, 5, 7] : vector<4xf32>, vector<4xf32>
    %1 = vector.shuffle %arg1, %arg1 [3, 0, 1] : vector<2x4xf32>, vector<2x4xf32>
    %2 = vector.shuffle %arg2, %arg2 [0, 1] : vector<f32>, vector<f32>
    return %0, %1, %2 : vector<5xf32>, vector<3x4xf32>, vector<2xf32>
  }
}
"##,
        generic: r##""builtin.module"() ({
  "func.func"() <{function_type = (vector<4xf32>, vector<2x4xf32>, vector<f32>) -> (vector<5xf32>, vector<3x4xf32>, vector<2xf32>), sym_name = "f"}> ({
  ^bb0(%arg0: vector<4xf32>, %arg1: vector<2x4xf32>, %arg2: vector<f32>):
    %0 = "vector.shuffle"(%arg0, %arg0) <{mask = [0, 4, 1, 5, 7]}> : (vector<4xf32>, vector<4xf32>) -> vector<5xf32>
    %1 = "vector.shuffle"(%arg1, %arg1) <{mask = [3, 0, 1]}> : (vector<2x4xf32>, vector<2x4xf32>) -> vector<3x4xf32>
    %2 = "vector.shuffle"(%arg2, %arg2) <{mask = [0, 1]}> : (vector<f32>, vector<f32>) -> vector<2xf32>
    "func.return"(%0, %1, %2) : (vector<5xf32>, vector<3x4xf32>, vector<2xf32>) -> ()
  }) : () -> ()
}) : () -> ()
"##,
    },
    Case {
        op: "vector.transfer_read",
        input: r##"func.func @f(%m: memref<?x?xf32>, %t: tensor<?x?xf32>, %i: index, %mask: vector<4xi1>) -> (vector<4xf32>, vector<4x2xf32>, vector<4x8xf32>) {
  %c0 = arith.constant 0 : index
  %pad = arith.constant 0.0 : f32
  %0 = vector.transfer_read %m[%c0, %i], %pad, %mask : memref<?x?xf32>, vector<4xf32>
  %1 = vector.transfer_read %m[%c0, %c0], %pad {in_bounds = [true, false], permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : memref<?x?xf32>, vector<4x2xf32>
  %2 = vector.transfer_read %t[%i, %c0], %pad {in_bounds = [true, false], permutation_map = affine_map<(d0, d1) -> (0, d1)>} : tensor<?x?xf32>, vector<4x8xf32>
  return %0, %1, %2 : vector<4xf32>, vector<4x2xf32>, vector<4x8xf32>
}
"##,
        custom: r##"module {
  func.func @f(%arg0: memref<?x?xf32>, %arg1: tensor<?x?xf32>, %arg2: index, %arg3: vector<4xi1>) -> (vector<4xf32>, vector<4x2xf32>, vector<4x8xf32>) {
    %c0 = arith.constant 0 : index
    %cst = arith.constant 0.000000e+00 : f32
    %0 = vector.transfer_read %arg0[%c0, %arg2], %cst, %arg3 : memref<?x?xf32>, vector<4xf32>
    %1 = vector.transfer_read %arg0[%c0, %c0], %cst {in_bounds = [true, false], permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : memref<?x?xf32>, vector<4x2xf32>
    %2 = vector.transfer_read %arg1[%arg2, %c0], %cst {in_bounds = [true, false], permutation_map = affine_map<(d0, d1) -> (0, d1)>} : tensor<?x?xf32>, vector<4x8xf32>
    return %0, %1, %2 : vector<4xf32>, vector<4x2xf32>, vector<4x8xf32>
  }
}
"##,
        generic: r##""builtin.module"() ({
  "func.func"() <{function_type = (memref<?x?xf32>, tensor<?x?xf32>, index, vector<4xi1>) -> (vector<4xf32>, vector<4x2xf32>, vector<4x8xf32>), sym_name = "f"}> ({
  ^bb0(%arg0: memref<?x?xf32>, %arg1: tensor<?x?xf32>, %arg2: index, %arg3: vector<4xi1>):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %2 = "vector.transfer_read"(%arg0, %0, %arg2, %1, %arg3) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 2, 1, 1>, permutation_map = affine_map<(d0, d1) -> (d1)>}> : (memref<?x?xf32>, index, index, f32, vector<4xi1>) -> vector<4xf32>
    %3 = "vector.transfer_read"(%arg0, %0, %0, %1) <{in_bounds = [true, false], operandSegmentSizes = array<i32: 1, 2, 1, 0>, permutation_map = affine_map<(d0, d1) -> (d1, d0)>}> : (memref<?x?xf32>, index, index, f32) -> vector<4x2xf32>
    %4 = "vector.transfer_read"(%arg1, %arg2, %0, %1) <{in_bounds = [true, false], operandSegmentSizes = array<i32: 1, 2, 1, 0>, permutation_map = affine_map<(d0, d1) -> (0, d1)>}> : (tensor<?x?xf32>, index, index, f32) -> vector<4x8xf32>
    "func.return"(%2, %3, %4) : (vector<4xf32>, vector<4x2xf32>, vector<4x8xf32>) -> ()
  }) : () -> ()
}) : () -> ()
"##,
    },
    Case {
        op: "vector.transfer_write",
        input: r##"func.func @f(%m: memref<?x?xf32>, %t: tensor<?x?xf32>, %v: vector<2x4xf32>, %i: index, %mask: vector<2x4xi1>) -> tensor<?x?xf32> {
  %c0 = arith.constant 0 : index
  vector.transfer_write %v, %m[%c0, %i], %mask {in_bounds = [true, true]} : vector<2x4xf32>, memref<?x?xf32>
  %0 = vector.transfer_write %v, %t[%i, %c0] {permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : vector<2x4xf32>, tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}
"##,
        custom: r##"module {
  func.func @f(%arg0: memref<?x?xf32>, %arg1: tensor<?x?xf32>, %arg2: vector<2x4xf32>, %arg3: index, %arg4: vector<2x4xi1>) -> tensor<?x?xf32> {
    %c0 = arith.constant 0 : index
    vector.transfer_write %arg2, %arg0[%c0, %arg3], %arg4 {in_bounds = [true, true]} : vector<2x4xf32>, memref<?x?xf32>
    %0 = vector.transfer_write %arg2, %arg1[%arg3, %c0] {permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : vector<2x4xf32>, tensor<?x?xf32>
    return %0 : tensor<?x?xf32>
  }
}
"##,
        generic: r##""builtin.module"() ({
  "func.func"() <{function_type = (memref<?x?xf32>, tensor<?x?xf32>, vector<2x4xf32>, index, vector<2x4xi1>) -> tensor<?x?xf32>, sym_name = "f"}> ({
  ^bb0(%arg0: memref<?x?xf32>, %arg1: tensor<?x?xf32>, %arg2: vector<2x4xf32>, %arg3: index, %arg4: vector<2x4xi1>):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    "vector.transfer_write"(%arg2, %arg0, %0, %arg3, %arg4) <{in_bounds = [true, true], operandSegmentSizes = array<i32: 1, 1, 2, 1>, permutation_map = affine_map<(d0, d1) -> (d0, d1)>}> : (vector<2x4xf32>, memref<?x?xf32>, index, index, vector<2x4xi1>) -> ()
    %1 = "vector.transfer_write"(%arg2, %arg1, %arg3, %0) <{in_bounds = [false, false], operandSegmentSizes = array<i32: 1, 1, 2, 0>, permutation_map = affine_map<(d0, d1) -> (d1, d0)>}> : (vector<2x4xf32>, tensor<?x?xf32>, index, index) -> tensor<?x?xf32>
    "func.return"(%1) : (tensor<?x?xf32>) -> ()
  }) : () -> ()
}) : () -> ()
"##,
    },
    Case {
        op: "vector.warp_execute_on_lane_0",
        input: r##"func.func @f(%lane: index, %v: vector<4xf32>) -> vector<1xf32> {
  %r = vector.warp_execute_on_lane_0(%lane)[32] args(%v : vector<4xf32>) -> (vector<1xf32>) {
  ^bb0(%arg: vector<128xf32>):
    %x = "test.make"(%arg) : (vector<128xf32>) -> vector<32xf32>
    vector.yield %x : vector<32xf32>
  }
  vector.warp_execute_on_lane_0(%lane)[64] {
    "test.body"() : () -> ()
  }
  return %r : vector<1xf32>
}
"##,
        custom: r##"module {
  func.func @f(%arg0: index, %arg1: vector<4xf32>) -> vector<1xf32> {
    %0 = vector.warp_execute_on_lane_0(%arg0)[32] args(%arg1 : vector<4xf32>) -> (vector<1xf32>) {
    ^bb0(%arg2: vector<128xf32>):
      %1 = "test.make"(%arg2) : (vector<128xf32>) -> vector<32xf32>
      vector.yield %1 : vector<32xf32>
    }
    vector.warp_execute_on_lane_0(%arg0)[64] {
      "test.body"() : () -> ()
    }
    return %0 : vector<1xf32>
  }
}
"##,
        generic: r##""builtin.module"() ({
  "func.func"() <{function_type = (index, vector<4xf32>) -> vector<1xf32>, sym_name = "f"}> ({
  ^bb0(%arg0: index, %arg1: vector<4xf32>):
    %0 = "vector.warp_execute_on_lane_0"(%arg0, %arg1) <{warp_size = 32 : i64}> ({
    ^bb0(%arg2: vector<128xf32>):
      %1 = "test.make"(%arg2) : (vector<128xf32>) -> vector<32xf32>
      "vector.yield"(%1) : (vector<32xf32>) -> ()
    }) : (index, vector<4xf32>) -> vector<1xf32>
    "vector.warp_execute_on_lane_0"(%arg0) <{warp_size = 64 : i64}> ({
      "test.body"() : () -> ()
      "vector.yield"() : () -> ()
    }) : (index) -> ()
    "func.return"(%0) : (vector<1xf32>) -> ()
  }) : () -> ()
}) : () -> ()
"##,
    },
];

fn mlir_include() -> Option<PathBuf> {
    let dir: PathBuf = std::env::var_os("MLIR_INCLUDE_DIR")
        .map(Into::into)
        .unwrap_or_else(|| "/usr/lib/llvm-19/include".into());
    if dir.join("mlir/IR/OpBase.td").is_file() {
        Some(dir)
    } else {
        eprintln!(
            "custom_form_inventory: SKIPPED: MLIR 19's ODS files are not in {} (install \
             libmlir-19-dev or set MLIR_INCLUDE_DIR)",
            dir.display()
        );
        None
    }
}

/// `text` read in a context with the dialects it uses registered from ODS, verified.
fn read(cache: &mut DialectCache, text: &str) -> Result<(Context, Ir), String> {
    let mut ctx = Context::new();
    cache
        .register_for_text(&mut ctx, text)
        .map_err(|e| format!("the dialects do not load: {e}"))?;
    let mut ir = Ir::new();
    ir.parse_source(&mut ctx, text)
        .map_err(|e| format!("{}:{}: {}", e.line, e.col, e.message))?;
    verify(&ctx, &ir, ir.top_region()).map_err(|e| format!("verifier: {e:?}"))?;
    Ok((ctx, ir))
}

/// The first line where `ours` and `theirs` differ, shown.
fn difference(what: &str, ours: &str, theirs: &str) -> Option<String> {
    if ours == theirs {
        return None;
    }
    let (a, b): (Vec<&str>, Vec<&str>) = (ours.split('\n').collect(), theirs.split('\n').collect());
    let line = (0..a.len().max(b.len())).find(|&i| a.get(i) != b.get(i))?;
    Some(format!(
        "{what}, line {}:\n    ours  {}\n    mlir  {}",
        line + 1,
        a.get(line).unwrap_or(&"(end of text)"),
        b.get(line).unwrap_or(&"(end of text)")
    ))
}

#[test]
fn inventory_ops_read_and_print_as_mlir_opt_19() {
    let Some(dir) = mlir_include() else { return };
    let mut cache = DialectCache::new(DialectIndex::build(&[dir]));
    let mut failures = Vec::new();
    for case in CASES {
        let op = case.op;
        match read(&mut cache, case.input) {
            Err(e) => failures.push(format!("{op}: custom in: {e}")),
            Ok((ctx, ir)) => {
                failures.extend(difference(
                    &format!("{op}: custom out"),
                    &ir.print(&ctx),
                    case.custom,
                ));
                failures.extend(difference(
                    &format!("{op}: generic out"),
                    &ir.print_generic(&ctx),
                    case.generic,
                ));
            }
        }
        match read(&mut cache, case.generic) {
            Err(e) => failures.push(format!("{op}: generic in: {e}")),
            Ok((ctx, ir)) => failures.extend(difference(
                &format!("{op}: generic in, custom out"),
                &ir.print(&ctx),
                case.custom,
            )),
        }
    }
    assert!(
        failures.is_empty(),
        "{} of {} inventory cases differ from mlir-opt-19:\n{}",
        failures.len(),
        CASES.len(),
        failures.join("\n")
    );
}

/// Every op the ODS files define without an assembly format (MLIR's
/// `hasCustomAssemblyFormat`) has a case: the inventory follows the installed MLIR.
#[test]
fn every_op_with_custom_syntax_has_a_case() {
    let Some(dir) = mlir_include() else { return };
    let index = DialectIndex::build(&[dir]);
    let cases: BTreeSet<&str> = CASES.iter().map(|c| c.op).collect();
    let mut missing = Vec::new();
    let mut custom = 0;
    for namespace in [
        "affine", "arith", "builtin", "cf", "func", "index", "math", "memref", "scf", "tensor",
        "vector",
    ] {
        let defs = load_dialect(&index, namespace).unwrap_or_else(|e| panic!("{namespace}: {e}"));
        assert!(!defs.is_empty(), "{namespace}: no ops");
        for d in defs.iter().filter(|d| d.assembly_format.is_none()) {
            custom += 1;
            if !cases.contains(d.name.as_ref()) {
                missing.push(d.name.to_string());
            }
        }
    }
    assert!(
        missing.is_empty(),
        "ops with C++ syntax and no case: {missing:?}"
    );
    // MLIR 19 has 31 (affine 11, memref 5, scf 7, vector 6, arith.select, func.func).
    assert_eq!(custom, 31, "ops with C++ syntax");
}

/// The result types MLIR 19 infers in C++ (`inferReturnTypes` of ops whose traits
/// do not determine them), inferred when a rewrite creates the op without them; the
/// expected types are those mlir-opt-19 gives these ops.
#[test]
fn result_types_inferred_in_cpp_are_inferred_for_rewrites() {
    let Some(dir) = mlir_include() else { return };
    let mut cache = DialectCache::new(DialectIndex::build(&[dir]));
    let text = r#"%v = "test.make"() : () -> vector<2x[4]xf32>
%w = "test.make"() : () -> vector<4xf32>
%m = "test.make"() : () -> memref<4x?xf32, strided<[?, 1], offset: ?>, 3>
%i = "test.make"() : () -> index
%s = "test.make"() : () -> vector<f32>
%u = "test.make"() : () -> vector<2x4xf32>
"test.end"() : () -> ()
"#;
    let mut ctx = Context::new();
    cache
        .register(&mut ctx, ["affine", "memref", "vector"].map(String::from))
        .unwrap();
    let mut ir = Ir::new();
    ir.parse_source(&mut ctx, text).unwrap();
    let block = ir.region_entry(ir.top_region()).unwrap();
    let ops: Vec<_> = ir.block_ops(block).collect();
    let values: Vec<_> = ops[..6].iter().map(|&op| ir.result(op, 0)).collect();
    let cases: &[(&str, &[usize], &str, &[&str])] = &[
        (
            "vector.shuffle",
            &[1, 1],
            "{mask = [0, 4, 1]}",
            &["vector<3xf32>"],
        ),
        (
            "vector.shuffle",
            &[4, 4],
            "{mask = [1, 0]}",
            &["vector<2xf32>"],
        ),
        (
            "vector.shuffle",
            &[5, 5],
            "{mask = [3]}",
            &["vector<1x4xf32>"],
        ),
        (
            "vector.extract",
            &[0],
            "{static_position = array<i64: 1>}",
            &["vector<[4]xf32>"],
        ),
        (
            "vector.extract",
            &[0, 3],
            "{static_position = array<i64: 1, -9223372036854775808>}",
            &["f32"],
        ),
        (
            "memref.extract_strided_metadata",
            &[2],
            "{}",
            &[
                "memref<f32, 3>",
                "index",
                "index",
                "index",
                "index",
                "index",
            ],
        ),
        (
            "affine.delinearize_index",
            &[3, 3, 3, 3],
            "{}",
            &["index", "index", "index"],
        ),
    ];
    let mut rw = pdll_runtime::Rewriter::new(&mut ctx, &mut ir);
    rw.set_insertion_point_before(ops[6]);
    for &(name, operands, attrs, want) in cases {
        let attrs = rw.ctx_mut().parse_attribute(attrs).unwrap();
        let op_name = rw.intern_op_name(name);
        let operands: Vec<_> = operands.iter().map(|&k| values[k]).collect();
        let op = rw
            .create_inferred(op_name, &operands, Some(attrs), None)
            .unwrap_or_else(|e| panic!("{name}: {e:?}"));
        let got: Vec<String> = rw
            .result_types(op)
            .map(|t| rw.ctx().type_to_string(t))
            .collect();
        assert_eq!(got, want, "{name}");
    }
}
