#!/usr/bin/env bash
# Runs osdp's fuzz targets one after another and prints, per target, the
# inputs executed, the edges covered and the crashes found.
#
#   fuzz/run.sh [--build-dir DIR] [--seconds N | --total T] [TARGET...]
#
# DIR (default build-fuzz) is a build configured with OSDP_BUILD_FUZZERS
# (make fuzz). Each target fuzzes for N seconds (default 10), or for an
# equal share of T seconds, from its corpus, DIR/fuzz/corpus/TARGET, which
# keeps what earlier runs found, and its seeds, DIR/fuzz/seeds/TARGET
# (fuzz/make-corpus.py, rewritten here).
# An input that crashes a target, leaks, runs out of memory or takes longer
# than the time limit of one input is kept in DIR/fuzz/crashes/ and the
# script exits with status 1; reproduce it with `DIR/bin/TARGET FILE`.
set -euo pipefail
cd "$(dirname "$0")/.."

build_dir=build-fuzz
seconds=10
total=""
targets=()
while [ $# -gt 0 ]; do
  case "$1" in
    --build-dir) build_dir="$2"; shift 2 ;;
    --seconds) seconds="$2"; shift 2 ;;
    --total) total="$2"; shift 2 ;;
    -h|--help) sed -n '2,14p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    -*) echo "fuzz/run.sh: unknown option '$1'" >&2; exit 2 ;;
    *) targets+=("$1"); shift ;;
  esac
done
if [ ${#targets[@]} -eq 0 ]; then
  targets=(mlir-parse-fuzzer shard-pipeline-fuzzer gspmd-sharding-fuzzer
           sdy-sharding-fuzzer iopddl-fuzzer npy-fuzzer manifest-fuzzer)
fi
if [ -n "$total" ]; then
  [[ "$total" =~ ^[0-9]+$ ]] && seconds=$(( total / ${#targets[@]} ))
fi
if ! [[ "$seconds" =~ ^[1-9][0-9]*$ ]]; then
  echo "fuzz/run.sh: give each target at least a whole second" \
    "(--seconds '$seconds', --total '$total')" >&2
  exit 2
fi

work="$build_dir/fuzz"
python3 fuzz/make-corpus.py . "$work" > /dev/null
mkdir -p "$work/crashes" "$work/logs"

# Options of every run. A single input's time (-timeout) is generous: the
# pipeline under AddressSanitizer on a 2-core machine shared with builds.
# Seeds above -max_len are cut, never skipped.
common=(-max_total_time="$seconds" -max_len=65536 -timeout=60
        -rss_limit_mb=4096 -print_final_stats=1 -close_fd_mask=1)

# The last value a libFuzzer log gives for `key`: `stat::key: N` lines of
# the final statistics, or `key: N` of its progress lines.
last_value() {
  grep -oE "(stat::)?$1: *[0-9]+" "$2" | tail -1 | grep -oE '[0-9]+$' || echo 0
}

status=0
total_execs=0
total_crashes=0
printf '%-22s %8s %12s %9s %7s %8s %8s\n' target seconds executions \
  "exec/s" edges corpus crashes
for target in "${targets[@]}"; do
  binary="$build_dir/bin/$target"
  if [ ! -x "$binary" ]; then
    echo "fuzz/run.sh: $binary not built (make fuzz)" >&2
    exit 2
  fi
  corpus="$work/corpus/$target"
  log="$work/logs/$target.log"
  mkdir -p "$corpus"
  before=$(ls "$work/crashes" | wc -l)
  start=$(date +%s)
  rc=0
  "$binary" "${common[@]}" -dict="$work/dicts/$target.dict" \
    -artifact_prefix="$work/crashes/$target-" \
    "$corpus" "$work/seeds/$target" > "$log" 2>&1 || rc=$?
  elapsed=$(( $(date +%s) - start ))
  crashes=$(( $(ls "$work/crashes" | wc -l) - before ))
  if [ "$rc" -ne 0 ] && [ "$crashes" -eq 0 ]; then
    crashes=1  # Killed before libFuzzer could keep the input.
  fi
  execs=$(last_value number_of_executed_units "$log")
  printf '%-22s %8d %12d %9d %7d %8d %8d\n' "$target" "$elapsed" "$execs" \
    $(( execs / (elapsed > 0 ? elapsed : 1) )) "$(last_value cov "$log")" \
    "$(ls "$corpus" | wc -l)" "$crashes"
  total_execs=$(( total_execs + execs ))
  total_crashes=$(( total_crashes + crashes ))
  if [ "$crashes" -ne 0 ]; then
    status=1
    echo "  $target failed (exit $rc); its log: $log" >&2
    grep -E "^(==[0-9]+==ERROR|SUMMARY|artifact_prefix|Test unit written)" \
      "$log" | sed 's/^/    /' >&2 || true
  fi
done
printf '%-22s %8s %12d %9s %7s %8s %8d\n' total "" "$total_execs" "" "" "" \
  "$total_crashes"
exit $status
