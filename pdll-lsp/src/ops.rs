//! What the server knows about operations, for hovers and `op<` completion.
//!
//! An [`OpCatalog`] describes operations by name. Without ODS the server knows only the
//! operations the file itself names ([`ops_in_file`]). A document that includes `.td`
//! files gets an [`OdsCatalog`] of what they define, which adds summaries, operands,
//! results and attributes to op hovers and completion, and the `.td` place to
//! go-to-definition; a server-wide catalog plugs in through the same trait
//! ([`crate::Server::with_catalog`]) for documents without ODS.

use pdll_core::ods::{OdsContext, ValueGroup};
use pdll_core::sema::index::Index;
use pdll_core::source::SourceMap;
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

/// The operations that a document's `.td` includes define (its ODS context), made once
/// per analysis so that requests only look them up.
#[derive(Clone, Debug, Default)]
pub struct OdsCatalog {
    ops: BTreeMap<String, OpInfo>,
}

impl OdsCatalog {
    /// The catalog of `ods`, with definition places read from `sources` (where the
    /// `.td` files' texts are).
    pub fn from_ods(ods: &OdsContext, sources: &SourceMap) -> OdsCatalog {
        let group = |g: &ValueGroup| OpPart {
            name: g.name.clone(),
            constraint: match g.length.wrapper() {
                "" => g.constraint.clone(),
                w => format!("{w}<{}>", g.constraint),
            },
        };
        let non_empty = |s: &str| (!s.trim().is_empty()).then(|| s.trim().to_owned());
        let ops = ods
            .operations
            .values()
            .map(|op| {
                let source = sources.get(op.span.file).and_then(|f| {
                    let path = f.path.clone()?;
                    let (line, _) = f.line_col(op.span.start as usize);
                    Some(OpSource {
                        path,
                        line: line.saturating_sub(1) as u32,
                    })
                });
                let info = OpInfo {
                    name: op.name.clone(),
                    summary: non_empty(&op.summary),
                    description: non_empty(&op.description),
                    operands: op.operands.iter().map(group).collect(),
                    results: op.results.iter().map(group).collect(),
                    attributes: op
                        .attributes
                        .iter()
                        .map(|a| OpPart {
                            name: a.name.clone(),
                            constraint: a.constraint.clone(),
                        })
                        .collect(),
                    source,
                };
                (op.name.clone(), info)
            })
            .collect();
        OdsCatalog { ops }
    }

    /// Whether the document includes no ODS operation.
    pub fn is_empty(&self) -> bool {
        self.ops.is_empty()
    }
}

impl OpCatalog for OdsCatalog {
    fn op(&self, name: &str) -> Option<OpInfo> {
        self.ops.get(name).cloned()
    }

    fn names(&self) -> Vec<String> {
        self.ops.keys().cloned().collect()
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
    fn a_document_including_td_gets_its_ods_catalog() {
        use crate::analysis::Analysis;
        use pdll_core::syntax::{OpenFiles, ParseOptions};
        let td = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../pdll-core/tests/td");
        let options = ParseOptions {
            include_dirs: vec![td],
            ..ParseOptions::default()
        };
        let text = "#include \"mini.td\"\nPattern => erase op<mini.add>(a: Value, b: Value);\n";
        let a = Analysis::run("t.pdll", text, &options, &OpenFiles::new());
        assert!(!a.ods.is_empty(), "{:?}", a.diagnostics);
        let add = a.ods.op("mini.add").expect("mini.add is defined");
        assert_eq!(add.summary.as_deref(), Some("adds two integers"));
        assert_eq!(add.operands.len(), 2, "{add:?}");
        let source = add.source.clone().expect("a place in the .td file");
        assert!(source.path.ends_with("mini.td"), "{source:?}");
        assert_eq!(source.line, 71, "the line of `def Mini_AddOp` (0-based)");
        assert!(a.ods.names().contains(&"mini.add".to_owned()));
        let md = op_markdown("mini.add", Some(&add), 1);
        assert!(md.contains("adds two integers"), "{md}");
    }

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
