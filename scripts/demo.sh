#!/usr/bin/env bash
# The main job on the bundled example, run by `make demo`:
#   1. parse and verify a real JAX export (a 2-layer GPT-2 training step that
#      JAX sharded Megatron-style on a 4x2 mesh with Shardy), inline its
#      helper functions and print its op mix;
#   2. shard it: import the user's shardings, propagate them to every value,
#      partition into the per-device program with explicit collectives;
#   3. compile the per-device program to native code (osdp-compile) and
#      train from the model's initial state on 8 MPI ranks (osdp-run),
#      feeding the updated parameters and optimizer state back;
#   4. solve the contest's example strategy-selection problem with osdp-solve.
set -euo pipefail

build=${1:-build}
bin="$build/bin"
example=test/Inputs/gpt2_2layer_train_step_sharded_sdy.mlir
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
echo "== 3. Compile (osdp-compile) and train for 4 steps on 8 MPI ranks (osdp-run)"
"$bin/osdp-compile" "$example" --osdp-shard -o "$out/gpt2.osdp"
echo "artifact: $out/gpt2.osdp ($(du -sh "$out/gpt2.osdp/model.so" | cut -f1) of native code)"
"$build/venv/bin/python" python/tools/write_example_inputs.py gpt2 "$out/inputs"
mkdir -p "$out/outputs"
"$bin/osdp-run" "$out/gpt2.osdp" -n 8 --inputs "$out/inputs" --steps 4 \
  --print-scalars --output-dir "$out/outputs"
echo "(result[2] is the loss; JAX's own training gives 6.95687, 6.76232,"
echo " 6.59337, 6.44540: python/tools/training_check.py compares them)"

echo
echo "== 4. Strategy selection on the IOPDDL example (best cost 445)"
"$bin/osdp-solve" test/Solver/Inputs/example.json 1 --seed 1
