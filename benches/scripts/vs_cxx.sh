#!/usr/bin/env bash
# Our pattern sets against MLIR 19's native C++ patterns on the same files, cell by cell.
#
#   benches/scripts/vs_cxx.sh [--full] [--runs R] [--no-bytecode] [--no-extra]
#
# The native anchor: what a user who wants speed in MLIR writes, C++ RewritePatterns
# applied by applyPatternsAndFoldGreedily. benches/cxx/driver.cpp holds the generator's
# seven pattern families as RewritePattern classes; for a workload it instantiates one
# pattern per PDLL pattern (its root op name, names, attributes and benefit), applies
# them to the module body with the default GreedyRewriteConfig (what
# --test-pdl-bytecode-pass does with its PDL), and prints parse and apply times.
# This script
#   1. builds that driver with $CXX (g++) -O2 against libMLIR.so into
#      benches/gen/cxx/ (MLIR found by `llvm-config-19 --prefix`, /usr/lib/llvm-19
#      otherwise; MLIR_PREFIX, LLVM_CONFIG and CXX override), and pdll-bench (release);
#   2. for every cell (N in 1, 7, 10, 100, 1000 and N = 1000 over 7 shared roots;
#      M = 100,000, and 1,000,000 with --full) writes the workload (`pdll-bench gen`,
#      with mlir-pdll-19 for the bytecode arm's PDL);
#   3. runs R rounds, each one after the other: the C++ driver (native patterns); our
#      merged set (`pdll-bench apply`, our default driver); unless --no-extra, the C++
#      driver without region simplification (a setting a user tuning for speed may
#      choose; the bytecode pass keeps the default) and with no patterns at all
#      (MLIR's driver alone on the IR); our set again with --sweep-all (one more
#      sweep, as MLIR's driver does); unless --no-bytecode, the same C++ driver on the
#      workload's PDL (--arm bytecode: MLIR's PDL bytecode, compiled before the
#      timer). The first round's output of every C++ arm that rewrites is checked
#      against the expected histogram (`pdll-bench check`); ours checks itself;
#   4. prints medians of the R rounds, ns per IR op, and writes benches/gen/cxx.tsv.
# The C++ driver applies its set once to the file's first 1,000 ops before the timed
# apply (untimed warm-up: lazy symbol binding, first touch of libMLIR's code); ours
# runs cold, one apply per process.
#
# Skips (exit 0) when the C++ compiler, MLIR's or LLVM's headers or libMLIR.so are
# missing (apt-get install g++ libmlir-19-dev llvm-19-dev). Not part of CI.
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
GEN="$ROOT/benches/gen"
: "${CARGO_TARGET_DIR:=$ROOT/target}"
export CARGO_TARGET_DIR
CXX=${CXX:-g++}
LLVM_CONFIG=${LLVM_CONFIG:-llvm-config-19}
MLIR_PDLL=${MLIR_PDLL:-mlir-pdll-19}
FULL=0; RUNS=3; BYTECODE=1; EXTRA=1
while [ $# -gt 0 ]; do
  case "$1" in
    --full) FULL=1 ;;
    --runs) RUNS=$2; shift ;;
    --no-bytecode) BYTECODE=0 ;;
    --no-extra) EXTRA=0 ;;
    *) echo "usage: $0 [--full] [--runs R] [--no-bytecode] [--no-extra]" >&2; exit 2 ;;
  esac
  shift
done

skip() {
  echo "vs_cxx.sh: $1; nothing to compare (needs g++, libmlir-19-dev and llvm-19-dev)" >&2
  exit 0
}
USER_PREFIX=${MLIR_PREFIX:-}
if [ -z "$USER_PREFIX" ]; then
  MLIR_PREFIX=$("$LLVM_CONFIG" --prefix 2>/dev/null || echo /usr/lib/llvm-19)
fi
command -v "$CXX" >/dev/null || skip "no C++ compiler ($CXX)"
[ -f "$MLIR_PREFIX/include/mlir/IR/PatternMatch.h" ] || skip "no MLIR headers under $MLIR_PREFIX/include"
[ -f "$MLIR_PREFIX/include/llvm/ADT/StringRef.h" ] || skip "no LLVM headers under $MLIR_PREFIX/include"
[ -e "$MLIR_PREFIX/lib/libMLIR.so" ] || skip "no libMLIR.so under $MLIR_PREFIX/lib"
LIBLLVM=
for l in LLVM LLVM-19; do [ -e "$MLIR_PREFIX/lib/lib$l.so" ] && { LIBLLVM=-l$l; break; }; done
[ -n "$LIBLLVM" ] || skip "no libLLVM.so under $MLIR_PREFIX/lib"
if [ $BYTECODE -eq 1 ] && ! command -v "$MLIR_PDLL" >/dev/null; then
  echo "vs_cxx.sh: $MLIR_PDLL not installed; no bytecode column" >&2
  BYTECODE=0
fi

# 1. The C++ driver (rebuilt when its source is newer) and our tool.
mkdir -p "$GEN/cxx"
SRC="$ROOT/benches/cxx/driver.cpp"
DRIVER="$GEN/cxx/pdll-bench-cxx"
# MLIR is built without RTTI and exceptions: llvm-config's flags (with the default
# prefix), or the same flags written out (with MLIR_PREFIX set).
CXXFLAGS_MLIR="-I$MLIR_PREFIX/include -std=c++17 -fno-exceptions -funwind-tables -D_GNU_SOURCE -D__STDC_CONSTANT_MACROS -D__STDC_FORMAT_MACROS -D__STDC_LIMIT_MACROS"
if [ -z "$USER_PREFIX" ] && "$LLVM_CONFIG" --cxxflags >/dev/null 2>&1; then
  CXXFLAGS_MLIR=$("$LLVM_CONFIG" --cxxflags)
fi
if [ ! -x "$DRIVER" ] || [ "$SRC" -nt "$DRIVER" ]; then
  echo "building $DRIVER" >&2
  # shellcheck disable=SC2086
  "$CXX" -O2 $CXXFLAGS_MLIR -fno-rtti "$SRC" -o "$DRIVER" \
    -L"$MLIR_PREFIX/lib" -lMLIR "$LIBLLVM" -Wl,-rpath,"$MLIR_PREFIX/lib"
fi
# PDLL_BENCH_NO_BUILD=1 uses the tool as already built (others may be editing the tree).
[ -n "${PDLL_BENCH_NO_BUILD:-}" ] || cargo build -q --profile bench -p pdll-bench --bin pdll-bench --manifest-path "$ROOT/Cargo.toml"
BIN="$CARGO_TARGET_DIR/release/pdll-bench"

median() { sort -g | awk '{a[NR]=$1} END {if (NR) print a[int((NR+1)/2)]; else print "nan"}'; }
# ns/op of the `WHAT:` line of a driver's or pdll-bench's report file
field() { awk -v w="$2:" '$1 == w {print $4; exit}' "$1"; }
ms() { awk -v w="$2:" '$1 == w {print $2; exit}' "$1"; }
med() { if [ $# -eq 0 ]; then echo nan; else printf '%s\n' "$@" | median; fi; }

SIZES="100000"; [ $FULL -eq 1 ] && SIZES="100000 1000000"
OUT="$GEN/cxx.tsv"
printf 'n\tm\troots\tcxx_apply_ns\tcxx_nosimp_ns\tmlir_empty_ns\tbytecode_apply_ns\tour_a_ns\tour_sweep_ns\tcxx_parse_ns\tour_parse_ns\tcxx_build_ms\tbytecode_build_ms\n' > "$OUT"
printf '%5s %8s %5s | %8s %8s %8s %8s | %8s %8s | %6s %6s %6s | %7s %7s | %7s %7s\n' \
  N M roots "C++" "C++ nosi" "empty" bytecode "ours (a)" "a sweep" "a/C++" "sw/C++" "a/nosi" "C++ prs" "our prs" "C++ bld" "bc bld"
# run_cxx NAME ROUND ARGS...: one run of the driver; the first round's output checked.
run_cxx() {
  local name=$1 round=$2; shift 2
  local out=()
  [ "$round" -eq 1 ] && [ "$name" != empty ] && out=(--output "$P.$name.out.mlir")
  "$DRIVER" "$P" "$@" "${out[@]}" > "$P.$name.txt"
  if [ ${#out[@]} -gt 0 ]; then
    "$BIN" check "$P" --output "$P.$name.out.mlir" > "$P.$name-check.txt" \
      || { cat "$P.$name-check.txt"; echo "$name: output mismatch for $P" >&2; exit 1; }
    rm -f "$P.$name.out.mlir"
  fi
}
for M in $SIZES; do
  for cell in "1 -" "7 -" "10 -" "100 -" "1000 -" "1000 7"; do
    set -- $cell; N=$1; R=$2
    ropt=(); [ "$R" != - ] && ropt=(--roots "$R")
    popt=(); [ $BYTECODE -eq 1 ] && popt=(--mlir-pdll "$MLIR_PDLL")
    P=$("$BIN" gen -n "$N" -m "$M" "${ropt[@]}" -o "$GEN" "${popt[@]}")
    cx=(); cn=(); ce=(); cp=(); cb=(); oa=(); op=(); os=(); bx=(); bb=()
    for i in $(seq "$RUNS"); do
      run_cxx cxx "$i" --arm native
      cx+=("$(field "$P.cxx.txt" apply)"); cp+=("$(field "$P.cxx.txt" parse)")
      cb+=("$(ms "$P.cxx.txt" build)")
      "$BIN" apply "$P" --variant merged > "$P.ours.txt" || { cat "$P.ours.txt"; exit 1; }
      oa+=("$(field "$P.ours.txt" apply)"); op+=("$(field "$P.ours.txt" parse)")
      if [ $EXTRA -eq 1 ]; then
        run_cxx cxx-nosimp "$i" --arm native --no-simplify
        cn+=("$(field "$P.cxx-nosimp.txt" apply)")
        run_cxx empty "$i" --arm empty
        ce+=("$(field "$P.empty.txt" apply)")
      fi
      "$BIN" apply "$P" --variant merged --sweep-all > "$P.ours.txt" || { cat "$P.ours.txt"; exit 1; }
      os+=("$(field "$P.ours.txt" apply)")
      if [ $BYTECODE -eq 1 ]; then
        run_cxx bc "$i" --arm bytecode
        bx+=("$(field "$P.bc.txt" apply)"); bb+=("$(ms "$P.bc.txt" build)")
      fi
    done
    awk -v n="$N" -v m="$M" -v r="$R" -v cx="$(med "${cx[@]}")" -v cn="$(med "${cn[@]}")" \
        -v ce="$(med "${ce[@]}")" -v bx="$(med "${bx[@]}")" -v oa="$(med "${oa[@]}")" \
        -v os="$(med "${os[@]}")" -v cp="$(med "${cp[@]}")" -v op="$(med "${op[@]}")" \
        -v cb="$(med "${cb[@]}")" -v bb="$(med "${bb[@]}")" -v out="$OUT" 'BEGIN {
      ra = sprintf("%.3f", oa / cx); rs = sprintf("%.3f", os / cx)
      rn = (cn == "nan") ? "-" : sprintf("%.3f", oa / cn)
      printf "%5s %8s %5s | %8s %8s %8s %8s | %8s %8s | %6s %6s %6s | %7.0f %7.0f | %7s %7s\n",
        n, m, r, cx, cn, ce, bx, oa, os, ra, rs, rn, cp, op, cb, bb
      printf "%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n", n, m, r, cx, cn, ce, bx, oa, os, cp, op, cb, bb >> out
    }'
  done
done
echo "(ns per IR op, medians of $RUNS rounds. C++: MLIR 19 RewritePatterns, applyPatternsAndFoldGreedily, default config;"
echo " C++ nosi: the same without region simplification; empty: MLIR's driver with no patterns (default config);"
echo " bytecode: the workload's PDL in the same driver; ours (a): pdll-bench apply --variant merged; a sweep: with --sweep-all."
echo " a/C++ at most 1 means ours is at least as fast. Build: the pattern set (bytecode: PDL to bytecode), ms)"
echo "results: $OUT"
