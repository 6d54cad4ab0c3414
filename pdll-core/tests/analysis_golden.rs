//! Golden tests of the pattern analysis: each `tests/analysis/cases/*.pdll` with the
//! warnings `pdll check` renders for it, in `*.warnings` beside it
//! (`UPDATE_EXPECT=1` rewrites them).

use expect_test::expect_file;
use pdll_core::diag::render_all;
use pdll_core::source::SourceMap;
use pdll_core::syntax::ParseOptions;
use std::path::Path;

#[test]
fn rendered_warnings() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/analysis/cases");
    let mut cases: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|e| e == "pdll"))
        .collect();
    cases.sort();
    assert!(cases.len() >= 4);
    for case in cases {
        let name = case.file_name().unwrap().to_string_lossy().into_owned();
        let mut sources = SourceMap::new();
        // Named without the directory, so the output does not depend on the checkout.
        let text = std::fs::read_to_string(&case).unwrap();
        let (module, diags) =
            pdll_core::syntax::parse_str(&name, &text, &ParseOptions::default(), &mut sources);
        assert!(diags.is_empty(), "{name}: {diags:?}");
        let warnings = pdll_core::driver::check_module(&module.unwrap(), &sources);
        assert!(
            warnings.iter().all(|d| !d.is_error()),
            "{name}: {warnings:?}"
        );
        let expected = case.with_extension("warnings");
        expect_file![expected].assert_eq(&render_all(&warnings, &sources));
    }
}
