//! Shadowed and duplicate patterns.
//!
//! Pattern P is *shadowed* by Q when the driver, on any op P matches, also has a match
//! of Q that it tries first and whose rewrite surely succeeds and removes the op:
//! - every check of Q is implied by the checks of P (on the merged tree's paths, see
//!   [`super::facts`]), so Q matches every op P matches;
//! - Q comes first: a higher benefit, or the same benefit and an earlier success in
//!   the matcher's order (the driver sorts the matches of an op by benefit, stably);
//! - Q reads nothing a check did not make sure of: no native constraint, no op reached
//!   through the users of a value, captures that are present whenever its checks hold;
//! - Q's rewrite surely succeeds and removes the op ([`super::rewrite::sure_removal`]),
//!   given the number of results P's checks fix for the root;
//! - the driver never skips Q for P's op: Q has `with recursion`, or creates no op that
//!   P could match (the driver does not apply a pattern without it to ops it created).
//!
//! Two patterns are *duplicates* when their checks are the same, their rewrites are the
//! same (up to the names of their values) and their `recursion` flags agree.

use super::cover::{self, Residual};
use super::facts::{is_upward, Case, CountKind, CountRange, PatternFacts};
use super::rewrite::{needs_root_results, sure_removal, SureRemoval};
use super::{Input, Warning, WarningKind};
use crate::diag::Diagnostic;
use crate::matcher::{EntityKind, Position, PositionId, Question, SuccessNode};
use crate::pdl::{PdlOpKind, PdlPattern, PdlValueId, Replacement};
use rustc_hash::{FxHashMap, FxHashSet};
use std::fmt::Write;
use std::hash::{Hash, Hasher};

/// The shadowed and duplicate patterns of the input.
pub(super) fn check(input: &Input<'_>) -> Vec<Warning> {
    let n = input.pdl.patterns.len();
    let mut out = Vec::new();
    // Patterns already reported as duplicates (not reported as shadowed too).
    let mut reported: FxHashSet<usize> = FxHashSet::default();

    // The driver's order: higher benefit first, then the matcher's order.
    let mut order: Vec<usize> = (0..n).filter(|&i| input.facts[i].is_some()).collect();
    order.sort_by_key(|&i| rank(input, i));

    duplicates(input, &order, &mut out, &mut reported);

    let shadowers: Vec<Option<SureRemoval>> = (0..n).map(|i| shadower(input, i)).collect();
    // Candidates by root name: a pattern that fixes the root's name can only be implied
    // by one with the same name, or with none.
    let mut by_root: FxHashMap<Option<&str>, Vec<usize>> = FxHashMap::default();
    for &q in &order {
        if shadowers[q].is_some() {
            by_root.entry(input.root_name(q)).or_default().push(q);
        }
    }
    for &p in &order {
        if reported.contains(&p) {
            continue;
        }
        let facts_p = input.facts[p].as_ref().expect("filtered above");
        let whole = Case::whole(facts_p);
        let named = input.root_name(p).and_then(|name| by_root.get(&Some(name)));
        let any = by_root.get(&None);
        let mut candidates: Vec<usize> = named.into_iter().chain(any).flatten().copied().collect();
        candidates.sort_by_key(|&q| rank(input, q));
        let rank_p = rank(input, p);
        // The patterns that take one case of a split of `p`'s matches on a count.
        let mut parts = Vec::new();
        let mut shadowed = false;
        for q in candidates {
            if rank(input, q) >= rank_p {
                break;
            }
            let (Some(removal), Some(facts_q)) = (&shadowers[q], &input.facts[q]) else {
                continue;
            };
            match cover::residual(input, facts_p, facts_q) {
                Residual::Nothing => {
                    if shadows(input, p, &whole, q, facts_q, removal) {
                        out.push(shadowed_warning(input, p, q, removal));
                        shadowed = true;
                        break;
                    }
                }
                Residual::Count(op, kind) => parts.extend(cover::part(
                    input,
                    p,
                    facts_p,
                    q,
                    facts_q,
                    removal,
                    (op, kind),
                )),
                Residual::Other => {}
            }
        }
        if !shadowed {
            out.extend(cover::find(input, p, facts_p, &parts));
        }
    }
    out
}

/// The sort key of the driver's order.
pub(super) fn rank(input: &Input<'_>, i: usize) -> (std::cmp::Reverse<u16>, usize) {
    let facts = input.facts[i].as_ref().map_or(usize::MAX, |f| f.order);
    (std::cmp::Reverse(input.pdl.patterns[i].benefit), facts)
}

/// What pattern `q`'s rewrite surely does, when `q` may shadow others (see the module
/// docs); `None` otherwise.
fn shadower(input: &Input<'_>, q: usize) -> Option<SureRemoval> {
    let facts = input.facts[q].as_ref()?;
    if facts.in_loop || facts.has_native_constraint() {
        return None;
    }
    let tree = input.tree;
    let upward = facts.checks.keys().all(|&(pos, question)| {
        is_upward(tree, pos)
            && match question {
                Question::EqualTo(other) => is_upward(tree, other),
                _ => true,
            }
    });
    if !upward || !captures_present(input, facts) {
        return None;
    }
    sure_removal(&input.pdl.patterns[q])
}

/// True when every capture of the pattern is bound whenever its checks hold.
fn captures_present(input: &Input<'_>, facts: &PatternFacts<'_>) -> bool {
    let tree = input.tree;
    facts.success.captures.iter().all(|c| {
        let single_of_range =
            c.kind == EntityKind::Value && tree.entity_kind(c.position) != EntityKind::Value;
        is_upward(tree, c.position) && !single_of_range && present(input, facts, c.position)
    })
}

/// True when the value at `pos` is surely present when the checks of `facts` hold.
pub(super) fn present(input: &Input<'_>, facts: &PatternFacts<'_>, pos: PositionId) -> bool {
    if facts.present.contains(&pos) {
        return true;
    }
    let tree = input.tree;
    match tree.position(pos) {
        Position::AttributeLiteral { .. } | Position::TypeLiteral { .. } => true,
        Position::Operation { parent: None, .. } => true,
        Position::OperandGroup {
            op, group: None, ..
        }
        | Position::ResultGroup {
            op, group: None, ..
        } => present(input, facts, *op),
        Position::Type { parent } => {
            matches!(
                tree.entity_kind(*parent),
                EntityKind::Value | EntityKind::ValueRange
            ) && present(input, facts, *parent)
        }
        _ => false,
    }
}

/// True when `q` (whose rewrite is `removal`) rewrites away every op of `case` (all
/// the matches of `p`, or one case of a split of them) before `p` is tried, given that
/// `q` comes first in the driver's order.
pub(super) fn shadows(
    input: &Input<'_>,
    p: usize,
    case: &Case<'_, '_>,
    q: usize,
    facts_q: &PatternFacts<'_>,
    removal: &SureRemoval,
) -> bool {
    let tree = input.tree;
    if !facts_q
        .list
        .iter()
        .all(|(position, question, answer)| case.entails(tree, *position, *question, answer))
    {
        return false;
    }
    if let Some(n) = removal.root_results {
        // Either the case fixes the count, or `p`'s own rewrite does nothing on a root
        // with another count (where `q`'s fails too).
        if case.range(input.root, CountKind::Results) != Some(CountRange::exactly(n))
            && needs_root_results(&input.pdl.patterns[p]) != Some(n)
        {
            return false;
        }
    }
    if !input.pdl.patterns[q].recursion {
        // Skipped on the ops it created, which `p` might match.
        let p_root = input.root_name(p);
        if removal
            .created
            .iter()
            .any(|c| p_root.is_none_or(|r| r == c))
        {
            return false;
        }
    }
    true
}

/// Why the driver tries `q` before `p`, for messages.
pub(super) fn tried_first(input: &Input<'_>, p: usize, q: usize) -> String {
    let (pp, qp) = (&input.pdl.patterns[p], &input.pdl.patterns[q]);
    if qp.benefit > pp.benefit {
        format!("benefit {} > {}", qp.benefit, pp.benefit)
    } else {
        format!(
            "the same benefit, {}, and it comes first in the matcher's order",
            qp.benefit
        )
    }
}

fn shadowed_warning(input: &Input<'_>, p: usize, q: usize, removal: &SureRemoval) -> Warning {
    let (pp, qp) = (&input.pdl.patterns[p], &input.pdl.patterns[q]);
    let (name_p, name_q) = (input.describe(p), input.describe(q));
    let why = tried_first(input, p, q);
    let what = if removal.root_results == Some(0)
        && matches!(
            qp.rewrite.body.last().map(|&id| &qp.op(id).kind),
            Some(PdlOpKind::Erase { .. })
        ) {
        "erases"
    } else {
        "replaces"
    };
    let diagnostic = Diagnostic::warning(
        input.header(pp.span),
        format!(
            "pattern {name_p} can never fire: {name_q} matches every op it matches and \
             rewrites it first"
        ),
    )
    .with_label(
        input.header(qp.span),
        format!("{name_q} is tried first ({why})"),
    )
    .with_note(format!(
        "{name_q} has no native constraint, and its rewrite always succeeds and {what} \
         the op"
    ))
    .with_help(format!(
        "remove {name_p}, give it a higher benefit than {name_q}, or make {name_q} more \
         specific"
    ));
    Warning::new(WarningKind::Shadowed, pp.span, diagnostic)
}

/// Reports each pattern whose checks, rewrite and recursion flag equal those of one
/// before it in the driver's order.
fn duplicates(
    input: &Input<'_>,
    order: &[usize],
    out: &mut Vec<Warning>,
    reported: &mut FxHashSet<usize>,
) {
    let mut seen: FxHashMap<(u64, bool, String), Vec<usize>> = FxHashMap::default();
    for &p in order {
        let facts = input.facts[p].as_ref().expect("filtered by the caller");
        let pattern = &input.pdl.patterns[p];
        let Some(rewrite) = canonical_rewrite(pattern, facts.success) else {
            continue;
        };
        let key = (fingerprint(facts), pattern.recursion, rewrite);
        let earlier = seen.entry(key).or_default();
        let first = earlier.iter().copied().find(|&q| {
            input.facts[q]
                .as_ref()
                .is_some_and(|f| f.checks == facts.checks)
        });
        match first {
            Some(q) => {
                // The one the driver tries later, or with equal benefits the later in
                // the source (they are then interchangeable).
                let (pp, qp) = (&input.pdl.patterns[p], &input.pdl.patterns[q]);
                let (later, earlier) = if pp.benefit == qp.benefit
                    && (pp.span.file, pp.span.start) < (qp.span.file, qp.span.start)
                {
                    (q, p)
                } else {
                    (p, q)
                };
                reported.insert(later);
                reported.insert(earlier);
                out.push(duplicate_warning(input, later, earlier));
            }
            None => earlier.push(p),
        }
    }
}

fn duplicate_warning(input: &Input<'_>, p: usize, q: usize) -> Warning {
    let (pp, qp) = (&input.pdl.patterns[p], &input.pdl.patterns[q]);
    let (name_p, name_q) = (input.describe(p), input.describe(q));
    let mut diagnostic = Diagnostic::warning(
        input.header(pp.span),
        format!("pattern {name_p} duplicates {name_q}: the same checks and the same rewrite"),
    )
    .with_label(input.header(qp.span), format!("{name_q} is here"));
    if pp.benefit != qp.benefit {
        diagnostic = diagnostic.with_note(format!(
            "only the benefits differ ({} and {}); the driver tries {name_q} first",
            pp.benefit, qp.benefit
        ));
    }
    let diagnostic = diagnostic.with_help("remove one of them");
    Warning::new(WarningKind::Duplicate, pp.span, diagnostic)
}

/// A hash of the checks that does not depend on their order.
fn fingerprint(facts: &PatternFacts<'_>) -> u64 {
    facts
        .checks
        .iter()
        .map(|entry| {
            let mut h = rustc_hash::FxHasher::default();
            entry.hash(&mut h);
            h.finish()
        })
        .fold(0u64, |acc, h| acc.wrapping_add(h))
}

/// The rewrite of `pattern` as text, with each match value named by its position and
/// each rewrite value by the op that defines it: equal for two patterns whose rewrites
/// do the same given the same checks. `None` when a value cannot be named.
fn canonical_rewrite(pattern: &PdlPattern, success: &SuccessNode) -> Option<String> {
    let body = &pattern.rewrite.body;
    let name = |v: PdlValueId| -> Option<String> {
        let def = pattern.value(v).def;
        match body.iter().position(|&id| id == def) {
            Some(i) => Some(format!("%{i}.{}", pattern.value(v).result_index)),
            None => success
                .captures
                .iter()
                .find(|c| c.value == v)
                .map(|c| format!("@{}", c.position.0)),
        }
    };
    let names = |vs: &[PdlValueId]| -> Option<String> {
        let parts: Option<Vec<String>> = vs.iter().map(|&v| name(v)).collect();
        Some(parts?.join(","))
    };
    let mut out = String::new();
    if let Some(ext) = &pattern.rewrite.external {
        let _ = write!(out, "external {}({})", ext.name, names(&ext.args)?);
    }
    for &id in body {
        let text = match &pattern.op(id).kind {
            PdlOpKind::Operation {
                name: op_name,
                operands,
                attributes,
                result_types,
            } => {
                let mut attrs = String::new();
                for (n, v) in attributes {
                    let _ = write!(attrs, "{n}={};", name(*v)?);
                }
                format!(
                    "operation {op_name:?}({}){{{attrs}}}->({})",
                    names(operands)?,
                    names(result_types)?
                )
            }
            PdlOpKind::Type { constant } => {
                format!("type {:?}", constant.as_ref().map(|c| c.printed()))
            }
            PdlOpKind::Types { constant } => format!(
                "types {:?}",
                constant
                    .as_ref()
                    .map(|cs| cs.iter().map(|c| c.printed()).collect::<Vec<_>>())
            ),
            PdlOpKind::Attribute { value, value_type } => format!(
                "attribute {:?} : {}",
                value.as_ref().map(|c| c.printed()),
                match value_type {
                    Some(t) => name(*t)?,
                    None => String::new(),
                }
            ),
            PdlOpKind::Result { parent, index } => format!("result {index} of {}", name(*parent)?),
            PdlOpKind::Results { parent, index } => {
                format!("results {index:?} of {}", name(*parent)?)
            }
            PdlOpKind::ApplyNativeRewrite { name: f, args } => {
                format!("apply_native_rewrite {f}({})", names(args)?)
            }
            PdlOpKind::Range { elements } => format!("range {}", names(elements)?),
            PdlOpKind::Replace { op, with } => format!(
                "replace {} with {}",
                name(*op)?,
                match with {
                    Replacement::Op(v) => name(*v)?,
                    Replacement::Values(vs) => format!("({})", names(vs)?),
                }
            ),
            PdlOpKind::Erase { op } => format!("erase {}", name(*op)?),
            other => other.mnemonic().to_string(),
        };
        out.push_str(&text);
        out.push('\n');
    }
    Some(out)
}
