//! Tokenizing one file's text: identifiers (which may start with digits),
//! numbers, strings and code strings `[{ }]`, nested comments, punctuation,
//! preprocessor directives (kept as tokens), and bang operators `!name`, looked
//! up in [`crate::bang::BANG_OPERATORS`] here, once per file.

use std::sync::Arc;

use crate::bang;
use crate::lexer::{Keyword, Punct, Token, TokenKind};

fn keyword(s: &str) -> Option<Keyword> {
    Some(match s {
        "assert" => Keyword::Assert,
        "bit" => Keyword::Bit,
        "bits" => Keyword::Bits,
        "class" => Keyword::Class,
        "code" => Keyword::Code,
        "dag" => Keyword::Dag,
        "def" => Keyword::Def,
        "defm" => Keyword::Defm,
        "defset" => Keyword::Defset,
        "defvar" => Keyword::Defvar,
        "dump" => Keyword::Dump,
        "else" => Keyword::Else,
        "false" => Keyword::False,
        "field" => Keyword::Field,
        "foreach" => Keyword::Foreach,
        "if" => Keyword::If,
        "in" => Keyword::In,
        "include" => Keyword::Include,
        "int" => Keyword::Int,
        "let" => Keyword::Let,
        "list" => Keyword::List,
        "multiclass" => Keyword::MultiClass,
        "string" => Keyword::String,
        "then" => Keyword::Then,
        "true" => Keyword::True,
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
pub(crate) fn lex(text: &str) -> Vec<Token> {
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
                push(
                    &mut out,
                    TokenKind::Error("unterminated comment!".into()),
                    start,
                    p,
                );
            }
            continue;
        }
        let was_line_start = line_start;
        line_start = false;
        let tok = |k: TokenKind, end: usize, out: &mut Vec<Token>| push(out, k, start, end);
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
                            tok(TokenKind::PpIf(word == "ifdef", name), e, &mut out);
                            p = skip_line(b, e);
                            continue;
                        }
                        "define" => {
                            let (name, e) = arg(q);
                            tok(TokenKind::PpDefine(name), e, &mut out);
                            p = skip_line(b, e);
                            continue;
                        }
                        "else" => {
                            tok(TokenKind::PpElse, q, &mut out);
                            p = skip_line(b, q);
                            continue;
                        }
                        "endif" => {
                            tok(TokenKind::PpEndif, q, &mut out);
                            p = skip_line(b, q);
                            continue;
                        }
                        _ => {}
                    }
                }
                tok(TokenKind::Punct(Punct::Paste), p + 1, &mut out);
                p += 1;
            }
            b'[' if b.get(p + 1) == Some(&b'{') => {
                let body = p + 2;
                match text[body..].find("}]") {
                    Some(e) => {
                        tok(
                            TokenKind::Code(text[body..body + e].into()),
                            body + e + 2,
                            &mut out,
                        );
                        line_start = false;
                        p = body + e + 2;
                    }
                    None => {
                        tok(
                            TokenKind::Error("Unterminated code block".into()),
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
                    Some(e) => tok(TokenKind::Error(e.into()), q, &mut out),
                    None => tok(TokenKind::Str(s.into()), q, &mut out),
                }
                p = q;
            }
            b'$' => {
                let mut q = p + 1;
                if q < b.len() && is_id_start(b[q]) {
                    while q < b.len() && is_id_char(b[q]) {
                        q += 1;
                    }
                    tok(TokenKind::VarName(text[p + 1..q].into()), q, &mut out);
                } else {
                    tok(
                        TokenKind::Error("Invalid variable name".into()),
                        q,
                        &mut out,
                    );
                }
                p = q;
            }
            b'!' => {
                let mut q = p + 1;
                while q < b.len() && b[q].is_ascii_alphabetic() {
                    q += 1;
                }
                let name = &text[p + 1..q];
                let kind = match bang::lookup(name) {
                    Some(op) => TokenKind::Bang(op),
                    None => TokenKind::UnknownBang(name.into()),
                };
                tok(kind, q, &mut out);
                p = q;
            }
            b'.' => {
                if b.get(p + 1) == Some(&b'.') && b.get(p + 2) == Some(&b'.') {
                    tok(TokenKind::Punct(Punct::DotDotDot), p + 3, &mut out);
                    p += 3;
                } else {
                    tok(TokenKind::Punct(Punct::Dot), p + 1, &mut out);
                    p += 1;
                }
            }
            b'-' | b'+' => {
                if b.get(p + 1).is_some_and(|d| d.is_ascii_digit()) {
                    let (v, q) = lex_decimal(b, p + 1);
                    let v = if c == b'-' { v.wrapping_neg() } else { v };
                    tok(TokenKind::Int(v), q, &mut out);
                    p = q;
                } else {
                    tok(
                        TokenKind::Punct(if c == b'-' { Punct::Minus } else { Punct::Plus }),
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
                    tok(TokenKind::BinInt(v, digits.len() as u32), r, &mut out);
                    p = r;
                } else if is_hex {
                    let mut r = q + 1;
                    while r < b.len() && b[r].is_ascii_hexdigit() {
                        r += 1;
                    }
                    let v = u64::from_str_radix(&text[q + 1..r], 16).unwrap_or(0) as i64;
                    tok(TokenKind::Int(v), r, &mut out);
                    p = r;
                } else if is_id_start(next) {
                    let mut r = q;
                    while r < b.len() && is_id_char(b[r]) {
                        r += 1;
                    }
                    tok(TokenKind::Id(text[p..r].into()), r, &mut out);
                    p = r;
                } else {
                    let (v, q) = lex_decimal(b, p);
                    tok(TokenKind::Int(v), q, &mut out);
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
                    Some(k) => TokenKind::Keyword(k),
                    None => TokenKind::Id(s.into()),
                };
                tok(k, q, &mut out);
                p = q;
            }
            _ => {
                let pk = match c {
                    b'[' => Some(Punct::LSquare),
                    b']' => Some(Punct::RSquare),
                    b'{' => Some(Punct::LBrace),
                    b'}' => Some(Punct::RBrace),
                    b'(' => Some(Punct::LParen),
                    b')' => Some(Punct::RParen),
                    b'<' => Some(Punct::Less),
                    b'>' => Some(Punct::Greater),
                    b':' => Some(Punct::Colon),
                    b';' => Some(Punct::Semi),
                    b',' => Some(Punct::Comma),
                    b'=' => Some(Punct::Equal),
                    b'?' => Some(Punct::Question),
                    _ => None,
                };
                let len = utf8_len(c);
                match pk {
                    Some(k) => tok(TokenKind::Punct(k), p + 1, &mut out),
                    None => tok(
                        TokenKind::Error(format!(
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
    push(&mut out, TokenKind::Eof, b.len(), b.len());
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

fn push(out: &mut Vec<Token>, kind: TokenKind, start: usize, end: usize) {
    out.push(Token {
        kind,
        start: start as u32,
        end: end as u32,
    });
}

#[cfg(test)]
mod tests {
    use super::*;

    fn kinds(s: &str) -> Vec<TokenKind> {
        lex(s).into_iter().map(|t| t.kind).collect()
    }

    #[test]
    fn identifiers_may_start_with_digits() {
        assert_eq!(
            kinds("0DTensorOf 12 0b101 0x1F -3"),
            vec![
                TokenKind::Id("0DTensorOf".into()),
                TokenKind::Int(12),
                TokenKind::BinInt(5, 3),
                TokenKind::Int(31),
                TokenKind::Int(-3),
                TokenKind::Eof
            ]
        );
    }

    #[test]
    fn strings_code_and_directives() {
        assert_eq!(
            kinds("#ifndef X\n\"a\\n\" [{ b }] #x\n#endif"),
            vec![
                TokenKind::PpIf(false, "X".into()),
                TokenKind::Str("a\n".into()),
                TokenKind::Code(" b ".into()),
                TokenKind::Punct(Punct::Paste),
                TokenKind::Id("x".into()),
                TokenKind::PpEndif,
                TokenKind::Eof
            ]
        );
    }

    #[test]
    fn nested_block_comments() {
        assert_eq!(
            kinds("/* a /* b */ c */ x"),
            vec![TokenKind::Id("x".into()), TokenKind::Eof]
        );
    }
}
