//! Values as text, as LLVM's `Init::getAsString` and `getAsUnquotedString` write
//! them (the form `--print-records` prints, and error messages quote).

use crate::bang::BangOp;
use crate::init::{ArgAux, BinOp, Context, InitId, Node, TernOp, UnOp};

impl Context {
    /// `Init::getAsString`.
    pub fn as_string(&self, i: InitId) -> String {
        let mut s = String::new();
        self.write(i, &mut s);
        s
    }

    /// `Init::getAsUnquotedString`.
    pub fn unquoted(&self, i: InitId) -> String {
        self.unquoted_cow(i).into_owned()
    }

    /// `getAsUnquotedString` without allocating for strings.
    pub fn unquoted_cow(&self, i: InitId) -> std::borrow::Cow<'_, str> {
        match self.node(i) {
            Node::Str(s, _) => std::borrow::Cow::Borrowed(s),
            _ => std::borrow::Cow::Owned(self.as_string(i)),
        }
    }

    pub fn write(&self, i: InitId, o: &mut String) {
        match self.node(i) {
            Node::Unset => o.push('?'),
            Node::Arg(v, aux) => {
                match aux {
                    ArgAux::Pos(k) => o.push_str(&k.to_string()),
                    ArgAux::Named(n) => self.write(*n, o),
                }
                o.push_str(": ");
                self.write(*v, o);
            }
            Node::Bit(b) => o.push(if *b { '1' } else { '0' }),
            Node::Bits(bs) => {
                o.push_str("{ ");
                for (k, b) in bs.iter().rev().enumerate() {
                    if k > 0 {
                        o.push_str(", ");
                    }
                    self.write(*b, o);
                }
                o.push_str(" }");
            }
            Node::Int(v) => o.push_str(&v.to_string()),
            Node::AnonName(n) => {
                o.push_str("anonymous_");
                o.push_str(&n.to_string());
            }
            Node::Str(s, code) => {
                if *code {
                    o.push_str("[{");
                    o.push_str(s);
                    o.push_str("}]");
                } else {
                    o.push('"');
                    o.push_str(s);
                    o.push('"');
                }
            }
            Node::List(es, _) => {
                o.push('[');
                for (k, e) in es.iter().enumerate() {
                    if k > 0 {
                        o.push_str(", ");
                    }
                    self.write(*e, o);
                }
                o.push(']');
            }
            Node::Un(op, a, t) => {
                o.push('!');
                o.push_str(op.name());
                if *op == UnOp::Cast {
                    o.push('<');
                    o.push_str(&self.ty_str(*t));
                    o.push('>');
                }
                o.push('(');
                self.write(*a, o);
                o.push(')');
            }
            Node::Bin(op, a, b, t) => {
                let Some(name) = op.name() else {
                    // `l[i]`, `l[i, j]` and `a...b`.
                    self.write(*a, o);
                    if *op == BinOp::RangeC {
                        o.push_str("...");
                        self.write(*b, o);
                    } else {
                        o.push('[');
                        self.write(*b, o);
                        o.push(']');
                    }
                    return;
                };
                o.push('!');
                o.push_str(name);
                if *op == BinOp::GetDagArg {
                    o.push('<');
                    o.push_str(&self.ty_str(*t));
                    o.push('>');
                }
                o.push('(');
                self.write(*a, o);
                o.push_str(", ");
                self.write(*b, o);
                o.push(')');
            }
            Node::Tern(op, a, b, c, _) => {
                o.push('!');
                o.push_str(op.name());
                o.push('(');
                // The iteration variable of `!foreach` and `!filter` prints as a name.
                if matches!(op, TernOp::Foreach | TernOp::Filter) {
                    o.push_str(&self.unquoted(*a));
                } else {
                    self.write(*a, o);
                }
                o.push_str(", ");
                self.write(*b, o);
                o.push_str(", ");
                self.write(*c, o);
                o.push(')');
            }
            Node::Cond(cs, vs, _) => {
                o.push('!');
                o.push_str(BangOp::Cond.name());
                o.push('(');
                for k in 0..cs.len() {
                    self.write(cs[k], o);
                    o.push_str(": ");
                    self.write(vs[k], o);
                    if k + 1 != cs.len() {
                        o.push_str(", ");
                    }
                }
                o.push(')');
            }
            Node::Fold(s, l, a, b, e, _) => {
                o.push('!');
                o.push_str(BangOp::Foldl.name());
                o.push('(');
                self.write(*s, o);
                o.push_str(", ");
                self.write(*l, o);
                o.push_str(", ");
                o.push_str(&self.unquoted(*a));
                o.push_str(", ");
                o.push_str(&self.unquoted(*b));
                o.push_str(", ");
                self.write(*e, o);
                o.push(')');
            }
            Node::IsA(t, e) => {
                o.push('!');
                o.push_str(BangOp::IsA.name());
                o.push('<');
                o.push_str(&self.ty_str(*t));
                o.push_str(">(");
                self.write(*e, o);
                o.push(')');
            }
            Node::Exists(t, e) => {
                o.push('!');
                o.push_str(BangOp::Exists.name());
                o.push('<');
                o.push_str(&self.ty_str(*t));
                o.push_str(">(");
                self.write(*e, o);
                o.push(')');
            }
            Node::Var(n, _) => o.push_str(&self.unquoted_cow(*n)),
            Node::VarBit(v, b) => {
                self.write(*v, o);
                o.push('{');
                o.push_str(&b.to_string());
                o.push('}');
            }
            Node::Def(r) => o.push_str(&self.rec_name(*r)),
            Node::VarDef(c, args) => {
                o.push_str(&self.rec_name(*c));
                o.push('<');
                for (k, a) in args.iter().enumerate() {
                    if k > 0 {
                        o.push_str(", ");
                    }
                    self.write(*a, o);
                }
                o.push('>');
            }
            Node::Field(r, f, _) => {
                self.write(*r, o);
                o.push('.');
                o.push_str(&self.unquoted_cow(*f));
            }
            Node::Dag(op, name, args, names) => {
                o.push('(');
                self.write(*op, o);
                if let Some(n) = name {
                    o.push(':');
                    o.push_str(&self.unquoted(*n));
                }
                for (k, a) in args.iter().enumerate() {
                    o.push_str(if k == 0 { " " } else { ", " });
                    self.write(*a, o);
                    if let Some(n) = names[k] {
                        o.push_str(":$");
                        o.push_str(&self.unquoted(n));
                    }
                }
                o.push(')');
            }
        }
    }
}
