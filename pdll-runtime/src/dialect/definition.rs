//! [`OpDefinition`]: what ODS says about one op, as plain data.
//!
//! Every field is a `Cow<'static, _>`, so a definition can be a `static` table built
//! with struct literals and the `const fn` constructors of its parts (what generated
//! pattern sets emit), or built at run time with the by-value builder methods (what
//! hand-written code and the run-time pattern set do).

use std::borrow::Cow;

/// How many values an operand or result group holds (ODS: a plain constraint,
/// `Optional<...>`, `Variadic<...>`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum GroupKind {
    /// Exactly one value.
    Single,
    /// Zero or one value.
    Optional,
    /// Any number of values.
    Variadic,
}

/// One named operand or result group of an op.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct ValueGroup {
    /// The ODS name (`lhs`, `result`); may be empty for an unnamed group.
    pub name: Cow<'static, str>,
    /// How many values it holds.
    pub kind: GroupKind,
    /// For a group of a buildable type (ODS `I1`, `Index`, `F32`, `Variadic<Index>`,
    /// ...): the type of each of its values in MLIR's textual syntax (`"i1"`,
    /// `"index"`). It fixes a single result's type whatever the operands are, and an
    /// assembly format leaves it out of the text.
    pub buildable_type: Option<Cow<'static, str>>,
    /// For a group of groups (ODS `VariadicOfVariadic<type, "attr">`, a
    /// [`GroupKind::Variadic`] group here): the inherent attribute holding the size of
    /// each inner group (`array<i32: ...>`), which the custom form writes as
    /// `(%a, %b), (%c)`.
    pub segments: Option<Cow<'static, str>>,
}

impl ValueGroup {
    /// A group of exactly one value.
    pub const fn single(name: &'static str) -> Self {
        Self::of(name, GroupKind::Single)
    }

    /// A group of zero or one value.
    pub const fn optional(name: &'static str) -> Self {
        Self::of(name, GroupKind::Optional)
    }

    /// A group of any number of values.
    pub const fn variadic(name: &'static str) -> Self {
        Self::of(name, GroupKind::Variadic)
    }

    /// A group of `kind`.
    pub const fn of(name: &'static str, kind: GroupKind) -> Self {
        ValueGroup {
            name: Cow::Borrowed(name),
            kind,
            buildable_type: None,
            segments: None,
        }
    }

    /// A single result of the buildable type `ty` (MLIR syntax, e.g. `"i1"`).
    pub const fn buildable(name: &'static str, ty: &'static str) -> Self {
        ValueGroup {
            name: Cow::Borrowed(name),
            kind: GroupKind::Single,
            buildable_type: Some(Cow::Borrowed(ty)),
            segments: None,
        }
    }
}

/// An inherent attribute of an op (ODS `arguments` that are attributes): stored in
/// the op's properties, not in its attribute dictionary.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct InherentAttr {
    /// The attribute's name.
    pub name: Cow<'static, str>,
    /// Whether every op must have it (not `OptionalAttr`, not `DefaultValuedAttr`).
    pub required: bool,
    /// How an assembly format writes it (`$name` in ODS `assemblyFormat`).
    pub syntax: AttrSyntax,
    /// The value of a `DefaultValuedAttr` in MLIR's attribute syntax
    /// (`#arith.overflow<none>`, `0 : i64`), when ODS's C++ default has one: a parsed
    /// op without the attribute gets it (as MLIR's properties are default-initialized),
    /// and the custom form leaves it out when it equals this. ODS fills none for a
    /// `DefaultValuedOptionalAttr` (`memref.load`'s `nontemporal`), whose default MLIR
    /// does not materialize (it does elide it when printing an op that has it).
    pub default_value: Option<Cow<'static, str>>,
}

impl InherentAttr {
    /// An attribute every op must have.
    pub const fn required(name: &'static str) -> Self {
        InherentAttr {
            name: Cow::Borrowed(name),
            required: true,
            syntax: AttrSyntax::Generic,
            default_value: None,
        }
    }

    /// An attribute an op may lack (optional, or default-valued).
    pub const fn optional(name: &'static str) -> Self {
        InherentAttr {
            name: Cow::Borrowed(name),
            required: false,
            syntax: AttrSyntax::Generic,
            default_value: None,
        }
    }

    /// This attribute written with `syntax` in assembly formats.
    pub fn with_syntax(mut self, syntax: AttrSyntax) -> Self {
        self.syntax = syntax;
        self
    }

    /// This attribute with the default `value` (MLIR attribute syntax).
    pub fn with_default(mut self, value: impl Into<Cow<'static, str>>) -> Self {
        self.default_value = Some(value.into());
        self
    }
}

/// How an assembly format writes an attribute variable, as MLIR's generated parsers
/// and printers decide it from the attribute's ODS constraint.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub enum AttrSyntax {
    /// Any attribute, with its type where it has one (`parseAttribute` /
    /// `printAttribute`).
    #[default]
    Generic,
    /// An attribute whose type ODS fixes (`I64Attr`, `F32Attr`, `IndexAttr`,
    /// `TypedStrAttr<...>`): written without `: type`, read with the type given here
    /// in MLIR syntax (`"i64"`).
    WithoutType(Cow<'static, str>),
    /// `UnitAttr`: present or absent, nothing written in its place.
    Unit,
    /// `SymbolNameAttr`: `@name`, held as a string attribute.
    SymbolName,
    /// `TypeAttr` / `TypeAttrOf<...>`: written as the bare type.
    Type,
    /// An enum held as an integer attribute of the type given in MLIR syntax
    /// (`I32EnumAttr`, `I64EnumAttr`, ...): written as its case's keyword (`slt`).
    IntEnum {
        /// The integer type (`"i64"`).
        ty: Cow<'static, str>,
        /// The cases: keyword and value.
        cases: Cow<'static, [EnumCase]>,
    },
    /// A builtin dense array (`DenseI64ArrayAttr`, `DenseBoolArrayAttr`, ...), whose
    /// class prints and parses itself without its `array<type:` prefix: `[1, 2]`
    /// for `array<i64: 1, 2>`. The element type in MLIR syntax (`"i64"`).
    DenseArray(Cow<'static, str>),
    /// A dialect enum attribute whose own format is its bare case (ODS `EnumAttr` with
    /// the default assembly format `$value`, as `index.cmp`'s `pred`): written as the
    /// case's keyword, after a space its own printer writes (`index.cmp slt(...)` from
    /// ``` `` $pred `(` ... ```); its full form is `#dialect<mnemonic keyword>`
    /// (`#index<cmp_predicate slt>`).
    DialectEnum {
        /// The dialect (`index`).
        dialect: Cow<'static, str>,
        /// The mnemonic (`cmp_predicate`).
        mnemonic: Cow<'static, str>,
        /// The cases (keyword and value), in ODS order.
        cases: Cow<'static, [EnumCase]>,
    },
    /// A dialect attribute with a mnemonic (ODS `AttrDef`, `EnumAttr` whose format is
    /// `` `<` $value `>` ``): written without its `#dialect.mnemonic` prefix (`<fast>`
    /// for `#arith.fastmath<fast>`).
    Dialect {
        /// The dialect (`arith`).
        dialect: Cow<'static, str>,
        /// The mnemonic (`fastmath`).
        mnemonic: Cow<'static, str>,
    },
}

/// One case of an enum attribute.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct EnumCase {
    /// Its keyword (`slt`).
    pub keyword: Cow<'static, str>,
    /// Its value.
    pub value: i64,
}

impl EnumCase {
    /// A case, for static tables.
    pub const fn new(keyword: &'static str, value: i64) -> Self {
        EnumCase {
            keyword: Cow::Borrowed(keyword),
            value,
        }
    }
}

/// How many regions or successors an op has: at least `min`, exactly `min` unless
/// `variadic` (ODS `VariadicRegion` / `VariadicSuccessor` as the last one).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Arity {
    /// The fixed count (or the least, when variadic).
    pub min: u32,
    /// Whether more than `min` are allowed.
    pub variadic: bool,
}

impl Arity {
    /// Exactly `n`.
    pub const fn exactly(n: u32) -> Self {
        Arity {
            min: n,
            variadic: false,
        }
    }

    /// `n` or more.
    pub const fn at_least(n: u32) -> Self {
        Arity {
            min: n,
            variadic: true,
        }
    }

    /// Whether `n` fits.
    pub fn allows(self, n: usize) -> bool {
        n == self.min as usize || (self.variadic && n > self.min as usize)
    }
}

/// A trait of an op that the runtime acts on (ODS `traits`).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum OpTrait {
    /// `IsTerminator`: never trivially dead.
    IsTerminator,
    /// `Symbol` (`SymbolOpInterface`): referenced by name, never trivially dead.
    Symbol,
    /// `RecursiveMemoryEffects`: the op's effects include those of the ops nested in
    /// its regions.
    RecursiveMemoryEffects,
    /// `ConstantLike`: its result takes the type of its `value` attribute, and its
    /// value (what it folds to: see [`crate::fold::constant_value`]) makes it a
    /// constant that the greedy driver uniques and hoists.
    ConstantLike,
    /// `Commutative` (`IsCommutative`): folding moves its constant operands after
    /// the others, in place (MLIR's `foldCommutative`).
    Commutative,
    /// `Idempotent` (`IsIdempotent`): `op(op(x)) = op(x)`, and `op(x, x) = x`, as MLIR's
    /// `foldIdempotent` folds it.
    Idempotent,
    /// `Involution` (`IsInvolution`): `op(op(x)) = x`, as MLIR's `foldInvolution`
    /// folds it.
    Involution,
    /// `CastOpInterface`: a cast whose operand types are its result types folds to
    /// its operands (MLIR's `foldCastInterfaceOp`, the interface's trait fold).
    CastOpInterface,
    /// `SameOperandsAndResultType`: every result has the type of the operands.
    SameOperandsAndResultType,
    /// `SameTypeOperands`: every operand has one type (an assembly format may write
    /// only one of them).
    SameTypeOperands,
    /// `InferTypeOpInterface` declared in ODS: C++ computes the result types from the
    /// operands and attributes, so an assembly format may leave every result type out
    /// (the runtime then needs the op's inference: its traits or a registered
    /// function).
    InferTypeOpInterface,
    /// `AllTypesMatch<[names]>`: the named operands, results and typed attributes
    /// share one type.
    AllTypesMatch(Cow<'static, [Cow<'static, str>]>),
    /// `TypesMatchWith<..., from, to, "$_self">` whose transform is the identity: `to`
    /// has the type of `from` (known transforms are [`OpTrait::TypesMatchWithTransform`];
    /// other transforms are C++ and become an inference fn).
    TypesMatchWith {
        /// The operand, result or typed attribute the type comes from.
        from: Cow<'static, str>,
        /// The operand or result that has it.
        to: Cow<'static, str>,
    },
    /// `TypesMatchWith<..., from, to, transform>` whose C++ transform is one the
    /// runtime knows ([`TypeTransform`]): `to` has the transformed type of `from`
    /// (for a ranged transform, `to` is a variadic group whose types are the list).
    TypesMatchWithTransform {
        /// The operand, result or typed attribute the type comes from.
        from: Cow<'static, str>,
        /// The operand or result that has it.
        to: Cow<'static, str>,
        /// The transform.
        transform: TypeTransform,
    },
    /// `FirstAttrDerivedResultType`: every result has the type of the op's first
    /// inherent attribute (a typed attribute).
    FirstAttrDerivedResultType,
    /// `AttrSizedOperandSegments`: `operandSegmentSizes` (a property) gives the size of
    /// each operand group.
    AttrSizedOperandSegments,
    /// `AttrSizedResultSegments`: `resultSegmentSizes` gives the size of each result
    /// group.
    AttrSizedResultSegments,
    /// `SameVariadicOperandSize`: the optional and variadic operand groups have one
    /// size, the operands the single groups leave split evenly between them.
    SameVariadicOperandSize,
    /// `SameVariadicResultSize`: the same for result groups
    /// (`memref.extract_strided_metadata`'s `sizes` and `strides`).
    SameVariadicResultSize,
    /// `IsolatedFromAbove`: its regions use no value defined outside them.
    IsolatedFromAbove,
    /// `NoTerminator`: the blocks of its regions need no terminator.
    NoTerminator,
    /// `SingleBlockImplicitTerminator<"op">`: its regions have one block ending in the
    /// named op, which the custom form leaves out when it carries nothing.
    SingleBlockImplicitTerminator(Cow<'static, str>),
}

impl OpTrait {
    /// `AllTypesMatch` of `names`, for static tables.
    pub const fn all_types_match(names: &'static [Cow<'static, str>]) -> Self {
        OpTrait::AllTypesMatch(Cow::Borrowed(names))
    }

    /// `TypesMatchWith` of plain equality, for static tables.
    pub const fn types_match_with(from: &'static str, to: &'static str) -> Self {
        OpTrait::TypesMatchWith {
            from: Cow::Borrowed(from),
            to: Cow::Borrowed(to),
        }
    }

    /// `TypesMatchWith` of a known transform, for static tables.
    pub const fn types_match_with_transform(
        from: &'static str,
        to: &'static str,
        transform: TypeTransform,
    ) -> Self {
        OpTrait::TypesMatchWithTransform {
            from: Cow::Borrowed(from),
            to: Cow::Borrowed(to),
            transform,
        }
    }
}

/// A type transform of ODS `TypesMatchWith` (C++ in ODS) that the runtime knows how
/// to apply (see [`apply_type_transform`](crate::dialect::apply_type_transform)).
///
/// The C++ transformers of MLIR 19's core dialects and what they map to (the
/// identity ones, `$_self` and `::llvm::cast<Type>($_self)`, are
/// [`OpTrait::TypesMatchWith`]):
///
/// | ODS transformer | transform |
/// |---|---|
/// | `::llvm::cast<MemRefType>($_self).getElementType()` (memref) | [`ElementType`](Self::ElementType) |
/// | `::llvm::cast<TensorType>($_self).getElementType()` (tensor) | [`ElementType`](Self::ElementType) |
/// | `::llvm::cast<VectorType>($_self).getElementType()` (vector) | [`ElementType`](Self::ElementType) |
/// | `::getI1SameShape($_self)` (arith) | [`I1SameShape`](Self::I1SameShape) |
/// | `::llvm::cast<FunctionType>($_self).getInputs()` (func) | [`FunctionInputs`](Self::FunctionInputs) |
/// | `::llvm::cast<FunctionType>($_self).getResults()` (func) | [`FunctionResults`](Self::FunctionResults) |
/// | `SmallVector<Type>(::llvm::cast<VectorType>($_self).getNumElements(), ...getElementType())` (vector) | [`ElementTypePerElement`](Self::ElementTypePerElement) |
/// | `SmallVector<Type, 2>(::llvm::cast<RankedTensorType>($_self).getNumElements(), ...getElementType())` (tensor) | [`ElementTypePerElement`](Self::ElementTypePerElement) |
/// | the lambda of `ResultIsDoubleSourceVectorType` (vector: `vector.interleave`) | [`DoubleTrailingDim`](Self::DoubleTrailingDim) |
/// | the lambda of `ResultIsHalfSourceVectorType` (vector: `vector.deinterleave`) | [`HalveTrailingDim`](Self::HalveTrailingDim) |
///
/// The last three give a list of types (the `to` of the trait is a variadic group:
/// ODS `RangedTypesMatchWith`); [`TypeTransform::is_ranged`] tells them apart.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum TypeTransform {
    /// The element type of a shaped type (vector, tensor, memref, ranked or not), or
    /// the type itself (`getElementTypeOrSelf`; ODS casts to the shaped type its
    /// operand's constraint already guarantees and calls `getElementType()`).
    ElementType,
    /// `i1`, or a shaped type of `i1` of the same shape (`getI1SameShape`): a vector
    /// keeps its scalable dimensions, a ranked tensor its encoding, a memref its
    /// layout and memory space.
    I1SameShape,
    /// The input types of a function type (a list).
    FunctionInputs,
    /// The result types of a function type (a list).
    FunctionResults,
    /// One element type per element of a statically shaped vector or ranked tensor
    /// (a list of `getNumElements()` copies of `getElementType()`).
    ElementTypePerElement,
    /// A vector type with its trailing dimension doubled (scalability kept); a 0-D
    /// vector becomes `vector<2xT>`.
    DoubleTrailingDim,
    /// A vector type with its trailing dimension halved (scalability kept); the type
    /// itself when that leaves no element (MLIR's "invalid input type" case).
    HalveTrailingDim,
}

impl TypeTransform {
    /// Whether the transform gives a list of types (for a variadic group) rather
    /// than one type.
    pub const fn is_ranged(self) -> bool {
        matches!(
            self,
            TypeTransform::FunctionInputs
                | TypeTransform::FunctionResults
                | TypeTransform::ElementTypePerElement
        )
    }
}

/// A memory effect an op declares (ODS `MemRead`, `MemWrite`, `MemAlloc`, `MemFree`,
/// on the op or on one of its operands or results).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum MemoryEffect {
    /// Reads a resource: does not keep an unused op alive.
    Read,
    /// Writes a resource.
    Write,
    /// Frees a resource.
    Free,
    /// Allocates: the resource is result group `Some(i)` of the op itself (which does
    /// not keep an unused op alive, as `memref.alloc`), or something else (`None`).
    Allocate(Option<u32>),
}

/// What an op declares about its memory effects.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub enum MemoryEffects {
    /// Nothing (no `MemoryEffectOpInterface`): the op may do anything, so it is never
    /// trivially dead (the default, as for an unregistered op).
    #[default]
    Unknown,
    /// These effects and no others: `Declared([])` is ODS `NoMemoryEffect` (and `Pure`).
    Declared(Cow<'static, [MemoryEffect]>),
}

impl MemoryEffects {
    /// No memory effects (`Pure`, `NoMemoryEffect`).
    pub const NONE: MemoryEffects = MemoryEffects::Declared(Cow::Borrowed(&[]));

    /// Whether the declared effects allow erasing the op when its results are unused:
    /// only reads and allocations of its own results (MLIR's
    /// `wouldOpBeTriviallyDead`).
    pub fn removable_when_unused(&self) -> bool {
        match self {
            MemoryEffects::Unknown => false,
            MemoryEffects::Declared(effects) => effects
                .iter()
                .all(|e| matches!(e, MemoryEffect::Read | MemoryEffect::Allocate(Some(_)))),
        }
    }
}

/// What ODS says about one op: operand and result groups, inherent attributes, region
/// and successor counts, traits and memory effects. See the module docs.
///
/// ```
/// use pdll_runtime::dialect::{OpDefinition, OpTrait, MemoryEffects};
/// let addi = OpDefinition::new("arith.andi")
///     .operand("lhs")
///     .operand("rhs")
///     .result("result")
///     .with_trait(OpTrait::SameOperandsAndResultType)
///     .with_effects(MemoryEffects::NONE);
/// assert_eq!(addi.operands.len(), 2);
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct OpDefinition {
    /// The full op name, dialect prefix included (`arith.addi`).
    pub name: Cow<'static, str>,
    /// The operand groups, in order.
    pub operands: Cow<'static, [ValueGroup]>,
    /// The result groups, in order.
    pub results: Cow<'static, [ValueGroup]>,
    /// The inherent attributes, in ODS order (the first one is the one
    /// [`OpTrait::FirstAttrDerivedResultType`] reads). The segment-size attributes of
    /// [`OpTrait::AttrSizedOperandSegments`] / [`OpTrait::AttrSizedResultSegments`]
    /// are inherent without being listed.
    pub attributes: Cow<'static, [InherentAttr]>,
    /// How many regions.
    pub regions: Arity,
    /// How many successors.
    pub successors: Arity,
    /// The names of the regions, in order (ODS `regions`), as an assembly format
    /// names them (`$body`); empty when not known.
    pub region_names: Cow<'static, [Cow<'static, str>]>,
    /// The names of the successors, in order (ODS `successors`); empty when not known.
    pub successor_names: Cow<'static, [Cow<'static, str>]>,
    /// The traits the runtime acts on.
    pub traits: Cow<'static, [OpTrait]>,
    /// The declared memory effects.
    pub effects: MemoryEffects,
    /// The ODS `assemblyFormat`, if the op has a declarative custom form: read once
    /// into a format program when the op is registered (see [`crate::asm::custom`]).
    pub assembly_format: Option<Cow<'static, str>>,
}

impl OpDefinition {
    /// An op named `name` with no operands, results, attributes, regions, successors,
    /// traits and unknown effects; add parts with the builder methods.
    pub const fn new(name: &'static str) -> Self {
        OpDefinition {
            name: Cow::Borrowed(name),
            operands: Cow::Borrowed(&[]),
            results: Cow::Borrowed(&[]),
            attributes: Cow::Borrowed(&[]),
            regions: Arity::exactly(0),
            successors: Arity::exactly(0),
            region_names: Cow::Borrowed(&[]),
            successor_names: Cow::Borrowed(&[]),
            traits: Cow::Borrowed(&[]),
            effects: MemoryEffects::Unknown,
            assembly_format: None,
        }
    }

    /// An op named `name` (owned text), otherwise as [`OpDefinition::new`].
    pub fn named(name: impl Into<Cow<'static, str>>) -> Self {
        OpDefinition {
            name: name.into(),
            ..OpDefinition::new("")
        }
    }

    /// Adds a single operand.
    pub fn operand(self, name: impl Into<Cow<'static, str>>) -> Self {
        self.operand_group(name, GroupKind::Single)
    }

    /// Adds an operand group of `kind`.
    pub fn operand_group(mut self, name: impl Into<Cow<'static, str>>, kind: GroupKind) -> Self {
        self.operands.to_mut().push(ValueGroup {
            name: name.into(),
            kind,
            buildable_type: None,
            segments: None,
        });
        self
    }

    /// Adds a single result.
    pub fn result(self, name: impl Into<Cow<'static, str>>) -> Self {
        self.result_group(name, GroupKind::Single)
    }

    /// Adds a result group of `kind`.
    pub fn result_group(mut self, name: impl Into<Cow<'static, str>>, kind: GroupKind) -> Self {
        self.results.to_mut().push(ValueGroup {
            name: name.into(),
            kind,
            buildable_type: None,
            segments: None,
        });
        self
    }

    /// Adds a single result of the buildable type `ty` (MLIR syntax, e.g. `"i1"`).
    pub fn buildable_result(
        mut self,
        name: impl Into<Cow<'static, str>>,
        ty: impl Into<Cow<'static, str>>,
    ) -> Self {
        self.results.to_mut().push(ValueGroup {
            name: name.into(),
            kind: GroupKind::Single,
            buildable_type: Some(ty.into()),
            segments: None,
        });
        self
    }

    /// Adds an inherent attribute every op must have.
    pub fn attribute(mut self, name: impl Into<Cow<'static, str>>) -> Self {
        self.attributes.to_mut().push(InherentAttr {
            name: name.into(),
            required: true,
            syntax: AttrSyntax::Generic,
            default_value: None,
        });
        self
    }

    /// Adds an inherent attribute an op may lack.
    pub fn optional_attribute(mut self, name: impl Into<Cow<'static, str>>) -> Self {
        self.attributes.to_mut().push(InherentAttr {
            name: name.into(),
            required: false,
            syntax: AttrSyntax::Generic,
            default_value: None,
        });
        self
    }

    /// Adds an inherent attribute described in full.
    pub fn inherent_attr(mut self, attr: InherentAttr) -> Self {
        self.attributes.to_mut().push(attr);
        self
    }

    /// Sets the declarative assembly format (ODS `assemblyFormat` syntax).
    pub fn with_assembly_format(mut self, format: impl Into<Cow<'static, str>>) -> Self {
        self.assembly_format = Some(format.into());
        self
    }

    /// Sets the region count.
    pub fn with_regions(mut self, regions: Arity) -> Self {
        self.regions = regions;
        self
    }

    /// Sets the successor count.
    pub fn with_successors(mut self, successors: Arity) -> Self {
        self.successors = successors;
        self
    }

    /// Sets the region names (see [`OpDefinition::region_names`]).
    pub fn with_region_names<S: Into<Cow<'static, str>>>(
        mut self,
        names: impl IntoIterator<Item = S>,
    ) -> Self {
        self.region_names = names.into_iter().map(Into::into).collect();
        self
    }

    /// Sets the successor names (see [`OpDefinition::successor_names`]).
    pub fn with_successor_names<S: Into<Cow<'static, str>>>(
        mut self,
        names: impl IntoIterator<Item = S>,
    ) -> Self {
        self.successor_names = names.into_iter().map(Into::into).collect();
        self
    }

    /// Adds a trait.
    pub fn with_trait(mut self, t: OpTrait) -> Self {
        self.traits.to_mut().push(t);
        self
    }

    /// Sets the memory effects.
    pub fn with_effects(mut self, effects: MemoryEffects) -> Self {
        self.effects = effects;
        self
    }

    /// Whether the op has trait `t` (compared by kind and arguments).
    pub fn has_trait(&self, t: &OpTrait) -> bool {
        self.traits.contains(t)
    }

    /// Whether the optional and variadic groups of operands (`what` = `"operand"`) or
    /// results have one size ([`OpTrait::SameVariadicOperandSize`],
    /// [`OpTrait::SameVariadicResultSize`]).
    pub(crate) fn same_variadic_sizes(&self, what: &str) -> bool {
        self.has_trait(&if what == "operand" {
            OpTrait::SameVariadicOperandSize
        } else {
            OpTrait::SameVariadicResultSize
        })
    }

    /// The name of the segment-size property of operands (`Some("operandSegmentSizes")`
    /// with [`OpTrait::AttrSizedOperandSegments`]).
    pub fn operand_segments_attr(&self) -> Option<&'static str> {
        self.has_trait(&OpTrait::AttrSizedOperandSegments)
            .then_some(OPERAND_SEGMENT_SIZES)
    }

    /// The name of the segment-size property of results (`Some("resultSegmentSizes")`
    /// with [`OpTrait::AttrSizedResultSegments`]).
    pub fn result_segments_attr(&self) -> Option<&'static str> {
        self.has_trait(&OpTrait::AttrSizedResultSegments)
            .then_some(RESULT_SEGMENT_SIZES)
    }
}

/// The property holding the operand group sizes (MLIR 19's name).
pub const OPERAND_SEGMENT_SIZES: &str = "operandSegmentSizes";
/// The property holding the result group sizes (MLIR 19's name).
pub const RESULT_SEGMENT_SIZES: &str = "resultSegmentSizes";

#[cfg(test)]
mod tests {
    use super::*;

    /// A definition can be a `static` table.
    static SELECT: OpDefinition = OpDefinition {
        name: Cow::Borrowed("arith.select"),
        operands: Cow::Borrowed(&[
            ValueGroup::single("condition"),
            ValueGroup::single("true_value"),
            ValueGroup::single("false_value"),
        ]),
        results: Cow::Borrowed(&[ValueGroup::single("result")]),
        attributes: Cow::Borrowed(&[]),
        regions: Arity::exactly(0),
        successors: Arity::exactly(0),
        region_names: Cow::Borrowed(&[]),
        successor_names: Cow::Borrowed(&[]),
        traits: Cow::Borrowed(&[OpTrait::all_types_match(&[
            Cow::Borrowed("true_value"),
            Cow::Borrowed("false_value"),
            Cow::Borrowed("result"),
        ])]),
        effects: MemoryEffects::NONE,
        assembly_format: None,
    };

    #[test]
    fn static_and_built_definitions_agree() {
        let built = OpDefinition::new("arith.select")
            .operand("condition")
            .operand("true_value")
            .operand("false_value")
            .result("result")
            .with_trait(OpTrait::AllTypesMatch(
                vec!["true_value".into(), "false_value".into(), "result".into()].into(),
            ))
            .with_effects(MemoryEffects::Declared(Vec::new().into()));
        assert_eq!(built, SELECT);
    }

    #[test]
    fn arity_allows_fixed_and_variadic_counts() {
        assert!(Arity::exactly(1).allows(1));
        assert!(!Arity::exactly(1).allows(2));
        assert!(Arity::at_least(1).allows(3));
        assert!(!Arity::at_least(1).allows(0));
    }

    #[test]
    fn only_reads_and_own_allocations_are_removable() {
        assert!(MemoryEffects::NONE.removable_when_unused());
        assert!(!MemoryEffects::Unknown.removable_when_unused());
        let alloc = MemoryEffects::Declared(vec![MemoryEffect::Allocate(Some(0))].into());
        assert!(alloc.removable_when_unused());
        let read = MemoryEffects::Declared(vec![MemoryEffect::Read].into());
        assert!(read.removable_when_unused());
        for e in [
            MemoryEffect::Write,
            MemoryEffect::Free,
            MemoryEffect::Allocate(None),
        ] {
            assert!(!MemoryEffects::Declared(vec![e].into()).removable_when_unused());
        }
    }

    #[test]
    fn segment_attributes_follow_the_traits() {
        let d = OpDefinition::new("memref.alloc").with_trait(OpTrait::AttrSizedOperandSegments);
        assert_eq!(d.operand_segments_attr(), Some("operandSegmentSizes"));
        assert_eq!(d.result_segments_attr(), None);
    }
}
