#!/usr/bin/env python3
"""Compiles StableHLO through convert-stablehlo-to-linalg to CPU code and
compares what it computes with XLA running the same StableHLO.

    lowering_check.py INPUT.mlir [--split-input-file] [--osdp-opt PATH]
                      [--pre OPTION]... [--seed N] [--int-max N] [--rtol R]

For every chunk of INPUT (split at `// -----` with --split-input-file):

  1. `osdp-opt [--pre options] --convert-stablehlo-to-linalg`, then Debian's
     MLIR tools: bufferization, loops, LLVM (PIPELINE below),
     `mlir-translate --mlir-to-llvmir`, `llc` and `cc -shared`;
  2. every function defined in the chunk is called through its C interface
     (`_mlir_ciface_NAME`: memref descriptors of the inputs, then of the
     results, written in place) on random NumPy inputs;
  3. XLA runs the chunk's StableHLO, with the function as entry point, on the
     same inputs; the results must match: integers and booleans exactly,
     floats to --rtol (1e-5; 1e-12 with --f64, which makes every f32 an f64
     first) relative to the largest magnitude of the result.

Chunks that expect diagnostics (`expected-error`) are skipped. Exits
non-zero if any function differs, fails to compile, or nothing was checked.

This checks the conversion alone: the plainest upstream lowering after it
(no fusion, BLAS, im2col or vectorisation), so that a wrong value points at
convert-stablehlo-to-linalg, not at osdp-compile's optimisations, which
run_check.py checks on whole programs.
"""

import argparse
import ctypes
import os
import re
import subprocess
import sys
import tempfile

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, ".."))
sys.path.insert(0, HERE)
import spmd_check  # noqa: E402
from osdp import xla  # noqa: E402
from spmd_check import (as_entry, close, max_error, random_input,  # noqa: E402
                         to_f64)

LLVM_BIN = "/usr/lib/llvm-22/bin"
LLVM_LIB = "/usr/lib/llvm-22/lib"

# Straightforward loops: this checks values, not speed.
PIPELINE = [
    "--llvm-request-c-wrappers",
    "--empty-tensor-to-alloc-tensor",
    "--one-shot-bufferize=bufferize-function-boundaries "
    "function-boundary-type-conversion=identity-layout-map "
    "allow-return-allocs-from-loops",
    "--buffer-results-to-out-params=modify-public-functions",
    "--buffer-deallocation-pipeline",
    "--convert-bufferization-to-memref",
    "--convert-linalg-to-loops",
    "--convert-scf-to-cf",
    "--expand-strided-metadata",
    "--lower-affine",
    "--finalize-memref-to-llvm",
    # libm first (accurate expm1/log1p; erf, tan, ... that LLVM lacks), but
    # libm has no rsqrt.
    "--math-expand-ops=ops=rsqrt",
    "--math-extend-to-supported-types",
    "--convert-math-to-libm",
    "--convert-math-to-llvm",
    # bf16: computed in f32, converted with integer ops (no libcalls).
    "--arith-emulate-unsupported-floats=source-types=bf16 target-type=f32",
    "--arith-expand=include-bf16",
    "--convert-arith-to-llvm",
    "--convert-index-to-llvm",
    "--convert-func-to-llvm",
    "--convert-cf-to-llvm",
    "--convert-ub-to-llvm",
    "--reconcile-unrealized-casts",
]


class CheckError(Exception):
  pass


def run(command, text=None):
  proc = subprocess.run(command, input=text, text=True, capture_output=True)
  if proc.returncode != 0:
    raise CheckError("%s failed:\n%s" % (os.path.basename(command[0]),
                                         proc.stderr.strip()[-4000:]))
  return proc.stdout


def compile_chunk(args, chunk, workdir):
  """The shared object of `chunk` lowered by osdp and Debian's tools."""
  linalg = run([args.osdp_opt, "-", *args.pre, "--convert-stablehlo-to-linalg"],
               chunk)
  # Every function is called from outside.
  linalg = re.sub(r"func\.func\s+private\s+@", "func.func @", linalg)
  pipeline = (["--linalg-fuse-elementwise-ops"] if args.fuse else []) + PIPELINE
  llvm_dialect = run([os.path.join(LLVM_BIN, "mlir-opt"), "-", *pipeline],
                     linalg)
  ll = os.path.join(workdir, "chunk.ll")
  with open(ll, "w") as f:
    f.write(run([os.path.join(LLVM_BIN, "mlir-translate"), "--mlir-to-llvmir",
                 "-"], llvm_dialect))
  obj = os.path.join(workdir, "chunk.o")
  run([os.path.join(LLVM_BIN, "llc"), "-O2", "-relocation-model=pic",
       "-filetype=obj", ll, "-o", obj])
  lib = os.path.join(workdir, "chunk.so")
  run(["cc", "-shared", obj, "-o", lib, "-L" + LLVM_LIB,
       "-lmlir_c_runner_utils", "-Wl,-rpath," + LLVM_LIB, "-lm"])
  return ctypes.CDLL(lib)


_CTYPES = {}


def descriptor(array):
  """A ctypes memref descriptor viewing the C-contiguous `array`."""
  rank = array.ndim
  cls = _CTYPES.get(rank)
  if cls is None:
    fields = [("allocated", ctypes.c_void_p), ("aligned", ctypes.c_void_p),
              ("offset", ctypes.c_int64)]
    if rank:
      fields += [("sizes", ctypes.c_int64 * rank),
                 ("strides", ctypes.c_int64 * rank)]
    cls = type("MemRef%d" % rank, (ctypes.Structure,), {"_fields_": fields})
    _CTYPES[rank] = cls
  d = cls()
  d.allocated = d.aligned = array.ctypes.data
  d.offset = 0
  if rank:
    d.sizes[:] = array.shape
    d.strides[:] = [s // array.itemsize for s in array.strides]
  return d


def call(lib, name, signature, inputs):
  """Calls `_mlir_ciface_NAME` on `inputs`; returns the results."""
  # Copies: bufferization may reuse argument buffers in place.
  inputs = [np.array(x, order="C", copy=True) for x in inputs]
  outputs = [np.zeros(v.shape, xla.numpy_dtype(v.dtype))
             for v in signature.results]
  descriptors = [descriptor(a) for a in inputs + outputs]
  function = getattr(lib, "_mlir_ciface_" + name)
  function.restype = None
  function(*[ctypes.byref(d) for d in descriptors])
  return outputs


def check_chunk(args, chunk, index, rng):
  if "expected-error" in chunk:
    return ["chunk %d: skipped (expects diagnostics)" % index], 0
  if args.f64:
    chunk = to_f64(chunk)
  # The functions the lowering compiles, and their types, from the
  # compiler's JSON (--osdp-dump-shardings) of the program after --pre.
  try:
    output, _, signatures = spmd_check.osdp_opt_shardings(
        args.osdp_opt, chunk, args.pre, local=True)
  except (spmd_check.CheckError, ValueError) as e:
    raise CheckError(str(e))
  reference = output if args.pre else chunk
  names = [n for n in signatures if not args.function or n in args.function]
  with tempfile.TemporaryDirectory() as workdir:
    lib = compile_chunk(args, chunk, workdir)
    lines, checked = [], 0
    compare = close(args.rtol)
    for name in names:
      signature = signatures[name]
      inputs = [random_input(v, rng, xla, args.int_max)
                for v in signature.args]
      if args.positive:
        inputs = [np.abs(x) if x.dtype.kind == "f" else x for x in inputs]
      actual = call(lib, name, signature, inputs)
      expected = xla.run(as_entry(reference, name), inputs)
      worst = 0.0
      # Results XLA computes as inf or NaN check little: count them.
      not_finite = sum(1 for e in expected
                       if e.dtype.kind == "f" and not np.isfinite(e).all())
      for r, (a, e) in enumerate(zip(actual, expected)):
        error = max_error(a, e) if a.shape == e.shape else float("inf")
        if not compare(a, e):
          raise CheckError("@%s result #%d differs from XLA: max error %.3g"
                           % (name, r, error))
        worst = max(worst, error)
      lines.append("chunk %d: ok @%s: %d results%s, max error %.2g" % (
          index, name, len(actual),
          " (%d with inf or NaN)" % not_finite if not_finite else "", worst))
      checked += 1
  return lines, checked


def main(argv):
  parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
  parser.add_argument("input")
  parser.add_argument("--osdp-opt", default="osdp-opt")
  parser.add_argument("--split-input-file", action="store_true")
  parser.add_argument("--pre", action="append", default=[],
                      help="an osdp-opt option run before the lowering "
                      "(and on XLA's input), e.g. --pre=--osdp-inline-calls")
  parser.add_argument("--fuse", action="store_true",
                      help="fuse elementwise linalg ops first "
                      "(--linalg-fuse-elementwise-ops)")
  parser.add_argument("--positive", action="store_true",
                      help="float inputs are |N(0, 1)|: optimizer states "
                      "such as Adam's second moment must not be negative")
  parser.add_argument("--function", action="append",
                      help="check only these functions")
  parser.add_argument("--f64", action="store_true",
                      help="rewrite f32 to f64 first and check to 1e-12: "
                      "separates lowering errors from float32 rounding")
  parser.add_argument("--rtol", type=float)
  parser.add_argument("--seed", type=int, default=0)
  parser.add_argument("--int-max", type=int, default=4,
                      help="integer inputs are drawn from [0, INT_MAX)")
  args = parser.parse_args(argv)
  if args.rtol is None:
    args.rtol = 1e-12 if args.f64 else 1e-5

  with open(args.input) as f:
    text = f.read()
  chunks = re.split(r"^// -----\s*$", text, flags=re.M) \
      if args.split_input_file else [text]
  xla.configure(1)
  rng = np.random.default_rng(args.seed)
  failures = checked = 0
  for index, chunk in enumerate(chunks):
    try:
      lines, n = check_chunk(args, chunk, index, rng)
      checked += n
      print("\n".join(lines))
    except CheckError as e:
      failures += 1
      print("chunk %d: FAILED: %s" % (index, e))
  print("checked %d functions, %d failures" % (checked, failures))
  return 1 if failures or not checked else 0


if __name__ == "__main__":
  sys.exit(main(sys.argv[1:]))
