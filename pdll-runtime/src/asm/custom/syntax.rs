//! What a context knows about ops' custom syntax: the [`OpSyntax`] of each op (Rust
//! code, or a declarative format read from ODS), the names ops give their results
//! (MLIR's `getAsmResultNames`), and the default dialect of an op's regions (MLIR's
//! `getDefaultDialect`).

use super::parser::{CustomParser, ParsedOp, UnresolvedOperand};
use super::printer::CustomPrinter;
use crate::asm::parser::PResult;
use crate::attributes::Attribute;
use crate::ident::Identifier;
use crate::ir::{Block, Region};
use crate::ir::{Ir, Op, OpName, Value};
use crate::types::Type;
use crate::Context;
use rustc_hash::FxHashMap;
use std::fmt;
use std::sync::Arc;

/// The custom syntax of one op, as MLIR's `parse` / `print` methods of an op with
/// `hasCustomAssemblyFormat`: [`OpSyntax::parse`] reads the text after the op's name
/// into a [`ParsedOp`], [`OpSyntax::print`] writes what comes after the name.
///
/// Implement it for the ops of your own dialect whose syntax is not a declarative
/// format, and register it with [`Context::register_op_syntax`]. Ops with an ODS
/// `assemblyFormat` get one from their [`OpDefinition`](crate::dialect::OpDefinition)
/// without any code.
///
/// ```
/// use pdll_runtime::asm::custom::{CustomParser, CustomPrinter, OpSyntax, ParsedOp};
/// use pdll_runtime::asm::parser::PResult;
/// use pdll_runtime::ir::Op;
/// use pdll_runtime::{Context, Ir};
/// use std::sync::Arc;
///
/// /// `toy.print %value : type`
/// struct ToyPrint;
/// impl OpSyntax for ToyPrint {
///     fn parse(&self, p: &mut CustomParser<'_, '_, '_>, op: &mut ParsedOp) -> PResult<()> {
///         let value = p.parse_operand()?;
///         let ty = p.parse_colon_type()?;
///         op.operands.push(p.resolve_operand(value, ty)?);
///         Ok(())
///     }
///     fn print(&self, p: &mut CustomPrinter<'_, '_>, op: Op) {
///         let value = p.ir().operand(op, 0);
///         p.write(" ");
///         p.print_operand(value);
///         p.write(" : ");
///         p.print_type(p.ir().value_type(value));
///     }
/// }
///
/// let mut ctx = Context::new();
/// ctx.register_op_syntax("toy.print", Arc::new(ToyPrint));
/// let mut ir = Ir::new();
/// ir.parse_source(&mut ctx, "%0 = \"toy.c\"() : () -> i32\ntoy.print %0 : i32\n").unwrap();
/// assert_eq!(
///     ir.print(&ctx),
///     "module {\n  %0 = \"toy.c\"() : () -> i32\n  toy.print %0 : i32\n}\n"
/// );
/// ```
pub trait OpSyntax: Send + Sync {
    /// Reads the op's text after its name (and the `%results =` before it, which the
    /// caller binds) into `op`: operands resolved to values, result types,
    /// attributes, regions and successors.
    fn parse(&self, p: &mut CustomParser<'_, '_, '_>, op: &mut ParsedOp) -> PResult<()>;

    /// Writes the op's text after its name (the caller writes the results and the
    /// name).
    fn print(&self, p: &mut CustomPrinter<'_, '_>, op: Op);

    /// Whether this syntax can print with what `ctx` has registered (a declarative
    /// format whose custom directives are all registered); ops whose syntax cannot
    /// are printed in generic form.
    fn can_print(&self, ctx: &Context) -> bool {
        let _ = ctx;
        true
    }
}

/// One argument of a `custom<Name>(...)` directive of a declarative format, as the
/// directive reads or prints it (MLIR passes C++ references of these kinds).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DirectiveArg {
    /// An operand group as written (`$operand`; a single or optional group holds at
    /// most one): what [`CustomDirective::parse`] fills, or an earlier group passed
    /// with `ref(...)`.
    Operands(Vec<UnresolvedOperand>),
    /// An operand or result group's values, when printing.
    Values(Vec<Value>),
    /// An attribute (`$attr`): `None` until read, or when the op does not have it.
    Attribute(Option<Attribute>),
    /// Types (`type($x)`).
    Types(Vec<Type>),
    /// Regions (`$region`).
    Regions(Vec<Region>),
    /// Successors (`$successor`).
    Successors(Vec<Block>),
    /// The attribute dictionary (`attr-dict`): when parsing, what the directive adds
    /// to the op's attributes.
    AttrDict(Vec<(Identifier, Attribute)>),
    /// A string literal of the format, passed through.
    Str(Box<str>),
    /// A `VariadicOfVariadic` operand group as written, one list per sub-group (what
    /// [`CustomDirective::parse`] fills for such a group: `$caseOperands` of
    /// `cf.switch`).
    OperandGroups(Vec<Vec<UnresolvedOperand>>),
    /// A `VariadicOfVariadic` operand group's values, one list per sub-group, when
    /// printing.
    ValueGroups(Vec<Vec<Value>>),
    /// The types of a `VariadicOfVariadic` group (`type($caseOperands)`), one list
    /// per sub-group.
    TypeGroups(Vec<Vec<Type>>),
}

/// A `custom<Name>(...)` directive of declarative formats (MLIR's `parseName` /
/// `printName` C++ functions), registered by name with
/// [`Context::register_custom_directive`]. The arguments come in the format's order;
/// when parsing, each `$variable` argument arrives empty (of the right variant) and
/// the directive fills it, while `ref(...)` arguments arrive filled and stay as they
/// are.
pub trait CustomDirective: Send + Sync {
    /// Reads the directive's text, filling `args`.
    fn parse(&self, p: &mut CustomParser<'_, '_, '_>, args: &mut [DirectiveArg]) -> PResult<()>;

    /// Writes the directive's text for `op`, from `args`.
    fn print(&self, p: &mut CustomPrinter<'_, '_>, op: Op, args: &[DirectiveArg]);
}

/// Names an op gives its results in the custom form (MLIR's `getAsmResultNames`):
/// called with the op and a function that names one result (`%c0`, `%cst`, `%dim`).
/// A name is uniqued as MLIR uniques it (`%cst_0`).
pub type ResultNamesFn = Arc<dyn Fn(&Context, &Ir, Op, &mut dyn FnMut(Value, &str)) + Send + Sync>;

/// The custom syntax a context knows, per op name.
#[derive(Clone, Default)]
pub(crate) struct SyntaxRegistry {
    syntax: FxHashMap<OpName, Arc<dyn OpSyntax>>,
    result_names: FxHashMap<OpName, ResultNamesFn>,
    default_dialect: FxHashMap<OpName, Box<str>>,
    /// The dialects some registered op or syntax belongs to.
    dialects: rustc_hash::FxHashSet<Box<str>>,
    directives: FxHashMap<Box<str>, Arc<dyn CustomDirective>>,
    /// The dialects whose built-in hooks ([`crate::dialects`]) were offered to the
    /// context: a dialect known from a syntax registered first still gets them
    /// with its first op definition.
    hooked: rustc_hash::FxHashSet<Box<str>>,
}

impl fmt::Debug for SyntaxRegistry {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("SyntaxRegistry")
            .field("syntax", &self.syntax.len())
            .field("result_names", &self.result_names.len())
            .field("default_dialect", &self.default_dialect)
            .finish()
    }
}

impl SyntaxRegistry {
    /// The syntax of `name`, if it has one.
    #[inline]
    pub fn syntax(&self, name: OpName) -> Option<&Arc<dyn OpSyntax>> {
        self.syntax.get(&name)
    }

    /// The result-naming function of `name`.
    #[inline]
    pub fn result_names(&self, name: OpName) -> Option<&ResultNamesFn> {
        if self.result_names.is_empty() {
            return None;
        }
        self.result_names.get(&name)
    }

    /// The default dialect of the regions of `name`'s ops.
    pub fn default_dialect(&self, name: OpName) -> Option<&str> {
        self.default_dialect.get(&name).map(|d| &**d)
    }

    /// The custom directive `name`.
    pub fn directive(&self, name: &str) -> Option<&Arc<dyn CustomDirective>> {
        self.directives.get(name)
    }

    /// Records that ops of `dialect` are known; whether it was not before.
    pub fn add_dialect(&mut self, dialect: &str) -> bool {
        if self.dialects.contains(dialect) {
            return false;
        }
        self.dialects.insert(dialect.into());
        true
    }

    /// Records that the built-in hooks of `dialect` are installed; whether they were
    /// not before.
    pub fn mark_hooked(&mut self, dialect: &str) -> bool {
        if self.hooked.contains(dialect) {
            return false;
        }
        self.hooked.insert(dialect.into());
        true
    }

    /// Whether some op of `dialect` is known.
    pub fn knows_dialect(&self, dialect: &str) -> bool {
        self.dialects.contains(dialect)
    }

    /// Sets the syntax of `name` unless it has one (a declarative format does not
    /// replace syntax registered in code).
    pub fn set_syntax_if_absent(&mut self, name: OpName, syntax: Arc<dyn OpSyntax>) {
        self.syntax.entry(name).or_insert(syntax);
    }
}

impl Context {
    /// Registers the custom syntax of the op named `name` (replacing an earlier one,
    /// and the declarative format of its definition): from now on the op is read and
    /// printed in that form. See [`OpSyntax`].
    pub fn register_op_syntax(&mut self, name: &str, syntax: Arc<dyn OpSyntax>) {
        if let Some((dialect, _)) = name.split_once('.') {
            self.syntax.add_dialect(dialect);
        }
        let name = self.intern_op_name(name);
        self.syntax.syntax.insert(name, syntax);
    }

    /// Registers how ops named `name` name their results in the custom form (see
    /// [`ResultNamesFn`]).
    pub fn register_result_names(
        &mut self,
        name: &str,
        names: impl Fn(&Context, &Ir, Op, &mut dyn FnMut(Value, &str)) + Send + Sync + 'static,
    ) {
        let name = self.intern_op_name(name);
        self.syntax.result_names.insert(name, Arc::new(names));
    }

    /// Registers `dialect` as the default dialect of the regions of ops named `name`
    /// (MLIR's `OpAsmOpInterface::getDefaultDialect`): inside them, ops of that
    /// dialect are written without its prefix (`return` in a `func.func`).
    pub fn register_default_dialect(&mut self, name: &str, dialect: &str) {
        let name = self.intern_op_name(name);
        self.syntax.default_dialect.insert(name, dialect.into());
    }

    /// Registers the `custom<name>(...)` directive of declarative formats (replacing
    /// an earlier one of that name). See [`CustomDirective`].
    pub fn register_custom_directive(&mut self, name: &str, directive: Arc<dyn CustomDirective>) {
        self.syntax.directives.insert(name.into(), directive);
    }

    /// The custom syntax registered for `name`, if any.
    pub fn op_syntax(&self, name: OpName) -> Option<&Arc<dyn OpSyntax>> {
        self.syntax.syntax(name)
    }
}
