#!/usr/bin/env bash
# The main job on the bundled examples, run by `make demo`.
#
# Part one, planned by osdp: a 2-layer GPT-2 training step (forward,
# backward, AdamW) exported by JAX with no shardings at all,
#   1. planned by the cost model (osdp-compile --osdp-auto-shard) for 2
#      devices under a memory limit that plain data parallelism exceeds:
#      the plan summary against the baselines, and the HTML report;
#   2. compiled to native code and trained for 5 steps on 2 MPI ranks from
#      its real initial state, each step's loss against XLA running the same
#      StableHLO on the same inputs: PASS or FAIL;
#   3. trained again with a checkpoint every 10 steps, one rank killed
#      (SIGKILL) in the middle, and resumed: the resumed job must end with
#      outputs bitwise equal to an uninterrupted run's.
# Part two, the user's own shardings: the same model exported with
# Megatron-style Shardy annotations on a 4x2 mesh,
#   4. parsed, verified and inlined (its op mix);
#   5. sharded (--osdp-shard): the annotations imported, propagated and
#      partitioned into the per-device program with explicit collectives;
#   6. its data-parallel export compiled for a mesh of 2 and trained for 5
#      steps on 2 MPI ranks against XLA.
# Part three:
#   7. the contest's example strategy-selection problem, solved by osdp-solve.
set -euo pipefail

build=${1:-build}
bin="$build/bin"
python="$build/venv/bin/python"
unannotated=test/Inputs/gpt2_2layer_train_step.mlir
megatron=test/Inputs/gpt2_2layer_train_step_sharded_sdy.mlir
dp_export=test/Inputs/gpt2_2layer_train_step_dp_sdy.mlir
out="$build/demo"
# The limit plain data parallelism exceeds on 2 devices (its predicted peak
# is 22.1 MB): the planner must shard.
memory=20MB
mkdir -p "$out"

count_ops() {
  # Ops per dialect.op name, most frequent first.
  grep -oE '(^|= |  )"?(stablehlo|osdp|sdy|chlo|func)\.[a-z_]+' "$1" |
    sed -E 's/^[ =]*"?//' | sort | uniq -c | sort -rn | head -${2:-12}
}

echo "== 1. Plan $unannotated (no shardings) for 2 devices"
echo "   under $memory each (osdp-compile --osdp-auto-shard)"
start=$(date +%s)
"$bin/osdp-compile" "$unannotated" \
  --osdp-auto-shard="mesh=data=2 memory=$memory hardware=cpu" \
  --osdp-plan-summary --osdp-report-html="$out/plan.html" \
  -o "$out/gpt2_auto.osdp"
echo "plan report: $out/plan.html; artifact: $out/gpt2_auto.osdp" \
     "($(du -sh "$out/gpt2_auto.osdp/model.so" | cut -f1) of native code," \
     "$(( $(date +%s) - start )) s)"

echo
echo "== 2. Train the plan on 2 MPI ranks for 5 steps (osdp-run), each"
echo "   step's loss against XLA's"
"$python" python/tools/training_check.py "$out/gpt2_auto.osdp" gpt2 \
  --osdp-run "$bin/osdp-run" --osdp-opt "$bin/osdp-opt" \
  --stablehlo "$unannotated" --inputs-dir "$out/inputs" --steps 5 \
  --show-run

echo
echo "== 3. Checkpoints: 40 steps, a checkpoint every 10, one rank killed"
echo "   (SIGKILL) and the job resumed (--resume), against an uninterrupted run"
"$python" python/tools/checkpoint_check.py "$out/gpt2_auto.osdp" \
  --inputs "$out/inputs" --osdp-run "$bin/osdp-run" --steps 40 --every 10 \
  --case kill-rank --seed 1 --show-runs

echo
echo "== 4. The user's shardings: parse, verify and inline $megatron"
"$bin/osdp-opt" "$megatron" --inline --symbol-dce -o "$out/inlined.mlir"
echo "ops after inlining: $(grep -cE '^\s+(%[^=]+= )?"?[a-z_]+\.[a-z_]+' "$out/inlined.mlir")"
count_ops "$out/inlined.mlir" 8

echo
echo "== 5. Shard (--osdp-shard): import the Shardy annotations, propagate,"
echo "   partition into the per-device program, optimize the collectives"
"$bin/osdp-opt" "$megatron" --osdp-shard -o "$out/partitioned.mlir" --mlir-timing \
  2> "$out/timing.txt"
echo "per-device program: $out/partitioned.mlir ($(awk '/Total Execution Time/ {print $4}' "$out/timing.txt") s)"
echo "collectives inserted (kind, mesh axes):"
grep -oE 'osdp\.(all_gather|all_slice|all_reduce|reduce_scatter|all_to_all|collective_permute) [^:]*' \
  "$out/partitioned.mlir" | sed -E 's/ (sum |max )?%[0-9a-z_]+ on @mesh//' |
  sort | uniq -c | sort -rn | sed 's/^/  /' || echo "  (none)"
echo "first arguments, global -> local:"
paste <(grep -m1 -oE 'func.func public @main\(.*' "$out/inlined.mlir" |
          grep -oE 'tensor<[^>]*>' | head -4) \
      <(grep -m1 -oE 'func.func public @main\(.*' "$out/partitioned.mlir" |
          grep -oE '%arg[0-9]+: tensor<[^>]*>' | sed 's/.*: //' | head -4) |
  sed 's/\t/  ->  /; s/^/  /'

echo
echo "== 6. The user's data-parallel shardings on 2 MPI ranks: compile and"
echo "   train 5 steps, each step's loss against XLA's"
# The data-parallel export (batch split over "data", everything else
# replicated) was lowered for a mesh of 8; its shardings name the axis, not
# its size, so the same program on a mesh of 2 only changes the mesh line.
sed -e '1,2s/num_partitions = 8/num_partitions = 2/' \
    -e '1,2s/"data"=8/"data"=2/' \
    -e '1,2s/size = 8 : i64/size = 2 : i64/' "$dp_export" > "$out/gpt2_dp2.mlir"
if ! grep -q '"data"=2' "$out/gpt2_dp2.mlir"; then
  echo "FAIL: cannot resize the mesh of $dp_export"
  exit 1
fi
start=$(date +%s)
"$bin/osdp-compile" "$out/gpt2_dp2.mlir" --osdp-shard -o "$out/gpt2_dp2.osdp"
echo "$dp_export on a mesh of 2 -> $out/gpt2_dp2.osdp" \
     "($(du -sh "$out/gpt2_dp2.osdp/model.so" | cut -f1) of native code," \
     "$(( $(date +%s) - start )) s)"
"$python" python/tools/training_check.py "$out/gpt2_dp2.osdp" gpt2 \
  --osdp-run "$bin/osdp-run" --osdp-opt "$bin/osdp-opt" \
  --stablehlo "$out/gpt2_dp2.mlir" --inputs-dir "$out/inputs" --steps 5

echo
echo "== 7. Strategy selection on the IOPDDL example (best cost 445)"
"$bin/osdp-solve" test/Solver/Inputs/example.json 1 --seed 1
