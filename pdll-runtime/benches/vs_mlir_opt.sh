#!/usr/bin/env bash
# Compares parsing the generated 1,000,000-op module (benches/parse_print.rs) with
# `mlir-opt-19 --allow-unregistered-dialect` and with `pdll ir`: wall time and peak RSS
# (from /usr/bin/time -v), and the ratios. Both tools also print the IR, so the
# numbers include printing; mlir-opt's output is sent to /dev/null like ours.
#
# Usage: pdll-runtime/benches/vs_mlir_opt.sh [OPS]   (run from the repository root)
set -euo pipefail
OPS=${1:-1000000}
TARGET=${CARGO_TARGET_DIR:-target}
FILE=$(mktemp /tmp/pdll-bench-XXXXXX.mlir)
trap 'rm -f "$FILE" "$FILE".time' EXIT

PDLL_BENCH_OPS=$OPS PDLL_BENCH_WRITE=$FILE cargo bench -q -p pdll-runtime --bench parse_print
cargo build -q --release --bin pdll

measure() { # prints "seconds peak_kb"
  /usr/bin/time -v "$@" > /dev/null 2> "$FILE.time"
  local wall rss
  wall=$(grep "Elapsed (wall clock)" "$FILE.time" | awk '{print $NF}' | awk -F: '{ if (NF==3) print $1*3600+$2*60+$3; else print $1*60+$2 }')
  rss=$(grep "Maximum resident set size" "$FILE.time" | awk '{print $NF}')
  echo "$wall $rss"
}

read -r mt mr < <(measure mlir-opt-19 --allow-unregistered-dialect "$FILE")
read -r pt pr < <(measure "$TARGET/release/pdll" ir "$FILE")
awk -v ops="$OPS" -v mt="$mt" -v mr="$mr" -v pt="$pt" -v pr="$pr" 'BEGIN {
  printf "ops: %d\n", ops
  printf "mlir-opt-19: %.2f s (%.0f ns/op), peak RSS %.0f MB (%.0f bytes/op)\n", mt, mt*1e9/ops, mr/1024, mr*1024/ops
  printf "pdll ir:     %.2f s (%.0f ns/op), peak RSS %.0f MB (%.0f bytes/op)\n", pt, pt*1e9/ops, pr/1024, pr*1024/ops
  printf "speedup: %.1fx   memory ratio (ours/mlir-opt): %.2f\n", mt/pt, pr/mr
}'
