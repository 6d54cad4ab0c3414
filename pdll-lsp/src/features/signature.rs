//! Signature help in calls: the parameters of the constraint or rewrite being called,
//! with the one at the cursor active.
//!
//! The call is found in the text, not the syntax tree: while a call is being typed it
//! does not parse (`C(x, `), and the tree holds no call there. The callee is then
//! resolved through the index like any name.

use super::is_ident_char;
use crate::analysis::Analysis;
use lsp_types::{ParameterInformation, ParameterLabel, SignatureHelp, SignatureInformation};
use pdll_core::sema::index::SymbolKind;

/// The callee name and the index of the argument at `offset`, when `offset` is inside
/// the parentheses of a call.
fn call_at(text: &str, offset: usize) -> Option<(&str, u32)> {
    let bytes = text.as_bytes();
    let mut depth = 0usize;
    let mut commas = 0u32;
    let mut i = offset.min(text.len());
    while i > 0 {
        i -= 1;
        match bytes[i] {
            b')' | b']' | b'}' => depth += 1,
            b'(' | b'[' | b'{' if depth > 0 => depth -= 1,
            b'(' => {
                let name_end = text[..i].trim_end().len();
                let name_start = text[..name_end]
                    .rfind(|c: char| !is_ident_char(c))
                    .map_or(0, |j| j + 1);
                let name = &text[name_start..name_end];
                return (!name.is_empty() && !name.starts_with(|c: char| c.is_ascii_digit()))
                    .then_some((name, commas));
            }
            b'[' | b'{' | b';' => return None,
            b',' if depth == 0 => commas += 1,
            _ => {}
        }
    }
    None
}

/// Signature help at `offset`.
pub fn signature_help(a: &Analysis, offset: u32) -> Option<SignatureHelp> {
    let (name, active) = call_at(a.text(a.main), offset as usize)?;
    let symbol = a.index.symbols.iter().rfind(|s| {
        matches!(s.kind, SymbolKind::Constraint | SymbolKind::Rewrite)
            && s.name.as_deref() == Some(name)
            && (s.name_span.file != a.main || s.name_span.end <= offset)
    })?;
    let label = symbol.signature();
    let parameters = symbol
        .params
        .iter()
        .map(|p| {
            let text = format!("{}: {}", p.name, p.ty);
            let start = label.find(&text).unwrap_or(0) as u32;
            ParameterInformation {
                label: ParameterLabel::LabelOffsets([start, start + text.len() as u32]),
                documentation: None,
            }
        })
        .collect();
    Some(SignatureHelp {
        signatures: vec![SignatureInformation {
            label,
            documentation: None,
            parameters: Some(parameters),
            active_parameter: Some(active),
        }],
        active_signature: Some(0),
        active_parameter: Some(active),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::features::test_support::at_cursor;

    #[test]
    fn finds_the_call_and_the_argument() {
        assert_eq!(call_at("C(a, op<x.y>(b, c), |", 21), Some(("C", 2)));
        assert_eq!(call_at("foo (x", 6), Some(("foo", 0)));
        assert_eq!(call_at("let x = (a, b", 13), None);
        assert_eq!(call_at("{ C(x); }", 8), None);
    }

    #[test]
    fn while_a_call_is_typed() {
        let (a, offset) = at_cursor(
            "Constraint Same(a: Value, b: Value);\nPattern { let r = op<t.x>(x: Value, y: Value); Same(x, |\n erase r; }",
        );
        let help = signature_help(&a, offset).unwrap();
        let sig = &help.signatures[0];
        assert_eq!(sig.label, "Constraint Same(a: Value, b: Value)");
        assert_eq!(help.active_parameter, Some(1));
        let Some(ParameterLabel::LabelOffsets([s, e])) =
            sig.parameters.as_ref().map(|p| p[1].label.clone())
        else {
            panic!("offsets")
        };
        assert_eq!(&sig.label[s as usize..e as usize], "b: Value");
    }
}
