//! Printing an op through its format.

use super::*;

/// What printing reads off the op: its groups split.
pub(super) struct OpView<'a> {
    op: Op,
    operands: SmallVec<[&'a [Value]; 4]>,
    results: SmallVec<[SmallVec<[Value; 2]>; 2]>,
    /// The attribute dictionary's entries, and the properties' (each sorted).
    attr_dict: &'a [(Identifier, Attribute)],
    props: &'a [(Identifier, Attribute)],
    pr: &'a Prepared,
}

impl OpView<'_> {
    /// All attributes of the op, sorted by name (see [`CustomPrinter::op_attributes`]).
    fn all_attrs(&self, ctx: &Context) -> Vec<(Identifier, Attribute)> {
        let (attrs, props) = (self.attr_dict, self.props);
        if props.is_empty() || attrs.is_empty() {
            return if props.is_empty() { attrs } else { props }.to_vec();
        }
        let mut all: Vec<(Identifier, Attribute)> = attrs.to_vec();
        all.extend_from_slice(props);
        all.sort_by(|a, b| ctx.ident_str(a.0).cmp(ctx.ident_str(b.0)));
        all
    }
}

/// The group sizes of `values` split into `groups`, by the segment sizes or by the
/// group kinds; `None` when they do not fit.
pub(super) fn group_sizes(
    ctx: &Context,
    groups: &[crate::dialect::ValueGroup],
    n: usize,
    segments: Option<Attribute>,
    use_segments: bool,
    what: &str,
    same_size: bool,
) -> Option<crate::dialect::groups::GroupSizes> {
    if use_segments {
        crate::dialect::groups::sizes_from_segments(
            ctx,
            groups,
            n,
            segments,
            if what == "operand" {
                OPERAND_SEGMENT_SIZES
            } else {
                RESULT_SEGMENT_SIZES
            },
            what,
        )
        .ok()
    } else {
        crate::dialect::groups::sizes_from_kinds(groups, n, what, same_size).ok()
    }
}

impl DeclarativeSyntax {
    pub(super) fn view<'a>(
        &self,
        ctx: &'a Context,
        ir: &'a crate::Ir,
        op: Op,
        pr: &'a Prepared,
    ) -> OpView<'a> {
        let attr_dict = ir.attrs(ctx, op);
        let props = ir
            .properties(op)
            .map_or(&[][..], |p| ctx.dictionary_entries(p));
        let get = |name: &str| {
            let id = ctx.lookup_ident(name)?;
            attr_dict
                .iter()
                .chain(props)
                .find(|(n, _)| *n == id)
                .map(|e| e.1)
        };
        let values = ir.operands(op);
        let mut operands: SmallVec<[&'a [Value]; 4]> = SmallVec::new();
        let single_operands = self.single_operands
            && !self.operand_segments
            && values.len() == self.def.operands.len();
        if single_operands {
            // What the kinds give (one value per group), without working it out.
            operands.extend(values.chunks(1));
        } else {
            self.split_operands(ctx, values, get, &mut operands);
        }
        let n_results = ir.num_results(op);
        let mut results: SmallVec<[SmallVec<[Value; 2]>; 2]> = SmallVec::new();
        if self.single_results && !self.result_segments && n_results == self.def.results.len() {
            results.extend(ir.results(op).map(|r| smallvec![r]));
        } else {
            self.split_results(ctx, ir, op, get, &mut results);
        }
        OpView {
            op,
            operands,
            results,
            attr_dict,
            props,
            pr,
        }
    }

    /// The operand groups of `values`, by the segment sizes or the group kinds.
    fn split_operands<'a>(
        &self,
        ctx: &Context,
        values: &'a [Value],
        get: impl Fn(&str) -> Option<Attribute>,
        operands: &mut SmallVec<[&'a [Value]; 4]>,
    ) {
        match group_sizes(
            ctx,
            &self.def.operands,
            values.len(),
            if self.operand_segments {
                get(OPERAND_SEGMENT_SIZES)
            } else {
                None
            },
            self.operand_segments,
            "operand",
            self.def.same_variadic_sizes("operand"),
        ) {
            Some(sizes) => {
                let mut at = 0;
                for &n in &sizes[..self.def.operands.len()] {
                    operands.push(&values[at..at + n as usize]);
                    at += n as usize;
                }
            }
            // An op that does not fit its definition: everything in the first group
            // (the verifier reports it).
            None => {
                for k in 0..self.def.operands.len() {
                    operands.push(if k == 0 { values } else { &[] });
                }
            }
        }
    }

    /// The result groups of `op`, by the segment sizes or the group kinds.
    fn split_results(
        &self,
        ctx: &Context,
        ir: &crate::Ir,
        op: Op,
        get: impl Fn(&str) -> Option<Attribute>,
        results: &mut SmallVec<[SmallVec<[Value; 2]>; 2]>,
    ) {
        let n_results = ir.num_results(op);
        match group_sizes(
            ctx,
            &self.def.results,
            n_results,
            if self.result_segments {
                get(RESULT_SEGMENT_SIZES)
            } else {
                None
            },
            self.result_segments,
            "result",
            self.def.same_variadic_sizes("result"),
        ) {
            Some(sizes) => {
                let mut at = 0;
                for &n in &sizes[..self.def.results.len()] {
                    results.push((at..at + n as usize).map(|i| ir.result(op, i)).collect());
                    at += n as usize;
                }
            }
            None => {
                for k in 0..self.def.results.len() {
                    results.push(if k == 0 {
                        ir.results(op).collect()
                    } else {
                        SmallVec::new()
                    });
                }
            }
        }
    }

    /// Attribute `i` of the op (from its dictionary, else its properties).
    pub(super) fn attr(&self, v: &OpView, _ctx: &Context, i: usize) -> Option<Attribute> {
        let id = v.pr.attr_ids[i];
        v.attr_dict
            .iter()
            .chain(v.props)
            .find(|(n, _)| *n == id)
            .map(|e| e.1)
    }

    /// Whether attribute `i` is present and not its default.
    pub(super) fn attr_present(&self, v: &OpView, ctx: &Context, i: usize) -> bool {
        let Some(a) = self.attr(v, ctx, i) else {
            return false;
        };
        !self.is_default(v, i, a)
    }

    /// Whether `a` is the default value of attribute `i`, as the op's registration
    /// holds it.
    pub(super) fn is_default(&self, v: &OpView, i: usize, a: Attribute) -> bool {
        v.pr.attr_ids[i] != NO_IDENT && v.pr.defaults[i] == Some(a)
    }

    pub(super) fn anchor_present(
        &self,
        p: &CustomPrinter<'_, '_>,
        v: &OpView,
        anchor: &Element,
    ) -> bool {
        let (ctx, ir) = (p.ctx(), p.ir());
        match anchor {
            Element::Variable(Variable::Operand(k)) => !v.operands[*k].is_empty(),
            Element::Variable(Variable::Result(k)) => !v.results[*k].is_empty(),
            Element::Variable(Variable::Attribute(i)) | Element::QualifiedAttribute(i) => {
                self.attr_present(v, ctx, *i)
            }
            // A variadic region group is there when it has a region, a single region
            // when it has a block (MLIR's `!region.empty()`).
            Element::Variable(Variable::Region(k))
                if self.def.regions.variadic && *k == self.def.regions.min as usize =>
            {
                ir.regions(v.op).len() > *k
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
                CustomArg::Variable(var) => self.anchor_present(p, v, &Element::Variable(*var)),
                CustomArg::Type(t) => self.target_present(v, *t),
                _ => false,
            }),
            Element::Successors => !ir.successors(v.op).is_empty(),
            _ => true,
        }
    }

    pub(super) fn target_present(&self, v: &OpView, t: TypeTarget) -> bool {
        match t {
            TypeTarget::Operand(k) => !v.operands[k].is_empty(),
            TypeTarget::Result(k) => !v.results[k].is_empty(),
            TypeTarget::Operands => v.operands.iter().any(|g| !g.is_empty()),
            TypeTarget::Results => v.results.iter().any(|g| !g.is_empty()),
        }
    }

    pub(super) fn target_types(
        &self,
        p: &CustomPrinter<'_, '_>,
        v: &OpView,
        t: TypeTarget,
    ) -> SmallVec<[Type; 4]> {
        let ir = p.ir();
        match t {
            TypeTarget::Operand(k) => v.operands[k].iter().map(|&x| ir.value_type(x)).collect(),
            TypeTarget::Result(k) => v.results[k].iter().map(|&x| ir.value_type(x)).collect(),
            TypeTarget::Operands => ir.operand_types(v.op).collect(),
            TypeTarget::Results => ir.result_types(v.op).collect(),
        }
    }

    pub(super) fn print_steps(&self, p: &mut CustomPrinter<'_, '_>, v: &OpView, steps: &[Step]) {
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
                Step::OIList(clauses) => {
                    for c in clauses {
                        if c.variables.iter().any(|e| self.anchor_present(p, v, e)) {
                            self.print_steps(p, v, &c.steps);
                        }
                    }
                }
            }
        }
    }

    pub(super) fn print_element(&self, p: &mut CustomPrinter<'_, '_>, v: &OpView, e: &Element) {
        let ir = p.ir();
        match e {
            Element::Variable(Variable::Operand(k)) if self.is_nested(*k) => {
                for (i, g) in self.inner_groups(p, v, *k).iter().enumerate() {
                    if i > 0 {
                        p.write(", ");
                    }
                    p.write("(");
                    p.print_operands(g);
                    p.write(")");
                }
            }
            Element::Variable(Variable::Operand(k)) => p.print_operands(v.operands[*k]),
            Element::Variable(Variable::Result(k)) => p.print_operands(&v.results[*k]),
            Element::Variable(Variable::Attribute(i)) => self.print_attr(p, v, *i, false),
            Element::QualifiedAttribute(i) => self.print_attr(p, v, *i, true),
            Element::Variable(Variable::Region(k)) => {
                if self.def.regions.variadic && *k == self.def.regions.min as usize {
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
                    if self.def.successors.variadic && *k == self.def.successors.min as usize {
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
            Element::Type {
                target: TypeTarget::Operand(k),
                ..
            } if self.is_nested(*k) => {
                for (i, g) in self.inner_groups(p, v, *k).iter().enumerate() {
                    if i > 0 {
                        p.write(", ");
                    }
                    p.write("(");
                    p.print_types(g.iter().map(|&x| ir.value_type(x)));
                    p.write(")");
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
    /// The inner groups of operand group `k`, a group of groups, split by its
    /// segment attribute (all in one group when the attribute does not fit).
    fn inner_groups(&self, p: &CustomPrinter<'_, '_>, v: &OpView, k: usize) -> Vec<Vec<Value>> {
        let values = v.operands[k];
        let sizes = self.def.operands[k]
            .segments
            .as_ref()
            .and_then(|name| p.op_attribute(v.op, name))
            .and_then(|a| crate::dialect::groups::i32_array(p.ctx(), a))
            .unwrap_or_default();
        let total: i64 = sizes.iter().map(|&s| i64::from(s)).sum();
        if sizes.iter().any(|&s| s < 0) || total != values.len() as i64 {
            return vec![values.to_vec()];
        }
        let mut at = 0;
        sizes
            .iter()
            .map(|&n| {
                let g = values[at..at + n as usize].to_vec();
                at += n as usize;
                g
            })
            .collect()
    }

    pub(super) fn print_arg(
        &self,
        p: &CustomPrinter<'_, '_>,
        v: &OpView,
        a: &CustomArg,
    ) -> DirectiveArg {
        let ir = p.ir();
        match a {
            CustomArg::Variable(Variable::Operand(k)) if self.is_nested(*k) => {
                DirectiveArg::ValueGroups(self.inner_groups(p, v, *k))
            }
            CustomArg::Type(TypeTarget::Operand(k)) if self.is_nested(*k) => {
                DirectiveArg::TypeGroups(
                    self.inner_groups(p, v, *k)
                        .iter()
                        .map(|g| g.iter().map(|&x| ir.value_type(x)).collect())
                        .collect(),
                )
            }
            CustomArg::Variable(Variable::Operand(k)) => {
                DirectiveArg::Values(v.operands[*k].to_vec())
            }
            CustomArg::Variable(Variable::Result(k)) => {
                DirectiveArg::Values(v.results[*k].to_vec())
            }
            CustomArg::Variable(Variable::Attribute(i)) => {
                DirectiveArg::Attribute(self.attr(v, p.ctx(), *i))
            }
            CustomArg::Variable(Variable::Region(k)) => {
                let regions = ir.regions(v.op);
                let list = if self.def.regions.variadic && *k == self.def.regions.min as usize {
                    regions.get(*k..).unwrap_or(&[]).to_vec()
                } else {
                    regions.get(*k).copied().into_iter().collect()
                };
                DirectiveArg::Regions(list)
            }
            CustomArg::Variable(Variable::Successor(k)) => {
                let succ = ir.successors(v.op);
                let list = if self.def.successors.variadic && *k == self.def.successors.min as usize
                {
                    succ.get(*k..).unwrap_or(&[]).to_vec()
                } else {
                    succ.get(*k).copied().into_iter().collect()
                };
                DirectiveArg::Successors(list)
            }
            CustomArg::Ref(inner) => self.print_arg(p, v, inner),
            CustomArg::Type(t) => DirectiveArg::Types(self.target_types(p, v, *t).into_vec()),
            CustomArg::AttrDict => DirectiveArg::AttrDict(v.all_attrs(p.ctx())),
            CustomArg::Operands => DirectiveArg::Values(ir.operands(v.op).to_vec()),
            CustomArg::Regions => DirectiveArg::Regions(ir.regions(v.op).to_vec()),
            CustomArg::Successors => DirectiveArg::Successors(ir.successors(v.op).to_vec()),
            CustomArg::String(s) => DirectiveArg::Str(s.clone()),
        }
    }

    pub(super) fn print_region(&self, p: &mut CustomPrinter<'_, '_>, r: Region) {
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

    pub(super) fn print_attr(
        &self,
        p: &mut CustomPrinter<'_, '_>,
        v: &OpView,
        i: usize,
        qualified: bool,
    ) {
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
            AttrSyntax::DenseArray(_) => match ctx.attr_kind(a) {
                // `array<i64: 1, 2>` is written `[1, 2]` (`array<i64>`: `[]`).
                AttrKind::Verbatim(text) if text.starts_with("array<") && text.ends_with('>') => {
                    let inner = &text["array<".len()..text.len() - 1];
                    let elements = inner.split_once(':').map_or("", |(_, e)| e.trim());
                    let stripped = format!("[{elements}]");
                    p.write(&stripped);
                }
                _ => p.print_attribute(a),
            },
            AttrSyntax::DialectEnum {
                dialect, mnemonic, ..
            } => match ctx.attr_kind(a) {
                // `#index<cmp_predicate slt>` is written `slt`.
                AttrKind::Opaque { dialect: d, body }
                    if self.is_dialect(v, ctx, i, *d, dialect) =>
                {
                    let keyword = body
                        .strip_prefix('<')
                        .and_then(|b| b.strip_suffix('>'))
                        .and_then(|b| b.strip_prefix(mnemonic.as_ref()))
                        .and_then(|b| b.strip_prefix(' '))
                        .map(str::trim)
                        .filter(|k| !k.is_empty() && !k.contains(char::is_whitespace))
                        .map(str::to_owned);
                    // The attribute's own printer (format `$value`) writes a space
                    // before the keyword: `index.cmp slt(...)` from `` `` $pred``.
                    match keyword {
                        Some(k) => p.write(&format!(" {k}")),
                        None => p.print_attribute(a),
                    }
                }
                _ => p.print_attribute(a),
            },
            AttrSyntax::Dialect { dialect, mnemonic } => match ctx.attr_kind(a) {
                AttrKind::Opaque { dialect: d, body }
                    if self.is_dialect(v, ctx, i, *d, dialect)
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

    /// Whether `d` names `dialect`, the dialect of attribute `i`'s syntax.
    fn is_dialect(
        &self,
        v: &OpView,
        ctx: &Context,
        i: usize,
        d: Identifier,
        dialect: &str,
    ) -> bool {
        match v.pr.dialect_names[i] {
            Some((id, _)) => d == id,
            None => ctx.ident_str(d) == dialect,
        }
    }

    /// The names `attr-dict` and `prop-dict` leave out: those the format writes
    /// elsewhere, the segment sizes, and default-valued attributes holding their
    /// default.
    pub(super) fn elided_attrs(
        &self,
        p: &CustomPrinter<'_, '_>,
        v: &OpView,
    ) -> SmallVec<[Identifier; 8]> {
        let ctx = p.ctx();
        let mut elided: SmallVec<[Identifier; 8]> = SmallVec::from_slice(&v.pr.elided);
        for (i, a) in self.def.attributes.iter().enumerate() {
            if a.default_value.is_some() {
                if let Some(value) = self.attr(v, ctx, i) {
                    if self.is_default(v, i, value) {
                        elided.push(v.pr.attr_ids[i]);
                    }
                }
            }
        }
        elided
    }

    pub(super) fn print_attr_dict(
        &self,
        p: &mut CustomPrinter<'_, '_>,
        v: &OpView,
        with_keyword: bool,
    ) {
        let elided = self.elided_attrs(p, v);
        let all;
        // With `prop-dict`, the dictionary alone; else all attributes.
        let attrs: &[(Identifier, Attribute)] = if self.has_prop_dict || v.props.is_empty() {
            v.attr_dict
        } else if v.attr_dict.is_empty() {
            v.props
        } else {
            all = v.all_attrs(p.ctx());
            &all
        };
        if with_keyword {
            p.print_optional_attr_dict_with_keyword_ids(attrs, &elided);
        } else {
            p.print_optional_attr_dict_ids(attrs, &elided);
        }
    }

    pub(super) fn print_prop_dict(&self, p: &mut CustomPrinter<'_, '_>, v: &OpView) {
        let elided = self.elided_attrs(p, v);
        let props: SmallVec<[(Identifier, Attribute); 4]> = v
            .props
            .iter()
            .filter(|(n, _)| !elided.contains(n))
            .copied()
            .collect();
        if props.is_empty() {
            return;
        }
        p.write(" <");
        p.print_attr_dict_entries(&props);
        p.write(">");
    }
}
