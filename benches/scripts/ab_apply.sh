#!/usr/bin/env bash
# Two builds of `pdll-bench` on the same workloads, alternating, in one run: the apply
# time each reports (the compiled merged set, variant (a)), medians of R runs, and the
# ratio B / A. For a change to the runtime's driver: build `pdll-bench` before and after
# it (`cargo build --profile bench -p pdll-bench` in two worktrees or target dirs) and
# give both binaries. -n gives the workloads' pattern counts (each must be compiled into
# both binaries: `PDLL_BENCH_SETS=1,7,1000,10000` when building them for -n "1 7 1000
# 10000").
#
#   benches/scripts/ab_apply.sh A_BIN B_BIN [-m OPS] [-r RUNS] [-n "N ..."]
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
usage() { echo "usage: $0 A_BIN B_BIN [-m OPS] [-r RUNS] [-n \"N ...\"]" >&2; exit 2; }
[ $# -ge 2 ] || usage
A=$1; B=$2; shift 2
M=100000
RUNS=5
NS="1 10 100 1000"
while [ $# -gt 0 ]; do
  case $1 in
    -m) M=$2; shift 2 ;;
    -r) RUNS=$2; shift 2 ;;
    -n) NS=$2; shift 2 ;;
    *) usage ;;
  esac
done
GEN="$ROOT/benches/gen"
mkdir -p "$GEN"
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
median() { sort -g | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }
# The apply time `pdll-bench apply` prints (`apply: X ms`), in ms.
apply_ms() { "$1" apply "$2" | awk '/^apply/ { for (i = 1; i <= NF; i++) if ($i ~ /^[0-9.]+$/) { print $i; exit } }'; }
printf '%6s %8s | %10s %10s | %6s\n' N M "A ms" "B ms" "B/A"
for N in $NS; do
  P=$("$A" gen -n "$N" -m "$M" -o "$GEN")
  rm -f "$TMP"/a "$TMP"/b
  for _ in $(seq "$RUNS"); do
    apply_ms "$A" "$P" >> "$TMP/a"
    apply_ms "$B" "$P" >> "$TMP/b"
  done
  a=$(median < "$TMP/a"); b=$(median < "$TMP/b")
  awk -v n="$N" -v m="$M" -v a="$a" -v b="$b" \
    'BEGIN { printf "%6s %8s | %10.2f %10.2f | %6.3f\n", n, m, a, b, b / a }'
done
echo "(medians of $RUNS alternating runs; B/A above 1: B is slower)"
