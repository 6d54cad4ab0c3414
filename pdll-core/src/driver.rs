//! The whole compiler in one call: PDLL (macro tokens or a file's module) to Rust.
//!
//! Stages: [`crate::sema::check`], [`crate::pdl::lower()`],
//! [`crate::matcher::build_tree`], [`crate::codegen::generate`]. Each stage runs only
//! when the previous one succeeded; every error of the failing stage is returned. The
//! front end (check, lower, tree) is [`Compilation`], the one door every caller uses
//! (the macro, the build helper, the run-time set, the CLI, the language server); the
//! later stages run on demand from it: the analysis's warnings
//! ([`Compilation::warnings_with_analysis`]) and the Rust
//! ([`Compilation::generate`]). A set that compiles is analyzed
//! ([`crate::analysis::analyze`]): its warnings come back beside the code
//! ([`compile_module_with_warnings`]), or alone ([`check_module`], the check path
//! without code generation).

use crate::codegen::{self, SetDecl};
use crate::diag::Diagnostic;
use crate::source::{SourceMap, Span};
use crate::syntax::{ast, parse_tokens, ParseOptions};
use proc_macro2::TokenStream;

/// The errors of a parse that failed: its diagnostics, and the semantic errors of what
/// was recovered that lie before its first syntax error, in source order. mlir-pdll
/// checks as it parses and stops at the first error, so its first error is the one
/// that comes first in the text, semantic or syntactic; reporting only the syntax
/// errors would start with a later one. Semantic errors after the first syntax error
/// are left out: they may come from the recovery.
pub fn parse_failure_errors(
    module: Option<&ast::Module>,
    diags: Vec<Diagnostic>,
) -> Vec<Diagnostic> {
    match module {
        Some(module) if diags.iter().any(Diagnostic::is_error) => {
            let (_, sema) = crate::sema::check(module);
            merge_parse_and_sema_errors(diags, sema)
        }
        _ => diags,
    }
}

/// The rule of [`parse_failure_errors`] for a caller that has already checked the
/// recovered module (a language server, which also wants the check's index): the
/// parse diagnostics, and the semantic ones that lie before the first syntax error,
/// in source order.
pub fn merge_parse_and_sema_errors(
    mut parse: Vec<Diagnostic>,
    sema: Vec<Diagnostic>,
) -> Vec<Diagnostic> {
    let first = parse
        .iter()
        .filter(|d| d.is_error())
        .map(|d| d.span)
        .min_by_key(|s| (s.file, s.start));
    if let Some(first) = first {
        parse.extend(
            sema.into_iter()
                .filter(|d| d.span.file == first.file && d.span.start < first.start),
        );
        parse.sort_by_key(|d| (d.span.file, d.span.start));
    }
    parse
}

/// Compiles a parsed module into the Rust items of the pattern set `set`. `sources`
/// is the map the module was parsed into (generated comments name its files). The
/// warnings of the analysis are dropped: [`compile_module_with_warnings`] keeps them.
pub fn compile_module(
    set: &SetDecl,
    module: &ast::Module,
    options: &codegen::Options,
    sources: &SourceMap,
) -> Result<TokenStream, Vec<Diagnostic>> {
    compile_module_with_warnings(set, module, options, sources).map(|c| c.tokens)
}

/// A compiled pattern set: the generated items and the analysis's warnings.
#[derive(Clone, Debug)]
pub struct Compiled {
    /// The Rust items of the set.
    pub tokens: TokenStream,
    /// The warnings ([`crate::analysis::analyze`]), in source order.
    pub warnings: Vec<Diagnostic>,
}

/// As [`compile_module`], with the warnings of the analysis.
pub fn compile_module_with_warnings(
    set: &SetDecl,
    module: &ast::Module,
    options: &codegen::Options,
    sources: &SourceMap,
) -> Result<Compiled, Vec<Diagnostic>> {
    let compilation = Compilation::new(module)?;
    let tokens = compilation.generate(set, module, options, sources)?;
    let warnings = compilation.warnings_with_analysis(sources);
    Ok(Compiled { tokens, warnings })
}

/// As [`compile_module_with_warnings`], for a caller that is done with the module:
/// it is dropped as soon as it is checked, so that its memory serves the later stages
/// (for a set of ten thousand patterns, the syntax tree is a fifth of the front end's
/// peak).
pub fn compile_owned_module_with_warnings(
    set: &SetDecl,
    module: ast::Module,
    options: &codegen::Options,
    sources: &SourceMap,
) -> Result<Compiled, Vec<Diagnostic>> {
    let (compilation, derived) = Compilation::from_owned_module(module)?;
    let tokens = compilation.generate_with_definitions(set, derived, options, sources)?;
    let warnings = compilation.warnings_with_analysis(sources);
    Ok(Compiled { tokens, warnings })
}

/// The check path, for tools that report without generating code (a language
/// server): the errors of the first stage that fails (sema, PDL lowering, matcher
/// tree), or else the warnings of the analysis. Errors that only the code generator
/// finds are not among them (the `pdll check` command and the build helper, which do
/// generate code, report those too).
pub fn check_module(module: &ast::Module, sources: &SourceMap) -> Vec<Diagnostic> {
    match Compilation::new(module) {
        Ok(compilation) => compilation.warnings_with_analysis(sources),
        Err(diags) => diags,
    }
}

/// A pattern module through the front end: the checked program, its PDL, the merged
/// matcher tree, and the checker's warnings. Built by [`Compilation::new`] (or
/// [`Compilation::from_parse`], [`Compilation::from_program`]), which returns every
/// error of the first stage that fails; the later stages run on demand.
#[derive(Clone, Debug)]
pub struct Compilation {
    /// The checked program.
    pub program: crate::sema::hir::Program,
    /// Its patterns lowered to PDL.
    pub pdl: crate::pdl::PdlModule,
    /// The merged matcher tree of the patterns.
    pub tree: crate::matcher::MatcherTree,
    /// The checker's warnings (e.g. an op created without result types that its ODS
    /// definition cannot infer), in source order.
    pub warnings: Vec<Diagnostic>,
}

impl Compilation {
    /// Checks `module`, lowers it to PDL and builds the matcher tree.
    pub fn new(module: &ast::Module) -> Result<Compilation, Vec<Diagnostic>> {
        let (program, diags) = crate::sema::check(module);
        match program {
            Some(p) if !diags.iter().any(Diagnostic::is_error) => Self::from_program(p, diags),
            _ => Err(diags),
        }
    }

    /// [`Compilation::new`] for a caller that is done with the module: it is dropped as
    /// soon as it is checked, so that its memory serves the later stages. Also returns
    /// what ODS says of every op of the dialects the module includes
    /// (`crate::ods::runtime::included_definitions`), which generated and run-time sets
    /// carry.
    pub fn from_owned_module(
        module: ast::Module,
    ) -> Result<(Compilation, Vec<pdll_runtime::dialect::OpDefinition>), Vec<Diagnostic>> {
        let definitions = crate::ods::runtime::included_definitions(&module.ods);
        let (program, diags) = crate::sema::check(&module);
        drop(module);
        match program {
            Some(p) if !diags.iter().any(Diagnostic::is_error) => {
                Ok((Self::from_program(p, diags)?, definitions))
            }
            _ => Err(diags),
        }
    }

    /// [`Compilation::new`] of what a parse gave: its errors (with the semantic ones
    /// before the first syntax error, [`parse_failure_errors`]) when it failed.
    pub fn from_parse(
        module: Option<&ast::Module>,
        diags: Vec<Diagnostic>,
    ) -> Result<Compilation, Vec<Diagnostic>> {
        match module {
            Some(m) if !diags.iter().any(Diagnostic::is_error) => Self::new(m),
            module => Err(parse_failure_errors(module, diags)),
        }
    }

    /// The stages after the checker, for a caller that has checked the module itself
    /// (a language server, which also wants the checker's index): `warnings` are the
    /// checker's.
    pub fn from_program(
        program: crate::sema::hir::Program,
        warnings: Vec<Diagnostic>,
    ) -> Result<Compilation, Vec<Diagnostic>> {
        let (pdl, tree) = Self::lower(&program)?;
        Ok(Compilation {
            program,
            pdl,
            tree,
            warnings,
        })
    }

    /// The stages after the checker alone, for a caller that keeps the program (a
    /// language server): its PDL and matcher tree.
    pub fn lower(
        program: &crate::sema::hir::Program,
    ) -> Result<(crate::pdl::PdlModule, crate::matcher::MatcherTree), Vec<Diagnostic>> {
        let pdl = crate::pdl::lower(program)?;
        let tree = crate::matcher::build_tree(&pdl)?;
        Ok((pdl, tree))
    }

    /// The checker's warnings and the analysis's (shadowed, duplicate and unused
    /// patterns, recursion: [`crate::analysis::analyze`]), in source order.
    pub fn warnings_with_analysis(&self, sources: &SourceMap) -> Vec<Diagnostic> {
        let mut all = self.warnings.clone();
        all.extend(crate::analysis::analyze(
            &self.program,
            &self.pdl,
            &self.tree,
            sources,
        ));
        all.sort_by_key(|d| (d.span.file, d.span.start));
        all
    }

    /// The Rust items of the pattern set `set`. The set carries what ODS says of every
    /// op of the dialects `module` (the module this was compiled from) includes;
    /// definitions in `options` win.
    pub fn generate(
        &self,
        set: &SetDecl,
        module: &ast::Module,
        options: &codegen::Options,
        sources: &SourceMap,
    ) -> Result<TokenStream, Vec<Diagnostic>> {
        let derived = crate::ods::runtime::included_definitions(&module.ods);
        self.generate_with_definitions(set, derived, options, sources)
    }

    /// [`Compilation::generate`] with the definitions of the ops of the included
    /// dialects given (`crate::ods::runtime::included_definitions` of the module).
    fn generate_with_definitions(
        &self,
        set: &SetDecl,
        derived: Vec<pdll_runtime::dialect::OpDefinition>,
        options: &codegen::Options,
        sources: &SourceMap,
    ) -> Result<TokenStream, Vec<Diagnostic>> {
        let (program, pdl, tree) = (&self.program, &self.pdl, &self.tree);
        if derived.is_empty() {
            return codegen::generate(set, program, pdl, tree, options, sources);
        }
        let options = codegen::Options {
            op_definitions: crate::ods::runtime::merge_definitions(
                &options.op_definitions,
                derived,
            ),
            ..options.clone()
        };
        codegen::generate(set, program, pdl, tree, &options, sources)
    }
}

/// Splits the `pdll!` input into the set declaration (`pub struct Name;`) and the
/// PDLL tokens after it.
pub fn split_macro_input(input: TokenStream) -> Result<(SetDecl, TokenStream), syn::Error> {
    syn::parse::Parser::parse2(
        |stream: syn::parse::ParseStream| -> syn::Result<(SetDecl, TokenStream)> {
            let decl: SetDecl = stream.parse().map_err(|e| {
                syn::Error::new(
                    e.span(),
                    format!("{e}: a `pdll!` invocation starts with the pattern set's name, e.g. `pub struct MyPatterns;`"),
                )
            })?;
            let rest: TokenStream = stream.parse()?;
            Ok((decl, rest))
        },
        input,
    )
}

/// Removes the `#[pdll(...)]` attributes of the set declaration and applies them to
/// `options`: `#[pdll(trace)]` turns tracing on; `#[pdll(max_nesting = N)]` sets
/// [`codegen::Options::max_nesting`]; `#[pdll(crate = "path")]` sets
/// [`codegen::Options::runtime`] (an error at the string when it is no module path).
pub fn take_options(set: &mut SetDecl, options: &mut codegen::Options) -> Result<(), syn::Error> {
    let mut result = Ok(());
    set.attrs.retain(|attr| {
        if !attr.path().is_ident("pdll") {
            return true;
        }
        let parsed = attr.parse_nested_meta(|meta| {
            if meta.path.is_ident("trace") {
                options.trace = true;
                Ok(())
            } else if meta.path.is_ident("max_nesting") {
                let n: syn::LitInt = meta.value()?.parse()?;
                options.max_nesting = n.base10_parse()?;
                Ok(())
            } else if meta.path.is_ident("crate") {
                let path: syn::LitStr = meta.value()?.parse()?;
                options.runtime = codegen::RuntimePath::from_lit(&path)?;
                Ok(())
            } else {
                Err(meta.error(
                    "unknown pdll option (expected `trace`, `max_nesting = N` or `crate = \"path\"`)",
                ))
            }
        });
        if let Err(e) = parsed {
            result = Err(e);
        }
        false
    });
    result
}

/// The expansion of `pdll! { pub struct Name; <PDLL> }`: the generated items and a
/// rustc warning per warning of the analysis (see [`crate::diag::to_compile_warnings`]),
/// or one `compile_error!` per error at its span. `parse` says where includes are found;
/// `#[pdll(...)]` on the declaration adds to `options` (see [`take_options`]). Each expansion
/// parses into a source map of its own, dropped when it returns.
pub fn expand_macro(
    input: TokenStream,
    parse: &ParseOptions,
    options: &codegen::Options,
) -> TokenStream {
    let (mut set, pdll) = match split_macro_input(input) {
        Ok(parts) => parts,
        Err(e) => return e.to_compile_error(),
    };
    let mut options = options.clone();
    if let Err(e) = take_options(&mut set, &mut options) {
        return e.to_compile_error();
    }
    let options = &options;
    let mut sources = SourceMap::new();
    let (module, diags) = parse_tokens(pdll, parse, &mut sources);
    let result = match module {
        Some(m) if !diags.iter().any(Diagnostic::is_error) => {
            compile_owned_module_with_warnings(&set, m, options, &sources)
        }
        module => Err(parse_failure_errors(module.as_ref(), diags)),
    };
    match result {
        Ok(Compiled {
            mut tokens,
            warnings,
        }) => {
            tokens.extend(crate::diag::to_compile_warnings(&warnings));
            tokens
        }
        Err(mut diags) if diags.iter().any(Diagnostic::is_error) => {
            locate_file_labels(&mut diags, &sources);
            crate::diag::to_compile_errors(&diags)
        }
        Err(_) => crate::diag::to_compile_errors(&[Diagnostic::error(
            Span::call_site(),
            "internal error: the PDLL compiler failed without saying why",
        )
        .with_code(crate::diag::Code::Internal)]),
    }
}

/// Prefixes the labels that point into a file the macro input includes without
/// tokenizing it (a `.td` file) with `FILE:LINE:COL: `: rustc can only show spans of
/// Rust tokens, so without it a note at an op's ODS definition would not say where
/// that is.
fn locate_file_labels(diags: &mut [Diagnostic], sources: &SourceMap) {
    for diag in diags {
        for label in &mut diag.labels {
            if let Some(loc) = sources.location(label.span) {
                label.message = format!(
                    "{}:{}:{}: {}",
                    loc.file, loc.line, loc.column, label.message
                );
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use quote::quote;

    #[test]
    fn macro_input_needs_a_set_declaration() {
        let (set, rest) =
            split_macro_input(quote!(pub(crate) struct P; Pattern => erase op<a.b>;)).unwrap();
        assert_eq!(set.ident.to_string(), "P");
        assert!(rest.to_string().starts_with("Pattern"));
        let err = split_macro_input(quote!(Pattern => erase op<a.b>;)).unwrap_err();
        assert!(err.to_string().contains("pub struct MyPatterns;"), "{err}");
    }

    #[test]
    fn trace_option_attribute() {
        let (mut set, _) = split_macro_input(quote!(
            #[doc = "x"]
            #[pdll(trace)]
            struct P;
        ))
        .unwrap();
        let mut options = codegen::Options::default();
        take_options(&mut set, &mut options).unwrap();
        assert!(options.trace);
        assert_eq!(set.attrs.len(), 1);
        let (mut set, _) = split_macro_input(quote!(
            #[pdll(fast)]
            struct P;
        ))
        .unwrap();
        assert!(take_options(&mut set, &mut options).is_err());
    }

    #[test]
    fn crate_option_attribute() {
        let options_of = |decl: TokenStream| {
            let (mut set, _) = split_macro_input(decl).unwrap();
            let mut options = codegen::Options::default();
            take_options(&mut set, &mut options).map(|()| options)
        };
        let options = options_of(quote!(
            #[pdll(crate = "my_alias::runtime", trace)]
            struct P;
        ));
        let options = options.unwrap();
        assert_eq!(options.runtime.to_string(), "my_alias::runtime");
        assert!(options.trace);
        let err = options_of(quote!(
            #[pdll(crate = "not a path")]
            struct P;
        ))
        .unwrap_err();
        assert!(
            err.to_string().contains("`not a path` is not a path"),
            "{err}"
        );
        assert!(options_of(quote!(
            #[pdll(crate = rt)]
            struct P;
        ))
        .is_err());
    }

    #[test]
    fn errors_become_compile_errors() {
        let out = expand_macro(
            quote!(struct P; Pattern { let x: Op; erase y; }),
            &ParseOptions::default(),
            &codegen::Options::default(),
        )
        .to_string();
        assert!(out.contains("compile_error"), "{out}");
    }
}
