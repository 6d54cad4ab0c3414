# Sourced by the compile-cost scripts (ROOT set to the repository): scratch crates that
# depend on this repository's `pdll`.

# pdll_crate DIR NAME: DIR/Cargo.toml (package NAME, `pdll` as its only dependency, a
# workspace of its own) and the repository's Cargo.lock, so that it resolves what the
# repository resolves. DIR/src is created; the caller writes lib.rs.
pdll_crate() {
  local dir=$1 name=$2
  mkdir -p "$dir/src"
  cat > "$dir/Cargo.toml" <<TOML
[package]
name = "$name"
version = "0.0.0"
edition = "2021"
publish = false

[dependencies]
pdll = { path = "$ROOT" }

[workspace]
TOML
  cp "$ROOT/Cargo.lock" "$dir/Cargo.lock"
}

# gen_crate DIR NAME: a pdll_crate whose lib.rs includes src/gen.rs (generated code).
gen_crate() {
  pdll_crate "$1" "$2"
  echo 'include!("gen.rs");' > "$1/src/lib.rs"
}
