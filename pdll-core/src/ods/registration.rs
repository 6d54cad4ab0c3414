//! Registering the dialects MLIR text uses, as mlir-opt has its dialects registered:
//! the namespaces the text names ([`namespaces_used`]) looked up in a
//! [`DialectIndex`], each dialect's op definitions loaded from ODS once
//! ([`DialectCache`]) and registered in a [`Context`], whose custom syntax then reads
//! and prints their ops.

use super::dialects::{
    load_dialect_definitions, load_dialects, DialectDefinitions, DialectError, DialectIndex,
};
use pdll_runtime::Context;
use std::collections::{BTreeSet, HashMap};
use std::sync::Arc;

/// The dialect namespaces `text` names: the prefix of every op name (custom
/// `arith.addi`, generic `"arith.addi"(`) and of every dialect type and attribute
/// (`!llvm.ptr`, `#arith.fastmath<...>`). One pass over the bytes; a word that only
/// looks like an op name (an attribute name `llvm.noalias`) adds its prefix too, which
/// at worst loads a dialect the text does not need.
pub fn namespaces_used(text: &str) -> BTreeSet<String> {
    /// Byte classes: an identifier's first byte, a later one (also digits and `$`),
    /// `.`, and the bytes that start something else to skip.
    const START: u8 = 1;
    const CONT: u8 = 2;
    const DOT: u8 = 4;
    const SIGIL: u8 = 8;
    const SPECIAL: u8 = 16;
    const CLASS: [u8; 256] = {
        let mut t = [0u8; 256];
        let mut b = 0;
        while b < 256 {
            let c = b as u8;
            t[b] = if c.is_ascii_alphabetic() || c == b'_' {
                START | CONT
            } else if c.is_ascii_digit() || c == b'$' {
                CONT
            } else if c == b'.' {
                DOT
            } else if c == b'%' || c == b'^' || c == b'@' {
                SIGIL
            } else if c == b'/' || c == b'"' {
                SPECIAL
            } else {
                0
            };
            b += 1;
        }
        t
    };
    let bytes = text.as_bytes();
    let n = bytes.len();
    let mut out = BTreeSet::new();
    // The namespaces found (a text names a few, many times over).
    let mut seen: Vec<&str> = Vec::new();
    let mut i = 0;
    while i < n {
        let b = bytes[i];
        let class = CLASS[b as usize];
        if class & START != 0 {
            // An identifier: `d.op` (also after `!` and `#`: `!d.t`, `#d.a`) names
            // the namespace `d`.
            let start = i;
            let mut dot = 0;
            i += 1;
            while i < n {
                let c = CLASS[bytes[i] as usize];
                if c & CONT != 0 {
                    i += 1;
                } else if c & DOT != 0 {
                    if dot == 0 {
                        dot = i;
                    }
                    i += 1;
                } else {
                    break;
                }
            }
            if dot != 0 {
                add_namespace(&text[start..dot], &mut seen, &mut out);
            }
        } else if class & CONT != 0 {
            // The tail of a word that does not start an identifier (`8xf32`, `0x1F`):
            // up to a dot, as an identifier may start after it.
            i += 1;
            while i < n && CLASS[bytes[i] as usize] & CONT != 0 {
                i += 1;
            }
        } else if class & SIGIL != 0 {
            // SSA names, blocks and symbols are no namespaces.
            i += 1;
            while i < n && CLASS[bytes[i] as usize] & (CONT | DOT) != 0 {
                i += 1;
            }
        } else if class & SPECIAL != 0 {
            if b == b'"' {
                // A string: a generic op's name when `(` follows.
                let start = i + 1;
                i += 1;
                while i < n && bytes[i] != b'"' {
                    if bytes[i] == b'\\' {
                        i += 1;
                    }
                    i += 1;
                }
                let end = i.min(n);
                if bytes.get(i + 1) == Some(&b'(') {
                    let word = &bytes[start..end];
                    if let Some(dot) = word.iter().position(|&c| c == b'.') {
                        if dot > 0 {
                            if let Ok(ns) = std::str::from_utf8(&word[..dot]) {
                                add_namespace(ns, &mut seen, &mut out);
                            }
                        }
                    }
                }
                i += 1;
            } else if bytes.get(i + 1) == Some(&b'/') {
                // A comment runs to the end of the line.
                i += bytes[i..].iter().position(|&c| c == b'\n').unwrap_or(n - i);
            } else {
                i += 1;
            }
        } else {
            i += 1;
        }
    }
    out
}

/// Adds `ns` to `out` unless it is in `seen` already.
fn add_namespace<'t>(ns: &'t str, seen: &mut Vec<&'t str>, out: &mut BTreeSet<String>) {
    if !seen.contains(&ns) {
        seen.push(ns);
        out.insert(ns.to_owned());
    }
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

    /// Loads the dialects of `namespaces` the index knows that are not loaded yet,
    /// together ([`load_dialects`]: their shared files evaluated once).
    fn load_all(&mut self, namespaces: &[String]) {
        let mut missing: Vec<&str> = Vec::new();
        for ns in namespaces {
            let known = self.index.get(ns).is_some_and(|e| !e.ops_files.is_empty());
            if known && !self.loaded.contains_key(ns) && !missing.contains(&ns.as_str()) {
                missing.push(ns);
            }
        }
        if missing.is_empty() {
            return;
        }
        for (ns, r) in missing.iter().zip(load_dialects(&self.index, &missing)) {
            self.loaded.insert((*ns).to_owned(), r.map(Arc::new));
        }
    }

    /// Registers in `ctx` every op and bit enum of each dialect of `namespaces` the
    /// index knows, loading those not loaded yet together. A dialect whose files do not
    /// load is an error (the index found them, so they should).
    pub fn register(
        &mut self,
        ctx: &mut Context,
        namespaces: impl IntoIterator<Item = String>,
    ) -> Result<Registration, DialectError> {
        let namespaces: Vec<String> = namespaces.into_iter().collect();
        self.load_all(&namespaces);
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
