//! The format program interpreted both ways: [`DeclarativeSyntax`] is the
//! [`OpSyntax`] of an op with a declarative format, reading and printing what
//! mlir-tblgen's generated parser and printer read and print.
//!
//! The printer's spacing is decided once, as mlir-tblgen decides it while generating
//! code: walking the elements in order (an optional group's then-elements, then its
//! else-elements) with two flags, whatever is present at run time.

use super::model::{
    CustomArg, Element, FormatProgram, OptionalGroup, TypeRef, TypeSource, TypeTarget, Variable,
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
use crate::ir::{Block, Op, Region, Value};
use crate::types::Type;
use crate::Context;

/// One element with its printing decided.
#[derive(Clone, Debug)]
enum Step {
    /// A literal, with a space before it or not.
    Literal { text: Box<str>, space: bool },
    /// An explicit space.
    Space,
    /// `\n`.
    Newline,
    /// `attr-dict`.
    AttrDict { with_keyword: bool },
    /// `prop-dict`.
    PropDict,
    /// Any other element, with a space before it or not.
    Element { element: Element, space: bool },
    /// An optional group.
    Optional {
        anchor: Element,
        then_steps: Vec<Step>,
        else_steps: Vec<Step>,
    },
}

/// The printer's two flags (mlir-tblgen's `shouldEmitSpace`, `lastWasPunctuation`).
struct Spacing {
    emit_space: bool,
    last_was_punct: bool,
}

/// MLIR's `shouldEmitSpaceBefore`.
fn space_before_literal(value: &str, last_was_punct: bool) -> bool {
    if value.len() != 1 && value != "->" {
        return true;
    }
    let first = value.as_bytes()[0];
    if last_was_punct {
        !b">)}],".contains(&first)
    } else {
        !b"<>(){}[],".contains(&first)
    }
}

fn plan(elements: &[Element], s: &mut Spacing, def: &OpDefinition) -> Vec<Step> {
    let mut out = Vec::with_capacity(elements.len());
    for e in elements {
        out.push(plan_one(e, s, def));
    }
    out
}

fn plan_one(e: &Element, s: &mut Spacing, def: &OpDefinition) -> Step {
    match e {
        Element::Literal(text) => {
            let space = s.emit_space && space_before_literal(text, s.last_was_punct);
            let first = text.as_bytes().first().copied().unwrap_or(b' ');
            s.emit_space = text.len() != 1 || !b"<({[".contains(&first);
            s.last_was_punct = first != b'_' && !first.is_ascii_alphabetic();
            Step::Literal {
                text: text.clone(),
                space,
            }
        }
        Element::Space => {
            s.last_was_punct = false;
            s.emit_space = false;
            Step::Space
        }
        Element::NoSpace => {
            s.last_was_punct = true;
            s.emit_space = false;
            Step::Literal {
                text: "".into(),
                space: false,
            }
        }
        Element::Newline => Step::Newline,
        Element::AttrDict { with_keyword } => {
            s.last_was_punct = false;
            Step::AttrDict {
                with_keyword: *with_keyword,
            }
        }
        Element::PropDict => {
            s.last_was_punct = false;
            Step::PropDict
        }
        Element::Optional(g) => plan_optional(g, s, def),
        other => {
            let space = s.emit_space || !s.last_was_punct;
            s.last_was_punct = false;
            s.emit_space = true;
            Step::Element {
                element: other.clone(),
                space,
            }
        }
    }
}

fn plan_optional(g: &OptionalGroup, s: &mut Spacing, def: &OpDefinition) -> Step {
    let anchor = if g.inverted {
        g.else_elements[g.anchor].clone()
    } else {
        g.then_elements[g.anchor].clone()
    };
    // MLIR prints nothing for a unit attribute anchor that does not start a group:
    // its presence is the group's.
    let elided_unit = match &anchor {
        Element::Variable(Variable::Attribute(i))
            if def.attributes[*i].syntax == AttrSyntax::Unit
                && g.then_elements.first() != Some(&anchor)
                && g.else_elements.first() != Some(&anchor) =>
        {
            Some(*i)
        }
        _ => None,
    };
    let keep = |e: &&Element| match (elided_unit, e) {
        (Some(i), Element::Variable(Variable::Attribute(j))) => i != *j,
        _ => true,
    };
    let then_elements: Vec<Element> = g.then_elements.iter().filter(keep).cloned().collect();
    let else_elements: Vec<Element> = g.else_elements.iter().filter(keep).cloned().collect();
    let then_steps = plan(&then_elements, s, def);
    let else_steps = plan(&else_elements, s, def);
    let (then_steps, else_steps) = if g.inverted {
        (else_steps, then_steps)
    } else {
        (then_steps, else_steps)
    };
    Step::Optional {
        anchor,
        then_steps,
        else_steps,
    }
}

/// The syntax of an op with a declarative format.
pub(crate) struct DeclarativeSyntax {
    def: OpDefinition,
    program: FormatProgram,
    steps: Vec<Step>,
    implicit_terminator: bool,
    /// The names of the custom directives the format uses.
    directives: Vec<Box<str>>,
}

impl DeclarativeSyntax {
    /// The syntax of `def` from its checked format program; `Err`: what the
    /// interpreter cannot do with it.
    pub(crate) fn new(program: FormatProgram, def: &OpDefinition) -> Result<Self, String> {
        let mut directives = Vec::new();
        let mut unsupported = None;
        walk(&program.elements, &mut |e| match e {
            Element::Custom { name, .. } => directives.push(name.clone()),
            Element::OIList(_) => unsupported = Some("oilist".to_string()),
            _ => {}
        });
        if let Some(what) = unsupported {
            return Err(format!(
                "the format uses `{what}`, which is not interpreted yet"
            ));
        }
        let mut spacing = Spacing {
            emit_space: true,
            last_was_punct: false,
        };
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
        })
    }

    fn terminator_name(&self) -> Option<&str> {
        self.def.traits.iter().find_map(|t| match t {
            OpTrait::SingleBlockImplicitTerminator(n) => Some(n.as_ref()),
            _ => None,
        })
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

// ----- printing -----

/// What printing reads off the op: its groups split.
struct OpView {
    op: Op,
    operands: Vec<Vec<Value>>,
    results: Vec<Vec<Value>>,
    attrs: Vec<(Identifier, Attribute)>,
}

fn split_groups(
    ctx: &Context,
    groups: &[crate::dialect::ValueGroup],
    values: &[Value],
    segments: Option<Attribute>,
    use_segments: bool,
    what: &str,
) -> Vec<Vec<Value>> {
    let sizes = if use_segments {
        crate::dialect::groups::sizes_from_segments(
            ctx,
            groups,
            values.len(),
            segments,
            if what == "operand" {
                OPERAND_SEGMENT_SIZES
            } else {
                RESULT_SEGMENT_SIZES
            },
            what,
        )
    } else {
        crate::dialect::groups::sizes_from_kinds(groups, values.len(), what)
    };
    match sizes {
        Ok(sizes) => (0..groups.len())
            .map(|k| values[crate::dialect::groups::group_range(&sizes, k)].to_vec())
            .collect(),
        // An op that does not fit its definition: everything in the first group (the
        // verifier reports it).
        Err(_) => {
            let mut v = vec![Vec::new(); groups.len()];
            if let Some(first) = v.first_mut() {
                *first = values.to_vec();
            }
            v
        }
    }
}

impl DeclarativeSyntax {
    fn view(&self, p: &CustomPrinter<'_, '_>, op: Op) -> OpView {
        let (ctx, ir) = (p.ctx(), p.ir());
        let attrs = p.op_attributes(op);
        let get = |name: &str| {
            attrs
                .iter()
                .find(|(n, _)| ctx.ident_str(*n) == name)
                .map(|e| e.1)
        };
        let operands = split_groups(
            ctx,
            &self.def.operands,
            ir.operands(op),
            get(OPERAND_SEGMENT_SIZES),
            self.def.operand_segments_attr().is_some(),
            "operand",
        );
        let result_values: Vec<Value> = ir.results(op).collect();
        let results = split_groups(
            ctx,
            &self.def.results,
            &result_values,
            get(RESULT_SEGMENT_SIZES),
            self.def.result_segments_attr().is_some(),
            "result",
        );
        OpView {
            op,
            operands,
            results,
            attrs,
        }
    }

    fn attr(&self, v: &OpView, ctx: &Context, i: usize) -> Option<Attribute> {
        let name = &self.def.attributes[i].name;
        v.attrs
            .iter()
            .find(|(n, _)| ctx.ident_str(*n) == name.as_ref())
            .map(|e| e.1)
    }

    /// Whether attribute `i` is present and not its default.
    fn attr_present(&self, v: &OpView, ctx: &Context, i: usize) -> bool {
        let Some(a) = self.attr(v, ctx, i) else {
            return false;
        };
        !self.is_default(ctx, v.op, i, a)
    }

    fn is_default(&self, ctx: &Context, op_name_of: Op, i: usize, a: Attribute) -> bool {
        let _ = op_name_of;
        let Some(id) = ctx.lookup_ident(&self.def.attributes[i].name) else {
            return false;
        };
        let Some(name) = ctx.lookup_op_name(&self.def.name) else {
            return false;
        };
        ctx.dialect
            .get(name)
            .is_some_and(|r| r.defaults.iter().any(|&(n, d)| n == id && d == a))
    }

    fn anchor_present(&self, p: &CustomPrinter<'_, '_>, v: &OpView, anchor: &Element) -> bool {
        let (ctx, ir) = (p.ctx(), p.ir());
        match anchor {
            Element::Variable(Variable::Operand(k)) => !v.operands[*k].is_empty(),
            Element::Variable(Variable::Result(k)) => !v.results[*k].is_empty(),
            Element::Variable(Variable::Attribute(i)) | Element::QualifiedAttribute(i) => {
                self.attr_present(v, ctx, *i)
            }
            Element::Variable(Variable::Region(k)) => ir
                .regions(v.op)
                .get(*k)
                .is_some_and(|&r| !ir.region_blocks(r).is_empty()),
            Element::Variable(Variable::Successor(k)) => ir.successors(v.op).len() > *k,
            Element::Type { target, .. } => self.target_present(v, *target),
            Element::FunctionalType { inputs, .. } => self.target_present(v, *inputs),
            Element::Operands => !ir.operands(v.op).is_empty(),
            Element::Regions => !ir.regions(v.op).is_empty(),
            // A directive is there when one of the groups it prints is.
            Element::Custom { args, .. } => args.iter().any(|a| match a {
                CustomArg::Variable(var) => {
                    self.anchor_present(p, v, &Element::Variable(*var))
                }
                CustomArg::Type(t) => self.target_present(v, *t),
                _ => false,
            }),
            Element::Successors => !ir.successors(v.op).is_empty(),
            _ => true,
        }
    }

    fn target_present(&self, v: &OpView, t: TypeTarget) -> bool {
        match t {
            TypeTarget::Operand(k) => !v.operands[k].is_empty(),
            TypeTarget::Result(k) => !v.results[k].is_empty(),
            TypeTarget::Operands => v.operands.iter().any(|g| !g.is_empty()),
            TypeTarget::Results => v.results.iter().any(|g| !g.is_empty()),
        }
    }

    fn target_types(&self, p: &CustomPrinter<'_, '_>, v: &OpView, t: TypeTarget) -> Vec<Type> {
        let ir = p.ir();
        let values: Vec<Value> = match t {
            TypeTarget::Operand(k) => v.operands[k].clone(),
            TypeTarget::Result(k) => v.results[k].clone(),
            TypeTarget::Operands => ir.operands(v.op).to_vec(),
            TypeTarget::Results => ir.results(v.op).collect(),
        };
        values.iter().map(|&x| ir.value_type(x)).collect()
    }

    fn print_steps(&self, p: &mut CustomPrinter<'_, '_>, v: &OpView, steps: &[Step]) {
        for s in steps {
            match s {
                Step::Literal { text, space } => {
                    if *space {
                        p.write(" ");
                    }
                    p.write(text);
                }
                Step::Space => p.write(" "),
                Step::Newline => p.print_newline(),
                Step::AttrDict { with_keyword } => self.print_attr_dict(p, v, *with_keyword),
                Step::PropDict => self.print_prop_dict(p, v),
                Step::Element { element, space } => {
                    if *space {
                        p.write(" ");
                    }
                    self.print_element(p, v, element);
                }
                Step::Optional {
                    anchor,
                    then_steps,
                    else_steps,
                    ..
                } => {
                    if self.anchor_present(p, v, anchor) {
                        self.print_steps(p, v, then_steps);
                    } else {
                        self.print_steps(p, v, else_steps);
                    }
                }
            }
        }
    }

    fn print_element(&self, p: &mut CustomPrinter<'_, '_>, v: &OpView, e: &Element) {
        let ir = p.ir();
        match e {
            Element::Variable(Variable::Operand(k)) => p.print_operands(&v.operands[*k]),
            Element::Variable(Variable::Result(k)) => p.print_operands(&v.results[*k]),
            Element::Variable(Variable::Attribute(i)) => self.print_attr(p, v, *i, false),
            Element::QualifiedAttribute(i) => self.print_attr(p, v, *i, true),
            Element::Variable(Variable::Region(k)) => {
                if self.def.regions.variadic && *k + 1 >= self.def.regions.min as usize {
                    let regions = ir.regions(v.op)[*k..].to_vec();
                    for (i, r) in regions.into_iter().enumerate() {
                        if i > 0 {
                            p.write(", ");
                        }
                        self.print_region(p, r);
                    }
                } else if let Some(&r) = ir.regions(v.op).get(*k) {
                    self.print_region(p, r);
                }
            }
            Element::Variable(Variable::Successor(k)) => {
                let succ = ir.successors(v.op);
                let range: Vec<Block> =
                    if self.def.successors.variadic && *k + 1 >= self.def.successors.min as usize {
                        succ.get(*k..).unwrap_or(&[]).to_vec()
                    } else {
                        succ.get(*k).copied().into_iter().collect()
                    };
                for (i, b) in range.into_iter().enumerate() {
                    if i > 0 {
                        p.write(", ");
                    }
                    p.print_successor(b);
                }
            }
            Element::Operands => p.print_operands(ir.operands(v.op)),
            Element::Regions => {
                for (i, &r) in ir.regions(v.op).iter().enumerate() {
                    if i > 0 {
                        p.write(", ");
                    }
                    self.print_region(p, r);
                }
            }
            Element::Successors => {
                for (i, &b) in ir.successors(v.op).iter().enumerate() {
                    if i > 0 {
                        p.write(", ");
                    }
                    p.print_successor(b);
                }
            }
            Element::Type { target, .. } => {
                let types = self.target_types(p, v, *target);
                p.print_types(types);
            }
            Element::FunctionalType { inputs, results } => {
                let ins = self.target_types(p, v, *inputs);
                let outs = self.target_types(p, v, *results);
                p.print_function_type(&ins, &outs);
            }
            Element::Custom { name, args } => {
                let Some(d) = p.ctx().syntax.directive(name).cloned() else {
                    return;
                };
                let values: Vec<DirectiveArg> =
                    args.iter().map(|a| self.print_arg(p, v, a)).collect();
                d.print(p, v.op, &values);
            }
            _ => {}
        }
    }

    /// A custom directive's argument when printing.
    fn print_arg(&self, p: &CustomPrinter<'_, '_>, v: &OpView, a: &CustomArg) -> DirectiveArg {
        let ir = p.ir();
        match a {
            CustomArg::Variable(Variable::Operand(k)) => {
                DirectiveArg::Values(v.operands[*k].clone())
            }
            CustomArg::Variable(Variable::Result(k)) => DirectiveArg::Values(v.results[*k].clone()),
            CustomArg::Variable(Variable::Attribute(i)) => {
                DirectiveArg::Attribute(self.attr(v, p.ctx(), *i))
            }
            CustomArg::Variable(Variable::Region(k)) => {
                let regions = ir.regions(v.op);
                let list = if self.def.regions.variadic && *k + 1 >= self.def.regions.min as usize {
                    regions.get(*k..).unwrap_or(&[]).to_vec()
                } else {
                    regions.get(*k).copied().into_iter().collect()
                };
                DirectiveArg::Regions(list)
            }
            CustomArg::Variable(Variable::Successor(k)) => {
                let succ = ir.successors(v.op);
                let list =
                    if self.def.successors.variadic && *k + 1 >= self.def.successors.min as usize {
                        succ.get(*k..).unwrap_or(&[]).to_vec()
                    } else {
                        succ.get(*k).copied().into_iter().collect()
                    };
                DirectiveArg::Successors(list)
            }
            CustomArg::Ref(inner) => self.print_arg(p, v, inner),
            CustomArg::Type(t) => DirectiveArg::Types(self.target_types(p, v, *t)),
            CustomArg::AttrDict => DirectiveArg::AttrDict(v.attrs.clone()),
            CustomArg::Operands => DirectiveArg::Values(ir.operands(v.op).to_vec()),
            CustomArg::Regions => DirectiveArg::Regions(ir.regions(v.op).to_vec()),
            CustomArg::Successors => DirectiveArg::Successors(ir.successors(v.op).to_vec()),
            CustomArg::String(s) => DirectiveArg::Str(s.clone()),
        }
    }

    fn print_region(&self, p: &mut CustomPrinter<'_, '_>, r: Region) {
        let ir = p.ir();
        let ctx = p.ctx();
        let mut terminators = true;
        if self.implicit_terminator {
            if let Some(&b) = ir.region_blocks(r).first() {
                if let Some(term) = ir
                    .block_last_op(b)
                    .filter(|&t| ctx.dialect.is_terminator(ir.op_name(t)))
                {
                    let has_attrs = !ir.attrs(ctx, term).is_empty()
                        || ir
                            .properties(term)
                            .is_some_and(|pr| !ctx.dictionary_entries(pr).is_empty());
                    terminators =
                        has_attrs || ir.num_operands(term) != 0 || ir.num_results(term) != 0;
                }
            }
        }
        p.print_region(r, true, terminators, false);
    }

    fn print_attr(&self, p: &mut CustomPrinter<'_, '_>, v: &OpView, i: usize, qualified: bool) {
        let ctx = p.ctx();
        let Some(a) = self.attr(v, ctx, i) else {
            return;
        };
        if qualified {
            return p.print_attribute(a);
        }
        match &self.def.attributes[i].syntax {
            AttrSyntax::Generic => p.print_attribute(a),
            AttrSyntax::WithoutType(_) => p.print_attribute_without_type(a),
            AttrSyntax::Unit => {}
            AttrSyntax::SymbolName => match ctx.attr_kind(a) {
                AttrKind::String { value, .. } => match value.as_str() {
                    Some(s) => p.print_symbol_name(s),
                    None => p.print_attribute(a),
                },
                _ => p.print_attribute(a),
            },
            AttrSyntax::Type => match ctx.attr_kind(a) {
                AttrKind::Type(t) => p.print_type(*t),
                _ => p.print_attribute(a),
            },
            AttrSyntax::IntEnum { cases, .. } => {
                let case = match ctx.attr_kind(a) {
                    AttrKind::Integer { value, .. } => value
                        .to_i128()
                        .and_then(|n| cases.iter().find(|c| i128::from(c.value) == n)),
                    _ => None,
                };
                match case {
                    Some(c) => p.print_keyword_or_string(&c.keyword),
                    None => p.print_attribute(a),
                }
            }
            AttrSyntax::Dialect { dialect, mnemonic } => match ctx.attr_kind(a) {
                AttrKind::Opaque { dialect: d, body }
                    if ctx.ident_str(*d) == dialect.as_ref()
                        && body
                            .strip_prefix('.')
                            .and_then(|b| b.strip_prefix(mnemonic.as_ref()))
                            .is_some_and(|rest| rest.starts_with('<')) =>
                {
                    let rest = &body[1 + mnemonic.len()..];
                    p.write(rest);
                }
                _ => p.print_attribute(a),
            },
        }
    }

    fn elided_attrs(&self, p: &CustomPrinter<'_, '_>, v: &OpView) -> Vec<String> {
        let ctx = p.ctx();
        let mut elided: Vec<String> = self
            .program
            .used_attributes
            .iter()
            .map(|&i| self.def.attributes[i].name.to_string())
            .collect();
        if !self.program.all_operands && self.def.operand_segments_attr().is_some() {
            elided.push(OPERAND_SEGMENT_SIZES.to_string());
        }
        if !self.program.all_result_types && self.def.result_segments_attr().is_some() {
            elided.push(RESULT_SEGMENT_SIZES.to_string());
        }
        for (i, a) in self.def.attributes.iter().enumerate() {
            if a.default_value.is_some() {
                if let Some(value) = self.attr(v, ctx, i) {
                    if self.is_default(ctx, v.op, i, value) {
                        elided.push(a.name.to_string());
                    }
                }
            }
        }
        elided
    }

    fn print_attr_dict(&self, p: &mut CustomPrinter<'_, '_>, v: &OpView, with_keyword: bool) {
        let elided = self.elided_attrs(p, v);
        let elided: Vec<&str> = elided.iter().map(String::as_str).collect();
        let has_prop_dict = {
            let mut found = false;
            walk(&self.program.elements, &mut |e| {
                found |= matches!(e, Element::PropDict)
            });
            found
        };
        let attrs: Vec<(Identifier, Attribute)> = if has_prop_dict {
            p.ir().attrs(p.ctx(), v.op).to_vec()
        } else {
            v.attrs.clone()
        };
        if with_keyword {
            p.print_optional_attr_dict_with_keyword(&attrs, &elided);
        } else {
            p.print_optional_attr_dict(&attrs, &elided);
        }
    }

    fn print_prop_dict(&self, p: &mut CustomPrinter<'_, '_>, v: &OpView) {
        let (ctx, ir) = (p.ctx(), p.ir());
        let elided = self.elided_attrs(p, v);
        let props: Vec<(Identifier, Attribute)> = ir
            .properties(v.op)
            .map(|pr| ctx.dictionary_entries(pr).to_vec())
            .unwrap_or_default()
            .into_iter()
            .filter(|(n, _)| !elided.iter().any(|e| e == ctx.ident_str(*n)))
            .collect();
        if props.is_empty() {
            return;
        }
        p.write(" <");
        p.print_attr_dict_entries(&props);
        p.write(">");
    }
}

// ----- parsing -----

/// What the elements read, before the types resolve the operands.
struct Reading {
    operands: Vec<Option<Vec<UnresolvedOperand>>>,
    all_operands: Option<Vec<UnresolvedOperand>>,
    operand_types: Vec<Option<Vec<Type>>>,
    result_types: Vec<Option<Vec<Type>>>,
    all_operand_types: Option<Vec<Type>>,
    all_result_types: Option<Vec<Type>>,
    regions: Vec<Option<Vec<Region>>>,
    all_regions: Option<Vec<Region>>,
    successors: Vec<Option<Vec<Block>>>,
    all_successors: Option<Vec<Block>>,
    /// Where each operand group was read (for count errors).
    operand_at: Vec<usize>,
}

impl DeclarativeSyntax {
    fn reading(&self) -> Reading {
        let n_regions = self.def.regions.min as usize + usize::from(self.def.regions.variadic);
        let n_succ = self.def.successors.min as usize + usize::from(self.def.successors.variadic);
        Reading {
            operands: vec![None; self.def.operands.len()],
            all_operands: None,
            operand_types: vec![None; self.def.operands.len()],
            result_types: vec![None; self.def.results.len()],
            all_operand_types: None,
            all_result_types: None,
            regions: vec![None; n_regions],
            all_regions: None,
            successors: vec![None; n_succ],
            all_successors: None,
            operand_at: vec![0; self.def.operands.len()],
        }
    }

    fn parse_elements(
        &self,
        p: &mut CustomParser<'_, '_, '_>,
        op: &mut ParsedOp,
        r: &mut Reading,
        elements: &[Element],
    ) -> PResult<()> {
        for e in elements {
            self.parse_element(p, op, r, e)?;
        }
        Ok(())
    }

    fn parse_element(
        &self,
        p: &mut CustomParser<'_, '_, '_>,
        op: &mut ParsedOp,
        r: &mut Reading,
        e: &Element,
    ) -> PResult<()> {
        match e {
            Element::Literal(text) => p.parse_literal(text),
            Element::Space | Element::NoSpace | Element::Newline => Ok(()),
            Element::AttrDict { with_keyword } => {
                if *with_keyword {
                    p.parse_optional_attr_dict_with_keyword(op)
                } else {
                    p.parse_optional_attr_dict(op)
                }
            }
            Element::PropDict => p.parse_optional_prop_dict(op),
            Element::Variable(Variable::Operand(k)) => {
                r.operand_at[*k] = p.offset();
                let list = match self.def.operands[*k].kind {
                    GroupKind::Single => vec![p.parse_operand()?],
                    GroupKind::Optional => p.parse_optional_operand()?.into_iter().collect(),
                    GroupKind::Variadic => p.parse_operand_list(Delimiter::None)?,
                };
                r.operands[*k] = Some(list);
                Ok(())
            }
            Element::Variable(Variable::Result(_)) => {
                Err(p.error("result variables are not parsed"))
            }
            Element::Variable(Variable::Attribute(i)) => self.parse_attr(p, op, *i, false),
            Element::QualifiedAttribute(i) => self.parse_attr(p, op, *i, true),
            Element::Variable(Variable::Region(k)) => {
                let variadic = self.def.regions.variadic && *k + 1 >= self.def.regions.min as usize;
                let mut list = Vec::new();
                if variadic {
                    if let Some(region) = p.parse_optional_region(&[])? {
                        list.push(self.finish_region(p, region));
                        while p.eat(TokenKind::Comma) {
                            let region = p.parse_region(&[])?;
                            list.push(self.finish_region(p, region));
                        }
                    }
                } else {
                    let region = p.parse_region(&[])?;
                    list.push(self.finish_region(p, region));
                }
                r.regions[*k] = Some(list);
                Ok(())
            }
            Element::Variable(Variable::Successor(k)) => {
                let variadic =
                    self.def.successors.variadic && *k + 1 >= self.def.successors.min as usize;
                let mut list = Vec::new();
                if variadic {
                    if let Some(b) = p.parse_optional_successor()? {
                        list.push(b);
                        while p.eat(TokenKind::Comma) {
                            list.push(p.parse_successor()?);
                        }
                    }
                } else {
                    list.push(p.parse_successor()?);
                }
                r.successors[*k] = Some(list);
                Ok(())
            }
            Element::Operands => {
                r.all_operands = Some(p.parse_operand_list(Delimiter::None)?);
                Ok(())
            }
            Element::Regions => {
                let mut list = Vec::new();
                if let Some(region) = p.parse_optional_region(&[])? {
                    list.push(self.finish_region(p, region));
                    while p.eat(TokenKind::Comma) {
                        let region = p.parse_region(&[])?;
                        list.push(self.finish_region(p, region));
                    }
                }
                r.all_regions = Some(list);
                Ok(())
            }
            Element::Successors => {
                let mut list = Vec::new();
                if let Some(b) = p.parse_optional_successor()? {
                    list.push(b);
                    while p.eat(TokenKind::Comma) {
                        list.push(p.parse_successor()?);
                    }
                }
                r.all_successors = Some(list);
                Ok(())
            }
            Element::Type { target, .. } => {
                let types = self.parse_types_of(p, *target)?;
                self.set_types(r, *target, types);
                Ok(())
            }
            Element::FunctionalType { inputs, results } => {
                let (ins, outs) = p.parse_function_type()?;
                self.set_types(r, *inputs, ins);
                self.set_types(r, *results, outs);
                Ok(())
            }
            Element::Optional(g) => self.parse_optional(p, op, r, g),
            Element::Custom { name, args } => self.parse_custom(p, op, r, name, args),
            Element::OIList(_) => Err(p.error("oilist is not available")),
        }
    }

    /// A `custom<name>(args)` directive: its registered parser fills the slots of the
    /// arguments, which then go where the elements would put them.
    fn parse_custom(
        &self,
        p: &mut CustomParser<'_, '_, '_>,
        op: &mut ParsedOp,
        r: &mut Reading,
        name: &str,
        args: &[CustomArg],
    ) -> PResult<()> {
        let Some(d) = p.ctx_ref().syntax.directive(name).cloned() else {
            return Err(p.error(format!(
                "custom directive '{name}' of '{}' is not registered",
                self.def.name
            )));
        };
        let at = p.offset();
        let mut slots: Vec<DirectiveArg> =
            args.iter().map(|a| self.parse_slot(p, op, r, a)).collect();
        d.parse(p, &mut slots)?;
        for (a, slot) in args.iter().zip(slots) {
            match (a, slot) {
                (CustomArg::Variable(Variable::Operand(k)), DirectiveArg::Operands(list)) => {
                    r.operand_at[*k] = at;
                    r.operands[*k] = Some(list);
                }
                (CustomArg::Variable(Variable::Attribute(i)), DirectiveArg::Attribute(Some(a))) => {
                    let name = p.ctx().intern_ident(&self.def.attributes[*i].name);
                    op.add_attribute(name, a);
                }
                (CustomArg::Variable(Variable::Region(k)), DirectiveArg::Regions(list)) => {
                    let list = list
                        .into_iter()
                        .map(|rg| self.finish_region(p, rg))
                        .collect();
                    r.regions[*k] = Some(list);
                }
                (CustomArg::Variable(Variable::Successor(k)), DirectiveArg::Successors(list)) => {
                    r.successors[*k] = Some(list);
                }
                (CustomArg::Type(t), DirectiveArg::Types(types)) => self.set_types(r, *t, types),
                (CustomArg::AttrDict, DirectiveArg::AttrDict(entries)) => {
                    for (k, v) in entries {
                        op.add_attribute(k, v);
                    }
                }
                _ => {}
            }
        }
        Ok(())
    }

    /// The slot of a custom directive's argument before it parses: empty for what it
    /// reads, filled for `ref(...)`.
    fn parse_slot(
        &self,
        p: &CustomParser<'_, '_, '_>,
        op: &ParsedOp,
        r: &Reading,
        a: &CustomArg,
    ) -> DirectiveArg {
        match a {
            CustomArg::Variable(Variable::Operand(_) | Variable::Result(_)) => {
                DirectiveArg::Operands(Vec::new())
            }
            CustomArg::Variable(Variable::Attribute(_)) => DirectiveArg::Attribute(None),
            CustomArg::Variable(Variable::Region(_)) | CustomArg::Regions => {
                DirectiveArg::Regions(Vec::new())
            }
            CustomArg::Variable(Variable::Successor(_)) | CustomArg::Successors => {
                DirectiveArg::Successors(Vec::new())
            }
            CustomArg::Type(_) => DirectiveArg::Types(Vec::new()),
            CustomArg::AttrDict => DirectiveArg::AttrDict(Vec::new()),
            CustomArg::Operands => DirectiveArg::Operands(Vec::new()),
            CustomArg::String(s) => DirectiveArg::Str(s.clone()),
            CustomArg::Ref(inner) => match &**inner {
                CustomArg::Variable(Variable::Operand(k)) => {
                    DirectiveArg::Operands(r.operands[*k].clone().unwrap_or_default())
                }
                CustomArg::Variable(Variable::Attribute(i)) => DirectiveArg::Attribute(
                    p.ctx_ref()
                        .lookup_ident(&self.def.attributes[*i].name)
                        .and_then(|id| op.attribute(id)),
                ),
                CustomArg::Variable(Variable::Region(k)) => {
                    DirectiveArg::Regions(r.regions.get(*k).cloned().flatten().unwrap_or_default())
                }
                CustomArg::Variable(Variable::Successor(k)) => DirectiveArg::Successors(
                    r.successors.get(*k).cloned().flatten().unwrap_or_default(),
                ),
                CustomArg::Type(t) => DirectiveArg::Types(match *t {
                    TypeTarget::Operand(k) => r.operand_types[k].clone().unwrap_or_default(),
                    TypeTarget::Result(k) => r.result_types[k].clone().unwrap_or_default(),
                    TypeTarget::Operands => r.all_operand_types.clone().unwrap_or_default(),
                    TypeTarget::Results => r.all_result_types.clone().unwrap_or_default(),
                }),
                CustomArg::AttrDict => DirectiveArg::AttrDict(op.attributes.clone()),
                CustomArg::Operands => {
                    DirectiveArg::Operands(r.all_operands.clone().unwrap_or_default())
                }
                other => self.parse_slot(p, op, r, other),
            },
        }
    }

    /// The region, with its implicit terminator when the op has one.
    fn finish_region(&self, p: &mut CustomParser<'_, '_, '_>, region: Region) -> Region {
        if let Some(term) = self.terminator_name() {
            let term = term.to_string();
            p.ensure_terminator(region, &term);
        }
        region
    }

    fn parse_types_of(
        &self,
        p: &mut CustomParser<'_, '_, '_>,
        t: TypeTarget,
    ) -> PResult<Vec<Type>> {
        let kind = match t {
            TypeTarget::Operand(k) => self.def.operands[k].kind,
            TypeTarget::Result(k) => self.def.results[k].kind,
            TypeTarget::Operands | TypeTarget::Results => GroupKind::Variadic,
        };
        match kind {
            GroupKind::Single => Ok(vec![p.parse_type()?]),
            GroupKind::Optional => Ok(p.parse_optional_type()?.into_iter().collect()),
            GroupKind::Variadic => {
                let mut v = Vec::new();
                if let Some(t) = p.parse_optional_type()? {
                    v.push(t);
                    while p.eat(TokenKind::Comma) {
                        v.push(p.parse_type()?);
                    }
                }
                Ok(v)
            }
        }
    }

    fn set_types(&self, r: &mut Reading, t: TypeTarget, types: Vec<Type>) {
        match t {
            TypeTarget::Operand(k) => r.operand_types[k] = Some(types),
            TypeTarget::Result(k) => r.result_types[k] = Some(types),
            TypeTarget::Operands => r.all_operand_types = Some(types),
            TypeTarget::Results => r.all_result_types = Some(types),
        }
    }

    fn parse_attr(
        &self,
        p: &mut CustomParser<'_, '_, '_>,
        op: &mut ParsedOp,
        i: usize,
        qualified: bool,
    ) -> PResult<()> {
        let attr = &self.def.attributes[i];
        let name = p.ctx().intern_ident(&attr.name);
        let value = if qualified {
            p.parse_attribute()?
        } else {
            match &attr.syntax {
                AttrSyntax::Generic => p.parse_attribute()?,
                AttrSyntax::WithoutType(ty) => {
                    let at = p.offset();
                    let ty = p
                        .ctx()
                        .parse_type(ty)
                        .map_err(|e| p.error_at(at, e.message))?;
                    p.parse_attribute_of_type(ty)?
                }
                AttrSyntax::Unit => p.ctx().intern_attr(AttrKind::Unit),
                AttrSyntax::SymbolName => {
                    let s = p.parse_symbol_name()?;
                    p.string_attr(s)
                }
                AttrSyntax::Type => {
                    let t = p.parse_type()?;
                    p.ctx().intern_attr(AttrKind::Type(t))
                }
                AttrSyntax::IntEnum { ty, cases } => {
                    let at = p.offset();
                    let word = match p.peek() {
                        TokenKind::BareIdent | TokenKind::String => p.parse_keyword_or_string()?,
                        _ => {
                            let names: Vec<&str> =
                                cases.iter().map(|c| c.keyword.as_ref()).collect();
                            return Err(p.error(format!(
                                "expected string or keyword containing one of the following enum values for attribute '{}' [{}]",
                                attr.name,
                                names.join(", ")
                            )));
                        }
                    };
                    let Some(case) = cases.iter().find(|c| c.keyword == word.as_str()) else {
                        return Err(p.error_at(
                            at,
                            format!("invalid {} attribute specification: \"{word}\"", attr.name),
                        ));
                    };
                    let ty = p
                        .ctx()
                        .parse_type(ty)
                        .map_err(|e| p.error_at(at, e.message))?;
                    let text = format!("{} : {}", case.value, p.ctx_ref().type_to_string(ty));
                    p.ctx()
                        .parse_attribute(&text)
                        .map_err(|e| p.error_at(at, e.message))?
                }
                AttrSyntax::Dialect { dialect, mnemonic } => {
                    if p.peek() == TokenKind::HashIdent {
                        p.parse_attribute()?
                    } else {
                        let text = p.op.p.balanced_angle_text()?;
                        let dialect = p.ctx().intern_ident(dialect);
                        p.ctx().intern_attr(AttrKind::Opaque {
                            dialect,
                            body: format!(".{mnemonic}{text}"),
                        })
                    }
                }
            }
        };
        op.add_attribute(name, value);
        Ok(())
    }

    /// Whether the first element of an optional group is next (it is then read by
    /// the group as usual).
    fn group_starts(&self, p: &CustomParser<'_, '_, '_>, first: &Element) -> bool {
        match first {
            Element::Literal(text) => p.peek_literal(text),
            Element::Variable(Variable::Operand(_)) | Element::Operands => {
                p.peek() == TokenKind::PercentIdent
            }
            Element::Variable(Variable::Region(_)) | Element::Regions => {
                p.peek() == TokenKind::LBrace
            }
            Element::Variable(Variable::Successor(_)) | Element::Successors => {
                p.peek() == TokenKind::CaretIdent
            }
            Element::Type { .. } => p.peek_type(),
            Element::FunctionalType { .. } => p.peek() == TokenKind::LParen,
            Element::Variable(Variable::Attribute(i)) | Element::QualifiedAttribute(i) => {
                match &self.def.attributes[*i].syntax {
                    AttrSyntax::SymbolName => p.peek() == TokenKind::AtIdent,
                    AttrSyntax::IntEnum { cases, .. } => {
                        p.peek() == TokenKind::BareIdent
                            && cases.iter().any(|c| c.keyword == p.peek_text())
                    }
                    AttrSyntax::Dialect { .. } => {
                        matches!(p.peek(), TokenKind::Less | TokenKind::HashIdent)
                    }
                    AttrSyntax::Type => p.peek_type(),
                    _ => {
                        matches!(
                            p.peek(),
                            TokenKind::Integer
                                | TokenKind::Float
                                | TokenKind::Minus
                                | TokenKind::String
                                | TokenKind::LSquare
                                | TokenKind::LBrace
                                | TokenKind::AtIdent
                                | TokenKind::HashIdent
                                | TokenKind::ExclaimIdent
                        ) || (p.peek() == TokenKind::BareIdent
                            && (matches!(
                                p.peek_text(),
                                "true"
                                    | "false"
                                    | "unit"
                                    | "dense"
                                    | "array"
                                    | "affine_map"
                                    | "affine_set"
                                    | "strided"
                                    | "sparse"
                                    | "distinct"
                                    | "dense_resource"
                            ) || p.peek_type()))
                    }
                }
            }
            _ => false,
        }
    }

    fn parse_optional(
        &self,
        p: &mut CustomParser<'_, '_, '_>,
        op: &mut ParsedOp,
        r: &mut Reading,
        g: &OptionalGroup,
    ) -> PResult<()> {
        let first = g.then_elements.get(g.parse_start);
        let present = first.is_some_and(|f| self.group_starts(p, f));
        let anchor = if g.inverted {
            &g.else_elements[g.anchor]
        } else {
            &g.then_elements[g.anchor]
        };
        if let Element::Variable(Variable::Attribute(i)) = anchor {
            // A unit attribute anchor is set by the group being there (not there, for
            // an inverted group).
            if self.def.attributes[*i].syntax == AttrSyntax::Unit && present != g.inverted {
                let name = p.ctx().intern_ident(&self.def.attributes[*i].name);
                let unit = p.ctx().intern_attr(AttrKind::Unit);
                op.add_attribute(name, unit);
            }
        }
        if present {
            self.parse_elements(p, op, r, &g.then_elements)
        } else {
            self.parse_elements(p, op, r, &g.else_elements)
        }
    }

    /// The types of group `k` of operands (`operands`) or results, by its source.
    fn resolve(
        &self,
        p: &mut CustomParser<'_, '_, '_>,
        op: &ParsedOp,
        r: &Reading,
        target: TypeRef,
        depth: usize,
    ) -> PResult<Option<Vec<Type>>> {
        if depth > 8 {
            return Ok(None);
        }
        let (source, written) = match target {
            TypeRef::Operand(k) => (&self.program.operand_types[k], r.operand_types[k].clone()),
            TypeRef::Result(k) => (&self.program.result_types[k], r.result_types[k].clone()),
            TypeRef::Attribute(i) => {
                let Some(id) = p.ctx_ref().lookup_ident(&self.def.attributes[i].name) else {
                    return Ok(None);
                };
                let Some(a) = op.attribute(id) else {
                    return Ok(None);
                };
                return Ok(crate::dialect::typed_attr_type(p.ctx(), a).map(|t| vec![t]));
            }
        };
        if let Some(w) = written {
            return Ok(Some(w));
        }
        Ok(match *source {
            TypeSource::Written => match target {
                TypeRef::Operand(_) => r.all_operand_types.as_ref().and_then(|all| {
                    let TypeRef::Operand(k) = target else {
                        return None;
                    };
                    self.slice_all(r, k, all)
                }),
                _ => None,
            },
            TypeSource::Buildable => {
                let group = match target {
                    TypeRef::Operand(k) => &self.def.operands[k],
                    TypeRef::Result(k) => &self.def.results[k],
                    TypeRef::Attribute(_) => return Ok(None),
                };
                let Some(text) = group.buildable_type.as_deref() else {
                    return Ok(None);
                };
                let at = p.offset();
                let t = p
                    .ctx()
                    .parse_type(text)
                    .map_err(|e| p.error_at(at, e.message))?;
                Some(vec![t])
            }
            TypeSource::Same(from) => self.resolve(p, op, r, from, depth + 1)?,
            TypeSource::Transformed(from, x) => self
                .resolve(p, op, r, from, depth + 1)?
                .map(|types| {
                    types
                        .into_iter()
                        .map(|t| apply_transform(p.ctx(), t, x))
                        .collect()
                }),
            TypeSource::Inferred => None,
        })
    }

    /// Group `k`'s part of the types of all operands.
    fn slice_all(&self, r: &Reading, k: usize, all: &[Type]) -> Option<Vec<Type>> {
        let counts: Vec<usize> = r
            .operands
            .iter()
            .map(|o| o.as_ref().map_or(0, Vec::len))
            .collect();
        let start: usize = counts[..k].iter().sum();
        all.get(start..start + counts[k]).map(<[Type]>::to_vec)
    }
}

impl OpSyntax for DeclarativeSyntax {
    fn parse(&self, p: &mut CustomParser<'_, '_, '_>, op: &mut ParsedOp) -> PResult<()> {
        let mut r = self.reading();
        self.parse_elements(p, op, &mut r, &self.program.elements)?;
        let end = p.offset();
        // Operands: by group, or all at once (`operands`).
        let groups: Vec<Vec<UnresolvedOperand>> = match r.all_operands.take() {
            Some(all) => {
                let n = all.len();
                let sizes =
                    crate::dialect::groups::sizes_from_kinds(&self.def.operands, n, "operand")
                        .map_err(|e| p.error_at(end, e))?;
                (0..sizes.len())
                    .map(|k| all[crate::dialect::groups::group_range(&sizes, k)].to_vec())
                    .collect()
            }
            None => r
                .operands
                .iter()
                .map(|o| o.clone().unwrap_or_default())
                .collect(),
        };
        for (k, g) in groups.iter().enumerate() {
            r.operands[k] = Some(g.clone());
        }
        let mut all_types: Option<Vec<Type>> = r.all_operand_types.clone();
        for (k, group) in groups.into_iter().enumerate() {
            let n = group.len();
            let types = match all_types.as_mut() {
                Some(all) => {
                    if all.len() < n {
                        return Err(p.error_at(
                            end,
                            format!("{} operands present, but expected {}", n, all.len()),
                        ));
                    }
                    all.drain(..n).collect()
                }
                None => match self.resolve(p, op, &r, TypeRef::Operand(k), 0)? {
                    Some(t) if t.len() == 1 && n != 1 => vec![t[0]; n],
                    Some(t) => t,
                    None => {
                        return Err(p.error_at(
                            end,
                            format!(
                                "failed to resolve the types of operand group '{}'",
                                self.def.operands[k].name
                            ),
                        ))
                    }
                },
            };
            let at = r.operand_at[k];
            let values = p.resolve_operands(&group, &types, at)?;
            op.operands.extend(values);
        }
        // Results.
        let mut results: Vec<Option<Vec<Type>>> = Vec::new();
        for k in 0..self.def.results.len() {
            results.push(self.resolve(p, op, &r, TypeRef::Result(k), 0)?);
        }
        if let Some(all) = r.all_result_types.take() {
            op.result_types = all;
        } else if results.iter().all(Option::is_some) {
            op.result_types = results.into_iter().flatten().flatten().collect();
        } else {
            let types = self.infer_results(p, op, end)?;
            op.result_types = types;
        }
        // Regions and successors, in order.
        match r.all_regions.take() {
            Some(all) => op.regions.extend(all),
            None => op.regions.extend(r.regions.into_iter().flatten().flatten()),
        }
        match r.all_successors.take() {
            Some(all) => op.successors.extend(all),
            None => op
                .successors
                .extend(r.successors.into_iter().flatten().flatten()),
        }
        // Segment sizes from the groups read.
        if self.def.operand_segments_attr().is_some() && !self.program.all_operands {
            let sizes: Vec<u32> = r
                .operands
                .iter()
                .map(|o| o.as_ref().map_or(0, |v| v.len() as u32))
                .collect();
            let name = p.ctx().intern_ident(OPERAND_SEGMENT_SIZES);
            let a = crate::dialect::groups::intern_i32_array(p.ctx(), &sizes);
            op.properties.push((name, a));
        }
        Ok(())
    }

    fn print(&self, p: &mut CustomPrinter<'_, '_>, op: Op) {
        let v = self.view(p, op);
        self.print_steps(p, &v, &self.steps);
    }

    fn can_print(&self, ctx: &Context) -> bool {
        self.directives
            .iter()
            .all(|d| ctx.syntax.directive(d).is_some())
    }
}

impl DeclarativeSyntax {
    /// The result types through the op's inference (its traits, or a registered
    /// function), as MLIR's `InferTypeOpInterface`.
    fn infer_results(
        &self,
        p: &mut CustomParser<'_, '_, '_>,
        op: &ParsedOp,
        at: usize,
    ) -> PResult<Vec<Type>> {
        let ctx = p.ctx();
        let mut entries = op.attributes.clone();
        entries.extend(op.properties.iter().copied());
        let attrs = ctx.intern_dictionary(entries);
        let name = op.name;
        let operands = op.operands.clone();
        let ir: &crate::Ir = &*p.op.ir;
        match crate::dialect::infer_result_types(&mut *p.op.p.ctx, ir, name, &operands, attrs) {
            Ok(Some(types)) => Ok(types),
            Ok(None) => Err(p.error_at(
                at,
                format!("failed to infer the result types of '{}'", self.def.name),
            )),
            Err(e) => Err(p.error_at(at, e)),
        }
    }
}
