#!/usr/bin/env bash
# Fuzzes every target of fuzz/ for an equal share of a fixed budget and
# prints, per target, the inputs executed, the edges covered and the
# crashes, then the totals (docs/fuzzing.md).
#
#   benchmarks/fuzz.sh [BUILD_DIR] [TOTAL_SECONDS]
#
# BUILD_DIR (default build-fuzz) is a fuzz build (make fuzz); the targets
# run one after another for TOTAL_SECONDS (default 600) in all. Their
# corpora grow from run to run (BUILD_DIR/fuzz/corpus).
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
build="${1:-$here/build-fuzz}"
total="${2:-600}"
echo "fuzzing for $total s in all on $(nproc) cores, $(date -u +%Y-%m-%dT%H:%MZ)"
exec "$here/fuzz/run.sh" --build-dir "$build" --total "$total"
