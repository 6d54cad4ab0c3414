//! The `pdll` command-line tool.

fn main() {
    eprintln!("pdll: no command yet");
    std::process::exit(2);
}
