//! What generated pattern sets need from the runtime and users do not: re-exported as
//! `pdll_runtime::__private` (hidden from the docs, as serde's `__private`), so that the
//! crate root stays the API a person writes against. Nothing here is stable.

use crate::attributes::Attribute;
pub use crate::case_table::CaseTable;
use crate::context::Context;
pub use crate::driver::fixpoint::RootCones;
use crate::ident::Identifier;
use crate::ir::{Op, OpName};
use crate::pattern::{Match, PatternInfo};
use crate::types::Type;

/// Reads one element of `table` per 64 bytes (a cache line), front to back: what a
/// generated set's [`crate::PatternSet::warm_up`] does with each of its tables.
pub fn touch<T: Copy>(table: &[T]) {
    let step = (64 / std::mem::size_of::<T>().max(1)).max(1);
    for element in table.iter().step_by(step) {
        std::hint::black_box(*element);
    }
}

/// Appends a match with no captures yet to `out` and returns it, for the captures to
/// be pushed in place. Generated matchers record matches this way: the `Match` is built
/// in this small function's frame and moved into `out`'s buffer, so a matcher with a
/// thousand successes does not keep a thousand `Match` temporaries (about 300 bytes
/// each) in its own stack frame.
#[inline(never)]
pub fn push_match(out: &mut Vec<Match>, pattern: usize, benefit: u16, root: Op) -> &mut Match {
    out.push(Match::new(pattern, benefit, root));
    let last = out.len() - 1;
    &mut out[last]
}

/// Interns a generated set's op names, in order (its `new`: one call, the names a
/// table, rather than a call per name).
pub fn intern_op_names<const N: usize>(ctx: &mut Context, names: &[&str; N]) -> [OpName; N] {
    std::array::from_fn(|i| ctx.intern_op_name(names[i]))
}

/// Interns a generated set's attribute names, in order.
pub fn intern_idents<const N: usize>(ctx: &mut Context, names: &[&str; N]) -> [Identifier; N] {
    std::array::from_fn(|i| ctx.intern_ident(names[i]))
}

/// Parses a generated set's type literals, in order. The compiler checked each with the
/// same parser, so a failure is a bug: it panics naming the literal.
pub fn parse_types<const N: usize>(ctx: &mut Context, texts: &[&str; N]) -> [Type; N] {
    parse_literals(texts, "type", |text| ctx.parse_type(text))
}

/// Parses a generated set's attribute literals, in order (see [`parse_types`]).
pub fn parse_attributes<const N: usize>(ctx: &mut Context, texts: &[&str; N]) -> [Attribute; N] {
    parse_literals(texts, "attribute", |text| ctx.parse_attribute(text))
}

/// Each of `texts` through `parse`; a failure panics naming the `kind` of literal.
fn parse_literals<T, E: std::fmt::Display, const N: usize>(
    texts: &[&str; N],
    kind: &str,
    mut parse: impl FnMut(&str) -> Result<T, E>,
) -> [T; N] {
    std::array::from_fn(|i| {
        parse(texts[i]).unwrap_or_else(|e| {
            panic!(
                "pdll: {kind} literal `{}` was checked at compile time but does not parse: {e}",
                texts[i]
            )
        })
    })
}

/// One case of a generated matcher's shared method: the pattern and benefit of each of
/// its `L` successes, and the interned slot of each of its `K` constants (a row of the
/// `const` table the method's switch arm reads).
pub type CaseRow<const L: usize, const K: usize> = ([(u32, u16); L], [u32; K]);

/// The switch table on op names of a generated matcher: the op name `op_names[slots[k]]`
/// is case `k + 1`.
pub fn op_name_table(op_names: &[OpName], slots: &[u32]) -> CaseTable {
    case_table(slots, |slot| op_names[slot].ident().index())
}

/// The switch table on attribute values of a generated matcher: the attribute
/// `attrs[slots[k]]` is case `k + 1`.
pub fn attribute_table(attrs: &[Attribute], slots: &[u32]) -> CaseTable {
    case_table(slots, |slot| attrs[slot].index())
}

fn case_table(slots: &[u32], index: impl Fn(usize) -> u32) -> CaseTable {
    let entries: Vec<(u32, u16)> = slots
        .iter()
        .enumerate()
        .map(|(k, &slot)| {
            let case = u16::try_from(k + 1).expect("a switch table has at most 65535 cases");
            (index(slot as usize), case)
        })
        .collect();
    CaseTable::new(&entries)
}

/// One pattern of a generated set, a row of the table its `new` reads (a `const`, so
/// that a set of ten thousand patterns is data, not code): what becomes the pattern's
/// [`PatternInfo`] and its [`MatchFootprint`], with op names as slots of the set's
/// table of op names.
#[derive(Clone, Copy, Debug)]
pub struct PatternRow {
    name: &'static str,
    benefit: u16,
    bounded_recursion: bool,
    root: Option<u32>,
    cone: Option<OperandCone>,
    operand_lists_of: Option<&'static [u32]>,
}

impl PatternRow {
    /// A pattern named `name` with `benefit`, any root, no recursion flag, reading
    /// everything the set's bound allows.
    pub const fn new(name: &'static str, benefit: u16) -> Self {
        PatternRow {
            name,
            benefit,
            bounded_recursion: false,
            root: None,
            cone: None,
            operand_lists_of: None,
        }
    }

    /// The root op name, as its slot in the set's op names.
    pub const fn root(mut self, slot: u32) -> Self {
        self.root = Some(slot);
        self
    }

    /// PDLL's `recursion` flag.
    pub const fn bounded_recursion(mut self) -> Self {
        self.bounded_recursion = true;
        self
    }

    /// See [`MatchFootprint::with_operand_cone`].
    pub const fn operand_cone(mut self, ops: u32, operand_lists: u32) -> Self {
        let operand_lists = if operand_lists < ops {
            operand_lists
        } else {
            ops
        };
        self.cone = Some(OperandCone { ops, operand_lists });
        self
    }

    /// See [`MatchFootprint::with_operand_lists_of`], as slots in the set's op names.
    pub const fn operand_lists_of(mut self, slots: &'static [u32]) -> Self {
        self.operand_lists_of = Some(slots);
        self
    }
}

/// The pattern infos and footprints of a generated set, from its table of patterns;
/// `names` are the texts of the set's op names and `op_names` the same interned.
pub fn pattern_tables(
    rows: &[PatternRow],
    names: &[&'static str],
    op_names: &[OpName],
) -> (Vec<PatternInfo>, Vec<MatchFootprint>) {
    let mut infos = Vec::with_capacity(rows.len());
    let mut footprints = Vec::with_capacity(rows.len());
    for row in rows {
        let mut info = PatternInfo::new(row.name, row.benefit);
        if let Some(slot) = row.root {
            info = info.with_root(names[slot as usize]);
        }
        if row.bounded_recursion {
            info = info.with_bounded_recursion(true);
        }
        infos.push(info);
        footprints.push(MatchFootprint {
            root: row.root.map(|slot| op_names[slot as usize]),
            cone: row.cone,
            operand_lists_of: row
                .operand_lists_of
                .map(|slots| slots.iter().map(|&s| op_names[s as usize]).collect()),
        });
    }
    (infos, footprints)
}

/// What a matcher reads of the ops above its root, reached from an operand to the op
/// defining it, in steps from the root (0: the root itself). See
/// [`crate::MatchReach`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct OperandCone {
    /// The deepest op whose name, attributes or results the matcher reads; the type of
    /// an operand counts as part of the op defining it.
    pub ops: u32,
    /// The deepest op whose operands the matcher reads (at most `ops`).
    pub operand_lists: u32,
}

/// What one pattern's matcher reads, for the driver's fixpoint proof
/// ([`crate::driver`]): the facts a set declaring [`crate::MatchReach::Operands`] gives
/// per pattern through [`crate::PatternSet::footprints`], with its names interned
/// (generated sets build them in `new`), so the proof never looks a name up by text.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct MatchFootprint {
    /// The root op name, if the pattern only matches ops with that name.
    pub root: Option<OpName>,
    /// What the matcher reads above its root; `None`: all that the set's
    /// [`crate::MatchReach`] bound allows.
    pub cone: Option<OperandCone>,
    /// The names of the ops above the root whose operand lists the matcher reads, when
    /// they are all fixed: a change of the operands of an op with another name cannot
    /// change its matches. `None`: any op's.
    pub operand_lists_of: Option<Box<[OpName]>>,
}

impl MatchFootprint {
    /// A footprint rooted at `root` (or any op), reading everything the set's bound
    /// allows.
    pub fn new(root: Option<OpName>) -> Self {
        MatchFootprint {
            root,
            ..MatchFootprint::default()
        }
    }

    /// Sets [`MatchFootprint::cone`]: the deepest op whose name, attributes or results
    /// the matcher reads, and the deepest op whose operands it reads.
    pub fn with_operand_cone(mut self, ops: u32, operand_lists: u32) -> Self {
        self.cone = Some(OperandCone {
            ops,
            operand_lists: operand_lists.min(ops),
        });
        self
    }

    /// Sets [`MatchFootprint::operand_lists_of`].
    pub fn with_operand_lists_of(mut self, names: &[OpName]) -> Self {
        self.operand_lists_of = Some(names.into());
        self
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Context, Ir};

    #[test]
    fn pushed_matches_are_filled_in_place() {
        let (mut ctx, mut ir) = (Context::new(), Ir::new());
        let name = ctx.intern_op_name("t.a");
        let op = ir.create_simple_op(name, &[], &[], None);
        let mut out = Vec::new();
        push_match(&mut out, 3, 7, op)
            .captures
            .push(crate::Captured::Op(op));
        assert_eq!(out.len(), 1);
        assert_eq!((out[0].pattern, out[0].benefit, out[0].root), (3, 7, op));
        assert_eq!(out[0].op(0), op);
    }

    #[test]
    fn tables_of_a_generated_set_build_what_its_new_did() {
        let mut ctx = Context::new();
        let names = ["t.a", "t.b", "t.c"];
        let op_names = intern_op_names(&mut ctx, &names);
        assert_eq!(op_names[1], ctx.intern_op_name("t.b"));
        let attrs = parse_attributes(&mut ctx, &["1 : i32", "unit"]);
        assert_eq!(attrs[0], ctx.parse_attribute("1 : i32").unwrap());
        let types = parse_types(&mut ctx, &["i32"]);
        assert_eq!(types[0], ctx.parse_type("i32").unwrap());
        let idents = intern_idents(&mut ctx, &["value"]);
        assert_eq!(idents[0], ctx.intern_ident("value"));
        let table = op_name_table(&op_names, &[2, 0]);
        assert_eq!(table.case(op_names[2].ident().index()), 1);
        assert_eq!(table.case(op_names[0].ident().index()), 2);
        assert_eq!(table.case(op_names[1].ident().index()), 0);
        let table = attribute_table(&attrs, &[1]);
        assert_eq!(table.case(attrs[1].index()), 1);
        const ROWS: &[PatternRow] = &[
            PatternRow::new("P", 2)
                .root(1)
                .operand_cone(2, 3)
                .operand_lists_of(&[2]),
            PatternRow::new("Q", 0).bounded_recursion(),
        ];
        let (infos, footprints) = pattern_tables(ROWS, &names, &op_names);
        assert_eq!((infos[0].name.as_ref(), infos[0].benefit), ("P", 2));
        assert_eq!(infos[0].root.as_deref(), Some("t.b"));
        assert!(!infos[0].has_bounded_recursion && infos[1].has_bounded_recursion);
        assert_eq!(infos[1].root, None);
        assert_eq!(
            footprints[0],
            MatchFootprint::new(Some(op_names[1]))
                .with_operand_cone(2, 3)
                .with_operand_lists_of(&[op_names[2]])
        );
        assert_eq!(footprints[1], MatchFootprint::new(None));
    }

    #[test]
    #[should_panic(expected = "attribute literal `1 :` was checked at compile time")]
    fn a_literal_that_does_not_parse_panics_naming_it() {
        parse_attributes(&mut Context::new(), &["1 :"]);
    }

    #[test]
    fn a_cone_never_reads_operand_lists_deeper_than_ops() {
        let f = MatchFootprint::new(None).with_operand_cone(1, 3);
        assert_eq!(
            f.cone,
            Some(OperandCone {
                ops: 1,
                operand_lists: 1
            })
        );
        assert_eq!(f.operand_lists_of, None);
    }
}
