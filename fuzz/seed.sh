#!/usr/bin/env bash
# Seeds the fuzz corpora from the repository's own test inputs (the golden and
# differential cases): IR files for `ir_roundtrip`, the custom-form cases of the core
# dialects and the hand-written files of `seeds/ir_custom_roundtrip` (the ops those
# cases leave out, one file per dialect) for `ir_custom_roundtrip`, pattern files for
# `pdll_frontend` and `build_helper`. Files are named by content hash, so running it
# twice adds nothing.
# `rewriter_ops` reads its bytes as edit choices and starts from an empty corpus.
set -euo pipefail
cd "$(dirname "$0")"
root=..
seed() { # target, then files
  local target=$1
  shift
  mkdir -p "corpus/$target"
  for f in "$@"; do
    cp "$f" "corpus/$target/$(sha1sum "$f" | cut -c1-16)"
  done
}
mapfile -t mlir < <(find "$root/tests" "$root/examples" "$root/pdll-runtime" -name '*.mlir' -size -64k)
mapfile -t pdll < <(find "$root/tests" "$root/examples" "$root/pdll-core" -name '*.pdll' -size -64k)
seed ir_roundtrip "${mlir[@]}"
mapfile -t custom < <(find "$root/tests/ir/custom" "$root/pdll-runtime/tests/data/dialects" \
  "$root/pdll-runtime/tests/data/aliases" seeds/ir_custom_roundtrip -name '*.mlir' -size -64k)
seed ir_custom_roundtrip "${custom[@]}"
seed pdll_frontend "${pdll[@]}"
seed build_helper "${pdll[@]}"
mkdir -p corpus/rewriter_ops
echo "seeded: ${#mlir[@]} IR files, ${#custom[@]} custom-form files, ${#pdll[@]} pattern files"
