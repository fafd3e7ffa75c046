#!/usr/bin/env bash
# The main job on the bundled examples, run by `make demo`:
#   1. parse and verify a real JAX export (a 2-layer GPT-2 training step that
#      JAX sharded Megatron-style on a 4x2 mesh with Shardy), inline its
#      helper functions and print its op mix;
#   2. shard it: import the user's shardings, propagate them to every value,
#      partition into the per-device program with explicit collectives;
#   3. compile the same model's data-parallel export for a mesh of 2 to
#      native code (osdp-compile), train it for 5 steps on 2 MPI ranks from
#      its real initial state (osdp-run), and compare each step's loss with
#      XLA running the same StableHLO on the same inputs: PASS or FAIL;
#   4. solve the contest's example strategy-selection problem with osdp-solve.
set -euo pipefail

build=${1:-build}
bin="$build/bin"
python="$build/venv/bin/python"
example=test/Inputs/gpt2_2layer_train_step_sharded_sdy.mlir
dp_export=test/Inputs/gpt2_2layer_train_step_dp_sdy.mlir
out="$build/demo"
mkdir -p "$out"

count_ops() {
  # Ops per dialect.op name, most frequent first.
  grep -oE '(^|= |  )"?(stablehlo|osdp|sdy|chlo|func)\.[a-z_]+' "$1" |
    sed -E 's/^[ =]*"?//' | sort | uniq -c | sort -rn | head -${2:-12}
}

echo "== 1. Parse, verify and inline $example"
"$bin/osdp-opt" "$example" --inline --symbol-dce -o "$out/inlined.mlir"
echo "ops after inlining: $(grep -cE '^\s+(%[^=]+= )?"?[a-z_]+\.[a-z_]+' "$out/inlined.mlir")"
count_ops "$out/inlined.mlir" 8

echo
echo "== 2. Shard (--osdp-shard): import the Shardy annotations, propagate,"
echo "   partition into the per-device program, optimize the collectives"
"$bin/osdp-opt" "$example" --osdp-shard -o "$out/partitioned.mlir" --mlir-timing \
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
echo "== 3. Train data parallel on 2 MPI ranks: compile (osdp-compile) and run"
echo "   5 steps (osdp-run), each step's loss against XLA's"
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
  --stablehlo "$out/gpt2_dp2.mlir" --inputs-dir "$out/inputs" --steps 5 \
  --show-run

echo
echo "== 4. Strategy selection on the IOPDDL example (best cost 445)"
"$bin/osdp-solve" test/Solver/Inputs/example.json 1 --seed 1
