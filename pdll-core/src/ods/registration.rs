//! Registering the dialects MLIR text uses, as mlir-opt has its dialects registered:
//! the namespaces the text names ([`namespaces_used`]) looked up in a
//! [`DialectIndex`], each dialect's op definitions loaded from ODS once
//! ([`DialectCache`]) and registered in a [`Context`], whose custom syntax then reads
//! and prints their ops.

use super::dialects::{load_dialect_definitions, DialectDefinitions, DialectError, DialectIndex};
use pdll_runtime::Context;
use std::collections::{BTreeSet, HashMap};
use std::sync::Arc;

/// The dialect namespaces `text` names: the prefix of every op name (custom
/// `arith.addi`, generic `"arith.addi"(`) and of every dialect type and attribute
/// (`!llvm.ptr`, `#arith.fastmath<...>`). One pass over the bytes; a word that only
/// looks like an op name (an attribute name `llvm.noalias`) adds its prefix too, which
/// at worst loads a dialect the text does not need.
pub fn namespaces_used(text: &str) -> BTreeSet<String> {
    let bytes = text.as_bytes();
    let mut out = BTreeSet::new();
    let ident_start = |b: u8| b.is_ascii_alphabetic() || b == b'_';
    let ident_char = |b: u8| b.is_ascii_alphanumeric() || b == b'_' || b == b'$';
    let mut add = |word: &[u8]| {
        if let Some(dot) = word.iter().position(|&b| b == b'.') {
            if dot > 0 {
                if let Ok(ns) = std::str::from_utf8(&word[..dot]) {
                    if !out.contains(ns) {
                        out.insert(ns.to_owned());
                    }
                }
            }
        }
    };
    let mut i = 0;
    while i < bytes.len() {
        let b = bytes[i];
        match b {
            // A comment runs to the end of the line.
            b'/' if bytes.get(i + 1) == Some(&b'/') => {
                while i < bytes.len() && bytes[i] != b'\n' {
                    i += 1;
                }
            }
            // A string: a generic op's name when `(` follows.
            b'"' => {
                let start = i + 1;
                i += 1;
                while i < bytes.len() && bytes[i] != b'"' {
                    if bytes[i] == b'\\' {
                        i += 1;
                    }
                    i += 1;
                }
                let end = i.min(bytes.len());
                if bytes.get(i + 1) == Some(&b'(') {
                    add(&bytes[start..end]);
                }
            }
            // SSA names, blocks and symbols are no namespaces.
            b'%' | b'^' | b'@' => {
                i += 1;
                while i < bytes.len() && (ident_char(bytes[i]) || bytes[i] == b'.') {
                    i += 1;
                }
                continue;
            }
            _ if ident_start(b) && (i == 0 || !ident_char(bytes[i - 1])) => {
                let start = i;
                while i < bytes.len() && (ident_char(bytes[i]) || bytes[i] == b'.') {
                    i += 1;
                }
                // `!d.t` and `#d.a` (the `!`/`#` before the word) count as well.
                add(&bytes[start..i]);
                continue;
            }
            _ => {}
        }
        i += 1;
    }
    out
}

/// What registering the dialects of a text did.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Registration {
    /// The dialects whose ops were registered.
    pub dialects: Vec<String>,
    /// Namespaces the text names that the index has no dialect for (they may be
    /// attribute names, or dialects outside the include tree).
    pub unknown: Vec<String>,
    /// Ops whose definition the context refused (an op name and why): they stay
    /// unregistered and are read and printed in generic form.
    pub refused: Vec<(String, String)>,
}

/// The op definitions of dialects loaded from an index, each loaded at most once:
/// what a tool or a test harness keeps across many texts.
#[derive(Debug)]
pub struct DialectCache {
    index: DialectIndex,
    loaded: HashMap<String, Result<Arc<DialectDefinitions>, DialectError>>,
}

impl DialectCache {
    /// A cache over `index`.
    pub fn new(index: DialectIndex) -> Self {
        DialectCache {
            index,
            loaded: HashMap::new(),
        }
    }

    /// The index.
    pub fn index(&self) -> &DialectIndex {
        &self.index
    }

    /// The definitions of dialect `namespace` (loaded on first use).
    pub fn definitions(
        &mut self,
        namespace: &str,
    ) -> Result<Arc<DialectDefinitions>, DialectError> {
        if let Some(r) = self.loaded.get(namespace) {
            return r.clone();
        }
        let r = load_dialect_definitions(&self.index, namespace).map(Arc::new);
        self.loaded.insert(namespace.to_owned(), r.clone());
        r
    }

    /// Registers in `ctx` every op and bit enum of each dialect of `namespaces` the
    /// index knows.
    /// A dialect whose files do not load is an error (the index found them, so they
    /// should).
    pub fn register(
        &mut self,
        ctx: &mut Context,
        namespaces: impl IntoIterator<Item = String>,
    ) -> Result<Registration, DialectError> {
        let mut reg = Registration::default();
        for ns in namespaces {
            if self.index.get(&ns).is_none_or(|e| e.ops_files.is_empty()) {
                reg.unknown.push(ns);
                continue;
            }
            let defs = self.definitions(&ns)?;
            reg.refused.extend(defs.register(ctx));
            reg.dialects.push(ns);
        }
        Ok(reg)
    }

    /// Registers the dialects `text` uses ([`namespaces_used`]).
    pub fn register_for_text(
        &mut self,
        ctx: &mut Context,
        text: &str,
    ) -> Result<Registration, DialectError> {
        self.register(ctx, namespaces_used(text))
    }
}

#[cfg(test)]
mod tests {
    use super::namespaces_used;

    #[test]
    fn namespaces_come_from_op_type_and_attribute_names() {
        let text = r#"// a comment names no.dialect
func.func @f(%a: !llvm.ptr, %b.c: i32) {
  %0 = arith.addi %b.c, %b.c overflow<nsw> : i32
  "test.op"(%0) {x = #gpu.thing<1>, s = "str.ing"} : (i32) -> ()
  %1 = arith.constant 1.5 : f32
  return
}"#;
        let got: Vec<String> = namespaces_used(text).into_iter().collect();
        assert_eq!(got, ["arith", "func", "gpu", "llvm", "test"]);
    }
}
