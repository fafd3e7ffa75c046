#!/usr/bin/env bash
# The figures README.md quotes, measured on this machine:
#
#   scripts/readme_figures.sh [BUILD]     (make readme-figures; BUILD: build)
#
# runs the demo (scripts/demo.sh BUILD, its output kept in
# BUILD/demo/readme-figures.log: the README's example output is such a run)
# and prints its time after the build and the times the demo reports
# (planning and compiling, each training step of the plan, sharding the
# user's annotations). make check and make
# check-fast print their own times, stage by stage.
set -euo pipefail
cd "$(dirname "$0")/.."

build=${1:-build}
log="$build/demo/readme-figures.log"
mkdir -p "$build/demo"

load=$(cut -d' ' -f1-3 /proc/loadavg)
start=$(date +%s.%N)
scripts/demo.sh "$build" 2>&1 | tee "$log"
end=$(date +%s.%N)

compile_line=$(grep -m1 'of native code' "$log")
shard_s=$(grep -m1 '^per-device program:' "$log" | sed -E 's/.*\(([0-9.]+) s\)$/\1/')
peak=$(grep -m1 -oE 'peak memory [0-9.]+ [KMG]iB' "$log" | sed 's/peak memory //')
steps=$(grep -oE '^step [0-9]+: [0-9.]+ ms' "$log" | awk '{print $3}')
[ -n "$steps" ] || { echo "readme_figures.sh: no step times in $log" >&2; exit 1; }

echo
echo "== Figures for README.md (scripts/readme_figures.sh $build)"
echo "machine: $(nproc) cores ($(grep -m1 'model name' /proc/cpuinfo | sed 's/.*: //')," \
     "load average $load at the start)"
awk -v s="$start" -v e="$end" \
  'BEGIN { printf "make demo after the build: %.0f s\n", e - s }'
echo "sharding the user's annotations (osdp-opt --osdp-shard, stage 5): $shard_s s"
echo "planning and compiling the GPT-2 step for 2 ranks (stage 1):" \
     "$(echo "$compile_line" | sed -E 's/.*, ([0-9]+) s\)$/\1/') s," \
     "$(echo "$compile_line" | sed -E 's/.*\(([^ ]+) of native code.*/\1/') of native code"
echo "$steps" | sort -g | awk '
  { v[NR] = $1; sum += $1 }
  END { printf "training steps of the plan on 2 ranks (stage 2): %d steps, %.0f to %.0f ms, mean %.0f ms\n",
               NR, v[1], v[NR], sum / NR }'
echo "peak memory per rank: $peak"
grep -E '^(PASS|FAIL)' "$log"
grep -E '^(ok|FAIL): kill-rank: the outputs' "$log"

