//! `pdll tablegen [--print-records] [-I DIR]... FILE.td`: reads a TableGen file
//! with pdll-tablegen and prints its records as `mlir-tblgen-19 --print-records`
//! does (byte for byte).

use clap::Args;
use std::io::Write;
use std::path::PathBuf;
use std::process::ExitCode;

/// Command-line options of `tablegen`.
#[derive(Args, Debug, PartialEq)]
pub struct TablegenArgs {
    /// Print every class and def (the default and only action, as in LLVM's
    /// TableGen tools).
    #[arg(long)]
    print_records: bool,
    /// A directory to search for `include`d files (repeatable); searched before
    /// the directories of the PDLL_INCLUDE_PATH environment variable.
    #[arg(short = 'I', value_name = "DIR")]
    include_dirs: Vec<PathBuf>,
    /// The TableGen file.
    #[arg(value_name = "FILE.td")]
    file: PathBuf,
}

/// Runs `pdll tablegen ...`.
pub fn cmd_tablegen(args: &TablegenArgs) -> ExitCode {
    let mut dirs = args.include_dirs.clone();
    dirs.extend(pdll_tablegen::Loader::include_dirs_from_env());
    let mut loader = pdll_tablegen::Loader::new(dirs);
    match loader.load(&args.file) {
        Ok(records) => {
            let text = records.print_records();
            // The process ends right after: leave the records' memory to the OS
            // instead of freeing tens of thousands of values one by one.
            std::mem::forget(records);
            match std::io::stdout().lock().write_all(text.as_bytes()) {
                Ok(()) => ExitCode::SUCCESS,
                Err(e) => {
                    eprintln!("error: cannot write the output: {e}");
                    ExitCode::FAILURE
                }
            }
        }
        Err(errors) => {
            eprint!("{}", pdll_tablegen::render_errors(&errors, loader.files()));
            ExitCode::FAILURE
        }
    }
}
