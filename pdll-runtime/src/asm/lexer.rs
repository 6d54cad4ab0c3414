//! A byte-based lexer for MLIR text, shared by the type/attribute parser and the op
//! parser. Tokens are spans into the source: lexing never allocates.

/// The kind of a token.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum TokenKind {
    /// End of input.
    Eof,
    /// A byte that starts no token.
    Error,
    /// `[a-zA-Z_][a-zA-Z0-9_$.]*`
    BareIdent,
    /// `%name` or `%12`
    PercentIdent,
    /// `^bb0`
    CaretIdent,
    /// `@name` or `@"quoted"`
    AtIdent,
    /// `!dialect.name`
    ExclaimIdent,
    /// `#dialect.name` or `#1` (result number)
    HashIdent,
    /// `12`, `0x1F`
    Integer,
    /// `1.5`, `1e3`, `-` not included
    Float,
    /// `"text"` with its quotes, escapes not processed
    String,
    /// `(`
    LParen,
    /// `)`
    RParen,
    /// `[`
    LSquare,
    /// `]`
    RSquare,
    /// `{`
    LBrace,
    /// `}`
    RBrace,
    /// `<`
    Less,
    /// `>`
    Greater,
    /// `,`
    Comma,
    /// `:`
    Colon,
    /// `::`
    ColonColon,
    /// `=`
    Equal,
    /// `->`
    Arrow,
    /// `?`
    Question,
    /// `*`
    Star,
    /// `+`
    Plus,
    /// `-`
    Minus,
    /// `{-#`
    FileMetadataBegin,
    /// `#-}`
    FileMetadataEnd,
}

/// A token: its kind and byte range in the source.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Token {
    /// What was lexed.
    pub kind: TokenKind,
    /// Byte offset of the first byte.
    pub start: u32,
    /// Byte offset one past the last byte.
    pub end: u32,
}

/// Splits MLIR source text into [`Token`]s on demand.
#[derive(Clone)]
pub struct Lexer<'a> {
    src: &'a [u8],
    /// The same text as `src`, kept as `&str` so that slicing it is O(1) (re-checking
    /// UTF-8 on every token made parsing quadratic in the file size).
    text: &'a str,
    pos: usize,
}

/// Byte classes (bit sets), so that the lexer's inner loops test one table entry.
const IDENT_START: u8 = 1;
/// `[a-zA-Z0-9_$.]`.
const IDENT_CHAR: u8 = 2;
/// After a sigil: `[a-zA-Z0-9_$.-]`.
const SUFFIX_CHAR: u8 = 4;
/// `' '`, `\t`, `\n`, `\r`.
const SPACE: u8 = 8;
const DIGIT: u8 = 16;

const CLASS: [u8; 256] = {
    let mut t = [0u8; 256];
    let mut i = 0;
    while i < 256 {
        let c = i as u8;
        let mut k = 0;
        if c.is_ascii_alphabetic() || c == b'_' {
            k |= IDENT_START;
        }
        if c.is_ascii_alphanumeric() || c == b'_' || c == b'$' || c == b'.' {
            k |= IDENT_CHAR;
        }
        if c.is_ascii_alphanumeric() || c == b'_' || c == b'$' || c == b'.' || c == b'-' {
            k |= SUFFIX_CHAR;
        }
        if c == b' ' || c == b'\t' || c == b'\n' || c == b'\r' {
            k |= SPACE;
        }
        if c.is_ascii_digit() {
            k |= DIGIT;
        }
        t[i] = k;
        i += 1;
    }
    t
};

#[inline]
fn is_ident_start(b: u8) -> bool {
    CLASS[b as usize] & IDENT_START != 0
}

#[inline]
fn is_ident_char(b: u8) -> bool {
    CLASS[b as usize] & IDENT_CHAR != 0
}

/// The first offset from `pos` whose byte is not of `class`.
#[inline]
fn skip_class(src: &[u8], mut pos: usize, class: u8) -> usize {
    while let Some(&b) = src.get(pos) {
        if CLASS[b as usize] & class == 0 {
            break;
        }
        pos += 1;
    }
    pos
}

/// Whether `s` can be printed as a bare identifier (else it needs quotes).
pub fn is_bare_ident(s: &str) -> bool {
    let b = s.as_bytes();
    !b.is_empty() && is_ident_start(b[0]) && b[1..].iter().all(|&c| is_ident_char(c))
}

impl<'a> Lexer<'a> {
    /// A lexer at the start of `src`.
    pub fn new(src: &'a str) -> Self {
        Lexer {
            src: src.as_bytes(),
            text: src,
            pos: 0,
        }
    }

    /// The source text.
    pub fn source(&self) -> &'a str {
        self.text
    }

    /// The current byte offset (just past the last token lexed).
    pub fn pos(&self) -> usize {
        self.pos
    }

    /// Moves to byte offset `pos` (used by parsers that scan some syntax byte-wise).
    pub fn set_pos(&mut self, pos: usize) {
        self.pos = pos.min(self.src.len());
    }

    /// The text of a token.
    pub fn text(&self, tok: Token) -> &'a str {
        let s = self.source();
        &s[tok.start as usize..tok.end as usize]
    }

    /// Skips whitespace and `//` comments.
    pub fn skip_trivia(&mut self) {
        let src = self.src;
        loop {
            self.pos = skip_class(src, self.pos, SPACE);
            if src.get(self.pos) == Some(&b'/') && src.get(self.pos + 1) == Some(&b'/') {
                self.pos = src[self.pos..]
                    .iter()
                    .position(|&b| b == b'\n')
                    .map_or(src.len(), |n| self.pos + n);
            } else {
                return;
            }
        }
    }

    fn peek_byte(&self, off: usize) -> u8 {
        self.src.get(self.pos + off).copied().unwrap_or(0)
    }

    fn tok(&self, kind: TokenKind, start: usize) -> Token {
        Token {
            kind,
            start: start as u32,
            end: self.pos as u32,
        }
    }

    /// Lexes the next token.
    pub fn next_token(&mut self) -> Token {
        self.skip_trivia();
        let start = self.pos;
        let src = self.src;
        if start >= src.len() {
            return self.tok(TokenKind::Eof, start);
        }
        let b = src[start];
        self.pos += 1;
        use TokenKind::*;
        let kind = match b {
            b'(' => LParen,
            b')' => RParen,
            b'[' => LSquare,
            b']' => RSquare,
            b'{' => {
                if self.peek_byte(0) == b'-' && self.peek_byte(1) == b'#' {
                    self.pos += 2;
                    FileMetadataBegin
                } else {
                    LBrace
                }
            }
            b'}' => RBrace,
            b'<' => Less,
            b'>' => Greater,
            b',' => Comma,
            b'=' => Equal,
            b'?' => Question,
            b'*' => Star,
            b'+' => Plus,
            b':' => {
                if self.peek_byte(0) == b':' {
                    self.pos += 1;
                    ColonColon
                } else {
                    Colon
                }
            }
            b'-' => {
                if self.peek_byte(0) == b'>' {
                    self.pos += 1;
                    Arrow
                } else {
                    Minus
                }
            }
            b'"' => self.lex_string_rest(),
            b'%' => self.lex_suffix_ident(PercentIdent),
            b'^' => self.lex_suffix_ident(CaretIdent),
            b'!' => self.lex_suffix_ident(ExclaimIdent),
            b'#' => {
                if self.peek_byte(0) == b'-' && self.peek_byte(1) == b'}' {
                    self.pos += 2;
                    FileMetadataEnd
                } else {
                    self.lex_suffix_ident(HashIdent)
                }
            }
            b'@' => {
                if self.peek_byte(0) == b'"' {
                    self.pos += 1;
                    match self.lex_string_rest() {
                        String => AtIdent,
                        k => k,
                    }
                } else {
                    self.lex_suffix_ident(AtIdent)
                }
            }
            b'0'..=b'9' => self.lex_number(start),
            _ if is_ident_start(b) => {
                self.pos = skip_class(src, self.pos, IDENT_CHAR);
                BareIdent
            }
            _ => Error,
        };
        self.tok(kind, start)
    }

    /// After a sigil: `[0-9]+` or `[a-zA-Z_$.-][a-zA-Z0-9_$.-]*`.
    fn lex_suffix_ident(&mut self, kind: TokenKind) -> TokenKind {
        let src = self.src;
        let first = self.peek_byte(0);
        if first.is_ascii_digit() {
            self.pos = skip_class(src, self.pos, DIGIT);
            return kind;
        }
        if CLASS[first as usize] & SUFFIX_CHAR == 0 {
            return TokenKind::Error;
        }
        self.pos = skip_class(src, self.pos, SUFFIX_CHAR);
        kind
    }

    /// The rest of a string after its opening quote.
    fn lex_string_rest(&mut self) -> TokenKind {
        let src = self.src;
        while self.pos < src.len() {
            match src[self.pos] {
                b'"' => {
                    self.pos += 1;
                    return TokenKind::String;
                }
                b'\\' => self.pos += 2,
                b'\n' => return TokenKind::Error,
                _ => self.pos += 1,
            }
        }
        self.pos = src.len();
        TokenKind::Error
    }

    fn lex_number(&mut self, start: usize) -> TokenKind {
        let src = self.src;
        if src[start] == b'0' && self.peek_byte(0) == b'x' && self.peek_byte(1).is_ascii_hexdigit()
        {
            self.pos += 1;
            while self.pos < src.len() && src[self.pos].is_ascii_hexdigit() {
                self.pos += 1;
            }
            return TokenKind::Integer;
        }
        while self.pos < src.len() && src[self.pos].is_ascii_digit() {
            self.pos += 1;
        }
        if self.peek_byte(0) != b'.' {
            return TokenKind::Integer;
        }
        self.pos += 1;
        while self.pos < src.len() && src[self.pos].is_ascii_digit() {
            self.pos += 1;
        }
        let e = self.peek_byte(0);
        if e == b'e' || e == b'E' {
            let sign = self.peek_byte(1);
            let digit_at = if sign == b'+' || sign == b'-' { 2 } else { 1 };
            if self.peek_byte(digit_at).is_ascii_digit() {
                self.pos += digit_at;
                while self.pos < src.len() && src[self.pos].is_ascii_digit() {
                    self.pos += 1;
                }
            }
        }
        TokenKind::Float
    }

    /// Scans a balanced `<...>` body starting at the current position (which must be
    /// at `<`), honoring nested `<>`, `()`, `[]`, `{}` and strings; returns its end
    /// offset (after the closing `>`) or `None` if unbalanced.
    pub fn scan_balanced_angle(&mut self) -> Option<usize> {
        let src = self.src;
        let mut stack: smallvec::SmallVec<[u8; 32]> = smallvec::SmallVec::new();
        let mut i = self.pos;
        while i < src.len() {
            let c = src[i];
            i += 1;
            match c {
                b'<' | b'(' | b'[' | b'{' => stack.push(c),
                b'>' | b')' | b']' | b'}' => {
                    // `->` inside an affine map is an arrow, not a closing bracket.
                    if c == b'>' && i >= 2 && src[i - 2] == b'-' {
                        continue;
                    }
                    let open = match c {
                        b'>' => b'<',
                        b')' => b'(',
                        b']' => b'[',
                        _ => b'{',
                    };
                    if stack.pop() != Some(open) {
                        return None;
                    }
                    if stack.is_empty() {
                        self.pos = i;
                        return Some(i);
                    }
                }
                b'"' => {
                    while i < src.len() && src[i] != b'"' {
                        i += if src[i] == b'\\' { 2 } else { 1 };
                    }
                    i += 1;
                }
                _ => {}
            }
        }
        None
    }
}

/// Processes the escapes of a string token's contents (without quotes) as MLIR's
/// lexer does: `\"`, `\\`, `\n`, `\t` and `\XX` (two hex digits, either case), which
/// may give any byte. Returns the byte offset (within `body`) of a bad escape on error.
pub fn unescape_bytes(body: &str) -> Result<Vec<u8>, usize> {
    let b = body.as_bytes();
    let mut out: Vec<u8> = Vec::with_capacity(b.len());
    let mut i = 0;
    while i < b.len() {
        if b[i] != b'\\' {
            out.push(b[i]);
            i += 1;
            continue;
        }
        let c = b.get(i + 1).copied().ok_or(i)?;
        match c {
            b'"' | b'\\' => out.push(c),
            b'n' => out.push(b'\n'),
            b't' => out.push(b'\t'),
            _ => {
                let hi = (c as char).to_digit(16).ok_or(i)?;
                let lo = b
                    .get(i + 2)
                    .and_then(|&d| (d as char).to_digit(16))
                    .ok_or(i)?;
                out.push((hi * 16 + lo) as u8);
                i += 1;
            }
        }
        i += 2;
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn kinds(s: &str) -> Vec<TokenKind> {
        let mut l = Lexer::new(s);
        let mut v = Vec::new();
        loop {
            let t = l.next_token();
            if t.kind == TokenKind::Eof {
                return v;
            }
            v.push(t.kind);
        }
    }

    #[test]
    fn lexes_op_line() {
        use TokenKind::*;
        assert_eq!(
            kinds(r#"%0:2 = "d.op"(%a, %b#1) [^bb1] : () -> i32 // c"#),
            vec![
                PercentIdent,
                Colon,
                Integer,
                Equal,
                String,
                LParen,
                PercentIdent,
                Comma,
                PercentIdent,
                HashIdent,
                RParen,
                LSquare,
                CaretIdent,
                RSquare,
                Colon,
                LParen,
                RParen,
                Arrow,
                BareIdent
            ]
        );
    }

    #[test]
    fn lexes_numbers_and_symbols() {
        use TokenKind::*;
        assert_eq!(
            kinds("0x1F 1.5e-3 12 -3 @a::@\"b c\" {-# #-}"),
            vec![
                Integer,
                Float,
                Integer,
                Minus,
                Integer,
                AtIdent,
                ColonColon,
                AtIdent,
                FileMetadataBegin,
                FileMetadataEnd
            ]
        );
        assert_eq!(kinds("\"unterminated"), vec![Error]);
    }

    #[test]
    fn unescapes() {
        assert_eq!(
            unescape_bytes(r#"a\"b\\c\n\t\41"#).unwrap(),
            b"a\"b\\c\n\tA"
        );
        assert_eq!(unescape_bytes(r"\FF\00\fe").unwrap(), [0xFF, 0, 0xFE]);
        assert_eq!(unescape_bytes(r"ab\q"), Err(2));
        assert_eq!(unescape_bytes(r"\F"), Err(0));
        assert_eq!(unescape_bytes(r"x\"), Err(1));
        assert!(is_bare_ident("a.b$c_1") && !is_bare_ident("1a") && !is_bare_ident("a-b"));
    }

    #[test]
    fn balanced_angle() {
        let mut l = Lexer::new("<(d0) -> (d0), [1, \">\"]> rest");
        assert_eq!(l.scan_balanced_angle(), Some(24));
        let mut l = Lexer::new("<(>");
        assert_eq!(l.scan_balanced_angle(), None);
    }
}
