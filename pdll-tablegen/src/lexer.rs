//! The TableGen lexer. A file is tokenized once (the token vector is cached by
//! the loader); preprocessor directives stay tokens and are interpreted while
//! the parser reads, because their meaning depends on macros defined by the
//! files included before.

use std::sync::Arc;

/// A token kind with its payload.
#[derive(Clone, Debug, PartialEq)]
pub(crate) enum K {
    Eof,
    /// A character or sequence the lexer does not accept (message).
    Error(String),
    Id(Arc<str>),
    /// `$name`.
    VarName(Arc<str>),
    Str(Arc<str>),
    Code(Arc<str>),
    Int(i64),
    /// `0b...`: the value and its number of digits.
    BinInt(i64, u32),
    /// `!name` bang operator (name without the `!`).
    Bang(Arc<str>),
    Kw(Kw),
    P(P),
    /// `#ifdef`, `#ifndef`, `#define` with the macro name.
    PpIf(bool, Arc<str>),
    PpDefine(Arc<str>),
    PpElse,
    PpEndif,
}

/// Keywords.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Kw {
    Assert,
    Bit,
    Bits,
    Class,
    Code,
    Dag,
    Def,
    Defm,
    Defset,
    Defvar,
    Dump,
    Else,
    False,
    Field,
    Foreach,
    If,
    In,
    Include,
    Int,
    Let,
    List,
    MultiClass,
    String,
    Then,
    True,
}

/// Punctuation.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum P {
    Minus,
    Plus,
    LSquare,
    RSquare,
    LBrace,
    RBrace,
    LParen,
    RParen,
    Less,
    Greater,
    Colon,
    Semi,
    Comma,
    Dot,
    Equal,
    Question,
    Paste,
    DotDotDot,
}

/// A token and its byte range in the file.
#[derive(Clone, Debug)]
pub(crate) struct Tok {
    pub k: K,
    pub start: u32,
    pub end: u32,
}

fn keyword(s: &str) -> Option<Kw> {
    Some(match s {
        "assert" => Kw::Assert,
        "bit" => Kw::Bit,
        "bits" => Kw::Bits,
        "class" => Kw::Class,
        "code" => Kw::Code,
        "dag" => Kw::Dag,
        "def" => Kw::Def,
        "defm" => Kw::Defm,
        "defset" => Kw::Defset,
        "defvar" => Kw::Defvar,
        "dump" => Kw::Dump,
        "else" => Kw::Else,
        "false" => Kw::False,
        "field" => Kw::Field,
        "foreach" => Kw::Foreach,
        "if" => Kw::If,
        "in" => Kw::In,
        "include" => Kw::Include,
        "int" => Kw::Int,
        "let" => Kw::Let,
        "list" => Kw::List,
        "multiclass" => Kw::MultiClass,
        "string" => Kw::String,
        "then" => Kw::Then,
        "true" => Kw::True,
        _ => return None,
    })
}

fn is_id_start(c: u8) -> bool {
    c.is_ascii_alphabetic() || c == b'_'
}

fn is_id_char(c: u8) -> bool {
    c.is_ascii_alphanumeric() || c == b'_'
}

/// Tokenizes a whole file.
pub(crate) fn lex(text: &str) -> Vec<Tok> {
    let b = text.as_bytes();
    let mut out = Vec::with_capacity(text.len() / 6);
    let mut p = 0usize;
    // Whether only whitespace precedes `p` on its line (for `#` directives).
    let mut line_start = true;
    while p < b.len() {
        let c = b[p];
        let start = p;
        if c == b'\n' {
            line_start = true;
            p += 1;
            continue;
        }
        if c.is_ascii_whitespace() {
            p += 1;
            continue;
        }
        // Comments.
        if c == b'/' && b.get(p + 1) == Some(&b'/') {
            while p < b.len() && b[p] != b'\n' {
                p += 1;
            }
            continue;
        }
        if c == b'/' && b.get(p + 1) == Some(&b'*') {
            let mut depth = 1;
            p += 2;
            while p < b.len() && depth > 0 {
                if b[p] == b'/' && b.get(p + 1) == Some(&b'*') {
                    depth += 1;
                    p += 2;
                } else if b[p] == b'*' && b.get(p + 1) == Some(&b'/') {
                    depth -= 1;
                    p += 2;
                } else {
                    p += 1;
                }
            }
            if depth > 0 {
                push(&mut out, K::Error("unterminated comment!".into()), start, p);
            }
            continue;
        }
        let was_line_start = line_start;
        line_start = false;
        let tok = |k: K, end: usize, out: &mut Vec<Tok>| push(out, k, start, end);
        match c {
            b'#' => {
                if was_line_start {
                    let mut q = p + 1;
                    while q < b.len() && is_id_char(b[q]) {
                        q += 1;
                    }
                    let word = &text[p + 1..q];
                    let arg = |q: usize| -> (Arc<str>, usize) {
                        let mut r = q;
                        while r < b.len() && (b[r] == b' ' || b[r] == b'\t') {
                            r += 1;
                        }
                        let s = r;
                        while r < b.len() && is_id_char(b[r]) {
                            r += 1;
                        }
                        (text[s..r].into(), r)
                    };
                    match word {
                        "ifdef" | "ifndef" => {
                            let (name, e) = arg(q);
                            tok(K::PpIf(word == "ifdef", name), e, &mut out);
                            p = skip_line(b, e);
                            continue;
                        }
                        "define" => {
                            let (name, e) = arg(q);
                            tok(K::PpDefine(name), e, &mut out);
                            p = skip_line(b, e);
                            continue;
                        }
                        "else" => {
                            tok(K::PpElse, q, &mut out);
                            p = skip_line(b, q);
                            continue;
                        }
                        "endif" => {
                            tok(K::PpEndif, q, &mut out);
                            p = skip_line(b, q);
                            continue;
                        }
                        _ => {}
                    }
                }
                tok(K::P(P::Paste), p + 1, &mut out);
                p += 1;
            }
            b'[' if b.get(p + 1) == Some(&b'{') => {
                let body = p + 2;
                match text[body..].find("}]") {
                    Some(e) => {
                        tok(K::Code(text[body..body + e].into()), body + e + 2, &mut out);
                        line_start = false;
                        p = body + e + 2;
                    }
                    None => {
                        tok(
                            K::Error("Unterminated code block".into()),
                            b.len(),
                            &mut out,
                        );
                        p = b.len();
                    }
                }
            }
            b'"' => {
                let mut s = String::new();
                let mut q = p + 1;
                let mut err = None;
                loop {
                    if q >= b.len() || b[q] == b'\n' || b[q] == b'\r' {
                        err = Some("End of line in string literal");
                        break;
                    }
                    if b[q] == b'"' {
                        q += 1;
                        break;
                    }
                    if b[q] == b'\\' {
                        match b.get(q + 1) {
                            Some(b'\\') => s.push('\\'),
                            Some(b'\'') => s.push('\''),
                            Some(b'"') => s.push('"'),
                            Some(b't') => s.push('\t'),
                            Some(b'n') => s.push('\n'),
                            _ => {
                                err = Some("invalid escape in string literal");
                                break;
                            }
                        }
                        q += 2;
                        continue;
                    }
                    // Copy one UTF-8 character.
                    let ch_len = utf8_len(b[q]);
                    s.push_str(&text[q..(q + ch_len).min(b.len())]);
                    q += ch_len;
                }
                match err {
                    Some(e) => tok(K::Error(e.into()), q, &mut out),
                    None => tok(K::Str(s.into()), q, &mut out),
                }
                p = q;
            }
            b'$' => {
                let mut q = p + 1;
                if q < b.len() && is_id_start(b[q]) {
                    while q < b.len() && is_id_char(b[q]) {
                        q += 1;
                    }
                    tok(K::VarName(text[p + 1..q].into()), q, &mut out);
                } else {
                    tok(K::Error("Invalid variable name".into()), q, &mut out);
                }
                p = q;
            }
            b'!' => {
                let mut q = p + 1;
                while q < b.len() && b[q].is_ascii_alphabetic() {
                    q += 1;
                }
                tok(K::Bang(text[p + 1..q].into()), q, &mut out);
                p = q;
            }
            b'.' => {
                if b.get(p + 1) == Some(&b'.') && b.get(p + 2) == Some(&b'.') {
                    tok(K::P(P::DotDotDot), p + 3, &mut out);
                    p += 3;
                } else {
                    tok(K::P(P::Dot), p + 1, &mut out);
                    p += 1;
                }
            }
            b'-' | b'+' => {
                if b.get(p + 1).is_some_and(|d| d.is_ascii_digit()) {
                    let (v, q) = lex_decimal(b, p + 1);
                    let v = if c == b'-' { v.wrapping_neg() } else { v };
                    tok(K::Int(v), q, &mut out);
                    p = q;
                } else {
                    tok(
                        K::P(if c == b'-' { P::Minus } else { P::Plus }),
                        p + 1,
                        &mut out,
                    );
                    p += 1;
                }
            }
            b'0'..=b'9' => {
                // An identifier may start with digits (e.g. `0DTensorOf`).
                let mut q = p;
                while q < b.len() && b[q].is_ascii_digit() {
                    q += 1;
                }
                let next = b.get(q).copied().unwrap_or(0);
                let nn = b.get(q + 1).copied().unwrap_or(0);
                let is_bin = next == b'b' && q == p + 1 && c == b'0' && (nn == b'0' || nn == b'1');
                let is_hex = next == b'x' && q == p + 1 && c == b'0' && nn.is_ascii_hexdigit();
                if is_bin {
                    let mut r = q + 1;
                    while r < b.len() && (b[r] == b'0' || b[r] == b'1') {
                        r += 1;
                    }
                    let digits = &text[q + 1..r];
                    let v = u64::from_str_radix(digits, 2).unwrap_or(0) as i64;
                    tok(K::BinInt(v, digits.len() as u32), r, &mut out);
                    p = r;
                } else if is_hex {
                    let mut r = q + 1;
                    while r < b.len() && b[r].is_ascii_hexdigit() {
                        r += 1;
                    }
                    let v = u64::from_str_radix(&text[q + 1..r], 16).unwrap_or(0) as i64;
                    tok(K::Int(v), r, &mut out);
                    p = r;
                } else if is_id_start(next) {
                    let mut r = q;
                    while r < b.len() && is_id_char(b[r]) {
                        r += 1;
                    }
                    tok(K::Id(text[p..r].into()), r, &mut out);
                    p = r;
                } else {
                    let (v, q) = lex_decimal(b, p);
                    tok(K::Int(v), q, &mut out);
                    p = q;
                }
            }
            c if is_id_start(c) => {
                let mut q = p;
                while q < b.len() && is_id_char(b[q]) {
                    q += 1;
                }
                let s = &text[p..q];
                let k = match keyword(s) {
                    Some(k) => K::Kw(k),
                    None => K::Id(s.into()),
                };
                tok(k, q, &mut out);
                p = q;
            }
            _ => {
                let pk = match c {
                    b'[' => Some(P::LSquare),
                    b']' => Some(P::RSquare),
                    b'{' => Some(P::LBrace),
                    b'}' => Some(P::RBrace),
                    b'(' => Some(P::LParen),
                    b')' => Some(P::RParen),
                    b'<' => Some(P::Less),
                    b'>' => Some(P::Greater),
                    b':' => Some(P::Colon),
                    b';' => Some(P::Semi),
                    b',' => Some(P::Comma),
                    b'=' => Some(P::Equal),
                    b'?' => Some(P::Question),
                    _ => None,
                };
                let len = utf8_len(c);
                match pk {
                    Some(k) => tok(K::P(k), p + 1, &mut out),
                    None => tok(
                        K::Error(format!(
                            "unexpected character '{}'",
                            &text[p..(p + len).min(b.len())]
                        )),
                        p + len,
                        &mut out,
                    ),
                }
                p += len;
            }
        }
    }
    push(&mut out, K::Eof, b.len(), b.len());
    out
}

fn utf8_len(c: u8) -> usize {
    match c {
        0..=0x7f => 1,
        0xc0..=0xdf => 2,
        0xe0..=0xef => 3,
        0xf0..=0xff => 4,
        _ => 1,
    }
}

fn skip_line(b: &[u8], mut p: usize) -> usize {
    // A directive's line may end in a comment; anything else is ignored too.
    while p < b.len() && b[p] != b'\n' {
        p += 1;
    }
    p
}

fn lex_decimal(b: &[u8], mut p: usize) -> (i64, usize) {
    let mut v: u64 = 0;
    while p < b.len() && b[p].is_ascii_digit() {
        v = v.wrapping_mul(10).wrapping_add((b[p] - b'0') as u64);
        p += 1;
    }
    (v as i64, p)
}

fn push(out: &mut Vec<Tok>, k: K, start: usize, end: usize) {
    out.push(Tok {
        k,
        start: start as u32,
        end: end as u32,
    });
}

#[cfg(test)]
mod tests {
    use super::*;

    fn kinds(s: &str) -> Vec<K> {
        lex(s).into_iter().map(|t| t.k).collect()
    }

    #[test]
    fn identifiers_may_start_with_digits() {
        assert_eq!(
            kinds("0DTensorOf 12 0b101 0x1F -3"),
            vec![
                K::Id("0DTensorOf".into()),
                K::Int(12),
                K::BinInt(5, 3),
                K::Int(31),
                K::Int(-3),
                K::Eof
            ]
        );
    }

    #[test]
    fn strings_code_and_directives() {
        assert_eq!(
            kinds("#ifndef X\n\"a\\n\" [{ b }] #x\n#endif"),
            vec![
                K::PpIf(false, "X".into()),
                K::Str("a\n".into()),
                K::Code(" b ".into()),
                K::P(P::Paste),
                K::Id("x".into()),
                K::PpEndif,
                K::Eof
            ]
        );
    }

    #[test]
    fn nested_block_comments() {
        assert_eq!(
            kinds("/* a /* b */ c */ x"),
            vec![K::Id("x".into()), K::Eof]
        );
    }
}
