//! Turning chumsky's errors into diagnostics in a PDLL user's words.

use super::*;
use crate::diag::Code;
use chumsky::error::{RichPattern, RichReason};

/// Converts a chumsky error into a diagnostic in a PDLL user's words.
pub(super) fn to_diagnostic(tokens: &Tokens, err: &Rich<'_, Tok>) -> Diagnostic {
    at_end_of_input(tokens, describe(tokens, err))
}

/// An error found at the end of a file (a missing `;`, `}` or `)`) is reported at the
/// end of the input, where mlir-pdll reports it, with a label where the token belongs
/// (rustc's place for it, and the help's, which becomes the label).
fn at_end_of_input(tokens: &Tokens, diag: Diagnostic) -> Diagnostic {
    let Some(end) = tokens.end_of_input else {
        return diag;
    };
    if !diag.message.ends_with("found end of input")
        || diag.span.file != end.file
        || diag.span.start == end.start
    {
        return diag;
    }
    let help = diag.helps().next().map(str::to_owned);
    // Without a help, "expected `)`, found end of input" says which token to add.
    let expected_token = || {
        let rest = diag.message.strip_prefix("expected `")?;
        Some(format!("add `{}` here", &rest[..rest.find('`')?]))
    };
    let mut moved = Diagnostic::error(end, diag.message.clone());
    moved.code = diag.code;
    if let Some(label) = help.clone().or_else(expected_token) {
        moved = moved.with_label(diag.span, label);
    }
    moved.labels.extend(diag.labels);
    moved.notes = diag
        .notes
        .into_iter()
        .filter(|n| help.as_deref().is_none_or(|h| !n.ends_with(h)))
        .collect();
    moved
}

/// The diagnostic of a chumsky error, where the grammar failed.
fn describe(tokens: &Tokens, err: &Rich<'_, Tok>) -> Diagnostic {
    let span = decode_span(tokens, *err.span());
    match err.reason() {
        RichReason::Custom(message) => name_unclosed(
            tokens,
            err.span().start,
            &[],
            custom_diagnostic(span, message),
        ),
        RichReason::ExpectedFound { expected, found } => {
            // chumsky leaves `found` empty for some failures inside the input; the
            // token at the error's start is then the one found.
            let at = err.span().start;
            let found = match found.as_deref() {
                Some(tok) if !matches!(tok, Tok::Missing(_)) => tok.to_string(),
                _ => match tokens.toks.get(at).filter(|_| at & ENCODED == 0) {
                    // At a closer missing from the text, what the user sees next is
                    // the token after it.
                    Some(Tok::Missing(_)) => tokens.toks[at..]
                        .iter()
                        .find(|t| !matches!(t, Tok::Missing(_)))
                        .map_or_else(|| "end of input".to_owned(), Tok::to_string),
                    Some(tok) => tok.to_string(),
                    None => "end of input".to_owned(),
                },
            };
            let expected_names: Vec<String> = expected
                .iter()
                .map(|p| match p {
                    RichPattern::Token(t) => t.to_string(),
                    RichPattern::Label(l) => l.to_string(),
                    _ => String::new(),
                })
                .collect();
            let mut names: Vec<String> = expected
                .iter()
                .filter_map(|p| match p {
                    RichPattern::Token(t) => Some(t.to_string()),
                    RichPattern::Label(l) => Some(l.to_string()),
                    RichPattern::Identifier(i) => Some(format!("`{i}`")),
                    RichPattern::EndOfInput => Some("end of input".to_owned()),
                    RichPattern::Any | RichPattern::SomethingElse => None,
                })
                .collect();
            // Inside a group left unclosed in the text, where its closer would do, that
            // closer is what is missing: say only that.
            // (A `;` that ends a statement comes first, as in mlir-pdll: the closer is
            // then reported on its own.)
            let semi_first = names.iter().any(|n| n.starts_with("`;` after"));
            if let Some(close) = unclosed_closer(tokens, at).filter(|_| !semi_first) {
                let close = format!("`{close}`");
                if at_missing(tokens, at) || names.iter().any(|n| n.starts_with(&close)) {
                    names.retain(|n| n.starts_with(&close));
                    if names.is_empty() {
                        names.push(close);
                    }
                }
            }
            // `)` after X and `)` after Y: just `)`.
            for name in &mut names {
                if let Some(rest) = name.strip_prefix('`') {
                    if let Some(end) = rest.find('`') {
                        if name.len() > end + 2
                            && names_share_token(&expected_names, &name[..end + 2])
                        {
                            name.truncate(end + 2);
                        }
                    }
                }
            }
            names.sort();
            names.dedup();
            // After a complete statement or construct, what is missing is almost
            // always the token that ends it (`;` after statement, `with` after root
            // operation): say only that, as mlir-pdll does. Where an expression could
            // also start, keep the full list.
            let ends: Vec<String> = names
                .iter()
                .filter(|n| n.starts_with('`') && n.contains("` after "))
                .cloned()
                .collect();
            if !ends.is_empty() && !names.iter().any(|n| n == "expression") {
                names = ends;
            }
            let message = match names.len() {
                0 => format!("unexpected {found}"),
                1 => format!("expected {}, found {found}", names[0]),
                _ => {
                    let last = names.pop().expect("at least two");
                    format!("expected {} or {last}, found {found}", names.join(", "))
                }
            };
            let diag = match names.as_slice() {
                [only] if only.starts_with("`;`") && at & ENCODED == 0 => {
                    missing_semicolon(tokens, at, message)
                }
                _ if matches!(tokens.toks.get(at), Some(Tok::Missing(_))) => {
                    Diagnostic::error(tokens.spans[at], message)
                        .with_code(crate::diag::Code::Syntax)
                }
                _ => Diagnostic::error(span, message).with_code(crate::diag::Code::Syntax),
            };
            // The unclosed group gets its own error after the missing `;`.
            let diag = if semi_first {
                diag
            } else {
                name_unclosed(tokens, at, &names, diag)
            };
            match tokens.toks.get(at).filter(|_| at & ENCODED == 0) {
                Some(Tok::Punct('\'', _)) => diag.with_note(
                    "PDLL has no `'`; PDLL text is read by Rust's tokenizer, where `'` starts a \
                     character literal or a lifetime",
                ),
                Some(Tok::Invalid(_)) => diag.with_note(
                    "PDLL literals are strings (`\"...\"`) and decimal integers without a suffix",
                ),
                _ => diag,
            }
        }
    }
}

/// A missing `;` before token `at`: reported just after the previous token, where it
/// belongs, as rustc does (the next token is often on the following line, and pointing
/// there reads as if that token were wrong).
pub(super) fn missing_semicolon(tokens: &Tokens, at: usize, message: String) -> Diagnostic {
    Diagnostic::error(tokens.span_of(at, at), message)
        .with_code(crate::diag::Code::MissingSemicolon)
        .with_help("add `;` here")
}

/// The closing character of the innermost group around token `at` whose closer is
/// missing from the text.
fn unclosed_closer(tokens: &Tokens, at: usize) -> Option<char> {
    innermost_unclosed(tokens, at).map(|(_, d)| d.chars().1)
}

/// The innermost group around token `at` whose closer is missing from the text: its
/// opening token and delimiter.
fn innermost_unclosed(tokens: &Tokens, at: usize) -> Option<(usize, Delim)> {
    if at & ENCODED != 0 {
        return None;
    }
    let &(open, missing) = tokens
        .unclosed
        .iter()
        .filter(|&&(open, missing)| open < at && at <= missing)
        .max_by_key(|&&(open, _)| open)?;
    match tokens.toks[missing] {
        Tok::Missing(d) => Some((open, d)),
        _ => None,
    }
}

/// Whether token `at` is a closer missing from the text.
fn at_missing(tokens: &Tokens, at: usize) -> bool {
    at & ENCODED == 0 && matches!(tokens.toks.get(at), Some(Tok::Missing(_)))
}

/// Adds a label at the opener a failure at token `at` is about: the innermost group
/// around it left unclosed in the text, when the grammar failed at its missing closer
/// or expected that closer; or the `<` of an unclosed `op<...` or `Value<...` when
/// a `>` was expected.
fn name_unclosed(tokens: &Tokens, at: usize, names: &[String], diag: Diagnostic) -> Diagnostic {
    if at & ENCODED != 0 {
        return diag;
    }
    let expects = |c: char| names.iter().any(|n| n.starts_with(&format!("`{c}`")));
    if let Some((open, d)) = innermost_unclosed(tokens, at) {
        let (open_char, close_char) = d.chars();
        if at_missing(tokens, at) || expects(close_char) {
            return diag.with_label(
                tokens.spans[open],
                format!("this `{open_char}` is never closed"),
            );
        }
    }
    // A `>` later in the statement closes the `<` (`Value<a + a>`): not unclosed.
    let closed_later = tokens.toks[at.min(tokens.toks.len())..]
        .iter()
        .take_while(|t| !matches!(t, Tok::Punct(';', _) | Tok::Open(_) | Tok::Close(_)))
        .any(|t| matches!(t, Tok::Punct('>', _)));
    if expects('>') && !closed_later {
        let angle = tokens.toks[..at.min(tokens.toks.len())]
            .iter()
            .rposition(|t| {
                matches!(
                    t,
                    Tok::Punct('<' | ';', _) | Tok::Open(_) | Tok::Close(_) | Tok::Missing(_)
                )
            })
            .filter(|&i| matches!(tokens.toks[i], Tok::Punct('<', _)));
        if let Some(i) = angle {
            return diag.with_label(tokens.spans[i], "this `<` is never closed");
        }
    }
    diag
}

/// Errors for the groups left unclosed in the text that no grammar error named (the
/// grammar failed earlier in the group, and recovery skipped the rest): each is
/// reported at its missing closer.
pub(super) fn unreported_unclosed(tokens: &Tokens, diags: &[Diagnostic]) -> Vec<Diagnostic> {
    tokens
        .unclosed
        .iter()
        .filter(|&&(open, _)| {
            let open = tokens.spans[open];
            !diags
                .iter()
                .any(|d| d.labels.iter().any(|l| l.span == open))
        })
        .filter_map(|&(open, missing)| {
            let Tok::Missing(d) = tokens.toks[missing] else {
                return None;
            };
            let (open_char, close_char) = d.chars();
            Some(
                Diagnostic::error(
                    tokens.spans[missing],
                    format!("unclosed delimiter `{open_char}`"),
                )
                .with_code(crate::diag::Code::Delimiter)
                .with_label(
                    tokens.spans[open],
                    format!("this `{open_char}` is never closed"),
                )
                .with_help(format!("add `{close_char}` here")),
            )
        })
        .collect()
}

/// Whether more than one expected item starts with the token `prefix`.
fn names_share_token(names: &[String], prefix: &str) -> bool {
    names.iter().filter(|n| n.starts_with(prefix)).count() > 1
}

/// Custom errors carry an optional help after a `\n--help: ` marker and their code
/// after a `\n--code: ` one ([`coded`]); without one, a syntax error.
fn custom_diagnostic(span: Span, message: &str) -> Diagnostic {
    let (message, code) = match message.split_once(CODE_MARK) {
        Some((message, code)) => (message, Code::parse(code).unwrap_or(Code::Syntax)),
        None => (message, Code::Syntax),
    };
    match message.split_once(HELP_MARK) {
        Some((message, help)) => Diagnostic::error(span, message)
            .with_code(code)
            .with_help(help),
        None => Diagnostic::error(span, message).with_code(code),
    }
}

/// The message of a custom error whose diagnostic gets `code` (chumsky's custom errors
/// carry only text).
pub(super) fn coded(code: Code, message: impl std::fmt::Display) -> String {
    format!("{message}{CODE_MARK}{code}")
}

const CODE_MARK: &str = "\n--code: ";

pub(super) const HELP_MARK: &str = "\n--help: ";

/// A chumsky span for a custom error at an AST span: errors are mapped back through
/// the token table, so this finds the token range by byte offsets. Custom errors that
/// know only an AST span use the special encoding in [`simple`].
pub(super) fn simple(span: Span) -> SimpleSpan {
    // Custom errors at an AST node span are encoded as an out-of-band range, decoded in
    // `Tokens::span_of`'s caller; see `decode_span`.
    SimpleSpan::from((ENCODED | span.start as usize)..(ENCODED | span.end as usize))
}

/// Marks a [`SimpleSpan`] whose bounds are byte offsets, not token indices.
const ENCODED: usize = 1 << (usize::BITS - 2);

/// The source span of a chumsky span: token indices, or byte offsets made by
/// [`simple`] (mapped back to the tokens they cover, to recover proc-macro spans).
fn decode_span(tokens: &Tokens, s: SimpleSpan) -> Span {
    if s.start & ENCODED == 0 {
        return tokens.span_of(s.start, s.end);
    }
    let (start, end) = ((s.start & !ENCODED) as u32, (s.end & !ENCODED) as u32);
    let first = tokens.spans.iter().position(|t| t.start >= start);
    let last = tokens
        .spans
        .iter()
        .rposition(|t| t.end <= end && t.start >= start);
    match (first, last) {
        (Some(a), Some(b)) if a <= b => tokens.span_of(a, b + 1),
        _ => tokens.span_of(0, 0),
    }
}
