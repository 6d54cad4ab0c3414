//! Rust identifiers for case folders: a folder's name may hold any character, start
//! with a digit or be a keyword, and two folders may map to the same identifier.

use std::collections::BTreeSet;

/// Words that cannot name a function or module (strict and reserved keywords).
const KEYWORDS: &[&str] = &[
    "abstract", "as", "async", "await", "become", "box", "break", "const", "continue", "crate",
    "do", "dyn", "else", "enum", "extern", "false", "final", "fn", "for", "gen", "if", "impl",
    "in", "let", "loop", "macro", "match", "mod", "move", "mut", "override", "priv", "pub", "ref",
    "return", "self", "static", "struct", "super", "trait", "true", "try", "type", "typeof",
    "unsafe", "unsized", "use", "virtual", "where", "while", "yield",
];

/// Hands out distinct identifiers.
#[derive(Default)]
pub struct Names {
    taken: BTreeSet<String>,
}

impl Names {
    /// A snake-case identifier for `name` after `prefix`, distinct from every one
    /// handed out before (`_2`, `_3`, ... appended on a clash).
    pub fn unique(&mut self, prefix: &str, name: &str) -> String {
        let base = identifier(prefix, name);
        let mut ident = base.clone();
        let mut n = 1;
        while !self.taken.insert(ident.clone()) {
            n += 1;
            ident = format!("{base}_{n}");
        }
        ident
    }
}

/// Whether `name` is its own identifier (so a clash should rename the other folder).
pub fn is_identifier(name: &str) -> bool {
    identifier("", name) == name
}

/// `prefix` and `name` with every character that cannot be in a snake-case
/// identifier replaced by `_`, and `case_` in front if the result is a keyword or
/// does not start like an identifier.
fn identifier(prefix: &str, name: &str) -> String {
    let mut base = prefix.to_string();
    base.extend(name.chars().map(|c| {
        if c.is_ascii_alphanumeric() {
            c.to_ascii_lowercase()
        } else {
            '_'
        }
    }));
    let valid = base.starts_with(|c: char| c.is_ascii_alphabetic())
        || (base.starts_with('_') && base.len() > 1);
    if !valid || KEYWORDS.contains(&base.as_str()) {
        base.insert_str(0, "case_");
    }
    base
}
