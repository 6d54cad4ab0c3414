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

/// A switch table of the generated set: `(slot in op_names or attrs, case)` entries.
#[derive(Clone, Debug)]
pub(super) struct CaseTableSpec {
    /// What the table is indexed by.
    pub(super) key: TableKey,
    /// The interned slot of each case's answer, and the case number (from 1).
    pub(super) entries: Vec<(usize, u16)>,
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
            entries: Vec::new(),
        });
        // Not in a shared method already (its successes are numbered), and not when
        // tracing (each success names its pattern).
        let shapes =
            (scope.method == Method::Own && !self.trace).then(|| shapes::shared_shapes(cases));
        let mut shape_args: Vec<Option<Vec<TokenStream>>> = Vec::new();
        let mut entries = Vec::new();
        let mut arms = TokenStream::new();
        for (i, (answer, nodes)) in cases.iter().enumerate() {
            let case = (i + 1) as u16;
            let (slot, doc) = match (key, answer) {
                (TableKey::OpName, Answer::OperationName(name)) => (
                    self.interned.op_name_slot(name),
                    format!(" The matcher for ops named `{name}`."),
                ),
                (TableKey::Attribute, Answer::Attribute(text)) => (
                    self.interned.attr_slot(text),
                    format!(" The matcher for the attribute value `{text}`."),
                ),
                _ => {
                    return Err(internal(
                        Span::call_site(),
                        "a table switch with another answer",
                    ))
                }
            };
            entries.push((slot, case));
            let call = match shapes.as_ref().and_then(|s| Some((s, s.shape_of[i]?))) {
                Some((shapes, shape)) => {
                    if shape_args.len() <= shape {
                        shape_args.resize(shape + 1, None);
                    }
                    if shape_args[shape].is_none() {
                        shape_args[shape] = Some(self.shape_method(table, shapes, shape, scope)?);
                    }
                    let args = shape_args[shape].as_deref().expect("set above");
                    self.shape_case_call(table, shape, args, nodes)?
                }
                None => self.own_case(table, case, &doc, nodes, scope)?,
            };
            let case = int(case.into());
            arms.extend(quote!(#case => { #call }));
        }
        self.tables[table].entries = entries;
        let l = local("p", p.0 as usize);
        let table = int(table);
        let index = match key {
            TableKey::OpName => quote!(__ir.op_name(#l).ident().index()),
            TableKey::Attribute => quote!(#l.index()),
        };
        out.extend(quote! {
            match self.tables[#table].case(#index) {
                #arms
                _ => {}
            }
        });
        Ok(())
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

    /// The call of a shape's shared method for one case (whose subtree is `nodes`),
    /// with the case's successes and constants as tables.
    fn shape_case_call(
        &mut self,
        table: usize,
        shape: usize,
        args: &[TokenStream],
        nodes: &[Node],
    ) -> Result<TokenStream, Diagnostic> {
        let leaves = shapes::leaves(nodes);
        let mut call = TokenStream::new();
        if self.comments {
            for &(p, _) in &leaves {
                call.extend(crate::codegen::format::comment(&self.pattern_docs[p]));
            }
        }
        let leaves = leaves.iter().map(|&(p, b)| {
            let (p, b) = (int(p), int(b.into()));
            quote!((#p, #b))
        });
        let consts = shapes::constants(nodes)
            .iter()
            .map(|c| match c {
                Answer::OperationName(n) => Ok(self.interned.op_name_read_slot(n)),
                Answer::Attribute(a) => Ok(self.interned.attr_read_slot(a)),
                _ => Err(internal(Span::call_site(), "a constant of another kind")),
            })
            .map(|slot| slot.map(int))
            .collect::<Result<Vec<_>, _>>()?;
        let name = format_ident!("match_shape_{}_{}", table, shape);
        let tables = (quote!(&[#(#leaves),*]), quote!(&[#(#consts),*]));
        call.extend(self.call(&name, args, Some(tables)));
        Ok(call)
    }

    /// `new`'s statements that build the switch tables into a local `tables`.
    pub(super) fn tables_init(&self) -> TokenStream {
        let rt = self.rt;
        let tables = self.tables.iter().map(|t| {
            let entries = t.entries.iter().map(|&(slot, case)| {
                let (slot, case) = (int(slot), int(case.into()));
                match t.key {
                    TableKey::OpName => quote!((op_names[#slot].ident().index(), #case)),
                    TableKey::Attribute => quote!((attrs[#slot].index(), #case)),
                }
            });
            quote!(#rt::__private::CaseTable::new(&[#(#entries),*]))
        });
        if self.tables.is_empty() {
            return TokenStream::new();
        }
        quote!(let tables = [#(#tables),*];)
    }
}
