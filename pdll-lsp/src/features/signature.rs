//! Signature help in calls: the parameters of the constraint or rewrite being called,
//! with the one at the cursor active.
//!
//! The call is found in the text, not the syntax tree: while a call is being typed it
//! does not parse (`C(x, `), and the tree holds no call there. The callee is then
//! resolved through the index like any name.

use super::is_ident_char;
use crate::analysis::Analysis;
use pdll_core::sema::index::SymbolKind;
use std::ops::Range;

/// The signature of the callee, its parameters, and the one at the cursor.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SignatureHelp {
    /// The callee's signature (`Constraint C(a: Value)`).
    pub label: String,
    /// Where each parameter is in `label`, in bytes.
    pub parameters: Vec<Range<u32>>,
    /// The index of the parameter at the cursor (it may be past the last one).
    pub active_parameter: u32,
}

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
            start..start + text.len() as u32
        })
        .collect();
    Some(SignatureHelp {
        label,
        parameters,
        active_parameter: active,
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
        assert_eq!(help.label, "Constraint Same(a: Value, b: Value)");
        assert_eq!(help.active_parameter, 1);
        let b = &help.parameters[1];
        assert_eq!(&help.label[b.start as usize..b.end as usize], "b: Value");
    }
}
