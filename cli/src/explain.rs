//! `pdll explain CODE`: the explanation of a diagnostic code (`E0020`, `W0001`), as
//! `rustc --explain` prints one; without a code, the table of all of them.

use pdll_core::diag::Code;
use std::process::ExitCode;

/// Prints the explanation of `code`, or the list of codes when it is `None`; exits 1
/// for a code that does not exist.
pub fn cmd_explain(code: Option<&str>) -> ExitCode {
    match explain(code) {
        Ok(text) => {
            print!("{text}");
            ExitCode::SUCCESS
        }
        Err(message) => {
            eprintln!("{message}");
            ExitCode::FAILURE
        }
    }
}

fn explain(code: Option<&str>) -> Result<String, String> {
    let Some(text) = code else {
        return Ok(Code::ALL
            .iter()
            .map(|c| format!("{c}  {}\n", c.title()))
            .collect());
    };
    let code = Code::parse(text).ok_or_else(|| {
        format!(
            "error: `{text}` is not a pdll diagnostic code (`pdll explain` lists them: \
             E0001 to E0099 for errors, W0001 and up for warnings)"
        )
    })?;
    Ok(format!(
        "{code}: {}\n\n{}",
        code.title(),
        code.explanation()
    ))
}

#[cfg(test)]
mod tests {
    use super::explain;

    #[test]
    fn a_code_is_explained_and_a_bad_one_is_an_error() {
        let text = explain(Some("e0020")).unwrap();
        assert!(text.starts_with("E0020: undefined reference\n\n"), "{text}");
        assert!(text.contains("Pattern { erase y; }"), "{text}");
        let err = explain(Some("E7777")).unwrap_err();
        assert!(
            err.contains("`E7777` is not a pdll diagnostic code"),
            "{err}"
        );
        let list = explain(None).unwrap();
        assert!(
            list.lines().any(|l| l == "W0001  shadowed pattern"),
            "{list}"
        );
    }
}
