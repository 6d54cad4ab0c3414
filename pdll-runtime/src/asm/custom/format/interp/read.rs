//! Reading an op through its format: the elements, then the types that resolve the
//! operands, then the result types.

use super::*;

/// The operands of one group, as written.
pub(super) type Operands = SmallVec<[UnresolvedOperand; 6]>;
/// The types of one group.
pub(super) type Types = SmallVec<[Type; 4]>;

/// What the elements read, before the types resolve the operands. The parser keeps
/// emptied ones for the next ops ([`Reading::take`]): an op is read into one that
/// already has room.
#[derive(Default)]
pub(crate) struct Reading {
    /// The operands read, group after group in the order read.
    operand_list: Operands,
    /// Per operand group, once read: where its operands are in `operand_list`.
    operands: Vec<Option<(u32, u32)>>,
    /// `operands`: where all operands are in `operand_list`.
    all_operands: Option<(u32, u32)>,
    /// The types read, list after list in the order read.
    type_list: Types,
    /// Per operand group, once its types are read: where they are in `type_list`.
    operand_types: Vec<Option<(u32, u32)>>,
    /// The same per result group.
    result_types: Vec<Option<(u32, u32)>>,
    /// `type(operands)`, `type(results)`: where they are in `type_list`.
    all_operand_types: Option<(u32, u32)>,
    all_result_types: Option<(u32, u32)>,
    regions: Vec<Option<Vec<Region>>>,
    all_regions: Option<Vec<Region>>,
    successors: Vec<Option<Vec<Block>>>,
    all_successors: Option<Vec<Block>>,
    /// Where each operand group was read (for count errors).
    operand_at: Vec<usize>,
    /// For a group of groups (`VariadicOfVariadic`): the size of each inner group read.
    inner_sizes: Vec<Option<Vec<u32>>>,
}

/// `v` as `n` copies of `value`: overwritten in place when it has that length (a spare
/// reading mostly comes back to an op of the same shape as its last).
fn reset<T: Clone>(v: &mut Vec<T>, n: usize, value: T) {
    if v.len() == n {
        v.fill(value);
    } else {
        v.clear();
        v.resize(n, value);
    }
}

impl Reading {
    /// An empty reading for `def`'s groups: one the parser kept, or a new one. Boxed:
    /// a reading is hundreds of bytes, moved at every take and give-back otherwise.
    fn take(p: &mut CustomParser<'_, '_, '_>, def: &OpDefinition) -> Box<Reading> {
        let mut r = p.op.spare_readings.pop().unwrap_or_default();
        let n_operands = def.operands.len();
        let n_regions = def.regions.min as usize + usize::from(def.regions.variadic);
        let n_succ = def.successors.min as usize + usize::from(def.successors.variadic);
        r.operand_list.clear();
        r.type_list.clear();
        r.all_operands = None;
        r.all_operand_types = None;
        r.all_result_types = None;
        r.all_regions = None;
        r.all_successors = None;
        reset(&mut r.operands, n_operands, None);
        reset(&mut r.operand_types, n_operands, None);
        reset(&mut r.result_types, def.results.len(), None);
        reset(&mut r.regions, n_regions, None);
        reset(&mut r.successors, n_succ, None);
        reset(&mut r.operand_at, n_operands, 0);
        reset(&mut r.inner_sizes, n_operands, None);
        r
    }

    /// The types at `at` in `type_list` (none when not read).
    fn types(&self, at: Option<(u32, u32)>) -> &[Type] {
        match at {
            Some((start, n)) => &self.type_list[start as usize..(start + n) as usize],
            None => &[],
        }
    }

    /// Gives it back to the parser, for the next op.
    fn give_back(self: Box<Self>, p: &mut CustomParser<'_, '_, '_>) {
        p.op.spare_readings.push(self);
    }
}

impl DeclarativeSyntax {
    /// Appends `list` to the operands read; where it is.
    fn add_operands(
        r: &mut Reading,
        list: impl IntoIterator<Item = UnresolvedOperand>,
    ) -> (u32, u32) {
        let start = r.operand_list.len() as u32;
        r.operand_list.extend(list);
        (start, r.operand_list.len() as u32 - start)
    }

    /// The operands read of group `k` (none when it was not read).
    fn group(r: &Reading, k: usize) -> &[UnresolvedOperand] {
        match r.operands[k] {
            Some((start, n)) => &r.operand_list[start as usize..(start + n) as usize],
            None => &[],
        }
    }

    /// Whether operand group `k` is a group of groups.
    pub(super) fn is_nested(&self, k: usize) -> bool {
        self.def.operands[k].segments.is_some()
    }

    /// `(%a, %b), (%c)`: the inner groups of a group of groups, as MLIR's generated
    /// parser reads a `VariadicOfVariadic` operand.
    fn parse_operand_groups(
        &self,
        p: &mut CustomParser<'_, '_, '_>,
    ) -> PResult<Vec<Vec<UnresolvedOperand>>> {
        let mut groups = Vec::new();
        if p.peek() != TokenKind::LParen {
            return Ok(groups);
        }
        loop {
            groups.push(p.parse_operand_list(Delimiter::Paren)?);
            if !p.eat(TokenKind::Comma) {
                return Ok(groups);
            }
        }
    }

    /// `(i32, i32), (f32)`: the types of a group of groups.
    fn parse_type_groups(&self, p: &mut CustomParser<'_, '_, '_>) -> PResult<Vec<Vec<Type>>> {
        let mut groups = Vec::new();
        if p.peek() != TokenKind::LParen {
            return Ok(groups);
        }
        loop {
            groups.push(p.parse_paren_type_list()?);
            if !p.eat(TokenKind::Comma) {
                return Ok(groups);
            }
        }
    }

    pub(super) fn parse_elements(
        &self,
        p: &mut CustomParser<'_, '_, '_>,
        op: &mut ParsedOp,
        r: &mut Reading,
        elements: &[Element],
        pr: &Prepared,
    ) -> PResult<()> {
        for e in elements {
            self.parse_element(p, op, r, e, pr)?;
        }
        Ok(())
    }

    pub(super) fn parse_element(
        &self,
        p: &mut CustomParser<'_, '_, '_>,
        op: &mut ParsedOp,
        r: &mut Reading,
        e: &Element,
        pr: &Prepared,
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
            Element::Variable(Variable::Operand(k)) if self.is_nested(*k) => {
                r.operand_at[*k] = p.offset();
                let groups = self.parse_operand_groups(p)?;
                r.inner_sizes[*k] = Some(groups.iter().map(|g| g.len() as u32).collect());
                r.operands[*k] = Some(Self::add_operands(r, groups.into_iter().flatten()));
                Ok(())
            }
            Element::Type {
                target: TypeTarget::Operand(k),
                ..
            } if self.is_nested(*k) => {
                let groups = self.parse_type_groups(p)?;
                let types: Types = groups.into_iter().flatten().collect();
                self.set_types(r, TypeTarget::Operand(*k), types);
                Ok(())
            }
            Element::Variable(Variable::Operand(k)) => {
                r.operand_at[*k] = p.offset();
                let start = r.operand_list.len() as u32;
                match self.def.operands[*k].kind {
                    GroupKind::Single => r.operand_list.push(p.parse_operand()?),
                    GroupKind::Optional => r.operand_list.extend(p.parse_optional_operand()?),
                    GroupKind::Variadic => parse_operands_into(p, &mut r.operand_list)?,
                }
                r.operands[*k] = Some((start, r.operand_list.len() as u32 - start));
                Ok(())
            }
            Element::Variable(Variable::Result(_)) => {
                Err(p.error("result variables are not parsed"))
            }
            Element::Variable(Variable::Attribute(i)) => self.parse_attr(p, op, *i, false, pr),
            Element::QualifiedAttribute(i) => self.parse_attr(p, op, *i, true, pr),
            Element::Variable(Variable::Region(k)) => {
                let variadic = self.def.regions.variadic && *k == self.def.regions.min as usize;
                let mut list = Vec::new();
                if variadic {
                    if let Some(region) = p.parse_optional_region(&[])? {
                        list.push(self.finish_region(p, region, pr));
                        while p.eat(TokenKind::Comma) {
                            let region = p.parse_region(&[])?;
                            list.push(self.finish_region(p, region, pr));
                        }
                    }
                } else {
                    let region = p.parse_region(&[])?;
                    list.push(self.finish_region(p, region, pr));
                }
                r.regions[*k] = Some(list);
                Ok(())
            }
            Element::Variable(Variable::Successor(k)) => {
                let variadic =
                    self.def.successors.variadic && *k == self.def.successors.min as usize;
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
                let start = r.operand_list.len() as u32;
                parse_operands_into(p, &mut r.operand_list)?;
                r.all_operands = Some((start, r.operand_list.len() as u32 - start));
                Ok(())
            }
            Element::Regions => {
                let mut list = Vec::new();
                if let Some(region) = p.parse_optional_region(&[])? {
                    list.push(self.finish_region(p, region, pr));
                    while p.eat(TokenKind::Comma) {
                        let region = p.parse_region(&[])?;
                        list.push(self.finish_region(p, region, pr));
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
                self.set_types(r, *inputs, Types::from_vec(ins));
                self.set_types(r, *results, Types::from_vec(outs));
                Ok(())
            }
            Element::Optional(g) => self.parse_optional(p, op, r, g, pr),
            Element::Custom { name, args } => self.parse_custom(p, op, r, name, args, pr),
            Element::OIList(clauses) => self.parse_oilist(p, op, r, clauses, pr),
        }
    }

    /// A `custom<name>(args)` directive: its registered parser fills the slots of the
    /// arguments, which then go where the elements would put them.
    pub(super) fn parse_custom(
        &self,
        p: &mut CustomParser<'_, '_, '_>,
        op: &mut ParsedOp,
        r: &mut Reading,
        name: &str,
        args: &[CustomArg],
        pr: &Prepared,
    ) -> PResult<()> {
        let Some(d) = p.ctx_ref().syntax.directive(name).cloned() else {
            return Err(p.error(format!(
                "custom directive '{name}' of '{}' is not registered",
                self.def.name
            )));
        };
        let at = p.offset();
        let mut slots: Vec<DirectiveArg> =
            args.iter().map(|a| self.parse_slot(op, r, a, pr)).collect();
        d.parse(p, &mut slots)?;
        for (a, slot) in args.iter().zip(slots) {
            match (a, slot) {
                (CustomArg::Variable(Variable::Operand(k)), DirectiveArg::Operands(list)) => {
                    r.operand_at[*k] = at;
                    r.operands[*k] = Some(Self::add_operands(r, list));
                }
                (
                    CustomArg::Variable(Variable::Operand(k)),
                    DirectiveArg::OperandGroups(groups),
                ) => {
                    r.operand_at[*k] = at;
                    r.inner_sizes[*k] = Some(groups.iter().map(|g| g.len() as u32).collect());
                    r.operands[*k] = Some(Self::add_operands(r, groups.into_iter().flatten()));
                }
                (CustomArg::Type(t), DirectiveArg::TypeGroups(groups)) => {
                    self.set_types(r, *t, groups.into_iter().flatten().collect())
                }
                (CustomArg::Variable(Variable::Attribute(i)), DirectiveArg::Attribute(Some(a))) => {
                    op.add_attribute(pr.attr_ids[*i], a);
                }
                (CustomArg::Variable(Variable::Region(k)), DirectiveArg::Regions(list)) => {
                    let list = list
                        .into_iter()
                        .map(|rg| self.finish_region(p, rg, pr))
                        .collect();
                    r.regions[*k] = Some(list);
                }
                (CustomArg::Variable(Variable::Successor(k)), DirectiveArg::Successors(list)) => {
                    r.successors[*k] = Some(list);
                }
                (CustomArg::Type(t), DirectiveArg::Types(types)) => {
                    self.set_types(r, *t, Types::from_vec(types))
                }
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
    pub(super) fn parse_slot(
        &self,
        op: &ParsedOp,
        r: &Reading,
        a: &CustomArg,
        pr: &Prepared,
    ) -> DirectiveArg {
        match a {
            CustomArg::Variable(Variable::Operand(k)) if self.is_nested(*k) => {
                DirectiveArg::OperandGroups(Vec::new())
            }
            CustomArg::Type(TypeTarget::Operand(k)) if self.is_nested(*k) => {
                DirectiveArg::TypeGroups(Vec::new())
            }
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
                    DirectiveArg::Operands(Self::group(r, *k).to_vec())
                }
                CustomArg::Variable(Variable::Attribute(i)) => {
                    DirectiveArg::Attribute(op.attribute(pr.attr_ids[*i]))
                }
                CustomArg::Variable(Variable::Region(k)) => {
                    DirectiveArg::Regions(r.regions.get(*k).cloned().flatten().unwrap_or_default())
                }
                CustomArg::Variable(Variable::Successor(k)) => DirectiveArg::Successors(
                    r.successors.get(*k).cloned().flatten().unwrap_or_default(),
                ),
                CustomArg::Type(t) => DirectiveArg::Types(
                    r.types(match *t {
                        TypeTarget::Operand(k) => r.operand_types[k],
                        TypeTarget::Result(k) => r.result_types[k],
                        TypeTarget::Operands => r.all_operand_types,
                        TypeTarget::Results => r.all_result_types,
                    })
                    .to_vec(),
                ),
                CustomArg::AttrDict => DirectiveArg::AttrDict(op.attributes.clone()),
                CustomArg::Operands => DirectiveArg::Operands(match r.all_operands {
                    Some((start, n)) => {
                        r.operand_list[start as usize..(start + n) as usize].to_vec()
                    }
                    None => Vec::new(),
                }),
                other => self.parse_slot(op, r, other, pr),
            },
        }
    }

    /// The region, with its implicit terminator when the op has one.
    pub(super) fn finish_region(
        &self,
        p: &mut CustomParser<'_, '_, '_>,
        region: Region,
        pr: &Prepared,
    ) -> Region {
        match pr.terminator {
            Some(term) => p.ensure_terminator_op(region, term),
            None => {
                if let Some(term) = self.terminator_name() {
                    let term = term.to_string();
                    p.ensure_terminator(region, &term);
                }
            }
        }
        region
    }

    pub(super) fn parse_types_of(
        &self,
        p: &mut CustomParser<'_, '_, '_>,
        t: TypeTarget,
    ) -> PResult<Types> {
        let kind = match t {
            TypeTarget::Operand(k) => self.def.operands[k].kind,
            TypeTarget::Result(k) => self.def.results[k].kind,
            TypeTarget::Operands | TypeTarget::Results => GroupKind::Variadic,
        };
        let mut v = Types::new();
        match kind {
            GroupKind::Single => v.push(p.parse_type()?),
            GroupKind::Optional => v.extend(p.parse_optional_type()?),
            GroupKind::Variadic => {
                if let Some(t) = p.parse_optional_type()? {
                    v.push(t);
                    while p.eat(TokenKind::Comma) {
                        v.push(p.parse_type()?);
                    }
                }
            }
        }
        Ok(v)
    }

    pub(super) fn set_types(&self, r: &mut Reading, t: TypeTarget, types: Types) {
        let start = r.type_list.len() as u32;
        r.type_list.extend_from_slice(&types);
        let at = Some((start, types.len() as u32));
        match t {
            TypeTarget::Operand(k) => r.operand_types[k] = at,
            TypeTarget::Result(k) => r.result_types[k] = at,
            TypeTarget::Operands => r.all_operand_types = at,
            TypeTarget::Results => r.all_result_types = at,
        }
    }

    /// The type attribute `i` is read with (`text`, its syntax's type), as prepared.
    fn attr_type(
        &self,
        p: &mut CustomParser<'_, '_, '_>,
        pr: &Prepared,
        i: usize,
        text: &str,
        at: usize,
    ) -> PResult<Type> {
        match &pr.attr_types[i] {
            Some(Ok(t)) => Ok(*t),
            Some(Err(m)) => Err(p.error_at(at, m.clone())),
            None => p
                .ctx()
                .parse_type(text)
                .map_err(|e| p.error_at(at, e.message)),
        }
    }

    pub(super) fn parse_attr(
        &self,
        p: &mut CustomParser<'_, '_, '_>,
        op: &mut ParsedOp,
        i: usize,
        qualified: bool,
        pr: &Prepared,
    ) -> PResult<()> {
        let attr = &self.def.attributes[i];
        let name = pr.attr_ids[i];
        let value = if qualified {
            p.parse_attribute()?
        } else {
            match &attr.syntax {
                AttrSyntax::Generic => p.parse_attribute()?,
                AttrSyntax::WithoutType(ty) => {
                    let at = p.offset();
                    let ty = self.attr_type(p, pr, i, ty, at)?;
                    p.parse_attribute_of_type(ty)?
                }
                AttrSyntax::Unit => match pr.unit {
                    Some(unit) => unit,
                    None => p.ctx().intern_attr(AttrKind::Unit),
                },
                AttrSyntax::DenseArray(element) if p.peek() == TokenKind::LSquare => {
                    let at = p.offset();
                    let list = p.parse_attribute()?;
                    dense_array(p.ctx(), element, list).map_err(|m| p.error_at(at, m))?
                }
                AttrSyntax::DenseArray(_) => p.parse_attribute()?,
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
                    let word: std::borrow::Cow<'_, str> = match p.peek() {
                        TokenKind::BareIdent => match p.parse_optional_any_keyword() {
                            Some(w) => w.into(),
                            None => unreachable!("a keyword is next"),
                        },
                        TokenKind::String => p.parse_keyword_or_string()?.into(),
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
                    let Some(k) = cases.iter().position(|c| c.keyword == *word) else {
                        return Err(p.error_at(
                            at,
                            format!("invalid {} attribute specification: \"{word}\"", attr.name),
                        ));
                    };
                    let ty = self.attr_type(p, pr, i, ty, at)?;
                    match pr.enum_cases[i].get(k) {
                        Some(Ok(a)) => *a,
                        Some(Err(m)) => return Err(p.error_at(at, m.clone())),
                        None => {
                            let text =
                                format!("{} : {}", cases[k].value, p.ctx_ref().type_to_string(ty));
                            p.ctx()
                                .parse_attribute(&text)
                                .map_err(|e| p.error_at(at, e.message))?
                        }
                    }
                }
                AttrSyntax::DialectEnum {
                    dialect,
                    mnemonic,
                    cases,
                } => {
                    if p.peek() == TokenKind::HashIdent {
                        p.parse_attribute()?
                    } else {
                        let at = p.offset();
                        let Some(word) = p.parse_optional_any_keyword() else {
                            return Err(p.error(format!(
                                "expected a keyword of `#{dialect}<{mnemonic} ...>`"
                            )));
                        };
                        let Some(k) = cases.iter().position(|c| c.keyword == word) else {
                            let names: Vec<&str> =
                                cases.iter().map(|c| c.keyword.as_ref()).collect();
                            return Err(p.error_at(
                                at,
                                format!(
                                    "expected `#{dialect}<{mnemonic} ...>` to be one of: {}",
                                    names.join(", ")
                                ),
                            ));
                        };
                        match pr.dialect_enum_cases[i].get(k) {
                            Some(&a) => a,
                            None => {
                                let body = format!("<{mnemonic} {word}>");
                                let dialect = p.ctx().intern_ident(dialect);
                                p.ctx().intern_attr(AttrKind::Opaque { dialect, body })
                            }
                        }
                    }
                }
                AttrSyntax::Dialect { dialect, mnemonic } => {
                    if p.peek() == TokenKind::HashIdent {
                        p.parse_attribute()?
                    } else {
                        let at = p.offset();
                        let text = p.op.p.balanced_angle_text()?;
                        // The same text reads as the same attribute, read once (the
                        // parser's `dialect_attr_cache`: `fastmath<fast>` on every float
                        // op of a file).
                        let cached = pr.dialect_names[i].and_then(|(d, m)| {
                            p.op.p.dialect_attr_cache.get(&(d, m, text)).copied()
                        });
                        match cached {
                            Some(a) => a,
                            None => {
                                let mut body = format!(".{mnemonic}{text}");
                                // A registered bit enum is read into MLIR's canonical
                                // spelling.
                                if let Some(canonical) =
                                    p.ctx_ref().dialect.bit_enums.canonical_body(dialect, &body)
                                {
                                    let prefix = 1 + mnemonic.len();
                                    body = canonical.map_err(|e| {
                                        let offset = at + e.offset - prefix;
                                        if e.emitted {
                                            p.emit_error_at(offset, e.message)
                                        } else {
                                            p.error_at(offset, e.message)
                                        }
                                    })?;
                                }
                                let dialect = p.ctx().intern_ident(dialect);
                                let a = p.ctx().intern_attr(AttrKind::Opaque { dialect, body });
                                if let Some((d, m)) = pr.dialect_names[i] {
                                    p.op.p.dialect_attr_cache.insert((d, m, text), a);
                                }
                                a
                            }
                        }
                    }
                }
            }
        };
        op.add_attribute(name, value);
        Ok(())
    }

    /// Whether the first element of an optional group is next (it is then read by
    /// the group as usual).
    pub(super) fn group_starts(&self, p: &CustomParser<'_, '_, '_>, first: &Element) -> bool {
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
                    AttrSyntax::DialectEnum { cases, .. } => {
                        p.peek() == TokenKind::HashIdent
                            || (p.peek() == TokenKind::BareIdent
                                && cases.iter().any(|c| c.keyword == p.peek_text()))
                    }
                    AttrSyntax::Type => p.peek_type(),
                    // A string or array attribute (ODS gives `StrAttr` and `ArrayAttr`
                    // the value type `none`): MLIR's `parseOptionalAttribute` of a
                    // `StringAttr` / `ArrayAttr` only starts at `"` / `[` (so that
                    // `memref.global @x` does not read `@x` as its visibility).
                    AttrSyntax::WithoutType(ty) if ty == "none" => {
                        matches!(p.peek(), TokenKind::String | TokenKind::LSquare)
                    }
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

    pub(super) fn parse_optional(
        &self,
        p: &mut CustomParser<'_, '_, '_>,
        op: &mut ParsedOp,
        r: &mut Reading,
        g: &OptionalGroup,
        pr: &Prepared,
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
                let unit = match pr.unit {
                    Some(unit) => unit,
                    None => p.ctx().intern_attr(AttrKind::Unit),
                };
                op.add_attribute(pr.attr_ids[*i], unit);
            }
        }
        if present {
            self.parse_elements(p, op, r, &g.then_elements, pr)
        } else {
            self.parse_elements(p, op, r, &g.else_elements, pr)
        }
    }

    /// An `oilist` (MLIR's generated loop): clauses in any order, each at most once,
    /// until no clause's keyword comes next. A clause of one unit attribute sets it;
    /// an optional attribute of a clause may be left out.
    pub(super) fn parse_oilist(
        &self,
        p: &mut CustomParser<'_, '_, '_>,
        op: &mut ParsedOp,
        r: &mut Reading,
        clauses: &[OIListClause],
        pr: &Prepared,
    ) -> PResult<()> {
        let mut seen = vec![false; clauses.len()];
        while let Some(k) = clauses.iter().position(|c| p.peek_literal(&c.keyword)) {
            let clause = &clauses[k];
            p.parse_literal(&clause.keyword)?;
            if seen[k] {
                return Err(p.emit_error_at(
                    p.op_offset(),
                    format!(
                        "`{}` clause can appear at most once in the expansion of the oilist \
                         directive",
                        clause.keyword
                    ),
                ));
            }
            seen[k] = true;
            if let Some(i) = oilist_unit_attr(clause, &self.def) {
                let name = p.ctx().intern_ident(&self.def.attributes[i].name);
                let unit = p.ctx().intern_attr(AttrKind::Unit);
                op.add_attribute(name, unit);
                continue;
            }
            for e in &clause.elements {
                // `parseOptionalAttribute` for an optional attribute.
                if let Element::Variable(Variable::Attribute(i)) | Element::QualifiedAttribute(i) =
                    e
                {
                    let a = &self.def.attributes[*i];
                    if !a.required && a.default_value.is_none() && !self.group_starts(p, e) {
                        continue;
                    }
                }
                self.parse_element(p, op, r, e, pr)?;
            }
        }
        Ok(())
    }

    /// The types of group `k` of operands (`operands`) or results, by its source.
    pub(super) fn resolve(
        &self,
        p: &mut CustomParser<'_, '_, '_>,
        op: &ParsedOp,
        r: &Reading,
        target: TypeRef,
        depth: usize,
        pr: &Prepared,
    ) -> PResult<Option<Types>> {
        if depth > 8 {
            return Ok(None);
        }
        let (source, written) = match target {
            TypeRef::Operand(k) => (&self.program.operand_types[k], r.operand_types[k]),
            TypeRef::Result(k) => (&self.program.result_types[k], r.result_types[k]),
            TypeRef::Attribute(i) => {
                let Some(a) = op.attribute(pr.attr_ids[i]) else {
                    return Ok(None);
                };
                return Ok(crate::dialect::typed_attr_type(p.ctx(), a).map(|t| smallvec![t]));
            }
        };
        if written.is_some() {
            return Ok(Some(Types::from_slice(r.types(written))));
        }
        Ok(match *source {
            TypeSource::Written => match target {
                TypeRef::Operand(k) => r
                    .all_operand_types
                    .and_then(|_| self.slice_all(r, k, r.types(r.all_operand_types))),
                // The types of an optional or variadic result group whose optional
                // group was left out: none (MLIR's generated parser adds its empty
                // list).
                TypeRef::Result(k) if self.def.results[k].kind != GroupKind::Single => {
                    Some(Types::new())
                }
                _ => None,
            },
            TypeSource::Buildable => {
                let (buildable, group) = match target {
                    TypeRef::Operand(k) => (&pr.operand_buildable[k], &self.def.operands[k]),
                    TypeRef::Result(k) => (&pr.result_buildable[k], &self.def.results[k]),
                    TypeRef::Attribute(_) => return Ok(None),
                };
                let at = p.offset();
                match buildable {
                    Some(Ok(t)) => Some(smallvec![*t]),
                    Some(Err(m)) => return Err(p.error_at(at, m.clone())),
                    None => {
                        let Some(text) = group.buildable_type.as_deref() else {
                            return Ok(None);
                        };
                        let t = p
                            .ctx()
                            .parse_type(text)
                            .map_err(|e| p.error_at(at, e.message))?;
                        Some(smallvec![t])
                    }
                }
            }
            TypeSource::Same(from) => self.resolve(p, op, r, from, depth + 1, pr)?,
            // A ranged transform makes the list of a variadic group from one type
            // (ODS `RangedTypesMatchWith`); another applies to each type.
            TypeSource::Transformed(from, x) => {
                match self.resolve(p, op, r, from, depth + 1, pr)? {
                    None => None,
                    Some(types) if x.is_ranged() => match types.as_slice() {
                        [t] => apply_transform(p.ctx(), *t, x).map(Types::from_vec),
                        _ => None,
                    },
                    Some(types) => {
                        let mut out = Types::with_capacity(types.len());
                        for t in types {
                            match apply_transform(p.ctx(), t, x).as_deref() {
                                Some(&[one]) => out.push(one),
                                _ => return Ok(None),
                            }
                        }
                        Some(out)
                    }
                }
            }
            TypeSource::Inferred => None,
        })
    }

    /// Group `k`'s part of the types of all operands.
    pub(super) fn slice_all(&self, r: &Reading, k: usize, all: &[Type]) -> Option<Types> {
        let len = |o: &Option<(u32, u32)>| o.map_or(0, |(_, n)| n as usize);
        let start: usize = r.operands[..k].iter().map(len).sum();
        all.get(start..start + len(&r.operands[k]))
            .map(Types::from_slice)
    }
}

/// A comma-separated list of operands (possibly empty) into `list`.
fn parse_operands_into(p: &mut CustomParser<'_, '_, '_>, list: &mut Operands) -> PResult<()> {
    p.parse_comma_list(Delimiter::None, |p| {
        if p.peek() != TokenKind::PercentIdent {
            return Ok(false);
        }
        list.push(p.parse_operand()?);
        Ok(true)
    })
}

impl DeclarativeSyntax {
    /// The result types through the op's inference (its traits, or a registered
    /// function), as MLIR's `InferTypeOpInterface`.
    pub(super) fn infer_results(
        &self,
        p: &mut CustomParser<'_, '_, '_>,
        op: &ParsedOp,
        at: usize,
    ) -> PResult<Vec<Type>> {
        let ctx = p.ctx();
        let mut entries = op.attributes.clone();
        entries.extend(op.properties.iter().copied());
        let attrs = ctx.intern_dictionary(entries);
        let ir: &crate::Ir = &*p.op.ir;
        match crate::dialect::infer_result_types(&mut *p.op.p.ctx, ir, op.name, &op.operands, attrs)
        {
            Ok(Some(types)) => Ok(types),
            Ok(None) => Err(p.error_at(
                at,
                format!("failed to infer the result types of '{}'", self.def.name),
            )),
            Err(e) => Err(p.error_at(at, e)),
        }
    }
}

impl DeclarativeSyntax {
    /// Reads the op after its name (MLIR's generated `parse`).
    pub(super) fn read(&self, p: &mut CustomParser<'_, '_, '_>, op: &mut ParsedOp) -> PResult<()> {
        let made;
        let pr = match self.prepared_for(p.ctx_ref()) {
            Some(pr) => pr,
            None => {
                made = Prepared::new(self, p.ctx());
                &made
            }
        };
        let mut r = Reading::take(p, &self.def);
        self.parse_elements(p, op, &mut r, &self.program.elements, pr)?;
        let end = p.offset();
        // Operands: by group, or all at once (`operands`).
        match r.all_operands.take() {
            Some((all_start, n)) => {
                let sizes = crate::dialect::groups::sizes_from_kinds(
                    &self.def.operands,
                    n as usize,
                    "operand",
                    self.def.same_variadic_sizes("operand"),
                )
                .map_err(|e| p.error_at(end, e))?;
                for k in 0..sizes.len() {
                    let range = crate::dialect::groups::group_range(&sizes, k);
                    r.operands[k] = Some((all_start + range.start as u32, range.len() as u32));
                }
            }
            None => {
                for o in r.operands.iter_mut() {
                    o.get_or_insert((0, 0));
                }
            }
        }
        // `type(operands)`: the types of all operands, taken group by group.
        let mut all_types: Option<&[Type]> =
            r.all_operand_types.map(|_| r.types(r.all_operand_types));
        for k in 0..r.operands.len() {
            let n = r.operands[k].map_or(0, |(_, n)| n as usize);
            let types: Types = match all_types.as_mut() {
                Some(all) => {
                    if all.len() < n {
                        return Err(p.error_at(
                            end,
                            format!("{} operands present, but expected {}", n, all.len()),
                        ));
                    }
                    let (head, rest) = all.split_at(n);
                    *all = rest;
                    Types::from_slice(head)
                }
                // An empty group needs no types (an absent optional group that
                // writes them).
                None if n == 0 => Types::new(),
                None => match self.resolve(p, op, &r, TypeRef::Operand(k), 0, pr)? {
                    Some(t) if t.len() == 1 && n != 1 => smallvec![t[0]; n],
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
            let group = Self::group(&r, k);
            p.resolve_operands_into(group, &types, at, &mut op.operands)?;
        }
        // Results.
        let mut results: SmallVec<[Option<Types>; 2]> = SmallVec::new();
        for k in 0..self.def.results.len() {
            results.push(self.resolve(p, op, &r, TypeRef::Result(k), 0, pr)?);
        }
        if r.all_result_types.is_some() {
            op.result_types.clear();
            op.result_types
                .extend_from_slice(r.types(r.all_result_types));
        } else if results.iter().all(Option::is_some) {
            op.result_types.clear();
            for types in results.iter().flatten() {
                op.result_types.extend_from_slice(types);
            }
        } else {
            let types = self.infer_results(p, op, end)?;
            op.result_types = types;
        }
        // Regions and successors, in order.
        match r.all_regions.take() {
            Some(all) => op.regions.extend(all),
            None => {
                for list in r.regions.iter().flatten() {
                    op.regions.extend_from_slice(list);
                }
            }
        }
        match r.all_successors.take() {
            Some(all) => op.successors.extend(all),
            None => {
                for list in r.successors.iter().flatten() {
                    op.successors.extend_from_slice(list);
                }
            }
        }
        // The inner group sizes of groups of groups.
        for (k, sizes) in r.inner_sizes.iter().enumerate() {
            if let (Some(sizes), Some(attr)) = (sizes, &self.def.operands[k].segments) {
                let name = match pr.inner_segments[k] {
                    Some(name) => name,
                    None => p.ctx().intern_ident(attr),
                };
                let a = crate::dialect::groups::intern_i32_array(p.ctx(), sizes);
                op.add_attribute(name, a);
            }
        }
        // Segment sizes from the groups read.
        if self.def.operand_segments_attr().is_some() && !self.program.all_operands {
            let sizes: SmallVec<[u32; 4]> =
                r.operands.iter().map(|o| o.map_or(0, |(_, n)| n)).collect();
            let a = crate::dialect::groups::intern_i32_array(p.ctx(), &sizes);
            op.properties.push((pr.operand_segments, a));
        }
        r.give_back(p);
        Ok(())
    }
}

/// The dense array of element type `element` (`i64`) whose elements the attribute
/// list `list` (`[1, 2]`, parsed as an array attribute) writes: what
/// `DenseArrayAttrImpl::parse` reads without its `array<i64:` prefix.
fn dense_array(ctx: &mut Context, element: &str, list: Attribute) -> Result<Attribute, String> {
    let AttrKind::Array(items) = ctx.attr_kind(list).clone() else {
        return Err(format!("expected `[` and a list of {element} values"));
    };
    let mut texts = Vec::with_capacity(items.len());
    for item in items {
        texts.push(match ctx.attr_kind(item) {
            AttrKind::Integer { value, .. } => value.to_string(),
            AttrKind::Bool(b) => b.to_string(),
            AttrKind::Float { .. } => {
                let text = ctx.attr_to_string(item);
                text.rsplit_once(" : ")
                    .map_or(text.clone(), |(v, _)| v.to_owned())
            }
            _ => {
                return Err(format!(
                    "expected a {element} value, got `{}`",
                    ctx.attr_to_string(item)
                ))
            }
        });
    }
    let text = if texts.is_empty() {
        format!("array<{element}>")
    } else {
        format!("array<{element}: {}>", texts.join(", "))
    };
    ctx.parse_attribute(&text).map_err(|e| e.message)
}
