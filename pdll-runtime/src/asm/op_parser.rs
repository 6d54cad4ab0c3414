//! Parser for the generic operation form, as `mlir-opt --mlir-print-op-generic`
//! prints it: `%0:2 = "d.op"(%a, %b#1) [^bb1] <{p}> ({...}) {a} : (i32, i32) -> (i32, f32)`.
//!
//! Values may be used before their definition anywhere in the file (graph regions,
//! blocks in any order): a use before the definition gets a detached placeholder
//! op's result, replaced when the definition is parsed.

use crate::asm::custom::{CustomParser, ParsedOp};
use crate::asm::error::ParseError;
use crate::asm::lexer::{Token, TokenKind};
use crate::asm::numbered_names::{NameSlot, NumberedNames};
use crate::asm::options::ParseOptions;
use crate::asm::parser::{PResult, Parser};
use crate::attributes::Attribute;
use crate::ir::{Block, Ir, Op, OpName, OperationState, Region, Value};
use crate::types::Type;
use crate::Context;
use rustc_hash::FxHashMap;

/// What an SSA name (`%x`, without `#n`) currently means.
enum ValueEntry {
    /// Defined: the first value of the group and how many there are. Op results are
    /// consecutive values, so `%x#i` is `first + i`.
    Defined { first: Value, count: u32 },
    /// Used before its definition: placeholders per result number, and where the
    /// first use was (for the error if it is never defined).
    Forward {
        placeholders: Vec<(u32, Value)>,
        at: u32,
    },
}

/// The result names before an op (`%a, %b:2 =`): each name and its count.
type ResultGroups = smallvec::SmallVec<[(Token, u32); 2]>;

/// What a generic op's text says before its regions.
struct OpHead {
    name: OpName,
    /// Operand names and result numbers; their values are found once the types are
    /// known.
    operands: Vec<(Token, u32)>,
    successors: Vec<Block>,
    properties: Option<Attribute>,
}

/// Block names of one region being parsed.
#[derive(Default)]
struct RegionScope<'a> {
    blocks: FxHashMap<&'a str, (Block, bool, u32)>,
    /// SSA names in the map defined in this region, removed from view when it ends.
    names: Vec<&'a str>,
    /// Numbered names defined in this region: 4 bytes each rather than a 16-byte
    /// `&str`, since a big region defines one per op. Not kept for the regions of
    /// top-level ops while the file scope has no numbered name: everything goes out
    /// of view when such a region ends.
    numbered: Vec<NameSlot>,
}

/// The generic-form op parser: a type/attribute [`Parser`] plus SSA and block scopes.
pub struct OpParser<'a, 'c> {
    pub(crate) p: Parser<'a, 'c>,
    /// Where the parsed ops go.
    pub(crate) ir: &'c mut Ir,
    /// The enclosing custom ops, whose regions' default dialect (MLIR's
    /// `defaultDialectStack`) a custom op name without a dot is looked up in: the
    /// last one's ([`OpParser::default_dialect`]); `None` is the file's top level
    /// (`builtin`). Names, not the dialects' text: looked up only for such an op
    /// name, and nothing to allocate per op.
    default_dialects: Vec<Option<OpName>>,
    /// Defined SSA names of the form `<prefix>N` (see [`NumberedNames`]).
    numbered: NumberedNames<'a>,
    /// Every other SSA name, and forward references of any name.
    values: FxHashMap<&'a str, ValueEntry>,
    regions: Vec<RegionScope<'a>>,
    /// Detached ops standing in for forward references (erased once resolved).
    placeholder_name: Option<crate::ir::OpName>,
    pending_forward: usize,
    /// Emptied [`ParsedOp`]s, one per level of custom ops being read, whose vectors
    /// the next ops reuse. Boxed so that taking one and giving it back moves a pointer.
    #[allow(clippy::vec_box)]
    spare_ops: Vec<Box<ParsedOp>>,
    /// Emptied region scopes, whose tables the next regions reuse.
    spare_scopes: Vec<RegionScope<'a>>,
    /// What declarative formats read an op into, kept for the next ops.
    #[allow(clippy::vec_box)] // see `Reading::take`
    pub(crate) spare_readings: Vec<Box<crate::asm::custom::format::Reading>>,
    /// The attribute dictionary and properties of the custom ops created, by op name
    /// and the properties and attributes read (most ops of a file repeat a few).
    split_cache: FxHashMap<SplitKey, (Option<Attribute>, Option<Attribute>)>,
    /// [`ParseOptions::threads`], 0 resolved to the cores.
    threads: usize,
    /// [`ParseOptions::parallel_min_bytes`].
    parallel_min_bytes: usize,
    /// Where a block was or may be cut into chunks for threads ([`parallel`]).
    split: parallel::SplitTries,
    /// How many chunks parsed on other threads were kept ([`parallel`]).
    pub(crate) chunks_kept: usize,
}

/// What [`OpParser::split_cache`] is keyed by: the op name, how many of the entries
/// are properties, then the properties and the attributes as read.
type SplitKey = (
    OpName,
    u32,
    smallvec::SmallVec<[(crate::ident::Identifier, Attribute); 4]>,
);

impl<'a, 'c> OpParser<'a, 'c> {
    /// A parser for `src` that creates IR in `ir`, interning in `ctx`, with the default
    /// [`ParseOptions`].
    pub fn new(ctx: &'c mut Context, ir: &'c mut Ir, src: &'a str) -> Self {
        Self::with_options(ctx, ir, src, &ParseOptions::default())
    }

    /// [`OpParser::new`] with `options`.
    pub fn with_options(
        ctx: &'c mut Context,
        ir: &'c mut Ir,
        src: &'a str,
        options: &ParseOptions,
    ) -> Self {
        OpParser {
            p: Parser::with_options(ctx, src, options),
            ir,
            numbered: NumberedNames::new(src.len()),
            values: FxHashMap::default(),
            regions: Vec::new(),
            placeholder_name: None,
            pending_forward: 0,
            default_dialects: vec![None],
            spare_ops: Vec::new(),
            spare_scopes: Vec::new(),
            spare_readings: Vec::new(),
            split_cache: FxHashMap::default(),
            threads: match options.threads {
                0 => crate::driver::parallel::default_threads(),
                n => n,
            },
            parallel_min_bytes: options.parallel_min_bytes,
            split: Default::default(),
            chunks_kept: 0,
        }
    }

    /// Parses a whole file into `block` (normally the IR's top block): bare ops,
    /// `module` / `module @name` / `module attributes {...}` ops, alias definitions
    /// (`#a = ...`, `!t = ...`) and `{-# ... #-}` metadata, whose resources go to the
    /// IR ([`crate::asm::resources`]).
    pub fn parse_file(&mut self, block: Block) -> PResult<Vec<Op>> {
        let mut ops = Vec::new();
        self.regions.push(RegionScope::default());
        loop {
            match self.p.tok.kind {
                TokenKind::Eof => break,
                TokenKind::FileMetadataBegin => {
                    self.p.parse_file_metadata(&mut self.ir.resources)?
                }
                TokenKind::HashIdent | TokenKind::ExclaimIdent if self.is_alias_def() => {
                    self.parse_alias_def()?
                }
                _ if self.may_split() => ops.extend(self.parse_split(block)?),
                _ => {
                    let op = self.parse_op()?;
                    self.ir.append_op(block, op);
                    ops.push(op);
                }
            }
        }
        self.finish_region_scope()?;
        if self.pending_forward > 0 {
            let at = self
                .values
                .values()
                .find_map(|e| match e {
                    ValueEntry::Forward { at, .. } => Some(*at),
                    _ => None,
                })
                .unwrap_or(0);
            return Err(self.p.err_at(at, "use of undeclared SSA value name"));
        }
        Ok(ops)
    }

    fn is_alias_def(&self) -> bool {
        let mut l = self.p.lex.clone();
        l.next_token().kind == TokenKind::Equal
    }

    fn parse_alias_def(&mut self) -> PResult<()> {
        let t = self.p.bump();
        self.p.expect(TokenKind::Equal, "'='")?;
        let name = &self.p.text(t)[1..];
        if t.kind == TokenKind::HashIdent {
            let a = self.p.parse_attribute()?;
            self.p.attr_aliases.insert(name, a);
        } else {
            let ty = self.p.parse_type()?;
            self.p.type_aliases.insert(name, ty);
        }
        Ok(())
    }

    /// Skips a balanced `( ... )` group (the body of `loc(...)`).
    fn skip_parens(&mut self) -> PResult<()> {
        let start = self.p.expect(TokenKind::LParen, "'(' after 'loc'")?.start;
        let mut depth = 1;
        while depth > 0 {
            match self.p.tok.kind {
                TokenKind::LParen => depth += 1,
                TokenKind::RParen => depth -= 1,
                TokenKind::Eof | TokenKind::Error => {
                    return Err(self.p.err_at(start, "unbalanced 'loc('"))
                }
                _ => {}
            }
            self.p.bump();
        }
        Ok(())
    }

    /// Skips an optional trailing `loc(...)`.
    pub(crate) fn skip_loc(&mut self) -> PResult<()> {
        if self.p.tok.kind == TokenKind::BareIdent && self.p.text(self.p.tok) == "loc" {
            self.p.bump();
            self.skip_parens()?;
        }
        Ok(())
    }

    /// Parses one op (with its result names) and returns it detached.
    pub fn parse_op(&mut self) -> PResult<Op> {
        // Each part in a function of its own: this frame, kept on the stack for every
        // level of nested regions, holds little (see `crate::asm::options`).
        let groups = self.parse_result_groups()?;
        let op = match self.p.tok.kind {
            TokenKind::String => self.parse_generic_op()?,
            TokenKind::BareIdent => self.parse_custom_op()?,
            _ => return Err(self.not_an_op()),
        };
        self.bind_results(op, groups)?;
        Ok(op)
    }

    /// Result groups `%a, %b:2 =` before an op, if any.
    fn parse_result_groups(&mut self) -> PResult<ResultGroups> {
        let mut groups = ResultGroups::new();
        if self.p.tok.kind == TokenKind::PercentIdent {
            loop {
                let t = self.p.expect(TokenKind::PercentIdent, "SSA result name")?;
                let mut count = 1;
                if self.p.eat(TokenKind::Colon) {
                    let n = self
                        .p
                        .expect(TokenKind::Integer, "result count after ':'")?;
                    count = self
                        .p
                        .text(n)
                        .parse::<u32>()
                        .ok()
                        .filter(|&c| c > 0)
                        .ok_or_else(|| {
                            self.p.err_at(n.start, "expected a positive result count")
                        })?;
                }
                groups.push((t, count));
                if !self.p.eat(TokenKind::Comma) {
                    break;
                }
            }
            self.p.expect(TokenKind::Equal, "'=' after result names")?;
        }
        Ok(groups)
    }

    /// The error at a token that does not start an op.
    #[cold]
    fn not_an_op(&self) -> ParseError {
        self.p.err("expected operation name in quotes")
    }

    /// An op in custom form, at its name: read by the op's registered syntax.
    fn parse_custom_op(&mut self) -> PResult<Op> {
        let t = self.p.bump();
        let written = self.p.text(t);
        let (name, syntax) = self.custom_op_syntax(written, t.start)?;
        self.default_dialects.push(Some(name));
        let mut parsed = match self.spare_ops.pop() {
            Some(mut spare) => {
                spare.name = name;
                spare
            }
            None => Box::new(ParsedOp::new(name)),
        };
        let r = syntax.parse(
            &mut CustomParser {
                op: self,
                start: t.start,
                name,
            },
            &mut parsed,
        );
        self.default_dialects.pop();
        r?;
        self.skip_loc()?;
        let op = self.create_parsed_op(&parsed, t.start);
        parsed.clear();
        self.spare_ops.push(parsed);
        op
    }

    /// The op name and syntax of a custom op written `written` at `at`: the name as
    /// written, else (without a dot) in the default dialect, as MLIR looks it up.
    fn custom_op_syntax(
        &mut self,
        written: &str,
        at: u32,
    ) -> PResult<(OpName, std::sync::Arc<dyn crate::asm::custom::OpSyntax>)> {
        let ctx = &*self.p.ctx;
        if let Some(name) = ctx.lookup_op_name(written) {
            if let Some(s) = ctx.op_syntax(name) {
                return Ok((name, s.clone()));
            }
        }
        let mut tried = None;
        if !written.contains('.') {
            let full = format!("{}.{written}", self.default_dialect());
            if let Some(name) = ctx.lookup_op_name(&full) {
                if let Some(s) = ctx.op_syntax(name) {
                    return Ok((name, s.clone()));
                }
            }
            tried = Some(full);
        }
        let looked_up = tried.as_deref().unwrap_or(written);
        let dialect = looked_up.split_once('.').map_or(looked_up, |d| d.0);
        let mut msg = if ctx.syntax.knows_dialect(dialect) {
            format!("custom op '{written}' is unknown")
        } else {
            format!("Dialect `{dialect}' not found for custom op '{written}' ")
        };
        if let Some(full) = tried {
            msg.push_str(&format!(" (tried '{full}' as well)"));
        }
        Err(self.p.err_at(at, msg))
    }

    /// The default dialect of the innermost enclosing custom op's regions (see
    /// `default_dialects`): `builtin` at the top level, none for an op that names none.
    fn default_dialect(&self) -> &str {
        match self.default_dialects.last() {
            Some(Some(op)) => self.p.ctx.syntax.default_dialect(*op).unwrap_or_default(),
            Some(None) => "builtin",
            None => "",
        }
    }

    /// Creates the op a custom syntax read: for a registered op, inherent attributes
    /// go to the properties and absent default-valued ones get their default.
    fn create_parsed_op(&mut self, parsed: &ParsedOp, at: u32) -> PResult<Op> {
        let mut entries =
            smallvec::SmallVec::with_capacity(parsed.properties.len() + parsed.attributes.len());
        entries.extend_from_slice(&parsed.properties);
        entries.extend_from_slice(&parsed.attributes);
        let key = (parsed.name, parsed.properties.len() as u32, entries);
        let (attributes, properties) = match self.split_cache.get(&key) {
            Some(&split) => split,
            None => {
                let split = crate::dialect::split_read_attributes(
                    self.p.ctx,
                    parsed.name,
                    &parsed.attributes,
                    &parsed.properties,
                )
                .map_err(|e| self.p.err_at(at, e))?;
                self.split_cache.insert(key, split);
                split
            }
        };
        Ok(self.ir.create_op_from_parts(crate::ir::OpParts {
            name: parsed.name,
            operands: &parsed.operands,
            result_types: &parsed.result_types,
            attributes,
            properties,
            successors: &parsed.successors,
            regions: &parsed.regions,
        }))
    }

    /// Binds the result `groups` of `op`.
    fn bind_results(&mut self, op: Op, groups: ResultGroups) -> PResult<()> {
        // An op written without result names leaves its results unnamed (an op nested
        // in `vector.mask`'s custom form), as MLIR's parser does.
        if groups.is_empty() {
            return Ok(());
        }
        let n = self.ir.num_results(op);
        let declared: u32 = groups.iter().map(|g| g.1).sum();
        if declared as usize != n {
            // MLIR reports it where the result names start.
            return Err(self.p.err_at(
                groups[0].0.start,
                format!("operation defines {n} results but was provided {declared} to bind"),
            ));
        }
        let mut idx = 0;
        for (t, count) in groups {
            let first = self.ir.result(op, idx);
            self.define(t, first, count)?;
            idx += count as usize;
        }
        Ok(())
    }

    fn parse_generic_op(&mut self) -> PResult<Op> {
        // Head, regions and tail apart: only the head's result and the regions stay
        // on the stack while nested regions are parsed (see `crate::asm::options`).
        let head = self.parse_op_head()?;
        let mut regions = Vec::new();
        if self.p.eat(TokenKind::LParen) {
            loop {
                regions.push(self.parse_region()?);
                if self.p.eat(TokenKind::RParen) {
                    break;
                }
                self.p
                    .expect(TokenKind::Comma, "',' or ')' in region list")?;
            }
        }
        self.finish_generic_op(head, regions)
    }

    /// What comes before the regions of a generic op: name, operands, successors and
    /// properties.
    fn parse_op_head(&mut self) -> PResult<OpHead> {
        let name_tok = self.p.bump();
        let name = self.p.string_value(name_tok)?;
        if name.is_empty() {
            return Err(self.p.err_at(name_tok.start, "empty operation name"));
        }
        let name = self.p.ctx.intern_op_name(&name);
        // Operands: names now, values once the types are known.
        self.p
            .expect(TokenKind::LParen, "'(' to start operand list")?;
        let mut operands: Vec<(Token, u32)> = Vec::new();
        if !self.p.eat(TokenKind::RParen) {
            loop {
                let t = self.p.expect(TokenKind::PercentIdent, "SSA operand")?;
                let mut index = 0;
                if self.p.tok.kind == TokenKind::HashIdent {
                    let h = self.p.bump();
                    index = self.p.text(h)[1..]
                        .parse::<u32>()
                        .map_err(|_| self.p.err_at(h.start, "invalid SSA value result number"))?;
                }
                operands.push((t, index));
                if self.p.eat(TokenKind::RParen) {
                    break;
                }
                self.p
                    .expect(TokenKind::Comma, "',' or ')' in operand list")?;
            }
        }
        let mut successors = Vec::new();
        if self.p.eat(TokenKind::LSquare) {
            loop {
                let t = self.p.expect(TokenKind::CaretIdent, "block name")?;
                successors.push(self.block_ref(t));
                if self.p.eat(TokenKind::RSquare) {
                    break;
                }
                self.p
                    .expect(TokenKind::Comma, "',' or ']' in successor list")?;
            }
        }
        let mut properties = None;
        if self.p.tok.kind == TokenKind::Less {
            self.p.bump();
            let at = self.p.tok.start;
            let props = self.p.parse_attribute()?;
            if !matches!(
                self.p.ctx.attr_kind(props),
                crate::attributes::AttrKind::Dictionary(_)
            ) {
                return Err(self.p.err_at(at, "expected a dictionary of properties"));
            }
            properties = Some(props);
            self.p
                .expect(TokenKind::Greater, "'>' to close properties")?;
        }
        Ok(OpHead {
            name,
            operands,
            successors,
            properties,
        })
    }

    /// What comes after the regions of a generic op (attributes, function type,
    /// location); creates the op.
    fn finish_generic_op(&mut self, head: OpHead, regions: Vec<Region>) -> PResult<Op> {
        let OpHead {
            name,
            operands,
            successors,
            properties,
        } = head;
        let attributes = if self.p.tok.kind == TokenKind::LBrace {
            Some(self.p.parse_attr_dict()?)
        } else {
            None
        };
        self.p.expect(
            TokenKind::Colon,
            "':' followed by the operation's function type",
        )?;
        let ty_at = self.p.tok.start;
        if self.p.tok.kind != TokenKind::LParen {
            return Err(self.p.err("expected function type"));
        }
        let inputs = self.p.parse_type_list_parens()?;
        self.p.expect(TokenKind::Arrow, "'->' in function type")?;
        let results = self.p.parse_function_results()?;
        if inputs.len() != operands.len() {
            return Err(self.p.err_at(
                ty_at,
                format!(
                    "expected {} operand types but had {}",
                    operands.len(),
                    inputs.len()
                ),
            ));
        }
        self.skip_loc()?;
        let mut values = Vec::with_capacity(operands.len());
        for (&(t, index), &ty) in operands.iter().zip(&inputs) {
            values.push(self.use_value(t, index, ty)?);
        }
        // A registered op's inherent attributes are properties, and absent
        // default-valued ones have their default (as MLIR's `Operation::create`).
        let (attributes, properties) = if self.p.ctx.is_registered_op(name)
            || crate::dialect::is_builtin_module(self.p.ctx, name)
        {
            crate::dialect::split_attributes(
                self.p.ctx,
                name,
                values.len(),
                results.len(),
                attributes,
                properties,
                None,
                false,
            )
            .map_err(|e| self.p.err_at(ty_at, e))?
        } else {
            (attributes, properties)
        };
        let state = OperationState {
            name,
            operands: values,
            result_types: results,
            attributes,
            properties,
            successors,
            regions,
        };
        Ok(self.ir.create_op(state))
    }

    /// A region `{ ... }`, one nesting level deeper (see [`crate::asm::options`]).
    fn parse_region(&mut self) -> PResult<Region> {
        self.p.enter_nesting(self.p.tok.start)?;
        let r = self.parse_region_here();
        self.p.leave_nesting();
        r
    }

    /// A region `{ ... }` whose entry block has the arguments `args` (names and
    /// types), defined inside it: what custom syntax reads (`scf.for %i = ...
    /// { ... }`, `func.func @f(%a: i32) { ... }`).
    pub(crate) fn parse_region_with_arguments(
        &mut self,
        args: &[(Token, Type)],
    ) -> PResult<Region> {
        self.p.enter_nesting(self.p.tok.start)?;
        let r = self.parse_region_here_with(Some(args));
        self.p.leave_nesting();
        r
    }

    /// A region `{ ... }`: an unlabeled entry block, then labeled blocks.
    fn parse_region_here(&mut self) -> PResult<Region> {
        self.parse_region_here_with(None)
    }

    /// A region, with the entry block's arguments given by the op's syntax or not.
    fn parse_region_here_with(&mut self, args: Option<&[(Token, Type)]>) -> PResult<Region> {
        self.p.expect(TokenKind::LBrace, "'{' to begin a region")?;
        let region = self.ir.create_region();
        let scope = self.spare_scopes.pop().unwrap_or_default();
        self.regions.push(scope);
        if let Some(args) = args.filter(|a| !a.is_empty()) {
            if self.p.tok.kind == TokenKind::CaretIdent {
                return Err(self
                    .p
                    .err("invalid block name in region with named arguments"));
            }
            // A name used before (by the op's own operands, `affine.for %i = ...(%i)`)
            // is no entry argument: MLIR's `parseRegionBody` refuses it.
            for &(t, _) in args {
                let name = self.p.lex.text(t);
                if let Some(ValueEntry::Forward { .. }) = self.values.get(name) {
                    return Err(self.p.err_at(
                        t.start,
                        format!("region entry argument '{name}' is already in use"),
                    ));
                }
            }
            let types: Vec<Type> = args.iter().map(|a| a.1).collect();
            let entry = self.ir.create_block(&types);
            self.ir.append_block(region, entry);
            for (i, &(t, _)) in args.iter().enumerate() {
                let v = self.ir.block_arguments(entry)[i];
                self.define(t, v, 1)?;
            }
            self.parse_block_body(entry)?;
        } else if self.p.tok.kind != TokenKind::RBrace && self.p.tok.kind != TokenKind::CaretIdent {
            let entry = self.ir.create_block(&[]);
            self.ir.append_block(region, entry);
            self.parse_block_body(entry)?;
        }
        while self.p.tok.kind == TokenKind::CaretIdent {
            // The header apart: its frame is gone while the ops are parsed.
            let block = self.parse_block_header(region)?;
            self.parse_block_body(block)?;
        }
        self.p.expect(TokenKind::RBrace, "'}' to end a region")?;
        self.finish_region_scope()?;
        Ok(region)
    }

    /// The header `^bb1(%a: i32):` of a labeled block, at its label; appends the block
    /// to `region` and returns it.
    fn parse_block_header(&mut self, region: Region) -> PResult<Block> {
        let t = self.p.bump();
        let block = self.block_ref(t);
        let scope = self.regions.last_mut().expect("region scope");
        let entry = scope
            .blocks
            .get_mut(self.p.lex.text(t))
            .expect("block just referenced");
        if entry.1 {
            return Err(self.p.err_at(t.start, "redefinition of block"));
        }
        entry.1 = true;
        self.ir.append_block(region, block);
        if self.p.eat(TokenKind::LParen) && !self.p.eat(TokenKind::RParen) {
            loop {
                let at = self
                    .p
                    .expect(TokenKind::PercentIdent, "block argument name")?;
                self.p
                    .expect(TokenKind::Colon, "':' and type for block argument")?;
                let ty = self.p.parse_type()?;
                self.skip_loc()?;
                let v = self.ir.add_block_argument(block, ty);
                self.define(at, v, 1)?;
                if self.p.eat(TokenKind::RParen) {
                    break;
                }
                self.p
                    .expect(TokenKind::Comma, "',' or ')' in block arguments")?;
            }
        }
        self.p.expect(TokenKind::Colon, "':' after block name")?;
        Ok(block)
    }

    fn parse_block_body(&mut self, block: Block) -> PResult<()> {
        if self.may_split() {
            self.parse_split(block)?;
        }
        while !matches!(
            self.p.tok.kind,
            TokenKind::CaretIdent | TokenKind::RBrace | TokenKind::Eof
        ) {
            let op = self.parse_op()?;
            self.ir.append_op(block, op);
        }
        Ok(())
    }

    /// Pops a region scope: undefined blocks are an error; its SSA names go out of view.
    fn finish_region_scope(&mut self) -> PResult<()> {
        let wholesale = self.ends_top_level_region_wholesale();
        let mut scope = self.regions.pop().expect("region scope");
        if let Some((_, _, at)) = scope.blocks.values().filter(|b| !b.1).min_by_key(|b| b.2) {
            return Err(self.p.err_at(*at, "reference to an undefined block"));
        }
        for n in scope.names.drain(..) {
            self.values.remove(n);
        }
        if wholesale {
            self.numbered.clear();
        }
        for slot in scope.numbered.drain(..) {
            self.numbered.remove(slot);
        }
        scope.blocks.clear();
        self.spare_scopes.push(scope);
        Ok(())
    }

    /// The block named by `t` in the current region, created on first reference.
    pub(crate) fn block_ref(&mut self, t: Token) -> Block {
        let name = self.p.lex.text(t);
        let scope = self.regions.last_mut().expect("region scope");
        if let Some(&(b, _, _)) = scope.blocks.get(name) {
            return b;
        }
        let b = self.ir.create_block(&[]);
        self.regions
            .last_mut()
            .expect("region scope")
            .blocks
            .insert(name, (b, false, t.start));
        b
    }

    /// Binds `%name` to `count` consecutive values starting at `first`, resolving
    /// forward references.
    fn define(&mut self, t: Token, first: Value, count: u32) -> PResult<()> {
        let name = self.p.lex.text(t);
        let numbered = self.numbered.slot(name, true);
        if let Some(slot) = numbered {
            if self.numbered.get(slot).is_some() {
                return Err(self
                    .p
                    .err_at(t.start, format!("redefinition of SSA value '{name}'")));
            }
            self.numbered.set(slot, first, count);
        }
        let previous = if numbered.is_some() {
            // Only a forward reference can be in the map for a numbered name.
            match self.pending_forward {
                0 => None,
                _ => self.values.remove(name),
            }
        } else {
            self.values
                .insert(name, ValueEntry::Defined { first, count })
        };
        match previous {
            None => {}
            Some(ValueEntry::Defined { .. }) => {
                return Err(self
                    .p
                    .err_at(t.start, format!("redefinition of SSA value '{name}'")));
            }
            Some(ValueEntry::Forward { placeholders, .. }) => {
                self.pending_forward -= 1;
                for (i, ph) in placeholders {
                    if i >= count {
                        return Err(self
                            .p
                            .err_at(t.start, format!("'{name}' has no result #{i}")));
                    }
                    let v = Value(first.0 + i);
                    let (want, got) = (self.ir.value_type(ph), self.ir.value_type(v));
                    if want != got {
                        return Err(self.p.err_at(t.start, format!(
                            "definition of SSA value '{name}#{i}' has type {} but prior uses expect {}",
                            self.p.ctx.type_to_string(got),
                            self.p.ctx.type_to_string(want)
                        )));
                    }
                    self.ir.replace_all_uses_with(ph, v);
                    if let Some(op) = self.ir.defining_op(ph) {
                        // Detached and now unused: erasing only tombstones the slot.
                        let _ = self.ir.erase_op(op);
                    }
                }
            }
        }
        let wholesale = self.ends_top_level_region_wholesale();
        if let Some(scope) = self.regions.last_mut() {
            match numbered {
                Some(_) if wholesale => {}
                Some(slot) => scope.numbered.push(slot),
                None => scope.names.push(name),
            }
        }
        Ok(())
    }

    /// Whether the innermost scope is the region of a top-level op while the file
    /// scope has no numbered name: then its numbered names need no list, since when
    /// it ends every numbered name goes out of view.
    fn ends_top_level_region_wholesale(&self) -> bool {
        self.regions.len() == 2 && self.regions[0].numbered.is_empty()
    }

    /// The value for a use `%name#index` of type `ty`.
    pub(crate) fn use_value(&mut self, t: Token, index: u32, ty: Type) -> PResult<Value> {
        let name = self.p.lex.text(t);
        let numbered = self
            .numbered
            .slot(name, false)
            .and_then(|slot| self.numbered.get(slot))
            .map(|(first, count)| ValueEntry::Defined { first, count });
        let (v, has) = match numbered.as_ref().or_else(|| self.values.get(name)) {
            Some(ValueEntry::Defined { first, count }) => {
                if index >= *count {
                    return Err(self.p.err_at(
                        t.start,
                        format!("reference to invalid result number #{index} of '{name}'"),
                    ));
                }
                (Value(first.0 + index), true)
            }
            Some(ValueEntry::Forward { placeholders, .. }) => {
                match placeholders.iter().find(|p| p.0 == index) {
                    Some(&(_, v)) => (v, true),
                    None => (Value(0), false),
                }
            }
            None => (Value(0), false),
        };
        let v = if has {
            v
        } else {
            let ph = self.placeholder(ty);
            match self
                .values
                .entry(name)
                .or_insert_with(|| ValueEntry::Forward {
                    placeholders: Vec::new(),
                    at: t.start,
                }) {
                ValueEntry::Forward { placeholders, .. } => {
                    if placeholders.is_empty() {
                        self.pending_forward += 1;
                    }
                    placeholders.push((index, ph));
                }
                ValueEntry::Defined { .. } => unreachable!("checked above"),
            }
            ph
        };
        let got = self.ir.value_type(v);
        if got != ty {
            return Err(self.p.err_at(
                t.start,
                format!(
                    "use of value '{name}' expects different type than prior uses: '{}' vs '{}'",
                    self.p.ctx.type_to_string(ty),
                    self.p.ctx.type_to_string(got)
                ),
            ));
        }
        Ok(v)
    }

    /// A detached op with one result of type `ty`, standing for a forward reference.
    fn placeholder(&mut self, ty: Type) -> Value {
        let name = self.placeholder_op_name();
        let op = self.ir.create_simple_op(name, &[], &[ty], None);
        self.ir.result(op, 0)
    }

    /// The name of the detached ops the parser makes for its own use (forward
    /// references, [`parallel`] chunks), which never stay in the IR.
    fn placeholder_op_name(&mut self) -> OpName {
        match self.placeholder_name {
            Some(n) => n,
            None => {
                let n = self
                    .p
                    .ctx
                    .intern_op_name("builtin.unrealized_forward_reference");
                self.placeholder_name = Some(n);
                n
            }
        }
    }
}

impl Ir {
    /// Parses MLIR text in generic op form and appends its top-level ops to the top
    /// block ([`Ir::top_block`]), interning names, types and attributes in `ctx`.
    /// Returns the top-level ops parsed.
    pub fn parse_source(&mut self, ctx: &mut Context, src: &str) -> Result<Vec<Op>, ParseError> {
        self.parse_source_with(ctx, src, &ParseOptions::default())
    }

    /// [`Ir::parse_source`] with `options` (e.g. another nesting limit).
    pub fn parse_source_with(
        &mut self,
        ctx: &mut Context,
        src: &str,
        options: &ParseOptions,
    ) -> Result<Vec<Op>, ParseError> {
        // Room for the ops of a big file up front: growing the arenas by doubling
        // copies them (a tenth of the parse of a 1M-op file). An op takes at least 30
        // bytes of text; capacity that stays unused is never touched, so costs no memory.
        if src.len() > 1 << 16 {
            let ops = src.len() / 30;
            self.reserve(ops, ops, ops * 2);
        }
        let top = self.top_block();
        OpParser::with_options(ctx, self, src, options).parse_file(top)
    }
}

impl Context {
    /// Parses one attribute dictionary `{...}` (a convenience for tools).
    pub fn parse_attr_dict(&mut self, src: &str) -> Result<Attribute, ParseError> {
        let mut p = Parser::new(self, src);
        let a = p.parse_attr_dict()?;
        p.expect_eof()?;
        Ok(a)
    }
}

mod parallel;
#[cfg(test)]
mod tests;
