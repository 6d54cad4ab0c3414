//! Lexical scopes: which name means which variable or declaration.
//!
//! PDLL 19 forbids shadowing: a definition is checked against every enclosing scope,
//! not only the innermost, so [`Scopes::define`] reports the earlier definition of the
//! same name anywhere on the stack.

use super::hir::{DeclId, VarId};
use crate::source::Span;
use rustc_hash::FxHashMap as HashMap;

/// What a name stands for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Binding {
    /// A variable.
    Var(VarId),
    /// A constraint or rewrite.
    Decl(DeclId),
    /// A pattern (patterns share the global namespace but cannot be referenced).
    Pattern,
}

/// A name's binding and where it was defined.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Entry {
    /// What the name stands for.
    pub binding: Binding,
    /// The span of the defining name.
    pub span: Span,
}

/// A stack of scopes; the first one is the global scope.
#[derive(Debug)]
pub(crate) struct Scopes {
    stack: Vec<HashMap<String, Entry>>,
}

impl Scopes {
    /// A stack holding only the (empty) global scope.
    pub fn new() -> Scopes {
        Scopes {
            stack: vec![HashMap::default()],
        }
    }

    /// Opens a scope (a body, a compound statement, an argument list).
    pub fn push(&mut self) {
        self.stack.push(HashMap::default());
    }

    /// Closes the innermost scope.
    pub fn pop(&mut self) {
        debug_assert!(self.stack.len() > 1, "the global scope is never popped");
        if self.stack.len() > 1 {
            self.stack.pop();
        }
    }

    /// The innermost definition of `name`.
    pub fn lookup(&self, name: &str) -> Option<Entry> {
        self.stack
            .iter()
            .rev()
            .find_map(|scope| scope.get(name).copied())
    }

    /// Defines `name` in the innermost scope. When any enclosing scope already defines
    /// it, nothing is defined and the earlier definition's span is returned.
    pub fn define(&mut self, name: &str, entry: Entry) -> Result<(), Span> {
        if let Some(previous) = self.lookup(name) {
            return Err(previous.span);
        }
        if let Some(scope) = self.stack.last_mut() {
            scope.insert(name.to_owned(), entry);
        }
        Ok(())
    }

    /// Defines `name` in the innermost scope even when an enclosing scope defines it
    /// (used after reporting a redefinition, so later uses find the new one).
    pub fn force_define(&mut self, name: &str, entry: Entry) {
        if let Some(scope) = self.stack.last_mut() {
            scope.insert(name.to_owned(), entry);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn entry(i: u32) -> Entry {
        Entry {
            binding: Binding::Var(VarId(i)),
            span: Span::call_site(),
        }
    }

    #[test]
    fn lookup_sees_enclosing_scopes() {
        let mut s = Scopes::new();
        s.define("a", entry(0)).unwrap();
        s.push();
        s.define("b", entry(1)).unwrap();
        assert_eq!(s.lookup("a").unwrap().binding, Binding::Var(VarId(0)));
        assert_eq!(s.lookup("b").unwrap().binding, Binding::Var(VarId(1)));
        s.pop();
        assert!(s.lookup("b").is_none());
    }

    #[test]
    fn shadowing_is_rejected() {
        let mut s = Scopes::new();
        s.define("a", entry(0)).unwrap();
        s.push();
        assert!(s.define("a", entry(1)).is_err());
        assert_eq!(s.lookup("a").unwrap().binding, Binding::Var(VarId(0)));
    }
}
