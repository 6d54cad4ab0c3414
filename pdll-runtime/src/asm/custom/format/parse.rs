//! Reading an ODS `assemblyFormat` into a [`FormatProgram`]: MLIR 19's format syntax
//! (`FormatGen`'s lexer and parser), checked against the op's [`OpDefinition`] as
//! `mlir-tblgen`'s `OpFormatParser` checks it, with its error messages.
//!
//! The parse first builds [`El`], a tree shaped like `mlir-tblgen`'s format elements
//! (the checks read it, e.g. what a `type` directive holds), and the verification
//! decides where the types of every operand and result come from ([`TypeSource`]);
//! the tree then becomes the model's [`Element`]s.
//!
//! Where the definition does not hold what `mlir-tblgen` reads, the check is looser
//! (never stricter, except as noted):
//! - the ambiguity of a `:` literal after an attribute without a buildable type is
//!   only found after `qualified($attr)` of an [`AttrSyntax::Dialect`] attribute
//!   (an `AttrDef`, which has no value type); MLIR also finds it after other
//!   attributes without a value type when qualified, or stored as a plain
//!   `::mlir::Attribute` (`AnyAttr`, `AnyAttrOf<...>`), which [`AttrSyntax::Generic`]
//!   does not tell apart from attributes with one (`ArrayAttr`, `StrAttr`: `NoneType`);
//! - an op with [`OpTrait::InferTypeOpInterface`] may leave all result types out,
//!   as in MLIR; MLIR refuses this when ODS itself derives the result types
//!   (`Operator::allResultTypesKnown`) yet the format does not resolve them, which
//!   is not checked. When the format does resolve every result, the program uses that
//!   resolution rather than [`TypeSource::Inferred`] (MLIR calls the C++ inference,
//!   which computes the same types);
//! - properties (ODS `Property` arguments, only usable in `custom`) are not in the
//!   definition: naming one is an unknown variable.
//!
//! Stricter than `mlir-tblgen` (formats it accepts but whose generated C++ is broken
//! or crashes it): an anchor in an else group is checked as an anchor; an `oilist`
//! clause must start with a literal that is not whitespace; `ref(prop-dict)` is an
//! error (a fatal error in MLIR).

use super::model::{
    CustomArg, Element, FormatProgram, OIListClause, OptionalGroup, TypeRef, TypeSource,
    TypeTarget, Variable,
};
use crate::dialect::{AttrSyntax, GroupKind, OpDefinition, OpTrait, TypeTransform};
use std::fmt;

/// An error in an assembly format: `mlir-tblgen`'s message (and note), at a byte
/// offset in the format text (where `mlir-tblgen` reports it: the token, the
/// directive or group concerned, or the start of the format for checks of the whole).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FormatError {
    /// The byte offset in the format text.
    pub offset: usize,
    /// The message.
    pub message: String,
    /// `mlir-tblgen`'s note with a suggestion, for some errors.
    pub note: Option<String>,
}

impl FormatError {
    fn new(offset: usize, message: impl Into<String>) -> Self {
        FormatError {
            offset,
            message: message.into(),
            note: None,
        }
    }

    fn with_note(mut self, note: impl Into<String>) -> Self {
        self.note = Some(note.into());
        self
    }
}

impl fmt::Display for FormatError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} (at byte {} of the format)",
            self.message, self.offset
        )?;
        if let Some(note) = &self.note {
            write!(f, "; {note}")?;
        }
        Ok(())
    }
}

impl std::error::Error for FormatError {}

type Result<T> = std::result::Result<T, FormatError>;

impl FormatProgram {
    /// Reads the assembly format `text` of the op `def` defines, checking it as
    /// `mlir-tblgen` 19 does, with its error messages.
    ///
    /// Where `def` lacks what `mlir-tblgen` reads, the check is looser: a `:` after an
    /// attribute without a value type is only found ambiguous after a qualified
    /// [`AttrSyntax::Dialect`] attribute; an op with
    /// [`OpTrait::InferTypeOpInterface`] may leave every result type out even when
    /// ODS derives its result types; properties are unknown variables. It is
    /// stricter where `mlir-tblgen` accepts a format but generates broken C++ or
    /// crashes: an anchor in an else group is checked as an anchor, an `oilist` clause
    /// cannot start with whitespace, `ref(prop-dict)` is an error.
    pub fn parse(text: &str, def: &OpDefinition) -> Result<FormatProgram> {
        let mut p = Parser::new(text, def)?;
        let start = p.cur.start;
        let mut elements = Vec::new();
        while p.cur.kind != Tok::Eof {
            elements.push(p.parse_element(Ctx::TopLevel)?);
        }
        let (operand_types, result_types) = p.verify(start, &elements)?;
        Ok(FormatProgram {
            elements: elements.iter().map(element).collect(),
            operand_types,
            result_types,
            all_operands: p.all_operands,
            all_operand_types: p.all_operand_types,
            all_result_types: p.all_result_types,
            used_attributes: p.seen_attrs,
        })
    }
}

// ---------------------------------------------------------------------------------
// Lexer (`FormatLexer`)

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Tok {
    Eof,
    LParen,
    RParen,
    Caret,
    Colon,
    Comma,
    Equal,
    Less,
    Greater,
    Question,
    Star,
    Pipe,
    Kw(Kw),
    Identifier,
    Literal,
    Variable,
    String,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Kw {
    AttrDict,
    AttrDictWithKeyword,
    PropDict,
    Custom,
    FunctionalType,
    OIList,
    Operands,
    Params,
    Qualified,
    Ref,
    Regions,
    Results,
    Struct,
    Successors,
    Type,
}

#[derive(Clone, Copy, Debug)]
struct Token {
    kind: Tok,
    start: usize,
    end: usize,
}

/// The next token of `text` at `pos`. Whitespace (and NUL) between tokens is skipped;
/// `mlir-tblgen`'s error tokens are errors.
fn lex(text: &[u8], mut pos: usize) -> Result<Token> {
    while pos < text.len() && matches!(text[pos], b' ' | b'\t' | b'\n' | b'\r' | 0) {
        pos += 1;
    }
    let start = pos;
    let tok = |kind, end| Ok(Token { kind, start, end });
    let Some(&c) = text.get(pos) else {
        return tok(Tok::Eof, pos);
    };
    let punct = match c {
        b'^' => Some(Tok::Caret),
        b':' => Some(Tok::Colon),
        b',' => Some(Tok::Comma),
        b'=' => Some(Tok::Equal),
        b'<' => Some(Tok::Less),
        b'>' => Some(Tok::Greater),
        b'?' => Some(Tok::Question),
        b'(' => Some(Tok::LParen),
        b')' => Some(Tok::RParen),
        b'*' => Some(Tok::Star),
        b'|' => Some(Tok::Pipe),
        _ => None,
    };
    if let Some(kind) = punct {
        return tok(kind, pos + 1);
    }
    match c {
        b'`' => {
            // Anything up to the closing backquote (a NUL ends the buffer for MLIR).
            match text[pos + 1..].iter().position(|&b| b == b'`' || b == 0) {
                Some(n) if text[pos + 1 + n] == b'`' => tok(Tok::Literal, pos + n + 2),
                Some(n) => Err(FormatError::new(
                    pos + 1 + n,
                    "unexpected end of file in literal",
                )),
                None => Err(FormatError::new(
                    text.len(),
                    "unexpected end of file in literal",
                )),
            }
        }
        b'$' => {
            let mut end = pos + 1;
            if !text
                .get(end)
                .is_some_and(|&b| b.is_ascii_alphabetic() || b == b'_')
            {
                return Err(FormatError::new(pos, "expected variable name"));
            }
            while text
                .get(end)
                .is_some_and(|&b| b.is_ascii_alphanumeric() || b == b'_')
            {
                end += 1;
            }
            tok(Tok::Variable, end)
        }
        b'"' => {
            let mut escape = false;
            let mut end = pos + 1;
            while let Some(&b) = text.get(end).filter(|&&b| b != 0) {
                end += 1;
                if !escape && b == b'"' {
                    return tok(Tok::String, end);
                }
                escape = b == b'\\';
            }
            Err(FormatError::new(end, "unexpected end of file in string"))
        }
        c if c.is_ascii_alphabetic() || c == b'_' => {
            let mut end = pos + 1;
            while text
                .get(end)
                .is_some_and(|&b| b.is_ascii_alphanumeric() || b == b'_' || b == b'-')
            {
                end += 1;
            }
            let kind = match &text[pos..end] {
                b"attr-dict" => Tok::Kw(Kw::AttrDict),
                b"attr-dict-with-keyword" => Tok::Kw(Kw::AttrDictWithKeyword),
                b"prop-dict" => Tok::Kw(Kw::PropDict),
                b"custom" => Tok::Kw(Kw::Custom),
                b"functional-type" => Tok::Kw(Kw::FunctionalType),
                b"oilist" => Tok::Kw(Kw::OIList),
                b"operands" => Tok::Kw(Kw::Operands),
                b"params" => Tok::Kw(Kw::Params),
                b"ref" => Tok::Kw(Kw::Ref),
                b"regions" => Tok::Kw(Kw::Regions),
                b"results" => Tok::Kw(Kw::Results),
                b"struct" => Tok::Kw(Kw::Struct),
                b"successors" => Tok::Kw(Kw::Successors),
                b"type" => Tok::Kw(Kw::Type),
                b"qualified" => Tok::Kw(Kw::Qualified),
                _ => Tok::Identifier,
            };
            tok(kind, end)
        }
        _ => Err(FormatError::new(pos, "unexpected character")),
    }
}

/// `isValidLiteral`: why `value` (a literal's text, not whitespace) is not a valid
/// literal, if it is not.
fn literal_problem(value: &str) -> Option<String> {
    let bytes = value.as_bytes();
    if bytes.is_empty() {
        return Some("literal can't be empty".into());
    }
    const BARE: &str = "_:,=<>()[]{}?+*";
    if bytes.len() == 1 {
        if bytes[0].is_ascii_alphabetic() || BARE.as_bytes().contains(&bytes[0]) {
            return None;
        }
        return Some(format!(
            "single character literal must be a letter or one of '{BARE}'"
        ));
    }
    if value == "->" || value == "..." {
        return None;
    }
    if !(bytes[0].is_ascii_alphabetic() || bytes[0] == b'_') {
        return Some("valid keyword starts with a letter or '_'".into());
    }
    if !bytes[1..]
        .iter()
        .all(|&b| b.is_ascii_alphanumeric() || matches!(b, b'_' | b'$' | b'.'))
    {
        return Some("keywords should contain only alphanum, '_', '$', or '.' characters".into());
    }
    None
}

// ---------------------------------------------------------------------------------
// Format elements as `mlir-tblgen` builds them

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Ws {
    Space,
    NoSpace,
    Newline,
}

/// A format element, as `mlir-tblgen`'s `FormatElement` classes.
#[derive(Debug)]
enum El {
    Literal(String),
    Whitespace(Ws),
    String(String),
    Attr { index: usize, qualified: bool },
    Operand(usize),
    Result(usize),
    Region(usize),
    Successor(usize),
    AttrDict { with_keyword: bool },
    PropDict,
    Operands,
    Results,
    Regions,
    Successors,
    Type { arg: Box<El>, qualified: bool },
    FunctionalType { inputs: Box<El>, results: Box<El> },
    Ref(Box<El>),
    Custom { name: String, args: Vec<El> },
    OIList(Vec<(String, Vec<El>)>),
    Optional(Optional),
}

#[derive(Debug)]
struct Optional {
    then: Vec<El>,
    els: Vec<El>,
    /// The anchor's index in `then`, or in `els` when `inverted`.
    anchor: usize,
    inverted: bool,
    parse_start: usize,
}

impl El {
    fn is_variable(&self) -> bool {
        matches!(
            self,
            El::Attr { .. } | El::Operand(_) | El::Result(_) | El::Region(_) | El::Successor(_)
        )
    }
}

/// Where an element is parsed (`FormatParser::Context`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Ctx {
    TopLevel,
    Custom,
    TypeDirective,
    Ref,
}

// ---------------------------------------------------------------------------------
// Parser (`FormatParser` + `OpFormatParser`)

struct Parser<'a> {
    text: &'a str,
    def: &'a OpDefinition,
    cur: Token,
    regions: Vec<(&'a str, bool)>,
    successors: Vec<(&'a str, bool)>,
    has_attr_dict: bool,
    has_prop_dict: bool,
    all_regions: bool,
    all_successors: bool,
    all_operands: bool,
    all_operand_types: bool,
    all_result_types: bool,
    seen_operand_types: Vec<bool>,
    seen_result_types: Vec<bool>,
    /// Attributes bound so far, in order (`seenAttrs`, a set vector).
    seen_attrs: Vec<usize>,
    seen_operands: Vec<bool>,
    seen_regions: Vec<bool>,
    seen_successors: Vec<bool>,
}

/// The names of the regions or successors of an op with `arity` and `names` (when
/// the definition lacks names, as many unnamed ones as the arity implies), each with
/// whether it is variadic (only the last can be).
fn named<'d>(
    arity: crate::dialect::Arity,
    names: &'d [std::borrow::Cow<'static, str>],
) -> Vec<(&'d str, bool)> {
    let n = if names.is_empty() {
        arity.min as usize + usize::from(arity.variadic)
    } else {
        names.len()
    };
    (0..n)
        .map(|i| {
            let name = names.get(i).map_or("", |s| s.as_ref());
            (name, arity.variadic && i + 1 == n)
        })
        .collect()
}

impl<'a> Parser<'a> {
    fn new(text: &'a str, def: &'a OpDefinition) -> Result<Self> {
        let cur = lex(text.as_bytes(), 0)?;
        let regions = named(def.regions, &def.region_names);
        let successors = named(def.successors, &def.successor_names);
        Ok(Parser {
            text,
            def,
            cur,
            seen_regions: vec![false; regions.len()],
            seen_successors: vec![false; successors.len()],
            regions,
            successors,
            has_attr_dict: false,
            has_prop_dict: false,
            all_regions: false,
            all_successors: false,
            all_operands: false,
            all_operand_types: false,
            all_result_types: false,
            seen_operand_types: vec![false; def.operands.len()],
            seen_result_types: vec![false; def.results.len()],
            seen_attrs: Vec::new(),
            seen_operands: vec![false; def.operands.len()],
        })
    }

    fn spelling(&self, t: Token) -> &'a str {
        &self.text[t.start..t.end]
    }

    /// Moves to the next token; a lexing error is reported at once, as `mlir-tblgen`
    /// prints it when it lexes the token.
    fn consume(&mut self) -> Result<()> {
        if self.cur.kind != Tok::Eof {
            self.cur = lex(self.text.as_bytes(), self.cur.end)?;
        }
        Ok(())
    }

    fn expect(&mut self, kind: Tok, message: &str) -> Result<Token> {
        if self.cur.kind != kind {
            return Err(FormatError::new(self.cur.start, message));
        }
        let t = self.cur;
        self.consume()?;
        Ok(t)
    }

    fn parse_element(&mut self, ctx: Ctx) -> Result<El> {
        match self.cur.kind {
            Tok::Literal => self.parse_literal(ctx),
            Tok::String => self.parse_string(ctx),
            Tok::Variable => {
                let t = self.cur;
                self.consume()?;
                self.parse_variable(t.start, &self.spelling(t)[1..], ctx)
            }
            Tok::Kw(kw) => {
                let loc = self.cur.start;
                self.consume()?;
                self.parse_directive(loc, kw, ctx)
            }
            Tok::LParen => self.parse_optional_group(ctx),
            _ => Err(FormatError::new(
                self.cur.start,
                "expected literal, variable, directive, or optional group",
            )),
        }
    }

    /// `parseLiteral`: also what an `oilist` clause starts with, whatever the token.
    fn parse_literal(&mut self, ctx: Ctx) -> Result<El> {
        let t = self.cur;
        self.consume()?;
        if ctx != Ctx::TopLevel {
            return Err(FormatError::new(
                t.start,
                "literals may only be used in the top-level section of the format",
            ));
        }
        let spelling = self.spelling(t);
        if spelling.len() < 2 || !spelling.starts_with('`') || !spelling.ends_with('`') {
            return Err(FormatError::new(
                t.start,
                format!("expected literal, but got '{spelling}'"),
            ));
        }
        let value = &spelling[1..spelling.len() - 1];
        match value {
            "" => return Ok(El::Whitespace(Ws::NoSpace)),
            " " => return Ok(El::Whitespace(Ws::Space)),
            "\\n" => return Ok(El::Whitespace(Ws::Newline)),
            _ => {}
        }
        if let Some(problem) = literal_problem(value) {
            return Err(FormatError::new(
                t.start,
                format!("expected valid literal but got '{value}': {problem}"),
            ));
        }
        Ok(El::Literal(value.to_owned()))
    }

    fn parse_string(&mut self, ctx: Ctx) -> Result<El> {
        let t = self.cur;
        self.consume()?;
        if ctx != Ctx::Custom {
            return Err(FormatError::new(
                t.start,
                "strings may only be used as 'custom' directive arguments",
            ));
        }
        let spelling = self.spelling(t);
        // As `mlir-tblgen`: every backslash is dropped.
        let value = spelling[1..spelling.len() - 1].replace('\\', "");
        Ok(El::String(value))
    }

    /// `OpFormatParser::parseVariableImpl`.
    fn parse_variable(&mut self, loc: usize, name: &str, ctx: Ctx) -> Result<El> {
        let err = |m: String| Err(FormatError::new(loc, m));
        let def = self.def;
        if let Some(i) = def.attributes.iter().position(|a| a.name == name) {
            if ctx == Ctx::TypeDirective {
                return err("attributes cannot be used as children to a `type` directive".into());
            }
            if ctx == Ctx::Ref {
                if !self.seen_attrs.contains(&i) {
                    return err(format!(
                        "attribute '{name}' must be bound before it is referenced"
                    ));
                }
            } else if self.seen_attrs.contains(&i) {
                return err(format!("attribute '{name}' is already bound"));
            } else {
                self.seen_attrs.push(i);
            }
            return Ok(El::Attr {
                index: i,
                qualified: false,
            });
        }
        if let Some(i) = def.operands.iter().position(|g| g.name == name) {
            match ctx {
                Ctx::TopLevel | Ctx::Custom => {
                    if self.all_operands || self.seen_operands[i] {
                        return err(format!("operand '{name}' is already bound"));
                    }
                    self.seen_operands[i] = true;
                }
                Ctx::Ref if !self.seen_operands[i] => {
                    return err(format!(
                        "operand '{name}' must be bound before it is referenced"
                    ));
                }
                _ => {}
            }
            return Ok(El::Operand(i));
        }
        if let Some(i) = self.regions.iter().position(|r| r.0 == name) {
            match ctx {
                Ctx::TopLevel | Ctx::Custom => {
                    if self.all_regions || self.seen_regions[i] {
                        return err(format!("region '{name}' is already bound"));
                    }
                    self.seen_regions[i] = true;
                }
                Ctx::Ref if !self.seen_regions[i] => {
                    return err(format!(
                        "region '{name}' must be bound before it is referenced"
                    ));
                }
                // Also `ref` of a bound region, as in MLIR 19.
                _ => return err("regions can only be used at the top level".into()),
            }
            return Ok(El::Region(i));
        }
        if let Some(i) = def.results.iter().position(|g| g.name == name) {
            if ctx != Ctx::TypeDirective {
                return err(
                    "result variables can can only be used as a child to a 'type' directive".into(),
                );
            }
            return Ok(El::Result(i));
        }
        if let Some(i) = self.successors.iter().position(|s| s.0 == name) {
            match ctx {
                Ctx::TopLevel | Ctx::Custom => {
                    if self.all_successors || self.seen_successors[i] {
                        return err(format!("successor '{name}' is already bound"));
                    }
                    self.seen_successors[i] = true;
                }
                Ctx::Ref if !self.seen_successors[i] => {
                    return err(format!(
                        "successor '{name}' must be bound before it is referenced"
                    ));
                }
                _ => return err("successors can only be used at the top level".into()),
            }
            return Ok(El::Successor(i));
        }
        err("expected variable to refer to an argument, region, result, or successor".into())
    }

    fn parse_directive(&mut self, loc: usize, kw: Kw, ctx: Ctx) -> Result<El> {
        let err = |m: &str| Err(FormatError::new(loc, m));
        match kw {
            Kw::Custom => self.parse_custom(loc, ctx),
            Kw::PropDict => {
                match ctx {
                    Ctx::TypeDirective => {
                        return err(
                            "'prop-dict' directive can only be used as a top-level directive",
                        )
                    }
                    Ctx::Ref => return err("'ref' of 'prop-dict' unsupported"),
                    _ => {}
                }
                if self.has_prop_dict {
                    return err("'prop-dict' directive has already been seen");
                }
                self.has_prop_dict = true;
                Ok(El::PropDict)
            }
            Kw::AttrDict | Kw::AttrDictWithKeyword => {
                if ctx == Ctx::TypeDirective {
                    return err("'attr-dict' directive can only be used as a top-level directive");
                }
                if ctx == Ctx::Ref {
                    if !self.has_attr_dict {
                        return err(
                            "'ref' of 'attr-dict' is not bound by a prior 'attr-dict' directive",
                        );
                    }
                } else {
                    if self.has_attr_dict {
                        return err("'attr-dict' directive has already been seen");
                    }
                    self.has_attr_dict = true;
                }
                Ok(El::AttrDict {
                    with_keyword: kw == Kw::AttrDictWithKeyword,
                })
            }
            Kw::FunctionalType => {
                if ctx != Ctx::TopLevel {
                    return err("'functional-type' is only valid as a top-level directive");
                }
                self.expect(Tok::LParen, "expected '(' before argument list")?;
                let inputs = self.parse_type_operand(loc, false)?;
                self.expect(Tok::Comma, "expected ',' after inputs argument")?;
                let results = self.parse_type_operand(loc, false)?;
                self.expect(Tok::RParen, "expected ')' after argument list")?;
                Ok(El::FunctionalType {
                    inputs: Box::new(inputs),
                    results: Box::new(results),
                })
            }
            Kw::Operands => {
                match ctx {
                    Ctx::Ref if !self.all_operands => {
                        return err(
                            "'ref' of 'operands' is not bound by a prior 'operands' directive",
                        )
                    }
                    Ctx::TopLevel | Ctx::Custom => {
                        if self.all_operands || self.seen_operands.contains(&true) {
                            return err("'operands' directive creates overlap in format");
                        }
                        self.all_operands = true;
                    }
                    _ => {}
                }
                Ok(El::Operands)
            }
            Kw::Qualified => {
                self.expect(Tok::LParen, "expected '(' before argument list")?;
                let mut el = self.parse_element(ctx)?;
                self.expect(Tok::RParen, "expected ')' after argument list")?;
                match &mut el {
                    El::Attr { qualified, .. } | El::Type { qualified, .. } => *qualified = true,
                    _ => {
                        return err(
                            "'qualified' directive expects an attribute or a `type` directive",
                        )
                    }
                }
                Ok(el)
            }
            Kw::Regions => {
                if ctx == Ctx::TypeDirective {
                    return err("'regions' is only valid as a top-level directive");
                }
                if ctx == Ctx::Ref {
                    if !self.all_regions {
                        return err(
                            "'ref' of 'regions' is not bound by a prior 'regions' directive",
                        );
                    }
                } else {
                    if self.all_regions || self.seen_regions.contains(&true) {
                        return err("'regions' directive creates overlap in format");
                    }
                    self.all_regions = true;
                }
                Ok(El::Regions)
            }
            Kw::Results => {
                if ctx != Ctx::TypeDirective {
                    return err(
                        "'results' directive can can only be used as a child to a 'type' directive",
                    );
                }
                Ok(El::Results)
            }
            Kw::Successors => {
                if ctx == Ctx::TypeDirective {
                    return err("'successors' is only valid as a top-level directive");
                }
                if ctx == Ctx::Ref {
                    if !self.all_successors {
                        return err(
                            "'ref' of 'successors' is not bound by a prior 'successors' directive",
                        );
                    }
                } else {
                    if self.all_successors || self.seen_successors.contains(&true) {
                        return err("'successors' directive creates overlap in format");
                    }
                    self.all_successors = true;
                }
                Ok(El::Successors)
            }
            Kw::Ref => {
                if ctx != Ctx::Custom {
                    return err("'ref' is only valid within a `custom` directive");
                }
                self.expect(Tok::LParen, "expected '(' before argument list")?;
                let arg = self.parse_element(Ctx::Ref)?;
                self.expect(Tok::RParen, "expected ')' after argument list")?;
                Ok(El::Ref(Box::new(arg)))
            }
            Kw::Type => {
                if ctx == Ctx::TypeDirective {
                    return err("'type' cannot be used as a child of another `type`");
                }
                self.expect(Tok::LParen, "expected '(' before argument list")?;
                let arg = self.parse_type_operand(loc, ctx == Ctx::Ref)?;
                self.expect(Tok::RParen, "expected ')' after argument list")?;
                Ok(El::Type {
                    arg: Box::new(arg),
                    qualified: false,
                })
            }
            Kw::OIList => self.parse_oilist(loc, ctx),
            Kw::Params | Kw::Struct => err("unsupported directive kind"),
        }
    }

    /// `parseTypeDirectiveOperand`: what `type(...)` and `functional-type(...)` hold;
    /// `loc` is the directive's.
    fn parse_type_operand(&mut self, loc: usize, is_ref: bool) -> Result<El> {
        let el = self.parse_element(Ctx::TypeDirective)?;
        let err = |m: String| Err(FormatError::new(loc, m));
        match el {
            El::Literal(_) | El::Whitespace(_) => {
                return err("'type' directive operand expects variable or directive operand".into())
            }
            El::Operand(i) | El::Result(i) => {
                let is_operand = matches!(el, El::Operand(_));
                let (all, seen, name) = if is_operand {
                    (
                        self.all_operand_types,
                        &mut self.seen_operand_types[i],
                        &self.def.operands[i].name,
                    )
                } else {
                    (
                        self.all_result_types,
                        &mut self.seen_result_types[i],
                        &self.def.results[i].name,
                    )
                };
                if !is_ref && (all || *seen) {
                    return err(format!("'type' of '{name}' is already bound"));
                }
                if is_ref && !(all || *seen) {
                    return err(format!(
                        "'ref' of 'type(${name})' is not bound by a prior 'type' directive"
                    ));
                }
                *seen = true;
            }
            El::Operands => {
                if !is_ref && (self.all_operand_types || self.seen_operand_types.contains(&true)) {
                    return err("'operands' 'type' is already bound".into());
                }
                if is_ref && !self.all_operand_types {
                    return err(
                        "'ref' of 'type(operands)' is not bound by a prior 'type' directive".into(),
                    );
                }
                self.all_operand_types = true;
            }
            El::Results => {
                if !is_ref && (self.all_result_types || self.seen_result_types.contains(&true)) {
                    return err("'results' 'type' is already bound".into());
                }
                if is_ref && !self.all_result_types {
                    return err(
                        "'ref' of 'type(results)' is not bound by a prior 'type' directive".into(),
                    );
                }
                self.all_result_types = true;
            }
            _ => return err("invalid argument to 'type' directive".into()),
        }
        Ok(el)
    }

    fn parse_custom(&mut self, loc: usize, ctx: Ctx) -> Result<El> {
        if ctx != Ctx::TopLevel {
            return Err(FormatError::new(
                loc,
                "'custom' is only valid as a top-level directive",
            ));
        }
        self.expect(Tok::Less, "expected '<' before custom directive name")?;
        let name = self.expect(Tok::Identifier, "expected custom directive name identifier")?;
        let name = self.spelling(name).to_owned();
        self.expect(Tok::Greater, "expected '>' after custom directive name")?;
        self.expect(
            Tok::LParen,
            "expected '(' before custom directive parameters",
        )?;
        let mut args = Vec::new();
        loop {
            args.push(self.parse_element(Ctx::Custom)?);
            if self.cur.kind != Tok::Comma {
                break;
            }
            self.consume()?;
        }
        self.expect(
            Tok::RParen,
            "expected ')' after custom directive parameters",
        )?;
        for arg in &args {
            match arg {
                El::AttrDict { .. }
                | El::Attr { .. }
                | El::Operand(_)
                | El::Ref(_)
                | El::Region(_)
                | El::Successor(_)
                | El::String(_) => {}
                El::Type { arg, .. } => {
                    if !matches!(**arg, El::Operand(_) | El::Result(_)) {
                        return Err(FormatError::new(
                            loc,
                            "type directives within a custom directive may only refer to \
                             variables",
                        ));
                    }
                }
                _ => {
                    return Err(FormatError::new(
                        loc,
                        "only variables and types may be used as parameters to a custom \
                         directive",
                    ))
                }
            }
        }
        Ok(El::Custom { name, args })
    }

    fn parse_oilist(&mut self, loc: usize, ctx: Ctx) -> Result<El> {
        self.expect(Tok::LParen, "expected '(' before oilist argument list")?;
        let mut clauses = Vec::new();
        loop {
            let start = self.cur;
            let keyword = match self.parse_literal(ctx)? {
                El::Literal(k) => k,
                _ => {
                    return Err(FormatError::new(
                        start.start,
                        format!(
                            "an oilist clause must start with a keyword or punctuation, not \
                             the whitespace {}",
                            self.spelling(start)
                        ),
                    ))
                }
            };
            let mut elements = Vec::new();
            while !matches!(self.cur.kind, Tok::Pipe | Tok::RParen) {
                let el = self.parse_element(ctx)?;
                self.verify_oilist_parsing_element(loc, &el)?;
                elements.push(el);
            }
            clauses.push((keyword, elements));
            let close = self.cur.kind == Tok::RParen;
            self.consume()?;
            if close {
                break;
            }
        }
        Ok(El::OIList(clauses))
    }

    fn verify_oilist_parsing_element(&self, loc: usize, el: &El) -> Result<()> {
        let mut vars = Vec::new();
        collect_variables(el, &mut vars);
        let err = |m: &str| Err(FormatError::new(loc, m));
        for var in vars {
            match *var {
                El::Attr { index, .. } if self.def.attributes[index].required => {
                    return err("only optional attributes can be used in an oilist parsing group")
                }
                El::Operand(i) if self.def.operands[i].kind == GroupKind::Single => {
                    return err(
                        "only variable length operands can be used within an oilist parsing \
                         group",
                    )
                }
                El::Result(i) if self.def.results[i].kind == GroupKind::Single => {
                    return err(
                        "only variable length results can be used within an oilist parsing \
                         group",
                    )
                }
                El::Successor(_) => {
                    return err(
                        "only literals, types, and variables can be used within an oilist group",
                    )
                }
                _ => {}
            }
        }
        Ok(())
    }

    fn parse_optional_group(&mut self, ctx: Ctx) -> Result<El> {
        let loc = self.cur.start;
        self.consume()?;
        if ctx != Ctx::TopLevel {
            return Err(FormatError::new(
                loc,
                "optional groups can only be used as top-level elements",
            ));
        }
        // The anchor: in the else group?, index.
        let mut anchor: Option<(bool, usize)> = None;
        let then = self.parse_group_elements(&mut anchor, false)?;
        self.consume()?;
        let mut els = Vec::new();
        if self.cur.kind == Tok::Colon {
            self.consume()?;
            self.expect(
                Tok::LParen,
                "expected '(' to start else branch of optional group",
            )?;
            els = self.parse_group_elements(&mut anchor, true)?;
            self.consume()?;
        }
        self.expect(Tok::Question, "expected '?' after optional group")?;
        let Some((inverted, anchor)) = anchor else {
            return Err(FormatError::new(
                loc,
                "optional group has no anchor element",
            ));
        };
        for (i, el) in then.iter().enumerate() {
            self.verify_optional_group_element(loc, el, !inverted && i == anchor)?;
        }
        for (i, el) in els.iter().enumerate() {
            self.verify_optional_group_element(loc, el, inverted && i == anchor)?;
        }
        let parse_start = then
            .iter()
            .position(|e| !matches!(e, El::Whitespace(_)))
            .filter(|&i| {
                matches!(then[i], El::Literal(_) | El::Custom { .. }) || then[i].is_variable()
            })
            .ok_or_else(|| {
                FormatError::new(
                    loc,
                    "first parsable element of an optional group must be a literal, variable, \
                     or custom directive",
                )
            })?;
        Ok(El::Optional(Optional {
            then,
            els,
            anchor,
            inverted,
            parse_start,
        }))
    }

    /// The elements of a then or else group, up to (not past) its `)`.
    fn parse_group_elements(
        &mut self,
        anchor: &mut Option<(bool, usize)>,
        in_else: bool,
    ) -> Result<Vec<El>> {
        let mut elements = Vec::new();
        loop {
            let el = self.parse_element(Ctx::TopLevel)?;
            if self.cur.kind == Tok::Caret {
                if anchor.is_some() {
                    return Err(FormatError::new(
                        self.cur.start,
                        "only one element can be marked as the anchor of an optional group",
                    ));
                }
                *anchor = Some((in_else, elements.len()));
                self.consume()?;
            }
            elements.push(el);
            if self.cur.kind == Tok::RParen {
                return Ok(elements);
            }
        }
    }

    /// `verifyOptionalGroupElement`.
    fn verify_optional_group_element(&self, loc: usize, el: &El, is_anchor: bool) -> Result<()> {
        let err = |m: &str| Err(FormatError::new(loc, m));
        match el {
            El::Attr { index, .. } => {
                if is_anchor && self.def.attributes[*index].required {
                    return err(
                        "only optional or default-valued attributes can be used to anchor an \
                         optional group",
                    );
                }
            }
            El::Operand(i) => {
                if self.def.operands[*i].kind == GroupKind::Single {
                    return err(
                        "only variable length operands can be used within an optional group",
                    );
                }
            }
            El::Result(i) => {
                if self.def.results[*i].kind == GroupKind::Single {
                    return err(
                        "only variable length results can be used within an optional group",
                    );
                }
            }
            El::Region(_) => {}
            El::Type { arg, .. } => self.verify_optional_group_element(loc, arg, false)?,
            El::FunctionalType { inputs, results } => {
                self.verify_optional_group_element(loc, inputs, false)?;
                self.verify_optional_group_element(loc, results, false)?;
            }
            El::Custom { args, .. } => {
                if is_anchor {
                    // Each argument may be what is present: each is checked as an anchor.
                    for arg in args.iter().filter(|a| !matches!(a, El::Ref(_))) {
                        self.verify_optional_group_element(loc, arg, true)?;
                    }
                }
            }
            El::Literal(_) | El::Whitespace(_) | El::Optional(_) => {
                if is_anchor {
                    return err("only variables and types can be used to anchor an optional group");
                }
            }
            _ => {
                return err(
                    "only literals, types, and variables can be used within an optional group",
                )
            }
        }
        Ok(())
    }

    // -----------------------------------------------------------------------------
    // Verification of the whole format (`OpFormatParser::verify`)

    fn verify(&self, loc: usize, elements: &[El]) -> Result<(Vec<TypeSource>, Vec<TypeSource>)> {
        if !self.has_attr_dict {
            return Err(FormatError::new(
                loc,
                "'attr-dict' directive not found in custom assembly format",
            ));
        }
        // What the traits say of the types the format does not write, by name.
        let mut resolvers: Vec<(&str, TypeRef, Option<TypeTransform>)> = Vec::new();
        let mut set =
            |name: &'a str, source: TypeRef, transform: Option<TypeTransform>| match resolvers
                .iter_mut()
                .find(|r| r.0 == name)
            {
                Some(r) => *r = (name, source, transform),
                None => resolvers.push((name, source, transform)),
            };
        let def = self.def;
        let mut can_infer = false;
        for t in def.traits.iter() {
            match t {
                OpTrait::AllTypesMatch(values) => {
                    for (i, v) in values.iter().enumerate() {
                        let Some(source) = self.find_seen(v) else {
                            continue;
                        };
                        for (j, w) in values.iter().enumerate() {
                            if j != i {
                                set(w, source, None);
                            }
                        }
                    }
                }
                OpTrait::SameTypeOperands | OpTrait::SameOperandsAndResultType => {
                    let include_results = matches!(t, OpTrait::SameOperandsAndResultType);
                    let source = if let Some(i) = self.seen_operand_types.iter().position(|&s| s) {
                        TypeRef::Operand(i)
                    } else if let Some(i) = self
                        .seen_result_types
                        .iter()
                        .position(|&s| s)
                        .filter(|_| include_results)
                    {
                        TypeRef::Result(i)
                    } else {
                        continue;
                    };
                    for (g, &seen) in def.operands.iter().zip(&self.seen_operand_types) {
                        if !seen {
                            set(&g.name, source, None);
                        }
                    }
                    if include_results {
                        for (g, &seen) in def.results.iter().zip(&self.seen_result_types) {
                            if !seen {
                                set(&g.name, source, None);
                            }
                        }
                    }
                }
                OpTrait::TypesMatchWith { from, to } => {
                    if let Some(source) = self.find_seen(from) {
                        set(to, source, None);
                    }
                }
                OpTrait::TypesMatchWithTransform {
                    from,
                    to,
                    transform,
                } => {
                    if let Some(source) = self.find_seen(from) {
                        set(to, source, Some(*transform));
                    }
                }
                OpTrait::InferTypeOpInterface => can_infer = true,
                _ => {}
            }
        }
        let resolved = |name: &str| {
            resolvers
                .iter()
                .find(|r| r.0 == name)
                .map(|&(_, source, transform)| match transform {
                    None => TypeSource::Same(source),
                    Some(t) => TypeSource::Transformed(source, t),
                })
        };

        self.verify_attributes(loc, elements)?;

        // `verifyResults`.
        let result_types = if self.all_result_types {
            vec![TypeSource::Written; def.results.len()]
        } else {
            let mut types = Vec::with_capacity(def.results.len());
            let mut unresolved = None;
            for (i, g) in def.results.iter().enumerate() {
                if self.seen_result_types[i] {
                    types.push(TypeSource::Written);
                } else if let Some(source) = resolved(&g.name) {
                    types.push(source);
                } else if g.buildable_type.is_some() && g.kind == GroupKind::Single {
                    types.push(TypeSource::Buildable);
                } else {
                    unresolved = Some(i);
                    break;
                }
            }
            match unresolved {
                None => types,
                Some(_) if can_infer && !self.seen_result_types.contains(&true) => {
                    vec![TypeSource::Inferred; def.results.len()]
                }
                Some(i) => {
                    let name = &def.results[i].name;
                    return Err(FormatError::new(
                        loc,
                        format!(
                            "type of result #{i}, named '{name}', is not buildable and a \
                             buildable type cannot be inferred"
                        ),
                    )
                    .with_note(format!(
                        "suggest adding a type constraint to the operation or adding a \
                         'type(${name})' directive to the custom assembly format"
                    )));
                }
            }
        };

        // `verifyOperands`.
        let mut operand_types = Vec::with_capacity(def.operands.len());
        for (i, g) in def.operands.iter().enumerate() {
            let name = &g.name;
            if !self.all_operands && !self.seen_operands[i] {
                return Err(FormatError::new(
                    loc,
                    format!("operand #{i}, named '{name}', not found"),
                )
                .with_note(format!(
                    "suggest adding a '${name}' directive to the custom assembly format"
                )));
            }
            if self.all_operand_types || self.seen_operand_types[i] {
                operand_types.push(TypeSource::Written);
            } else if let Some(source) = resolved(name) {
                operand_types.push(source);
            } else if g.buildable_type.is_some()
                && !(self.all_operands && g.kind != GroupKind::Single)
            {
                operand_types.push(TypeSource::Buildable);
            } else {
                return Err(FormatError::new(
                    loc,
                    format!(
                        "type of operand #{i}, named '{name}', is not buildable and a buildable \
                         type cannot be inferred"
                    ),
                )
                .with_note(format!(
                    "suggest adding a type constraint to the operation or adding a \
                     'type(${name})' directive to the custom assembly format"
                )));
            }
        }

        // `verifyRegions`, `verifySuccessors`.
        for (what, all, names, seen) in [
            (
                "region",
                self.all_regions,
                &self.regions,
                &self.seen_regions,
            ),
            (
                "successor",
                self.all_successors,
                &self.successors,
                &self.seen_successors,
            ),
        ] {
            if all {
                continue;
            }
            if let Some(i) = seen.iter().position(|&s| !s) {
                let name = names[i].0;
                return Err(FormatError::new(
                    loc,
                    format!("{what} #{i}, named '{name}', not found"),
                )
                .with_note(format!(
                    "suggest adding a '${name}' directive to the custom assembly format"
                )));
            }
        }

        self.verify_oilists(loc, elements)?;
        Ok((operand_types, result_types))
    }

    /// `findSeenArg`: the operand or result of that name if the format writes its
    /// type, or the attribute if the format reads it.
    fn find_seen(&self, name: &str) -> Option<TypeRef> {
        let def = self.def;
        if let Some(i) = def.operands.iter().position(|g| g.name == name) {
            return self.seen_operand_types[i].then_some(TypeRef::Operand(i));
        }
        if let Some(i) = def.results.iter().position(|g| g.name == name) {
            return self.seen_result_types[i].then_some(TypeRef::Result(i));
        }
        let i = def.attributes.iter().position(|a| a.name == name)?;
        self.seen_attrs
            .contains(&i)
            .then_some(TypeRef::Attribute(i))
    }

    /// `verifyAttributes`: an attribute whose type is not fixed must not be followed
    /// by `:` (it would read the `:` as its own type), and `attr-dict` must not be
    /// followed by a region (both start with `{`), ignoring what may be absent in
    /// between.
    fn verify_attributes(&self, loc: usize, elements: &[El]) -> Result<()> {
        let attrs = &self.def.attributes;
        let colon_base = |el: &El| match el {
            El::Attr {
                index,
                qualified: true,
            } => matches!(attrs[*index].syntax, AttrSyntax::Dialect { .. }),
            _ => false,
        };
        let colon_invalid = |base: &El, el: &El| match (base, el) {
            (El::Attr { index, .. }, El::Literal(l)) if l == ":" => Some(FormatError::new(
                loc,
                format!(
                    "format ambiguity caused by `:` literal found after attribute `{}` which \
                     does not have a buildable type",
                    attrs[*index].name
                ),
            )),
            _ => None,
        };
        self.verify_adjacent(&colon_base, &colon_invalid, elements)?;
        let dict_base = |el: &El| {
            matches!(
                el,
                El::AttrDict {
                    with_keyword: false
                }
            )
        };
        let dict_invalid = |_: &El, el: &El| match el {
            El::Region(i) => Some(
                FormatError::new(
                    loc,
                    format!(
                        "format ambiguity caused by `attr-dict` directive followed by region `{}`",
                        self.regions[*i].0
                    ),
                )
                .with_note("try using `attr-dict-with-keyword` instead"),
            ),
            _ => None,
        };
        self.verify_adjacent(&dict_base, &dict_invalid, elements)?;
        Ok(())
    }

    /// `verifyAdjacentElements`: for each base element, the elements after it up to
    /// the first that is surely present must not be invalid after it. Returns a base
    /// whose check reached the end of `elements` (for the enclosing list to go on).
    fn verify_adjacent<'e>(
        &self,
        is_base: &dyn Fn(&El) -> bool,
        is_invalid: &dyn Fn(&El, &El) -> Option<FormatError>,
        elements: &'e [El],
    ) -> Result<Option<&'e El>> {
        for (i, el) in elements.iter().enumerate() {
            let base = if is_base(el) {
                el
            } else if let El::Optional(opt) = el {
                let then = self.verify_adjacent(is_base, is_invalid, &opt.then)?;
                let els = self.verify_adjacent(is_base, is_invalid, &opt.els)?;
                match then.or(els) {
                    Some(base) => base,
                    None => continue,
                }
            } else {
                continue;
            };
            match self.check_range(base, is_invalid, &elements[i + 1..], None) {
                Some(Err(e)) => return Err(e),
                Some(Ok(())) => {}
                None => return Ok(Some(base)),
            }
        }
        Ok(None)
    }

    /// `checkRangeForElement`: `Some(Ok)` at the first element surely present,
    /// `Some(Err)` at an invalid one, `None` at the end. `guard`, the first element of
    /// an optional group, is present when the group is.
    fn check_range(
        &self,
        base: &El,
        is_invalid: &dyn Fn(&El, &El) -> Option<FormatError>,
        elements: &[El],
        guard: Option<&El>,
    ) -> Option<Result<()>> {
        for el in elements {
            if let Some(e) = is_invalid(base, el) {
                return Some(Err(e));
            }
            if let El::Optional(opt) = el {
                if let Some(Err(e)) =
                    self.check_range(base, is_invalid, &opt.then, opt.then.first())
                {
                    return Some(Err(e));
                }
                if let Some(Err(e)) = self.check_range(base, is_invalid, &opt.els, None) {
                    return Some(Err(e));
                }
                continue;
            }
            let is_guard = guard.is_some_and(|g| std::ptr::eq(g, el));
            if !is_guard && self.is_optionally_parsed(el) {
                continue;
            }
            return Some(Ok(()));
        }
        None
    }

    /// `isOptionallyParsed`.
    fn is_optionally_parsed(&self, el: &El) -> bool {
        match el {
            El::Attr { index, .. } => !self.def.attributes[*index].required,
            El::Operand(i) => self.def.operands[*i].kind != GroupKind::Single,
            El::Successor(i) => self.successors[*i].1,
            El::Region(i) => self.regions[*i].1,
            El::Whitespace(_) | El::AttrDict { .. } => true,
            _ => false,
        }
    }

    /// `verifyOIListElements`: the keywords of adjacent top-level `oilist`s, and of an
    /// `oilist` and the literal after it, must differ.
    fn verify_oilists(&self, loc: usize, elements: &[El]) -> Result<()> {
        let mut prohibited: Vec<&str> = Vec::new();
        for el in elements {
            match el {
                El::OIList(clauses) => {
                    for (keyword, _) in clauses {
                        if prohibited.contains(&keyword.as_str()) {
                            return Err(FormatError::new(
                                loc,
                                format!(
                                    "format ambiguity because {keyword} is used in two adjacent \
                                     oilist elements."
                                ),
                            ));
                        }
                    }
                    prohibited.extend(clauses.iter().map(|(k, _)| k.as_str()));
                }
                El::Literal(l) => {
                    if prohibited.contains(&l.as_str()) {
                        return Err(FormatError::new(
                            loc,
                            format!(
                                "format ambiguity because {l} is used both in oilist element and \
                                 the adjacent literal."
                            ),
                        ));
                    }
                    prohibited.clear();
                }
                _ => prohibited.clear(),
            }
        }
        Ok(())
    }
}

/// MLIR's `collect`: the variables of an element, through `custom`, optional groups,
/// `functional-type` and `oilist` (not through `type` or `ref`).
fn collect_variables<'e>(el: &'e El, out: &mut Vec<&'e El>) {
    match el {
        _ if el.is_variable() => out.push(el),
        El::Custom { args, .. } => args.iter().for_each(|a| collect_variables(a, out)),
        El::Optional(opt) => {
            opt.then.iter().for_each(|a| collect_variables(a, out));
            opt.els.iter().for_each(|a| collect_variables(a, out));
        }
        El::FunctionalType { inputs, results } => {
            collect_variables(inputs, out);
            collect_variables(results, out);
        }
        El::OIList(clauses) => clauses
            .iter()
            .flat_map(|(_, els)| els)
            .for_each(|a| collect_variables(a, out)),
        _ => {}
    }
}

// ---------------------------------------------------------------------------------
// The parsed tree as the model

fn type_target(el: &El) -> TypeTarget {
    match el {
        El::Operand(i) => TypeTarget::Operand(*i),
        El::Result(i) => TypeTarget::Result(*i),
        El::Operands => TypeTarget::Operands,
        El::Results => TypeTarget::Results,
        _ => unreachable!("checked by parse_type_operand: {el:?}"),
    }
}

fn variable(el: &El) -> Option<Variable> {
    Some(match el {
        El::Attr { index, .. } => Variable::Attribute(*index),
        El::Operand(i) => Variable::Operand(*i),
        El::Result(i) => Variable::Result(*i),
        El::Region(i) => Variable::Region(*i),
        El::Successor(i) => Variable::Successor(*i),
        _ => return None,
    })
}

fn custom_arg(el: &El) -> CustomArg {
    if let Some(v) = variable(el) {
        return CustomArg::Variable(v);
    }
    match el {
        El::Ref(arg) => CustomArg::Ref(Box::new(custom_arg(arg))),
        El::Type { arg, .. } => CustomArg::Type(type_target(arg)),
        El::AttrDict { .. } => CustomArg::AttrDict,
        El::Operands => CustomArg::Operands,
        El::Regions => CustomArg::Regions,
        El::Successors => CustomArg::Successors,
        El::String(s) => CustomArg::String(s.as_str().into()),
        _ => unreachable!("checked by parse_custom: {el:?}"),
    }
}

fn element(el: &El) -> Element {
    match el {
        El::Literal(l) => Element::Literal(l.as_str().into()),
        El::Whitespace(Ws::Space) => Element::Space,
        El::Whitespace(Ws::NoSpace) => Element::NoSpace,
        El::Whitespace(Ws::Newline) => Element::Newline,
        El::Attr {
            index,
            qualified: true,
        } => Element::QualifiedAttribute(*index),
        El::AttrDict { with_keyword } => Element::AttrDict {
            with_keyword: *with_keyword,
        },
        El::PropDict => Element::PropDict,
        El::Operands => Element::Operands,
        El::Regions => Element::Regions,
        El::Successors => Element::Successors,
        El::Type { arg, qualified } => Element::Type {
            target: type_target(arg),
            qualified: *qualified,
        },
        El::FunctionalType { inputs, results } => Element::FunctionalType {
            inputs: type_target(inputs),
            results: type_target(results),
        },
        El::Custom { name, args } => Element::Custom {
            name: name.as_str().into(),
            args: args.iter().map(custom_arg).collect(),
        },
        El::OIList(clauses) => Element::OIList(
            clauses
                .iter()
                .map(|(keyword, els)| OIListClause {
                    keyword: keyword.as_str().into(),
                    elements: els.iter().map(element).collect(),
                })
                .collect(),
        ),
        El::Optional(opt) => Element::Optional(OptionalGroup {
            then_elements: opt.then.iter().map(element).collect(),
            else_elements: opt.els.iter().map(element).collect(),
            anchor: opt.anchor,
            inverted: opt.inverted,
            parse_start: opt.parse_start,
        }),
        _ => match variable(el) {
            Some(v) => Element::Variable(v),
            None => unreachable!("not a top-level element: {el:?}"),
        },
    }
}

#[cfg(test)]
mod tests;
