//! Switches: one dispatch per kind (a table lookup on op names or attribute values, a
//! sorted chain of "at least N" counts, a chain of checks), the cases of table
//! switches outlined into methods of their own or shared ones, and the tables they
//! look up, built in `new`.

use super::*;

/// What a switch table is indexed by.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum TableKey {
    /// The op name (its identifier's index).
    OpName,
    /// An attribute value (its index).
    Attribute,
}

/// A switch table of the generated set.
#[derive(Clone, Debug)]
pub(super) struct CaseTableSpec {
    /// What the table is indexed by.
    pub(super) key: TableKey,
    /// The interned slot (in op_names or attrs) of each case's answer, case 1 first.
    pub(super) slots: Vec<usize>,
}

impl MatchGen<'_, '_> {
    /// A switch, by kind: on op names or attribute values with many cases, a `match`
    /// on a table lookup; on "at least N" counts, every reached case, lowest first;
    /// else a chain of checks, each case in its own block.
    pub(super) fn switch(
        &mut self,
        p: PositionId,
        question: &Question,
        cases: &[(Answer, Vec<Node>)],
        scope: &mut Scope,
        out: &mut TokenStream,
    ) -> Result<(), Diagnostic> {
        let many = cases.len() >= TABLE_MIN_CASES;
        match question {
            Question::OperationName if many => {
                self.table_switch(TableKey::OpName, p, cases, scope, out)
            }
            Question::AttributeValue if many && self.tree.entity_kind(p) == EntityKind::Attr => {
                self.table_switch(TableKey::Attribute, p, cases, scope, out)
            }
            q if q.is_at_least() => {
                let mut order: Vec<&(Answer, Vec<Node>)> = cases.iter().collect();
                order.sort_by_key(|(answer, _)| match answer {
                    Answer::Count(n) => *n,
                    _ => 0,
                });
                self.chain_switch(p, question, order, scope, out)
            }
            _ => self.chain_switch(p, question, cases.iter().collect(), scope, out),
        }
    }

    /// A switch as a chain of blocks, one per case in `order`, each checking its answer.
    fn chain_switch(
        &mut self,
        p: PositionId,
        question: &Question,
        order: Vec<&(Answer, Vec<Node>)>,
        scope: &mut Scope,
        out: &mut TokenStream,
    ) -> Result<(), Diagnostic> {
        for (answer, nodes) in order {
            self.block(scope, out, |g, inner, label, out| {
                out.extend(g.check(p, question, answer, inner, label)?);
                g.seq(nodes, inner, label, out)
            })?;
        }
        Ok(())
    }

    /// A switch on the op name or attribute value at `p` (as `key` says): a `match` on
    /// the case number a table built in `new` gives, each case a call of a method of
    /// its own or of its shape's.
    ///
    /// Cases with a method of their own come first, in the tree's order, one arm each;
    /// then the cases of each shared shape, numbered in a row, so that one arm (a
    /// range of case numbers) calls the shape's method for all of them, with the
    /// case's successes and constants read from a `const` table (see [`shapes`]): a
    /// switch over ten thousand patterns of a few shapes is a few arms and data.
    fn table_switch(
        &mut self,
        key: TableKey,
        p: PositionId,
        cases: &[(Answer, Vec<Node>)],
        scope: &mut Scope,
        out: &mut TokenStream,
    ) -> Result<(), Diagnostic> {
        // The table's slot is taken now: switches nested in the cases take theirs
        // while the cases are generated.
        let table = self.tables.len();
        self.tables.push(CaseTableSpec {
            key,
            slots: Vec::new(),
        });
        // Not in a shared method already (its successes are numbered), and not when
        // tracing (each success names its pattern).
        let shapes = match scope.method == Method::Own && !self.trace {
            true => shapes::shared_shapes(cases),
            false => shapes::SharedShapes::none(cases.len()),
        };
        let mut slots = Vec::new();
        // The arms: a pattern of case numbers and what runs.
        let mut arms: Vec<(TokenStream, TokenStream)> = Vec::new();
        // The cases of their own, in order.
        for (i, (answer, nodes)) in cases.iter().enumerate() {
            if shapes.shape_of[i].is_some() {
                continue;
            }
            let (slot, doc) = self.case_key(key, answer)?;
            slots.push(slot);
            let case = slots.len() as u16;
            let call = self.own_case(table, case, &doc, nodes, scope)?;
            let case = int(case.into());
            arms.push((quote!(#case), call));
        }
        // The cases of each shared shape, in a row.
        for shape in 0..shapes.shapes.len() {
            let args = self.shape_method(table, &shapes, shape, scope)?;
            let first = slots.len() + 1;
            // Every case of a shape has as many successes and constants.
            let num_leaves = int(shapes::leaves(&shapes.shapes[shape]).len());
            let num_consts = int(shapes::constants(&shapes.shapes[shape]).len());
            let mut rows = Vec::new();
            for (i, (answer, nodes)) in cases.iter().enumerate() {
                if shapes.shape_of[i] != Some(shape) {
                    continue;
                }
                let (slot, _) = self.case_key(key, answer)?;
                slots.push(slot);
                rows.push(self.shape_case_row(nodes)?);
            }
            let (lo, hi) = (int(first), int(slots.len()));
            // An associated const of the set, so that `warm_up` can read it too.
            let rows_name = format_ident!("__CASES_{}_{}", table, shape);
            let mut data = TokenStream::new();
            if self.comments {
                data.extend(crate::codegen::format::comment(&format!(
                    "cases {first} to {} (`match_shape_{table}_{shape}`): the successes \
                     (pattern, benefit) and the constants (interned slots) of each",
                    slots.len()
                )));
            }
            let rows = crate::codegen::format::table(&rows, self.comments);
            let rt = self.rt;
            data.extend(quote! {
                const #rows_name: &[#rt::__private::CaseRow<#num_leaves, #num_consts>] = &#rows;
            });
            self.helpers.push(data);
            self.warm_tables.push(quote!(Self::#rows_name));
            let name = format_ident!("match_shape_{}_{}", table, shape);
            let call = self.call(&name, &args, Some((quote!(__leaves), quote!(__consts))));
            arms.push((
                quote!(__case @ #lo..=#hi),
                quote! {
                    let (__leaves, __consts) = &Self::#rows_name[usize::from(__case) - #lo];
                    #call
                },
            ));
        }
        if slots.len() > usize::from(u16::MAX) {
            return Err(internal(
                Span::call_site(),
                "a switch of more than 65535 cases",
            ));
        }
        self.tables[table].slots = slots;
        let l = local("p", p.0 as usize);
        let table = int(table);
        let index = match key {
            TableKey::OpName => quote!(__ir.op_name(#l).ident().index()),
            TableKey::Attribute => quote!(#l.index()),
        };
        let case = quote!(self.tables[#table].case(#index));
        out.extend(match arms.as_slice() {
            // One arm (the cases of one shape): no `match` for one pattern.
            [(pattern, body)] => quote!(if let #pattern = #case { #body }),
            _ => {
                let arms = arms
                    .iter()
                    .map(|(pattern, body)| quote!(#pattern => { #body }));
                quote! {
                    match #case {
                        #(#arms)*
                        _ => {}
                    }
                }
            }
        });
        Ok(())
    }

    /// The interned slot of a table switch's case (its op name or attribute value),
    /// and the doc of its method.
    fn case_key(&mut self, key: TableKey, answer: &Answer) -> Result<(usize, String), Diagnostic> {
        match (key, answer) {
            (TableKey::OpName, Answer::OperationName(name)) => Ok((
                self.interned.op_name_slot(name),
                format!(" The matcher for ops named `{name}`."),
            )),
            (TableKey::Attribute, Answer::Attribute(text)) => Ok((
                self.interned.attr_slot(text),
                format!(" The matcher for the attribute value `{text}`."),
            )),
            _ => Err(internal(
                Span::call_site(),
                "a table switch with another answer",
            )),
        }
    }

    /// Outlines the case `case` of switch table `table` into a method of its own;
    /// returns its call.
    ///
    /// Each case is a method of its own: the dispatch function stays small whatever
    /// the number of patterns (and so does its stack frame, which every op pays for),
    /// and rustc compiles many small functions faster than one huge one.
    fn own_case(
        &mut self,
        table: usize,
        case: u16,
        doc: &str,
        nodes: &[Node],
        scope: &Scope,
    ) -> Result<TokenStream, Diagnostic> {
        let label = self.label();
        let name = format_ident!("match_case_{}_{}", table, case);
        // In a shared method (whose nested switches share no shapes), the case's method
        // reads the shared method's tables.
        let args = self.outline(
            name.clone(),
            doc,
            scope,
            scope.method,
            label,
            |g, inner, label, out| g.seq(nodes, inner, label, out),
        )?;
        Ok(self.call(&name, &args, scope.method.passed_on()))
    }

    /// Outlines the method shared by the cases of shape `shape` of switch table
    /// `table`; returns the arguments of its calls, without the tables.
    fn shape_method(
        &mut self,
        table: usize,
        shapes: &shapes::SharedShapes,
        shape: usize,
        scope: &Scope,
    ) -> Result<Vec<TokenStream>, Diagnostic> {
        let doc = format!(
            " The matcher shared by {} cases of switch table {table}, which differ only in \
             the patterns that succeed and the constants they compare with: `__leaves` \
             gives the pattern and benefit of each success, in order, and `__consts` the \
             interned slot of each constant.",
            shapes.counts[shape]
        );
        let label = self.label();
        self.outline(
            format_ident!("match_shape_{}_{}", table, shape),
            &doc,
            scope,
            Method::Shared,
            label,
            |g, inner, label, out| g.seq(&shapes.shapes[shape], inner, label, out),
        )
    }

    /// The row of one case (whose subtree is `nodes`) in its shape's table, as text: its
    /// successes (pattern, benefit) and the interned slots of its constants, as arrays
    /// (one allocation for the whole table, none per row).
    fn shape_case_row(&mut self, nodes: &[Node]) -> Result<String, Diagnostic> {
        use std::fmt::Write;
        let mut row = String::from("([");
        for (i, (p, b)) in shapes::leaves(nodes).into_iter().enumerate() {
            let sep = if i > 0 { ", " } else { "" };
            let _ = write!(row, "{sep}({p}, {b})");
        }
        row.push_str("], [");
        for (i, c) in shapes::constants(nodes).iter().enumerate() {
            let slot = match c {
                Answer::OperationName(n) => self.interned.op_name_read_slot(n),
                Answer::Attribute(a) => self.interned.attr_read_slot(a),
                _ => return Err(internal(Span::call_site(), "a constant of another kind")),
            };
            let sep = if i > 0 { ", " } else { "" };
            let _ = write!(row, "{sep}{slot}");
        }
        row.push_str("])");
        Ok(row)
    }

    /// `new`'s statements that build the switch tables into a local `tables`: each
    /// from the interned slots of its cases' keys, in case order.
    pub(super) fn tables_init(&self) -> TokenStream {
        if self.tables.is_empty() {
            return TokenStream::new();
        }
        let rt = self.rt;
        let tables = self.tables.iter().map(|t| {
            let slots: Vec<String> = t.slots.iter().map(usize::to_string).collect();
            let slots = crate::codegen::format::table(&slots, self.comments);
            match t.key {
                TableKey::OpName => quote!(#rt::__private::op_name_table(&op_names, &#slots)),
                TableKey::Attribute => quote!(#rt::__private::attribute_table(&attrs, &#slots)),
            }
        });
        quote!(let tables = [#(#tables),*];)
    }
}
