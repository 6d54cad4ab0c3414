#!/usr/bin/env bash
# Regenerates the expected outputs of the alias-printing differential cases with
# MLIR 19 (the reference): `tests/ir/regen.sh --aliases`, which see.
#
# usage: tests/ir/aliases/regen.sh [CASE...]   (CASE: a file name under cases/, without .mlir)
exec "$(dirname "$0")/../regen.sh" --aliases "$@"
