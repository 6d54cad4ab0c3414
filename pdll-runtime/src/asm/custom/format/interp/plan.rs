//! The printer's spacing, decided once per format as mlir-tblgen decides it while
//! generating code.

use super::*;
/// One element with its printing decided.
#[derive(Clone, Debug)]
pub(super) enum Step {
    /// A literal, with a space before it or not.
    Literal { text: Box<str>, space: bool },
    /// An explicit space.
    Space,
    /// `\n`.
    Newline,
    /// `attr-dict`.
    AttrDict { with_keyword: bool },
    /// `prop-dict`.
    PropDict,
    /// Any other element, with a space before it or not.
    Element { element: Element, space: bool },
    /// An optional group.
    Optional {
        anchor: Element,
        then_steps: Vec<Step>,
        else_steps: Vec<Step>,
    },
    /// An `oilist`: each clause printed, in the format's order, when one of its
    /// variables is there.
    OIList(Vec<OIListStep>),
}

/// One clause of an `oilist`, with its printing decided.
#[derive(Clone, Debug)]
pub(super) struct OIListStep {
    /// The variables of the clause: it is printed when one is there (an attribute
    /// with its default value counts as absent).
    pub(super) variables: Vec<Element>,
    /// The keyword, then the elements (only the keyword for a clause of one unit
    /// attribute).
    pub(super) steps: Vec<Step>,
}

/// The printer's two flags (mlir-tblgen's `shouldEmitSpace`, `lastWasPunctuation`).
pub(super) struct Spacing {
    emit_space: bool,
    last_was_punct: bool,
}

impl Spacing {
    /// The flags at the start of a format: a space after the op name.
    pub(super) fn start() -> Self {
        Spacing {
            emit_space: true,
            last_was_punct: false,
        }
    }
}

/// MLIR's `shouldEmitSpaceBefore`.
pub(super) fn space_before_literal(value: &str, last_was_punct: bool) -> bool {
    if value.len() != 1 && value != "->" {
        return true;
    }
    let first = value.as_bytes()[0];
    if last_was_punct {
        !b">)}],".contains(&first)
    } else {
        !b"<>(){}[],".contains(&first)
    }
}

pub(super) fn plan(elements: &[Element], s: &mut Spacing, def: &OpDefinition) -> Vec<Step> {
    let mut out = Vec::with_capacity(elements.len());
    for e in elements {
        out.push(plan_one(e, s, def));
    }
    out
}

pub(super) fn plan_one(e: &Element, s: &mut Spacing, def: &OpDefinition) -> Step {
    match e {
        Element::Literal(text) => {
            let space = s.emit_space && space_before_literal(text, s.last_was_punct);
            let first = text.as_bytes().first().copied().unwrap_or(b' ');
            s.emit_space = text.len() != 1 || !b"<({[".contains(&first);
            s.last_was_punct = first != b'_' && !first.is_ascii_alphabetic();
            Step::Literal {
                text: text.clone(),
                space,
            }
        }
        Element::Space => {
            s.last_was_punct = false;
            s.emit_space = false;
            Step::Space
        }
        Element::NoSpace => {
            s.last_was_punct = true;
            s.emit_space = false;
            Step::Literal {
                text: "".into(),
                space: false,
            }
        }
        Element::Newline => Step::Newline,
        Element::AttrDict { with_keyword } => {
            s.last_was_punct = false;
            Step::AttrDict {
                with_keyword: *with_keyword,
            }
        }
        Element::PropDict => {
            s.last_was_punct = false;
            Step::PropDict
        }
        Element::Optional(g) => plan_optional(g, s, def),
        // MLIR's printer of an `oilist`: the clauses in order, the spacing flags
        // carried from one to the next as the generator walks them.
        Element::OIList(clauses) => Step::OIList(
            clauses
                .iter()
                .map(|c| {
                    let mut steps = vec![plan_one(&Element::Literal(c.keyword.clone()), s, def)];
                    if oilist_unit_attr(c, def).is_none() {
                        steps.extend(plan(&c.elements, s, def));
                    }
                    let variables = c
                        .elements
                        .iter()
                        .filter(|e| {
                            matches!(e, Element::Variable(_) | Element::QualifiedAttribute(_))
                        })
                        .cloned()
                        .collect();
                    OIListStep { variables, steps }
                })
                .collect(),
        ),
        other => {
            let space = s.emit_space || !s.last_was_punct;
            s.last_was_punct = false;
            s.emit_space = true;
            Step::Element {
                element: other.clone(),
                space,
            }
        }
    }
}

pub(super) fn plan_optional(g: &OptionalGroup, s: &mut Spacing, def: &OpDefinition) -> Step {
    let anchor = if g.inverted {
        g.else_elements[g.anchor].clone()
    } else {
        g.then_elements[g.anchor].clone()
    };
    // MLIR prints nothing for a unit attribute anchor that does not start a group:
    // its presence is the group's.
    let elided_unit = match &anchor {
        Element::Variable(Variable::Attribute(i))
            if def.attributes[*i].syntax == AttrSyntax::Unit
                && g.then_elements.first() != Some(&anchor)
                && g.else_elements.first() != Some(&anchor) =>
        {
            Some(*i)
        }
        _ => None,
    };
    let keep = |e: &&Element| match (elided_unit, e) {
        (Some(i), Element::Variable(Variable::Attribute(j))) => i != *j,
        _ => true,
    };
    let then_elements: Vec<Element> = g.then_elements.iter().filter(keep).cloned().collect();
    let else_elements: Vec<Element> = g.else_elements.iter().filter(keep).cloned().collect();
    let then_steps = plan(&then_elements, s, def);
    let else_steps = plan(&else_elements, s, def);
    let (then_steps, else_steps) = if g.inverted {
        (else_steps, then_steps)
    } else {
        (then_steps, else_steps)
    };
    Step::Optional {
        anchor,
        then_steps,
        else_steps,
    }
}

/// The unit attribute a clause of an `oilist` consists of, if it is one (MLIR's
/// `getUnitAttrParsingElement`): the keyword alone sets it.
pub(super) fn oilist_unit_attr(c: &OIListClause, def: &OpDefinition) -> Option<usize> {
    match c.elements.as_slice() {
        [Element::Variable(Variable::Attribute(i))] | [Element::QualifiedAttribute(i)]
            if def.attributes[*i].syntax == AttrSyntax::Unit =>
        {
            Some(*i)
        }
        _ => None,
    }
}
