#!/usr/bin/env bash
# Runs every fuzz target (`cargo fuzz list`: ir_roundtrip, ir_custom_roundtrip,
# pdll_frontend, build_helper, rewriter_ops) on its kept corpus for a while (default
# 30 s each; CI uses that), with its dictionary when it has one (dict/TARGET.dict). New
# inputs libFuzzer finds go to a scratch folder, so the kept corpus changes only when
# someone minimizes into it (`cargo fuzz cmin`, see README.md). ir_custom_roundtrip
# asks mlir-opt-19 about an input whose round trip fails (README.md).
#
#   fuzz/run.sh [SECONDS] [TARGET]...
#
# cargo-fuzz needs the sanitizer and coverage flags of a nightly rustc; the stable
# toolchain accepts them with RUSTC_BOOTSTRAP=1, so no second toolchain is needed.
set -euo pipefail
cd "$(dirname "$0")"
export RUSTC_BOOTSTRAP=1
seconds=${1:-30}
shift || true
targets=("$@")
if [ ${#targets[@]} -eq 0 ]; then
  mapfile -t targets < <(cargo fuzz list)
fi
cargo fuzz build -O --debug-assertions
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
for t in "${targets[@]}"; do
  echo "== fuzz target $t: ${seconds}s on corpus/$t"
  mkdir -p "$scratch/$t" "corpus/$t"
  status=0
  dict=()
  if [ -f "dict/$t.dict" ]; then
    dict=(-dict="dict/$t.dict")
  fi
  cargo fuzz run -O --debug-assertions "$t" "$scratch/$t" "corpus/$t" -- \
    -max_total_time="$seconds" -rss_limit_mb=4096 -max_len=65536 -timeout=10 \
    "${dict[@]}" -print_final_stats=1 >"$scratch/$t.log" 2>&1 || status=$?
  # libFuzzer's progress lines are long; show the summary, or the failure.
  if [ "$status" -ne 0 ]; then
    tail -n 60 "$scratch/$t.log" >&2
    echo "fuzz target $t failed; the input is under fuzz/artifacts/$t" >&2
    exit 1
  fi
  grep -E '^(Done|stat::number_of_executed_units|stat::peak_rss_mb)' "$scratch/$t.log" || true
done
