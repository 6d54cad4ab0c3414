//! `pdll lsp` with a third-party client: Neovim's built-in LSP client, headless,
//! configured by `editors/neovim/pdll.lua` (the file users install) and driven by
//! `lsp_neovim.lua`. Skips, saying so, when `nvim` is not installed (Debian:
//! `apt-get install neovim`; 0.7 or later).

use std::path::Path;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

const FILE: &str = "\
Constraint Local(o: Op);
Pattern {
  let x = op<test.a>;
  erase y;
}
";

#[test]
fn neovim_talks_to_the_server() {
    let version = Command::new("nvim").arg("--version").output().ok();
    let Some(version) = version.filter(|o| o.status.success()) else {
        println!("skipped: nvim is not installed (apt-get install neovim)");
        return;
    };
    println!(
        "{}",
        String::from_utf8_lossy(&version.stdout)
            .lines()
            .next()
            .unwrap_or("")
    );
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("patterns.pdll");
    std::fs::write(&file, FILE).unwrap();
    let tests = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests");
    let plugin = Path::new(env!("CARGO_MANIFEST_DIR")).join("../editors/neovim");
    let mut child = Command::new("nvim")
        .args(["--headless", "--clean", "-u", "NONE", "-i", "NONE", "-c"])
        .arg(format!(
            "luafile {}",
            tests.join("lsp_neovim.lua").display()
        ))
        .env("PDLL_BIN", env!("CARGO_BIN_EXE_pdll"))
        .env("PDLL_FILE", &file)
        .env("PDLL_NVIM_PLUGIN", &plugin)
        .current_dir(dir.path())
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("runs nvim");
    let start = Instant::now();
    while child.try_wait().unwrap().is_none() {
        if start.elapsed() > Duration::from_secs(120) {
            child.kill().unwrap();
            panic!("nvim did not finish in time");
        }
        std::thread::sleep(Duration::from_millis(50));
    }
    let out = child.wait_with_output().unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout);
    let stderr = String::from_utf8_lossy(&out.stderr);
    println!("{stdout}");
    assert!(out.status.success(), "nvim failed:\n{stdout}\n{stderr}");
    assert_eq!(stdout.matches("PASS ").count(), 8, "{stdout}\n{stderr}");
}
