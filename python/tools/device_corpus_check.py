#!/usr/bin/env python3
"""Runs compiled corpus programs with osdp-run and checks them against XLA
running the same StableHLO on the same inputs and the same kind of device;
prints both step times.

    device_corpus_check.py --osdp-run PATH [--platform cuda|cpu]
                           [--steps N] [--warmup W] [--rtol R] [--seed S]
                           NAME.osdp=NAME.mlir[=INPUTS]...

scripts/gpu-check.sh runs it on a GPU machine, on the artifacts it bundled
(osdp-compile --target=cuda), with XLA on the same GPU (`--platform cuda`,
the default); the tests run it here on CPU artifacts (`--platform cpu`).

Each program's inputs are read from INPUTS (0.npy, 1.npy, ...:
write_example_inputs.py) when given, or drawn from the seed (normal
floats, small non-negative integers) as its manifest describes them; one
step of osdp-run on them must match XLA's outputs: integers exactly, floats
within RTOL (1e-4) of each output's largest magnitude. A program that
computes in bf16 is held to the bound run_check.py --bf16-vs-f32 sets
instead: each output within max(2^-8, 4 x XLA-bf16's error) of XLA's run
of the program in float32 (spmd_check.bf16_bound).
XLA's GPU computes float32 products on TF32 tensor cores unless a dot asks
for HIGHEST precision, as osdp's cuBLAS products compute them (full
float32, CudaRuntime.h); the reference is therefore the program with every
dot_general at HIGHEST precision. Then both run --steps steps after
--warmup ones (osdp-run feeding a training step's outputs back, XLA on the
same inputs each time) and the medians are printed side by side; a last
run of osdp-run --profile gives the TFLOP/s its matrix products reached
(cuBLAS on the GPU), that rate as a share of the same products' run alone
through XLA on the same device (gemm_standalone.py: cuBLAS's standalone
rate on a GPU), and the share of the step spent in osdp's own kernels.

Exits non-zero if any program fails or differs.
"""

import argparse
import json
import os
import re
import statistics
import subprocess
import sys
import tempfile
import time
import types

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                ".."))
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import gemm_standalone  # pylint: disable=wrong-import-position

_PRECISION = re.compile(r"precision = \[\w+, \w+\]")
_DOT = re.compile(r"(stablehlo\.dot_general [^:\n]*?)( : \()")


def highest_precision(text):
  """`text` with every dot_general at HIGHEST precision."""
  text = _PRECISION.sub("precision = [HIGHEST, HIGHEST]", text)
  return _DOT.sub(
      lambda m: m.group(0) if "precision" in m.group(1) else
      m.group(1) + ", precision = [HIGHEST, HIGHEST]" + m.group(2), text)


def program_inputs(manifest, seed, directory, xla):
  """The program's global inputs: read from `directory`, or drawn from
  `seed` as the other checks draw them (spmd_check.random_input)."""
  import numpy as np
  from spmd_check import given_input, random_input
  rng = np.random.default_rng(seed)
  values = [types.SimpleNamespace(dtype=spec["dtype"],
                                  shape=tuple(spec["global_shape"]))
            for spec in manifest["inputs"]]
  if directory:
    return [given_input(directory, i, v, xla) for i, v in enumerate(values)]
  return [random_input(v, rng, xla) for v in values]


def output_error(args, i, actual, reference, truth):
  """The error of float output `i` against XLA's, once it is within its
  bound: RTOL, or with `truth` (XLA's run of the program in float32, for a
  bf16 program) spmd_check.bf16_bound."""
  from spmd_check import bf16_bound, max_error
  error = max_error(actual, reference)
  if error <= args.rtol:
    return error
  if truth is not None:
    theirs = max_error(reference, truth[i])
    ours = max_error(actual, truth[i])
    if ours <= bf16_bound(theirs):
      return error
    raise RuntimeError("output %d is %.3g from XLA's float32 run, XLA bf16 "
                       "%.3g (at most %.3g)" %
                       (i, ours, theirs, bf16_bound(theirs)))
  raise RuntimeError("output %d differs from XLA's by %.3g (of its largest "
                     "magnitude; at most %g)" % (i, error, args.rtol))


def osdp_run(args, artifact, in_dir, extra):
  command = [args.osdp_run, artifact, "--inputs", in_dir] + extra
  result = subprocess.run(command, capture_output=True, text=True)
  if result.returncode != 0:
    raise RuntimeError("%s failed:\n%s%s" % (" ".join(command), result.stdout,
                                             result.stderr))
  return result.stdout


def xla_step_seconds(xla, text, inputs, warmup, steps):
  """XLA's median seconds per call of the compiled program."""
  import jax
  executable, devices = xla._compile(text, 1)
  arguments = [jax.device_put(x, devices[0]) for x in inputs]
  times = []
  for step in range(warmup + steps):
    start = time.perf_counter()
    for result in executable.execute(arguments):
      result.block_until_ready()
    if step >= warmup:
      times.append(time.perf_counter() - start)
  return statistics.median(times)


def check_program(args, xla, artifact, source, inputs_dir, work):
  """Checks one program; returns its line of the table, or raises."""
  import numpy as np
  from spmd_check import bf16_to_f32, widen_bf16
  with open(os.path.join(artifact, "manifest.json")) as f:
    manifest = json.load(f)
  with open(source) as f:
    text = highest_precision(f.read())
  inputs = program_inputs(manifest, args.seed, inputs_dir, xla)
  in_dir, out_dir = os.path.join(work, "in"), os.path.join(work, "out")
  os.makedirs(in_dir)
  os.makedirs(out_dir)
  for i, value in enumerate(inputs):
    np.save(os.path.join(in_dir, "%d.npy" % i), value)
  osdp_run(args, artifact, in_dir, ["--output-dir", out_dir])
  expected = xla.run(text, inputs)
  truth = None
  if "bf16" in text:
    truth = [np.asarray(x) for x in
             xla.run(bf16_to_f32(text), widen_bf16(inputs))]
  worst = 0.0
  for i, reference in enumerate(expected):
    actual = np.load(os.path.join(out_dir, "%d.npy" % i))
    if actual.shape != reference.shape or actual.dtype != reference.dtype:
      raise RuntimeError("output %d is %s %s, XLA's %s %s" %
                         (i, actual.dtype, actual.shape, reference.dtype,
                          reference.shape))
    if actual.dtype.kind in "biu":
      if not np.array_equal(actual, reference):
        raise RuntimeError("output %d differs from XLA's" % i)
      continue
    worst = max(worst, output_error(args, i, actual, reference, truth))
  report = os.path.join(work, "report.json")
  osdp_run(args, artifact, in_dir, ["--steps", str(args.steps), "--warmup",
                                    str(args.warmup), "--report-json", report])
  with open(report) as f:
    osdp_seconds = statistics.median(json.load(f)["step_seconds"])
  xla_seconds = xla_step_seconds(xla, text, inputs, args.warmup, args.steps)
  profiled = os.path.join(work, "profile.json")
  osdp_run(args, artifact, in_dir, ["--steps", "3", "--warmup", "1",
                                    "--profile", "--report-json", profiled])
  with open(profiled) as f:
    profile = json.load(f)["profile"]
  tflops, share = profile_columns(profile)
  of_standalone, _ = gemm_standalone.standalone_share(profile, args.platform)
  return "| %s | %d | %.2g | %.3f | %.3f | %.2f | %.2f | %s | %.0f%% |" % (
      os.path.basename(artifact), len(expected), worst, osdp_seconds * 1e3,
      xla_seconds * 1e3, osdp_seconds / xla_seconds, tflops,
      "-" if of_standalone is None else "%.0f%%" % (of_standalone * 100),
      share * 100)


def profile_columns(profile):
  """The TFLOP/s of the step's matrix products (cuBLAS, or BLAS on the
  CPU) and the share of the step in osdp's own kernels (on the CPU: its
  own loops and everything but BLAS and collectives), from osdp-run
  --profile's report."""
  if "gemm_tflop_per_second" in profile:  # the cuda device's
    return profile["gemm_tflop_per_second"], profile["kernel_share"]
  rank = profile["ranks"][0]
  share = rank["other_seconds"] / rank["seconds"] if rank["seconds"] else 0
  return rank["gemm"]["gflop_per_second"] * 1e-3, share


def main(argv):
  parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
  parser.add_argument("programs", nargs="+",
                      metavar="NAME.osdp=NAME.mlir[=INPUTS]")
  parser.add_argument("--osdp-run", required=True)
  parser.add_argument("--platform", default="cuda", choices=["cuda", "cpu"])
  parser.add_argument("--steps", type=int, default=10)
  parser.add_argument("--warmup", type=int, default=2)
  parser.add_argument("--rtol", type=float, default=1e-4)
  parser.add_argument("--seed", type=int, default=0)
  args = parser.parse_args(argv)
  os.environ["OSDP_XLA_PLATFORM"] = args.platform
  os.environ.setdefault("JAX_PLATFORMS", args.platform)
  from osdp import xla
  xla.configure(1)
  print("| program | outputs | max error | osdp ms | XLA ms | osdp / XLA | "
        "GEMM TFLOP/s | GEMM of standalone | osdp kernels |")
  print("|---|---:|---:|---:|---:|---:|---:|---:|---:|")
  failed = 0
  for pair in args.programs:
    artifact, source, inputs_dir = (pair.split("=") + [None])[:3]
    with tempfile.TemporaryDirectory() as work:
      try:
        print(check_program(args, xla, artifact, source, inputs_dir, work),
              flush=True)
      except Exception as error:  # pylint: disable=broad-except
        failed += 1
        # One table row: the error's lines joined.
        reason = "; ".join(line.strip() for line in str(error).splitlines()
                           if line.strip())
        print("| %s | FAILED: %s |" % (os.path.basename(artifact), reason),
              flush=True)
  return 1 if failed else 0


if __name__ == "__main__":
  sys.exit(main(sys.argv[1:]))
