//! Reading an op through its format: the elements, then the types that resolve the
//! operands, then the result types.

use super::*;

/// What the elements read, before the types resolve the operands.
pub(super) struct Reading {
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
    /// For a group of groups (`VariadicOfVariadic`): the size of each inner group read.
    inner_sizes: Vec<Option<Vec<u32>>>,
}

impl DeclarativeSyntax {
    pub(super) fn reading(&self) -> Reading {
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
            inner_sizes: vec![None; self.def.operands.len()],
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
    ) -> PResult<()> {
        for e in elements {
            self.parse_element(p, op, r, e)?;
        }
        Ok(())
    }

    pub(super) fn parse_element(
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
            Element::Variable(Variable::Operand(k)) if self.is_nested(*k) => {
                r.operand_at[*k] = p.offset();
                let groups = self.parse_operand_groups(p)?;
                r.inner_sizes[*k] = Some(groups.iter().map(|g| g.len() as u32).collect());
                r.operands[*k] = Some(groups.into_iter().flatten().collect());
                Ok(())
            }
            Element::Type {
                target: TypeTarget::Operand(k),
                ..
            } if self.is_nested(*k) => {
                let groups = self.parse_type_groups(p)?;
                r.operand_types[*k] = Some(groups.into_iter().flatten().collect());
                Ok(())
            }
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
                let variadic = self.def.regions.variadic && *k == self.def.regions.min as usize;
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
    pub(super) fn parse_custom(
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
                (
                    CustomArg::Variable(Variable::Operand(k)),
                    DirectiveArg::OperandGroups(groups),
                ) => {
                    r.operand_at[*k] = at;
                    r.inner_sizes[*k] = Some(groups.iter().map(|g| g.len() as u32).collect());
                    r.operands[*k] = Some(groups.into_iter().flatten().collect());
                }
                (CustomArg::Type(t), DirectiveArg::TypeGroups(groups)) => {
                    self.set_types(r, *t, groups.into_iter().flatten().collect())
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
    pub(super) fn parse_slot(
        &self,
        p: &CustomParser<'_, '_, '_>,
        op: &ParsedOp,
        r: &Reading,
        a: &CustomArg,
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
    pub(super) fn finish_region(&self, p: &mut CustomParser<'_, '_, '_>, region: Region) -> Region {
        if let Some(term) = self.terminator_name() {
            let term = term.to_string();
            p.ensure_terminator(region, &term);
        }
        region
    }

    pub(super) fn parse_types_of(
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

    pub(super) fn set_types(&self, r: &mut Reading, t: TypeTarget, types: Vec<Type>) {
        match t {
            TypeTarget::Operand(k) => r.operand_types[k] = Some(types),
            TypeTarget::Result(k) => r.result_types[k] = Some(types),
            TypeTarget::Operands => r.all_operand_types = Some(types),
            TypeTarget::Results => r.all_result_types = Some(types),
        }
    }

    pub(super) fn parse_attr(
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
                        if !cases.iter().any(|c| c.keyword == word) {
                            let names: Vec<&str> =
                                cases.iter().map(|c| c.keyword.as_ref()).collect();
                            return Err(p.error_at(
                                at,
                                format!(
                                    "expected `#{dialect}<{mnemonic} ...>` to be one of: {}",
                                    names.join(", ")
                                ),
                            ));
                        }
                        let body = format!("<{mnemonic} {word}>");
                        let dialect = p.ctx().intern_ident(dialect);
                        p.ctx().intern_attr(AttrKind::Opaque { dialect, body })
                    }
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
    pub(super) fn resolve(
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
                // An optional or variadic result group whose types an optional group
                // left out: it has none (MLIR's empty type list).
                TypeRef::Result(k) if self.def.results[k].kind != GroupKind::Single => {
                    Some(Vec::new())
                }
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
            // A ranged transform makes the list of a variadic group from one type
            // (ODS `RangedTypesMatchWith`); another applies to each type.
            TypeSource::Transformed(from, x) => match self.resolve(p, op, r, from, depth + 1)? {
                None => None,
                Some(types) if x.is_ranged() => match types.as_slice() {
                    [t] => apply_transform(p.ctx(), *t, x),
                    _ => None,
                },
                Some(types) => {
                    let mut out = Vec::with_capacity(types.len());
                    for t in types {
                        match apply_transform(p.ctx(), t, x).as_deref() {
                            Some(&[one]) => out.push(one),
                            _ => return Ok(None),
                        }
                    }
                    Some(out)
                }
            },
            TypeSource::Inferred => None,
        })
    }

    /// Group `k`'s part of the types of all operands.
    pub(super) fn slice_all(&self, r: &Reading, k: usize, all: &[Type]) -> Option<Vec<Type>> {
        let counts: Vec<usize> = r
            .operands
            .iter()
            .map(|o| o.as_ref().map_or(0, Vec::len))
            .collect();
        let start: usize = counts[..k].iter().sum();
        all.get(start..start + counts[k]).map(<[Type]>::to_vec)
    }
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

impl DeclarativeSyntax {
    /// Reads the op after its name (MLIR's generated `parse`).
    pub(super) fn read(&self, p: &mut CustomParser<'_, '_, '_>, op: &mut ParsedOp) -> PResult<()> {
        let mut r = self.reading();
        self.parse_elements(p, op, &mut r, &self.program.elements)?;
        let end = p.offset();
        // Operands: by group, or all at once (`operands`).
        let groups: Vec<Vec<UnresolvedOperand>> = match r.all_operands.take() {
            Some(all) => {
                let n = all.len();
                let sizes = crate::dialect::groups::sizes_from_kinds(
                    &self.def.operands,
                    n,
                    "operand",
                    self.def.same_variadic_sizes("operand"),
                )
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
                // An empty group needs no types (an absent optional group that
                // writes them).
                None if n == 0 => Vec::new(),
                None => match self.resolve(p, op, &r, TypeRef::Operand(k), 0)? {
                    Some(t) if t.len() == 1 && n != 1 => vec![t[0]; n],
                    Some(t) => t,
                    // An optional or variadic group left out: no types to resolve
                    // (MLIR resolves its empty lists).
                    None if n == 0 => Vec::new(),
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
        // The inner group sizes of groups of groups.
        for (k, sizes) in r.inner_sizes.iter().enumerate() {
            if let (Some(sizes), Some(attr)) = (sizes, &self.def.operands[k].segments) {
                let name = p.ctx().intern_ident(attr);
                let a = crate::dialect::groups::intern_i32_array(p.ctx(), sizes);
                op.add_attribute(name, a);
            }
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
