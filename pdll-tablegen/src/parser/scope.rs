//! Scopes and names: what an identifier refers to (a `defvar`, a field or template
//! argument of the record being read, a loop variable, a multiclass's template
//! argument), and template arguments qualified by their class (`Class:arg`) or
//! multiclass (`MC::arg`), as LLVM's `TGParser::ParseIDValue` and `QualifyName`.

use std::sync::Arc;

use rustc_hash::FxHashMap;

use crate::fold::{fold_bin, str_concat};
use crate::init::{InitId, Node, RecId};
use crate::parser::Parser;

/// What a scope belongs to, which decides where names are looked up besides its
/// `defvar`s.
pub(super) enum ScopeKind {
    /// A block (`let ... in { }`, an `if` branch): only its `defvar`s.
    Local,
    /// A class or def body: its fields and, in a class, its template arguments.
    Record(RecId),
    /// A `foreach` body: its iteration variable (none for an `if` branch).
    Loop(Option<InitId>),
    /// A multiclass body: the multiclass's template arguments.
    MultiClass,
}

/// One scope of names.
pub(super) struct Scope {
    pub(super) kind: ScopeKind,
    /// The `defvar`s of the scope.
    pub(super) vars: FxHashMap<Arc<str>, InitId>,
}

impl Parser<'_> {
    pub(super) fn qualify(&mut self, rec: RecId, name: InitId, scoper: &str) -> InitId {
        let rn = self.cx.rec(rec).name;
        let a = {
            let s = self.cx.string(scoper);
            str_concat(&mut self.cx, rn, s)
        };
        let r = str_concat(&mut self.cx, a, name);
        if let Node::Bin(..) = self.cx.node(r) {
            return fold_bin(&mut self.cx, r, Some(rec));
        }
        r
    }

    pub(super) fn qualified_implicit_name(&mut self, rec: RecId, in_mc: bool) -> InitId {
        let n = self.cx.string("NAME");
        self.qualify(rec, n, if in_mc { "::" } else { ":" })
    }

    fn find_in_args(&mut self, rec: RecId, name: InitId, scoper: &str) -> Option<InitId> {
        let arg = self.qualify(rec, name, scoper);
        if self.cx.rec(rec).is_template_arg(arg) {
            let t = self.cx.rec(rec).value(arg).map(|v| v.ty)?;
            return Some(self.cx.mk(Node::Var(arg, t)));
        }
        if self.cx.str_of(name) == Some("NAME") {
            let ts = self.cx.t_str;
            return Some(self.cx.mk(Node::Var(arg, ts)));
        }
        None
    }

    pub(super) fn get_var(&mut self, name: InitId) -> Option<InitId> {
        let name_s: Arc<str> = self.cx.str_of(name)?.into();
        for k in (0..self.scopes.len()).rev() {
            if let Some(v) = self.scopes[k].vars.get(&name_s) {
                return Some(*v);
            }
            match self.scopes[k].kind {
                ScopeKind::Local => {}
                ScopeKind::Record(r) => {
                    if let Some(rv) = self.cx.rec(r).value(name) {
                        let t = rv.ty;
                        return Some(self.cx.mk(Node::Var(name, t)));
                    }
                    if self.cx.rec(r).is_class {
                        if let Some(v) = self.find_in_args(r, name, ":") {
                            return Some(v);
                        }
                    }
                }
                ScopeKind::Loop(Some(iv)) => {
                    if let Node::Var(n, _) = self.cx.node(iv) {
                        if *n == name {
                            return Some(iv);
                        }
                    }
                }
                ScopeKind::Loop(None) => {}
                ScopeKind::MultiClass => {
                    if let Some(mc) = self.cur_mc {
                        let r = self.mcs[mc].rec;
                        if let Some(v) = self.find_in_args(r, name, "::") {
                            return Some(v);
                        }
                    }
                }
            }
        }
        None
    }

    pub(super) fn push_scope(&mut self, kind: ScopeKind) {
        self.scopes.push(Scope {
            kind,
            vars: FxHashMap::default(),
        });
    }

    pub(super) fn pop_scope(&mut self) {
        self.scopes.pop();
    }
}
