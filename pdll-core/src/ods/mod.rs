//! ODS knowledge: what MLIR's `.td` files say about dialects, operations and
//! constraints, in a form independent of TableGen.
//!
//! A PDLL file that writes `#include "x.td"` gets an [`OdsContext`] filled from the
//! records of that file ([`from_records`] converts `pdll-tablegen`'s records). Sema
//! uses it as mlir-pdll 19 does (`mlir/lib/Tools/PDLL/ODS` and the ODS parts of its
//! parser):
//! - an operation's operand and result *groups* ([`ValueGroup`]): how many an op
//!   expression must give, whether each is a `Value` or a `ValueRange`, and what a
//!   member access `op.name` / `op.N` means;
//! - the constraint defs ([`ConstraintDef`]: ODS `Attr` and `Type` defs and
//!   interfaces) become native constraints of one parameter named after the def.
//!
//! Beyond what mlir-pdll keeps, each operation records its regions, successors,
//! traits (flattened as `mlir-tblgen` flattens them), memory effects, summary,
//! description and definition site, for hover texts and for the runtime (op
//! definitions, result type inference, dead-op erasure, verification).
//!
//! [`builtin`] is the table of constraint defs whose meaning is fixed by MLIR's
//! builtin types and attributes and that generated code checks with built-in Rust.
//! [`runtime`] turns an operation into the runtime's `OpDefinition` (with what the
//! custom assembly form needs, read from the records as `mlir-tblgen` reads them:
//! assembly format, attribute syntax and defaults, buildable types, traits);
//! [`dialects`] finds the `.td` file of a dialect's ops in an include tree and loads
//! it.

pub mod builtin;
#[cfg(test)]
mod core_dialects_tests;
#[cfg(feature = "dialects")]
pub mod dialects;
pub mod from_records;
pub(crate) mod load;
mod op;
#[cfg(feature = "dialects")]
pub mod registration;
pub mod runtime;
mod syntax;
mod traits;

#[cfg(feature = "dialects")]
pub use dialects::{
    default_include_dirs, load_dialect, load_dialect_definitions, load_dialect_ods, load_dialects,
    DialectDefinitions, DialectEntry, DialectError, DialectIndex,
};
pub use op::{
    AttributeArg, Effect, Operation, RegionArg, SuccessorArg, ValueGroup, VariableLength,
};
#[cfg(feature = "dialects")]
pub use registration::{namespaces_used, DialectCache, Registration};
pub use traits::Trait;

use crate::source::Span;
use indexmap::IndexMap;

/// A dialect: its name (the prefix of its operations' names) and documentation.
#[derive(Clone, Debug, PartialEq)]
pub struct Dialect {
    /// The name, e.g. `arith`.
    pub name: String,
    /// The one-line summary, possibly empty.
    pub summary: String,
    /// The description, possibly empty.
    pub description: String,
    /// The C++ namespace of the dialect (e.g. `::mlir::arith`).
    pub cpp_namespace: String,
}

/// What a [`ConstraintDef`] constrains, and so the PDLL type of its one parameter.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ConstraintKind {
    /// An ODS `Attr` def (`I32Attr`, `StrAttr`, ...): a constraint on an `Attr`.
    Attr,
    /// An ODS `Type` def (`I32`, `Index`, `AnyTensor`, ...): a constraint on a `Type`.
    Type,
    /// An op interface: a constraint on an `Op`.
    OpInterface,
    /// An attribute interface: a constraint on an `Attr`.
    AttrInterface,
    /// A type interface: a constraint on a `Type`.
    TypeInterface,
}

impl ConstraintKind {
    /// The PDLL core type of the constraint's parameter (`Attr`, `Type` or `Op`).
    pub fn param_type(self) -> &'static str {
        match self {
            ConstraintKind::Attr | ConstraintKind::AttrInterface => "Attr",
            ConstraintKind::Type | ConstraintKind::TypeInterface => "Type",
            ConstraintKind::OpInterface => "Op",
        }
    }
}

/// An ODS constraint usable in PDLL as a native constraint of one parameter named
/// `self` (as mlir-pdll's `createODSNativePDLLConstraintDecl` makes it).
#[derive(Clone, Debug, PartialEq)]
pub struct ConstraintDef {
    /// The def's name, which is the constraint's name in PDLL.
    pub name: String,
    /// What it constrains.
    pub kind: ConstraintKind,
    /// The summary (e.g. `32-bit signless integer attribute`), possibly empty.
    pub summary: String,
    /// The C++ condition MLIR checks (`$_self` stands for the value), or for an
    /// interface the C++ class checked with `isa`; kept for documentation.
    pub condition: String,
    /// Where the def is written (its name, in the `.td` file).
    pub span: Span,
}

/// Everything the `.td` includes of one PDLL program define: dialects, operations
/// (by full name) and constraint defs (by def name), each in the order first read.
/// An operation or constraint defined by two includes keeps its first definition,
/// as in mlir-pdll.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct OdsContext {
    /// The dialects, by name.
    pub dialects: IndexMap<String, Dialect>,
    /// The operations, by full name (`arith.addi`).
    pub operations: IndexMap<String, Operation>,
    /// The constraint defs, by def name.
    pub constraints: IndexMap<String, ConstraintDef>,
    /// The dialect bit-enum attributes (`EnumAttr<Dialect, SomeBitEnumAttr,
    /// "mnemonic">` with the format `` `<` $value `>` ``), by `dialect.mnemonic`: what
    /// a context needs to read and print them as MLIR does.
    pub bit_enums: IndexMap<String, pdll_runtime::dialect::BitEnumDef>,
}

impl OdsContext {
    /// An empty context.
    pub fn new() -> OdsContext {
        OdsContext::default()
    }

    /// The operation named `name` (`dialect.mnemonic`), if ODS defines it.
    pub fn operation(&self, name: &str) -> Option<&Operation> {
        self.operations.get(name)
    }

    /// The constraint def named `name`, if any.
    pub fn constraint(&self, name: &str) -> Option<&ConstraintDef> {
        self.constraints.get(name)
    }

    /// Adds a dialect unless one of that name is known; true when added.
    pub fn insert_dialect(&mut self, dialect: Dialect) -> bool {
        insert_first(&mut self.dialects, dialect.name.clone(), dialect)
    }

    /// Adds an operation unless one of that name is known; true when added.
    pub fn insert_operation(&mut self, op: Operation) -> bool {
        insert_first(&mut self.operations, op.name.clone(), op)
    }

    /// Adds a constraint def unless one of that name is known; true when added.
    pub fn insert_constraint(&mut self, def: ConstraintDef) -> bool {
        insert_first(&mut self.constraints, def.name.clone(), def)
    }

    /// Adds everything of `other` that is not known yet (first definitions win).
    pub fn merge(&mut self, other: OdsContext) {
        for (_, d) in other.dialects {
            self.insert_dialect(d);
        }
        for (_, op) in other.operations {
            self.insert_operation(op);
        }
        for (_, c) in other.constraints {
            self.insert_constraint(c);
        }
        for (k, e) in other.bit_enums {
            self.bit_enums.entry(k).or_insert(e);
        }
    }
}

fn insert_first<T>(map: &mut IndexMap<String, T>, key: String, value: T) -> bool {
    if map.contains_key(&key) {
        return false;
    }
    map.insert(key, value);
    true
}

#[cfg(test)]
mod tests {
    use super::*;

    fn def(name: &str, kind: ConstraintKind) -> ConstraintDef {
        ConstraintDef {
            name: name.into(),
            kind,
            summary: String::new(),
            condition: String::new(),
            span: Span::call_site(),
        }
    }

    #[test]
    fn first_definition_wins() {
        let mut ctx = OdsContext::new();
        assert!(ctx.insert_constraint(def("I32", ConstraintKind::Type)));
        assert!(!ctx.insert_constraint(def("I32", ConstraintKind::Attr)));
        assert_eq!(ctx.constraint("I32").unwrap().kind, ConstraintKind::Type);
        let mut other = OdsContext::new();
        other.insert_constraint(def("I32", ConstraintKind::Attr));
        other.insert_constraint(def("F32", ConstraintKind::Type));
        ctx.merge(other);
        assert_eq!(ctx.constraint("I32").unwrap().kind, ConstraintKind::Type);
        assert!(ctx.constraint("F32").is_some());
    }

    #[test]
    fn parameter_types() {
        assert_eq!(ConstraintKind::Attr.param_type(), "Attr");
        assert_eq!(ConstraintKind::TypeInterface.param_type(), "Type");
        assert_eq!(ConstraintKind::OpInterface.param_type(), "Op");
    }
}
