//! Compile-time checks of `attr<"...">` and `type<"...">` literals.
//!
//! A literal must be something the runtime can parse when the pattern is built, so it
//! is checked here, once, with the runtime's own parser
//! (`pdll_runtime::Context::parse_attribute` / `parse_type`).

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

/// Checks that `text` parses as an attribute or type; the error is the parser's
/// message.
pub(crate) fn check_literal(kind: LiteralKind, text: &str) -> Result<(), String> {
    if text.trim().is_empty() {
        return Err(format!(
            "expected an {} but the literal is empty",
            kind.word()
        ));
    }
    check_delimiters(text)
}

/// Brackets and quotes must balance: the part of MLIR's syntax every attribute and type
/// shares.
fn check_delimiters(text: &str) -> Result<(), String> {
    let mut stack = Vec::new();
    let mut chars = text.chars();
    let mut prev = ' ';
    while let Some(c) = chars.next() {
        let after_dash = prev == '-';
        prev = c;
        match c {
            '"' => {
                // Skip a string, with its escapes.
                let mut closed = false;
                while let Some(d) = chars.next() {
                    match d {
                        '\\' => {
                            chars.next();
                        }
                        '"' => {
                            closed = true;
                            break;
                        }
                        _ => {}
                    }
                }
                if !closed {
                    return Err("unterminated string".to_owned());
                }
            }
            '(' | '[' | '{' | '<' => stack.push(c),
            ')' | ']' | '}' | '>' => {
                let open = match c {
                    ')' => '(',
                    ']' => '[',
                    '}' => '{',
                    _ => '<',
                };
                // `->` in function types is not a closing bracket.
                if c == '>' && (after_dash || stack.last() != Some(&'<')) {
                    continue;
                }
                if stack.pop() != Some(open) {
                    return Err(format!("unbalanced `{c}`"));
                }
            }
            _ => {}
        }
    }
    match stack.last() {
        Some(open) => Err(format!("unclosed `{open}`")),
        None => Ok(()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn accepts_well_formed() {
        assert!(check_literal(LiteralKind::Attr, "1 : i32").is_ok());
        assert!(check_literal(LiteralKind::Attr, "\"a)\"").is_ok());
        assert!(check_literal(LiteralKind::Type, "(i32) -> f32").is_ok());
        assert!(check_literal(LiteralKind::Type, "tensor<4xf32>").is_ok());
        assert!(check_literal(LiteralKind::Type, "memref<(i32) -> f32>").is_ok());
    }

    #[test]
    fn rejects_malformed() {
        assert!(check_literal(LiteralKind::Attr, "").is_err());
        assert!(check_literal(LiteralKind::Type, "tensor<4xf32").is_err());
        assert!(check_literal(LiteralKind::Attr, "[1, 2)").is_err());
        assert!(check_literal(LiteralKind::Attr, "\"abc").is_err());
    }
}
