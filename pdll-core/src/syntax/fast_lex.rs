//! A direct lexer for the common subset of `.pdll` text: the tokens proc-macro2 and
//! [`flatten`](super::token::flatten) would give, with byte-offset spans, without
//! building a token tree first.
//!
//! Going through proc-macro2 costs a token tree, a proc-macro span per token and its
//! translation back to a byte offset: most of the time of reading a large file (which
//! `pdll apply` does on every run and an editor on every keystroke). PDLL text is
//! almost always plain ASCII identifiers, punctuation, decimal integers and simple
//! strings, which this lexer reads in one pass over the bytes. Anything else (a
//! non-ASCII character outside a string or comment, a `'`, a raw identifier or string,
//! an escape other than `\n \t \r \0 \\ \" \'`, a number with a suffix, a doc block
//! comment, `#[`, a code block Rust's tokenizer rejects, ...) makes it give up, and the
//! caller tokenizes through proc-macro2 as before, so every input is read exactly as
//! Rust's tokenizer reads it and every lexical error is reported as it was. Tests
//! compare both paths on every `.pdll` file of the repository and on generated text.
//!
//! Native code blocks `[{ ... }]` still become proc-macro2 tokens (the code generator
//! emits them): only the block's own text is tokenized. Their tokens' proc-macro spans
//! then count from the block, not the file; nothing reads those outside `pdll!`.

use super::token::{push_literal, Delim, Tok, Tokens, MAX_NESTING};
use crate::source::{FileId, Span};
use std::borrow::Cow;

/// The tokens of `text` (a file whose delimiters balance), or `None` when the text
/// holds something outside the subset this lexer reads (see the module docs).
pub(super) fn lex(text: &str, file: FileId) -> Option<Tokens> {
    Lexer {
        text,
        bytes: text.as_bytes(),
        file,
        out: Tokens::default(),
        open: Vec::new(),
    }
    .run()
}

struct Lexer<'t> {
    text: &'t str,
    bytes: &'t [u8],
    file: FileId,
    out: Tokens,
    /// The delimiters open at this point.
    open: Vec<Delim>,
}

/// Rust's punctuation characters (proc-macro2's list, without `'`).
fn is_punct(b: u8) -> bool {
    matches!(
        b,
        b'~' | b'!'
            | b'@'
            | b'#'
            | b'$'
            | b'%'
            | b'^'
            | b'&'
            | b'*'
            | b'-'
            | b'='
            | b'+'
            | b'|'
            | b';'
            | b':'
            | b','
            | b'<'
            | b'.'
            | b'>'
            | b'/'
            | b'?'
    )
}

fn is_ident_start(b: u8) -> bool {
    b.is_ascii_alphabetic() || b == b'_'
}

fn is_ident_continue(b: u8) -> bool {
    b.is_ascii_alphanumeric() || b == b'_'
}

/// ASCII whitespace as Rust reads it (space, `\t`, `\n`, vertical tab, form feed, `\r`).
fn is_space(b: u8) -> bool {
    b == b' ' || (0x09..=0x0d).contains(&b)
}

impl Lexer<'_> {
    fn span(&self, start: usize, end: usize) -> Span {
        Span {
            file: self.file,
            start: start as u32,
            end: end as u32,
            ..Span::call_site()
        }
    }

    fn peek(&self, i: usize) -> u8 {
        self.bytes.get(i).copied().unwrap_or(0)
    }

    fn run(mut self) -> Option<Tokens> {
        let mut i = 0;
        while let Some(start) = self.skip_trivia(i)? {
            i = self.token(start)?;
        }
        self.open.is_empty().then_some(self.out)
    }

    /// The offset of the next token at or after `i` (`Some(None)` at the end of the
    /// text), past whitespace and comments; `None` to give up.
    fn skip_trivia(&self, i: usize) -> Option<Option<usize>> {
        self.skip_trivia_with(i, true)
    }

    /// As [`Lexer::skip_trivia`]; with `docs_ok` false, a doc comment gives up (inside
    /// `[ ... { ... } ... ]` it would be an attribute that makes the brackets no code
    /// block).
    fn skip_trivia_with(&self, mut i: usize, docs_ok: bool) -> Option<Option<usize>> {
        let bytes = self.bytes;
        loop {
            match bytes.get(i) {
                None => return Some(None),
                Some(&b) if is_space(b) => i += 1,
                Some(b'/') if self.peek(i + 1) == b'/' => {
                    // `///` and `//!` are doc comments, which proc-macro2 turns into
                    // `#[doc]` attributes that the grammar never sees: skip them too,
                    // unless they hold a `\r` (an error in a doc comment).
                    let end = bytes[i..]
                        .iter()
                        .position(|&b| b == b'\n')
                        .map_or(bytes.len(), |n| i + n);
                    let doc =
                        matches!(self.peek(i + 2), b'/' | b'!') && !bytes[i..].starts_with(b"////");
                    // A `\r` just before the newline is the line's end (CRLF); one at
                    // the end of the text is in the comment.
                    let line = match bytes[i..end].strip_suffix(b"\r") {
                        Some(line) if end < bytes.len() => line,
                        _ => &bytes[i..end],
                    };
                    if doc && (!docs_ok || line.contains(&b'\r')) {
                        return None;
                    }
                    i = end;
                }
                Some(b'/') if self.peek(i + 1) == b'*' => {
                    let doc = (matches!(self.peek(i + 2), b'*' | b'!')
                        && !bytes[i..].starts_with(b"/**/")
                        && !bytes[i..].starts_with(b"/***"))
                        || self.peek(i + 2) == b'!';
                    if doc {
                        return None;
                    }
                    i = block_comment_end(bytes, i)?;
                }
                Some(&b) if !b.is_ascii() => return None,
                Some(_) => return Some(Some(i)),
            }
        }
    }

    /// Reads the token at `start` and returns where it ends; `None` to give up.
    fn token(&mut self, start: usize) -> Option<usize> {
        let b = self.bytes[start];
        let end = match b {
            b'(' | b'{' => self.open_group(
                start,
                if b == b'(' {
                    Delim::Paren
                } else {
                    Delim::Brace
                },
            )?,
            b'[' => match self.code_block(start)? {
                Some(end) => end,
                None => self.open_group(start, Delim::Bracket)?,
            },
            b')' | b']' | b'}' => {
                let delim = match b {
                    b')' => Delim::Paren,
                    b']' => Delim::Bracket,
                    _ => Delim::Brace,
                };
                if self.open.pop()? != delim {
                    return None;
                }
                self.push(Tok::Close(delim), start, start + 1);
                start + 1
            }
            b'"' => self.string(start)?,
            b'0'..=b'9' => self.number(start)?,
            _ if is_ident_start(b) => {
                let end = start
                    + self.bytes[start..]
                        .iter()
                        .position(|&b| !is_ident_continue(b))
                        .unwrap_or(self.bytes.len() - start);
                // A prefixed literal (`r"..."`, `b'x'`, `c"..."`) or a raw
                // identifier (`r#x`): left to proc-macro2.
                if matches!(self.peek(end), b'"' | b'\'' | b'#') {
                    return None;
                }
                self.push(
                    Tok::Ident(Cow::Owned(self.text[start..end].to_owned())),
                    start,
                    end,
                );
                end
            }
            b'#' if matches!(self.next_byte(start + 1), b'[' | b'!' | b'/') => {
                // Possibly a `#[doc]` attribute, which `flatten` drops.
                return None;
            }
            _ if is_punct(b) => {
                let next = self.peek(start + 1);
                // Joint when the next character is punctuation too, and not the start
                // of a comment (proc-macro2's rule; `'` counts as punctuation).
                let joint = (is_punct(next) || next == b'\'')
                    && !(next == b'/' && matches!(self.peek(start + 2), b'/' | b'*'));
                self.out
                    .push_punct(b as char, joint, self.span(start, start + 1));
                start + 1
            }
            _ => return None,
        };
        Some(end)
    }

    /// The first byte at or after `i` that is not ASCII whitespace (0 at the end).
    fn next_byte(&self, i: usize) -> u8 {
        self.bytes[i.min(self.bytes.len())..]
            .iter()
            .copied()
            .find(|&b| !is_space(b))
            .unwrap_or(0)
    }

    fn push(&mut self, tok: Tok, start: usize, end: usize) {
        let span = self.span(start, end);
        self.out.push(tok, span);
    }

    fn open_group(&mut self, start: usize, delim: Delim) -> Option<usize> {
        // proc-macro2 reads `(/*ERROR*/)` as one literal.
        if self.bytes[start..].starts_with(b"(/*ERROR*/)") || self.open.len() + 1 >= MAX_NESTING {
            return None;
        }
        self.open.push(delim);
        self.push(Tok::Open(delim), start, start + 1);
        Some(start + 1)
    }

    /// At a `[`: when it holds exactly one `{ ... }` group, pushes the code block and
    /// returns where it ends; `Some(None)` when it is a plain bracket.
    fn code_block(&mut self, start: usize) -> Option<Option<usize>> {
        let Some(brace) = self.skip_trivia_with(start + 1, false)? else {
            return Some(None);
        };
        if self.bytes[brace] != b'{' {
            return Some(None);
        }
        let close = rust_group_end(self.text, brace)?;
        let Some(bracket) = self.skip_trivia_with(close, false)? else {
            return Some(None);
        };
        if self.bytes[bracket] != b']' {
            return Some(None);
        }
        let code = self.text[brace + 1..close - 1]
            .parse::<proc_macro2::TokenStream>()
            .ok()?;
        let span = self.span(start, bracket + 1);
        self.out.code.push(code);
        self.out.code_spans.push(span);
        let index = self.out.code.len() - 1;
        self.out.push(Tok::Code(index), span);
        Some(Some(bracket + 1))
    }

    /// A string with only simple escapes, and no suffix.
    fn string(&mut self, start: usize) -> Option<usize> {
        let bytes = self.bytes;
        let mut i = start + 1;
        loop {
            match *bytes.get(i)? {
                b'"' => break,
                b'\\' => {
                    if !matches!(
                        bytes.get(i + 1)?,
                        b'n' | b't' | b'r' | b'0' | b'\\' | b'"' | b'\''
                    ) {
                        return None;
                    }
                    i += 2;
                }
                b'\r' => return None,
                _ => i += 1,
            }
        }
        let end = i + 1;
        if is_ident_continue(self.peek(end)) {
            return None;
        }
        let span = self.span(start, end);
        push_literal(&mut self.out, &self.text[start..end], span);
        Some(end)
    }

    /// A decimal integer, or `a.b` after a member access (`x.0.1`); anything with a
    /// suffix, an exponent or another kind of float is left to proc-macro2.
    fn number(&mut self, start: usize) -> Option<usize> {
        let digits = |from: usize| {
            from + self.bytes[from..]
                .iter()
                .position(|b| !b.is_ascii_digit())
                .unwrap_or(self.bytes.len() - from)
        };
        let mut end = digits(start);
        if self.peek(end) == b'.' {
            let after = self.peek(end + 1);
            if after.is_ascii_digit() {
                end = digits(end + 1);
                if self.peek(end) == b'.' {
                    return None;
                }
            } else if !(after == b'.' || is_ident_start(after)) {
                // `1.` is a float literal.
                return None;
            }
        }
        if is_ident_continue(self.peek(end)) {
            return None;
        }
        let span = self.span(start, end);
        push_literal(&mut self.out, &self.text[start..end], span);
        Some(end)
    }
}

/// The offset just past the block comment at `i` (comments nest), `None` if it is
/// never closed.
fn block_comment_end(bytes: &[u8], mut i: usize) -> Option<usize> {
    let mut depth = 0usize;
    while i + 1 < bytes.len() {
        match (bytes[i], bytes[i + 1]) {
            (b'/', b'*') => {
                depth += 1;
                i += 2;
            }
            (b'*', b'/') => {
                depth -= 1;
                i += 2;
                if depth == 0 {
                    return Some(i);
                }
            }
            _ => i += 1,
        }
    }
    None
}

/// The offset just past the `}` closing the `{` at `open`, reading Rust code: strings,
/// character literals and comments hide delimiters. `None` when it is never closed or
/// the code holds something whose extent is unclear (a lifetime-like `'`).
fn rust_group_end(text: &str, open: usize) -> Option<usize> {
    let bytes = text.as_bytes();
    let mut depth = 0usize;
    let mut i = open;
    while i < bytes.len() {
        match bytes[i] {
            b'{' | b'(' | b'[' => {
                depth += 1;
                i += 1;
            }
            b'}' | b')' | b']' => {
                depth -= 1;
                i += 1;
                if depth == 0 {
                    return (bytes[i - 1] == b'}').then_some(i);
                }
            }
            b'/' if bytes.get(i + 1) == Some(&b'/') => {
                i += bytes[i..].iter().position(|&b| b == b'\n')?;
            }
            b'/' if bytes.get(i + 1) == Some(&b'*') => i = block_comment_end(bytes, i)?,
            b'"' => {
                i += 1;
                while *bytes.get(i)? != b'"' {
                    i += if bytes[i] == b'\\' { 2 } else { 1 };
                }
                i += 1;
            }
            // Raw strings and character literals: the proc-macro2 path reads them.
            b'\'' | b'#' => return None,
            b'r' if matches!(bytes.get(i + 1), Some(b'"' | b'#')) => return None,
            _ => i += 1,
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::source::SourceMap;
    use crate::syntax::token::{flatten, Positions};
    use proptest::prelude::*;
    use std::path::{Path, PathBuf};

    /// What a token vector says, comparably: tokens, span ranges, code blocks.
    fn summary(t: &Tokens) -> (Vec<Tok>, Vec<std::ops::Range<usize>>, Vec<String>) {
        let ranges = t
            .spans
            .iter()
            .chain(&t.code_spans)
            .map(|s| s.range())
            .collect();
        let code = t.code.iter().map(|c| c.to_string()).collect();
        (t.toks.clone(), ranges, code)
    }

    /// Lexes `text` both ways; when the direct lexer reads it, proc-macro2 must accept
    /// it and give the same tokens. Returns whether the direct lexer read it.
    fn agree(text: &str) -> bool {
        let file = SourceMap::new().add_file("t.pdll", None, text);
        let Some(fast) = lex(text, file) else {
            return false;
        };
        let stream = text
            .parse::<proc_macro2::TokenStream>()
            .unwrap_or_else(|e| panic!("read directly, rejected by proc-macro2 ({e}): {text:?}"));
        let (slow, diags) = flatten(stream, Positions::Bytes(file));
        assert!(diags.is_empty(), "{text:?}: {diags:?}");
        assert_eq!(summary(&fast), summary(&slow), "{text:?}");
        true
    }

    #[test]
    fn reads_what_proc_macro2_reads() {
        for text in [
            "Pattern P { let x = op<a.b>(v: Value) -> (t: Type); erase x; }",
            "x.0.12 y.3.foo a->b => c == d != e <= f >= g && h || !i - -j",
            r#"let s = "a\n\t\"q\"\\ é"; // ünï comment"#,
            "/* a /* nested */ b */ c /**/ d /*** e */ f //// g\n h",
            "Constraint C(v: Value) [{ let x = \"}\"; /* } */ x.len() > 0 }];",
            "Rewrite R(op: Op) [{\n  rewriter.erase_op(op); // done }\n}] ;",
            "[ { a } , b ] [ {a} ] [{}] #include \"x.pdll\"",
            "/// doc\n//! inner\n_ x_1 __ A0 18446744073709551615 18446744073709551616",
            "a</b>/c<//d\n*/e",
            "",
        ] {
            assert!(agree(text), "not read directly: {text:?}");
        }
    }

    #[test]
    fn leaves_the_rest_to_proc_macro2() {
        for text in [
            "'c'",
            "1u8",
            "0x1F",
            "1.",
            "1e5",
            "1.2.3",
            "r\"raw\"",
            "r#x",
            "b\"x\"",
            "\"\\x41\"",
            "\"\\u{42}\"",
            "\"a\\\n b\"",
            "é",
            "#[doc = \"x\"]",
            "# ! x",
            "/** doc */",
            "/*! doc */",
            "(/*ERROR*/)",
            "\"open",
            "/* open",
            "a\u{a0}b",
            "[{ 'a' }]",
            "[{ #[inline] fn f() {} }]",
            "(",
            ")",
            "(]",
        ] {
            assert!(!agree(text), "read directly: {text:?}");
        }
        let deep = format!("{}{}", "(".repeat(MAX_NESTING), ")".repeat(MAX_NESTING));
        assert!(!agree(&deep));
    }

    fn pdll_files(dir: &Path, out: &mut Vec<PathBuf>) {
        let Ok(entries) = std::fs::read_dir(dir) else {
            return;
        };
        for entry in entries.flatten() {
            let path = entry.path();
            let name = entry.file_name();
            if path.is_dir() {
                if name != "target" && name != ".git" {
                    pdll_files(&path, out);
                }
            } else if path.extension().is_some_and(|e| e == "pdll")
                || path
                    .parent()
                    .is_some_and(|p| p.ends_with("corpus/pdll_frontend"))
            {
                out.push(path);
            }
        }
    }

    /// Every `.pdll` file of the repository (and the front end's fuzz corpus) reads
    /// the same both ways, and most are read directly.
    #[test]
    fn repository_files_read_the_same() {
        let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
        let mut files = Vec::new();
        for dir in [
            "tests",
            "examples",
            "pdll-core",
            "pdll-lsp",
            "cli",
            "editors",
            "fuzz",
        ] {
            pdll_files(&root.join(dir), &mut files);
        }
        let (mut direct, mut total) = (0, 0);
        for path in &files {
            let Ok(text) = std::fs::read_to_string(path) else {
                continue;
            };
            total += 1;
            direct += agree(&text) as usize;
        }
        println!("{direct} of {total} files read directly");
        assert!(total > 100, "only {total} files found");
        assert!(direct * 2 > total, "only {direct} of {total} read directly");
    }

    /// Pieces of PDLL (and of what is not PDLL) that random texts are made of.
    const PIECES: &[&str] = &[
        "Pattern",
        "let",
        "x",
        "_",
        "op",
        "<",
        ">",
        "(",
        ")",
        "{",
        "}",
        "[",
        "]",
        "[{",
        "}]",
        ".",
        "0",
        "1.2",
        "42",
        ",",
        ";",
        ":",
        "-",
        ">",
        "=",
        "!",
        "&",
        "|",
        "/",
        "*",
        "#",
        "\"s\"",
        "\"\\n\"",
        "\"\\x41\"",
        "'",
        "'a'",
        "// c\n",
        "/* c */",
        "/// d\n",
        " ",
        "\n",
        "\t",
        "\r\n",
        "é",
        "r",
        "b",
        "\"",
        "1u8",
        "e5",
        "/*",
        "*/",
        "//",
    ];

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(2000))]
        /// On random texts, whenever the direct lexer reads a text, proc-macro2 accepts
        /// it and gives the same tokens.
        #[test]
        fn random_texts_read_the_same(pieces in prop::collection::vec(0..PIECES.len(), 0..40)) {
            let text: String = pieces.iter().map(|&i| PIECES[i]).collect();
            agree(&text);
        }
    }
}
