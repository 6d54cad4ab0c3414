#!/usr/bin/env bash
# What a user of `pdll!` compiles: fresh `cargo build` and `cargo build --release` of a
# scratch crate whose only dependency is `pdll` (path dependency on this repository) and
# which holds one three-pattern `pdll!` set, each against a baseline built in the same
# run: a scratch proc-macro crate on `syn` (full) and `quote`. Prints a Markdown table
# (seconds, crates compiled, how often pdll-core was compiled) for the README, and the
# floor of the debug build: pdll-core and the crates that wait for it rebuilt alone.
#
#   benches/scripts/compile_cost.sh               # the table
#   COMPILE_COST_OVERRIDE=1 benches/scripts/compile_cost.sh
#                                                 # also: expanding a 1000-pattern set with
#                                                 # and without [profile.dev.build-override]
#                                                 # opt-level = 3 (=only: that alone)
#
# The scratch crates live in a temporary directory outside the repository (removed at the
# end; COMPILE_COST_DIR=DIR uses DIR and keeps it), each with its own target directory, so
# every build is fresh. They copy the repository's Cargo.lock, so both resolve the same
# versions of syn, quote and proc-macro2 (and need no network when the registry cache
# holds them). Nothing else should be building while it runs: the figures are wall-clock.
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
if [ -n "${COMPILE_COST_DIR:-}" ]; then
  WORK=$COMPILE_COST_DIR
  mkdir -p "$WORK"
else
  WORK=$(mktemp -d)
  trap 'rm -rf "$WORK"' EXIT
fi
unset CARGO_TARGET_DIR
unset RUSTFLAGS

# --- the baseline: a proc-macro crate on syn (full) + quote ---------------------------
BASE="$WORK/baseline"
mkdir -p "$BASE/src"
cat > "$BASE/Cargo.toml" <<TOML
[package]
name = "compile-cost-baseline"
version = "0.0.0"
edition = "2021"
publish = false

[lib]
proc-macro = true

[dependencies]
syn = { version = "2", features = ["full"] }
quote = "1"
proc-macro2 = "1"

[workspace]
TOML
cat > "$BASE/src/lib.rs" <<'RS'
//! Parses its input as items and gives them back: what any syn-based macro compiles.
use proc_macro::TokenStream;

#[proc_macro]
pub fn items(input: TokenStream) -> TokenStream {
    let file: syn::File = match syn::parse(input) {
        Ok(file) => file,
        Err(e) => return e.to_compile_error().into(),
    };
    let items = file.items;
    quote::quote!(#(#items)*).into()
}
RS
cp "$ROOT/Cargo.lock" "$BASE/Cargo.lock"

# --- the pdll! user: one set of three patterns ----------------------------------------
USER="$WORK/user"
# shellcheck source=pdll_crate.sh
. "$ROOT/benches/scripts/pdll_crate.sh"
pdll_crate "$USER" compile-cost-user
cat > "$USER/src/lib.rs" <<'RS'
//! One pattern set, as a user writes it.
pdll::pdll! {
    pub struct Patterns;

    Pattern TransposeTranspose {
        let inner = op<toy.transpose>(x: Value);
        let outer = op<toy.transpose>(inner.0);
        replace outer with x;
    }

    Pattern ReshapeReshape with recursion {
        let inner = op<toy.reshape>(x: Value);
        let outer = op<toy.reshape>(inner.0) -> (t: Type);
        replace outer with op<toy.reshape>(x) -> (t);
    }

    Pattern EraseDead => erase op<toy.dead>;
}

/// Builds the set for a context.
pub fn patterns(ctx: &mut pdll::runtime::Context) -> Patterns {
    Patterns::new(ctx)
}
RS

# Resolves (and fetches, if needed) before anything is timed.
for crate in "$BASE" "$USER"; do
  cargo fetch -q --manifest-path "$crate/Cargo.toml"
done

# fresh_build CRATE PROFILE: builds CRATE from scratch; sets SECS, CRATES (the rustc
# runs that made a library or a build script: a crate built both for the host, as a
# dependency of a proc macro, and for the target counts twice; cargo prints `Compiling`
# once for both) and CORE (how many of them built pdll-core's library).
fresh_build() {
  local crate=$1 profile=$2 log start end
  rm -rf "$crate/target"
  log="$crate/build-$profile.json"
  start=$(date +%s.%N)
  cargo build --profile "$profile" --message-format=json --manifest-path "$crate/Cargo.toml" \
    > "$log" 2> "$crate/build-$profile.stderr" || { cat "$crate/build-$profile.stderr" >&2; exit 1; }
  end=$(date +%s.%N)
  SECS=$(awk -v s="$start" -v e="$end" 'BEGIN {printf "%.1f", e - s}')
  CRATES=$(grep -c '"reason":"compiler-artifact"' "$log" || true)
  CORE=$(grep '"reason":"compiler-artifact"' "$log" | grep -c '"name":"pdll_core","src_path"' || true)
}

[ "${COMPILE_COST_OVERRIDE:-}" = only ] ||
  echo "| build (fresh) | baseline: syn + quote proc-macro | \`pdll!\` user crate | ratio | crates compiled (baseline / user) | pdll-core compiled |"
[ "${COMPILE_COST_OVERRIDE:-}" = only ] || echo "|---|---:|---:|---:|---:|---:|"
profiles="dev release"
[ "${COMPILE_COST_OVERRIDE:-}" != only ] || profiles=
for profile in $profiles; do
  fresh_build "$BASE" "$profile"
  base_secs=$SECS base_crates=$CRATES
  fresh_build "$USER" "$profile"
  ratio=$(awk -v a="$SECS" -v b="$base_secs" 'BEGIN {printf "%.1fx", a / b}')
  case $profile in dev) what="\`cargo build\`" ;; *) what="\`cargo build --release\`" ;; esac
  echo "| $what | $base_secs s | $SECS s | $ratio | $base_crates / $CRATES | ${CORE}x |"
  if [ "$profile" = dev ]; then
    # The floor that features and crate splits leave: the compiler the macro runs and
    # what waits for it (pdll-core, pdll-macros, the facade, the user crate) rebuilt
    # with every other crate already built, so nothing else competes for the cores.
    cargo clean -q -p pdll-core --manifest-path "$USER/Cargo.toml"
    start=$(date +%s.%N)
    cargo build -q --manifest-path "$USER/Cargo.toml"
    end=$(date +%s.%N)
    chain=$(awk -v s="$start" -v e="$end" 'BEGIN {printf "%.1f", e - s}')
    chain_ratio=$(awk -v a="$chain" -v b="$base_secs" 'BEGIN {printf "%.1fx", a / b}')
    floor_note="pdll-core and what waits for it alone (every other crate built): $chain s, $chain_ratio the baseline's whole \`cargo build\`"
  fi
done
[ -z "${floor_note:-}" ] || { echo; echo "$floor_note"; }

[ -n "${COMPILE_COST_OVERRIDE:-}" ] || exit 0

# --- expanding a big set: [profile.dev.build-override] opt-level = 3 -------------------
# A set of N patterns (N = COMPILE_COST_PATTERNS, 1000 by default) over 17 roots.
N=${COMPILE_COST_PATTERNS:-1000}
BIG="$WORK/big.rs"
{
  echo 'pdll::pdll! {'
  echo '    pub struct Big;'
  for ((i = 0; i < N; i++)); do
    cat <<PDLL
    Pattern P$i {
        let inner = op<big.a$i>(x: Value);
        let outer = op<big.b$((i % 17))>(inner.0, y: Value) -> (t: Type);
        replace outer with op<big.c$i>(x, y) -> (t);
    }
PDLL
  done
  echo '}'
} > "$BIG"
# Two copies of the user crate holding the big set, one with the override; each is built
# once, then rustc's `-Ztime-passes` (RUSTC_BOOTSTRAP=1, on the user crate only) times
# the macro expansion (`macro_expand_crate`) in R = COMPILE_COST_RUNS (7) alternating
# rebuilds of the two; the medians are printed. Rustc's own work on the generated code
# does not depend on the override, so it is left out.
R=${COMPILE_COST_RUNS:-7}
for variant in plain override; do
  dir="$WORK/big-$variant"
  rm -rf "$dir"
  mkdir -p "$dir/src"
  sed "s/^name = \"compile-cost-user\"/name = \"compile-cost-big-$variant\"/" \
    "$USER/Cargo.toml" > "$dir/Cargo.toml"
  [ $variant = plain ] || printf '\n[profile.dev.build-override]\nopt-level = 3\n' >> "$dir/Cargo.toml"
  cp "$USER/Cargo.lock" "$dir/Cargo.lock"
  cp "$BIG" "$dir/src/lib.rs"
  # The same environment as the timed runs: cargo rebuilds all when RUSTC_BOOTSTRAP changes.
  RUSTC_BOOTSTRAP=1 cargo build -q --manifest-path "$dir/Cargo.toml"
done
expand_secs() {
  touch "$1/src/lib.rs"
  RUSTC_BOOTSTRAP=1 cargo rustc -q --lib --manifest-path "$1/Cargo.toml" -- -Ztime-passes 2>&1 |
    awk '$1 == "time:" && $NF == "macro_expand_crate" {sub(";", "", $2); print $2; exit}'
}
plain="" override=""
for ((r = 0; r < R; r++)); do
  plain="$plain $(expand_secs "$WORK/big-plain")"
  override="$override $(expand_secs "$WORK/big-override")"
done
median() { tr ' ' '\n' | grep . | sort -n | awk '{v[NR] = $1} END {printf "%.2f", v[int((NR + 1) / 2)]}'; }
echo
echo "$N-pattern set, expansion (rustc's macro_expand_crate, median of $R):" \
  "$(echo "$plain" | median) s; with [profile.dev.build-override] opt-level = 3:" \
  "$(echo "$override" | median) s (runs:$plain /$override)"
