//! Prints the PDL IR as MLIR text, exactly as `mlir-pdll-19 -x=mlir` (or `mlir-opt-19`)
//! prints the `pdl` dialect with locations dropped: the pretty `pdl.` form with the
//! dialect prefix elided inside patterns, values numbered `%0, %1, ...` per pattern (a
//! multi-result op takes one number, its results are `%N#i`), and the spacing quirks
//! of MLIR's generated printers kept (e.g. the trailing space of `results of %2 `), so
//! that the text compares equal to MLIR's byte for byte.

use super::ir::{
    EntityKind, PdlModule, PdlOp, PdlOpKind, PdlPattern, PdlRewrite, PdlValueId, Replacement,
};
use std::fmt::Write;

impl PdlModule {
    /// The module as MLIR text: `module {`, each pattern, `}`, with a final newline.
    pub fn to_mlir_string(&self) -> String {
        let mut out = String::from("module {\n");
        for pattern in &self.patterns {
            print_pattern(pattern, &mut out);
        }
        out.push_str("}\n");
        out
    }
}

impl PdlPattern {
    /// The pattern as MLIR text (`pdl.pattern ... { ... }`, indented as inside a module).
    pub fn to_mlir_string(&self) -> String {
        let mut out = String::new();
        print_pattern(self, &mut out);
        out
    }
}

/// Writes `s` as an MLIR string literal: printable ASCII except `"` and `\` as is,
/// every other byte as `\XX` (upper-case hex), as `llvm::printEscapedString` does.
pub fn escape_string(s: &str) -> String {
    let mut out = String::with_capacity(s.len() + 2);
    out.push('"');
    for &b in s.as_bytes() {
        if (0x20..0x7f).contains(&b) && b != b'"' && b != b'\\' {
            out.push(b as char);
        } else {
            let _ = write!(out, "\\{b:02X}");
        }
    }
    out.push('"');
    out
}

/// True when `name` can be printed as a bare symbol (`@name`) rather than `@"name"`.
fn is_bare_identifier(name: &str) -> bool {
    let mut chars = name.chars();
    match chars.next() {
        Some(c) if c.is_ascii_alphabetic() || c == '_' => {}
        _ => return false,
    }
    chars.all(|c| c.is_ascii_alphanumeric() || matches!(c, '_' | '$' | '.'))
}

/// The printed names of a pattern's values, assigned in print order.
struct ValueNames {
    names: Vec<Option<String>>,
}

impl ValueNames {
    fn new(pattern: &PdlPattern) -> ValueNames {
        let mut names = vec![None; pattern.values.len()];
        let mut next = 0usize;
        let ops = pattern.match_ops.iter().chain(&pattern.rewrite.body);
        for &id in ops {
            let Some(op) = pattern.ops.get(id.0 as usize) else {
                continue;
            };
            match op.results.as_slice() {
                [] => continue,
                [one] => names[one.0 as usize] = Some(format!("%{next}")),
                many => {
                    for (i, v) in many.iter().enumerate() {
                        names[v.0 as usize] = Some(format!("%{next}#{i}"));
                    }
                }
            }
            next += 1;
        }
        ValueNames { names }
    }

    /// The name of a value; MLIR's placeholder for one no printed op defines.
    fn get(&self, id: PdlValueId) -> &str {
        self.names
            .get(id.0 as usize)
            .and_then(|n| n.as_deref())
            .unwrap_or("<<UNKNOWN SSA VALUE>>")
    }

    /// `%a, %b`
    fn list(&self, ids: &[PdlValueId]) -> String {
        ids.iter()
            .map(|&id| self.get(id))
            .collect::<Vec<_>>()
            .join(", ")
    }
}

/// `!pdl.value, !pdl.type`
fn type_list(pattern: &PdlPattern, ids: &[PdlValueId]) -> String {
    ids.iter()
        .map(|&id| value_type_text(pattern, id))
        .collect::<Vec<_>>()
        .join(", ")
}

/// The type of a value as MLIR text; a placeholder for an id the pattern lacks (the
/// printer never panics, even on IR built by hand with bad ids).
fn value_type_text(pattern: &PdlPattern, id: PdlValueId) -> String {
    pattern
        .values
        .get(id.0 as usize)
        .map_or_else(|| "<<UNKNOWN TYPE>>".to_string(), |v| v.ty.to_string())
}

/// `(%a, %b : !pdl.value, !pdl.type)`, the operand group of most pdl ops.
fn operand_group(pattern: &PdlPattern, names: &ValueNames, ids: &[PdlValueId]) -> String {
    format!("({} : {})", names.list(ids), type_list(pattern, ids))
}

fn print_pattern(pattern: &PdlPattern, out: &mut String) {
    let names = ValueNames::new(pattern);
    out.push_str("  pdl.pattern ");
    if let Some(name) = &pattern.name {
        if is_bare_identifier(name) {
            let _ = write!(out, "@{name} ");
        } else {
            let _ = write!(out, "@{} ", escape_string(name));
        }
    }
    let _ = writeln!(out, ": benefit({}) {{", pattern.benefit);
    for op in pattern
        .match_ops
        .iter()
        .filter_map(|id| pattern.ops.get(id.0 as usize))
    {
        print_op(pattern, &names, op, "    ", out);
    }
    print_rewrite(pattern, &names, &pattern.rewrite, out);
    out.push_str("  }\n");
}

fn print_rewrite(pattern: &PdlPattern, names: &ValueNames, rewrite: &PdlRewrite, out: &mut String) {
    let _ = write!(out, "    rewrite {}", names.get(rewrite.root));
    if let Some(external) = &rewrite.external {
        let _ = write!(out, " with {}", escape_string(&external.name));
        if !external.args.is_empty() {
            out.push_str(&operand_group(pattern, names, &external.args));
        }
        out.push('\n');
        return;
    }
    out.push_str(" {\n");
    for op in rewrite
        .body
        .iter()
        .filter_map(|id| pattern.ops.get(id.0 as usize))
    {
        print_op(pattern, names, op, "      ", out);
    }
    out.push_str("    }\n");
}

/// `: !pdl.attribute, !pdl.type` for the results of a native call (nothing if none).
fn native_results(pattern: &PdlPattern, op: &PdlOp) -> String {
    if op.results.is_empty() {
        String::new()
    } else {
        format!(" : {}", type_list(pattern, &op.results))
    }
}

fn print_op(pattern: &PdlPattern, names: &ValueNames, op: &PdlOp, indent: &str, out: &mut String) {
    out.push_str(indent);
    match op.results.as_slice() {
        [] => {}
        [one] => {
            let _ = write!(out, "{} = ", names.get(*one));
        }
        many => {
            // `%N:k = `: the first result's name without its `#0`.
            let first = names.get(many[0]);
            let base = first.split('#').next().unwrap_or(first);
            let _ = write!(out, "{base}:{} = ", many.len());
        }
    }
    out.push_str(op.kind.mnemonic());
    let text = match &op.kind {
        PdlOpKind::Operation {
            name,
            operands,
            attributes,
            result_types,
        } => {
            let mut s = String::new();
            if let Some(name) = name {
                let _ = write!(s, " {}", escape_string(name));
            }
            if !operands.is_empty() {
                s.push_str(&operand_group(pattern, names, operands));
            }
            // The attribute dictionary is a custom directive: always a space first.
            s.push(' ');
            if !attributes.is_empty() {
                let attrs: Vec<String> = attributes
                    .iter()
                    .map(|(n, v)| format!("{} = {}", escape_string(n), names.get(*v)))
                    .collect();
                let _ = write!(s, " {{{}}}", attrs.join(", "));
            }
            if !result_types.is_empty() {
                let _ = write!(s, " -> {}", operand_group(pattern, names, result_types));
            }
            s
        }
        PdlOpKind::Operand { ty } => match ty {
            Some(t) => format!(" : {}", names.get(*t)),
            None => String::new(),
        },
        PdlOpKind::Operands { types } => match types {
            Some(t) => format!(" : {}", names.get(*t)),
            None => String::new(),
        },
        PdlOpKind::Result { parent, index } => format!(" {index} of {}", names.get(*parent)),
        PdlOpKind::Results { parent, index } => match index {
            // The result type is printed only with an index (all results are a range).
            Some(i) => {
                let ty = op
                    .result()
                    .and_then(|r| pattern.values.get(r.0 as usize))
                    .map_or(EntityKind::ValueRange, |v| v.ty);
                format!(" {i} of {}  -> {ty}", names.get(*parent))
            }
            None => format!(" of {} ", names.get(*parent)),
        },
        PdlOpKind::Type { constant } => match constant {
            Some(c) => format!(" : {}", c.printed()),
            None => String::new(),
        },
        PdlOpKind::Types { constant } => match constant {
            Some(cs) => {
                let list: Vec<&str> = cs.iter().map(|c| c.printed()).collect();
                format!(" : [{}]", list.join(", "))
            }
            None => String::new(),
        },
        PdlOpKind::Attribute { value, value_type } => {
            let mut s = String::new();
            if let Some(t) = value_type {
                let _ = write!(s, " : {}", names.get(*t));
            }
            if let Some(v) = value {
                let _ = write!(s, " = {}", v.printed());
            }
            s
        }
        PdlOpKind::ApplyNativeConstraint {
            name,
            args,
            negated,
        } => {
            let mut s = format!(
                " {}{}{}",
                escape_string(name),
                operand_group(pattern, names, args),
                native_results(pattern, op)
            );
            if *negated {
                s.push_str(" {isNegated = true}");
            }
            s
        }
        PdlOpKind::ApplyNativeRewrite { name, args } => {
            let mut s = format!(" {}", escape_string(name));
            if !args.is_empty() {
                s.push_str(&operand_group(pattern, names, args));
            }
            s.push_str(&native_results(pattern, op));
            s
        }
        PdlOpKind::Range { elements } => {
            if elements.is_empty() {
                // The result type is printed only when it cannot be derived.
                let ty = op
                    .result()
                    .and_then(|r| pattern.values.get(r.0 as usize))
                    .map_or(EntityKind::ValueRange, |v| v.ty);
                format!(" : {ty}")
            } else {
                format!(
                    " {} : {} ",
                    names.list(elements),
                    type_list(pattern, elements)
                )
            }
        }
        PdlOpKind::Replace { op: replaced, with } => match with {
            Replacement::Op(new) => format!(" {} with {}", names.get(*replaced), names.get(*new)),
            Replacement::Values(values) => format!(
                " {} with{}",
                names.get(*replaced),
                operand_group(pattern, names, values)
            ),
        },
        PdlOpKind::Erase { op: erased } => format!(" {}", names.get(*erased)),
    };
    out.push_str(&text);
    out.push('\n');
}

#[cfg(test)]
mod tests {
    use super::super::builder::PatternBuilder;
    use super::super::ir::{PdlLiteral, PdlModule};
    use super::*;
    use crate::source::Span;

    #[test]
    fn strings_are_escaped_like_mlir() {
        assert_eq!(escape_string("a.b"), "\"a.b\"");
        assert_eq!(escape_string("x\n\"\\"), "\"x\\0A\\22\\5C\"");
        assert_eq!(escape_string("é"), "\"\\C3\\A9\"");
    }

    #[test]
    fn symbol_names() {
        assert!(is_bare_identifier("Foo_1.x$"));
        assert!(!is_bare_identifier("1x"));
        assert!(!is_bare_identifier("y z"));
        assert!(!is_bare_identifier(""));
    }

    /// Every op form, compared with what `mlir-opt-19` prints for the same IR (checked
    /// by hand with mlir-opt-19 --allow-unregistered-dialect).
    #[test]
    fn prints_every_form_like_mlir_opt() {
        let s = Span::call_site();
        let mut b = PatternBuilder::new();
        let t = b.type_(None, s);
        let a = b.attribute(None, Some(t), s);
        let ts = b.push_one(
            PdlOpKind::Types {
                constant: Some(vec![PdlLiteral::new("i32"), PdlLiteral::new("i64")]),
            },
            EntityKind::TypeRange,
            s,
        );
        let inner = b.operation(None, vec![], vec![("z".into(), a)], vec![ts], s);
        let r0 = b.push_one(
            PdlOpKind::Results {
                parent: inner,
                index: Some(0),
            },
            EntityKind::ValueRange,
            s,
        );
        b.push_one(
            PdlOpKind::Results {
                parent: inner,
                index: Some(1),
            },
            EntityKind::Value,
            s,
        );
        let root = b.operation(None, vec![r0], vec![], vec![], s);
        let c = b.push(
            PdlOpKind::ApplyNativeConstraint {
                name: "c".into(),
                args: vec![root],
                negated: false,
            },
            &[EntityKind::Attr, EntityKind::TypeRange],
            s,
        );
        b.push_none(
            PdlOpKind::ApplyNativeConstraint {
                name: "d".into(),
                args: vec![root],
                negated: true,
            },
            s,
        );
        b.begin_rewrite(root, s);
        let empty = b.push_one(
            PdlOpKind::Range { elements: vec![] },
            EntityKind::ValueRange,
            s,
        );
        let nt = b.push_one(
            PdlOpKind::ApplyNativeRewrite {
                name: "t".into(),
                args: vec![],
            },
            EntityKind::Type,
            s,
        );
        b.push_one(
            PdlOpKind::Range {
                elements: vec![nt, c[1]],
            },
            EntityKind::TypeRange,
            s,
        );
        let foo = b.operation(
            Some("foo".into()),
            vec![],
            vec![("a.b".into(), c[0]), ("c".into(), c[0])],
            vec![],
            s,
        );
        b.push_one(
            PdlOpKind::Results {
                parent: foo,
                index: None,
            },
            EntityKind::ValueRange,
            s,
        );
        b.push_one(
            PdlOpKind::Result {
                parent: foo,
                index: 2,
            },
            EntityKind::Value,
            s,
        );
        b.push_none(
            PdlOpKind::Replace {
                op: root,
                with: Replacement::Values(vec![empty]),
            },
            s,
        );
        b.push_none(
            PdlOpKind::Replace {
                op: root,
                with: Replacement::Op(foo),
            },
            s,
        );
        b.push_none(PdlOpKind::Erase { op: root }, s);
        let pattern = b.finish(Some("x".into()), 1, false, s).unwrap();
        let module = PdlModule {
            patterns: vec![pattern],
        };
        let expected = r#"module {
  pdl.pattern @x : benefit(1) {
    %0 = type
    %1 = attribute : %0
    %2 = types : [i32, i64]
    %3 = operation  {"z" = %1} -> (%2 : !pdl.range<type>)
    %4 = results 0 of %3  -> !pdl.range<value>
    %5 = results 1 of %3  -> !pdl.value
    %6 = operation(%4 : !pdl.range<value>) 
    %7:2 = apply_native_constraint "c"(%6 : !pdl.operation) : !pdl.attribute, !pdl.range<type>
    apply_native_constraint "d"(%6 : !pdl.operation) {isNegated = true}
    rewrite %6 {
      %8 = range : !pdl.range<value>
      %9 = apply_native_rewrite "t" : !pdl.type
      %10 = range %9, %7#1 : !pdl.type, !pdl.range<type> 
      %11 = operation "foo"  {"a.b" = %7#0, "c" = %7#0}
      %12 = results of %11 
      %13 = result 2 of %11
      replace %6 with(%8 : !pdl.range<value>)
      replace %6 with %11
      erase %6
    }
  }
}
"#;
        assert_eq!(module.to_mlir_string(), expected);
    }

    #[test]
    fn bad_ids_do_not_panic() {
        let s = Span::call_site();
        let mut b = PatternBuilder::new();
        let root = b.operation(Some("q".into()), vec![], vec![], vec![], s);
        b.begin_rewrite(root, s);
        b.push_none(PdlOpKind::Erase { op: PdlValueId(99) }, s);
        let mut p = b.finish(None, 0, false, s).unwrap();
        p.match_ops.push(super::super::ir::PdlOpId(42));
        let text = p.to_mlir_string();
        assert!(text.contains("erase <<UNKNOWN SSA VALUE>>"), "{text}");
    }

    #[test]
    fn anonymous_quoted_and_external() {
        let s = Span::call_site();
        let mut b = PatternBuilder::new();
        let root = b.operation(Some("q".into()), vec![], vec![], vec![], s);
        b.begin_rewrite(root, s);
        let mut p = b.finish(Some("y z".into()), 32767, false, s).unwrap();
        p.rewrite.external = Some(super::super::ir::ExternalRewrite {
            name: "ext".into(),
            args: vec![root],
        });
        let mut anon = p.clone();
        anon.name = None;
        anon.benefit = 0;
        anon.rewrite.external.as_mut().unwrap().args.clear();
        let module = PdlModule {
            patterns: vec![p, anon],
        };
        let expected = r#"module {
  pdl.pattern @"y z" : benefit(32767) {
    %0 = operation "q" 
    rewrite %0 with "ext"(%0 : !pdl.operation)
  }
  pdl.pattern : benefit(0) {
    %0 = operation "q" 
    rewrite %0 with "ext"
  }
}
"#;
        assert_eq!(module.to_mlir_string(), expected);
        assert_eq!(PdlModule::default().to_mlir_string(), "module {\n}\n");
    }
}
