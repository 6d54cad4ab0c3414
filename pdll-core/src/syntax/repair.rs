//! Tolerant tokenization of a file whose delimiters do not balance.
//!
//! proc-macro2 rejects such a text outright, so the grammar would never see it and the
//! only report would be "unclosed delimiter" at the opener, or at the end of the input.
//! Instead, the text is repaired before it is tokenized: each unclosed `(`, `[` or `{`
//! gets its closer written over a whitespace byte just after the last token of its
//! group (so no byte offset moves), and a closer that matches nothing is blanked out.
//! The closers written in are then marked [`Tok::Missing`], which no grammar rule
//! accepts: the grammar fails where it needed the real closer, and reports it there
//! (as mlir-pdll does), naming the unclosed opener.
//!
//! Where the group ends is guessed as rustc does: at the closer of an enclosing group
//! that arrives while it is open, at the end of the input, or earlier, at the first
//! line indented no deeper than the opener's line (`Pattern A {` left open before
//! `Pattern B {`).

use super::delimiters::check_delimiters;
use super::scan::{block_comment_end, literal_end};
use super::token::{flatten, LineBytes, Positions, Tok, Tokens, MAX_NESTING};
use crate::diag::Diagnostic;
use crate::source::{FileId, Span};

/// A closer written into the text.
#[derive(Clone, Debug)]
struct Closer {
    /// Its byte offset in the repaired text.
    at: usize,
    /// The end of the last token before it: where the closer belongs.
    after: usize,
    /// The byte offset of its opener.
    open: usize,
    /// The opener.
    open_char: u8,
}

/// Where closers may be written: after the token ending at `after`, over the
/// whitespace bytes `free` (outside comments) before the next token.
#[derive(Clone, Debug, Default)]
struct Site {
    after: usize,
    free: Vec<usize>,
    /// The indentation of the line that starts after this site (dedent sites only).
    indent: usize,
    /// The end of the input: closers that do not fit may be appended.
    at_end: bool,
}

/// An opener not closed yet.
struct Open {
    ch: u8,
    at: usize,
    /// The indentation of its line.
    indent: usize,
    line: usize,
    /// The first line start, while it was the innermost open group, indented no deeper
    /// than its own line.
    dedent: Option<Site>,
}

/// Tokenizes a file's text (with byte-offset spans), repairing unbalanced delimiters as
/// the module documentation says. Returns the flattened tokens and the diagnostics of
/// tokenization: closers that match nothing, and unclosed delimiters the grammar cannot
/// see (those of a code block `[{ ... }]`). An error means the text cannot be tokenized
/// (too deep, no room for a closer, or something else Rust's tokenizer rejects).
pub fn lex_tolerant(text: &str, file: FileId) -> Result<(Tokens, Vec<Diagnostic>), Diagnostic> {
    let span = |start: usize, end: usize| Span {
        file,
        start: start as u32,
        end: end as u32,
        ..Span::call_site()
    };
    // Balanced text needs no repair (and must not get one: the repair's guesses from
    // indentation are for unbalanced text only). Most files are read directly.
    if let Some(mut tokens) = super::fast_lex::lex(text, file) {
        tokens.end_of_input = Some(span(text.len(), text.len()));
        return Ok((tokens, Vec::new()));
    }
    // Balanced (the direct lexer gave up on something else), or repaired.
    let (repaired, closers, strays) = match check_delimiters(text, file) {
        Ok(()) => (None, Vec::new(), Vec::new()),
        // Too deep, or no whitespace where a closer belongs: the strict check says why.
        Err(strict) => {
            let (repaired, closers, strays) = repair(text).ok_or(strict)?;
            (Some(repaired), closers, strays)
        }
    };
    let source = repaired.as_deref().unwrap_or(text);
    // A repaired text may be in the direct lexer's subset; anything else is read as
    // Rust's tokenizer reads it.
    let direct = repaired
        .as_deref()
        .and_then(|r| super::fast_lex::lex(r, file));
    let (mut tokens, mut diags) = match direct {
        Some(tokens) => (tokens, Vec::new()),
        None => {
            let stream = source
                .parse::<proc_macro2::TokenStream>()
                .map_err(|err| super::token::lex_error(text, file, &err))?;
            let lines = LineBytes::new(source);
            flatten(
                stream,
                Positions::Text {
                    file,
                    lines: &lines,
                },
            )
        }
    };
    tokens.end_of_input = Some(span(text.len(), text.len()));
    for at in strays {
        diags.push(
            Diagnostic::error(
                span(at, at + 1),
                format!(
                    "unexpected closing delimiter `{}`",
                    text.as_bytes()[at] as char
                ),
            )
            .with_code(crate::diag::Code::Delimiter)
            .with_note("there is no opening delimiter for it"),
        );
    }
    let unseen = mark_missing(&mut tokens, &closers, file);
    // A code block's span ends where its missing closers belong, not over the
    // whitespace they were written on.
    for closer in &unseen {
        for (tok, span) in tokens.toks.iter().zip(tokens.spans.iter_mut()) {
            if matches!(tok, Tok::Code(_)) && span.range().contains(&closer.open) {
                span.end = span.end.min(closer.after as u32);
            }
        }
        for span in &mut tokens.code_spans {
            if span.range().contains(&closer.open) {
                span.end = span.end.min(closer.after as u32);
            }
        }
    }
    diags.extend(unclosed_code_blocks(&unseen, file));
    Ok((tokens, diags))
}

/// Turns the written-in closers into [`Tok::Missing`] tokens, empty and placed right
/// after the last token of their group, and records their groups in
/// [`Tokens::unclosed`]. Returns the closers that are not tokens (inside a code block).
fn mark_missing(tokens: &mut Tokens, closers: &[Closer], file: FileId) -> Vec<Closer> {
    let mut unseen = Vec::new();
    let mut opens: Vec<usize> = Vec::new();
    let mut matched = vec![None; tokens.toks.len()];
    for (i, tok) in tokens.toks.iter().enumerate() {
        match tok {
            Tok::Open(_) => opens.push(i),
            Tok::Close(_) => matched[i] = opens.pop(),
            _ => {}
        }
    }
    for closer in closers {
        let found = (0..tokens.toks.len()).find(|&i| {
            matches!(tokens.toks[i], Tok::Close(_)) && tokens.spans[i].start as usize == closer.at
        });
        let Some(i) = found else {
            unseen.push(closer.clone());
            continue;
        };
        let Tok::Close(delim) = tokens.toks[i] else {
            unreachable!("found a closing token")
        };
        tokens.toks[i] = Tok::Missing(delim);
        let at = closer.after as u32;
        tokens.spans[i] = Span {
            file,
            start: at,
            end: at,
            ..tokens.spans[i]
        };
        if let Some(open) = matched[i] {
            tokens.unclosed.push((open, i));
        }
    }
    unseen
}

/// The diagnostics of unclosed delimiters inside code blocks: `[{` left open is one
/// error, not two.
fn unclosed_code_blocks(unseen: &[Closer], file: FileId) -> Vec<Diagnostic> {
    let span = |start: usize, end: usize| Span {
        file,
        start: start as u32,
        end: end as u32,
        ..Span::call_site()
    };
    let mut diags = Vec::new();
    let mut i = 0;
    while i < unseen.len() {
        let c = &unseen[i];
        // Closers are listed innermost first: `{` then the `[` just before it.
        let block = unseen
            .get(i + 1)
            .filter(|o| c.open_char == b'{' && o.open_char == b'[' && o.open + 1 == c.open);
        let (start, what) = match block {
            Some(o) => (o.open, "code block `[{`"),
            None => (c.open, ""),
        };
        let message = if what.is_empty() {
            format!("unclosed delimiter `{}`", c.open_char as char)
        } else {
            format!("unclosed {what}")
        };
        let close = if what.is_empty() {
            closing(c.open_char).to_string()
        } else {
            "}]".to_owned()
        };
        diags.push(
            Diagnostic::error(span(c.after, c.after), message)
                .with_code(crate::diag::Code::Delimiter)
                .with_label(span(start, c.open + 1), "opened here")
                .with_help(format!("add `{close}` here")),
        );
        i += if block.is_some() { 2 } else { 1 };
    }
    diags
}

fn closing(open: u8) -> char {
    match open {
        b'(' => ')',
        b'[' => ']',
        _ => '}',
    }
}

/// The repaired text, the closers written into it and the offsets of the closers
/// blanked out; `None` when it cannot be repaired in place.
fn repair(text: &str) -> Option<(String, Vec<Closer>, Vec<usize>)> {
    let bytes = text.as_bytes();
    let mut stack: Vec<Open> = Vec::new();
    // Unclosed openers (innermost first within each run) with the site each closes at.
    let mut unclosed: Vec<(Open, Site)> = Vec::new();
    let mut strays = Vec::new();
    // The site after the last token so far.
    let mut here = Site::default();
    let mut line = 0usize;
    let mut line_start = 0usize;
    let mut line_has_token = false;
    let mut i = 0;
    while i < bytes.len() {
        let b = bytes[i];
        if b == b'\n' {
            here.free.push(i);
            line += 1;
            line_start = i + 1;
            line_has_token = false;
            i += 1;
            continue;
        }
        if b.is_ascii_whitespace() {
            here.free.push(i);
            i += 1;
            continue;
        }
        if b == b'/' && bytes.get(i + 1) == Some(&b'/') {
            while i < bytes.len() && bytes[i] != b'\n' {
                i += 1;
            }
            // The newline ends the comment: a closer written there would be in it.
            if i < bytes.len() {
                line += 1;
                line_start = i + 1;
                line_has_token = false;
                i += 1;
            }
            continue;
        }
        if b == b'/' && bytes.get(i + 1) == Some(&b'*') {
            let end = block_comment_end(bytes, i);
            if let Some(last) = bytes[i..end].iter().rposition(|&b| b == b'\n') {
                line += bytes[i..end].iter().filter(|&&b| b == b'\n').count();
                line_start = i + last + 1;
            }
            i = end;
            continue;
        }
        // A token starts here: the first of its line may end open groups (dedent).
        let first_on_line = !line_has_token;
        if first_on_line {
            line_has_token = true;
            let indent = i - line_start;
            if let Some(top) = stack.last_mut() {
                if top.dedent.is_none() && top.line != line && indent <= top.indent {
                    top.dedent = Some(Site {
                        indent,
                        ..here.clone()
                    });
                }
            }
        }
        let start = i;
        // A literal hides its contents; anything else is one whole character (a
        // multi-byte character must not be split).
        i = literal_end(text, i)
            .unwrap_or_else(|| i + text[i..].chars().next().map_or(1, char::len_utf8));
        match b {
            b'(' | b'[' | b'{' if i == start + 1 => {
                let indent =
                    text[line_start..start].len() - text[line_start..start].trim_start().len();
                stack.push(Open {
                    ch: b,
                    at: start,
                    indent,
                    line,
                    dedent: None,
                });
                if stack.len() > MAX_NESTING {
                    return None;
                }
            }
            b')' | b']' | b'}' if i == start + 1 => {
                let matching = stack.iter().rposition(|o| closing(o.ch) as u8 == b);
                let matching = matching.map(|pos| {
                    // `{` ... `}` where the `}` is dedented past the innermost `{` (which
                    // its own body already left), to the indentation of an outer `{`:
                    // the inner one is the unclosed one.
                    let top = &stack[pos];
                    let indent = start - line_start;
                    let dedented = pos + 1 == stack.len()
                        && first_on_line
                        && top.dedent.is_some()
                        && indent < top.indent;
                    if !dedented {
                        return pos;
                    }
                    stack[..pos]
                        .iter()
                        .rposition(|o| o.ch == top.ch && o.indent == indent)
                        .unwrap_or(pos)
                });
                match matching {
                    Some(pos) => {
                        close_above(&mut stack, pos + 1, &here, &mut unclosed);
                        let closed = stack.pop().expect("the matching opener");
                        // A dedent inside the group just closed is not a place to
                        // close the groups around it.
                        for o in &mut stack {
                            if o.dedent.as_ref().is_some_and(|d| d.after > closed.at) {
                                o.dedent = None;
                            }
                        }
                    }
                    None => {
                        strays.push(start);
                        continue;
                    }
                }
            }
            _ => {}
        }
        here = Site {
            after: i,
            ..Site::default()
        };
    }
    let end = Site {
        at_end: true,
        ..here
    };
    close_above(&mut stack, 0, &end, &mut unclosed);
    if unclosed.is_empty() && strays.is_empty() {
        return Some((text.to_owned(), Vec::new(), Vec::new()));
    }
    let mut out = bytes.to_vec();
    for &at in &strays {
        out[at] = b' ';
    }
    let mut closers = Vec::new();
    let mut used: Vec<usize> = Vec::new();
    for (open, site) in &unclosed {
        let at = match site.free.iter().find(|f| !used.contains(f)) {
            Some(&f) => {
                out[f] = closing(open.ch) as u8;
                f
            }
            None if site.at_end => {
                out.push(closing(open.ch) as u8);
                out.len() - 1
            }
            None => return None,
        };
        used.push(at);
        closers.push(Closer {
            at,
            after: site.after,
            open: open.at,
            open_char: open.ch,
        });
    }
    // Only ASCII bytes were written over ASCII whitespace or delimiters.
    Some((String::from_utf8(out).ok()?, closers, strays))
}

/// Closes the openers above `keep` on the stack at `site`, innermost first, recording
/// them in `out`. The innermost closes at its dedent site when it has one; an outer one
/// closes there too when that line is indented no deeper than its own, else at `site`.
fn close_above(stack: &mut Vec<Open>, keep: usize, site: &Site, out: &mut Vec<(Open, Site)>) {
    let mut inner: Option<Site> = None;
    while stack.len() > keep {
        let open = stack.pop().expect("above keep");
        let chosen = match &inner {
            None => open.dedent.clone().unwrap_or_else(|| site.clone()),
            Some(prev) if prev.after != site.after && prev.indent <= open.indent => prev.clone(),
            Some(_) => site.clone(),
        };
        inner = Some(chosen.clone());
        out.push((open, chosen));
    }
}
