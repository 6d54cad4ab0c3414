#!/bin/sh
# Checks that `pdll-bench gen` writes the same files as the reference gen.py (the
# generator MLIR's figures came from, `shared/bench/gen.py` beside the repository), byte for byte, for a few (N, M, roots, seed).
#
#   benches/scripts/compare_gen.sh [GEN_PY]
#
# Needs python3 and the gen.py to compare with (default ../shared/bench/gen.py from
# the repository root);
# prints one line per case and exits 1 on the first difference.
set -eu
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
GEN_PY=${1:-$ROOT/../shared/bench/gen.py}
: "${CARGO_TARGET_DIR:=$ROOT/target}"
export CARGO_TARGET_DIR
cargo build -q --profile bench -p pdll-bench --bin pdll-bench --manifest-path "$ROOT/Cargo.toml"
BIN="$CARGO_TARGET_DIR/release/pdll-bench"
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
fail=0
for case in "10 1000" "1 1000" "100 5000" "1000 20000" "1000 20000 7" "10 1000 3 --seed 42" "0 100" "7 50 --match-frac 0.3 --near-frac 0.05"; do
  set -- $case
  n=$1; m=$2; shift 2
  extra=""
  if [ $# -gt 0 ] && [ "$1" != "--seed" ] && [ "$1" != "--match-frac" ]; then
    extra="--roots $1"; shift
  fi
  extra="$extra $*"
  python3 "$GEN_PY" -n "$n" -m "$m" $extra --no-pdl -o "$TMP/py" >/dev/null
  prefix=$("$BIN" gen -n "$n" -m "$m" $extra -o "$TMP/rs")
  name=$(basename "$prefix")
  for ext in .pdll .ir.mlir .stats.json; do
    if ! cmp -s "$TMP/py/$name$ext" "$TMP/rs/$name$ext"; then
      echo "DIFFERENT: -n $n -m $m $extra: $name$ext"
      diff "$TMP/py/$name$ext" "$TMP/rs/$name$ext" | head -10
      fail=1
    fi
  done
  [ $fail -eq 0 ] && echo "same: -n $n -m $m $extra ($name.pdll, .ir.mlir, .stats.json)"
  [ $fail -eq 0 ] || exit 1
done
