//! Bit-enum attributes of dialects (ODS `EnumAttr<Dialect, SomeBitEnumAttr,
//! "mnemonic">`, as `#arith.fastmath<nnan,ninf>`): their cases as plain data
//! ([`BitEnumDef`]), and the canonical text MLIR prints for a value, whatever the
//! input spelling.
//!
//! The attribute itself stays opaque text ([`crate::AttrKind::Opaque`]); a context
//! that has the definition registered ([`crate::Context::register_bit_enum`])
//! rewrites the body to its canonical form when it reads one, so that it prints as
//! MLIR prints it: `#arith.fastmath<reassoc,nnan,ninf,nsz,arcp,contract,afn>` reads
//! as `#arith.fastmath<fast>`, `#arith.overflow<nuw,nsw>` as `#arith.overflow<nsw,
//! nuw>`.
//!
//! The rules are `mlir-tblgen`'s (`EnumsGen.cpp`, and `BitEnumAttr`'s
//! `parameterParser` in `EnumAttr.td`):
//! - reading: keywords separated by `|` when the separator contains one, else by
//!   `,` (spaces optional); each is the value-0 case's name or a nonzero case's, whose
//!   bits are or-ed together;
//! - printing ([`BitEnumDef::stringify`]): value 0 is the value-0 case's name (empty
//!   text without one); otherwise, with [`BitEnumDef::primary_groups`], the group
//!   cases whose bits are all set, in reverse declaration order, each clearing its
//!   bits, then the single-bit cases set in what is left, in declaration order;
//!   without it, every nonzero case whose bits are all set, in declaration order;
//!   joined by the separator.

use std::borrow::Cow;

/// What a case of a bit enum is (the ODS class it derives from), which decides how
/// [`BitEnumDef::stringify`] treats it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum BitCaseKind {
    /// `BitEnumAttrCaseBit`: one bit.
    Bit,
    /// `BitEnumAttrCaseGroup`: the union of other cases.
    Group,
    /// Any other `BitEnumAttrCaseBase` (a value written out, as `...CaseNone`).
    Plain,
}

/// One case of a bit enum.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct BitEnumCase {
    /// Its keyword (`nnan`).
    pub keyword: Cow<'static, str>,
    /// Its bits.
    pub value: u64,
    /// Its kind.
    pub kind: BitCaseKind,
}

impl BitEnumCase {
    /// A case (for static tables).
    pub const fn new(keyword: &'static str, value: u64, kind: BitCaseKind) -> Self {
        BitEnumCase {
            keyword: Cow::Borrowed(keyword),
            value,
            kind,
        }
    }
}

/// A dialect's bit-enum attribute `#dialect.mnemonic<...>`: plain data, so it can be
/// a `static` table.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct BitEnumDef {
    /// The dialect (`arith`).
    pub dialect: Cow<'static, str>,
    /// The attribute's mnemonic (`fastmath`).
    pub mnemonic: Cow<'static, str>,
    /// The C++ enum, qualified (`::mlir::arith::FastMathFlags`), as MLIR's error
    /// for an unknown keyword names it.
    pub enum_name: Cow<'static, str>,
    /// The cases, in ODS order.
    pub cases: Cow<'static, [BitEnumCase]>,
    /// What the printer puts between keywords (ODS `separator`: `|`, `,`, `, `).
    pub separator: Cow<'static, str>,
    /// ODS `printBitEnumPrimaryGroups`.
    pub primary_groups: bool,
}

/// Why the body of a bit-enum attribute does not read: a byte offset into the text
/// given and MLIR's message.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BitEnumError {
    /// Byte offset into the text read.
    pub offset: usize,
    /// The message, in MLIR's words.
    pub message: String,
    /// Whether MLIR reports it through the attribute parser (prefixed by `custom op
    /// '...'` inside an op's custom form), rather than as a token-level error.
    pub emitted: bool,
}

impl BitEnumDef {
    /// The case with value 0 (`none`), if any: the first one, as MLIR takes it.
    pub fn zero_case(&self) -> Option<&BitEnumCase> {
        self.cases.iter().find(|c| c.value == 0)
    }

    /// The bits of one keyword (`stringToSymbol` of a single keyword).
    pub fn symbolize(&self, keyword: &str) -> Option<u64> {
        if self.zero_case().is_some_and(|c| c.keyword == keyword) {
            return Some(0);
        }
        self.cases
            .iter()
            .find(|c| c.value != 0 && c.keyword == keyword)
            .map(|c| c.value)
    }

    /// The text MLIR prints for `value` (`stringify...`).
    pub fn stringify(&self, value: u64) -> String {
        if value == 0 {
            if let Some(z) = self.zero_case() {
                return z.keyword.to_string();
            }
        }
        let mut val = value;
        let mut strs: Vec<&str> = Vec::new();
        if self.primary_groups {
            for c in self.cases.iter().rev() {
                if c.value != 0 && c.kind == BitCaseKind::Group && c.value & val == c.value {
                    strs.push(&c.keyword);
                    val &= !c.value;
                }
            }
            for c in self.cases.iter() {
                if c.value != 0 && c.kind == BitCaseKind::Bit && c.value & val == c.value {
                    strs.push(&c.keyword);
                }
            }
        } else {
            for c in self.cases.iter() {
                if c.value != 0 && c.value & val == c.value {
                    strs.push(&c.keyword);
                }
            }
        }
        strs.join(&self.separator)
    }

    /// The separator character the parser reads (`|` or `,`).
    fn parse_separator(&self) -> u8 {
        if self.separator.contains('|') {
            b'|'
        } else {
            b','
        }
    }

    /// Reads the text between `<` and `>` as MLIR's `parameterParser` of a
    /// `BitEnumAttr` does: the value, or the error at an offset into `text`.
    pub fn parse(&self, text: &str) -> Result<u64, BitEnumError> {
        let b = text.as_bytes();
        let skip_ws = |mut i: usize| {
            while i < b.len() && b[i].is_ascii_whitespace() {
                i += 1;
            }
            i
        };
        let sep = self.parse_separator();
        let mut i = skip_ws(0);
        // MLIR reports an unknown keyword where the list starts.
        let list_start = i;
        let mut value = 0;
        loop {
            let start = i;
            if i < b.len() && (b[i].is_ascii_alphabetic() || b[i] == b'_') {
                i += 1;
                while i < b.len()
                    && (b[i].is_ascii_alphanumeric() || matches!(b[i], b'_' | b'$' | b'.'))
                {
                    i += 1;
                }
            }
            if i == start {
                return Err(BitEnumError {
                    offset: start,
                    message: "expected valid keyword".into(),
                    emitted: true,
                });
            }
            let Some(bits) = self.symbolize(&text[start..i]) else {
                let names: Vec<&str> = self.cases.iter().map(|c| c.keyword.as_ref()).collect();
                return Err(BitEnumError {
                    offset: list_start,
                    message: format!(
                        "expected {} to be one of: {}",
                        self.enum_name,
                        names.join(", ")
                    ),
                    emitted: true,
                });
            };
            value |= bits;
            i = skip_ws(i);
            if i < b.len() && b[i] == sep {
                i = skip_ws(i + 1);
                continue;
            }
            if i < b.len() {
                return Err(BitEnumError {
                    offset: i,
                    message: "expected '>'".into(),
                    emitted: false,
                });
            }
            return Ok(value);
        }
    }

    /// The canonical form of the text between `<` and `>`.
    pub fn canonicalize(&self, text: &str) -> Result<String, BitEnumError> {
        self.parse(text).map(|v| self.stringify(v))
    }
}

/// The bit enums registered in a context, by dialect and mnemonic.
#[derive(Clone, Default, Debug)]
pub(crate) struct BitEnumRegistry {
    by_dialect: rustc_hash::FxHashMap<String, rustc_hash::FxHashMap<String, BitEnumDef>>,
}

impl BitEnumRegistry {
    pub(crate) fn insert(&mut self, def: BitEnumDef) {
        self.by_dialect
            .entry(def.dialect.to_string())
            .or_default()
            .insert(def.mnemonic.to_string(), def);
    }

    pub(crate) fn get(&self, dialect: &str, mnemonic: &str) -> Option<&BitEnumDef> {
        if self.by_dialect.is_empty() {
            return None;
        }
        self.by_dialect.get(dialect)?.get(mnemonic)
    }

    /// The canonical form of an opaque attribute body `.mnemonic<...>` of `dialect`
    /// when it is a registered bit enum; an error's offset is into `body`.
    pub(crate) fn canonical_body(
        &self,
        dialect: &str,
        body: &str,
    ) -> Option<Result<String, BitEnumError>> {
        let rest = body.strip_prefix('.')?;
        let lt = rest.find('<')?;
        let inner = rest[lt + 1..].strip_suffix('>')?;
        let def = self.get(dialect, &rest[..lt])?;
        let inner_start = 1 + lt + 1;
        Some(
            def.canonicalize(inner)
                .map(|c| format!(".{}<{c}>", def.mnemonic))
                .map_err(|e| BitEnumError {
                    offset: e.offset + inner_start,
                    ..e
                }),
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn fastmath() -> BitEnumDef {
        use BitCaseKind::*;
        const CASES: &[BitEnumCase] = &[
            BitEnumCase::new("none", 0, Plain),
            BitEnumCase::new("reassoc", 1, Bit),
            BitEnumCase::new("nnan", 2, Bit),
            BitEnumCase::new("ninf", 4, Bit),
            BitEnumCase::new("nsz", 8, Bit),
            BitEnumCase::new("arcp", 16, Bit),
            BitEnumCase::new("contract", 32, Bit),
            BitEnumCase::new("afn", 64, Bit),
            BitEnumCase::new("fast", 127, Group),
        ];
        BitEnumDef {
            dialect: "arith".into(),
            mnemonic: "fastmath".into(),
            enum_name: "::mlir::arith::FastMathFlags".into(),
            cases: CASES.into(),
            separator: ",".into(),
            primary_groups: true,
        }
    }

    fn overflow() -> BitEnumDef {
        use BitCaseKind::*;
        BitEnumDef {
            dialect: "arith".into(),
            mnemonic: "overflow".into(),
            enum_name: "::mlir::arith::IntegerOverflowFlags".into(),
            cases: vec![
                BitEnumCase::new("none", 0, Plain),
                BitEnumCase::new("nsw", 1, Bit),
                BitEnumCase::new("nuw", 2, Bit),
            ]
            .into(),
            separator: ", ".into(),
            primary_groups: true,
        }
    }

    /// Vector's `CombiningKind`: `|`, no value-0 case, no primary groups.
    fn combining_kind() -> BitEnumDef {
        use BitCaseKind::*;
        BitEnumDef {
            dialect: "vector".into(),
            mnemonic: "kind".into(),
            enum_name: "::mlir::vector::CombiningKind".into(),
            cases: vec![
                BitEnumCase::new("add", 1, Bit),
                BitEnumCase::new("mul", 2, Bit),
                BitEnumCase::new("maximumf", 1 << 12, Bit),
                BitEnumCase::new("minimumf", 1 << 11, Bit),
            ]
            .into(),
            separator: "|".into(),
            primary_groups: false,
        }
    }

    #[test]
    fn prints_as_mlir_prints() {
        let f = fastmath();
        let c = |s: &str| f.canonicalize(s).unwrap();
        assert_eq!(c("reassoc,nnan,ninf,nsz,arcp,contract,afn"), "fast");
        assert_eq!(c("nnan, ninf"), "nnan,ninf");
        assert_eq!(c("ninf,nnan"), "nnan,ninf");
        assert_eq!(c("fast,nnan"), "fast");
        assert_eq!(c("none"), "none");
        assert_eq!(c("nnan,none"), "nnan");
        assert_eq!(c("afn , reassoc"), "reassoc,afn");
        assert_eq!(f.stringify(0), "none");
        let o = overflow();
        assert_eq!(o.canonicalize("nuw,nsw").unwrap(), "nsw, nuw");
        assert_eq!(o.canonicalize("nsw").unwrap(), "nsw");
        assert_eq!(o.canonicalize(" none ").unwrap(), "none");
        let k = combining_kind();
        assert_eq!(k.canonicalize("mul | add").unwrap(), "add|mul");
        assert_eq!(
            k.canonicalize("minimumf|maximumf").unwrap(),
            "maximumf|minimumf"
        );
        // Without a value-0 case, 0 prints as nothing.
        assert_eq!(k.stringify(0), "");
    }

    #[test]
    fn errors_are_worded_as_mlir_words_them() {
        let f = fastmath();
        let e = f.canonicalize("nnan,bogus").unwrap_err();
        assert_eq!(e.offset, 0);
        assert_eq!(
            e.message,
            "expected ::mlir::arith::FastMathFlags to be one of: none, reassoc, nnan, ninf, nsz, arcp, contract, afn, fast"
        );
        assert!(e.emitted);
        let e = f.canonicalize("").unwrap_err();
        assert_eq!(
            (e.offset, e.message.as_str()),
            (0, "expected valid keyword")
        );
        let e = f.canonicalize("nnan,").unwrap_err();
        assert_eq!(
            (e.offset, e.message.as_str()),
            (5, "expected valid keyword")
        );
        let e = f.canonicalize("nnan ninf").unwrap_err();
        assert_eq!((e.offset, e.message.as_str()), (5, "expected '>'"));
        assert!(!e.emitted);
        // `|` separates only where the separator has one.
        let e = f.canonicalize("contract|afn").unwrap_err();
        assert_eq!((e.offset, e.message.as_str()), (8, "expected '>'"));
    }

    #[test]
    fn bodies_of_registered_enums_are_rewritten() {
        let mut r = BitEnumRegistry::default();
        assert!(r.canonical_body("arith", ".fastmath<nnan>").is_none());
        r.insert(fastmath());
        assert_eq!(
            r.canonical_body("arith", ".fastmath<ninf, nnan>"),
            Some(Ok(".fastmath<nnan,ninf>".to_string()))
        );
        assert!(r.canonical_body("arith", ".other<x>").is_none());
        assert!(r.canonical_body("math", ".fastmath<x>").is_none());
        let e = r
            .canonical_body("arith", ".fastmath<nnan,>")
            .unwrap()
            .unwrap_err();
        assert_eq!(e.offset, ".fastmath<nnan,".len());
    }
}
