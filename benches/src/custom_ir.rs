//! A workload of real dialect ops in MLIR's custom assembly form, for timing the
//! custom-form parser and printer (`benches/custom_form.rs`, `scripts/vs_mlir_custom.sh`):
//! `func.func`s whose bodies mix `arith` (constants, integer ops with overflow flags,
//! `cmpi`, `select`, float ops with fastmath flags, casts), `scf.for` / `scf.if` with
//! yields, `memref` (`load`, `store`, `alloc`, `alloca`, `dim`, `dealloc`), `vector`
//! and `affine` (`apply`, `for`, `load`, `store`) ops, as mlir-opt-19 prints them.
//!
//! [`custom_ir`] writes about `ops` ops (every op counted, the implicit terminators of
//! `scf.for` and `affine.for` bodies included, the `module` not), deterministically
//! for a seed. Every op is accepted by `mlir-opt-19` (the verifier included: affine
//! ops only use loop indices and index values of the function's top level).

use crate::pyrandom::PyRandom;

/// The value types the generator tracks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Ty {
    I1,
    I32,
    I64,
    Index,
    F32,
    Vec8,
    /// `memref<?xf32>`.
    MemDyn,
    /// `memref<16x16xf32>`.
    Mem2,
}

const TYS: [Ty; 8] = [
    Ty::I1,
    Ty::I32,
    Ty::I64,
    Ty::Index,
    Ty::F32,
    Ty::Vec8,
    Ty::MemDyn,
    Ty::Mem2,
];

impl Ty {
    fn text(self) -> &'static str {
        match self {
            Ty::I1 => "i1",
            Ty::I32 => "i32",
            Ty::I64 => "i64",
            Ty::Index => "index",
            Ty::F32 => "f32",
            Ty::Vec8 => "vector<8xf32>",
            Ty::MemDyn => "memref<?xf32>",
            Ty::Mem2 => "memref<16x16xf32>",
        }
    }

    fn slot(self) -> usize {
        TYS.iter().position(|&t| t == self).unwrap()
    }
}

/// Where ops are being written: what affine ops may use.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Scope {
    /// The function's body: index values here are valid affine symbols.
    Top,
    /// Inside `affine.for`s: the loops' indices are valid affine dimensions.
    Affine,
    /// Inside `scf` regions: no affine ops.
    Scf,
}

struct Gen {
    rng: PyRandom,
    out: String,
    /// Values in scope, per type (`%name`).
    pools: [Vec<String>; 8],
    /// Index values valid in affine maps here (top-level symbols, loop indices).
    affine: Vec<String>,
    /// Allocated buffers at the top level, to deallocate.
    allocs: Vec<String>,
    next: usize,
    next_arg: usize,
    /// Ops written so far.
    ops: usize,
    indent: usize,
    scope: Scope,
    /// The function's `0` and `1` of type index.
    c0: String,
    c1: String,
    /// Names of the function's values (mlir-opt's result names: `%c0`, `%cst`,
    /// `%alloc`, uniqued with `_N`), and the counter that uniques them.
    used: std::collections::HashSet<String>,
    conflict: usize,
    /// How many values at the front of `affine` are valid affine symbols (of the
    /// top level): an `affine.for`'s bounds may only use those.
    nsym: usize,
}

impl Gen {
    fn pick(&mut self, ty: Ty) -> String {
        let pool = &self.pools[ty.slot()];
        // Mostly recent values, as in real IR.
        let n = pool.len();
        let k = if n > 8 && self.rng.randrange(4) != 0 {
            n - 1 - self.rng.randrange(8)
        } else {
            self.rng.randrange(n)
        };
        pool[k].clone()
    }

    fn pick_affine(&mut self) -> String {
        let n = self.affine.len();
        let k = if n > 4 && self.rng.randrange(2) == 0 {
            n - 1 - self.rng.randrange(2)
        } else {
            self.rng.randrange(n)
        };
        self.affine[k].clone()
    }

    fn fresh(&mut self) -> String {
        self.next += 1;
        format!("%{}", self.next - 1)
    }

    /// A result named after `base` (`%c5_i32`), uniqued in the function as mlir-opt
    /// does (`%c5_i32_3`).
    fn named(&mut self, base: &str) -> String {
        let mut name = format!("%{base}");
        while !self.used.insert(name.clone()) {
            name = format!("%{base}_{}", self.conflict);
            self.conflict += 1;
        }
        name
    }

    /// `%r = text`, with `r` named after `base`, defining `%r` of type `ty`.
    fn def_named(&mut self, ty: Ty, base: &str, text: &str) -> String {
        let r = self.named(base);
        self.line(&format!("{r} = {text}"));
        self.define(ty, &r);
        r
    }

    fn fresh_arg(&mut self) -> String {
        self.next_arg += 1;
        format!("%arg{}", self.next_arg - 1)
    }

    fn define(&mut self, ty: Ty, name: &str) {
        self.pools[ty.slot()].push(name.to_owned());
    }

    fn line(&mut self, text: &str) {
        for _ in 0..self.indent {
            self.out.push_str("  ");
        }
        self.out.push_str(text);
        self.out.push('\n');
        self.ops += 1;
    }

    /// Closing text that is no op (`}`, `} else {`).
    fn close(&mut self, text: &str) {
        for _ in 0..self.indent {
            self.out.push_str("  ");
        }
        self.out.push_str(text);
        self.out.push('\n');
    }

    /// `%r = text : ty`, defining `%r` of type `ty`.
    fn def_op(&mut self, ty: Ty, text: &str) -> String {
        let r = self.fresh();
        self.line(&format!("{r} = {text}"));
        self.define(ty, &r);
        r
    }

    fn marks(&self) -> ([usize; 8], usize) {
        (self.pools.each_ref().map(Vec::len), self.affine.len())
    }

    fn restore(&mut self, (marks, affine): ([usize; 8], usize)) {
        for (p, m) in self.pools.iter_mut().zip(marks) {
            p.truncate(m);
        }
        self.affine.truncate(affine);
    }

    fn overflow(&mut self) -> &'static str {
        match self.rng.randrange(8) {
            0 => " overflow<nsw>",
            1 => " overflow<nuw>",
            2 => " overflow<nsw, nuw>",
            _ => "",
        }
    }

    fn fastmath(&mut self) -> &'static str {
        match self.rng.randrange(8) {
            0 => " fastmath<fast>",
            1 => " fastmath<nnan,ninf>",
            2 => " fastmath<contract>",
            _ => "",
        }
    }

    fn constant(&mut self) {
        match self.rng.randrange(4) {
            0 => {
                let v = self.rng.randrange(64);
                let r = self.def_named(
                    Ty::Index,
                    &format!("c{v}"),
                    &format!("arith.constant {v} : index"),
                );
                if self.scope_is_top() {
                    self.affine.push(r);
                }
            }
            1 => {
                let v = self.rng.randrange(2000) as i64 - 1000;
                self.def_named(
                    Ty::I32,
                    &format!("c{v}_i32"),
                    &format!("arith.constant {v} : i32"),
                );
            }
            2 => {
                let v = self.rng.randrange(1 << 20) as i64;
                self.def_named(
                    Ty::I64,
                    &format!("c{v}_i64"),
                    &format!("arith.constant {v} : i64"),
                );
            }
            _ => {
                let v = self.rng.randrange(4096) as f64 / 16.0;
                self.def_named(
                    Ty::F32,
                    "cst",
                    &format!("arith.constant {} : f32", float_text(v)),
                );
            }
        }
    }

    fn scope_is_top(&self) -> bool {
        self.scope == Scope::Top
    }

    /// One op (a region op counts as one, its body's ops too) in `scope`.
    fn op(&mut self, depth: usize) {
        let w = self.rng.randrange(100);
        match w {
            0..=11 => self.constant(),
            12..=26 | 96..=98 => {
                let op = ["addi", "subi", "muli"][self.rng.randrange(3)];
                let (a, b) = (self.pick(Ty::I32), self.pick(Ty::I32));
                let f = self.overflow();
                self.def_op(Ty::I32, &format!("arith.{op} {a}, {b}{f} : i32"));
            }
            27..=29 => {
                let op = ["addi", "muli"][self.rng.randrange(2)];
                let (a, b) = (self.pick(Ty::Index), self.pick(Ty::Index));
                self.def_op(Ty::Index, &format!("arith.{op} {a}, {b} : index"));
            }
            30..=31 => {
                let op = ["andi", "ori", "xori", "divsi", "remsi", "shli"][self.rng.randrange(6)];
                let (a, b) = (self.pick(Ty::I64), self.pick(Ty::I64));
                self.def_op(Ty::I64, &format!("arith.{op} {a}, {b} : i64"));
            }
            32..=36 => {
                let pred =
                    ["eq", "ne", "slt", "sle", "sgt", "sge", "ult", "uge"][self.rng.randrange(8)];
                let (a, b) = (self.pick(Ty::I32), self.pick(Ty::I32));
                self.def_op(Ty::I1, &format!("arith.cmpi {pred}, {a}, {b} : i32"));
            }
            37..=40 => {
                let (c, a, b) = (self.pick(Ty::I1), self.pick(Ty::I32), self.pick(Ty::I32));
                self.def_op(Ty::I32, &format!("arith.select {c}, {a}, {b} : i32"));
            }
            41..=51 | 99 => {
                let op = ["addf", "subf", "mulf"][self.rng.randrange(3)];
                let (a, b) = (self.pick(Ty::F32), self.pick(Ty::F32));
                let f = self.fastmath();
                self.def_op(Ty::F32, &format!("arith.{op} {a}, {b}{f} : f32"));
            }
            52..=53 => {
                let pred = ["oeq", "olt", "ogt", "une"][self.rng.randrange(4)];
                let (a, b) = (self.pick(Ty::F32), self.pick(Ty::F32));
                self.def_op(Ty::I1, &format!("arith.cmpf {pred}, {a}, {b} : f32"));
            }
            54..=58 => match self.rng.randrange(5) {
                0 => {
                    let a = self.pick(Ty::Index);
                    self.def_op(Ty::I32, &format!("arith.index_cast {a} : index to i32"));
                }
                1 => {
                    let a = self.pick(Ty::I32);
                    self.def_op(Ty::I64, &format!("arith.extsi {a} : i32 to i64"));
                }
                2 => {
                    let a = self.pick(Ty::I64);
                    self.def_op(Ty::I32, &format!("arith.trunci {a} : i64 to i32"));
                }
                3 => {
                    let a = self.pick(Ty::I32);
                    self.def_op(Ty::F32, &format!("arith.sitofp {a} : i32 to f32"));
                }
                _ => {
                    let a = self.pick(Ty::I32);
                    self.def_op(Ty::Index, &format!("arith.index_cast {a} : i32 to index"));
                }
            },
            59..=67 => {
                if self.rng.randrange(2) == 0 {
                    let (m, i) = (self.pick(Ty::MemDyn), self.pick(Ty::Index));
                    self.def_op(Ty::F32, &format!("memref.load {m}[{i}] : memref<?xf32>"));
                } else {
                    let (v, m, i) = (
                        self.pick(Ty::F32),
                        self.pick(Ty::MemDyn),
                        self.pick(Ty::Index),
                    );
                    self.line(&format!("memref.store {v}, {m}[{i}] : memref<?xf32>"));
                }
            }
            68..=69 => {
                let (m, i, j) = (
                    self.pick(Ty::Mem2),
                    self.pick(Ty::Index),
                    self.pick(Ty::Index),
                );
                self.def_op(
                    Ty::F32,
                    &format!("memref.load {m}[{i}, {j}] : memref<16x16xf32>"),
                );
            }
            70..=72 => match self.rng.randrange(3) {
                0 if self.scope_is_top() => {
                    let n = self.pick(Ty::Index);
                    let r = self.def_named(
                        Ty::MemDyn,
                        "alloc",
                        &format!("memref.alloc({n}) : memref<?xf32>"),
                    );
                    self.allocs.push(r);
                }
                1 => {
                    self.def_named(Ty::Mem2, "alloca", "memref.alloca() : memref<16x16xf32>");
                }
                _ => {
                    let (m, c) = (self.pick(Ty::MemDyn), self.c0.clone());
                    let r = self.def_named(
                        Ty::Index,
                        "dim",
                        &format!("memref.dim {m}, {c} : memref<?xf32>"),
                    );
                    if self.scope_is_top() {
                        self.affine.push(r);
                    }
                }
            },
            73..=80 => self.vector_op(),
            81..=83 if self.scope != Scope::Scf => {
                let (a, b) = (self.pick_affine(), self.pick_affine());
                let k = self.rng.randrange(7) + 1;
                let r = self.def_op(
                    Ty::Index,
                    &format!("affine.apply affine_map<(d0, d1) -> (d0 * {k} + d1)>({a}, {b})"),
                );
                if self.scope_is_top() {
                    self.affine.push(r);
                }
            }
            84..=86 if depth < 3 => self.scf_for(depth),
            87..=89 if depth < 3 => self.scf_if(depth),
            90..=91 if depth < 3 && self.scope != Scope::Scf => self.affine_for(depth),
            92..=95 if self.scope != Scope::Scf => self.affine_access(),
            _ => self.constant(),
        }
    }

    fn vector_op(&mut self) {
        match self.rng.randrange(8) {
            0 => {
                let a = self.pick(Ty::F32);
                self.def_op(
                    Ty::Vec8,
                    &format!("vector.broadcast {a} : f32 to vector<8xf32>"),
                );
            }
            1 => {
                let (m, i) = (self.pick(Ty::MemDyn), self.pick(Ty::Index));
                self.def_op(
                    Ty::Vec8,
                    &format!("vector.load {m}[{i}] : memref<?xf32>, vector<8xf32>"),
                );
            }
            2 => {
                let (v, m, i) = (
                    self.pick(Ty::Vec8),
                    self.pick(Ty::MemDyn),
                    self.pick(Ty::Index),
                );
                self.line(&format!(
                    "vector.store {v}, {m}[{i}] : memref<?xf32>, vector<8xf32>"
                ));
            }
            3 => {
                let (a, b) = (self.pick(Ty::Vec8), self.pick(Ty::Vec8));
                let f = self.fastmath();
                self.def_op(Ty::Vec8, &format!("arith.addf {a}, {b}{f} : vector<8xf32>"));
            }
            4 => {
                let a = self.pick(Ty::Vec8);
                let k = self.rng.randrange(8);
                self.def_op(
                    Ty::F32,
                    &format!("vector.extract {a}[{k}] : f32 from vector<8xf32>"),
                );
            }
            5 => {
                let a = self.pick(Ty::Vec8);
                let kind = ["add", "mul", "maximumf"][self.rng.randrange(3)];
                self.def_op(
                    Ty::F32,
                    &format!("vector.reduction <{kind}>, {a} : vector<8xf32> into f32"),
                );
            }
            6 => {
                let (a, b, c) = (
                    self.pick(Ty::Vec8),
                    self.pick(Ty::Vec8),
                    self.pick(Ty::Vec8),
                );
                self.def_op(
                    Ty::Vec8,
                    &format!("vector.fma {a}, {b}, {c} : vector<8xf32>"),
                );
            }
            _ => {
                let a = self.pick(Ty::F32);
                self.def_op(Ty::Vec8, &format!("vector.splat {a} : vector<8xf32>"));
            }
        }
    }

    /// `affine.load` or `affine.store` with the indices of the scope.
    fn affine_access(&mut self) {
        let (i, j) = (self.pick_affine(), self.pick_affine());
        let k = self.rng.randrange(4);
        let m = self.pick(Ty::Mem2);
        if self.rng.randrange(3) == 0 {
            let v = self.pick(Ty::F32);
            self.line(&format!(
                "affine.store {v}, {m}[{i}, {j} + {k}] : memref<16x16xf32>"
            ));
        } else {
            self.def_op(
                Ty::F32,
                &format!("affine.load {m}[{i}, {j} + {k}] : memref<16x16xf32>"),
            );
        }
    }

    /// A region's body: `n` ops.
    fn body(&mut self, depth: usize, n: usize) {
        for _ in 0..n {
            self.op(depth + 1);
        }
    }

    fn scf_for(&mut self, depth: usize) {
        let (lb, ub, step) = (self.c0.clone(), self.pick(Ty::Index), self.c1.clone());
        let iv = self.fresh_arg();
        let saved = (self.marks(), self.scope);
        let n = 2 + self.rng.randrange(6);
        if self.rng.randrange(2) == 0 {
            // With a loop-carried value.
            let init = self.pick(Ty::I32);
            let acc = self.fresh_arg();
            let r = self.fresh();
            self.line(&format!(
                "{r} = scf.for {iv} = {lb} to {ub} step {step} iter_args({acc} = {init}) -> (i32) {{"
            ));
            self.indent += 1;
            self.scope = Scope::Scf;
            self.define(Ty::Index, &iv);
            self.define(Ty::I32, &acc);
            self.body(depth, n);
            let (a, b) = (self.pick(Ty::I32), acc.clone());
            let y = self.def_op(Ty::I32, &format!("arith.addi {a}, {b} : i32"));
            self.line(&format!("scf.yield {y} : i32"));
            self.indent -= 1;
            self.close("}");
            self.restore(saved.0);
            self.scope = saved.1;
            self.define(Ty::I32, &r);
        } else {
            self.line(&format!("scf.for {iv} = {lb} to {ub} step {step} {{"));
            self.indent += 1;
            self.scope = Scope::Scf;
            self.define(Ty::Index, &iv);
            self.body(depth, n);
            // The implicit `scf.yield`.
            self.ops += 1;
            self.indent -= 1;
            self.close("}");
            self.restore(saved.0);
            self.scope = saved.1;
        }
    }

    fn scf_if(&mut self, depth: usize) {
        let c = self.pick(Ty::I1);
        let saved = (self.marks(), self.scope);
        let n = 1 + self.rng.randrange(4);
        if self.rng.randrange(2) == 0 {
            let r = self.fresh();
            self.line(&format!("{r} = scf.if {c} -> (f32) {{"));
            self.indent += 1;
            self.scope = Scope::Scf;
            self.body(depth, n);
            let y = self.pick(Ty::F32);
            self.line(&format!("scf.yield {y} : f32"));
            self.restore(saved.0);
            self.indent -= 1;
            self.close("} else {");
            self.indent += 1;
            let n = 1 + self.rng.randrange(3);
            self.body(depth, n);
            let y = self.pick(Ty::F32);
            self.line(&format!("scf.yield {y} : f32"));
            self.indent -= 1;
            self.close("}");
            self.restore(saved.0);
            self.scope = saved.1;
            self.define(Ty::F32, &r);
        } else {
            self.line(&format!("scf.if {c} {{"));
            self.indent += 1;
            self.scope = Scope::Scf;
            self.body(depth, n);
            self.ops += 1;
            self.indent -= 1;
            self.close("}");
            self.restore(saved.0);
            self.scope = saved.1;
        }
    }

    fn affine_for(&mut self, depth: usize) {
        let iv = self.fresh_arg();
        let nsym = if self.scope == Scope::Top {
            self.affine.len()
        } else {
            self.nsym
        };
        let ub = if self.rng.randrange(2) == 0 {
            "16".to_string()
        } else {
            // A symbol bound.
            self.affine[self.rng.randrange(nsym)].clone()
        };
        let outer_nsym = std::mem::replace(&mut self.nsym, nsym);
        let step = ["", " step 2", " step 4"][self.rng.randrange(3)];
        let saved = (self.marks(), self.scope);
        let n = 2 + self.rng.randrange(5);
        if self.rng.randrange(3) == 0 {
            let init = self.pick(Ty::F32);
            let acc = self.fresh_arg();
            let r = self.fresh();
            self.line(&format!(
                "{r} = affine.for {iv} = 0 to {ub}{step} iter_args({acc} = {init}) -> (f32) {{"
            ));
            self.indent += 1;
            self.scope = Scope::Affine;
            self.affine.push(iv.clone());
            self.define(Ty::Index, &iv);
            self.define(Ty::F32, &acc);
            self.body(depth, n);
            let m = self.pick(Ty::Mem2);
            let j = self.pick_affine();
            let l = self.def_op(
                Ty::F32,
                &format!("affine.load {m}[{iv}, {j}] : memref<16x16xf32>"),
            );
            let y = self.def_op(Ty::F32, &format!("arith.addf {acc}, {l} : f32"));
            self.line(&format!("affine.yield {y} : f32"));
            self.indent -= 1;
            self.close("}");
            self.restore(saved.0);
            self.scope = saved.1;
            self.nsym = outer_nsym;
            self.define(Ty::F32, &r);
        } else {
            self.line(&format!("affine.for {iv} = 0 to {ub}{step} {{"));
            self.indent += 1;
            self.scope = Scope::Affine;
            self.affine.push(iv.clone());
            self.define(Ty::Index, &iv);
            self.body(depth, n);
            self.affine_access();
            self.ops += 1;
            self.indent -= 1;
            self.close("}");
            self.restore(saved.0);
            self.scope = saved.1;
            self.nsym = outer_nsym;
        }
    }
}

impl Gen {
    /// One function of about `n` ops (its `func.func` and `return` included).
    fn function(&mut self, k: usize, n: usize) {
        let start = self.ops;
        for p in &mut self.pools {
            p.clear();
        }
        self.affine.clear();
        self.allocs.clear();
        self.used.clear();
        self.next = 0;
        self.next_arg = 0;
        self.scope = Scope::Top;
        let args = [Ty::I32, Ty::I32, Ty::F32, Ty::MemDyn, Ty::Index, Ty::Mem2];
        let mut sig = Vec::new();
        for ty in args {
            let a = self.fresh_arg();
            sig.push(format!("{a}: {}", ty.text()));
            self.define(ty, &a);
            if ty == Ty::Index {
                self.affine.push(a);
            }
        }
        self.line(&format!("func.func @f{k}({}) -> i32 {{", sig.join(", ")));
        self.indent += 1;
        // What every op can use: index constants, and a value of each type.
        self.c0 = self.def_named(Ty::Index, "c0", "arith.constant 0 : index");
        self.c1 = self.def_named(Ty::Index, "c1", "arith.constant 1 : index");
        let c16 = self.def_named(Ty::Index, "c16", "arith.constant 16 : index");
        self.affine.extend([self.c0.clone(), self.c1.clone(), c16]);
        let (a, b) = (self.pick(Ty::I32), self.pick(Ty::I32));
        self.def_op(Ty::I1, &format!("arith.cmpi slt, {a}, {b} : i32"));
        let a = self.pick(Ty::I32);
        self.def_op(Ty::I64, &format!("arith.extsi {a} : i32 to i64"));
        let a = self.pick(Ty::F32);
        self.def_op(
            Ty::Vec8,
            &format!("vector.broadcast {a} : f32 to vector<8xf32>"),
        );
        while self.ops - start + self.allocs.len() + 1 < n {
            self.op(0);
        }
        for m in std::mem::take(&mut self.allocs) {
            self.line(&format!("memref.dealloc {m} : memref<?xf32>"));
        }
        let r = self.pick(Ty::I32);
        self.line(&format!("return {r} : i32"));
        self.indent -= 1;
        self.close("}");
    }
}

/// `v` as MLIR prints an `f32` constant: `1.500000e+00`.
fn float_text(v: f64) -> String {
    let s = format!("{v:.6e}");
    let (m, e) = s.split_once('e').unwrap();
    let e: i32 = e.parse().unwrap();
    format!("{m}e{}{:02}", if e < 0 { '-' } else { '+' }, e.abs())
}

/// A module of `func.func`s with about `ops` ops in all (see the module docs), the
/// same text for the same `seed`; the functions have 50 to 450 ops each.
pub fn custom_ir(ops: usize, seed: u64) -> String {
    let mut g = Gen {
        rng: PyRandom::new(seed),
        out: String::with_capacity(ops * 48),
        pools: Default::default(),
        affine: Vec::new(),
        allocs: Vec::new(),
        next: 0,
        next_arg: 0,
        ops: 0,
        indent: 0,
        scope: Scope::Top,
        c0: String::new(),
        c1: String::new(),
        used: Default::default(),
        conflict: 0,
        nsym: 0,
    };
    g.out.push_str("module {\n");
    g.indent = 1;
    let mut k = 0;
    while g.ops < ops {
        let n = (50 + g.rng.randrange(400)).min(ops - g.ops).max(12);
        g.function(k, n);
        k += 1;
    }
    g.out.push_str("}\n");
    g.out
}

/// The file name of the workload of `ops` ops: `custom_m{ops}.mlir` (`_s{seed}` for a
/// seed other than 1).
pub fn file_name(ops: usize, seed: u64) -> String {
    if seed == 1 {
        format!("custom_m{ops}.mlir")
    } else {
        format!("custom_m{ops}_s{seed}.mlir")
    }
}
