//! Tokens: a `proc_macro2::TokenStream` (the macro input, or a file's text tokenized
//! by proc-macro2) flattened into one vector the grammar runs over.
//!
//! Rust's tokenizer is not PDLL's lexer; the differences handled here:
//! - groups become [`Tok::Open`] / [`Tok::Close`] tokens around their contents;
//! - `[{ ... }]` (a bracket group holding only a brace group) becomes one
//!   [`Tok::Code`] token whose Rust tokens are kept untouched, spans included;
//! - `///` and `//!` doc comments arrive as `#[doc = "..."]` attributes: dropped, as
//!   PDLL comments;
//! - `x.0.1` arrives as `x . 0.1` (a float literal): split into `0 . 1`;
//! - punctuation is kept one character per token with Rust's "joint" flag, so the
//!   grammar can tell `->` and `=>` from `-` `>`, and `Value<T>=` still closes a `<`;
//! - string literals use Rust's escapes (`\n \t \\ \" \' \0 \r \x7F \u{..}`) and raw
//!   strings; PDLL's `\XX` hex escapes are rejected by Rust's tokenizer (see
//!   [`lex_error`]); byte strings, characters and suffixed or non-decimal numbers are
//!   [`Tok::Invalid`], reported by the grammar where they appear.

use crate::diag::Diagnostic;
use crate::source::{FileId, Span};
use proc_macro2::{Delimiter, TokenStream, TokenTree};
use std::borrow::Cow;
use std::fmt;

/// Delimiter kinds of [`Tok::Open`] / [`Tok::Close`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Delim {
    /// `( )`
    Paren,
    /// `{ }`
    Brace,
    /// `[ ]`
    Bracket,
}

impl Delim {
    /// The opening and closing characters.
    pub fn chars(self) -> (char, char) {
        match self {
            Delim::Paren => ('(', ')'),
            Delim::Brace => ('{', '}'),
            Delim::Bracket => ('[', ']'),
        }
    }
}

/// One token.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Tok {
    /// An identifier or keyword (Rust keywords and `_` included). A `Cow` so that the
    /// keywords the grammar expects (`just(Tok::Ident(..))`, cloned at every attempt)
    /// are borrowed, not allocated.
    Ident(Cow<'static, str>),
    /// One punctuation character; `joint` when the next character is punctuation too,
    /// with no space in between (`-` of `->`).
    Punct(char, bool),
    /// A two-character operator made of joint punctuation: `->`, `=>`, `==`, `!=`,
    /// `<=`, `>=`, `&&`, `||`.
    Op(&'static str),
    /// A decimal integer.
    Int(u64),
    /// A string literal with escapes resolved.
    Str(String),
    /// An opening delimiter.
    Open(Delim),
    /// A closing delimiter.
    Close(Delim),
    /// A native code block `[{ ... }]`: the index of its tokens in [`Tokens::code`].
    Code(usize),
    /// A literal PDLL does not have (as written), e.g. `'c'`, `b"x"`, `1u8`, `0x1F`.
    Invalid(String),
    /// A closing delimiter missing from the text, put where its group was guessed to
    /// end so that a file with unbalanced delimiters could be tokenized. No
    /// grammar rule accepts it: the grammar reports the closer missing where it needed it.
    Missing(Delim),
}

impl fmt::Display for Tok {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Tok::Ident(s) => write!(f, "`{s}`"),
            Tok::Punct(c, _) => write!(f, "`{c}`"),
            Tok::Op(s) => write!(f, "`{s}`"),
            Tok::Int(n) => write!(f, "`{n}`"),
            Tok::Str(s) => write!(f, "string {s:?}"),
            Tok::Open(d) => write!(f, "`{}`", d.chars().0),
            Tok::Close(d) => write!(f, "`{}`", d.chars().1),
            Tok::Code(_) => f.write_str("code block `[{ ... }]`"),
            Tok::Invalid(s) => write!(f, "`{s}`"),
            Tok::Missing(d) => write!(f, "missing `{}`", d.chars().1),
        }
    }
}

/// A flattened token vector with one span per token.
#[derive(Debug, Default)]
pub struct Tokens {
    /// The tokens.
    pub toks: Vec<Tok>,
    /// The span of each token (same length as `toks`).
    pub spans: Vec<Span>,
    /// The Rust tokens of each native code block.
    pub code: Vec<TokenStream>,
    /// The span of the whole of each code block `[{ ... }]`.
    pub code_spans: Vec<Span>,
    /// The groups whose closer is [`Tok::Missing`]: the indices of their opening token
    /// and of the missing closer.
    pub unclosed: Vec<(usize, usize)>,
    /// The empty span at the end of the text, for a file's tokens (macro input has no
    /// such position). Errors found at the end of the input go there, as mlir-pdll
    /// puts them.
    pub end_of_input: Option<Span>,
}

/// Deepest allowed nesting of `()`, `[]`, `{}`. Deeper input is rejected so that no
/// later stage can overflow the stack on pathological input.
pub const MAX_NESTING: usize = 64;

/// Tokenizes a file's text with proc-macro2 (so spans have byte ranges and lines).
///
/// Delimiters are checked first by
/// [`check_delimiters`](super::delimiters::check_delimiters): too deep nesting would
/// overflow the stack in proc-macro2 (whose token trees drop recursively), and an
/// unbalanced delimiter gets a better message than proc-macro2's bare position.
pub fn lex_text(text: &str, file: FileId) -> Result<TokenStream, Diagnostic> {
    super::delimiters::check_delimiters(text, file)?;
    text.parse::<TokenStream>()
        .map_err(|err| lex_error(text, file, &err))
}

/// A diagnostic for a text Rust's tokenizer rejects, at the position proc-macro2
/// reports, with a hint for the usual causes.
pub fn lex_error(text: &str, file: FileId, err: &proc_macro2::LexError) -> Diagnostic {
    let mut at = Span::token(err.span(), file);
    // Clamp, and widen an empty span to one character so the snippet shows it.
    let start = (at.start as usize).min(text.len());
    let ch = text[start..].chars().next();
    at.start = start as u32;
    at.end = start as u32 + ch.map_or(0, |c| c.len_utf8() as u32);
    let diag = Diagnostic::error(at, "cannot tokenize the input here")
        .with_code(crate::diag::Code::InvalidToken);
    match ch {
        Some('(' | '[' | '{') => diag.with_note("this delimiter is never closed"),
        Some(')' | ']' | '}') => diag.with_note("this delimiter has no matching opening one"),
        Some('\'') => diag.with_note(
            "PDLL has no `'` character literals; Rust's tokenizer reads `'` as a character \
             literal or lifetime",
        ),
        Some('"') => diag.with_note(
            "this string is not closed, or it contains an escape Rust does not know: \
             strings use Rust escapes (`\\n`, `\\t`, `\\\\`, `\\\"`, `\\x7F`, `\\u{..}`), \
             not PDLL's `\\XX` hex escapes",
        ),
        _ => diag,
    }
}

/// The tokens of a file's `text` read directly, without proc-macro2, when the text is
/// in the common subset the direct lexer reads (ASCII names and punctuation, decimal
/// integers, strings with simple escapes, comments, code blocks), else `None`. It is
/// how a `.pdll` file is read in the common case; public so that tests and fuzzers can
/// compare it with [`flatten`] of proc-macro2's tokens, which it must equal.
pub fn lex_direct(text: &str, file: FileId) -> Option<Tokens> {
    super::fast_lex::lex(text, file)
}

/// Where the spans of flattened tokens point: always a byte range in the text of a
/// registered source (see [`Span`]); this says which text, and how to find the range.
pub enum Positions<'a> {
    /// The text of this file, at the byte ranges proc-macro2 reports (right when it
    /// tokenized that text itself, outside a procedural macro).
    Bytes(FileId),
    /// The text of this file, as `Bytes`, read through the text's [`LineBytes`]:
    /// the same byte ranges, found faster (see [`LineBytes`]).
    Text {
        /// The id the text is registered under.
        file: FileId,
        /// The lines of the text proc-macro2 tokenized.
        lines: &'a LineBytes,
    },
    /// Tokens without byte offsets of their own (macro input): each token is appended
    /// to `text`, after a space, and its span is its place there. `text` becomes the
    /// source `file` ([`SourceMap::add_tokens`](crate::source::SourceMap::add_tokens)
    /// hands out both).
    Layout {
        /// The id `text` is registered under.
        file: FileId,
        /// The layout so far.
        text: &'a mut String,
    },
}

impl Positions<'_> {
    /// The span of a token (or of a code block, from its first to its last token)
    /// whose text `write` produces (called only when laying out).
    fn place(
        &mut self,
        lo: proc_macro2::Span,
        hi: proc_macro2::Span,
        write: impl FnOnce(&mut String),
    ) -> Span {
        match self {
            Positions::Bytes(file) => Span::at(
                lo,
                hi,
                *file,
                lo.byte_range().start as u32,
                hi.byte_range().end as u32,
            ),
            Positions::Text { file, lines } => {
                let start = lines
                    .byte(lo.start())
                    .unwrap_or_else(|| lo.byte_range().start);
                let end = lines.byte(hi.end()).unwrap_or_else(|| hi.byte_range().end);
                Span::at(lo, hi, *file, start as u32, end as u32)
            }
            Positions::Layout { file, text } => {
                if !text.is_empty() {
                    text.push(' ');
                }
                let start = text.len() as u32;
                write(text);
                Span::at(lo, hi, *file, start, text.len() as u32)
            }
        }
    }
}

/// The byte offset and ASCII-ness of each line of a text, to turn proc-macro2's line and
/// column of a token (a binary search) into a byte offset, rather than ask proc-macro2
/// for the byte range (a lookup and an insert in its map of character to byte offsets
/// per token: most of the tokenizer's time on a large file, which an editor re-reads on
/// every keystroke). On a line with non-ASCII characters the column counts characters,
/// not bytes: there the byte range is asked for.
#[derive(Clone, Debug)]
pub struct LineBytes {
    /// Byte offset of each line's start.
    starts: Vec<usize>,
    /// Whether each line is all ASCII.
    ascii: Vec<bool>,
}

impl LineBytes {
    /// The lines of `text`.
    pub fn new(text: &str) -> LineBytes {
        let mut starts = vec![0];
        let mut ascii = Vec::new();
        for line in text.split('\n') {
            ascii.push(line.is_ascii());
            starts.push(starts[starts.len() - 1] + line.len() + 1);
        }
        LineBytes { starts, ascii }
    }

    /// The byte offset of a 1-based line and 0-based character column, on an ASCII line.
    fn byte(&self, at: proc_macro2::LineColumn) -> Option<usize> {
        let line = at.line.checked_sub(1)?;
        (*self.ascii.get(line)?).then(|| self.starts[line] + at.column)
    }
}

impl Positions<'_> {
    /// Keeps an analysis directive (`/// pdll: allow(...)`, see `crate::analysis`)
    /// that arrived as a doc attribute: a file's text has it already; a layout gets it
    /// as a comment line of its own, so that the analysis finds it on the line before
    /// the item it precedes, as in a file.
    fn keep_directive(&mut self, doc: &str) {
        if let Positions::Layout { text, .. } = self {
            if doc.contains(super::ALLOW_DIRECTIVE) {
                text.push_str("\n//");
                text.push_str(doc.trim_end());
                text.push('\n');
            }
        }
    }
}

/// A token stream being flattened, with the delimiter that closes it (and the
/// proc-macro span of that delimiter) unless it is the outermost one.
type Frame = (
    proc_macro2::token_stream::IntoIter,
    Option<(Delim, proc_macro2::Span)>,
);

/// Flattens a token stream, its spans placed as `positions` says.
pub fn flatten(stream: TokenStream, mut positions: Positions<'_>) -> (Tokens, Vec<Diagnostic>) {
    let mut out = Tokens::default();
    let mut diags = Vec::new();
    // An explicit stack of iterators (not recursion), so deep nesting cannot overflow.
    // A group's closing delimiter is placed when its contents are done.
    let mut stack: Vec<Frame> = vec![(stream.into_iter(), None)];
    let mut too_deep_reported = false;
    while let Some((iter, _)) = stack.last_mut() {
        let Some(tree) = iter.next() else {
            let (_, closing) = stack.pop().expect("stack is not empty");
            if let Some((delim, close)) = closing {
                let span = positions.place(close, close, |t| t.push(delim.chars().1));
                out.push(Tok::Close(delim), span);
            }
            continue;
        };
        match tree {
            TokenTree::Group(group) => {
                let delim = match group.delimiter() {
                    Delimiter::Parenthesis => Delim::Paren,
                    Delimiter::Brace => Delim::Brace,
                    Delimiter::Bracket => Delim::Bracket,
                    // Invisible groups only come from macro_rules! expansion: splice.
                    Delimiter::None => {
                        stack.push((group.stream().into_iter(), None));
                        continue;
                    }
                };
                if delim == Delim::Bracket {
                    if let Some(code) = code_block(&group) {
                        let span = positions.place(group.span_open(), group.span_close(), |t| {
                            t.push_str(&group.to_string())
                        });
                        out.code.push(code);
                        out.code_spans.push(span);
                        let index = out.code.len() - 1;
                        out.push(Tok::Code(index), span);
                        continue;
                    }
                }
                let open = group.span_open();
                let open = positions.place(open, open, |t| t.push(delim.chars().0));
                if stack.len() > MAX_NESTING {
                    if !too_deep_reported {
                        diags.push(
                            Diagnostic::error(
                                open,
                                format!("delimiters are nested more than {MAX_NESTING} deep"),
                            )
                            .with_code(crate::diag::Code::Delimiter),
                        );
                        too_deep_reported = true;
                    }
                    continue;
                }
                out.push(Tok::Open(delim), open);
                stack.push((
                    group.stream().into_iter(),
                    Some((delim, group.span_close())),
                ));
            }
            TokenTree::Ident(ident) => {
                let name = ident.to_string();
                let span = positions.place(ident.span(), ident.span(), |t| t.push_str(&name));
                // `r#name` raw identifiers are plain names in PDLL.
                let name = name.strip_prefix("r#").map(str::to_owned).unwrap_or(name);
                out.push(Tok::Ident(Cow::Owned(name)), span);
            }
            TokenTree::Punct(punct) => {
                let ch = punct.as_char();
                // `#[doc = ".."]` / `#![doc = ".."]` are `///` / `//!` comments.
                if ch == '#' {
                    if let Some(doc) = skip_doc_attribute(&mut stack) {
                        positions.keep_directive(&doc);
                        continue;
                    }
                }
                let span = positions.place(punct.span(), punct.span(), |t| t.push(ch));
                let joint = punct.spacing() == proc_macro2::Spacing::Joint;
                out.push_punct(ch, joint, span);
            }
            TokenTree::Literal(lit) => {
                let text = lit.to_string();
                let span = positions.place(lit.span(), lit.span(), |t| t.push_str(&text));
                push_literal(&mut out, &text, span);
            }
        }
    }
    (out, diags)
}

/// The two-character operators, made of a joint punctuation and the next one.
const OPERATORS: [&str; 8] = ["->", "=>", "==", "!=", "<=", ">=", "&&", "||"];

impl Tokens {
    pub(super) fn push(&mut self, tok: Tok, span: Span) {
        self.toks.push(tok);
        self.spans.push(span);
    }

    /// Pushes a punctuation character, merging it with the previous one into a
    /// [`Tok::Op`] when they are joint and form one of [`OPERATORS`].
    pub(super) fn push_punct(&mut self, ch: char, joint: bool, span: Span) {
        if let Some(Tok::Punct(prev, true)) = self.toks.last() {
            let pair = [*prev, ch].iter().collect::<String>();
            if let Some(op) = OPERATORS.iter().find(|op| **op == pair) {
                let prev_span = self.spans.pop().expect("one span per token");
                self.toks.pop();
                self.push(Tok::Op(op), prev_span.to(span));
                return;
            }
        }
        self.push(Tok::Punct(ch, joint), span);
    }

    /// The span covering tokens `start..end` (token indices); an empty range gives the
    /// empty span just after token `start - 1` (or the start of the input).
    pub fn span_of(&self, start: usize, end: usize) -> Span {
        if start < end && end <= self.spans.len() {
            self.spans[start].to(self.spans[end - 1])
        } else if start > 0 && start <= self.spans.len() {
            self.spans[start - 1].after()
        } else {
            self.spans.first().copied().unwrap_or_else(Span::call_site)
        }
    }
}

/// The inner tokens of `[{ ... }]`, when the bracket group holds exactly one brace
/// group.
fn code_block(group: &proc_macro2::Group) -> Option<TokenStream> {
    let mut inner = group.stream().into_iter();
    match (inner.next(), inner.next()) {
        (Some(TokenTree::Group(brace)), None) if brace.delimiter() == Delimiter::Brace => {
            Some(brace.stream())
        }
        _ => None,
    }
}

/// After a `#`: when the next trees are `[doc ...]` or `! [doc ...]`, consume them and
/// return true.
fn skip_doc_attribute(stack: &mut [Frame]) -> Option<String> {
    let (iter, _) = stack.last_mut()?;
    // The text of `doc = "..."` (empty when it is no plain string).
    let doc_text = |tree: &TokenTree| match tree {
        TokenTree::Group(g) if g.delimiter() == Delimiter::Bracket => {
            let mut inner = g.stream().into_iter();
            match inner.next() {
                Some(TokenTree::Ident(i)) if i == "doc" => {
                    let text = inner.nth(1).map(|lit| lit.to_string()).unwrap_or_default();
                    Some(unquote_string(&text).unwrap_or_default())
                }
                _ => None,
            }
        }
        _ => None,
    };
    let mut lookahead = iter.clone();
    match lookahead.next() {
        Some(tree) => match doc_text(&tree) {
            Some(doc) => {
                iter.next();
                Some(doc)
            }
            None => match tree {
                TokenTree::Punct(p) if p.as_char() == '!' => {
                    let doc = lookahead.next().as_ref().and_then(doc_text)?;
                    iter.next();
                    iter.next();
                    Some(doc)
                }
                _ => None,
            },
        },
        None => None,
    }
}

/// Classifies a literal by its Rust spelling and pushes the PDLL token(s) for it.
pub(super) fn push_literal(out: &mut Tokens, text: &str, span: Span) {
    if let Some(value) = unquote_string(text) {
        out.push(Tok::Str(value), span);
        return;
    }
    if !text.is_empty() && text.bytes().all(|b| b.is_ascii_digit()) {
        match text.parse::<u64>() {
            Ok(n) => out.push(Tok::Int(n), span),
            Err(_) => out.push(Tok::Invalid(text.to_owned()), span),
        }
        return;
    }
    // `a.0.1`: Rust reads `0.1` as a float; PDLL means two member accesses.
    if let Some((int, frac)) = text.split_once('.') {
        let digits = |s: &str| !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit());
        if digits(int) && digits(frac) {
            if let (Ok(a), Ok(b)) = (int.parse::<u64>(), frac.parse::<u64>()) {
                let dot = span.start + int.len() as u32;
                let piece = |start: u32, end: u32| Span { start, end, ..span };
                out.push(Tok::Int(a), piece(span.start, dot));
                out.push(Tok::Punct('.', false), piece(dot, dot + 1));
                out.push(Tok::Int(b), piece(dot + 1, span.end));
                return;
            }
        }
    }
    out.push(Tok::Invalid(text.to_owned()), span);
}

/// The value of a Rust string literal (plain or raw); `None` for anything else
/// (byte strings, C strings, characters, numbers, suffixed strings).
fn unquote_string(text: &str) -> Option<String> {
    if let Some(raw) = text.strip_prefix('r') {
        let hashes = raw.bytes().take_while(|&b| b == b'#').count();
        let body = raw[hashes..].strip_prefix('"')?;
        let body = body.strip_suffix(&"#".repeat(hashes))?.strip_suffix('"')?;
        return Some(body.to_owned());
    }
    let body = text.strip_prefix('"')?.strip_suffix('"')?;
    let mut value = String::with_capacity(body.len());
    let mut chars = body.chars().peekable();
    while let Some(c) = chars.next() {
        if c != '\\' {
            value.push(c);
            continue;
        }
        match chars.next()? {
            'n' => value.push('\n'),
            't' => value.push('\t'),
            'r' => value.push('\r'),
            '0' => value.push('\0'),
            '\\' => value.push('\\'),
            '"' => value.push('"'),
            '\'' => value.push('\''),
            'x' => {
                let hex: String = chars.by_ref().take(2).collect();
                value.push(char::from(u8::from_str_radix(&hex, 16).ok()?));
            }
            'u' => {
                chars.next_if_eq(&'{')?;
                let hex: String = chars.by_ref().take_while(|&c| c != '}').collect();
                let hex = hex.replace('_', "");
                value.push(char::from_u32(u32::from_str_radix(&hex, 16).ok()?)?);
            }
            // A line continuation: skip the newline and the next line's indentation.
            '\n' => while chars.next_if(|c| c.is_whitespace()).is_some() {},
            '\r' => {
                chars.next_if_eq(&'\n');
                while chars.next_if(|c| c.is_whitespace()).is_some() {}
            }
            _ => return None,
        }
    }
    Some(value)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::source::{SourceKind, SourceMap};

    fn lex(text: &str) -> (Tokens, Vec<Diagnostic>) {
        let file = SourceMap::new().add_file("t.pdll", None, text);
        flatten(lex_text(text, file).unwrap(), Positions::Bytes(file))
    }

    /// Flattens macro-style input, laid out in a source registered in `sources`.
    fn lay_out(stream: TokenStream, sources: &mut SourceMap) -> (Tokens, FileId) {
        let (tokens, diags, file) = sources.add_tokens("macro input", |file, text| {
            let (tokens, diags) = flatten(stream, Positions::Layout { file, text });
            (tokens, diags, file)
        });
        assert!(diags.is_empty(), "{diags:?}");
        (tokens, file)
    }

    fn toks(text: &str) -> Vec<Tok> {
        lex(text).0.toks
    }

    #[test]
    fn groups_are_flattened() {
        use Tok::*;
        assert_eq!(
            toks("a(b, [c])"),
            vec![
                Ident("a".into()),
                Open(Delim::Paren),
                Ident("b".into()),
                Punct(',', false),
                Open(Delim::Bracket),
                Ident("c".into()),
                Close(Delim::Bracket),
                Close(Delim::Paren),
            ]
        );
    }

    #[test]
    fn float_member_access_is_split() {
        let (t, _) = lex("x.0.12");
        assert_eq!(
            t.toks,
            vec![
                Tok::Ident("x".into()),
                Tok::Punct('.', false),
                Tok::Int(0),
                Tok::Punct('.', false),
                Tok::Int(12),
            ]
        );
        assert_eq!(t.spans[2].range(), 2..3);
        assert_eq!(t.spans[3].range(), 3..4);
        assert_eq!(t.spans[4].range(), 4..6);
    }

    #[test]
    fn doc_comments_are_dropped_and_code_blocks_kept() {
        let (t, _) = lex("/// doc\n//! inner\nConstraint C() [{ let x = 1; }];");
        assert_eq!(t.toks[0], Tok::Ident("Constraint".into()));
        let code = t.toks.iter().find_map(|t| match t {
            Tok::Code(i) => Some(*i),
            _ => None,
        });
        let code = &t.code[code.unwrap()];
        assert_eq!(code.to_string(), "let x = 1 ;");
        // The code keeps its original spans.
        let first = code.clone().into_iter().next().unwrap();
        assert_eq!(first.span().start().line, 3);
    }

    #[test]
    fn joint_punctuation_and_strings() {
        assert_eq!(
            toks(r#"-> "a\n\x41\u{42}" r"raw\n""#),
            vec![
                Tok::Op("->"),
                Tok::Str("a\nAB".into()),
                Tok::Str("raw\\n".into()),
            ]
        );
        assert_eq!(
            toks("'c' 1u8 0x1F b\"x\""),
            vec![
                Tok::Invalid("'c'".into()),
                Tok::Invalid("1u8".into()),
                Tok::Invalid("0x1F".into()),
                Tok::Invalid("b\"x\"".into()),
            ]
        );
    }

    #[test]
    fn operators_are_merged_only_when_joint() {
        use Tok::*;
        assert_eq!(
            toks("a>->b => = = == !== - >"),
            vec![
                Ident("a".into()),
                Punct('>', true),
                Op("->"),
                Ident("b".into()),
                Op("=>"),
                Punct('=', false),
                Punct('=', false),
                Op("=="),
                Op("!="),
                Punct('=', false),
                Punct('-', false),
                Punct('>', false),
            ]
        );
    }

    #[test]
    fn lex_errors_have_positions() {
        let text = "Pattern {\n  let s = \"\\4F\";\n}";
        let mut sources = SourceMap::new();
        let file = sources.add_file("e.pdll", None, text);
        let diag = lex_text(text, file).unwrap_err();
        let loc = sources.location(diag.span).unwrap();
        assert_eq!(loc.line, 2);
        assert!(diag.notes[0].contains("hex escapes"), "{:?}", diag);

        let text = "Pattern { (";
        let file = SourceMap::new().add_file("e.pdll", None, text);
        let diag = lex_text(text, file).unwrap_err();
        assert_eq!(diag.message, "unclosed delimiter `(`");
        assert_eq!(diag.span.range(), 10..11);

        let text = "Pattern { (\n}";
        let file = SourceMap::new().add_file("e.pdll", None, text);
        let diag = lex_text(text, file).unwrap_err();
        assert_eq!(diag.message, "mismatched closing delimiter `}`");
        assert_eq!(diag.labels[0].span.range(), 10..11);

        // Delimiters inside comments, strings and character literals do not count.
        let text = "// (\n/* { */ \"(\\\"\" r#\")\"# '(' 'a x";
        let file = SourceMap::new().add_file("e.pdll", None, text);
        assert!(crate::syntax::delimiters::check_delimiters(text, file).is_ok());
    }

    #[test]
    fn deep_nesting_is_rejected() {
        let text = format!("{}{}", "(".repeat(200), ")".repeat(200));
        let file = SourceMap::new().add_file("deep.pdll", None, &text);
        // Text input is stopped before proc-macro2 sees it...
        let diag = lex_text(&text, file).unwrap_err();
        assert!(diag.message.contains("nested more than"));
        // ...and a deep token stream (macro input) when it is flattened.
        let mut layout = String::new();
        let positions = Positions::Layout {
            file,
            text: &mut layout,
        };
        let (t, diags) = flatten(text.parse().unwrap(), positions);
        assert_eq!(diags.len(), 1);
        assert!(t.toks.len() <= 2 * (MAX_NESTING + 1));
    }

    #[test]
    fn line_bytes_give_the_byte_ranges_proc_macro2_gives() {
        let text = "Pattern é {\n  let x = op<a.b>; // ünï\n  erase x;\n}\r\n\"𝄞\" x";
        let file = FileId(0);
        let (by_bytes, _) = flatten(lex_text(text, file).unwrap(), Positions::Bytes(file));
        let lines = LineBytes::new(text);
        let (by_lines, _) = flatten(
            lex_text(text, file).unwrap(),
            Positions::Text {
                file,
                lines: &lines,
            },
        );
        let ranges = |t: &Tokens| t.spans.iter().map(|s| s.range()).collect::<Vec<_>>();
        assert_eq!(ranges(&by_lines), ranges(&by_bytes));
        assert!(by_bytes.spans.len() > 10);
    }

    #[test]
    fn macro_input_spans_are_byte_ranges_of_its_layout() {
        let stream: TokenStream = "let x=a.0.1 ;[{ f(x) }]  (r#y)".parse().unwrap();
        let mut sources = SourceMap::new();
        let (t, file) = lay_out(stream, &mut sources);
        let source = sources.get(file).unwrap();
        assert_eq!(source.kind, SourceKind::Tokens);
        // Each span's range is the token's own text in the layout...
        let texts: Vec<&str> = t.spans.iter().map(|s| &source.text[s.range()]).collect();
        assert_eq!(
            texts,
            [
                "let",
                "x",
                "=",
                "a",
                ".",
                "0",
                ".",
                "1",
                ";",
                "[{ f (x) }]",
                "(",
                "r#y",
                ")"
            ]
        );
        assert_eq!(t.code_spans, [t.spans[9]]);
        // ...so spans are ordered, as in a file, and the layout has no line or column.
        assert!(t.spans.windows(2).all(|w| w[0].end <= w[1].start));
        assert!(t.spans.iter().all(|s| s.file == file));
        assert!(sources.location(t.spans[0]).is_none());
        // The end of input is just after the last token.
        let end = t.span_of(t.toks.len(), t.toks.len());
        assert_eq!(end.range(), source.text.len()..source.text.len());
    }
}
