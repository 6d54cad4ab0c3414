//! [`StringValue`]: the contents of a string attribute, any bytes.
//!
//! An MLIR string attribute holds bytes, not necessarily UTF-8: the escape `\XX` puts
//! any byte in a literal (`"\FF\00abc"`). Nearly every string is text, so a value that
//! is valid UTF-8 is kept as a `String` and read as `&str` without a check; only the
//! others are kept as raw bytes. The representation is canonical (bytes only when they
//! are not UTF-8), so the derived equality and hash compare the bytes.

use std::borrow::Cow;
use std::fmt;

/// The bytes of a string attribute (see the module docs).
///
/// ```
/// # use pdll_runtime::string_value::StringValue;
/// let text = StringValue::from("abc");
/// assert_eq!(text.as_str(), Some("abc"));
/// let raw = StringValue::from_bytes(vec![0xFF, 0x00, b'a']);
/// assert_eq!(raw.as_str(), None);
/// assert_eq!(raw.as_bytes(), b"\xFF\x00a");
/// // Bytes that happen to be UTF-8 are text.
/// assert_eq!(StringValue::from_bytes(b"abc".to_vec()), text);
/// ```
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct StringValue(Repr);

#[derive(Clone, PartialEq, Eq, Hash)]
enum Repr {
    /// Valid UTF-8.
    Text(String),
    /// Not valid UTF-8 (never bytes that are).
    Bytes(Box<[u8]>),
}

impl StringValue {
    /// The string of these bytes.
    pub fn from_bytes(bytes: Vec<u8>) -> StringValue {
        match String::from_utf8(bytes) {
            Ok(text) => StringValue(Repr::Text(text)),
            Err(e) => StringValue(Repr::Bytes(e.into_bytes().into_boxed_slice())),
        }
    }

    /// The text, when the bytes are valid UTF-8 (no check is made: that was known when
    /// the value was made).
    pub fn as_str(&self) -> Option<&str> {
        match &self.0 {
            Repr::Text(s) => Some(s),
            Repr::Bytes(_) => None,
        }
    }

    /// The bytes.
    pub fn as_bytes(&self) -> &[u8] {
        match &self.0 {
            Repr::Text(s) => s.as_bytes(),
            Repr::Bytes(b) => b,
        }
    }

    /// The text, with U+FFFD for bytes that are not UTF-8 (for messages).
    pub fn to_string_lossy(&self) -> Cow<'_, str> {
        match &self.0 {
            Repr::Text(s) => Cow::Borrowed(s),
            Repr::Bytes(b) => String::from_utf8_lossy(b),
        }
    }
}

impl From<String> for StringValue {
    fn from(s: String) -> Self {
        StringValue(Repr::Text(s))
    }
}

impl From<&str> for StringValue {
    fn from(s: &str) -> Self {
        StringValue(Repr::Text(s.to_owned()))
    }
}

impl PartialEq<str> for StringValue {
    fn eq(&self, other: &str) -> bool {
        self.as_bytes() == other.as_bytes()
    }
}

impl PartialEq<&str> for StringValue {
    fn eq(&self, other: &&str) -> bool {
        self.as_bytes() == other.as_bytes()
    }
}

impl fmt::Debug for StringValue {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.0 {
            Repr::Text(s) => fmt::Debug::fmt(s, f),
            Repr::Bytes(b) => write!(f, "b\"{}\"", b.escape_ascii()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashSet;

    #[test]
    fn equal_bytes_are_equal_values_whatever_they_were_made_from() {
        let mut set = HashSet::new();
        set.insert(StringValue::from("é"));
        assert!(set.contains(&StringValue::from_bytes(vec![0xC3, 0xA9])));
        assert!(!set.contains(&StringValue::from_bytes(vec![0xC3])));
        assert_eq!(StringValue::from("x"), "x");
    }

    #[test]
    fn reads_non_utf8_bytes_as_bytes_and_lossy_text() {
        let v = StringValue::from_bytes(vec![b'a', 0xFF]);
        assert_eq!(v.as_str(), None);
        assert_eq!(v.to_string_lossy(), "a\u{FFFD}");
        assert_eq!(format!("{v:?}"), r#"b"a\xff""#);
        assert_eq!(format!("{:?}", StringValue::from("a\"")), r#""a\"""#);
    }
}
