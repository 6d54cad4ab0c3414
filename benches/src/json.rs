//! Just enough JSON for the workload's `.stats.json`: a writer that formats exactly as
//! Python's `json.dump(obj, f, indent=1)`, and a small reader for checking files.

use std::collections::BTreeMap;
use std::fmt;

/// Writes one JSON object tree in Python's `indent=1` layout.
pub struct JsonWriter {
    out: String,
    /// Per open object: whether it has members yet.
    open: Vec<bool>,
}

impl Default for JsonWriter {
    fn default() -> Self {
        Self::new()
    }
}

impl JsonWriter {
    /// An empty writer.
    pub fn new() -> Self {
        JsonWriter {
            out: String::new(),
            open: Vec::new(),
        }
    }

    /// Opens an object (as a value, or the top level).
    pub fn begin_object(&mut self) -> &mut Self {
        self.out.push('{');
        self.open.push(false);
        self
    }

    /// Closes the innermost object; an empty one prints as `{}`, as Python does.
    pub fn end_object(&mut self) -> &mut Self {
        let had = self.open.pop().expect("end_object without begin_object");
        if had {
            self.out.push('\n');
            self.indent();
        }
        self.out.push('}');
        self
    }

    fn indent(&mut self) {
        for _ in 0..self.open.len() {
            self.out.push(' ');
        }
    }

    /// Starts a member of the innermost object; write its value next.
    pub fn key(&mut self, k: &str) -> &mut Self {
        let first = !std::mem::replace(self.open.last_mut().expect("key outside an object"), true);
        self.out.push_str(if first { "\n" } else { ",\n" });
        self.indent();
        self.string(k);
        self.out.push_str(": ");
        self
    }

    /// A string value (the names written here need no escapes beyond `"` and `\`).
    pub fn string(&mut self, s: &str) -> &mut Self {
        self.out.push('"');
        for c in s.chars() {
            match c {
                '"' => self.out.push_str("\\\""),
                '\\' => self.out.push_str("\\\\"),
                c if (c as u32) < 0x20 || (c as u32) > 0x7e => {
                    let mut buf = [0u16; 2];
                    for unit in c.encode_utf16(&mut buf) {
                        self.out.push_str(&format!("\\u{unit:04x}"));
                    }
                }
                c => self.out.push(c),
            }
        }
        self.out.push('"');
        self
    }

    /// An unsigned integer value.
    pub fn uint(&mut self, v: u64) -> &mut Self {
        self.out.push_str(&v.to_string());
        self
    }

    /// A float value, printed like Python's `repr` for the plain decimals used here
    /// (`0.1`, `1.0`).
    pub fn float(&mut self, v: f64) -> &mut Self {
        let s = format!("{v}");
        self.out.push_str(&s);
        if v.is_finite() && !s.contains(['.', 'e', 'E']) {
            self.out.push_str(".0");
        }
        self
    }

    /// `null`.
    pub fn null(&mut self) -> &mut Self {
        self.out.push_str("null");
        self
    }

    /// An object of counts, in the iterator's order.
    pub fn counts<'a>(&mut self, items: impl IntoIterator<Item = (&'a str, u64)>) -> &mut Self {
        self.begin_object();
        for (k, v) in items {
            self.key(k).uint(v);
        }
        self.end_object()
    }

    /// The text written.
    pub fn finish(self) -> String {
        self.out
    }
}

/// A parsed JSON value.
#[derive(Clone, Debug, PartialEq)]
pub enum Json {
    /// `null`
    Null,
    /// `true` / `false`
    Bool(bool),
    /// Any number.
    Number(f64),
    /// A string.
    String(String),
    /// An array.
    Array(Vec<Json>),
    /// An object, members in file order.
    Object(Vec<(String, Json)>),
}

/// A JSON syntax error at a byte offset.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct JsonError {
    /// Byte offset in the input.
    pub offset: usize,
    /// What was wrong.
    pub message: String,
}

impl fmt::Display for JsonError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "JSON error at byte {}: {}", self.offset, self.message)
    }
}

impl std::error::Error for JsonError {}

impl Json {
    /// Parses a whole document.
    pub fn parse(text: &str) -> Result<Json, JsonError> {
        let mut r = Reader {
            s: text.as_bytes(),
            pos: 0,
        };
        let v = r.value()?;
        r.ws();
        if r.pos != r.s.len() {
            return Err(r.err("trailing characters"));
        }
        Ok(v)
    }

    /// The member `key` of an object.
    pub fn get(&self, key: &str) -> Option<&Json> {
        match self {
            Json::Object(m) => m.iter().find(|(k, _)| k == key).map(|(_, v)| v),
            _ => None,
        }
    }

    /// The number, if this is one.
    pub fn as_f64(&self) -> Option<f64> {
        match self {
            Json::Number(n) => Some(*n),
            _ => None,
        }
    }

    /// An object of non-negative integer counts as a sorted map.
    pub fn as_counts(&self) -> Option<BTreeMap<String, u64>> {
        let Json::Object(m) = self else { return None };
        m.iter()
            .map(|(k, v)| {
                let n = v.as_f64().filter(|n| *n >= 0.0 && n.fract() == 0.0)?;
                Some((k.clone(), n as u64))
            })
            .collect()
    }
}

struct Reader<'a> {
    s: &'a [u8],
    pos: usize,
}

impl Reader<'_> {
    fn err(&self, message: &str) -> JsonError {
        JsonError {
            offset: self.pos,
            message: message.to_string(),
        }
    }

    fn ws(&mut self) {
        while self.pos < self.s.len() && self.s[self.pos].is_ascii_whitespace() {
            self.pos += 1;
        }
    }

    fn eat(&mut self, c: u8) -> bool {
        self.ws();
        if self.s.get(self.pos) == Some(&c) {
            self.pos += 1;
            true
        } else {
            false
        }
    }

    fn value(&mut self) -> Result<Json, JsonError> {
        self.ws();
        match self.s.get(self.pos) {
            None => Err(self.err("unexpected end of input")),
            Some(b'{') => {
                self.pos += 1;
                let mut members = Vec::new();
                if self.eat(b'}') {
                    return Ok(Json::Object(members));
                }
                loop {
                    self.ws();
                    let k = self.string()?;
                    if !self.eat(b':') {
                        return Err(self.err("expected `:`"));
                    }
                    members.push((k, self.value()?));
                    if self.eat(b'}') {
                        return Ok(Json::Object(members));
                    }
                    if !self.eat(b',') {
                        return Err(self.err("expected `,` or `}`"));
                    }
                }
            }
            Some(b'[') => {
                self.pos += 1;
                let mut items = Vec::new();
                if self.eat(b']') {
                    return Ok(Json::Array(items));
                }
                loop {
                    items.push(self.value()?);
                    if self.eat(b']') {
                        return Ok(Json::Array(items));
                    }
                    if !self.eat(b',') {
                        return Err(self.err("expected `,` or `]`"));
                    }
                }
            }
            Some(b'"') => Ok(Json::String(self.string()?)),
            Some(_) => self.literal(),
        }
    }

    fn literal(&mut self) -> Result<Json, JsonError> {
        for (word, v) in [
            ("null", Json::Null),
            ("true", Json::Bool(true)),
            ("false", Json::Bool(false)),
        ] {
            if self.s[self.pos..].starts_with(word.as_bytes()) {
                self.pos += word.len();
                return Ok(v);
            }
        }
        let start = self.pos;
        while self.pos < self.s.len()
            && matches!(
                self.s[self.pos],
                b'0'..=b'9' | b'-' | b'+' | b'.' | b'e' | b'E'
            )
        {
            self.pos += 1;
        }
        let text = std::str::from_utf8(&self.s[start..self.pos]).expect("ASCII digits");
        text.parse::<f64>()
            .map(Json::Number)
            .map_err(|_| JsonError {
                offset: start,
                message: format!(
                    "expected a value, found `{}`",
                    text.chars()
                        .next()
                        .map_or(String::from("end"), |c| c.to_string())
                ),
            })
    }

    fn string(&mut self) -> Result<String, JsonError> {
        if self.s.get(self.pos) != Some(&b'"') {
            return Err(self.err("expected a string"));
        }
        self.pos += 1;
        let mut out = Vec::new();
        loop {
            match self.s.get(self.pos) {
                None => return Err(self.err("unterminated string")),
                Some(b'"') => {
                    self.pos += 1;
                    return String::from_utf8(out).map_err(|_| self.err("invalid UTF-8"));
                }
                Some(b'\\') => {
                    let c = *self
                        .s
                        .get(self.pos + 1)
                        .ok_or_else(|| self.err("bad escape"))?;
                    self.pos += 2;
                    match c {
                        b'"' | b'\\' | b'/' => out.push(c),
                        b'n' => out.push(b'\n'),
                        b't' => out.push(b'\t'),
                        b'r' => out.push(b'\r'),
                        b'b' => out.push(8),
                        b'f' => out.push(12),
                        b'u' => {
                            let hex = self
                                .s
                                .get(self.pos..self.pos + 4)
                                .and_then(|h| std::str::from_utf8(h).ok())
                                .and_then(|h| u32::from_str_radix(h, 16).ok())
                                .ok_or_else(|| self.err("bad \\u escape"))?;
                            self.pos += 4;
                            let c = char::from_u32(hex).unwrap_or('\u{fffd}');
                            out.extend_from_slice(c.to_string().as_bytes());
                        }
                        _ => return Err(self.err("bad escape")),
                    }
                }
                Some(&c) => {
                    out.push(c);
                    self.pos += 1;
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn writer_matches_python_indent_1() {
        // python3 -c 'import json,sys; json.dump({"a": 1, "b": {"x": 2, "y": 3},
        //   "c": {}, "d": None, "e": 0.1, "f": 1.0}, sys.stdout, indent=1)'
        let mut j = JsonWriter::new();
        j.begin_object();
        j.key("a").uint(1);
        j.key("b").counts([("x", 2), ("y", 3)]);
        j.key("c").counts([]);
        j.key("d").null();
        j.key("e").float(0.1);
        j.key("f").float(1.0);
        j.end_object();
        assert_eq!(
            j.finish(),
            "{\n \"a\": 1,\n \"b\": {\n  \"x\": 2,\n  \"y\": 3\n },\n \"c\": {},\n \"d\": null,\n \"e\": 0.1,\n \"f\": 1.0\n}"
        );
    }

    #[test]
    fn reader_round_trip_and_errors() {
        let v =
            Json::parse("{\"h\": {\"bench.src\": 3}, \"l\": [1, true, null, \"a\\n\"]}").unwrap();
        assert_eq!(v.get("h").unwrap().as_counts().unwrap()["bench.src"], 3);
        assert_eq!(
            v.get("l"),
            Some(&Json::Array(vec![
                Json::Number(1.0),
                Json::Bool(true),
                Json::Null,
                Json::String("a\n".into())
            ]))
        );
        let e = Json::parse("{\"a\" 1}").unwrap_err();
        assert_eq!(e.offset, 5);
        assert!(Json::parse("[1, }").is_err());
        assert!(Json::parse("\"abc").is_err());
        assert!(Json::parse("{} x").is_err());
    }
}
