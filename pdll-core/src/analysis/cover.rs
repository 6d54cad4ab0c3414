//! Patterns shadowed by several patterns together.
//!
//! Pattern P is shadowed by Q1..Qk together when its matches split into cases by a
//! count (the number of operands or results of one op of the match), each Qi matches
//! every op of its case and is tried first with a rewrite that surely removes the op
//! (every condition of [`super::shadow`] for one shadowing pattern, on that case), and
//! the cases together cover every count P's checks allow. Then on any op P matches,
//! some Qi matches too and rewrites it away before P is tried.
//!
//! A count is the one kind of check whose answers can be listed: an op has some number
//! of operands, and "exactly n" and "at least m" checks on it can cover every number
//! (`op<a.x>()` takes 0 operands, `op<a.x>(x: Value, rest: ValueRange)` 1 or more).
//! Other splits are not detected, because the checks a pattern can make never cover
//! their answers: op names, attribute values and types have answers without end, no
//! check says that a value is a block argument or that an attribute is absent (so the
//! ops a check on them rejects are taken by no pattern), and a native constraint may
//! reject anything. What ODS says of an op (a fixed number of operands, say) does not
//! count either: the IR a set runs on need not verify against it.
//!
//! Each Qi may check more than P only on that count and on the presence of the
//! operands or results the count guarantees (`operand[0]` is present when there is at
//! least one operand). A split is on one count; splits on two counts at once (a case
//! per pair) are not followed.

use super::facts::{Case, CountKind, CountRange, PatternFacts, Split};
use super::rewrite::SureRemoval;
use super::shadow::{present, rank, shadows, tried_first};
use super::{Input, Warning, WarningKind};
use crate::diag::Diagnostic;
use crate::matcher::{Answer, PositionId, Question};

/// A pattern that rewrites away one case of a split of another's matches.
#[derive(Clone, Copy, Debug)]
pub(super) struct Part {
    /// The pattern.
    q: usize,
    /// The case it takes.
    split: Split,
}

/// What the checks of a pattern Q add to those of a pattern P.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Residual {
    /// Nothing: P's checks entail every check of Q.
    Nothing,
    /// Checks of one count (of the op at the position), or of the presence of an
    /// operand or result that count would guarantee.
    Count(PositionId, CountKind),
    /// Anything else.
    Other,
}

/// What the checks of `facts_q` add to those of `facts_p` (one pass over Q's checks,
/// which stops at the first that is neither entailed nor about a count).
pub(super) fn residual(
    input: &Input<'_>,
    facts_p: &PatternFacts<'_>,
    facts_q: &PatternFacts<'_>,
) -> Residual {
    let tree = input.tree;
    let whole = Case::whole(facts_p);
    let mut on = None;
    for (position, question, answer) in &facts_q.list {
        let (position, question) = (*position, *question);
        if whole.entails(tree, position, question, answer) {
            continue;
        }
        let key = match (question, answer) {
            (Question::IsNotNull, _) => match CountKind::needed_for(tree.position(position)) {
                Some((op, kind, _)) => (op, kind),
                None => return Residual::Other,
            },
            (_, Answer::Count(_)) => match CountKind::of(question) {
                Some((kind, _)) => (position, kind),
                None => return Residual::Other,
            },
            _ => return Residual::Other,
        };
        if *on.get_or_insert(key) != key {
            return Residual::Other;
        }
    }
    match on {
        Some((op, kind)) => Residual::Count(op, kind),
        None => Residual::Nothing,
    }
}

/// The case of a split of `p`'s matches on the count `kind` of the op at `op` that
/// `q` (a pattern that comes first, whose rewrite is `removal` and whose checks add to
/// `p`'s only checks of that count) rewrites away, when it takes one.
pub(super) fn part(
    input: &Input<'_>,
    p: usize,
    facts_p: &PatternFacts<'_>,
    q: usize,
    facts_q: &PatternFacts<'_>,
    removal: &SureRemoval,
    (op, kind): (PositionId, CountKind),
) -> Option<Part> {
    // The op is there on every match of `p`, so its count is defined.
    if !present(input, facts_p, op) {
        return None;
    }
    let range = facts_p
        .count_range(op, kind)?
        .meet(facts_q.count_range(op, kind)?)?;
    let split = Split { op, kind, range };
    let case = Case {
        facts: facts_p,
        split: Some(split),
    };
    shadows(input, p, &case, q, facts_q, removal).then_some(Part { q, split })
}

/// The warning for `p` when some of `parts` (found in the driver's order) together
/// cover every count of a split of its matches.
pub(super) fn find(
    input: &Input<'_>,
    p: usize,
    facts_p: &PatternFacts<'_>,
    parts: &[Part],
) -> Option<Warning> {
    let mut keys: Vec<(PositionId, CountKind)> = Vec::new();
    for part in parts {
        let key = (part.split.op, part.split.kind);
        if !keys.contains(&key) {
            keys.push(key);
        }
    }
    keys.into_iter().find_map(|(op, kind)| {
        let all = facts_p.count_range(op, kind)?;
        let on_key: Vec<Part> = parts
            .iter()
            .filter(|part| part.split.op == op && part.split.kind == kind)
            .copied()
            .collect();
        let chosen = cover(all, &on_key)?;
        // One part covering everything is a plain shadowing, found before.
        (chosen.len() > 1).then(|| warning(input, p, all, &chosen))
    })
}

/// The fewest parts whose cases together hold every count of `all`, or `None` when
/// all the parts together do not. Parts come in the driver's order, which breaks ties.
fn cover(all: CountRange, parts: &[Part]) -> Option<Vec<Part>> {
    let mut chosen = Vec::new();
    // The least count not covered yet.
    let mut next = all.lo;
    loop {
        // Of the cases that hold `next`, the one reaching furthest.
        let best = parts
            .iter()
            .filter(|part| part.split.range.lo <= next)
            .filter(|part| part.split.range.hi.is_none_or(|hi| hi >= next))
            // `min_by_key` keeps the first of equals.
            .min_by_key(|part| {
                std::cmp::Reverse(part.split.range.hi.map_or(u64::MAX, u64::from))
            })?;
        chosen.push(*best);
        match (best.split.range.hi, all.hi) {
            (None, _) => return Some(chosen),
            (Some(hi), Some(end)) if hi >= end => return Some(chosen),
            (Some(hi), _) => next = hi + 1,
        }
    }
}

/// "`A` and `B`", "`A`, `B` and `C`".
fn names(input: &Input<'_>, parts: &[Part]) -> String {
    let names: Vec<String> = parts.iter().map(|part| input.describe(part.q)).collect();
    match names.split_last() {
        Some((last, [])) => last.clone(),
        Some((last, rest)) => format!("{} and {last}", rest.join(", ")),
        None => String::new(),
    }
}

fn warning(input: &Input<'_>, p: usize, all: CountRange, parts: &[Part]) -> Warning {
    let mut parts = parts.to_vec();
    parts.sort_by_key(|part| (part.split.range.lo, rank(input, part.q)));
    let pp = &input.pdl.patterns[p];
    let name_p = input.describe(p);
    let qs = names(input, &parts);
    let split = parts[0].split;
    let op = input.tree.position_name(split.op);
    let kind = split.kind;
    let mut diagnostic = Diagnostic::warning(
        input.header(pp.span),
        format!(
            "pattern {name_p} can never fire: {qs} together match every op it matches and \
             rewrite it first"
        ),
    );
    for part in &parts {
        let name_q = input.describe(part.q);
        diagnostic = diagnostic.with_label(
            input.header(input.pdl.patterns[part.q].span),
            format!(
                "{name_q} takes the ops where `{op}` has {} {}, and is tried first ({})",
                part.split.range,
                kind.noun(part.split.range),
                tried_first(input, p, part.q)
            ),
        );
    }
    let diagnostic = diagnostic
        .with_note(format!(
            "the cases split on the number of {} of `{op}`: each count {name_p} allows \
             ({all}) is taken by one of them",
            kind.name()
        ))
        .with_note(
            "none of them has a native constraint, and each rewrite always succeeds and \
             removes the op",
        )
        .with_help(format!(
            "remove {name_p}, give it a higher benefit than {qs}, or make one of them \
             more specific"
        ));
    Warning::new(WarningKind::Shadowed, pp.span, diagnostic)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn part(q: usize, lo: u32, hi: Option<u32>) -> Part {
        Part {
            q,
            split: Split {
                op: PositionId(0),
                kind: CountKind::Operands,
                range: CountRange { lo, hi },
            },
        }
    }

    fn chosen(all: CountRange, parts: &[Part]) -> Option<Vec<usize>> {
        cover(all, parts).map(|c| c.iter().map(|p| p.q).collect())
    }

    #[test]
    fn covers_are_found_with_the_fewest_parts() {
        let any = CountRange::ANY;
        assert_eq!(
            chosen(any, &[part(0, 0, Some(0)), part(1, 1, None)]),
            Some(vec![0, 1])
        );
        // A gap at 2: no cover.
        assert_eq!(chosen(any, &[part(0, 0, Some(1)), part(1, 3, None)]), None);
        // Without an unbounded part nothing covers every count.
        assert_eq!(
            chosen(any, &[part(0, 0, Some(0)), part(1, 1, Some(9))]),
            None
        );
        // A bounded range is covered by bounded parts; a part reaching further is
        // preferred, and among equals the first (in the driver's order).
        let two_to_four = CountRange { lo: 2, hi: Some(4) };
        assert_eq!(
            chosen(
                two_to_four,
                &[
                    part(0, 2, Some(2)),
                    part(1, 2, Some(3)),
                    part(2, 3, Some(4)),
                    part(3, 4, Some(4)),
                    part(4, 3, Some(4)),
                ]
            ),
            Some(vec![1, 2])
        );
    }
}
