#!/usr/bin/env bash
# Pattern sets of 1,000 and 10,000 (issue 26). For each N of the workload's generated
# patterns (pdll-bench's families, one root name per pattern):
#   - expansion by the build helper (`pdll-bench expand`, release tool): median of R
#     runs, and the size of the generated Rust;
#   - rustc on the generated code alone: a scratch crate depending on `pdll` whose
#     lib.rs `include!`s it, its dependencies built first; `cargo build` in debug and
#     release, each run after `touch` and with the crate's incremental cache removed
#     (a debug build starts from nothing, as after the patterns changed): wall seconds
#     (median of R) and peak RSS (the largest of the R runs, /usr/bin/time -v: the
#     biggest process of the build, rustc);
#   - building the run-time set from the same PDLL text (`pdll-bench dynamic`, the
#     `DynamicPatternSet` of `pdll apply`): the median of R fresh processes (cold: the
#     heap's pages faulted in, as a program building one set pays), and the median of
#     R builds in one process (warm: glibc keeps the freed memory of the first for the
#     next unless it returns big blocks to the system, which it does at N = 10000).
# Prints one Markdown row per N, then the ratios of the largest N to the smallest.
#
#   benches/scripts/scale_patterns.sh [-r RUNS] [-n "1000 10000"] [--no-release]
#                                     [--release-runs R]
#
# --release-runs sets the number of release builds apart (a release build of the
# generated code of 10,000 patterns took over 15 minutes before the code became tables).
#
# Nothing else should be building while it runs: the figures are wall-clock.
# PDLL_BENCH_NO_BUILD=1 uses the tool as already built (others may be editing the tree).
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
: "${CARGO_TARGET_DIR:=$ROOT/target}"
export CARGO_TARGET_DIR
RUNS=3
RELEASE_RUNS=
NS="1000 10000"
PROFILES="dev release"
while [ $# -gt 0 ]; do
  case $1 in
    -r) RUNS=$2; shift 2 ;;
    -n) NS=$2; shift 2 ;;
    --no-release) PROFILES=dev; shift ;;
    --release-runs) RELEASE_RUNS=$2; shift 2 ;;
    *) echo "usage: $0 [-r RUNS] [-n \"N ...\"] [--no-release] [--release-runs R]" >&2; exit 2 ;;
  esac
done
[ -x /usr/bin/time ] || { echo "$0: needs /usr/bin/time (GNU time, for -v)" >&2; exit 2; }
[ -n "${PDLL_BENCH_NO_BUILD:-}" ] ||
  cargo build -q --profile bench -p pdll-bench --bin pdll-bench --manifest-path "$ROOT/Cargo.toml"
BIN="$CARGO_TARGET_DIR/release/pdll-bench"

# shellcheck source=pdll_crate.sh
. "$ROOT/benches/scripts/pdll_crate.sh"
CT=$(mktemp -d)
trap 'rm -rf "$CT"' EXIT
gen_crate "$CT" pdll-scale
CT_TARGET="$CARGO_TARGET_DIR/scale-patterns"

median() { sort -g | awk '{v[NR] = $1} END {print v[int((NR + 1) / 2)]}'; }
max() { sort -g | tail -1; }

# rustc PROFILE: R timed builds of the scratch crate (gen.rs in place); sets SECS (median)
# and MIB (peak RSS, largest run).
rustc_runs() {
  local profile=$1 dir secs=() kib=() start end runs=$RUNS
  case $profile in dev) dir=debug ;; *) dir=$profile; runs=${RELEASE_RUNS:-$RUNS} ;; esac
  for _ in $(seq "$runs"); do
    touch "$CT/src/lib.rs"
    rm -rf "$CT_TARGET/$dir/incremental"/pdll_scale-*
    start=$(date +%s.%N)
    /usr/bin/time -v -o "$CT/time.txt" \
      cargo build -q --profile "$profile" --manifest-path "$CT/Cargo.toml" --target-dir "$CT_TARGET" ||
      { echo "rustc $profile failed" >&2; exit 1; }
    end=$(date +%s.%N)
    secs+=("$(awk -v s="$start" -v e="$end" 'BEGIN {printf "%.2f", e - s}')")
    kib+=("$(awk -F': ' '/Maximum resident set size/ {print $2}' "$CT/time.txt")")
  done
  SECS=$(printf '%s\n' "${secs[@]}" | median)
  MIB=$(printf '%s\n' "${kib[@]}" | max | awk '{printf "%.0f", $1 / 1024}')
  echo "  rustc $profile: ${secs[*]} s; peak ${MIB} MiB" >&2
}

# The dependencies, once per profile, with an empty gen.rs.
: > "$CT/src/gen.rs"
for profile in $PROFILES; do
  cargo build -q --profile "$profile" --manifest-path "$CT/Cargo.toml" --target-dir "$CT_TARGET"
done

declare -A DYN WARM
ROWS=""
for n in $NS; do
  echo "N = $n" >&2
  line=$("$BIN" expand -n "$n" --runs "$RUNS" --out "$CT/src/gen.rs")
  echo "  $line" >&2
  exp_ms=$(echo "$line" | sed -E 's/.*: ([0-9.]+) ms.*/\1/')
  bytes=$(echo "$line" | sed -E 's/.*; ([0-9]+) bytes.*/\1/')
  lines=$(echo "$line" | sed -E 's/.* ([0-9]+) lines of Rust.*/\1/')
  cols=""
  for profile in dev release; do
    if [[ " $PROFILES " == *" $profile "* ]]; then
      rustc_runs "$profile"
      cols="$cols | $SECS | $MIB"
    else
      cols="$cols | - | -"
    fi
  done
  cold=()
  for _ in $(seq "$RUNS"); do
    cold+=("$("$BIN" dynamic -n "$n" --runs 1 | sed -E 's/.*: ([0-9.]+) ms.*/\1/')")
  done
  DYN[$n]=$(printf '%s\n' "${cold[@]}" | median)
  dline=$("$BIN" dynamic -n "$n" --runs "$RUNS")
  echo "  dynamic cold: ${cold[*]} ms; warm: $dline" >&2
  WARM[$n]=$(echo "$dline" | sed -E 's/.*: ([0-9.]+) ms.*/\1/')
  mb=$(awk -v b="$bytes" 'BEGIN {printf "%.2f", b / 1e6}')
  ROWS="$ROWS| $n | $exp_ms | $mb | $lines$cols | ${DYN[$n]} | ${WARM[$n]} |"$'\n'
done
echo
echo "| N | expand ms | MB | lines | rustc debug s | debug peak MiB | rustc release s | release peak MiB | run-time set ms, cold | warm |"
echo "|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|"
printf '%s' "$ROWS"
read -r -a ns <<< "$NS"
if [ "${#ns[@]}" -ge 2 ]; then
  lo=${ns[0]} hi=${ns[${#ns[@]}-1]}
  awk -v lo="$lo" -v hi="$hi" -v a="${DYN[$lo]}" -v b="${DYN[$hi]}" -v c="${WARM[$lo]}" -v d="${WARM[$hi]}" \
    'BEGIN {printf "\nrun-time set build, N = %d / N = %d: %.2fx cold, %.2fx warm (medians of '"$RUNS"')\n", hi, lo, b / a, d / c}'
fi
