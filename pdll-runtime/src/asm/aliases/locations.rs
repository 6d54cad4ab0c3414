//! Locations read from their canonical text: pdll-rs keeps `loc(...)` as text, and
//! MLIR gives every location nested in another an alias of its own.

use super::{Aliases, Loc};
use crate::asm::parser::Parser;

impl Aliases<'_> {
    /// The index of the location with canonical text `text` (without `loc(...)`),
    /// reading it the first time.
    pub(super) fn loc(&mut self, text: &str) -> u32 {
        if let Some(&i) = self.loc_index.get(text) {
            return i;
        }
        let (loc, len) = self
            .read_loc(text)
            .filter(|(_, len)| *len == text.len())
            .unwrap_or_else(|| (Loc::Leaf(text.to_string()), text.len()));
        debug_assert_eq!(len, text.len());
        let i = self.locs.len() as u32;
        self.locs.push(loc);
        self.loc_index.insert(text.to_string(), i);
        i
    }

    /// Reads one location from the start of canonical text: the location and the
    /// length it took. `None` for text it does not know (kept as one leaf then).
    fn read_loc(&mut self, text: &str) -> Option<(Loc, usize)> {
        if text.starts_with("unknown") {
            return Some((Loc::Leaf("unknown".into()), 7));
        }
        if let Some(rest) = text.strip_prefix("callsite(") {
            let (callee, n1) = self.nested_loc(rest)?;
            let rest2 = rest[n1..].strip_prefix(" at ")?;
            let (caller, n2) = self.nested_loc(rest2)?;
            rest2[n2..].strip_prefix(')')?;
            let len = "callsite(".len() + n1 + " at ".len() + n2 + 1;
            return Some((Loc::CallSite(callee, caller), len));
        }
        if let Some(rest) = text.strip_prefix("fused") {
            let mut at = "fused".len();
            let mut meta = None;
            if let Some(body) = rest.strip_prefix('<') {
                let mut p = Parser::new(self.work(), body);
                p.keep_distinct_ids = true;
                let m = p.parse_attribute().ok()?;
                let end = p.tok.start as usize;
                body[end..].strip_prefix('>')?;
                meta = Some(m);
                at += 1 + end + 1;
            }
            text[at..].strip_prefix('[')?;
            at += 1;
            let mut locs = Vec::new();
            if !text[at..].starts_with(']') {
                loop {
                    let (l, n) = self.nested_loc(&text[at..])?;
                    locs.push(l);
                    at += n;
                    if let Some(r) = text[at..].strip_prefix(", ") {
                        at = text.len() - r.len();
                    } else {
                        break;
                    }
                }
            }
            text[at..].strip_prefix(']')?;
            return Some((Loc::Fused(meta, locs), at + 1));
        }
        if text.starts_with('"') {
            let end = string_end(text)?;
            let name = &text[..end];
            let rest = &text[end..];
            if let Some(r) = rest.strip_prefix(':') {
                let digits = |s: &str| s.bytes().take_while(u8::is_ascii_digit).count();
                let line = digits(r);
                let r2 = r[line..].strip_prefix(':')?;
                let col = digits(r2);
                let len = end + 1 + line + 1 + col;
                return (line > 0 && col > 0).then(|| (Loc::Leaf(text[..len].into()), len));
            }
            if let Some(r) = rest.strip_prefix('(') {
                let (child, n) = self.nested_loc(r)?;
                r[n..].strip_prefix(')')?;
                return Some((Loc::Name(name.into(), child), end + 1 + n + 1));
            }
            return Some((Loc::Leaf(name.into()), end));
        }
        None
    }

    /// A location nested in another: read and given an index (the text it spans is
    /// its key).
    fn nested_loc(&mut self, text: &str) -> Option<(u32, usize)> {
        let (loc, len) = self.read_loc(text)?;
        let key = &text[..len];
        if let Some(&i) = self.loc_index.get(key) {
            return Some((i, len));
        }
        let i = self.locs.len() as u32;
        self.locs.push(loc);
        self.loc_index.insert(key.to_string(), i);
        Some((i, len))
    }
}

/// The length of the string literal at the start of canonical text (through its
/// closing quote): canonical strings escape `"` as `\22` and `\` as `\\`.
fn string_end(text: &str) -> Option<usize> {
    let bytes = text.as_bytes();
    let mut i = 1;
    while i < bytes.len() {
        match bytes[i] {
            b'\\' => i += 2,
            b'"' => return Some(i + 1),
            _ => i += 1,
        }
    }
    None
}
