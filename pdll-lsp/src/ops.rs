//! What the server knows about operations, for hovers and `op<` completion.
//!
//! An [`OpCatalog`] describes operations by name. Without ODS the server knows only the
//! operations the file itself names ([`ops_in_file`]); a catalog read from ODS (`.td`)
//! files plugs in through the same trait ([`crate::Server::with_catalog`]) and adds
//! summaries, operands, results and attributes to every op hover and completion.

use pdll_core::sema::index::Index;
use std::collections::BTreeMap;

/// One named operand, result or attribute of an operation.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OpPart {
    /// The name in the op's definition.
    pub name: String,
    /// Its constraint as the definition writes it, e.g. `AnyInteger`, `Variadic<AnyType>`.
    pub constraint: String,
}

/// Where an operation is defined (a `.td` file), for go-to-definition.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OpSource {
    /// The file.
    pub path: std::path::PathBuf,
    /// The 0-based line of the definition.
    pub line: u32,
}

/// What is known of one operation.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct OpInfo {
    /// The full name, e.g. `arith.addi`.
    pub name: String,
    /// A one-line summary.
    pub summary: Option<String>,
    /// A longer description (Markdown).
    pub description: Option<String>,
    /// The operands, in order.
    pub operands: Vec<OpPart>,
    /// The results, in order.
    pub results: Vec<OpPart>,
    /// The attributes.
    pub attributes: Vec<OpPart>,
    /// Where it is defined.
    pub source: Option<OpSource>,
}

/// A source of operation definitions (ODS, or nothing).
pub trait OpCatalog: Send {
    /// The operation named `name`, if the catalog defines it.
    fn op(&self, name: &str) -> Option<OpInfo>;
    /// The names of every operation the catalog defines (for completion).
    fn names(&self) -> Vec<String>;
}

/// The catalog of a server without ODS: it defines nothing.
#[derive(Clone, Copy, Debug, Default)]
pub struct NoCatalog;

impl OpCatalog for NoCatalog {
    fn op(&self, _: &str) -> Option<OpInfo> {
        None
    }

    fn names(&self) -> Vec<String> {
        Vec::new()
    }
}

/// The operation names a file writes, with how often each is written, sorted.
pub fn ops_in_file(index: &Index) -> BTreeMap<&str, usize> {
    let mut out = BTreeMap::new();
    for op in &index.op_names {
        *out.entry(op.name.as_str()).or_insert(0) += 1;
    }
    out
}

/// The Markdown of an op hover: the ODS description when the catalog has one, and
/// how often the file names it.
pub fn op_markdown(name: &str, info: Option<&OpInfo>, uses: usize) -> String {
    let mut out = format!("```pdll\nop<{name}>\n```\n");
    match info {
        Some(info) => {
            if let Some(summary) = &info.summary {
                out.push_str(&format!("\n{summary}\n"));
            }
            for (title, parts) in [
                ("Operands", &info.operands),
                ("Results", &info.results),
                ("Attributes", &info.attributes),
            ] {
                if !parts.is_empty() {
                    out.push_str(&format!("\n**{title}**\n"));
                    for p in parts {
                        out.push_str(&format!("- `{}`: `{}`\n", p.name, p.constraint));
                    }
                }
            }
            if let Some(description) = &info.description {
                out.push_str(&format!("\n{description}\n"));
            }
        }
        None => out.push_str("\nNo ODS definition loaded for this operation.\n"),
    }
    out.push_str(&format!(
        "\nNamed {uses} time{} in this file.",
        if uses == 1 { "" } else { "s" }
    ));
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn op_hover_shows_ods_parts_when_known() {
        let info = OpInfo {
            name: "arith.addi".into(),
            summary: Some("integer addition".into()),
            operands: vec![OpPart {
                name: "lhs".into(),
                constraint: "AnyInteger".into(),
            }],
            ..OpInfo::default()
        };
        let md = op_markdown("arith.addi", Some(&info), 2);
        assert!(
            md.contains("integer addition") && md.contains("- `lhs`: `AnyInteger`"),
            "{md}"
        );
        assert!(md.ends_with("Named 2 times in this file."), "{md}");
        let md = op_markdown("x.y", None, 1);
        assert!(md.contains("No ODS definition"), "{md}");
    }
}
