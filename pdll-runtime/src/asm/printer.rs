//! Printing types and attributes exactly as MLIR 19 prints them.

use crate::asm::float;
use crate::asm::lexer::is_bare_ident;
use crate::attributes::{AttrKind, Attribute};
use crate::ident::Identifier;
use crate::types::{Signedness, Type, TypeKind};
use crate::Context;
use std::fmt::Write;

/// Writes `s` as an MLIR string literal body, as MLIR's `printEscapedString` does:
/// printable ASCII as is except `"` and `\`, which become `\22` and `\\`; every other
/// byte `\XX` (uppercase hex), UTF-8 sequences and newlines included.
pub fn write_escaped(out: &mut String, s: &(impl AsRef<[u8]> + ?Sized)) {
    const HEX: &[u8; 16] = b"0123456789ABCDEF";
    let bytes = s.as_ref();
    // Runs of bytes printed as they are go in one copy.
    let mut run = 0;
    for (i, &b) in bytes.iter().enumerate() {
        if (0x20..=0x7e).contains(&b) && b != b'\\' && b != b'"' {
            continue;
        }
        out.push_str(ascii(&bytes[run..i]));
        run = i + 1;
        if b == b'\\' {
            out.push_str("\\\\");
        } else {
            out.push('\\');
            out.push(HEX[(b >> 4) as usize] as char);
            out.push(HEX[(b & 15) as usize] as char);
        }
    }
    out.push_str(ascii(&bytes[run..]));
}

/// A run of printable ASCII as text.
fn ascii(run: &[u8]) -> &str {
    std::str::from_utf8(run).expect("printable ASCII is UTF-8")
}

/// Writes an identifier bare when it can be, else as a quoted string.
pub fn write_name(out: &mut String, s: &str) {
    if is_bare_ident(s) {
        out.push_str(s);
    } else {
        out.push('"');
        write_escaped(out, s);
        out.push('"');
    }
}

impl Context {
    /// Appends the text of a type.
    pub fn print_type(&self, ty: Type, out: &mut String) {
        write_type(self.interner.type_kind(ty), &mut Plain(self), out);
    }

    /// Appends `t1, t2, ...`.
    pub fn print_type_list(&self, types: &[Type], out: &mut String) {
        write_type_list(types, &mut Plain(self), out);
    }

    /// Appends `(inputs) -> results`, parenthesizing results unless there is exactly
    /// one that is not a function type.
    pub fn print_function_type(&self, inputs: &[Type], results: &[Type], out: &mut String) {
        write_function_type(inputs, results, &mut Plain(self), out);
    }

    /// The text of a type.
    pub fn type_to_string(&self, ty: Type) -> String {
        let mut s = String::new();
        self.print_type(ty, &mut s);
        s
    }

    /// Appends the text of an attribute (with its type, e.g. `1 : i64`).
    pub fn print_attr(&self, attr: Attribute, out: &mut String) {
        self.print_attr_elide(attr, false, out)
    }

    /// Appends an attribute; with `may_elide`, the `i64`/`f64` type of integer/float
    /// attributes is left out, as MLIR does inside arrays.
    pub fn print_attr_elide(&self, attr: Attribute, may_elide: bool, out: &mut String) {
        match self.interner.attr_kind(attr) {
            AttrKind::Integer { value, ty } => {
                let tk = self.interner.type_kind(*ty);
                let _ = write!(out, "{value}");
                let is_i64 = *tk
                    == TypeKind::Integer {
                        width: 64,
                        signedness: Signedness::Signless,
                    };
                if !(may_elide && is_i64) {
                    out.push_str(" : ");
                    self.print_type(*ty, out);
                }
            }
            AttrKind::Float { bits, ty } => {
                let TypeKind::Float(k) = *self.interner.type_kind(*ty) else {
                    return;
                };
                let text = float::format_float(*bits, k);
                // A value printed as hex bits always carries its type.
                let hex = text.starts_with("0x");
                out.push_str(&text);
                if hex || !(may_elide && k == crate::types::FloatKind::F64) {
                    out.push_str(" : ");
                    self.print_type(*ty, out);
                }
            }
            AttrKind::Bool(b) => out.push_str(if *b { "true" } else { "false" }),
            AttrKind::String { value, ty } => {
                out.push('"');
                write_escaped(out, value.as_bytes());
                out.push('"');
                if let Some(t) = ty {
                    out.push_str(" : ");
                    self.print_type(*t, out);
                }
            }
            AttrKind::Unit => out.push_str("unit"),
            AttrKind::Array(items) => {
                out.push('[');
                for (i, a) in items.iter().enumerate() {
                    if i > 0 {
                        out.push_str(", ");
                    }
                    self.print_attr_elide(*a, true, out);
                }
                out.push(']');
            }
            AttrKind::Dictionary(entries) => self.print_dict_entries(entries, out),
            AttrKind::Type(t) => self.print_type(*t, out),
            AttrKind::SymbolRef { root, nested } => {
                for (i, s) in std::iter::once(root).chain(nested).enumerate() {
                    if i > 0 {
                        out.push_str("::");
                    }
                    out.push('@');
                    write_name(out, self.interner.ident_str(*s));
                }
            }
            AttrKind::Dense { body, ty } => {
                out.push_str("dense<");
                out.push_str(body);
                out.push_str("> : ");
                self.print_type(*ty, out);
            }
            AttrKind::Verbatim(s) => out.push_str(s),
            AttrKind::Opaque { dialect, body } => {
                out.push('#');
                out.push_str(self.interner.ident_str(*dialect));
                out.push_str(body);
            }
        }
    }

    /// Appends `{a = 1 : i32, unitname}` (empty: `{}`).
    pub fn print_dict_entries(&self, entries: &[(Identifier, Attribute)], out: &mut String) {
        out.push('{');
        for (i, (name, value)) in entries.iter().enumerate() {
            if i > 0 {
                out.push_str(", ");
            }
            write_name(out, self.interner.ident_str(*name));
            if !matches!(self.interner.attr_kind(*value), AttrKind::Unit) {
                out.push_str(" = ");
                self.print_attr(*value, out);
            }
        }
        out.push('}');
    }

    /// The text of an attribute.
    pub fn attr_to_string(&self, attr: Attribute) -> String {
        let mut s = String::new();
        self.print_attr(attr, &mut s);
        s
    }
}

/// Appends the dimensions of a shaped type, each followed by `x` (`?x` when dynamic).
fn write_shape(shape: &[i64], out: &mut String) {
    for &d in shape {
        if d < 0 {
            out.push_str("?x");
        } else {
            let _ = write!(out, "{d}x");
        }
    }
}

/// How the parts of a type print: in full (the context's own printer), or through
/// their aliases (`aliases::Aliases`), so that one printer of a type's structure
/// serves both.
pub(crate) trait TypeParts {
    /// The context the handles are valid in.
    fn context(&self) -> &Context;
    /// Appends a type that is part of another.
    fn part_type(&mut self, ty: Type, out: &mut String);
    /// Appends an attribute that is part of a type (`may_elide`: as
    /// [`Context::print_attr_elide`]).
    fn part_attr(&mut self, attr: Attribute, may_elide: bool, out: &mut String);
}

/// The context's own printer: parts in full.
struct Plain<'c>(&'c Context);

impl TypeParts for Plain<'_> {
    fn context(&self) -> &Context {
        self.0
    }

    fn part_type(&mut self, ty: Type, out: &mut String) {
        self.0.print_type(ty, out);
    }

    fn part_attr(&mut self, attr: Attribute, may_elide: bool, out: &mut String) {
        self.0.print_attr_elide(attr, may_elide, out);
    }
}

/// Appends the type of kind `kind`, its parts through `parts`.
pub(crate) fn write_type(kind: &TypeKind, parts: &mut impl TypeParts, out: &mut String) {
    match kind {
        TypeKind::Integer { width, signedness } => {
            out.push_str(match signedness {
                Signedness::Signless => "i",
                Signedness::Signed => "si",
                Signedness::Unsigned => "ui",
            });
            let _ = write!(out, "{width}");
        }
        TypeKind::Index => out.push_str("index"),
        TypeKind::Float(k) => out.push_str(k.keyword()),
        TypeKind::Complex(element) => {
            out.push_str("complex<");
            parts.part_type(*element, out);
            out.push('>');
        }
        TypeKind::None => out.push_str("none"),
        TypeKind::Function { inputs, results } => write_function_type(inputs, results, parts, out),
        TypeKind::Tuple(items) => {
            out.push_str("tuple<");
            write_type_list(items, parts, out);
            out.push('>');
        }
        TypeKind::Vector {
            shape,
            scalable,
            element,
        } => {
            out.push_str("vector<");
            for (d, s) in shape.iter().zip(scalable) {
                if *s {
                    let _ = write!(out, "[{d}]x");
                } else {
                    let _ = write!(out, "{d}x");
                }
            }
            parts.part_type(*element, out);
            out.push('>');
        }
        TypeKind::RankedTensor {
            shape,
            element,
            encoding,
        } => {
            out.push_str("tensor<");
            write_shape(shape, out);
            parts.part_type(*element, out);
            if let Some(e) = encoding {
                out.push_str(", ");
                parts.part_attr(*e, false, out);
            }
            out.push('>');
        }
        TypeKind::UnrankedTensor { element } => {
            out.push_str("tensor<*x");
            parts.part_type(*element, out);
            out.push('>');
        }
        TypeKind::MemRef {
            shape,
            element,
            layout,
            memory_space,
        } => {
            out.push_str("memref<");
            write_shape(shape, out);
            parts.part_type(*element, out);
            // MLIR elides the i64 type of an integer memory space.
            for a in [layout, memory_space].into_iter().flatten() {
                out.push_str(", ");
                parts.part_attr(*a, true, out);
            }
            out.push('>');
        }
        TypeKind::UnrankedMemRef {
            element,
            memory_space,
        } => {
            out.push_str("memref<*x");
            parts.part_type(*element, out);
            if let Some(m) = memory_space {
                out.push_str(", ");
                parts.part_attr(*m, true, out);
            }
            out.push('>');
        }
        TypeKind::Opaque { dialect, body } => {
            out.push('!');
            out.push_str(parts.context().interner.ident_str(*dialect));
            out.push_str(body);
        }
    }
}

/// Appends `t1, t2, ...`, each through `parts`.
pub(crate) fn write_type_list(types: &[Type], parts: &mut impl TypeParts, out: &mut String) {
    for (i, t) in types.iter().enumerate() {
        if i > 0 {
            out.push_str(", ");
        }
        parts.part_type(*t, out);
    }
}

/// Appends `(inputs) -> results`, parenthesizing results unless there is exactly one
/// that is not a function type.
pub(crate) fn write_function_type(
    inputs: &[Type],
    results: &[Type],
    parts: &mut impl TypeParts,
    out: &mut String,
) {
    out.push('(');
    write_type_list(inputs, parts, out);
    out.push_str(") -> ");
    match results {
        [r] if !matches!(
            parts.context().interner.type_kind(*r),
            TypeKind::Function { .. }
        ) =>
        {
            parts.part_type(*r, out)
        }
        _ => {
            out.push('(');
            write_type_list(results, parts, out);
            out.push(')');
        }
    }
}

#[cfg(test)]
mod tests {
    use super::write_escaped;

    #[test]
    fn escapes_every_byte_but_printable_ascii_as_mlir_does() {
        let mut out = String::new();
        write_escaped(&mut out, b"a\x00\x1F ~\x7F\x80\xFF\"\\\n\tz");
        assert_eq!(out, r#"a\00\1F ~\7F\80\FF\22\\\0A\09z"#);
        out.clear();
        write_escaped(&mut out, "é€");
        assert_eq!(out, r"\C3\A9\E2\82\AC");
        out.clear();
        write_escaped(&mut out, "plain text");
        assert_eq!(out, "plain text");
    }
}
