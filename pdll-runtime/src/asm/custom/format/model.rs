//! The format program: an op's ODS `assemblyFormat` read once into elements that the
//! format's parser and printer walk (MLIR's `OpFormatGen` elements, as data).
//!
//! Names are resolved when the program is built: a variable holds the index of the
//! operand group, result group, inherent attribute, region or successor of the op's
//! [`OpDefinition`](crate::dialect::OpDefinition) it names. Building it
//! ([`FormatProgram::parse`]) also decides, once, where the parser finds the types of
//! every operand and result group ([`TypeSource`]).

use crate::dialect::TypeTransform;

/// One op's assembly format.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FormatProgram {
    /// The top-level elements, in order.
    pub elements: Vec<Element>,
    /// Where the parser finds the types of operand group `i`: one entry per operand
    /// group of the definition.
    pub operand_types: Vec<TypeSource>,
    /// Where the parser finds the types of result group `i`: one entry per result
    /// group. Either every entry is [`TypeSource::Inferred`] or none is.
    pub result_types: Vec<TypeSource>,
    /// The format has the `operands` directive: all operands are read as one list
    /// (then the operand segment sizes are not elided from `attr-dict`, as in MLIR).
    pub all_operands: bool,
    /// The format has `type(operands)` (or `functional-type(operands, ...)`): the
    /// types of all operands are read as one list, split by the group sizes.
    pub all_operand_types: bool,
    /// The format has `type(results)` (or `functional-type(..., results)`): the
    /// result types are read as one list (then the result segment sizes are not
    /// elided from `attr-dict`).
    pub all_result_types: bool,
    /// The inherent attributes the format writes outside `attr-dict` (as variables or
    /// `custom` arguments), by index, in the order first met: `attr-dict` leaves them
    /// out when printing.
    pub used_attributes: Vec<usize>,
}

/// Where the parser of a format finds the types of one operand or result group (the
/// `TypeResolution` of MLIR's `OpFormatGen`). Decided once, when the format is read.
///
/// When a group's types come from another group ([`TypeSource::Same`],
/// [`TypeSource::Transformed`]), the source is always a group whose types the text
/// writes ([`TypeSource::Written`]) or an attribute the format reads, never one
/// resolved in turn, so one pass after the text is read resolves everything: the
/// [`TypeSource::Written`] groups and attributes first, then the others, then
/// [`TypeSource::Inferred`] results once all operands are known.
///
/// As in MLIR, a source group that is [`GroupKind::Variadic`](crate::dialect::GroupKind)
/// gives its whole list of types (the `k`-th value gets the `k`-th type); any other
/// source gives its one type, which every operand of the group gets, and a result
/// group gets exactly one result of it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum TypeSource {
    /// The text writes them: a `type(...)` or `functional-type(...)` directive names
    /// the group, `operands` or `results`, or a `custom` directive reads them.
    Written,
    /// The group's buildable type
    /// ([`ValueGroup::buildable_type`](crate::dialect::ValueGroup::buildable_type)),
    /// for each of its values.
    Buildable,
    /// The types of another group or the type of a typed attribute, by
    /// `SameOperandsAndResultType`, `SameTypeOperands`, `AllTypesMatch` or an identity
    /// `TypesMatchWith`.
    Same(TypeRef),
    /// A transform of the type of another group or of a typed attribute
    /// (`TypesMatchWith` with a transform the runtime knows), applied to each type of
    /// a variadic source.
    Transformed(TypeRef, TypeTransform),
    /// Results only: computed from the operands and attributes by the op's result-type
    /// inference (`InferTypeOpInterface`), once all operands are resolved.
    Inferred,
}

/// What a [`TypeSource`] takes types from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum TypeRef {
    /// Operand group `i` (its types are [`TypeSource::Written`]).
    Operand(usize),
    /// Result group `i` (its types are [`TypeSource::Written`]).
    Result(usize),
    /// The type of inherent attribute `i` (a typed attribute the format reads).
    Attribute(usize),
}

/// What a `$name` variable names.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Variable {
    /// Operand group `i` of the definition.
    Operand(usize),
    /// Result group `i` (only inside `type(...)` and `functional-type(...)`).
    Result(usize),
    /// Inherent attribute `i`.
    Attribute(usize),
    /// Region `i`.
    Region(usize),
    /// Successor `i`.
    Successor(usize),
}

/// What a type directive (`type(...)`, `functional-type(...)`) reads or writes the
/// types of.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum TypeTarget {
    /// The types of operand group `i`.
    Operand(usize),
    /// The types of result group `i`.
    Result(usize),
    /// The types of all operands (`operands`).
    Operands,
    /// The types of all results (`results`).
    Results,
}

/// One element of a format.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Element {
    /// A literal: a keyword (`to`, `step`) or punctuation (`:`, `->`, `(`, `[`, ...),
    /// written between backquotes.
    Literal(Box<str>),
    /// `` ` ` ``: one space.
    Space,
    /// ``` `` ```: no space where one would be printed.
    NoSpace,
    /// `` `\n` ``: a new line.
    Newline,
    /// `$name`.
    Variable(Variable),
    /// `operands`: all operands, comma-separated.
    Operands,
    /// `regions`: all regions, comma-separated.
    Regions,
    /// `successors`: all successors, comma-separated.
    Successors,
    /// `attr-dict` (`with_keyword`: `attr-dict-with-keyword`, printed after the word
    /// `attributes`).
    AttrDict {
        /// `attr-dict-with-keyword`.
        with_keyword: bool,
    },
    /// `prop-dict`: the properties not written elsewhere, as `<{...}>`.
    PropDict,
    /// `type(target)`; `qualified(type(...))` sets `qualified`.
    Type {
        /// Whose types.
        target: TypeTarget,
        /// Written with their dialect prefix.
        qualified: bool,
    },
    /// `qualified($attr)`: an attribute written with its dialect prefix.
    QualifiedAttribute(usize),
    /// `functional-type(inputs, results)`: `(i32, i32) -> i32`.
    FunctionalType {
        /// The input types.
        inputs: TypeTarget,
        /// The result types.
        results: TypeTarget,
    },
    /// `custom<Name>(args)`: a directive written in code, registered by name.
    Custom {
        /// The directive's name (`DynamicIndexList`).
        name: Box<str>,
        /// Its arguments, in order.
        args: Vec<CustomArg>,
    },
    /// `oilist(clause | clause ...)`: clauses in any order, each at most once.
    OIList(Vec<OIListClause>),
    /// `(then)^? : (else)?` — an optional group.
    Optional(OptionalGroup),
}

/// An argument of a `custom<...>(...)` directive.
///
/// `qualified(...)` around an argument is accepted and dropped: it changes nothing for
/// a directive written in code.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CustomArg {
    /// `$name` (an operand group, inherent attribute, region or successor): the
    /// directive parses and prints it.
    Variable(Variable),
    /// `ref(...)`: something an earlier element already parsed, passed read-only
    /// (`ref($name)` of an operand or attribute, `ref(type($name))`, `ref(attr-dict)`,
    /// `ref(operands)`, `ref(regions)`, `ref(successors)`, `ref(type(operands))`...).
    Ref(Box<CustomArg>),
    /// `type($name)` (types of an operand or result group; also `type(operands)` /
    /// `type(results)` under `ref`).
    Type(TypeTarget),
    /// `attr-dict` (or `attr-dict-with-keyword`): the directive parses and prints the
    /// attribute dictionary.
    AttrDict,
    /// `operands`, only under `ref`.
    Operands,
    /// `regions`, only under `ref`.
    Regions,
    /// `successors`, only under `ref`.
    Successors,
    /// A string passed through (`"..."`, backslashes dropped as `mlir-tblgen` does): C++
    /// in MLIR, which the runtime's directive may read as it likes.
    String(Box<str>),
}

/// One clause of an `oilist`: a leading keyword and the elements after it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OIListClause {
    /// The keyword that starts the clause.
    pub keyword: Box<str>,
    /// The elements after the keyword.
    pub elements: Vec<Element>,
}

/// An optional group `( ... )?`, with an optional else group `( ... ) : ( ... )?`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OptionalGroup {
    /// The elements printed when the anchor is present (when it is absent, for an
    /// `inverted` group).
    pub then_elements: Vec<Element>,
    /// The elements printed otherwise.
    pub else_elements: Vec<Element>,
    /// The anchor, the element marked `^`, whose presence decides the group (an
    /// optional or variadic operand group, an optional or default-valued attribute, a
    /// region, `type(...)` or `functional-type(...)` of such groups, a `custom`
    /// directive whose arguments are such): its index in `then_elements`, or in
    /// `else_elements` when `inverted`.
    pub anchor: usize,
    /// The anchor is in the else group: the then group is printed when it is absent.
    pub inverted: bool,
    /// The index in `then_elements` of the first element that is not whitespace: the
    /// one whose optional parse decides the group when parsing (a literal, a variable,
    /// or a `custom` directive).
    pub parse_start: usize,
}
