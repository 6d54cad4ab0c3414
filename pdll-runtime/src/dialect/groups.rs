//! Operand and result groups: how a flat list of values splits into an op's ODS
//! groups, from the group kinds or from a segment-size property
//! (`operandSegmentSizes = array<i32: ...>`).

use super::definition::{GroupKind, ValueGroup};
use crate::attributes::{AttrKind, Attribute};
use crate::Context;
use smallvec::SmallVec;

/// The sizes of each group.
pub(crate) type GroupSizes = SmallVec<[u32; 4]>;

/// The values of a `array<i32: ...>` attribute, if `attr` is one.
pub(crate) fn i32_array(ctx: &Context, attr: Attribute) -> Option<Vec<i32>> {
    let AttrKind::Verbatim(text) = ctx.attr_kind(attr) else {
        return None;
    };
    let compact: String = text.chars().filter(|c| !c.is_whitespace()).collect();
    let body = compact.strip_prefix("array<i32")?.strip_suffix('>')?;
    if body.is_empty() {
        return Some(Vec::new());
    }
    body.strip_prefix(':')?
        .split(',')
        .map(|n| n.parse().ok())
        .collect()
}

/// The `array<i32: ...>` attribute of `values`, as MLIR prints it.
pub(crate) fn intern_i32_array(ctx: &mut Context, values: &[u32]) -> Attribute {
    let text = if values.is_empty() {
        "array<i32>".to_string()
    } else {
        let items: Vec<String> = values.iter().map(u32::to_string).collect();
        format!("array<i32: {}>", items.join(", "))
    };
    ctx.intern_attr(AttrKind::Verbatim(text))
}

/// The group sizes of `n` values when the group kinds alone fix them: at most one
/// group is optional or variadic, or `same_size` (`SameVariadicOperandSize` /
/// `SameVariadicResultSize`: the values the single groups leave are split evenly
/// between the others, as MLIR's generated `getODSOperandIndexAndLength` splits
/// them). `Err`: the MLIR-worded reason they do not fit. `what` is `"operand"` or
/// `"result"`.
pub(crate) fn sizes_from_kinds(
    groups: &[ValueGroup],
    n: usize,
    what: &str,
    same_size: bool,
) -> Result<GroupSizes, String> {
    // The single groups, and the others (`open`): how many, and the first.
    let (mut singles, mut opens, mut first_open) = (0usize, 0usize, 0usize);
    for (i, g) in groups.iter().enumerate() {
        if g.kind == GroupKind::Single {
            singles += 1;
        } else {
            if opens == 0 {
                first_open = i;
            }
            opens += 1;
        }
    }
    if opens == 0 && n == singles {
        return Ok(SmallVec::from_elem(1, n));
    }
    if same_size && opens > 1 {
        let open: SmallVec<[usize; 4]> = (0..groups.len())
            .filter(|&i| groups[i].kind != GroupKind::Single)
            .collect();
        let rest = n.checked_sub(singles).filter(|r| r % open.len() == 0);
        let Some(rest) = rest else {
            return Err(format!(
                "has {} {what} groups of one size (`SameVariadic{}Size`), which {} {what}s \
                 beside its {singles} single ones do not split into",
                open.len(),
                if what == "operand" {
                    "Operand"
                } else {
                    "Result"
                },
                n.saturating_sub(singles)
            ));
        };
        let each = (rest / open.len()) as u32;
        if let Some(&i) = open
            .iter()
            .find(|&&i| groups[i].kind == GroupKind::Optional && each > 1)
        {
            return Err(format!(
                "{what} group #{i} (`{}`) is optional, but {each} {what}s were found for it",
                groups[i].name
            ));
        }
        return Ok(groups
            .iter()
            .map(|g| if g.kind == GroupKind::Single { 1 } else { each })
            .collect());
    }
    match opens {
        // The words of MLIR's count traits (`ZeroOperands`, `OneOperand`, `NOperands`,
        // `ZeroResults`, `OneResult`, `NResults`).
        0 => Err(match (singles, what) {
            (0, _) => format!("requires zero {what}s"),
            (1, "operand") => "requires a single operand".to_string(),
            (1, _) => format!("requires one {what}"),
            _ => format!("expected {singles} {what}s, but found {n}"),
        }),
        1 if n < singles => Err(format!("expected {singles} or more {what}s, but found {n}")),
        1 => {
            let i = first_open;
            let rest = (n - singles) as u32;
            if groups[i].kind == GroupKind::Optional && rest > 1 {
                return Err(format!(
                    "{what} group #{i} (`{}`) is optional, but {rest} {what}s were found for it",
                    groups[i].name
                ));
            }
            Ok((0..groups.len())
                .map(|k| if k == i { rest } else { 1 })
                .collect())
        }
        _ => Err(format!(
            "has {} optional or variadic {what} groups, so the sizes of its {n} {what}s \
             need `AttrSized{}Segments`",
            opens,
            if what == "operand" {
                "Operand"
            } else {
                "Result"
            }
        )),
    }
}

/// The group sizes given by the segment-size property `sizes` (absent: all zero, as
/// MLIR reads a missing one), checked against the groups and the `n` values. `attr`
/// is the property's name, for the messages.
pub(crate) fn sizes_from_segments(
    ctx: &Context,
    groups: &[ValueGroup],
    n: usize,
    sizes: Option<Attribute>,
    attr: &str,
    what: &str,
) -> Result<GroupSizes, String> {
    let sizes = match sizes {
        None => vec![0; groups.len()],
        Some(a) => i32_array(ctx, a)
            .ok_or_else(|| format!("'{attr}' must be an `array<i32: ...>` attribute"))?,
    };
    if sizes.len() != groups.len() {
        return Err(format!(
            "'{attr}' attribute for specifying {what} segments must have {} elements, but \
             got {}",
            groups.len(),
            sizes.len()
        ));
    }
    if let Some(neg) = sizes.iter().position(|&s| s < 0) {
        return Err(format!(
            "'{attr}' attribute cannot have negative elements (#{neg})"
        ));
    }
    let total: i64 = sizes.iter().map(|&s| i64::from(s)).sum();
    if total != n as i64 {
        return Err(format!(
            "{what} count ({n}) does not match with the total size ({total}) specified in \
             attribute '{attr}'"
        ));
    }
    for (i, (g, &s)) in groups.iter().zip(&sizes).enumerate() {
        let fits = match g.kind {
            GroupKind::Single => s == 1,
            GroupKind::Optional => s <= 1,
            GroupKind::Variadic => true,
        };
        if !fits {
            return Err(format!(
                "{what} group #{i} (`{}`) requires {} element, but found {s}",
                g.name,
                if g.kind == GroupKind::Single {
                    "1"
                } else {
                    "0 or 1"
                }
            ));
        }
    }
    Ok(sizes.into_iter().map(|s| s as u32).collect())
}

/// The range of group `k` in a flat list split by `sizes`.
pub(crate) fn group_range(sizes: &[u32], k: usize) -> std::ops::Range<usize> {
    let start: u32 = sizes[..k].iter().sum();
    start as usize..(start + sizes[k]) as usize
}

#[cfg(test)]
mod tests {
    use super::*;

    fn groups(kinds: &[GroupKind]) -> Vec<ValueGroup> {
        kinds.iter().map(|&k| ValueGroup::of("g", k)).collect()
    }

    #[test]
    fn kinds_fix_the_sizes_with_at_most_one_open_group() {
        use GroupKind::*;
        let g = groups(&[Single, Variadic, Single]);
        assert_eq!(
            sizes_from_kinds(&g, 5, "operand", false)
                .unwrap()
                .as_slice(),
            &[1, 3, 1]
        );
        assert_eq!(
            sizes_from_kinds(&g, 1, "operand", false).unwrap_err(),
            "expected 2 or more operands, but found 1"
        );
        let g = groups(&[Single, Single]);
        assert_eq!(
            sizes_from_kinds(&g, 1, "operand", false).unwrap_err(),
            "expected 2 operands, but found 1"
        );
        let g = groups(&[Optional]);
        assert!(sizes_from_kinds(&g, 2, "result", false)
            .unwrap_err()
            .contains("is optional, but 2 results"));
        let g = groups(&[Variadic, Variadic]);
        assert!(sizes_from_kinds(&g, 2, "operand", false)
            .unwrap_err()
            .contains("need `AttrSizedOperandSegments`"));
    }

    #[test]
    fn segments_are_checked_against_groups_and_count() {
        use GroupKind::*;
        let mut ctx = Context::new();
        let g = groups(&[Variadic, Variadic]);
        let a = ctx.parse_attribute("array<i32: 1, 0>").unwrap();
        let ok = sizes_from_segments(&ctx, &g, 1, Some(a), "operandSegmentSizes", "operand");
        assert_eq!(ok.unwrap().as_slice(), &[1, 0]);
        let e = sizes_from_segments(&ctx, &g, 2, Some(a), "operandSegmentSizes", "operand");
        assert_eq!(
            e.unwrap_err(),
            "operand count (2) does not match with the total size (1) specified in attribute \
             'operandSegmentSizes'"
        );
        let e = sizes_from_segments(&ctx, &g, 1, None, "operandSegmentSizes", "operand");
        assert!(e.unwrap_err().contains("total size (0)"));
        let short = ctx.parse_attribute("array<i32: 1>").unwrap();
        let e = sizes_from_segments(&ctx, &g, 1, Some(short), "operandSegmentSizes", "operand");
        assert!(e.unwrap_err().contains("must have 2 elements, but got 1"));
        let g = groups(&[Single, Variadic]);
        let zero_one = ctx.parse_attribute("array<i32: 0, 1>").unwrap();
        let e = sizes_from_segments(
            &ctx,
            &g,
            1,
            Some(zero_one),
            "operandSegmentSizes",
            "operand",
        );
        assert_eq!(
            e.unwrap_err(),
            "operand group #0 (`g`) requires 1 element, but found 0"
        );
    }

    #[test]
    fn arrays_round_trip_in_mlir_spelling() {
        let mut ctx = Context::new();
        let a = intern_i32_array(&mut ctx, &[1, 0]);
        assert_eq!(ctx.attr_to_string(a), "array<i32: 1, 0>");
        assert_eq!(i32_array(&ctx, a), Some(vec![1, 0]));
        let e = intern_i32_array(&mut ctx, &[]);
        assert_eq!(i32_array(&ctx, e), Some(vec![]));
        let loose = ctx.parse_attribute("array<i32:2,3>").unwrap();
        assert_eq!(i32_array(&ctx, loose), Some(vec![2, 3]));
        let other = ctx.parse_attribute("array<i64: 1>").unwrap();
        assert_eq!(i32_array(&ctx, other), None);
    }

    #[test]
    fn same_size_groups_split_evenly() {
        let g = vec![
            ValueGroup::single("base"),
            ValueGroup::single("offset"),
            ValueGroup::variadic("sizes"),
            ValueGroup::variadic("strides"),
        ];
        assert_eq!(
            sizes_from_kinds(&g, 6, "result", true).unwrap().as_slice(),
            &[1, 1, 2, 2]
        );
        assert_eq!(
            sizes_from_kinds(&g, 2, "result", true).unwrap().as_slice(),
            &[1, 1, 0, 0]
        );
        assert!(sizes_from_kinds(&g, 5, "result", true)
            .unwrap_err()
            .contains("`SameVariadicResultSize`"));
        assert!(sizes_from_kinds(&g, 6, "result", false)
            .unwrap_err()
            .contains("need `AttrSizedResultSegments`"));
        let o = vec![ValueGroup::optional("a"), ValueGroup::optional("b")];
        assert_eq!(
            sizes_from_kinds(&o, 2, "operand", true).unwrap().as_slice(),
            &[1, 1]
        );
        assert!(sizes_from_kinds(&o, 4, "operand", true).is_err());
    }
}
