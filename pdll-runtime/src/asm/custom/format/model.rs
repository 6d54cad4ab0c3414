//! The format program: an op's ODS `assemblyFormat` read once into elements that the
//! format's parser and printer walk (MLIR's `OpFormatGen` elements, as data).
//!
//! Names are resolved when the program is built: a variable holds the index of the
//! operand group, result group, inherent attribute, region or successor of the op's
//! [`OpDefinition`](crate::dialect::OpDefinition) it names.

/// One op's assembly format.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FormatProgram {
    /// The top-level elements, in order.
    pub elements: Vec<Element>,
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
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CustomArg {
    /// `$name`: the directive parses and prints it.
    Variable(Variable),
    /// `ref($name)` or `ref(type($name))` ...: read only, already parsed.
    Ref(Box<CustomArg>),
    /// `type($name)` (types of operands or results).
    Type(TypeTarget),
    /// `attr-dict`.
    AttrDict,
    /// A string literal passed through (`"..."`).
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
    /// The elements printed when the anchor is present.
    pub then_elements: Vec<Element>,
    /// The elements printed when it is not.
    pub else_elements: Vec<Element>,
    /// The anchor: the element of `then_elements` (by index) marked `^`, whose
    /// presence decides the group (an optional or variadic operand group, an
    /// optional attribute, a region, `type(...)` of such a group, ...).
    pub anchor: usize,
    /// Whether the group is printed when the anchor is absent instead (a `UnitAttr`
    /// anchor in an else group).
    pub inverted: bool,
}
