//! Readable dumps of a [`MatcherTree`]: indented text and Graphviz.
//!
//! Positions print as paths from the matcher root: `root.operand[0].defining_op`,
//! `root.attr["value"]`, `root.result[0].type`; a user op reached through uses prints
//! as `root.operand[0].users[each#1]`. Each success names its pattern and, when the
//! pattern came from a file, `file:line`.

use super::tree::{Answer, MatcherTree, Node, Position, PositionId, Question};
use crate::pdl::PdlModule;
use crate::source::SourceMap;
use std::fmt::Write;

impl MatcherTree {
    /// The position `id` as a path from the root (e.g. `root.operand[1].defining_op`).
    pub fn position_name(&self, id: PositionId) -> String {
        match self.position(id) {
            Position::Operation { parent: None, .. } => "root".to_string(),
            Position::Operation {
                parent: Some(p), ..
            } => match self.position(*p) {
                Position::ForEach { .. } => self.position_name(*p),
                _ => format!("{}.defining_op", self.position_name(*p)),
            },
            Position::Operand { op, index } => {
                format!("{}.operand[{index}]", self.position_name(*op))
            }
            Position::OperandGroup {
                op,
                group,
                variadic,
            } => group_name(&self.position_name(*op), "operand", *group, *variadic),
            Position::Attribute { op, name } => {
                format!("{}.attr[{name:?}]", self.position_name(*op))
            }
            Position::ConstraintResult { constraint, index } => {
                format!(
                    "{}#{}.result[{index}]",
                    self.constraint(*constraint).name,
                    constraint.0
                )
            }
            Position::Result { op, index } => {
                format!("{}.result[{index}]", self.position_name(*op))
            }
            Position::ResultGroup {
                op,
                group,
                variadic,
            } => group_name(&self.position_name(*op), "result", *group, *variadic),
            Position::Type { parent } => format!("{}.type", self.position_name(*parent)),
            Position::AttributeLiteral { value } => format!("attr<{value:?}>"),
            Position::TypeLiteral { value } => format!("type<{:?}>", value.to_string()),
            Position::Users {
                value,
                use_representative,
            } => {
                let value = self.position_name(*value);
                if *use_representative {
                    format!("{value}.first_users")
                } else {
                    format!("{value}.users")
                }
            }
            Position::ForEach { users, id } => {
                format!("{}[each#{id}]", self.position_name(*users))
            }
        }
    }

    /// A question with its expected answer, e.g. `root.operand_count == 2`.
    pub fn predicate_text(
        &self,
        position: PositionId,
        question: Question,
        answer: &Answer,
    ) -> String {
        let pos = self.position_name(position);
        match question {
            Question::IsNotNull => format!("{pos} is not null"),
            Question::OperationName => format!("{pos}.name == {answer}"),
            Question::TypeValue | Question::AttributeValue => format!("{pos} == {answer}"),
            Question::OperandCountAtLeast => format!("{pos}.operand_count >= {answer}"),
            Question::OperandCount => format!("{pos}.operand_count == {answer}"),
            Question::ResultCountAtLeast => format!("{pos}.result_count >= {answer}"),
            Question::ResultCount => format!("{pos}.result_count == {answer}"),
            Question::EqualTo(other) => format!("{pos} == {}", self.position_name(other)),
            Question::Constraint(c) => self.constraint_text(c),
        }
    }

    /// What a switch on `question` at `position` looks at, e.g. `root.name`.
    fn switch_subject(&self, position: PositionId, question: Question) -> String {
        let pos = self.position_name(position);
        match question {
            Question::OperationName => format!("{pos}.name"),
            Question::OperandCount => format!("{pos}.operand_count"),
            Question::OperandCountAtLeast => format!("{pos}.operand_count (at least)"),
            Question::ResultCount => format!("{pos}.result_count"),
            Question::ResultCountAtLeast => format!("{pos}.result_count (at least)"),
            _ => pos,
        }
    }

    fn constraint_text(&self, c: super::tree::ConstraintId) -> String {
        let q = self.constraint(c);
        let args: Vec<String> = q.args.iter().map(|&a| self.position_name(a)).collect();
        let mut text = format!(
            "{}{}#{}({})",
            if q.negated { "not " } else { "" },
            q.name,
            c.0,
            args.join(", ")
        );
        if !q.result_types.is_empty() {
            let tys: Vec<String> = q.result_types.iter().map(|t| t.to_string()).collect();
            let _ = write!(text, " -> ({})", tys.join(", "));
        }
        text
    }

    /// The text of a success line: pattern name, index, benefit and source line.
    fn success_text(
        &self,
        module: &PdlModule,
        sources: &SourceMap,
        pattern: usize,
        benefit: u16,
    ) -> String {
        let names = module.pattern_names();
        let name = names
            .get(pattern)
            .cloned()
            .unwrap_or_else(|| format!("#{pattern}"));
        let mut text = format!("success {name} (pattern {pattern}, benefit {benefit})");
        if let Some(p) = module.patterns.get(pattern) {
            if let Some(loc) = sources.location(p.span) {
                let file = std::path::Path::new(&loc.file)
                    .file_name()
                    .map_or(loc.file.clone(), |f| f.to_string_lossy().into_owned());
                let _ = write!(text, " at {file}:{}", loc.line);
            }
        }
        text
    }

    /// The tree as indented text, one node per line; `module` supplies the pattern
    /// names, and `sources` (the map the patterns were parsed into) their source lines.
    pub fn dump_text(&self, module: &PdlModule, sources: &SourceMap) -> String {
        let mut out = String::new();
        self.text_nodes(module, sources, &self.root, 0, &mut out);
        out
    }

    fn text_nodes(
        &self,
        module: &PdlModule,
        sources: &SourceMap,
        nodes: &[Node],
        indent: usize,
        out: &mut String,
    ) {
        for node in nodes {
            let pad = "  ".repeat(indent);
            match node {
                Node::Switch {
                    position,
                    question,
                    cases,
                } => {
                    let _ = writeln!(
                        out,
                        "{pad}switch {}",
                        self.switch_subject(*position, *question)
                    );
                    for (answer, then) in cases {
                        let op = if question.is_at_least() { ">= " } else { "" };
                        let _ = writeln!(out, "{pad}  case {op}{answer}:");
                        self.text_nodes(module, sources, then, indent + 2, out);
                    }
                }
                Node::Bool {
                    position,
                    question,
                    answer,
                    then,
                } => {
                    let _ = writeln!(
                        out,
                        "{pad}if {}",
                        self.predicate_text(*position, *question, answer)
                    );
                    self.text_nodes(module, sources, then, indent + 1, out);
                }
                Node::ForEach { position, body } => {
                    let _ = writeln!(out, "{pad}for each {}", self.position_name(*position));
                    self.text_nodes(module, sources, body, indent + 1, out);
                }
                Node::Success(s) => {
                    let _ = writeln!(
                        out,
                        "{pad}{}",
                        self.success_text(module, sources, s.pattern, s.benefit)
                    );
                    let captures: Vec<String> = s
                        .captures
                        .iter()
                        .map(|c| format!("%{}={}", c.value.0, self.position_name(c.position)))
                        .collect();
                    if !captures.is_empty() {
                        let _ = writeln!(out, "{pad}  captures {}", captures.join(", "));
                    }
                }
                Node::Exit => {
                    let _ = writeln!(out, "{pad}exit");
                }
            }
        }
    }

    /// The tree as a Graphviz `digraph`: solid edges lead into a case, dashed edges to
    /// the node run next. `module` and `sources` are as for [`MatcherTree::dump_text`].
    pub fn dump_dot(&self, module: &PdlModule, sources: &SourceMap) -> String {
        let mut out =
            String::from("digraph matcher {\n  node [shape=box, fontname=\"monospace\"];\n");
        let mut counter = 0usize;
        self.dot_nodes(module, sources, &self.root, None, &mut counter, &mut out);
        out.push_str("}\n");
        out
    }

    /// Emits a sequence; `entry` is the (node, label) edge into its first node.
    fn dot_nodes(
        &self,
        module: &PdlModule,
        sources: &SourceMap,
        nodes: &[Node],
        entry: Option<(usize, String)>,
        counter: &mut usize,
        out: &mut String,
    ) {
        let mut previous: Option<usize> = None;
        for node in nodes {
            let id = *counter;
            *counter += 1;
            let label = match node {
                Node::Switch {
                    position, question, ..
                } => format!("switch {}", self.switch_subject(*position, *question)),
                Node::Bool {
                    position,
                    question,
                    answer,
                    ..
                } => format!("if {}", self.predicate_text(*position, *question, answer)),
                Node::ForEach { position, .. } => {
                    format!("for each {}", self.position_name(*position))
                }
                Node::Success(s) => self.success_text(module, sources, s.pattern, s.benefit),
                Node::Exit => "exit".to_string(),
            };
            let shape = match node {
                Node::Success(_) => ", shape=ellipse, style=bold",
                Node::Exit => ", shape=doublecircle",
                _ => "",
            };
            let _ = writeln!(out, "  n{id} [label={}{shape}];", dot_string(&label));
            match (previous, &entry) {
                (Some(p), _) => {
                    let _ = writeln!(out, "  n{p} -> n{id} [style=dashed];");
                }
                (None, Some((parent, label))) => {
                    let _ = writeln!(out, "  n{parent} -> n{id} [label={}];", dot_string(label));
                }
                (None, None) => {}
            }
            previous = Some(id);
            match node {
                Node::Switch {
                    question, cases, ..
                } => {
                    for (answer, then) in cases {
                        let op = if question.is_at_least() { ">= " } else { "" };
                        self.dot_nodes(
                            module,
                            sources,
                            then,
                            Some((id, format!("{op}{answer}"))),
                            counter,
                            out,
                        );
                    }
                }
                Node::Bool { then, .. } => self.dot_nodes(
                    module,
                    sources,
                    then,
                    Some((id, "yes".into())),
                    counter,
                    out,
                ),
                Node::ForEach { body, .. } => self.dot_nodes(
                    module,
                    sources,
                    body,
                    Some((id, "each".into())),
                    counter,
                    out,
                ),
                Node::Success(_) | Node::Exit => {}
            }
        }
    }
}

fn group_name(op: &str, what: &str, group: Option<u32>, variadic: bool) -> String {
    match (group, variadic) {
        (None, _) => format!("{op}.{what}s"),
        (Some(g), true) => format!("{op}.{what}s[{g}..]"),
        (Some(g), false) => format!("{op}.{what}_group[{g}]"),
    }
}

/// A Graphviz double-quoted string.
fn dot_string(s: &str) -> String {
    let mut out = String::with_capacity(s.len() + 2);
    out.push('"');
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::matcher::tree::{ConstraintId, ConstraintQuestion, TypeLiteral};
    use crate::pdl::EntityKind;

    /// A tree holding one position of every kind, in dependency order.
    fn tree() -> MatcherTree {
        let p = PositionId;
        MatcherTree {
            positions: vec![
                Position::Operation {
                    parent: None,
                    depth: 0,
                },
                Position::Operand { op: p(0), index: 1 },
                Position::Operation {
                    parent: Some(p(1)),
                    depth: 1,
                },
                Position::OperandGroup {
                    op: p(2),
                    group: Some(2),
                    variadic: true,
                },
                Position::ResultGroup {
                    op: p(0),
                    group: None,
                    variadic: true,
                },
                Position::Attribute {
                    op: p(0),
                    name: "k".into(),
                },
                Position::Type { parent: p(4) },
                Position::Users {
                    value: p(1),
                    use_representative: true,
                },
                Position::ForEach { users: p(7), id: 3 },
                Position::Operation {
                    parent: Some(p(8)),
                    depth: 1,
                },
                Position::ConstraintResult {
                    constraint: ConstraintId(0),
                    index: 0,
                },
                Position::TypeLiteral {
                    value: TypeLiteral::List(vec!["i32".into(), "f32".into()]),
                },
                Position::AttributeLiteral {
                    value: "\"s\"".into(),
                },
                Position::OperandGroup {
                    op: p(0),
                    group: Some(1),
                    variadic: false,
                },
            ],
            constraints: vec![ConstraintQuestion {
                name: "C".into(),
                args: vec![p(2)],
                result_types: vec![EntityKind::Type],
                negated: true,
            }],
            patterns: Vec::new(),
            root: Vec::new(),
        }
    }

    #[test]
    fn positions_print_as_paths() {
        let t = tree();
        let names: Vec<String> = (0..t.positions.len())
            .map(|i| t.position_name(PositionId(i as u32)))
            .collect();
        assert_eq!(
            names,
            [
                "root",
                "root.operand[1]",
                "root.operand[1].defining_op",
                "root.operand[1].defining_op.operands[2..]",
                "root.results",
                "root.attr[\"k\"]",
                "root.results.type",
                "root.operand[1].first_users",
                "root.operand[1].first_users[each#3]",
                "root.operand[1].first_users[each#3]",
                "C#0.result[0]",
                "type<\"[i32, f32]\">",
                "attr<\"\\\"s\\\"\">",
                "root.operand_group[1]",
            ]
        );
    }

    #[test]
    fn predicates_print_with_their_answers() {
        let t = tree();
        let p = PositionId;
        assert_eq!(
            t.predicate_text(p(0), Question::OperandCountAtLeast, &Answer::Count(2)),
            "root.operand_count >= 2"
        );
        assert_eq!(
            t.predicate_text(p(2), Question::Constraint(ConstraintId(0)), &Answer::True),
            "not C#0(root.operand[1].defining_op) -> (!pdl.type)"
        );
        assert_eq!(
            t.predicate_text(p(1), Question::EqualTo(p(13)), &Answer::True),
            "root.operand[1] == root.operand_group[1]"
        );
    }

    #[test]
    fn graphviz_escapes_labels() {
        let mut t = tree();
        t.root = vec![
            Node::Bool {
                position: PositionId(0),
                question: Question::OperationName,
                answer: Answer::OperationName("a.b".into()),
                then: vec![],
            },
            Node::Exit,
        ];
        let dot = t.dump_dot(&PdlModule::default(), &SourceMap::new());
        assert!(
            dot.contains(r#"n0 [label="if root.name == \"a.b\""];"#),
            "{dot}"
        );
        assert!(dot.contains("n0 -> n1 [style=dashed];"), "{dot}");
        assert_eq!(
            t.dump_text(&PdlModule::default(), &SourceMap::new()),
            "if root.name == \"a.b\"\nexit\n"
        );
    }
}
