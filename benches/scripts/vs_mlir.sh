#!/usr/bin/env bash
# Our pattern sets against MLIR 19's PDL bytecode on the same files, cell by cell.
#
#   benches/scripts/vs_mlir.sh [--full] [--no-bench] [--runs R]
#
# For every cell (N in 1, 7, 10, 100, 1000 and N = 1000 over 7 shared roots; M = 100,000,
# and 1,000,000 with --full):
#   1. `pdll-bench gen ... --mlir-pdll mlir-pdll-19` writes PREFIX.{pdll,ir.mlir,
#      stats.json,pdl.mlir,input.mlir} under benches/gen (byte-identical to gen.py's);
#   2. mlir-opt-19 --test-pdl-bytecode-pass --mlir-timing runs R times under
#      /usr/bin/time -v (median pass and parse time, peak RSS); the first run's output
#      is checked against the expected histogram (`pdll-bench check`);
#   3. `pdll-bench apply PREFIX` (our merged set, release build) runs R times under
#      /usr/bin/time -v: parse time and peak RSS, and checks our result too;
#   4. our apply ns/op come from the `apply` bench (benches/gen/results.tsv, run first
#      unless --no-bench), which times (a), (b), (c) and (d) (the run-time set) in one
#      run, and the time to build (d) from its PDLL text (benches/gen/build.tsv).
# MLIR's pass time includes compiling the PDL patterns to bytecode; the column
# "MLIR apply" subtracts the pass time of the same N on a 100-op payload. That pass
# time is MLIR's PDL-to-bytecode compile time of the set, reported beside the time to
# build (d), with mlir-pdll-19's PDLL-to-PDL time (median of R runs, minus its time on
# an empty file) as the front end's.
# Then compile-time figures: build-helper expansion time (N = 1000, release tool), rustc
# time of the generated code for N = 100 and 1000 (debug and release, in a scratch
# crate), generated code size per pattern. Results: benches/gen/mlir.tsv, compile.txt.
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
GEN="$ROOT/benches/gen"
: "${CARGO_TARGET_DIR:=$ROOT/target}"
export CARGO_TARGET_DIR
MLIR_OPT=${MLIR_OPT:-mlir-opt-19}
MLIR_PDLL=${MLIR_PDLL:-mlir-pdll-19}
FULL=0; BENCH=1; RUNS=3
while [ $# -gt 0 ]; do
  case "$1" in
    --full) FULL=1 ;;
    --no-bench) BENCH=0 ;;
    --runs) RUNS=$2; shift ;;
    *) echo "usage: $0 [--full] [--no-bench] [--runs R]" >&2; exit 2 ;;
  esac
  shift
done
if ! command -v "$MLIR_OPT" >/dev/null || ! command -v "$MLIR_PDLL" >/dev/null; then
  echo "vs_mlir.sh: $MLIR_OPT / $MLIR_PDLL not installed; nothing to compare" >&2
  exit 0
fi
mkdir -p "$GEN"
# PDLL_BENCH_NO_BUILD=1 uses the tool as already built (others may be editing the tree).
[ -n "${PDLL_BENCH_NO_BUILD:-}" ] || cargo build -q --profile bench -p pdll-bench --bin pdll-bench --manifest-path "$ROOT/Cargo.toml"
BIN="$CARGO_TARGET_DIR/release/pdll-bench"
SIZES="100000"; [ $FULL -eq 1 ] && SIZES="100000 1000000"
if [ $BENCH -eq 1 ]; then
  PDLL_BENCH_M=${SIZES// /,} cargo bench -q -p pdll-bench --bench apply --manifest-path "$ROOT/Cargo.toml"
fi
RESULTS="$GEN/results.tsv"

median() { sort -g | awk '{a[NR]=$1} END {if (NR) print a[int((NR+1)/2)]; else print "nan"}'; }
# seconds of a --mlir-timing line whose name matches $2, from file $1
timing() { awk -v pat="$2" '$0 ~ pat && /%\)/ {print $1; exit}' "$1"; }
rss_kib() { awk -F': ' '/Maximum resident set size/ {print $2}' "$1"; }
ours() { # ours VARIANT N M ROOTS -> apply ns/op from the bench results, or nan
  awk -F'\t' -v v="$1" -v n="$2" -v m="$3" -v r="$4" \
    '$4==v && $1==n && $2==m && $3==r {print $5; found=1} END {if (!found) print "nan"}' "$RESULTS" 2>/dev/null || echo nan
}

OUT="$GEN/mlir.tsv"
printf 'n\tm\troots\tmlir_pass_ns\tmlir_apply_ns\tmlir_parse_ns\tmlir_rss_mib\tour_a_ns\tour_b_ns\tour_parse_ns\tour_rss_mib\tour_d_ns\n' > "$OUT"
declare -A COMPILE_S
mlir_pass_seconds() { # PREFIX -> median pass seconds (and sets PARSE_S, RSS_K)
  local p=$1 t=() s=() r=() i
  for i in $(seq "$RUNS"); do
    /usr/bin/time -v "$MLIR_OPT" --allow-unregistered-dialect --mlir-disable-threading \
      --verify-each=false --test-pdl-bytecode-pass --mlir-timing "$p.input.mlir" \
      -o /dev/null 2> "$p.mlir-timing.txt"
    t+=("$(timing "$p.mlir-timing.txt" TestPDLByteCodePass)")
    s+=("$(timing "$p.mlir-timing.txt" Parser)")
    r+=("$(rss_kib "$p.mlir-timing.txt")")
  done
  PASS_S=$(printf '%s\n' "${t[@]}" | median)
  PARSE_S=$(printf '%s\n' "${s[@]}" | median)
  RSS_K=$(printf '%s\n' "${r[@]}" | median)
}

printf '%6s %8s %5s | %9s %9s %9s %9s %8s %8s %8s | %9s %9s %7s | %8s %8s %6s\n' \
  N M roots "MLIR app" "ours (a)" "ours (b)" "ours (d)" "MLIR/a" "MLIR/b" "MLIR/d" "MLIR prs" "our prs" "ratio" "MLIR MiB" "our MiB" ratio
for M in $SIZES; do
  for cell in "1 -" "7 -" "10 -" "100 -" "1000 -" "1000 7"; do
    set -- $cell; N=$1; R=$2
    ropt=(); [ "$R" != - ] && ropt=(--roots "$R")
    P=$("$BIN" gen -n "$N" -m "$M" "${ropt[@]}" -o "$GEN" --mlir-pdll "$MLIR_PDLL")
    # Pattern compile time of MLIR: the pass on a 100-op payload with the same patterns.
    if [ -z "${COMPILE_S[$N$R]:-}" ]; then
      P0=$("$BIN" gen -n "$N" -m 100 "${ropt[@]}" -o "$GEN" --mlir-pdll "$MLIR_PDLL")
      mlir_pass_seconds "$P0"; COMPILE_S[$N$R]=$PASS_S
    fi
    "$MLIR_OPT" --allow-unregistered-dialect --mlir-disable-threading --test-pdl-bytecode-pass \
      "$P.input.mlir" -o "$P.out.mlir"
    "$BIN" check "$P" --output "$P.out.mlir" > "$P.check.txt" || { cat "$P.check.txt"; echo "MLIR output mismatch for $P" >&2; exit 1; }
    mlir_pass_seconds "$P"
    # Ours: parse time and peak RSS of the release tool (merged set).
    ps=(); rs=()
    for i in $(seq "$RUNS"); do
      /usr/bin/time -v "$BIN" apply "$P" --variant merged > "$P.ours.txt" 2> "$P.ours-time.txt" \
        || { cat "$P.ours.txt"; exit 1; }
      ps+=("$(awk '/^parse:/ {print $4}' "$P.ours.txt")")
      rs+=("$(rss_kib "$P.ours-time.txt")")
    done
    OUR_PARSE=$(printf '%s\n' "${ps[@]}" | median)
    OUR_RSS=$(printf '%s\n' "${rs[@]}" | median)
    A=$(ours a "$N" "$M" "$R"); B=$(ours b "$N" "$M" "$R"); D=$(ours d "$N" "$M" "$R")
    awk -v n="$N" -v m="$M" -v r="$R" -v pass="$PASS_S" -v comp="${COMPILE_S[$N$R]}" \
        -v parse="$PARSE_S" -v rss="$RSS_K" -v a="$A" -v b="$B" -v op="$OUR_PARSE" \
        -v ors="$OUR_RSS" -v d="$D" -v out="$OUT" 'BEGIN {
      passns = pass * 1e9 / m; app = (pass - comp) * 1e9 / m; prs = parse * 1e9 / m
      mib = rss / 1024; omib = ors / 1024
      ra = (a == "nan" || a <= 0) ? "-" : sprintf("%.0fx", app / a)
      rb = (b == "nan" || b <= 0) ? "-" : sprintf("%.0fx", app / b)
      rd = (d == "nan" || d <= 0) ? "-" : sprintf("%.0fx", app / d)
      printf "%6s %8s %5s | %9.0f %9s %9s %9s %8s %8s %8s | %9.0f %9.0f %6.1fx | %8.0f %8.0f %5.1fx\n",
        n, m, r, app, a, b, d, ra, rb, rd, prs, op, prs / op, mib, omib, mib / omib
      printf "%s\t%s\t%s\t%.1f\t%.1f\t%.1f\t%.1f\t%s\t%s\t%s\t%.1f\t%s\n", n, m, r, passns, app, prs, mib, a, b, op, omib, d >> out
    }'
  done
done
echo "(ns per IR op; MLIR app = TestPDLByteCodePass time minus its time on a 100-op payload with the same patterns; medians of $RUNS runs; ours (a)/(b)/(d) from $RESULTS)"
echo "results: $OUT"

# Building a set at run time: ours (d), PDLL text to a set ready to match (the bench's
# median), against MLIR's front end (mlir-pdll-19, PDLL to PDL, minus its time on an
# empty file) and its PDL-to-bytecode compile (the pass on a 100-op payload).
BUILDS="$GEN/build.tsv"
secs() { local t0 t1; t0=$(date +%s.%N); "$@" >/dev/null 2>&1; t1=$(date +%s.%N); awk -v a="$t0" -v b="$t1" 'BEGIN {print b - a}'; }
EMPTY="$GEN/empty.pdll"; : > "$EMPTY"
empty=(); for i in $(seq "$RUNS"); do empty+=("$(secs "$MLIR_PDLL" "$EMPTY" -x=mlir -o /dev/null)"); done
EMPTY_S=$(printf '%s\n' "${empty[@]}" | median)
printf '%6s %5s | %12s %10s | %14s %16s %12s\n' N roots "ours (d) ms" "parse ms" "mlir-pdll ms" "PDL->bytecode ms" "MLIR total"
for cell in "1 -" "7 -" "10 -" "100 -" "1000 -" "1000 7"; do
  set -- $cell; N=$1; R=$2
  ropt=(); [ "$R" != - ] && ropt=(--roots "$R")
  P0=$("$BIN" gen -n "$N" -m 100 "${ropt[@]}" -o "$GEN" --mlir-pdll "$MLIR_PDLL")
  fe=(); for i in $(seq "$RUNS"); do fe+=("$(secs "$MLIR_PDLL" "$P0.pdll" -x=mlir -o /dev/null)"); done
  FE_S=$(printf '%s\n' "${fe[@]}" | median)
  OURS_MS=$(awk -F'\t' -v n="$N" -v r="$R" '$1==n && $2==r {print $3; f=1} END {if (!f) print "nan"}' "$BUILDS" 2>/dev/null || echo nan)
  OURS_PARSE=$(awk -F'\t' -v n="$N" -v r="$R" '$1==n && $2==r {print $4; f=1} END {if (!f) print "nan"}' "$BUILDS" 2>/dev/null || echo nan)
  awk -v n="$N" -v r="$R" -v ours="$OURS_MS" -v op="$OURS_PARSE" -v fe="$FE_S" -v empty="$EMPTY_S" -v comp="${COMPILE_S[$N$R]:-nan}" 'BEGIN {
    fems = (fe - empty) * 1e3; if (fems < 0) fems = 0; cms = comp * 1e3
    printf "%6s %5s | %12s %10s | %14.1f %16.1f %12.1f\n", n, r, ours, op, fems, cms, fems + cms
  }'
done
"$ROOT/benches/scripts/compile_time.sh" | tee "$GEN/compile.txt"
