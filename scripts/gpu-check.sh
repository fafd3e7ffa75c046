#!/usr/bin/env bash
# What osdp can check on a GPU machine, prepared here and run there.
#
#   scripts/gpu-check.sh bundle [BUILD [DIR]]   on the build machine: gathers
#       osdp-run with its cuda driver, the CUDA runtime and its self-test,
#       the corpus compiled for the GPU (osdp-compile --target=cuda, host
#       code for x86-64-v3, which any recent x86 server runs) with the
#       programs XLA runs as the reference (shardings stripped, every
#       product and convolution at HIGHEST precision), and the Python
#       checks into DIR (default BUILD/gpu-check). ptxas checks every
#       kernel for sm_80 and sm_90, and every symbol the artifacts leave
#       undefined must be the CUDA runtime's or the C library's, here. At
#       most 64 MiB, with no dependency on libMLIR or MPI; a bundle that
#       breaks any of this is refused, and a failed one leaves nothing.
#   scripts/gpu-check.sh run [DIR] [--budget SECONDS] [--out OUT]
#       on the GPU machine (NVIDIA driver, a Python with JAX for CUDA and
#       the nvidia-nccl and nvidia-cublas wheels: $PYTHON, or python3):
#         1. a preflight: the driver, the CUDA version it supports, the
#            GPU's compute mode and memory, Python, JAX and its devices,
#            what each bundled library resolves to;
#         2. the runtime's self-test, which must find the device (kernels
#            through the mgpu* entry points, cuBLAS products in f32, f16
#            and bf16 against the host, one-rank NCCL collectives, and
#            cuBLAS's TFLOP/s);
#         3. every bundled program run by osdp-run --device cuda and
#            checked against JAX's XLA on the same GPU and inputs, the most
#            valuable first (python/tools/device_corpus_check.py: every
#            osdp-run before JAX starts, each cut off at its limit, a
#            failure rerun with synchronous launches to name the kernel;
#            step times, GEMMs against cuBLAS alone, MFU);
#         4. checkpoints on the GPU: the MLP step trained 6 steps at once,
#            and 3 steps checkpointed then resumed to 6, must end with
#            bitwise equal outputs.
#       The whole run ends within --budget seconds (420); everything it
#       prints and measures is written to OUT ($OUT, else DIR/results) as
#       it happens: gpu-check.log, NAME.json per program, NAME/ with each
#       run's log and reports. It exits non-zero if any check fails.
set -euo pipefail

# The programs the GPU runs, the most valuable first: a run cut off by its
# budget loses the last. The sharded exports run whole on the one GPU.
# OSDP_GPU_CHECK_PROGRAMS bundles others (the tests bundle one); the bundle
# lists its own in programs.txt, in order, for its run.
PROGRAMS=${OSDP_GPU_CHECK_PROGRAMS:-"mlp_train_step gpt2_2layer_train_step
          mlp_train_step_bf16 gpt2_2layer_train_step_bf16
          resnet_block_train_step transformer_inference integer_ops
          mlp_train_step_sharded_sdy gpt2_2layer_train_step_sharded_sdy
          gpt2_12layer_train_step"}

# The programs that start from the state they were exported with, each
# with its model (write_example_inputs.py), the others from random inputs:
# random weights of unit scale would make bf16 round the mixed-precision
# steps' softmax away, and twelve layers of them carry float32's rounding
# past the comparison's bound. The states are written on the GPU machine
# (JAX on its CPU, a few seconds each): the 12-layer step's is 31 MiB.
EXPORTED_STATES="mlp_train_step_bf16:mlp gpt2_2layer_train_step_bf16:gpt2
                 gpt2_12layer_train_step:gpt2_12layer"

# What the bundle's host code is compiled for.
HOST_CPU=x86-64-v3

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
  check_bundle "$root" "$work"
  mv "$work" "$dir"
  trap - EXIT
  echo "bundled $(( $(du -sb "$dir" | cut -f1) >> 20 )) MiB in $dir: run" \
    "'$dir/gpu-check.sh run $dir' on the GPU machine"
}

# Copies the tools, the runtime and the Python checks of BUILD and ROOT into
# DIR and compiles the corpus there.
fill_bundle() {
  local root=$1 build=$2 dir=$3 file
  for file in bin/osdp-compile bin/osdp-opt bin/osdp-run \
    bin/osdp-cuda-runtime-test lib/libosdp_runtime_cuda.so \
    lib/libosdp_run_cuda.so; do
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
  cp "$root/python/tools/device_corpus_check.py" \
    "$root/python/tools/device_runs.py" \
    "$root/python/tools/gemm_standalone.py" \
    "$root/python/tools/spmd_check.py" \
    "$root/python/tools/write_example_inputs.py" "$dir/tools/"
  cp -r "$root/python/osdp" "$dir/python/"
  find "$dir/python" -name __pycache__ -prune -exec rm -rf {} +
  local program whole="$dir/whole.mlir"
  for program in $PROGRAMS; do
    # The program whole (shardings stripped), which osdp compiles for the
    # one GPU; XLA runs it at HIGHEST precision.
    "$build/bin/osdp-opt" "$root/test/Inputs/$program.mlir" \
      --osdp-inline-calls --osdp-import-shardings --osdp-strip-shardings \
      -o "$whole"
    "$build/bin/osdp-opt" "$whole" --osdp-highest-precision \
      -o "$dir/programs/$program.mlir"
    "$build/bin/osdp-compile" "$whole" --target=cuda \
      --gpu-arch=sm_80,sm_90 --target-cpu=$HOST_CPU \
      -o "$dir/artifacts/$program.osdp"
  done
  rm -f "$whole"
  echo $PROGRAMS > "$dir/programs.txt"
  local state
  : > "$dir/states.txt"
  for state in $EXPORTED_STATES; do
    if [[ " $(echo $PROGRAMS) " == *" ${state%%:*} "* ]]; then
      echo "${state%%:*} ${state#*:}" >> "$dir/states.txt"
    fi
  done
  cp "$root/scripts/gpu-check.sh" "$dir/gpu-check.sh"
}

# What the GPU machine lacks the bundle must not need: MLIR, LLVM, and MPI
# (one rank). Its kernels must assemble, and its artifacts find every
# symbol they call. It is carried there whole, so it stays within 64 MiB.
check_bundle() {
  local root=$1 dir=$2 needed bytes
  needed=$(readelf -d "$dir"/bin/* "$dir"/lib/* "$dir"/artifacts/*/model.so |
    grep -E 'NEEDED.*(libMLIR|libLLVM|libmpi)' || true)
  if [ -n "$needed" ]; then
    echo "gpu-check: the bundle needs libraries the GPU machine lacks:" >&2
    echo "$needed" >&2
    return 1
  fi
  check_symbols "$dir"
  check_kernels "$root" "$dir"
  bytes=$(du -sb "$dir" | cut -f1)
  if [ "$bytes" -gt $((64 << 20)) ]; then
    echo "gpu-check: the bundle takes $bytes bytes, more than 64 MiB" >&2
    return 1
  fi
}

# Every symbol an artifact leaves undefined is the CUDA runtime's or a
# versioned one of the C and C++ libraries: one it would look for in vain
# ends the run at its first call on the GPU machine.
check_symbols() {
  local dir=$1 artifact missing
  local provided
  provided=$(nm -D --defined-only "$dir/lib/libosdp_runtime_cuda.so" |
    awk '{print $3}' | LC_ALL=C sort -u)
  for artifact in "$dir"/artifacts/*.osdp; do
    missing=$(nm -D --undefined-only "$artifact/model.so" |
      awk '$1 == "U" {print $2}' | grep -v '@' | LC_ALL=C sort -u |
      comm -23 - <(echo "$provided") | grep -v '^$' || true)
    if [ -n "$missing" ]; then
      echo "gpu-check: $(basename "$artifact") calls what the CUDA runtime" \
        "does not define:" $missing >&2
      return 1
    fi
  done
}

# ptxas on every kernel of every artifact, here, where the toolkit is: the
# GPU machine's run does not spend its time on it.
check_kernels() {
  local root=$1 dir=$2 artifact
  local ptxas
  ptxas=$(command -v ptxas || echo "${CUDA_HOME:-/usr/local/cuda}/bin/ptxas")
  for artifact in "$dir"/artifacts/*.osdp; do
    printf '%s: ' "$(basename "$artifact")"
    python3 "$root/python/tools/ptxas_check.py" "$artifact" --ptxas "$ptxas"
  done
}

# The site-packages directories holding the nvidia wheels, joined by ':'
# (a namespace package may span several).
wheels() {
  "$PYTHON" - <<'PY' 2>/dev/null || true
import os, nvidia
print(":".join(dict.fromkeys(os.path.dirname(p) for p in nvidia.__path__)))
PY
}

preflight() {
  local dir=$1 file
  echo "== preflight ($(date -u +%FT%TZ), $(uname -srm))"
  if command -v nvidia-smi >/dev/null; then
    nvidia-smi --query-gpu=name,driver_version,compute_mode,memory.total,memory.used \
      --format=csv || true
    nvidia-smi | grep -m1 'CUDA Version' || true
  else
    echo "no nvidia-smi"
  fi
  grep -m1 'model name' /proc/cpuinfo || true
  grep -qw avx2 /proc/cpuinfo || echo "this CPU lacks AVX2: the bundle's host code (x86-64-v3) cannot run"
  echo "python: $("$PYTHON" --version 2>&1) ($PYTHON)"
  XLA_PYTHON_CLIENT_PREALLOCATE=false timeout 90 "$PYTHON" -c '
import jax, jaxlib
print("jax", jax.__version__, "jaxlib", jaxlib.__version__)
print("devices:", jax.devices())' 2>&1 | tail -n 3 || echo "JAX did not start"
  echo "nvidia wheels: ${SITE:-none found}"
  for file in "$dir"/bin/* "$dir"/lib/*.so "$dir"/artifacts/mlp_train_step.osdp/model.so; do
    echo "ldd $(basename "$file"):"
    LD_LIBRARY_PATH="$dir/lib:${LD_LIBRARY_PATH:-}" ldd "$file" 2>&1 |
      sed 's/^/  /' || true
  done
}

# Says how a command that failed with status $1 ended.
describe_exit() {
  local code=$1 what=$2
  if [ "$code" = 124 ] || [ "$code" = 137 ]; then
    echo "gpu-check: $what was cut off at its time limit (status $code)"
  elif [ "$code" -gt 128 ]; then
    echo "gpu-check: $what was killed by SIG$(kill -l $((code - 128)))"
  else
    echo "gpu-check: $what failed (exit status $code)"
  fi
}

# Checkpoints of a cuda job: the state copied from the device and written,
# then read back into device buffers by --resume.
check_resume() {
  local dir=$1 work status=0
  local artifact="$dir/artifacts/mlp_train_step.osdp"
  [ -d "$artifact" ] || { echo "(mlp_train_step is not bundled)"; return 0; }
  work=$(mktemp -d)
  local job=("$dir/bin/osdp-run" "$artifact" --device cuda --random-inputs --seed 1)
  timeout -k 5 60 "${job[@]}" --steps 6 --output-dir "$work/whole" >/dev/null &&
    timeout -k 5 60 "${job[@]}" --steps 3 --checkpoint-dir "$work/ckpt" |
      grep "^checkpoint:" &&
    timeout -k 5 60 "${job[@]}" --steps 6 --checkpoint-dir "$work/ckpt" \
      --resume --output-dir "$work/resumed" | grep "^resume:" &&
    diff -r "$work/whole" "$work/resumed" ||
    status=1
  [ "$status" = 0 ] &&
    echo "checkpoint and resume: the outputs equal the uninterrupted run's, bitwise"
  rm -rf "$work"
  return "$status"
}

# The body of `run`, its output to the log (see run).
run_checks() {
  local dir=$1 budget=$2 out=$3 status=0
  local deadline=$((SECONDS + budget))
  preflight "$dir"
  echo "== the CUDA runtime's self-test (libraries from ${SITE:-the dynamic loader path})"
  OSDP_CUDA_EXPECT_DEVICE=1 OSDP_CUDA_TIMEOUT_SECONDS=30 \
    LD_LIBRARY_PATH="$dir/lib:${LD_LIBRARY_PATH:-}" \
    timeout -k 5 90 "$dir/bin/osdp-cuda-runtime-test" ||
    { describe_exit $? "the self-test"; status=1; }
  echo "== the exported initial states (write_example_inputs.py, JAX on the CPU)"
  local states program model
  states=$(mktemp -d)
  while read -r program model; do
    JAX_PLATFORMS=cpu PYTHONPATH="$dir/python:${PYTHONPATH:-}" \
      timeout -k 5 120 "$PYTHON" "$dir/tools/write_example_inputs.py" \
      "$model" "$states/$program" >/dev/null ||
      { describe_exit $? "writing $program's state"; status=1; }
  done < "$dir/states.txt"
  echo "== the corpus on the GPU against JAX (XLA on the same GPU)"
  local pairs=()
  for program in $(cat "$dir/programs.txt"); do
    local pair="$dir/artifacts/$program.osdp=$dir/programs/$program.mlir"
    [ -d "$states/$program" ] && pair+="=$states/$program"
    pairs+=("$pair")
  done
  # The runtime gives up on a wait before the run's own limit, naming the
  # kernel it waited for; what is left of the budget bounds the rest.
  local left=$((deadline - SECONDS))
  OSDP_CUDA_TIMEOUT_SECONDS=45 PYTHONPATH="$dir/python:${PYTHONPATH:-}" \
    timeout -k 5 $((left > 10 ? left : 10)) "$PYTHON" \
    "$dir/tools/device_corpus_check.py" --osdp-run "$dir/bin/osdp-run" \
    --platform cuda --out "$out" --budget $((left > 20 ? left - 10 : 10)) \
    --run-timeout 90 "${pairs[@]}" ||
    { describe_exit $? "the corpus check"; status=1; }
  rm -rf "$states"
  echo "== checkpoints on the GPU (mlp_train_step, 3 steps then resumed to 6)"
  check_resume "$dir" || { echo "gpu-check: checkpoint and resume failed"; status=1; }
  [ "$status" = 0 ] && echo "gpu-check: PASS" || echo "gpu-check: FAIL"
  return "$status"
}

run() {
  local dir="" budget=420 out=${OUT:-}
  while [ $# -gt 0 ]; do
    case "$1" in
      --budget) budget=$2; shift 2 ;;
      --out) out=$2; shift 2 ;;
      -*) echo "gpu-check: unknown option $1" >&2; return 2 ;;
      *) dir=$1; shift ;;
    esac
  done
  dir=$(cd "${dir:-$(dirname "$0")}" && pwd)
  out=${out:-$dir/results}
  case "$budget" in
    ''|*[!0-9]*) echo "gpu-check: --budget takes whole seconds, not '$budget'" >&2; return 2 ;;
  esac
  mkdir -p "$out"
  ulimit -c 0
  PYTHON=${PYTHON:-python3}
  SITE=$(wheels)
  export PYTHON SITE
  export OSDP_CUDA_LIBRARY_PATH=${OSDP_CUDA_LIBRARY_PATH:-$SITE}
  # Written as it is printed: a run cut off from outside keeps its log.
  run_checks "$dir" "$budget" "$out" 2>&1 | tee -a "$out/gpu-check.log"
  return "${PIPESTATUS[0]}"
}

case "${1:-}" in
  bundle) shift; bundle "$@" ;;
  run) shift; run "$@" ;;
  *) echo "usage: $0 bundle [BUILD [DIR]] | run [DIR] [--budget SECONDS] [--out DIR]" >&2
     exit 2 ;;
esac
