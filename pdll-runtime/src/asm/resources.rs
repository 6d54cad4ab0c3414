//! The resources of a file's `{-# ... #-}` metadata, kept on the [`Ir`] so that a
//! `dense_resource<NAME>` attribute keeps its data through a parse and a print:
//!
//! ```text
//! {-#
//!   dialect_resources: {
//!     builtin: {
//!       blob1: "0x08000000010000000000000002000000"
//!     }
//!   },
//!   external_resources: {
//!     tool: {
//!       flag: true,
//!       note: "text"
//!     }
//!   }
//! #-}
//! ```
//!
//! As MLIR 19 reads it: the top-level keys are `dialect_resources` and
//! `external_resources`, each optional, in any order, any number of times (and any
//! number of `{-# ... #-}` blocks between the top-level ops). Under
//! `dialect_resources`, the only dialect with resources is `builtin` (the one of the
//! core dialects that has them), whose entries are hex blobs: a name defined again
//! takes the later blob, as MLIR's blob manager does. Any other dialect is an error:
//! one the [`crate::Context`] knows ops of gives MLIR's error for a dialect without
//! resource support, any other "dialect 'foo' is unknown". (A dialect of mlir-opt's
//! that does support resources, none of the core ones, reads an empty group there;
//! pdll-rs cannot know which those are.) Under `external_resources`, every group and
//! entry is kept whole (mlir-opt's fallback resource map): strings, `true` / `false`
//! and hex blobs, groups of the same name merged, entries in input order.
//!
//! A blob's text is `"0x"` then the little-endian 32-bit alignment of its data, then
//! the data, in hex. Its data empty, MLIR keeps a default blob, of alignment 0, and
//! so does pdll-rs. A blob with data and alignment 0 makes mlir-opt-19 abort
//! (`std::bad_alloc`); pdll-rs keeps it as written.
//!
//! Printed after the module by [`Ir::print`] and [`Ir::print_generic`] (and their
//! `_with` / `_to` variants), as mlir-opt-19 prints it by default: the `builtin` blobs
//! that the printed text refers to (`dense_resource<NAME>`), in the order of their
//! first reference, then every external group with entries. mlir-opt refers to a blob
//! when it prints the attribute; pdll-rs keeps `dense_resource<...>` as its text
//! ([`crate::attributes::AttrKind::Verbatim`]), so the references are read from the
//! printed text itself, outside string literals: the order is the print order in
//! either form (the generic form prints an op's regions before its attribute
//! dictionary, the custom form mostly the other way round), and aliases defined above
//! the module come first, as in MLIR. One difference: the body of a dialect
//! attribute, kept as text here, is scanned too, where MLIR leaves an unregistered
//! dialect's body unread.
//!
//! With `--mlir-print-local-scope`, mlir-opt-19 prints no metadata at all, and so
//! drops the blobs; pdll-rs, whose default print is otherwise that local-scope form,
//! prints the metadata in every form, so that the data survives a round trip. A file
//! without resources prints exactly as before and costs nothing more to print.

use crate::asm::lexer::TokenKind;
use crate::asm::parser::{PResult, Parser};
use crate::asm::printer::{write_escaped, write_name};
use crate::string_value::StringValue;
use crate::Ir;
use indexmap::IndexMap;
use rustc_hash::FxBuildHasher;

/// Bytes with the alignment their data asks for (MLIR's `AsmResourceBlob`).
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct ResourceBlob {
    /// The alignment, in bytes, the data asks for: a power of two, or 0 (the blob of
    /// empty data, or as written).
    pub alignment: u32,
    /// The data.
    pub data: Vec<u8>,
}

/// The value of an `external_resources` entry.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum ResourceValue {
    /// `"0x..."`: a hex blob.
    Blob(ResourceBlob),
    /// `"..."`: a string, escapes resolved (any bytes).
    String(StringValue),
    /// `true` or `false`.
    Bool(bool),
}

/// The entries of one `external_resources` group, in input order (a key may repeat).
pub type ExternalEntries = Vec<(Box<str>, ResourceValue)>;

/// A file's resources: the `builtin` dialect's blobs and the external groups (see
/// the [module docs](self)). Read by [`Ir::parse_source`] into [`Ir::resources`],
/// printed after the module by the whole-IR printers. Empty, it allocates nothing.
#[derive(Clone, Debug, Default)]
pub struct Resources {
    /// `dialect_resources: { builtin: { NAME: BLOB } }`, in the order of first
    /// definition.
    blobs: IndexMap<Box<str>, ResourceBlob, FxBuildHasher>,
    /// `external_resources: { GROUP: { KEY: VALUE } }`, groups in the order of first
    /// appearance (an empty one too: it prints nothing, but keeps its place).
    external: IndexMap<Box<str>, ExternalEntries, FxBuildHasher>,
}

impl Resources {
    /// Whether there is no blob and no external entry: nothing to print.
    pub fn is_empty(&self) -> bool {
        self.blobs.is_empty() && self.external.values().all(|e| e.is_empty())
    }

    /// The `builtin` blob named `name` (what `dense_resource<name>` refers to).
    pub fn blob(&self, name: &str) -> Option<&ResourceBlob> {
        self.blobs.get(name)
    }

    /// The `builtin` blobs and their names, in the order of first definition.
    pub fn blobs(&self) -> impl Iterator<Item = (&str, &ResourceBlob)> {
        self.blobs.iter().map(|(n, b)| (&**n, b))
    }

    /// Sets the `builtin` blob `name` (kept in its place if it exists); returns the
    /// blob it replaces.
    pub fn insert_blob(&mut self, name: &str, blob: ResourceBlob) -> Option<ResourceBlob> {
        match self.blobs.get_mut(name) {
            Some(old) => Some(std::mem::replace(old, blob)),
            None => {
                self.blobs.insert(name.into(), blob);
                None
            }
        }
    }

    /// The external groups and their entries, in the order of first appearance.
    pub fn external(&self) -> impl Iterator<Item = (&str, &ExternalEntries)> {
        self.external.iter().map(|(n, e)| (&**n, e))
    }

    /// The entries of the external group `group`, created (last) if it is new.
    pub fn external_group_mut(&mut self, group: &str) -> &mut ExternalEntries {
        if !self.external.contains_key(group) {
            self.external.insert(group.into(), Vec::new());
        }
        self.external.get_mut(group).expect("inserted above")
    }
}

impl Ir {
    /// The resources of the `{-# ... #-}` metadata read into this IR (see
    /// [`crate::asm::resources`]).
    pub fn resources(&self) -> &Resources {
        &self.resources
    }

    /// [`Ir::resources`], to edit: a pass that makes a `dense_resource<NAME>`
    /// attribute sets its blob here.
    pub fn resources_mut(&mut self) -> &mut Resources {
        &mut self.resources
    }
}

// ----- parsing -----

impl Parser<'_, '_> {
    /// `{-# key: {...}, ... #-}` at its `{-#`, into `res` (MLIR's
    /// `parseFileMetadataDictionary`).
    pub(crate) fn parse_file_metadata(&mut self, res: &mut Resources) -> PResult<()> {
        self.bump();
        self.list_until(TokenKind::FileMetadataEnd, "',' or '#-}'", |p| {
            let key = p.resource_key("identifier key in file metadata dictionary")?;
            p.expect(TokenKind::Colon, "':'")?;
            match p.text(key) {
                "dialect_resources" => p.resource_section(res, true),
                "external_resources" => p.resource_section(res, false),
                other => Err(p.err_at(
                    key.start,
                    format!("unknown key '{other}' in file metadata dictionary"),
                )),
            }
        })
    }

    /// Items until `close` (consumed), separated by commas; none is fine (MLIR's
    /// `parseCommaSeparatedListUntil`).
    fn list_until(
        &mut self,
        close: TokenKind,
        expected: &str,
        mut item: impl FnMut(&mut Self) -> PResult<()>,
    ) -> PResult<()> {
        if self.eat(close) {
            return Ok(());
        }
        loop {
            item(self)?;
            if !self.eat(TokenKind::Comma) {
                break;
            }
        }
        self.expect(close, expected).map(|_| ())
    }

    /// A key: any bare identifier or keyword (MLIR's `parseOptionalKeyword`).
    fn resource_key(&mut self, what: &str) -> PResult<crate::asm::lexer::Token> {
        if self.tok.kind == TokenKind::BareIdent {
            Ok(self.bump())
        } else {
            Err(self.err(format!("expected {what}")))
        }
    }

    /// `{ group: { ... }, ... }` after `dialect_resources:` (`dialect`) or
    /// `external_resources:`.
    fn resource_section(&mut self, res: &mut Resources, dialect: bool) -> PResult<()> {
        self.expect(TokenKind::LBrace, "'{'")?;
        self.list_until(TokenKind::RBrace, "',' or '}'", |p| {
            let name = p.resource_key("identifier key for 'resource' entry")?;
            p.expect(TokenKind::Colon, "':'")?;
            p.expect(TokenKind::LBrace, "'{'")?;
            let name_text = p.text(name);
            if !dialect {
                return p.external_group(res.external_group_mut(name_text));
            }
            if name_text != "builtin" {
                return Err(if p.ctx.syntax.knows_dialect(name_text) {
                    // MLIR's error for a dialect without resources, at what follows
                    // the `{`.
                    p.err(format!(
                        "unexpected 'resource' section for dialect '{name_text}'"
                    ))
                } else {
                    p.err_at(name.start, format!("dialect '{name_text}' is unknown"))
                });
            }
            p.list_until(TokenKind::RBrace, "',' or '}'", |p| {
                let key = p.resource_key("identifier key for 'resource' entry")?;
                p.expect(TokenKind::Colon, "':'")?;
                let blob = p.resource_blob(p.text(key))?;
                res.insert_blob(p.text(key), blob);
                Ok(())
            })
        })
    }

    /// The entries of an external group, after its `{`, into `entries`.
    fn external_group(&mut self, entries: &mut ExternalEntries) -> PResult<()> {
        self.list_until(TokenKind::RBrace, "',' or '}'", |p| {
            let key = p.resource_key("identifier key for 'external_resources' entry")?;
            p.expect(TokenKind::Colon, "':'")?;
            let key = p.text(key);
            let t = p.tok;
            let text = p.text(t);
            // Told apart as MLIR's `ParsedResourceEntry::getKind` does: a bool, a
            // blob if the token's text starts with `"0x`, else a string.
            let value = match (t.kind, text) {
                (TokenKind::BareIdent, "true" | "false") => {
                    p.bump();
                    ResourceValue::Bool(text == "true")
                }
                (TokenKind::String, _) if text.starts_with("\"0x") => {
                    ResourceValue::Blob(p.resource_blob(key)?)
                }
                (TokenKind::String, _) => {
                    let s = p.string_contents(t)?;
                    p.bump();
                    ResourceValue::String(s)
                }
                _ => {
                    return Err(p.err(format!("expected string value for key '{key}'")));
                }
            };
            entries.push((key.into(), value));
            Ok(())
        })
    }

    /// A hex blob `"0x..."` (the value of entry `key`), consumed (MLIR's
    /// `ParsedResourceEntry::parseAsBlob`).
    fn resource_blob(&mut self, key: &str) -> PResult<ResourceBlob> {
        let t = self.tok;
        let text = self.text(t);
        let bytes = (t.kind == TokenKind::String)
            .then(|| text[1..text.len() - 1].strip_prefix("0x"))
            .flatten()
            .and_then(decode_hex)
            .ok_or_else(|| self.err(format!("expected hex string blob for key '{key}'")))?;
        let Some((align, data)) = bytes.split_first_chunk::<4>() else {
            return Err(self.err(format!(
                "expected hex string blob for key '{key}' to encode alignment in first 4 bytes"
            )));
        };
        let alignment = u32::from_le_bytes(*align);
        if alignment != 0 && !alignment.is_power_of_two() {
            return Err(self.err(format!(
                "expected hex string blob for key '{key}' to encode alignment in first 4 \
                 bytes, but got non-power-of-2 value: {alignment}"
            )));
        }
        self.bump();
        // MLIR keeps no data for empty data: a default blob, of alignment 0.
        let alignment = if data.is_empty() { 0 } else { alignment };
        Ok(ResourceBlob {
            alignment,
            data: data.to_vec(),
        })
    }
}

/// The bytes of an even number of hex digits (either case), or `None`.
fn decode_hex(hex: &str) -> Option<Vec<u8>> {
    let digits = hex.as_bytes();
    if !digits.len().is_multiple_of(2) {
        return None;
    }
    let digit = |c: u8| (c as char).to_digit(16).map(|d| d as u8);
    digits
        .chunks_exact(2)
        .map(|pair| Some(digit(pair[0])? << 4 | digit(pair[1])?))
        .collect()
}

// ----- printing -----

/// Prints the metadata of an IR's resources after the module: reads the printed
/// text, a piece at a time, for the `builtin` blobs it refers to.
pub(crate) struct ResourcePrinter<'r> {
    resources: &'r Resources,
    /// Per blob (by index in [`Resources::blobs`]): whether the text referred to it.
    referenced: Vec<bool>,
    /// The blobs referred to, in the order of first reference.
    order: Vec<usize>,
    /// Where the text read so far ends: inside a string literal, just after a `\`
    /// there. (Text is handed over at line ends, which no string literal spans, but
    /// the state is kept rather than assumed.)
    in_string: bool,
    escaped: bool,
}

/// What refers to a `builtin` blob in printed text.
const DENSE_RESOURCE: &[u8] = b"dense_resource<";

impl<'r> ResourcePrinter<'r> {
    /// A printer for `ir`'s resources, or `None` when there is nothing to print (the
    /// printers then do nothing more than without resources).
    pub(crate) fn new(ir: &'r Ir) -> Option<Self> {
        let resources = &ir.resources;
        if resources.is_empty() {
            return None;
        }
        Some(ResourcePrinter {
            resources,
            referenced: vec![false; resources.blobs.len()],
            order: Vec::new(),
            in_string: false,
            escaped: false,
        })
    }

    /// Reads the next piece of printed text for `dense_resource<NAME>` references.
    pub(crate) fn scan(&mut self, text: &str) {
        if self.resources.blobs.is_empty() {
            return;
        }
        let b = text.as_bytes();
        let mut i = 0;
        while i < b.len() {
            let c = b[i];
            i += 1;
            if self.in_string {
                if self.escaped {
                    self.escaped = false;
                } else if c == b'\\' {
                    self.escaped = true;
                } else if c == b'"' {
                    self.in_string = false;
                }
            } else if c == b'"' {
                self.in_string = true;
            } else if c == b'd'
                && b[i - 1..].starts_with(DENSE_RESOURCE)
                && (i == 1 || !is_name_byte(b[i - 2]))
            {
                let start = i - 1 + DENSE_RESOURCE.len();
                let Some(len) = b[start..].iter().position(|&c| c == b'>') else {
                    continue;
                };
                self.refer(text[start..start + len].trim());
                i = start + len + 1;
            }
        }
    }

    fn refer(&mut self, name: &str) {
        if let Some(i) = self.resources.blobs.get_index_of(name) {
            if !std::mem::replace(&mut self.referenced[i], true) {
                self.order.push(i);
            }
        }
    }

    /// Appends the metadata, if there is anything to print: an empty line, then
    /// `{-# ... #-}` and a newline, as mlir-opt-19 prints it.
    pub(crate) fn finish(self, out: &mut String) {
        let external = || self.resources.external().filter(|(_, e)| !e.is_empty());
        if self.order.is_empty() && external().next().is_none() {
            return;
        }
        out.push_str("\n{-#\n");
        if !self.order.is_empty() {
            out.push_str("  dialect_resources: {\n    builtin: {\n");
            for (n, &i) in self.order.iter().enumerate() {
                let (name, blob) = self.resources.blobs.get_index(i).expect("a blob's index");
                entry(out, n, name);
                write_blob(out, blob);
            }
            out.push_str("\n    }\n  }");
        }
        for (g, (group, entries)) in external().enumerate() {
            if g == 0 {
                if !self.order.is_empty() {
                    out.push_str(",\n");
                }
                out.push_str("  external_resources: {\n");
            } else {
                out.push_str(",\n");
            }
            // MLIR prints the group's name as it is (it was read as a keyword).
            out.push_str("    ");
            out.push_str(group);
            out.push_str(": {\n");
            for (n, (key, value)) in entries.iter().enumerate() {
                entry(out, n, key);
                match value {
                    ResourceValue::Blob(blob) => write_blob(out, blob),
                    ResourceValue::String(s) => {
                        out.push('"');
                        write_escaped(out, s.as_bytes());
                        out.push('"');
                    }
                    ResourceValue::Bool(b) => out.push_str(if *b { "true" } else { "false" }),
                }
            }
            out.push_str("\n    }");
        }
        if external().next().is_some() {
            out.push_str("\n  }");
        }
        out.push_str("\n#-}\n");
    }
}

/// Whether `c` may precede `dense_resource<` in a longer name (`#d.dense_resource<`
/// is some dialect's attribute).
fn is_name_byte(c: u8) -> bool {
    c.is_ascii_alphanumeric() || matches!(c, b'_' | b'$' | b'.')
}

/// The start of entry `n` of a group: `key: ` on a line of its own.
fn entry(out: &mut String, n: usize, key: &str) {
    if n > 0 {
        out.push_str(",\n");
    }
    out.push_str("      ");
    write_name(out, key);
    out.push_str(": ");
}

/// `"0x..."`: the alignment (4 bytes, little-endian) then the data, in upper-case hex.
fn write_blob(out: &mut String, blob: &ResourceBlob) {
    const HEX: &[u8; 16] = b"0123456789ABCDEF";
    out.reserve(4 + 2 * (4 + blob.data.len()));
    out.push_str("\"0x");
    for &b in blob.alignment.to_le_bytes().iter().chain(&blob.data) {
        out.push(HEX[(b >> 4) as usize] as char);
        out.push(HEX[(b & 15) as usize] as char);
    }
    out.push('"');
}

#[cfg(test)]
mod tests;
