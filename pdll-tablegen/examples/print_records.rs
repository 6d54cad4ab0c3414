//! Prints the records of a .td file: `print_records [-I DIR]... FILE.td`.
use std::path::PathBuf;

fn main() {
    let mut dirs = Vec::new();
    let mut file = None;
    let mut args = std::env::args().skip(1);
    while let Some(a) = args.next() {
        if a == "-I" {
            dirs.push(PathBuf::from(args.next().expect("-I needs a directory")));
        } else if let Some(d) = a.strip_prefix("-I") {
            dirs.push(PathBuf::from(d));
        } else {
            file = Some(PathBuf::from(a));
        }
    }
    let file = file.expect("usage: print_records [-I DIR]... FILE.td");
    let mut loader = pdll_tablegen::Loader::new(dirs);
    match loader.load(&file) {
        Ok(rk) => {
            print!("{}", rk.print_records());
            // The process ends here: leave the memory to the OS.
            std::mem::forget(rk);
            std::mem::forget(loader);
        }
        Err(errs) => {
            eprint!("{}", pdll_tablegen::render_errors(&errs, loader.files()));
            std::process::exit(1);
        }
    }
}
