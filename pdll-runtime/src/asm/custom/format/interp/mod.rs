//! The format program interpreted both ways: [`DeclarativeSyntax`] is the
//! [`OpSyntax`] of an op with a declarative format, reading and printing what
//! mlir-tblgen's generated parser and printer read and print.
//!
//! The printer's spacing is decided once, as mlir-tblgen decides it while generating
//! code: walking the elements in order (an optional group's then-elements, then its
//! else-elements) with two flags, whatever is present at run time.

use super::model::{
    CustomArg, Element, FormatProgram, OIListClause, OptionalGroup, TypeRef, TypeSource,
    TypeTarget, Variable,
};
use super::types::apply_transform;
use crate::asm::custom::{
    CustomParser, CustomPrinter, Delimiter, DirectiveArg, OpSyntax, ParsedOp, UnresolvedOperand,
};
use crate::asm::lexer::TokenKind;
use crate::asm::parser::PResult;
use crate::attributes::{AttrKind, Attribute};
use crate::dialect::{
    AttrSyntax, GroupKind, OpDefinition, OpTrait, OPERAND_SEGMENT_SIZES, RESULT_SEGMENT_SIZES,
};
use crate::ident::Identifier;
use crate::ir::{Block, Op, Region, Value};
use crate::types::Type;
use crate::Context;

/// The syntax of an op with a declarative format.
pub(crate) struct DeclarativeSyntax {
    def: OpDefinition,
    program: FormatProgram,
    steps: Vec<Step>,
    implicit_terminator: bool,
    /// The names of the custom directives the format uses.
    directives: Vec<Box<str>>,
}

impl DeclarativeSyntax {
    /// The syntax of `def` from its checked format program; `Err`: what the
    /// interpreter cannot do with it.
    pub(crate) fn new(program: FormatProgram, def: &OpDefinition) -> Result<Self, String> {
        let mut directives = Vec::new();
        walk(&program.elements, &mut |e| {
            if let Element::Custom { name, .. } = e {
                directives.push(name.clone());
            }
        });
        let mut spacing = Spacing::start();
        let steps = plan(&program.elements, &mut spacing, def);
        let implicit_terminator = def
            .traits
            .iter()
            .any(|t| matches!(t, OpTrait::SingleBlockImplicitTerminator(_)));
        Ok(DeclarativeSyntax {
            def: def.clone(),
            program,
            steps,
            implicit_terminator,
            directives,
        })
    }

    fn terminator_name(&self) -> Option<&str> {
        self.def.traits.iter().find_map(|t| match t {
            OpTrait::SingleBlockImplicitTerminator(n) => Some(n.as_ref()),
            _ => None,
        })
    }
}

/// Calls `f` on every element, nested ones included.
fn walk(elements: &[Element], f: &mut impl FnMut(&Element)) {
    for e in elements {
        f(e);
        match e {
            Element::Optional(g) => {
                walk(&g.then_elements, f);
                walk(&g.else_elements, f);
            }
            Element::OIList(cs) => {
                for c in cs {
                    walk(&c.elements, f);
                }
            }
            _ => {}
        }
    }
}

impl OpSyntax for DeclarativeSyntax {
    fn parse(&self, p: &mut CustomParser<'_, '_, '_>, op: &mut ParsedOp) -> PResult<()> {
        self.read(p, op)
    }

    fn print(&self, p: &mut CustomPrinter<'_, '_>, op: Op) {
        let v = self.view(p, op);
        self.print_steps(p, &v, &self.steps);
    }

    fn can_print(&self, ctx: &Context) -> bool {
        self.directives
            .iter()
            .all(|d| ctx.syntax.directive(d).is_some())
    }
}

mod plan;
mod print;
mod read;
#[cfg(test)]
mod tests;

use plan::{oilist_unit_attr, plan, Spacing, Step};
