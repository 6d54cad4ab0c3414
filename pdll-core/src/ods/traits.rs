//! Operation traits as ODS declares them.

use super::Effect;

/// One trait of an operation (after trait lists are flattened).
#[derive(Clone, Debug, PartialEq)]
pub enum Trait {
    /// A C++ trait (`NativeOpTrait`, `ParamNativeOpTrait`): `SameOperandsAndResultType`,
    /// `IsCommutative`, `AttrSizedOperandSegments`, `ConstantLike`, `IsTerminator`,
    /// `HasParent<...>::Impl`, ...
    Native {
        /// The trait's C++ name inside its namespace.
        name: String,
        /// The C++ namespace (`::mlir::OpTrait`).
        namespace: String,
    },
    /// An interface the op implements (`InferTypeOpInterface`,
    /// `DeclareOpInterfaceMethods<...>`, ...).
    Interface {
        /// The interface's C++ class name (`InferTypeOpInterface`).
        interface: String,
        /// The C++ namespace (`::mlir`).
        namespace: String,
    },
    /// `MemoryEffects<[...]>` (`NoMemoryEffect` is the empty list; `Pure` includes it):
    /// the effects of the op itself.
    MemoryEffects {
        /// The declared effects; empty means none.
        effects: Vec<Effect>,
    },
    /// `AllTypesMatch<[names]>`: the named operands, results and attributes have
    /// one type.
    AllTypesMatch {
        /// The names of the values (operands, results, typed attributes).
        values: Vec<String>,
    },
    /// `TypesMatchWith<summary, lhs, rhs, transformer>`: `rhs`'s type is
    /// `transformer` applied to `lhs`'s.
    TypesMatchWith {
        /// The source value's name.
        lhs: String,
        /// The constrained value's name.
        rhs: String,
        /// The C++ transformation (`$_self` is the source type); `$_self` alone means
        /// the types are equal.
        transformer: String,
    },
    /// Any other predicate over the op (`PredOpTrait`), kept with its summary.
    Predicate {
        /// The summary, e.g. `all of {lhs, rhs} have same element type`.
        summary: String,
    },
    /// A trait of another kind, by def name.
    Other {
        /// The def's name.
        def_name: String,
    },
}

impl Trait {
    /// The fully qualified C++ name MLIR uses for the trait (as `mlir-tblgen`'s
    /// `Operator::getTrait` compares it), e.g. `::mlir::OpTrait::IsCommutative` or
    /// `::mlir::InferTypeOpInterface::Trait`; empty for predicates and others.
    pub fn cpp_name(&self) -> String {
        match self {
            Trait::Native { name, namespace } => qualify(namespace, name),
            Trait::Interface {
                interface,
                namespace,
            } => qualify(namespace, &format!("{interface}::Trait")),
            Trait::MemoryEffects { .. } => "::mlir::MemoryEffectOpInterface::Trait".into(),
            _ => String::new(),
        }
    }

    /// True for the trait of an interface named `interface` (C++ class name).
    pub fn is_interface(&self, name: &str) -> bool {
        match self {
            Trait::Interface { interface, .. } => interface == name,
            Trait::MemoryEffects { .. } => name == "MemoryEffectOpInterface",
            _ => false,
        }
    }
}

fn qualify(namespace: &str, name: &str) -> String {
    if namespace.is_empty() {
        name.to_owned()
    } else {
        format!("{namespace}::{name}")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cpp_names_are_qualified_as_tblgen_does() {
        let t = Trait::Native {
            name: "SameOperandsAndResultType".into(),
            namespace: "::mlir::OpTrait".into(),
        };
        assert_eq!(t.cpp_name(), "::mlir::OpTrait::SameOperandsAndResultType");
        let i = Trait::Interface {
            interface: "InferTypeOpInterface".into(),
            namespace: "::mlir".into(),
        };
        assert_eq!(i.cpp_name(), "::mlir::InferTypeOpInterface::Trait");
        assert!(i.is_interface("InferTypeOpInterface"));
        let m = Trait::MemoryEffects { effects: vec![] };
        assert!(m.is_interface("MemoryEffectOpInterface"));
        assert_eq!(
            Trait::Predicate {
                summary: "x".into()
            }
            .cpp_name(),
            ""
        );
    }
}
