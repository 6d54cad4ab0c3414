#!/usr/bin/env bash
# The custom assembly form: `pdll ir` against mlir-opt-19, parse + verify + print of a
# file of real dialect ops, in one run.
#
#   benches/scripts/vs_mlir_custom.sh [-m OPS[,OPS...]] [-r RUNS] [--no-build]
#
# For each size M (default 100000,1000000):
#   1. `pdll-bench gen-custom -m M` writes benches/gen/custom_mM.mlir (func.func bodies
#      of arith, scf, memref, vector and affine ops; kept if there);
#   2. checks: mlir-opt-19 reads and verifies it, `pdll ir --aliases FILE` prints what
#      `mlir-opt-19 FILE` prints, byte for byte, and `pdll ir FILE` what `mlir-opt-19
#      --mlir-print-local-scope FILE` prints (but for a last empty line);
#   3. times, R rounds, each running every arm once in turn (so that the machine's
#      drift hits them alike), wall time and CPU (user + sys) of
#        mlir        mlir-opt-19 FILE -o /dev/null
#        mlir-1t     mlir-opt-19 --mlir-disable-threading FILE -o /dev/null
#        ours        pdll ir --aliases FILE > /dev/null   (mlir-opt's output)
#        ours-local  pdll ir FILE > /dev/null             (no aliases)
#      and prints the medians and the ratios mlir / ours (above 1: pdll-rs is faster).
# Then the fixed cost of a run, on a 200-op file of the same dialects: process start
# and, for pdll, registering the dialects from MLIR's ODS (index of the include tree,
# `.td` evaluation), which `pdll-bench custom FILE` splits into its parts.
# Results: benches/gen/custom_mlir.tsv.
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
GEN="$ROOT/benches/gen"
: "${CARGO_TARGET_DIR:=$ROOT/target}"
export CARGO_TARGET_DIR
MLIR_OPT=${MLIR_OPT:-mlir-opt-19}
SIZES="100000,1000000"
RUNS=5
BUILD=1
while [ $# -gt 0 ]; do
  case "$1" in
    -m) SIZES=$2; shift ;;
    -r) RUNS=$2; shift ;;
    --no-build) BUILD=0 ;;
    *) echo "usage: $0 [-m OPS[,OPS...]] [-r RUNS] [--no-build]" >&2; exit 2 ;;
  esac
  shift
done
if ! command -v "$MLIR_OPT" >/dev/null; then
  echo "vs_mlir_custom.sh: $MLIR_OPT not installed; nothing to compare" >&2
  exit 0
fi
if [ $BUILD -eq 1 ]; then
  cargo build -q --profile bench -p pdll-cli -p pdll-bench --bin pdll --bin pdll-bench \
    --manifest-path "$ROOT/Cargo.toml"
fi
PDLL="$CARGO_TARGET_DIR/release/pdll"
BIN="$CARGO_TARGET_DIR/release/pdll-bench"
mkdir -p "$GEN"

median() { sort -g | awk '{a[NR]=$1} END {if (NR) print a[int((NR+1)/2)]; else print "nan"}'; }
# run NAME CMD...: runs CMD (stdout to /dev/null), appends its wall seconds to
# $TMP/NAME.wall and user + sys seconds to $TMP/NAME.cpu.
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
run() {
  local name=$1; shift
  local t0 t1
  t0=$(date +%s.%N)
  /usr/bin/time -f "%U %S" -o "$TMP/time" "$@" > /dev/null
  t1=$(date +%s.%N)
  awk -v a="$t0" -v b="$t1" 'BEGIN {print b - a}' >> "$TMP/$name.wall"
  awk '{print $1 + $2}' "$TMP/time" >> "$TMP/$name.cpu"
}
med() { median < "$TMP/$1.$2"; }

check() { # FILE: both tools agree on it
  local f=$1
  "$MLIR_OPT" "$f" > "$TMP/mlir.txt"
  "$PDLL" ir --aliases "$f" > "$TMP/ours.txt"
  cmp -s "$TMP/mlir.txt" "$TMP/ours.txt" || { echo "pdll ir --aliases $f differs from $MLIR_OPT $f" >&2; diff "$TMP/mlir.txt" "$TMP/ours.txt" | head >&2; exit 1; }
  # (Without aliases mlir-opt-19 ends its output without the empty line it prints
  # otherwise, which `pdll ir` always prints: compared without trailing newlines.)
  "$MLIR_OPT" --mlir-print-local-scope "$f" > "$TMP/mlir.txt"
  "$PDLL" ir "$f" > "$TMP/ours.txt"
  [ "$(cat "$TMP/mlir.txt")" = "$(cat "$TMP/ours.txt")" ] || { echo "pdll ir $f differs from $MLIR_OPT --mlir-print-local-scope $f" >&2; diff "$TMP/mlir.txt" "$TMP/ours.txt" | head >&2; exit 1; }
}

OUT="$GEN/custom_mlir.tsv"
printf 'm\tops_file\tmlir_s\tmlir_1t_s\tours_s\tours_local_s\tmlir_cpu_s\tmlir_1t_cpu_s\tours_cpu_s\tours_local_cpu_s\n' > "$OUT"
echo "load before: $(cut -d' ' -f1-3 /proc/loadavg)"
printf '%9s | %8s %8s %8s %8s | %8s %8s %8s | %s\n' M "mlir s" "mlir-1t" "ours s" "local s" \
  "mlir/us" "1t/ours" "mlir/loc" "CPU s: mlir, mlir-1t, ours, local"
for M in ${SIZES//,/ } small; do
  if [ "$M" = small ]; then
    F=$("$BIN" gen-custom -m 200 -o "$GEN")
  else
    F=$("$BIN" gen-custom -m "$M" -o "$GEN")
  fi
  check "$F"
  rm -f "$TMP"/*.wall "$TMP"/*.cpu
  for _ in $(seq "$RUNS"); do
    run mlir "$MLIR_OPT" "$F" -o /dev/null
    run mlir1t "$MLIR_OPT" --mlir-disable-threading "$F" -o /dev/null
    run ours "$PDLL" ir --aliases "$F"
    run local "$PDLL" ir "$F"
  done
  a=$(med mlir wall); b=$(med mlir1t wall); c=$(med ours wall); d=$(med local wall)
  ca=$(med mlir cpu); cb=$(med mlir1t cpu); cc=$(med ours cpu); cd=$(med local cpu)
  label=$M; [ "$M" = small ] && label="200 (fixed)"
  awk -v m="$label" -v a="$a" -v b="$b" -v c="$c" -v d="$d" -v ca="$ca" -v cb="$cb" \
      -v cc="$cc" -v cd="$cd" 'BEGIN {
    printf "%9s | %8.3f %8.3f %8.3f %8.3f | %7.1fx %7.1fx %7.1fx | %.3f %.3f %.3f %.3f\n",
      m, a, b, c, d, a / c, b / c, a / d, ca, cb, cc, cd
  }'
  printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "$label" "$F" "$a" "$b" "$c" "$d" "$ca" "$cb" "$cc" "$cd" >> "$OUT"
done
echo "load after: $(cut -d' ' -f1-3 /proc/loadavg)"
echo "(wall seconds, medians of $RUNS alternating rounds; mlir/us = mlir-opt-19 / pdll ir --aliases,"
echo " 1t/ours = mlir-opt-19 --mlir-disable-threading / pdll ir --aliases, mlir/loc = mlir-opt-19 / pdll ir;"
echo " the last row is the fixed cost: a 200-op file)"
echo "results: $OUT"
