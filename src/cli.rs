//! Argument parsing shared by the commands that read a pattern file (`check`, `emit`).

use std::path::PathBuf;
use std::slice::Iter;

/// Parses `[-I DIR]... FILE.pdll` mixed with the command's own options: every other
/// argument that starts with `-` goes to `option`, which returns whether it knows it
/// (taking its value from the iterator if it has one). Returns the file and the
/// include directories in order.
pub fn parse_pdll_file_args<'a>(
    mut args: Iter<'a, String>,
    mut option: impl FnMut(&str, &mut Iter<'a, String>) -> Result<bool, String>,
) -> Result<(PathBuf, Vec<PathBuf>), String> {
    let mut file = None;
    let mut include_dirs = Vec::new();
    while let Some(arg) = args.next() {
        match arg.as_str() {
            "-I" => include_dirs.push(args.next().ok_or("-I needs a directory")?.into()),
            a if a.starts_with('-') => {
                if !option(a, &mut args)? {
                    return Err(format!("unknown option '{a}'"));
                }
            }
            a if file.is_none() => file = Some(PathBuf::from(a)),
            a => return Err(format!("unexpected argument '{a}'")),
        }
    }
    Ok((file.ok_or("missing FILE.pdll")?, include_dirs))
}
