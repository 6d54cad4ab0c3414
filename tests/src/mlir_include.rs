//! Where MLIR's ODS `.td` files are, for cases whose patterns include them
//! (`#include "mlir/Dialect/..."`): `MLIR_INCLUDE_DIR`, else
//! `/usr/lib/llvm-19/include` (Debian's `libmlir-19-dev`). `build.rs` includes this
//! file too, to compile those cases with it as include directory.

use std::path::{Path, PathBuf};

/// MLIR's include tree, if it holds `mlir/IR/OpBase.td`.
pub fn mlir_include_dir() -> Option<PathBuf> {
    let dir: PathBuf = std::env::var_os("MLIR_INCLUDE_DIR")
        .map(Into::into)
        .unwrap_or_else(|| "/usr/lib/llvm-19/include".into());
    dir.join("mlir/IR/OpBase.td").is_file().then_some(dir)
}

/// Why the case in `dir` cannot run here: its patterns include MLIR's `.td` files and
/// they are missing.
pub fn missing_mlir_td(dir: &Path) -> Option<String> {
    let text = std::fs::read_to_string(dir.join("patterns.pdll")).ok()?;
    (text.contains("#include \"mlir/") && mlir_include_dir().is_none()).then(|| {
        "its patterns include MLIR's .td files, which are missing (install libmlir-19-dev \
         or set MLIR_INCLUDE_DIR)"
            .to_owned()
    })
}
