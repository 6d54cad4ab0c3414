//! Compile-time checks of `attr<"...">` and `type<"...">` literals.
//!
//! A literal must be something the runtime can parse when the pattern is built, so it
//! is checked here, once, with the runtime's own parser
//! ([`pdll_runtime::Context::parse_attribute`] / [`pdll_runtime::Context::parse_type`]).

/// Which kind of literal.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum LiteralKind {
    /// `attr<"...">`
    Attr,
    /// `type<"...">`
    Type,
}

impl LiteralKind {
    /// The word used in messages.
    pub fn word(self) -> &'static str {
        match self {
            LiteralKind::Attr => "attribute",
            LiteralKind::Type => "type",
        }
    }
}

/// Checks that `text` parses as an attribute or type. The error is the runtime
/// parser's message, with its column in the literal when the text has one line.
pub(crate) fn check_literal(kind: LiteralKind, text: &str) -> Result<(), String> {
    // A fresh context per literal: literals are few, and parsing must not depend on
    // what other literals defined.
    let mut ctx = pdll_runtime::Context::default();
    let result = match kind {
        LiteralKind::Attr => ctx.parse_attribute(text).map(drop),
        LiteralKind::Type => ctx.parse_type(text).map(drop),
    };
    result.map_err(|e| {
        if text.contains('\n') {
            format!("{} (line {}, column {})", e.message, e.line, e.col)
        } else {
            format!("{} (at column {})", e.message, e.col)
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn accepts_well_formed() {
        assert_eq!(check_literal(LiteralKind::Attr, "1 : i32"), Ok(()));
        assert_eq!(check_literal(LiteralKind::Attr, "\"a)\""), Ok(()));
        assert_eq!(check_literal(LiteralKind::Attr, "unit"), Ok(()));
        assert_eq!(check_literal(LiteralKind::Type, "(i32) -> f32"), Ok(()));
        assert_eq!(check_literal(LiteralKind::Type, "tensor<4xf32>"), Ok(()));
        assert_eq!(check_literal(LiteralKind::Type, "i64"), Ok(()));
    }

    #[test]
    fn rejects_malformed() {
        assert!(check_literal(LiteralKind::Attr, "").is_err());
        assert!(check_literal(LiteralKind::Type, "tensor<4xf32").is_err());
        assert!(check_literal(LiteralKind::Attr, "[1, 2)").is_err());
        assert!(check_literal(LiteralKind::Attr, "\"abc").is_err());
        assert!(check_literal(LiteralKind::Type, "1 : i32").is_err());
    }
}
