//! The one table of TableGen's bang operators (`!add`, `!foreach`, ...): each
//! operator's name, the value it builds, how many operands it takes, whether a
//! `<type>` follows its name, and the type of its result. The lexer finds a
//! `!name` in it (as LLVM's `TGLexer::LexExclaim` does), the parser reads an
//! operator by its row, and the printer and the folder name an operator from it.

use crate::init::{BinOp, Context, TernOp, TyId, UnOp};

/// The value a bang operator builds (the node of [`crate::init::Node`] it makes).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum BangOp {
    /// `Node::Un`.
    Unary(UnOp),
    /// `Node::Bin`.
    Binary(BinOp),
    /// `Node::Tern`.
    Ternary(TernOp),
    /// `!isa<T>(x)`: `Node::IsA`.
    IsA,
    /// `!exists<T>(name)`: `Node::Exists`.
    Exists,
    /// `!cond(c: v, ...)`: `Node::Cond`.
    Cond,
    /// `!foldl(start, list, acc, x, expr)`: `Node::Fold`.
    Foldl,
}

/// How many operands an operator takes between its parentheses.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Arity {
    /// Exactly this many.
    Exactly(u8),
    /// At least the first, at most the second (`!substr(s, start)`, `!range(n)`).
    Between(u8, u8),
    /// This many or more: a binary operator given more folds them from the left
    /// (`!add(a, b, c)` is `!add(!add(a, b), c)`); `!cond` takes pairs.
    AtLeast(u8),
}

/// Whether a `<type>` follows the operator's name.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum TypeArg {
    /// No type: `!add(...)`.
    None,
    /// A type is required: `!cast<T>(...)`, `!isa<T>(...)`.
    Required,
    /// A record type may be given; any record when it is not (`!getdagop`).
    OptionalRecord,
}

/// A type an operator's result has whatever its operands.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Prim {
    Bit,
    Int,
    String,
    Dag,
    /// `list<int>` (`!range`).
    IntList,
}

impl Prim {
    /// The interned type.
    pub fn ty(self, cx: &mut Context) -> TyId {
        match self {
            Prim::Bit => cx.t_bit,
            Prim::Int => cx.t_int,
            Prim::String => cx.t_str,
            Prim::Dag => cx.t_dag,
            Prim::IntList => {
                let int = cx.t_int;
                cx.list_ty(int)
            }
        }
    }
}

/// The type rule of an operator's result.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum ResultType {
    /// Always this type.
    Fixed(Prim),
    /// The `<type>` written after the name (any record when an optional one is left out).
    Given,
    /// Worked out from the operands (the parser checks them as LLVM's does).
    FromOperands,
}

/// One row of the table.
#[derive(PartialEq, Eq, Debug)]
pub(crate) struct BangOperator {
    /// The name after `!`.
    pub name: &'static str,
    /// The value it builds.
    pub op: BangOp,
    /// How many operands it takes.
    pub arity: Arity,
    /// Whether a `<type>` follows the name.
    pub type_arg: TypeArg,
    /// The type of its result.
    pub result: ResultType,
}

impl BangOperator {
    /// Whether more operands than two fold from the left (`!strconcat(a, b, c)`).
    pub fn folds_left(&self) -> bool {
        matches!(self.arity, Arity::AtLeast(2)) && matches!(self.op, BangOp::Binary(_))
    }
}

const fn row(
    name: &'static str,
    op: BangOp,
    arity: Arity,
    type_arg: TypeArg,
    result: ResultType,
) -> BangOperator {
    BangOperator {
        name,
        op,
        arity,
        type_arg,
        result,
    }
}

const fn unary(name: &'static str, op: UnOp, result: ResultType) -> BangOperator {
    row(
        name,
        BangOp::Unary(op),
        Arity::Exactly(1),
        TypeArg::None,
        result,
    )
}

const fn binary(name: &'static str, op: BinOp, arity: Arity, result: ResultType) -> BangOperator {
    row(name, BangOp::Binary(op), arity, TypeArg::None, result)
}

const fn ternary(name: &'static str, op: TernOp, arity: Arity, result: ResultType) -> BangOperator {
    row(name, BangOp::Ternary(op), arity, TypeArg::None, result)
}

use Arity::{AtLeast, Between, Exactly};
use ResultType::{Fixed, FromOperands, Given};

/// Every bang operator of LLVM 19's TableGen, by family.
pub(crate) const BANG_OPERATORS: &[BangOperator] = &[
    // Integers and bits.
    binary("add", BinOp::Add, AtLeast(2), Fixed(Prim::Int)),
    binary("sub", BinOp::Sub, Exactly(2), Fixed(Prim::Int)),
    binary("mul", BinOp::Mul, AtLeast(2), Fixed(Prim::Int)),
    binary("div", BinOp::Div, Exactly(2), Fixed(Prim::Int)),
    binary("and", BinOp::And, AtLeast(2), Fixed(Prim::Int)),
    binary("or", BinOp::Or, AtLeast(2), Fixed(Prim::Int)),
    binary("xor", BinOp::Xor, AtLeast(2), Fixed(Prim::Int)),
    binary("shl", BinOp::Shl, Exactly(2), Fixed(Prim::Int)),
    binary("sra", BinOp::Sra, Exactly(2), Fixed(Prim::Int)),
    binary("srl", BinOp::Srl, Exactly(2), Fixed(Prim::Int)),
    unary("not", UnOp::Not, Fixed(Prim::Int)),
    unary("logtwo", UnOp::Log2, Fixed(Prim::Int)),
    // Comparisons and selection.
    binary("eq", BinOp::Eq, Exactly(2), Fixed(Prim::Bit)),
    binary("ne", BinOp::Ne, Exactly(2), Fixed(Prim::Bit)),
    binary("le", BinOp::Le, Exactly(2), Fixed(Prim::Bit)),
    binary("lt", BinOp::Lt, Exactly(2), Fixed(Prim::Bit)),
    binary("ge", BinOp::Ge, Exactly(2), Fixed(Prim::Bit)),
    binary("gt", BinOp::Gt, Exactly(2), Fixed(Prim::Bit)),
    ternary("if", TernOp::If, Exactly(3), FromOperands),
    row(
        "cond",
        BangOp::Cond,
        AtLeast(1),
        TypeArg::None,
        FromOperands,
    ),
    // Strings.
    binary(
        "strconcat",
        BinOp::StrConcat,
        AtLeast(2),
        Fixed(Prim::String),
    ),
    binary(
        "interleave",
        BinOp::Interleave,
        Exactly(2),
        Fixed(Prim::String),
    ),
    ternary("subst", TernOp::Subst, Exactly(3), FromOperands),
    ternary("substr", TernOp::Substr, Between(2, 3), Fixed(Prim::String)),
    ternary("find", TernOp::Find, Between(2, 3), Fixed(Prim::Int)),
    unary("tolower", UnOp::ToLower, Fixed(Prim::String)),
    unary("toupper", UnOp::ToUpper, Fixed(Prim::String)),
    unary("repr", UnOp::Repr, Fixed(Prim::String)),
    // Lists (`!size` and `!empty` also take strings and dags).
    binary("listconcat", BinOp::ListConcat, AtLeast(2), FromOperands),
    binary("listsplat", BinOp::ListSplat, Exactly(2), FromOperands),
    binary("listremove", BinOp::ListRemove, Exactly(2), FromOperands),
    unary("head", UnOp::Head, FromOperands),
    unary("tail", UnOp::Tail, FromOperands),
    unary("size", UnOp::Size, Fixed(Prim::Int)),
    unary("empty", UnOp::Empty, Fixed(Prim::Int)),
    ternary("foreach", TernOp::Foreach, Exactly(3), FromOperands),
    ternary("filter", TernOp::Filter, Exactly(3), FromOperands),
    row(
        "foldl",
        BangOp::Foldl,
        Exactly(5),
        TypeArg::None,
        FromOperands,
    ),
    ternary("range", TernOp::Range, Between(1, 3), Fixed(Prim::IntList)),
    // Dags.
    binary("con", BinOp::Concat, AtLeast(2), Fixed(Prim::Dag)),
    ternary("dag", TernOp::Dag, Exactly(3), Fixed(Prim::Dag)),
    row(
        "getdagop",
        BangOp::Unary(UnOp::GetDagOp),
        Exactly(1),
        TypeArg::OptionalRecord,
        Given,
    ),
    row(
        "getdagarg",
        BangOp::Binary(BinOp::GetDagArg),
        Exactly(2),
        TypeArg::Required,
        Given,
    ),
    binary(
        "getdagname",
        BinOp::GetDagName,
        Exactly(2),
        Fixed(Prim::String),
    ),
    binary("setdagop", BinOp::SetDagOp, Exactly(2), Fixed(Prim::Dag)),
    ternary("setdagarg", TernOp::SetDagArg, Exactly(3), Fixed(Prim::Dag)),
    ternary(
        "setdagname",
        TernOp::SetDagName,
        Exactly(3),
        Fixed(Prim::Dag),
    ),
    // Types and records.
    row(
        "cast",
        BangOp::Unary(UnOp::Cast),
        Exactly(1),
        TypeArg::Required,
        Given,
    ),
    row(
        "isa",
        BangOp::IsA,
        Exactly(1),
        TypeArg::Required,
        Fixed(Prim::Int),
    ),
    row(
        "exists",
        BangOp::Exists,
        Exactly(1),
        TypeArg::Required,
        Fixed(Prim::Int),
    ),
];

/// The operator named `!name`, if TableGen has one.
pub(crate) fn lookup(name: &str) -> Option<&'static BangOperator> {
    BANG_OPERATORS.iter().find(|b| b.name == name)
}

/// No row (the three binary nodes written without a name: `l[i]`, `l[i, j]`,
/// `a...b`).
const NO_ROW: u8 = u8::MAX;

/// For each variant of an operator family (by its discriminant), its row in
/// [`BANG_OPERATORS`]: the printer names operators in constant time. Made at
/// compile time from the table; a variant without a row (`NO_ROW`) where
/// `allow_missing` does not allow it fails the build.
const fn rows<const N: usize>(family: u8, allow_missing: &[usize]) -> [u8; N] {
    let mut rows = [NO_ROW; N];
    let mut i = 0;
    while i < BANG_OPERATORS.len() {
        let (f, k) = match BANG_OPERATORS[i].op {
            BangOp::Unary(op) => (0, op as usize),
            BangOp::Binary(op) => (1, op as usize),
            BangOp::Ternary(op) => (2, op as usize),
            BangOp::IsA => (3, 0),
            BangOp::Exists => (3, 1),
            BangOp::Cond => (3, 2),
            BangOp::Foldl => (3, 3),
        };
        if f == family {
            assert!(rows[k] == NO_ROW, "an operator with two rows");
            rows[k] = i as u8;
        }
        i += 1;
    }
    let mut k = 0;
    while k < N {
        let mut allowed = false;
        let mut j = 0;
        while j < allow_missing.len() {
            allowed |= allow_missing[j] == k;
            j += 1;
        }
        assert!(rows[k] != NO_ROW || allowed, "an operator without a row");
        k += 1;
    }
    rows
}

const UNARY_ROWS: [u8; 11] = rows(0, &[]);
const BINARY_ROWS: [u8; 28] = rows(
    1,
    &[
        BinOp::ListElem as usize,
        BinOp::ListSlice as usize,
        BinOp::RangeC as usize,
    ],
);
const TERNARY_ROWS: [u8; 10] = rows(2, &[]);
const OTHER_ROWS: [u8; 4] = rows(3, &[]);

impl BangOp {
    /// The operator's row (none for `BinOp::ListElem`, `ListSlice`, `RangeC`,
    /// which are written without a bang operator: asking for theirs panics).
    pub fn operator(self) -> &'static BangOperator {
        let row = match self {
            BangOp::Unary(op) => UNARY_ROWS[op as usize],
            BangOp::Binary(op) => BINARY_ROWS[op as usize],
            BangOp::Ternary(op) => TERNARY_ROWS[op as usize],
            BangOp::IsA => OTHER_ROWS[0],
            BangOp::Exists => OTHER_ROWS[1],
            BangOp::Cond => OTHER_ROWS[2],
            BangOp::Foldl => OTHER_ROWS[3],
        };
        &BANG_OPERATORS[row as usize]
    }

    /// The operator's name, without the `!`.
    pub fn name(self) -> &'static str {
        self.operator().name
    }
}

impl UnOp {
    /// The name of the operator, without the `!`.
    pub fn name(self) -> &'static str {
        BangOp::Unary(self).name()
    }
}

impl BinOp {
    /// The name of the operator, without the `!`; `None` for the binary nodes
    /// written without one (`l[i]`, `l[i, j]`, `a...b`).
    pub fn name(self) -> Option<&'static str> {
        match self {
            BinOp::ListElem | BinOp::ListSlice | BinOp::RangeC => None,
            _ => Some(BangOp::Binary(self).name()),
        }
    }
}

impl TernOp {
    /// The name of the operator, without the `!`.
    pub fn name(self) -> &'static str {
        BangOp::Ternary(self).name()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_unique_and_every_operator_has_a_row() {
        for (k, b) in BANG_OPERATORS.iter().enumerate() {
            assert!(
                BANG_OPERATORS[..k]
                    .iter()
                    .all(|o| o.name != b.name && o.op != b.op),
                "!{} is in the table twice",
                b.name
            );
            assert_eq!(lookup(b.name), Some(b));
        }
        let unary = [
            UnOp::Cast,
            UnOp::Not,
            UnOp::Head,
            UnOp::Tail,
            UnOp::Size,
            UnOp::Empty,
            UnOp::GetDagOp,
            UnOp::Log2,
            UnOp::Repr,
            UnOp::ToLower,
            UnOp::ToUpper,
        ];
        let ternary = [
            TernOp::Subst,
            TernOp::Foreach,
            TernOp::Filter,
            TernOp::If,
            TernOp::Dag,
            TernOp::Substr,
            TernOp::Find,
            TernOp::SetDagArg,
            TernOp::SetDagName,
            TernOp::Range,
        ];
        let named_binary = BANG_OPERATORS
            .iter()
            .filter(|b| matches!(b.op, BangOp::Binary(_)))
            .count();
        // Every BinOp but the three written without a name (`l[i]`, `l[i, j]`, `a...b`).
        assert_eq!(named_binary, 25);
        for op in unary {
            assert_eq!(BangOp::Unary(op).operator().op, BangOp::Unary(op));
        }
        for op in ternary {
            assert_eq!(BangOp::Ternary(op).operator().op, BangOp::Ternary(op));
        }
        assert_eq!(BANG_OPERATORS.len(), 11 + 25 + 10 + 4);
        assert_eq!(lookup("frob"), None);
    }
}
