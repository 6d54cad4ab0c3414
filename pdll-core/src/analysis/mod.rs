//! Pattern analysis: warnings about patterns that compile but look wrong.
//!
//! One entry point, [`analyze`] (or [`analyze_warnings`], which also says each
//! warning's [`WarningKind`]), run on a compiled set: the checked program, its PDL and
//! its merged matcher tree. Every warning is sound: it is reported only when it can be
//! shown from the set, never on a guess.
//!
//! | kind | what | module |
//! |---|---|---|
//! | `shadowed` | a pattern that can never fire, because another one matches every op it matches, is tried first and always rewrites the op away | `shadow` |
//! | `shadowed` | the same, by several patterns that split the pattern's ops between them by a count of operands or results | `cover` |
//! | `duplicate` | two patterns with the same checks and the same rewrite | `shadow` |
//! | `unused` | a constraint, rewrite, native declaration or `let` variable nothing refers to | `unused` |
//! | `recursion` | a pattern without `with recursion` whose rewrite creates an op it matches again | `recursion` |
//! | `recursion` | patterns that create ops the next one matches, in a cycle | `cycle` |
//!
//! The checks of each pattern are read off the merged tree (the path to its success
//! node, see `facts`), so "Q matches every op P matches" is implication between two
//! sets of the tree's own checks.
//!
//! **Silencing.** A comment `// pdll: allow(KIND, ...)` silences the warnings of those
//! kinds (`allow(all)`: all) about a pattern, declaration or `let` when it is on a line
//! of its own among the comment lines right before the item, or at the end of the line
//! the item starts on (after code: `Pattern P => erase op<a.x>; // pdll: allow(shadowed)`,
//! or after the `{` of a pattern's first line), where it applies to every item that
//! starts on that line. In `pdll!`, where `//` comments never reach the macro, write it
//! as a doc comment on the line before: `/// pdll: allow(shadowed)`.

mod cover;
mod cycle;
mod facts;
mod recursion;
mod rewrite;
mod shadow;
mod unused;

use crate::diag::Diagnostic;
use crate::matcher::{Answer, MatcherTree, PositionId, Question};
use crate::pdl::PdlModule;
use crate::sema::hir::Program;
use crate::source::{SourceKind, SourceMap, Span};
use facts::PatternFacts;
use std::fmt;

/// The text that starts a directive that silences warnings: `pdll: allow(`. Defined
/// by the syntax, which keeps such comments for the analysis to find.
pub use crate::syntax::ALLOW_DIRECTIVE as DIRECTIVE;

/// The kinds of warnings, each silenced by its name in a directive.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum WarningKind {
    /// A pattern that can never fire because another one always rewrites its ops
    /// first (`shadowed`).
    Shadowed,
    /// A pattern equal to another (`duplicate`).
    Duplicate,
    /// An unused constraint, rewrite, native declaration or `let` variable (`unused`).
    Unused,
    /// A pattern without `with recursion` that creates an op it matches again
    /// (`recursion`).
    Recursion,
}

impl WarningKind {
    /// Every kind.
    pub const ALL: [WarningKind; 4] = [
        WarningKind::Shadowed,
        WarningKind::Duplicate,
        WarningKind::Unused,
        WarningKind::Recursion,
    ];

    /// Its diagnostic code.
    pub fn code(self) -> crate::diag::Code {
        use crate::diag::Code;
        match self {
            WarningKind::Shadowed => Code::Shadowed,
            WarningKind::Duplicate => Code::Duplicate,
            WarningKind::Unused => Code::Unused,
            WarningKind::Recursion => Code::Recursion,
        }
    }

    /// The name used in `// pdll: allow(NAME)`.
    pub fn name(self) -> &'static str {
        match self {
            WarningKind::Shadowed => "shadowed",
            WarningKind::Duplicate => "duplicate",
            WarningKind::Unused => "unused",
            WarningKind::Recursion => "recursion",
        }
    }
}

impl fmt::Display for WarningKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// One warning of the analysis.
#[derive(Clone, Debug)]
pub struct Warning {
    /// Its kind.
    pub kind: WarningKind,
    /// The diagnostic ([`crate::diag::Severity::Warning`]).
    pub diagnostic: Diagnostic,
    /// The pattern, declaration or variable it is about: a directive on the lines
    /// before it silences the warning.
    subject: Span,
}

impl Warning {
    fn new(kind: WarningKind, subject: Span, diagnostic: Diagnostic) -> Warning {
        let diagnostic = diagnostic.with_code(kind.code()).with_note(format!(
            "`// pdll: allow({kind})` on the line before it or at the end of its first line \
             (`///` on the line before, in `pdll!`) silences this warning"
        ));
        Warning {
            kind,
            diagnostic,
            subject,
        }
    }
}

/// The warnings about a compiled pattern set, as diagnostics in source order.
/// `sources` is the map the program was parsed into (directives are read from it).
pub fn analyze(
    program: &Program,
    pdl: &PdlModule,
    tree: &MatcherTree,
    sources: &SourceMap,
) -> Vec<Diagnostic> {
    analyze_warnings(program, pdl, tree, sources)
        .into_iter()
        .map(|w| w.diagnostic)
        .collect()
}

/// As [`analyze`], with the kind of each warning.
pub fn analyze_warnings(
    program: &Program,
    pdl: &PdlModule,
    tree: &MatcherTree,
    sources: &SourceMap,
) -> Vec<Warning> {
    let Some(root) = facts::root_position(tree) else {
        // No pattern: only declarations and their variables to look at.
        return unused::check(&Input {
            program,
            pdl,
            tree,
            sources,
            facts: Vec::new(),
            root: PositionId(0),
        });
    };
    let input = Input {
        program,
        pdl,
        tree,
        sources,
        facts: facts::collect(tree),
        root,
    };
    let mut warnings = shadow::check(&input);
    warnings.extend(recursion::check(&input));
    warnings.extend(unused::check(&input));
    warnings.retain(|w| !allowed(sources, w.subject, w.kind));
    warnings.sort_by_key(|w| (w.diagnostic.span.file, w.diagnostic.span.start));
    warnings
}

/// True when a directive allows `kind` for `subject`: on the comment lines right
/// before the line `subject` starts on, or in a comment at the end of that line.
fn allowed(sources: &SourceMap, subject: Span, kind: WarningKind) -> bool {
    let Some(file) = sources.get(subject.file) else {
        return false;
    };
    let start = (subject.start as usize).min(file.text.len());
    let Some(before) = file.text.get(..start) else {
        return false;
    };
    let lists = |comment: &str| directive_lists(comment, kind);
    // A comment after code on the subject's own line (a token layout has no `//`
    // comments: `///` lines became doc attributes of the item after them).
    if file.kind == SourceKind::File {
        let rest = &file.text[start..];
        let line = rest.split('\n').next().unwrap_or(rest);
        if trailing_comment(line).is_some_and(lists) {
            return true;
        }
    }
    // The lines before the one the subject starts on, nearest first, while they are
    // comments (or, in a token layout, directive lines).
    let mut lines = before.lines().rev();
    if !before.ends_with('\n') {
        lines.next();
    }
    for line in lines {
        let Some(comment) = line.trim().strip_prefix("//") else {
            break;
        };
        if lists(comment) {
            return true;
        }
    }
    false
}

/// True when the comment text (after its `//`) has a directive whose list names
/// `kind` or `all`.
fn directive_lists(comment: &str, kind: WarningKind) -> bool {
    comment
        .find(DIRECTIVE)
        .map(|i| &comment[i + DIRECTIVE.len()..])
        .and_then(|rest| rest.split(')').next())
        .is_some_and(|list| {
            list.split(',')
                .map(str::trim)
                .any(|k| k == kind.name() || k == "all")
        })
}

/// The text after the `//` of the comment that ends `line`, which starts outside any
/// string or code block: a `//` inside a string literal (`"..."`) or a native code
/// block (`[{ ... }]`) starts no comment.
fn trailing_comment(line: &str) -> Option<&str> {
    let bytes = line.as_bytes();
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'"' => {
                // To the closing quote, past escaped characters.
                i += 1;
                while i < bytes.len() && bytes[i] != b'"' {
                    i += if bytes[i] == b'\\' { 2 } else { 1 };
                }
            }
            b'[' if bytes.get(i + 1) == Some(&b'{') => {
                // A code block that does not end on this line hides the rest of it.
                i += line[i..].find("}]")? + 1;
            }
            b'/' if bytes.get(i + 1) == Some(&b'/') => return line.get(i + 2..),
            _ => {}
        }
        i += 1;
    }
    None
}

/// What the analyses share.
struct Input<'a> {
    program: &'a Program,
    pdl: &'a PdlModule,
    tree: &'a MatcherTree,
    sources: &'a SourceMap,
    /// Per pattern, the facts the tree gives about it.
    facts: Vec<Option<PatternFacts<'a>>>,
    /// The matcher's root operation position.
    root: PositionId,
}

impl Input<'_> {
    /// The root op name pattern `i` checks, if it checks one.
    fn root_name(&self, i: usize) -> Option<&str> {
        match self
            .facts
            .get(i)?
            .as_ref()?
            .checks
            .get(&(self.root, Question::OperationName))
        {
            Some(Answer::OperationName(n)) => Some(n),
            _ => None,
        }
    }

    /// How messages name pattern `i`: `` `Name` ``, or where an anonymous one is.
    fn describe(&self, i: usize) -> String {
        let pattern = &self.pdl.patterns[i];
        match &pattern.name {
            Some(name) => format!("`{name}`"),
            None => match self.sources.location(pattern.span) {
                Some(loc) => format!("at line {}", loc.line),
                None => format!("#{} (anonymous)", i + 1),
            },
        }
    }

    /// The head of an item (a pattern or declaration) spanning `span`: up to its body
    /// (`{`, `=>`, `[{`) or its end, so that a warning does not underline a whole body.
    fn header(&self, span: Span) -> Span {
        let Some(file) = self.sources.get(span.file) else {
            return span;
        };
        let range = span.start as usize..(span.end as usize).min(file.text.len());
        let Some(text) = file.text.get(range) else {
            return span;
        };
        let cut = ["{", "=>", "["]
            .iter()
            .filter_map(|s| text.find(s))
            .min()
            .unwrap_or(text.len());
        let head = text[..cut].trim_end();
        if head.is_empty() {
            return span;
        }
        let end = span.start + head.len() as u32;
        // A layout's proc-macro spans cannot be cut: keep the first token's.
        let hi = if file.kind == SourceKind::Tokens || end != span.end {
            span.lo
        } else {
            span.hi
        };
        Span { end, hi, ..span }
    }
}

#[cfg(test)]
mod tests;
