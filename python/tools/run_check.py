#!/usr/bin/env python3
"""Compiles a program with osdp-compile, runs it with osdp-run on MPI ranks,
and compares its outputs with XLA running the original program whole.

    run_check.py INPUT.mlir [--osdp-compile PATH] [--osdp-run PATH]
                 [--osdp-opt PATH] [--seed N] [--rtol R] [--steps N]
                 -- OSDP-COMPILE-OPTIONS...

The artifact's manifest gives the global inputs (shapes and types); random
ones are written as .npy files, osdp-run reads them (each rank its block)
with as many ranks as the mesh has devices, and its assembled outputs must
match XLA's on the same inputs: float32 to RTOL (1e-5) of the largest
magnitude of each output, integers exactly; with --f64 the program's f32
becomes f64 and the tolerance 1e-12. Exits non-zero on a mismatch or
a failed tool, printing what differed.
"""

import argparse
import json
import os
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                ".."))
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import spmd_check  # noqa: E402  (random inputs, comparison, XLA entry)


def run(command):
  proc = subprocess.run(command, text=True, capture_output=True)
  if proc.returncode != 0:
    raise spmd_check.CheckError("%s failed:\n%s%s" % (
        os.path.basename(command[0]), proc.stdout, proc.stderr))
  return proc.stdout


def main(argv):
  parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
  parser.add_argument("input")
  parser.add_argument("--osdp-compile", default="osdp-compile")
  parser.add_argument("--osdp-run", default="osdp-run")
  parser.add_argument("--osdp-opt", default="osdp-opt")
  parser.add_argument("--seed", type=int, default=0)
  parser.add_argument("--rtol", type=float)
  parser.add_argument("--f64", action="store_true",
                      help="rewrite f32 to f64 first and compare to 1e-12: "
                      "no order of sums hides a wrong value")
  parser.add_argument("--int-max", type=int, default=4)
  parser.add_argument("--positive", action="store_true",
                      help="draw non-negative floats (a training step's "
                      "optimizer state: Adam's second moment is a square)")
  compile_options = []
  if "--" in argv:
    compile_options = argv[argv.index("--") + 1:]
    argv = argv[:argv.index("--")]
  args = parser.parse_args(argv)

  import numpy as np
  from osdp import spmd, xla
  xla.configure(1)
  rng = np.random.default_rng(args.seed)
  if args.rtol is None:
    args.rtol = 1e-12 if args.f64 else 1e-5
  with open(args.input) as f:
    text = f.read()
  if args.f64:
    text = spmd_check.to_f64(text)
  with tempfile.TemporaryDirectory() as tmp:
    artifact = os.path.join(tmp, "model.osdp")
    program = os.path.join(tmp, "program.mlir")
    with open(program, "w") as f:
      f.write(text)
    run([args.osdp_compile, program, "-o", artifact, *compile_options])
    with open(os.path.join(artifact, "manifest.json")) as f:
      manifest = json.load(f)
    inputs = []
    os.makedirs(os.path.join(tmp, "in"))
    for i, spec in enumerate(manifest["inputs"]):
      value = spmd.Value(tuple(spec["global_shape"]), spec["dtype"], None)
      x = spmd_check.random_input(value, rng, xla, args.int_max)
      if args.positive and x.dtype.kind == "f":
        x = np.abs(x)
      inputs.append(x)
      np.save(os.path.join(tmp, "in", "%d.npy" % i), inputs[-1])
    out = os.path.join(tmp, "out")
    os.makedirs(out)
    log = run([args.osdp_run, artifact, "-n",
               str(manifest["mesh"]["devices"]), "--inputs",
               os.path.join(tmp, "in"), "--output-dir", out])
    reference = spmd_check.osdp_opt(
        args.osdp_opt, text,
        ["--osdp-inline-calls", "--osdp-import-shardings",
         "--osdp-strip-shardings"])
    expected = xla.run(spmd_check.as_entry(reference, "main"), inputs)
    actual = [np.load(os.path.join(out, "%d.npy" % r))
              for r in range(len(manifest["outputs"]))]
  compare = spmd_check.close(args.rtol)
  worst = 0.0
  for r, (got, want) in enumerate(zip(actual, expected)):
    want = np.asarray(want)
    if not compare(got, want):
      raise spmd_check.CheckError(
          "output #%d differs from XLA: max error %.3g (shape %s vs %s)" %
          (r, spmd_check.max_error(got, want) if got.shape == want.shape
           else float("inf"), got.shape, want.shape))
    worst = max(worst, spmd_check.max_error(got, want))
  nonfinite = sum(1 for want in expected
                  if not np.all(np.isfinite(np.asarray(want, np.float64))))
  print(log.strip())
  print("ok: %d outputs on %d ranks match XLA, max error %.2g, %d with "
        "non-finite values" % (len(actual), manifest["mesh"]["devices"],
                               worst, nonfinite))
  return 0


if __name__ == "__main__":
  try:
    sys.exit(main(sys.argv[1:]))
  except spmd_check.CheckError as e:
    print("FAIL %s" % e)
    sys.exit(1)
