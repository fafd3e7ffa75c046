#!/usr/bin/env bash
# What osdp can check on a GPU machine, prepared here and run there.
#
#   scripts/gpu-check.sh bundle [BUILD [DIR]]   on the build machine: gathers
#       osdp-run with its cuda driver, the CUDA runtime and its self-test,
#       the corpus compiled for the GPU (osdp-compile --target=cuda) with
#       its StableHLO sources, and the Python checks into DIR (default
#       BUILD/gpu-check), at most 64 MiB, with no dependency on libMLIR or
#       MPI (a bundle that breaks either is refused, and a failed one
#       leaves nothing)
#   scripts/gpu-check.sh run [DIR]              on the GPU machine (NVIDIA
#       driver, Python with JAX for CUDA and the nvidia-nccl and
#       nvidia-cublas wheels, a CUDA toolkit's ptxas on PATH or in
#       CUDA_HOME):
#         1. the runtime's self-test, which must find the device (kernels
#            through the mgpu* entry points, cuBLAS products in f32, f16
#            and bf16 against the host, one-rank NCCL collectives, and
#            cuBLAS's TFLOP/s);
#         2. ptxas on every kernel of the bundled artifacts for this GPU;
#         3. every bundled program run by osdp-run --device cuda and
#            checked against JAX's XLA on the same GPU and inputs (float32
#            within 1e-4 of each output's largest magnitude; bf16 within
#            max(2^-8, 4x XLA-bf16's error) of XLA's run of the program in
#            float32, run_check.py --bf16-vs-f32), with both
#            step times, the TFLOP/s of the step's cuBLAS products and
#            their share of the same products' rate alone (XLA's dot, that
#            is cuBLAS, on the same GPU: python/tools/gemm_standalone.py)
#            (python/tools/device_corpus_check.py).
#
# The run ends within 8 minutes; it exits non-zero if any check fails.
set -euo pipefail

# The corpus programs the GPU runs; mlp_train_step_bf16 (mixed precision)
# starts from the state it was exported with (write_example_inputs.py: random
# weights of unit scale would make bf16 round its softmax away), the others
# from random inputs.
PROGRAMS="mlp_train_step mlp_train_step_bf16 resnet_block_train_step
          transformer_inference gpt2_2layer_train_step gpt2_12layer_train_step"

bundle() {
  local build=${1:-build} dir=${2:-${1:-build}/gpu-check}
  local root
  root=$(cd "$(dirname "$0")/.." && pwd)
  # Built aside and moved in place whole: a failed bundle leaves nothing.
  local work="$dir.partial"
  rm -rf "$dir" "$work"
  # Expanded now: `work` is local, and set -e may end the script anywhere.
  trap "rm -rf $(printf %q "$work")" EXIT
  fill_bundle "$root" "$build" "$work"
  check_bundle "$work"
  mv "$work" "$dir"
  trap - EXIT
  echo "bundled $(( $(du -sb "$dir" | cut -f1) >> 20 )) MiB in $dir: run" \
    "'$dir/gpu-check.sh run $dir' on the GPU machine"
}

# Copies the tools, the runtime and the Python checks of BUILD and ROOT into
# DIR and compiles the corpus there.
fill_bundle() {
  local root=$1 build=$2 dir=$3 file
  for file in bin/osdp-compile bin/osdp-run bin/osdp-cuda-runtime-test \
    lib/libosdp_runtime_cuda.so lib/libosdp_run_cuda.so venv/bin/python; do
    if [ ! -e "$build/$file" ]; then
      echo "gpu-check: $build/$file is missing: bundle a build made where" \
        "the CUDA toolkit is (make build)" >&2
      return 1
    fi
  done
  mkdir -p "$dir/bin" "$dir/lib" "$dir/artifacts" "$dir/tools"
  mkdir -p "$dir/programs" "$dir/python"
  cp "$build/bin/osdp-cuda-runtime-test" "$build/bin/osdp-run" "$dir/bin/"
  cp "$build/lib/libosdp_runtime_cuda.so" "$build/lib/libosdp_run_cuda.so" \
    "$dir/lib/"
  cp "$root/python/tools/ptxas_check.py" \
    "$root/python/tools/device_corpus_check.py" \
    "$root/python/tools/gemm_standalone.py" \
    "$root/python/tools/spmd_check.py" "$dir/tools/"
  cp -r "$root/python/osdp" "$dir/python/"
  find "$dir/python" -name __pycache__ -prune -exec rm -rf {} +
  for program in $PROGRAMS; do
    cp "$root/test/Inputs/$program.mlir" "$dir/programs/"
    "$build/bin/osdp-compile" "$root/test/Inputs/$program.mlir" --target=cuda \
      --gpu-arch=sm_80,sm_90 -o "$dir/artifacts/$program.osdp"
  done
  "$build/venv/bin/python" "$root/python/tools/write_example_inputs.py" mlp \
    "$dir/inputs/mlp_train_step_bf16" >/dev/null
  cp "$root/scripts/gpu-check.sh" "$dir/gpu-check.sh"
}

# What the GPU machine lacks the bundle must not need: MLIR, LLVM, and MPI
# (one rank). It is carried there whole, so it stays within 64 MiB.
check_bundle() {
  local dir=$1 needed bytes
  needed=$(readelf -d "$dir"/bin/* "$dir"/lib/* "$dir"/artifacts/*/model.so |
    grep -E 'NEEDED.*(libMLIR|libLLVM|libmpi)' || true)
  if [ -n "$needed" ]; then
    echo "gpu-check: the bundle needs libraries the GPU machine lacks:" >&2
    echo "$needed" >&2
    return 1
  fi
  bytes=$(du -sb "$dir" | cut -f1)
  if [ "$bytes" -gt $((64 << 20)) ]; then
    echo "gpu-check: the bundle takes $bytes bytes, more than 64 MiB" >&2
    return 1
  fi
}

# The site-packages directory holding the nvidia wheels, if any.
wheels() {
  python3 - <<'PY' 2>/dev/null || true
import os, nvidia
print(os.path.dirname(list(nvidia.__path__)[0]))
PY
}

run() {
  local dir=${1:-$(cd "$(dirname "$0")" && pwd)}
  local status=0
  if command -v nvidia-smi >/dev/null; then
    nvidia-smi --query-gpu=name,driver_version,memory.total --format=csv,noheader
  fi
  local site
  site=$(wheels)
  echo "== the CUDA runtime's self-test (libraries from ${site:-the dynamic loader path})"
  OSDP_CUDA_LIBRARY_PATH=${OSDP_CUDA_LIBRARY_PATH:-$site} \
    OSDP_CUDA_EXPECT_DEVICE=1 LD_LIBRARY_PATH="$dir/lib:${LD_LIBRARY_PATH:-}" \
    timeout 300 "$dir/bin/osdp-cuda-runtime-test" || status=1
  local ptxas
  ptxas=$(command -v ptxas || echo "${CUDA_HOME:-/usr/local/cuda}/bin/ptxas")
  if [ -x "$ptxas" ]; then
    echo "== ptxas on every kernel of the corpus"
    for artifact in "$dir"/artifacts/*.osdp; do
      printf '%s: ' "$(basename "$artifact")"
      timeout 120 python3 "$dir/tools/ptxas_check.py" "$artifact" \
        --ptxas "$ptxas" || status=1
    done
  else
    echo "== no ptxas here: the kernels' PTX is not checked"
  fi
  echo "== the corpus on the GPU against JAX (XLA on the same GPU)"
  local pairs=()
  for program in $PROGRAMS; do
    local pair="$dir/artifacts/$program.osdp=$dir/programs/$program.mlir"
    [ -d "$dir/inputs/$program" ] && pair+="=$dir/inputs/$program"
    pairs+=("$pair")
  done
  OSDP_CUDA_LIBRARY_PATH=${OSDP_CUDA_LIBRARY_PATH:-$site} \
    PYTHONPATH="$dir/python:${PYTHONPATH:-}" \
    timeout 240 python3 "$dir/tools/device_corpus_check.py" \
    --osdp-run "$dir/bin/osdp-run" --platform cuda "${pairs[@]}" || status=1
  [ "$status" = 0 ] && echo "gpu-check: PASS" || echo "gpu-check: FAIL"
  return "$status"
}

case "${1:-}" in
  bundle) shift; bundle "$@" ;;
  run) shift; run "$@" ;;
  *) echo "usage: $0 bundle [BUILD [DIR]] | run [DIR]" >&2; exit 2 ;;
esac
