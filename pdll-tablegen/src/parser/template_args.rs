//! Template arguments: their declaration (`class C<int a, string b = "x">`), the
//! values given (`C<1, b = "y">`: positional, then named), their types, and the
//! pairs of argument and value that instantiate a class or multiclass.

use crate::init::{ArgAux, InitId, Node, RecId};
use crate::lexer::Punct;
use crate::parser::{Mode, ParseResult, Parser};
use crate::Loc;

impl Parser<'_> {
    pub(super) fn parse_template_arg_list(&mut self, cur: Option<RecId>) -> ParseResult<()> {
        self.lex();
        let target = match cur {
            Some(r) => r,
            None => self.mcs[self.cur_mc.expect("multiclass")].rec,
        };
        let a = self.parse_declaration(cur, true)?;
        self.cx.rec_mut(target).template_args.push(a);
        while self.consume(Punct::Comma) {
            let loc = self.loc.clone();
            let a = self.parse_declaration(cur, true)?;
            if self.cx.rec(target).template_args.contains(&a) {
                return self.error_at(
                    loc,
                    "template argument with the same name has already been defined",
                );
            }
            self.cx.rec_mut(target).template_args.push(a);
        }
        if !self.consume(Punct::Greater) {
            return self.tok_err("expected '>' at end of template argument list");
        }
        Ok(())
    }

    pub(super) fn parse_template_arg_value_list(
        &mut self,
        cur: Option<RecId>,
        args_rec: RecId,
        is_defm: bool,
    ) -> ParseResult<Vec<InitId>> {
        let targs = self.cx.rec(args_rec).template_args.clone();
        let mut out = Vec::new();
        if self.consume(Punct::Greater) {
            return Ok(out);
        }
        let mut has_named = false;
        let mut idx = 0usize;
        loop {
            if idx >= targs.len() {
                return self.tok_err(format!("Too many template arguments: {}", idx + 1));
            }
            let vloc = self.loc.clone();
            let ity = if has_named {
                None
            } else {
                self.cx.rec(args_rec).value(targs[idx]).map(|v| v.ty)
            };
            let v = self.parse_value(cur, ity, Mode::Value)?;
            if self.is(Punct::Equal) {
                let Node::Str(..) = self.cx.node(v) else {
                    return self.error_at(
                        vloc,
                        "The name of named argument should be a valid identifier",
                    );
                };
                let q = self.qualify(args_rec, v, if is_defm { "::" } else { ":" });
                let Some(nt) = self.cx.rec(args_rec).value(q).map(|x| x.ty) else {
                    let msg = format!("Argument {} doesn't exist", self.cx.as_string(v));
                    return self.error_at(vloc, msg);
                };
                self.lex();
                let vloc2 = self.loc.clone();
                let val = self.parse_value(cur, Some(nt), Mode::Value)?;
                if self.cx.is_unset(val) {
                    return self.error_at(
                        vloc2,
                        "The value of named argument should be initialized, but we got '?'",
                    );
                }
                out.push(self.cx.mk(Node::Arg(val, ArgAux::Named(q))));
                has_named = true;
            } else {
                if has_named {
                    return self.error_at(
                        vloc,
                        "Positional argument should be put before named argument",
                    );
                }
                out.push(self.cx.mk(Node::Arg(v, ArgAux::Pos(idx as u32))));
            }
            if self.consume(Punct::Greater) {
                return Ok(out);
            }
            if !self.consume(Punct::Comma) {
                return self.tok_err("Expected comma before next argument");
            }
            idx += 1;
        }
    }

    pub(super) fn check_template_arg_values(
        &mut self,
        vals: &mut [InitId],
        loc: &Loc,
        args_rec: RecId,
    ) -> ParseResult<()> {
        let targs = self.cx.rec(args_rec).template_args.clone();
        for v in vals.iter_mut() {
            let Node::Arg(val, aux) = self.cx.node(*v).clone() else {
                continue;
            };
            let an = match aux {
                ArgAux::Pos(k) => targs[k as usize],
                ArgAux::Named(n) => n,
            };
            let at = self
                .cx
                .rec(args_rec)
                .value(an)
                .map(|x| x.ty)
                .unwrap_or(self.cx.t_any_rec);
            if let Some(vt) = self.typed(val) {
                match self.cx.cast_to(val, at) {
                    Some(c) => *v = self.cx.mk(Node::Arg(c, aux)),
                    None => {
                        let msg = format!(
                            "Value specified for template argument '{}' is of type {}; expected type {}: {}",
                            self.cx.unquoted(an),
                            self.cx.ty_str(vt),
                            self.cx.ty_str(at),
                            self.cx.as_string(val)
                        );
                        return self.error_at(loc.clone(), msg);
                    }
                }
            }
        }
        Ok(())
    }

    pub(super) fn resolve_arguments(
        &mut self,
        rec: RecId,
        args: &[InitId],
        loc: &Loc,
        out: &mut Vec<(InitId, InitId)>,
    ) -> ParseResult<()> {
        let names = self.cx.rec(rec).template_args.clone();
        let mut unsolved = names.clone();
        for a in args {
            let Node::Arg(v, aux) = self.cx.node(*a).clone() else {
                continue;
            };
            let an = match aux {
                ArgAux::Pos(k) => names[k as usize],
                ArgAux::Named(n) => n,
            };
            if !unsolved.contains(&an) {
                let msg = format!(
                    "We can only specify the template argument '{}' once",
                    self.cx.unquoted(an)
                );
                return self.error_at(loc.clone(), msg);
            }
            out.push((an, v));
            unsolved.retain(|x| *x != an);
        }
        for u in unsolved {
            let (d, dloc) = {
                let rv = self.cx.rec(rec).value(u).expect("template arg");
                (rv.value, rv.loc.clone())
            };
            if !self.cx.is_complete(d) {
                let name = self.cx.unquoted(u);
                self.err(
                    loc.clone(),
                    format!("value not specified for template argument '{name}'"),
                );
                let rn = self.cx.rec_name_str(rec);
                if let Some(e) = self.errors.last_mut() {
                    e.notes.push((dloc, format!("declared in '{rn}'")));
                }
                return Err(());
            }
            out.push((u, d));
        }
        Ok(())
    }
}
