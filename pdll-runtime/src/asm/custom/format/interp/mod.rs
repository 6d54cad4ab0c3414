//! The format program interpreted both ways: [`DeclarativeSyntax`] is the
//! [`OpSyntax`] of an op with a declarative format, reading and printing what
//! mlir-tblgen's generated parser and printer read and print.
//!
//! The printer's spacing is decided once, as mlir-tblgen decides it while generating
//! code: walking the elements in order (an optional group's then-elements, then its
//! else-elements) with two flags, whatever is present at run time.

use super::model::{
    CustomArg, Element, FormatProgram, OIListClause, OptionalGroup, TypeRef, TypeSource,
    TypeTarget, Variable,
};
use super::types::apply_transform;
use crate::asm::custom::{
    CustomParser, CustomPrinter, Delimiter, DirectiveArg, OpSyntax, ParsedOp, UnresolvedOperand,
};
use crate::asm::lexer::TokenKind;
use crate::asm::parser::PResult;
use crate::attributes::{AttrKind, Attribute};
use crate::dialect::{
    AttrSyntax, GroupKind, OpDefinition, OpTrait, OPERAND_SEGMENT_SIZES, RESULT_SEGMENT_SIZES,
};
use crate::ident::Identifier;
use crate::ir::{Block, Op, OpName, Region, Value};
use crate::types::Type;
use crate::Context;
use smallvec::{smallvec, SmallVec};
use std::sync::OnceLock;

/// The syntax of an op with a declarative format.
pub(crate) struct DeclarativeSyntax {
    def: OpDefinition,
    program: FormatProgram,
    steps: Vec<Step>,
    implicit_terminator: bool,
    /// The names of the custom directives the format uses.
    directives: Vec<Box<str>>,
    /// The format has `prop-dict`.
    has_prop_dict: bool,
    /// The op has `AttrSizedOperandSegments` / `AttrSizedResultSegments`.
    operand_segments: bool,
    result_segments: bool,
    /// Every operand (result) group is a single value: the groups are the values.
    single_operands: bool,
    single_results: bool,
    /// What the syntax uses of the context it is registered in (names interned,
    /// types parsed), prepared once then ([`DeclarativeSyntax::prepare`]); in another
    /// context it is worked out per op.
    prepared: OnceLock<Prepared>,
}

/// What a declarative syntax uses of one context: the names, types and attributes
/// its definition writes as text, interned once instead of per op. Made when the op
/// is registered ([`Prepared::new`]), or, for a syntax used in a context it was not
/// registered in, per op ([`Prepared::new`] while parsing, [`Prepared::lookup`]
/// while printing: names that context never interned are [`NO_IDENT`], which no
/// attribute an op holds has).
pub(super) struct Prepared {
    /// The context's [`Context::id`].
    ctx: u64,
    /// What the context had interned once this was prepared (see
    /// [`Context::may_use`]).
    marks: crate::interner::Marks,
    /// Per inherent attribute of the definition: its name.
    attr_ids: Vec<Identifier>,
    /// Per inherent attribute: the type its syntax reads it with (`WithoutType`,
    /// `IntEnum`), or why that type does not parse.
    attr_types: Vec<Option<Result<Type, String>>>,
    /// Per inherent attribute of `IntEnum` syntax: per case, its attribute (`2 :
    /// i64`), or why it does not parse.
    enum_cases: Vec<Vec<Result<Attribute, String>>>,
    /// Per inherent attribute of `Dialect` or `DialectEnum` syntax: the dialect's and
    /// the mnemonic's names.
    dialect_names: Vec<Option<(Identifier, Identifier)>>,
    /// Per inherent attribute of `DialectEnum` syntax: per case, its attribute.
    dialect_enum_cases: Vec<Vec<Attribute>>,
    /// Per inherent attribute: its default value, as the op's registration holds it.
    defaults: Vec<Option<Attribute>>,
    /// Per operand group: its buildable type, or why it does not parse.
    operand_buildable: Vec<Option<Result<Type, String>>>,
    /// Per result group: its buildable type, or why it does not parse.
    result_buildable: Vec<Option<Result<Type, String>>>,
    /// Per operand group of groups: the name of its inner sizes' attribute.
    inner_segments: Vec<Option<Identifier>>,
    /// `operandSegmentSizes`.
    operand_segments: Identifier,
    /// The implicit terminator's name.
    terminator: Option<OpName>,
    /// The unit attribute (`None` when not interned: only while printing).
    unit: Option<Attribute>,
    /// The names `attr-dict` leaves out whatever the op holds: the attributes the
    /// format writes elsewhere and the segment sizes (see [`DeclarativeSyntax::elided_attrs`]).
    elided: Vec<Identifier>,
}

/// A name no context interns (see [`Prepared`]).
pub(super) const NO_IDENT: Identifier = Identifier(u32::MAX);

impl Prepared {
    /// Everything interned in `ctx`.
    fn new(s: &DeclarativeSyntax, ctx: &mut Context) -> Prepared {
        let def = &s.def;
        let mut p = Prepared::lookup(s, ctx);
        p.attr_ids = def
            .attributes
            .iter()
            .map(|a| ctx.intern_ident(&a.name))
            .collect();
        let parse_type =
            |ctx: &mut Context, text: &str| ctx.parse_type(text).map_err(|e| e.message);
        p.attr_types = def
            .attributes
            .iter()
            .map(|a| match &a.syntax {
                AttrSyntax::WithoutType(ty) | AttrSyntax::IntEnum { ty, .. } => {
                    Some(parse_type(ctx, ty))
                }
                _ => None,
            })
            .collect();
        p.enum_cases = def
            .attributes
            .iter()
            .zip(&p.attr_types)
            .map(|(a, ty)| match (&a.syntax, ty) {
                (AttrSyntax::IntEnum { cases, .. }, Some(Ok(ty))) => {
                    let ty = ctx.type_to_string(*ty);
                    cases
                        .iter()
                        .map(|c| {
                            ctx.parse_attribute(&format!("{} : {ty}", c.value))
                                .map_err(|e| e.message)
                        })
                        .collect()
                }
                _ => Vec::new(),
            })
            .collect();
        p.dialect_names = def
            .attributes
            .iter()
            .map(|a| match &a.syntax {
                AttrSyntax::Dialect { dialect, mnemonic }
                | AttrSyntax::DialectEnum {
                    dialect, mnemonic, ..
                } => Some((ctx.intern_ident(dialect), ctx.intern_ident(mnemonic))),
                _ => None,
            })
            .collect();
        p.dialect_enum_cases = def
            .attributes
            .iter()
            .map(|a| match &a.syntax {
                AttrSyntax::DialectEnum {
                    dialect,
                    mnemonic,
                    cases,
                } => {
                    let dialect = ctx.intern_ident(dialect);
                    cases
                        .iter()
                        .map(|c| {
                            ctx.intern_attr(AttrKind::Opaque {
                                dialect,
                                body: format!("<{mnemonic} {}>", c.keyword),
                            })
                        })
                        .collect()
                }
                _ => Vec::new(),
            })
            .collect();
        p.defaults = def
            .attributes
            .iter()
            .map(|a| {
                a.default_value
                    .as_deref()
                    .and_then(|text| ctx.parse_attribute(text).ok())
            })
            .collect();
        let buildable = |ctx: &mut Context, groups: &[crate::dialect::ValueGroup]| {
            groups
                .iter()
                .map(|g| g.buildable_type.as_deref().map(|t| parse_type(ctx, t)))
                .collect()
        };
        p.operand_buildable = buildable(ctx, &def.operands);
        p.result_buildable = buildable(ctx, &def.results);
        p.inner_segments = def
            .operands
            .iter()
            .map(|g| g.segments.as_deref().map(|n| ctx.intern_ident(n)))
            .collect();
        p.operand_segments = ctx.intern_ident(OPERAND_SEGMENT_SIZES);
        p.terminator = s.terminator_name().map(|n| ctx.intern_op_name(n));
        p.unit = Some(ctx.intern_attr(AttrKind::Unit));
        p.elided = s
            .elided_names()
            .iter()
            .map(|n| ctx.intern_ident(n))
            .collect();
        p.marks = ctx.interner.marks();
        p
    }

    /// What printing needs, looked up in `ctx` without interning anything.
    fn lookup(s: &DeclarativeSyntax, ctx: &Context) -> Prepared {
        let def = &s.def;
        let id = |n: &str| ctx.lookup_ident(n).unwrap_or(NO_IDENT);
        let attr_ids: Vec<Identifier> = def.attributes.iter().map(|a| id(&a.name)).collect();
        // The defaults of the op registered under this name.
        let registered = ctx
            .lookup_op_name(&def.name)
            .and_then(|name| ctx.dialect.get(name));
        let defaults = attr_ids
            .iter()
            .map(|&n| registered.and_then(|r| r.defaults.iter().find(|d| d.0 == n).map(|d| d.1)))
            .collect();
        let n_attrs = def.attributes.len();
        Prepared {
            ctx: ctx.id,
            marks: ctx.interner.marks(),
            attr_types: vec![None; n_attrs],
            enum_cases: vec![Vec::new(); n_attrs],
            dialect_names: vec![None; n_attrs],
            dialect_enum_cases: vec![Vec::new(); n_attrs],
            defaults,
            operand_buildable: vec![None; def.operands.len()],
            result_buildable: vec![None; def.results.len()],
            inner_segments: def
                .operands
                .iter()
                .map(|g| g.segments.as_deref().map(id))
                .collect(),
            operand_segments: id(OPERAND_SEGMENT_SIZES),
            terminator: s.terminator_name().and_then(|n| ctx.lookup_op_name(n)),
            unit: None,
            elided: s.elided_names().iter().map(|n| id(n)).collect(),
            attr_ids,
        }
    }
}

impl DeclarativeSyntax {
    /// The syntax of `def` from its checked format program; `Err`: what the
    /// interpreter cannot do with it.
    pub(crate) fn new(program: FormatProgram, def: &OpDefinition) -> Result<Self, String> {
        let mut directives = Vec::new();
        let mut has_prop_dict = false;
        walk(&program.elements, &mut |e| match e {
            Element::Custom { name, .. } => directives.push(name.clone()),
            Element::PropDict => has_prop_dict = true,
            _ => {}
        });
        let mut spacing = Spacing::start();
        let steps = plan(&program.elements, &mut spacing, def);
        let implicit_terminator = def
            .traits
            .iter()
            .any(|t| matches!(t, OpTrait::SingleBlockImplicitTerminator(_)));
        Ok(DeclarativeSyntax {
            def: def.clone(),
            program,
            steps,
            implicit_terminator,
            directives,
            has_prop_dict,
            operand_segments: def.operand_segments_attr().is_some(),
            result_segments: def.result_segments_attr().is_some(),
            single_operands: def.operands.iter().all(|g| g.kind == GroupKind::Single),
            single_results: def.results.iter().all(|g| g.kind == GroupKind::Single),
            prepared: OnceLock::new(),
        })
    }

    /// Prepares the syntax for `ctx`, the context it is registered in (see
    /// [`Prepared`]).
    pub(crate) fn prepare(&self, ctx: &mut Context) {
        if self.prepared.get().is_none() {
            let _ = self.prepared.set(Prepared::new(self, ctx));
        }
    }

    /// What the syntax prepared for `ctx`, if it was prepared for it.
    fn prepared_for(&self, ctx: &Context) -> Option<&Prepared> {
        self.prepared.get().filter(|p| ctx.may_use(p.ctx, p.marks))
    }

    fn terminator_name(&self) -> Option<&str> {
        self.def.traits.iter().find_map(|t| match t {
            OpTrait::SingleBlockImplicitTerminator(n) => Some(n.as_ref()),
            _ => None,
        })
    }

    /// The names `attr-dict` leaves out whatever the op holds: the inherent
    /// attributes the format writes elsewhere, and the segment sizes (unless the
    /// format writes all operands, or all result types, as one list).
    fn elided_names(&self) -> Vec<&str> {
        let mut elided: Vec<&str> = self
            .program
            .used_attributes
            .iter()
            .map(|&i| self.def.attributes[i].name.as_ref())
            .collect();
        if !self.program.all_operands && self.def.operand_segments_attr().is_some() {
            elided.push(OPERAND_SEGMENT_SIZES);
        }
        elided.extend(
            self.def
                .operands
                .iter()
                .filter_map(|g| g.segments.as_deref()),
        );
        if !self.program.all_result_types && self.def.result_segments_attr().is_some() {
            elided.push(RESULT_SEGMENT_SIZES);
        }
        elided
    }
}

/// Calls `f` on every element, nested ones included.
fn walk(elements: &[Element], f: &mut impl FnMut(&Element)) {
    for e in elements {
        f(e);
        match e {
            Element::Optional(g) => {
                walk(&g.then_elements, f);
                walk(&g.else_elements, f);
            }
            Element::OIList(cs) => {
                for c in cs {
                    walk(&c.elements, f);
                }
            }
            _ => {}
        }
    }
}

impl OpSyntax for DeclarativeSyntax {
    fn parse(&self, p: &mut CustomParser<'_, '_, '_>, op: &mut ParsedOp) -> PResult<()> {
        self.read(p, op)
    }

    fn print(&self, p: &mut CustomPrinter<'_, '_>, op: Op) {
        let looked_up;
        let prepared = match self.prepared_for(p.ctx()) {
            Some(prepared) => prepared,
            None => {
                looked_up = Prepared::lookup(self, p.ctx());
                &looked_up
            }
        };
        let v = self.view(p.ctx(), p.ir(), op, prepared);
        self.print_steps(p, &v, &self.steps);
    }

    fn can_print(&self, ctx: &Context) -> bool {
        self.directives
            .iter()
            .all(|d| ctx.syntax.directive(d).is_some())
    }
}

mod plan;
mod print;
mod read;
#[cfg(test)]
mod tests;

pub(crate) use read::Reading;

use plan::{oilist_unit_attr, plan, Spacing, Step};
