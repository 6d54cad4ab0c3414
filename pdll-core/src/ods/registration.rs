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
    // Only three bytes matter: `.` (a word with a dot may name a namespace), `"`
    // (strings are skipped, but for a generic op's name) and `/` (comments are
    // skipped). They are found with `memchr`; each word with a dot is then read as a
    // byte-by-byte scan of the whole text would read it (`scan_word`).
    let bytes = text.as_bytes();
    let n = bytes.len();
    let mut out = BTreeSet::new();
    // The namespaces found (a text names a few, many times over).
    let mut seen: Vec<&str> = Vec::new();
    let mut pos = 0;
    while let Some(k) = memchr::memchr3(b'.', b'"', b'/', &bytes[pos..]) {
        let i = pos + k;
        match bytes[i] {
            b'.' => {
                // The word of identifier bytes and dots around it.
                let mut start = i;
                while start > 0 && is_word_byte(bytes[start - 1]) {
                    start -= 1;
                }
                let mut end = i + 1;
                while end < n && is_word_byte(bytes[end]) {
                    end += 1;
                }
                // After `%`, `^` or `@`: an SSA name, block or symbol, no namespace.
                let after_sigil = start > 0 && matches!(bytes[start - 1], b'%' | b'^' | b'@');
                if !after_sigil {
                    scan_word(text, start, end, &mut seen, &mut out);
                }
                pos = end;
            }
            b'"' => {
                // A string: a generic op's name when `(` follows.
                let start = i + 1;
                let mut j = start;
                while j < n && bytes[j] != b'"' {
                    if bytes[j] == b'\\' {
                        j += 1;
                    }
                    j += 1;
                }
                let end = j.min(n);
                if bytes.get(j + 1) == Some(&b'(') {
                    let word = &bytes[start..end];
                    if let Some(dot) = word.iter().position(|&c| c == b'.') {
                        if dot > 0 {
                            if let Ok(ns) = std::str::from_utf8(&word[..dot]) {
                                add_namespace(ns, &mut seen, &mut out);
                            }
                        }
                    }
                }
                pos = (j + 1).min(n);
            }
            _ => {
                // `/`: a comment runs to the end of the line.
                pos = if bytes.get(i + 1) == Some(&b'/') {
                    memchr::memchr(b'\n', &bytes[i..]).map_or(n, |m| i + m)
                } else {
                    i + 1
                };
            }
        }
    }
    out
}

/// Byte classes for the scan, as bit sets (one table load per byte: the scan looks
/// at every byte of the words around the dots of a big text).
const START: u8 = 1;
const CONT: u8 = 2;
const WORD: u8 = 4;
const CLASSES: [u8; 256] = {
    let mut t = [0u8; 256];
    let mut i = 0;
    while i < 256 {
        let b = i as u8;
        let start = b.is_ascii_alphabetic() || b == b'_';
        let cont = b.is_ascii_alphanumeric() || b == b'_' || b == b'$';
        t[i] = (if start { START } else { 0 })
            | (if cont { CONT | WORD } else { 0 })
            | (if b == b'.' { WORD } else { 0 });
        i += 1;
    }
    t
};

/// `[a-zA-Z_]`: the first byte of an identifier.
fn is_start_byte(b: u8) -> bool {
    CLASSES[b as usize] & START != 0
}

/// `[a-zA-Z0-9_$]`: a byte of an identifier after its first.
fn is_cont_byte(b: u8) -> bool {
    CLASSES[b as usize] & CONT != 0
}

/// An identifier byte or `.`.
fn is_word_byte(b: u8) -> bool {
    CLASSES[b as usize] & WORD != 0
}

/// The namespace the word `text[start..end]` of identifier bytes and dots names, as a
/// scan of the text byte by byte reads it: a part that starts with a digit or `$` is
/// no identifier (up to the next dot); an identifier that a dot follows runs to the
/// end of the word and names the namespace before its first dot.
fn scan_word<'t>(
    text: &'t str,
    start: usize,
    end: usize,
    seen: &mut Vec<&'t str>,
    out: &mut BTreeSet<String>,
) {
    let bytes = text.as_bytes();
    let mut i = start;
    while i < end {
        let c = bytes[i];
        if is_start_byte(c) {
            let mut j = i + 1;
            while j < end && is_cont_byte(bytes[j]) {
                j += 1;
            }
            if j < end {
                // `bytes[j]` is a dot.
                add_namespace(&text[i..j], seen, out);
            }
            return;
        } else if is_cont_byte(c) {
            i += 1;
            while i < end && is_cont_byte(bytes[i]) {
                i += 1;
            }
        } else {
            i += 1;
        }
    }
}

/// Adds `ns` to `out` unless it is in `seen` already. The namespace found last is
/// kept last in `seen`: most words name the namespace the one before named.
fn add_namespace<'t>(ns: &'t str, seen: &mut Vec<&'t str>, out: &mut BTreeSet<String>) {
    if seen.last() == Some(&ns) {
        return;
    }
    match seen.iter().position(|s| *s == ns) {
        Some(k) => {
            let last = seen.len() - 1;
            seen.swap(k, last);
        }
        None => {
            seen.push(ns);
            out.insert(ns.to_owned());
        }
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
    /// together ([`load_dialects`]: their shared files evaluated once), without
    /// registering them: what [`DialectCache::register`] does first, for a caller that
    /// knows some of the namespaces early (a loading error is kept for `register` to
    /// report).
    pub fn preload(&mut self, namespaces: &[String]) {
        self.load_all(namespaces)
    }

    /// [`DialectCache::preload`] on two threads when two or more dialects are to be
    /// loaded: every other one in a group of its own, each group evaluated by a loader
    /// of its own (as two calls of `preload` would, one after the other). More work in
    /// all (each group evaluates MLIR's base `.td` files again), less time when a core
    /// is free: for a caller whose other thread has little else to do (`pdll ir` on a
    /// small file).
    pub fn preload_on_two_threads(&mut self, namespaces: &[String]) {
        let missing = self.missing(namespaces);
        if missing.len() < 2 {
            return self.load_all(namespaces);
        }
        let even: Vec<&str> = missing.iter().step_by(2).copied().collect();
        let odd: Vec<&str> = missing.iter().skip(1).step_by(2).copied().collect();
        let index = &self.index;
        let (first, second) = std::thread::scope(|s| {
            let second = s.spawn(|| load_dialects(index, &odd));
            let first = load_dialects(index, &even);
            let second = second
                .join()
                .unwrap_or_else(|e| std::panic::resume_unwind(e));
            (first, second)
        });
        for (ns, r) in even.iter().zip(first).chain(odd.iter().zip(second)) {
            self.loaded.insert((*ns).to_owned(), r.map(Arc::new));
        }
    }

    /// The namespaces of `namespaces` the index has ops files for that are not loaded
    /// yet, each once.
    fn missing<'n>(&self, namespaces: &'n [String]) -> Vec<&'n str> {
        let mut missing: Vec<&str> = Vec::new();
        for ns in namespaces {
            let known = self.index.get(ns).is_some_and(|e| !e.ops_files.is_empty());
            if known && !self.loaded.contains_key(ns) && !missing.contains(&ns.as_str()) {
                missing.push(ns);
            }
        }
        missing
    }

    /// [`DialectCache::preload`].
    fn load_all(&mut self, namespaces: &[String]) {
        let missing = self.missing(namespaces);
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
    use std::collections::BTreeSet;

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

    /// The scan `namespaces_used` stands for: every byte in turn.
    fn byte_by_byte(text: &str) -> BTreeSet<String> {
        let bytes = text.as_bytes();
        let mut out = BTreeSet::new();
        let ident_start = |b: u8| b.is_ascii_alphabetic() || b == b'_';
        let ident_char = |b: u8| b.is_ascii_alphanumeric() || b == b'_' || b == b'$';
        let mut add = |word: &[u8]| {
            if let Some(dot) = word.iter().position(|&b| b == b'.') {
                if dot > 0 {
                    if let Ok(ns) = std::str::from_utf8(&word[..dot]) {
                        out.insert(ns.to_owned());
                    }
                }
            }
        };
        let mut i = 0;
        while i < bytes.len() {
            let b = bytes[i];
            match b {
                b'/' if bytes.get(i + 1) == Some(&b'/') => {
                    while i < bytes.len() && bytes[i] != b'\n' {
                        i += 1;
                    }
                }
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
                    add(&bytes[start..i]);
                    continue;
                }
                _ => {}
            }
            i += 1;
        }
        out
    }

    #[test]
    fn the_fast_scan_finds_what_a_byte_scan_finds() {
        for text in [
            "1.a.b x9.y 8xf32.q $a.b a..b .a.b %x.y.z @s.t ^bb.c #d.e<1> !t.u",
            "\"a.b\"(x) \"c.d\" (e.f) \"g\\\".h\"(i) // j.k\nl.m/n.o /p.q",
            "a.b\"c.d\"(e.f \"unterminated.x",
            "é.x ñ a.é.b _u.v 0x1.w",
        ] {
            assert_eq!(namespaces_used(text), byte_by_byte(text), "{text}");
        }
    }

    proptest::proptest! {
        #[test]
        fn random_texts_scan_alike(text in "[a-c0-9_$.%^@\"/!#() \\n\\\\é]{0,40}") {
            proptest::prop_assert_eq!(namespaces_used(&text), byte_by_byte(&text));
        }
    }

    /// Loading on two threads, in two groups, gives what loading in one group gives:
    /// the same ops per dialect (in the same order), the same bit enums in all, the same
    /// registration.
    #[test]
    fn loading_on_two_threads_gives_what_one_loader_gives() {
        use super::{DialectCache, DialectIndex};
        use crate::ods::default_include_dirs;
        let dirs = default_include_dirs();
        if dirs.is_empty() {
            eprintln!("skipped: no MLIR include tree installed");
            return;
        }
        let namespaces: Vec<String> = ["arith", "func", "memref", "scf", "vector", "affine"]
            .map(String::from)
            .to_vec();
        let load = |two: bool| {
            let mut cache = DialectCache::new(DialectIndex::build(&dirs));
            if two {
                cache.preload_on_two_threads(&namespaces);
            } else {
                cache.preload(&namespaces);
            }
            let ops: Vec<(String, Vec<String>)> = namespaces
                .iter()
                .map(|ns| {
                    let defs = cache.loaded[ns].as_ref().expect("the dialect loads");
                    let names = defs.ops.iter().map(|op| op.name.to_string()).collect();
                    (ns.clone(), names)
                })
                .collect();
            let bit_enums: BTreeSet<String> = cache
                .loaded
                .values()
                .flat_map(|d| d.as_ref().expect("loads").bit_enums.iter())
                .map(|b| format!("{}.{}", b.dialect, b.mnemonic))
                .collect();
            let mut ctx = pdll_runtime::Context::new();
            let registration = cache.register(&mut ctx, namespaces.clone()).unwrap();
            (ops, bit_enums, registration)
        };
        let (one, two) = (load(false), load(true));
        assert!(one.0.iter().all(|(_, ops)| !ops.is_empty()), "{:?}", one.0);
        assert_eq!(one, two);
    }
}
