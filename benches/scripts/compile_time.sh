#!/usr/bin/env bash
# Compile-time figures of generated pattern sets:
#   - build-helper expansion time for N = 1000 (and 1000 over 7 roots), release tool;
#   - rustc time for the generated code of N = 100 and N = 1000, debug and release, in
#     a scratch crate depending on `pdll` (its dependencies are built first, so the
#     time is that of the crate holding the generated code);
#   - generated code size per pattern.
#
#   benches/scripts/compile_time.sh
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
: "${CARGO_TARGET_DIR:=$ROOT/target}"
export CARGO_TARGET_DIR
# PDLL_BENCH_NO_BUILD=1 uses the tool as already built (others may be editing the tree).
[ -n "${PDLL_BENCH_NO_BUILD:-}" ] || cargo build -q --profile bench -p pdll-bench --bin pdll-bench --manifest-path "$ROOT/Cargo.toml"
BIN="$CARGO_TARGET_DIR/release/pdll-bench"
echo "== build-helper expansion (release pdll-core) =="
"$BIN" expand -n 1000
"$BIN" expand -n 1000 --roots 7
"$BIN" expand -n 100

# shellcheck source=pdll_crate.sh
. "$ROOT/benches/scripts/pdll_crate.sh"
CT=$(mktemp -d)
trap 'rm -rf "$CT"' EXIT
gen_crate "$CT" pdll-compile-time
CT_TARGET="$CARGO_TARGET_DIR/compile-time"
echo "== rustc on the generated code (scratch crate; dependencies prebuilt) =="
for profile in dev release; do
  : > "$CT/src/gen.rs"
  cargo build -q --profile "$profile" --manifest-path "$CT/Cargo.toml" --target-dir "$CT_TARGET"
  for n in 100 1000; do
    "$BIN" expand -n "$n" --runs 1 --out "$CT/src/gen.rs" > /dev/null
    start=$(date +%s.%N)
    if cargo build -q --profile "$profile" --manifest-path "$CT/Cargo.toml" --target-dir "$CT_TARGET"; then
      status=ok
    else
      status=FAILED
    fi
    end=$(date +%s.%N)
    awk -v p="$profile" -v n="$n" -v s="$start" -v e="$end" -v st="$status" \
      'BEGIN {printf "rustc %-7s N = %4d: %6.1f s (%s)\n", p, n, e - s, st}'
  done
done
