//! Literal types and attributes, normalized as MLIR prints them.

use super::ir::PdlLiteral;

/// Normalizes literal text with the runtime's parser and printer, which print types
/// and attributes as MLIR does (`1` becomes `1 : i64`).
#[derive(Default)]
pub(crate) struct Normalizer {
    ctx: pdll_runtime::Context,
}

impl Normalizer {
    pub(crate) fn attribute(&mut self, text: &str) -> PdlLiteral {
        let normalized = self
            .ctx
            .parse_attribute(text)
            .ok()
            .map(|a| self.ctx.attr_to_string(a));
        PdlLiteral {
            text: text.to_string(),
            normalized,
        }
    }

    pub(crate) fn type_(&mut self, text: &str) -> PdlLiteral {
        let normalized = self
            .ctx
            .parse_type(text)
            .ok()
            .map(|t| self.ctx.type_to_string(t));
        PdlLiteral {
            text: text.to_string(),
            normalized,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn normalizes_what_the_runtime_parses() {
        let mut n = Normalizer::default();
        let lit = n.type_("i32");
        assert_eq!((lit.text.as_str(), lit.printed()), ("i32", "i32"));
        let lit = n.attribute("1");
        assert_eq!(lit.text, "1");
        assert_eq!(lit.printed(), "1 : i64");
        // Text the runtime cannot parse is kept as written.
        let lit = n.attribute("[unbalanced");
        assert_eq!(lit.normalized, None);
        assert_eq!(lit.printed(), "[unbalanced");
    }
}
