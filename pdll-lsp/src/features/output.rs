//! The "view output" request (`pdll/viewOutput`, as mlir-pdll-lsp-server's; its
//! protocol types are in `lsp_ext`): the document lowered to PDL, its merged matcher
//! tree, or the generated Rust.

use crate::analysis::Analysis;
use pdll_core::codegen::{self, SetDecl};
use pdll_core::diag::{render_all, Diagnostic};
use pdll_core::driver::Compilation;
use serde::{Deserialize, Serialize};

/// What to show (on the wire: `pdl`, `tree`, `rust`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum OutputKind {
    /// The PDL, as `pdll emit pdl` (and `mlir-pdll -x=mlir`) prints it.
    Pdl,
    /// The merged decision tree, as `pdll emit tree` prints it.
    Tree,
    /// The generated Rust, as `pdll emit rust` prints it.
    Rust,
}

/// The output of kind `kind`, or the rendered errors that prevent it.
pub fn view_output(a: &Analysis, kind: OutputKind) -> Result<String, String> {
    let render = |diags: &[Diagnostic]| render_all(diags, &a.sources);
    let (Some(module), Some(program)) = (&a.module, &a.program) else {
        return Err(render(&a.diagnostics));
    };
    if let OutputKind::Pdl | OutputKind::Tree = kind {
        let (pdl, tree) = Compilation::lower(program).map_err(|d| render(&d))?;
        return Ok(if kind == OutputKind::Pdl {
            pdl.to_mlir_string()
        } else {
            tree.dump_text(&pdl, &a.sources)
        });
    }
    // The Rust, as `pdll!` would expand it: the compilation owns its program.
    let c = Compilation::from_program(program.clone(), Vec::new()).map_err(|d| render(&d))?;
    let set = SetDecl::named("Patterns").map_err(|e| e.to_string())?;
    let options = codegen::Options {
        comments: true,
        ..codegen::Options::default()
    };
    // What `pdll!` would expand to, the included dialects' definitions with it.
    let tokens = c
        .generate(&set, module, &options, &a.sources)
        .map_err(|d| render(&d))?;
    codegen::format::format_file(tokens).map_err(|e| e.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::features::test_support::at_cursor;

    #[test]
    fn each_kind_of_output() {
        let (a, _) = at_cursor("|Pattern Dead => erase op<test.dead>;");
        assert!(view_output(&a, OutputKind::Pdl)
            .unwrap()
            .contains("pdl.pattern @Dead"));
        assert!(view_output(&a, OutputKind::Tree).unwrap().contains("Dead"));
        assert!(view_output(&a, OutputKind::Rust)
            .unwrap()
            .contains("pub struct Patterns"));
        let (bad, _) = at_cursor("|Pattern { erase y; }");
        let err = view_output(&bad, OutputKind::Pdl).unwrap_err();
        assert!(err.contains("undefined reference to `y`"), "{err}");
    }
}
