#!/usr/bin/env python3
"""Compiles a program with osdp-compile, runs it with osdp-run on MPI ranks,
and compares its outputs with XLA running the same program on the same
inputs.

    run_check.py INPUT.mlir [--osdp-compile PATH] [--osdp-run PATH]
                 [--osdp-opt PATH] [--seed N | --inputs DIR] [--rtol R]
                 [--positive]
                 [--f64 | --f32-vs-f64 [--factor F]]
                 [--reference whole|xla-spmd] [--reference-cache DIR]
                 [--print-errors] -- OSDP-COMPILE-OPTIONS...

The artifact's manifest gives the global inputs (shapes and types); random
ones are written as .npy files, osdp-run reads them (each rank its block)
with as many ranks as the mesh has devices, and its assembled outputs must
match XLA's on the same inputs: integers exactly, floats to RTOL relative
to the largest magnitude of each output (1e-5; with --f64, which makes the
program's f32 f64 first, 1e-12). Float64 inputs of --f64 are float32 draws
widened, so that they are the inputs --f32-vs-f64 gives XLA's float64 run.

XLA's reference is the program run whole on one device, its shardings
removed (`--reference=whole`, the default), or, for programs with no
one-device form (shard_map regions, whose bodies call collectives), XLA
partitioning the program itself over the mesh (`--reference=xla-spmd`),
the per-device results assembled by the result shardings.

--f32-vs-f64: a float32 output that differs from XLA's float32 by more than
RTOL is still accepted when it is about as close to the exact value as
XLA's: both are compared with XLA's run of the program in float64 (f32 made
f64, on the same inputs widened), the ground truth, and osdp's error
against it must be at most max(RTOL, F x XLA-float32's error against it),
F = 4 unless --factor says otherwise, and never above 1e-3. Two float32
programs that sum the same terms in a different order (a gradient summed
over batch x sequence with cancellation) differ by more than RTOL from each
other but both stay near the truth; a wrong value does not. The output
nearest to its bound is printed with both errors.

--bf16-vs-f32: the same for a mixed-precision program, whose truth is the
program with every bf16 made f32 (XLA's run of it): osdp's error against
it must be at most max(2^-8, F x XLA-bf16's), never above 2^-5
(spmd_check.BF16_FLOOR says why).

--reference-cache DIR keeps XLA's one-device results in DIR, keyed by the
program text XLA runs, the inputs, and the jaxlib version and machine: the
plans of one program, the same program once their shardings are stripped,
then share one XLA run, and --f64 reuses the float64 run of --f32-vs-f64.

Exits non-zero on a mismatch or a failed tool, printing what differed.
"""

import argparse
import hashlib
import json
import os
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                ".."))
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import spmd_check  # noqa: E402  (random inputs, comparison, XLA entry)

# --f32-vs-f64: osdp's error against float64 is never more than this
# (relative to the output's largest magnitude).
F64_CAP = 1e-3


def run(command):
  proc = subprocess.run(command, text=True, capture_output=True)
  if proc.returncode != 0:
    raise spmd_check.CheckError("%s failed:\n%s%s" % (
        os.path.basename(command[0]), proc.stdout, proc.stderr))
  return proc.stdout


def widen(inputs):
  """`inputs` with float32 arrays made float64 (exactly)."""
  import numpy as np
  return [x.astype(np.float64) if x.dtype == np.float32 else x
          for x in inputs]


def run_whole(cache, text, inputs, xla):
  """XLA's run of the one-device program `text` on `inputs`, through the
  cache directory `cache` (None: none): the results are a function of the
  text, the inputs, and the XLA and machine that ran them, which the key
  holds, so every plan of one program (the same text once its shardings are
  stripped) shares one run."""
  import numpy as np
  if not cache:
    return [np.asarray(x) for x in xla.run(text, inputs)]
  import importlib.metadata
  import platform
  key = hashlib.sha256()
  key.update(("jaxlib %s %s\n" % (importlib.metadata.version("jaxlib"),
                                   platform.machine())).encode())
  key.update(text.encode())
  for x in inputs:
    x = np.ascontiguousarray(x)
    key.update(("\n%s %s\n" % (x.dtype.str, x.shape)).encode())
    key.update(x.tobytes())
  path = os.path.join(cache, key.hexdigest() + ".npz")
  if os.path.exists(path):
    with np.load(path) as saved:
      return [saved["r%d" % r] for r in range(len(saved.files))]
  results = [np.asarray(x) for x in xla.run(text, inputs)]
  os.makedirs(cache, exist_ok=True)
  partial = tempfile.NamedTemporaryFile(dir=cache, suffix=".npz",
                                        delete=False)
  with partial:
    np.savez(partial, **{"r%d" % r: x for r, x in enumerate(results)})
  os.replace(partial.name, path)  # whole or not at all
  return results


def reference(args, text, inputs, compile_options, xla):
  """XLA's outputs of `text` on the global `inputs`, one array per output."""
  import numpy as np
  from osdp import spmd
  if args.reference == "whole":
    whole = spmd_check.osdp_opt(
        args.osdp_opt, text,
        ["--osdp-inline-calls", "--osdp-import-shardings",
         "--osdp-strip-shardings"])
    return run_whole(args.reference_cache,
                     spmd_check.as_entry(whole, "main"), inputs, xla)
  # XLA partitions the program by its own shardings; the argument and
  # result shardings (and the mesh) are read from osdp's partitioning of it.
  shard = [o for o in compile_options if o.startswith("--osdp-shard")]
  _, meshes, signatures = spmd_check.osdp_opt_shardings(
      args.osdp_opt, text, shard or ["--osdp-shard"])
  if "main" not in signatures:
    raise spmd_check.CheckError("no function @main")
  signature = signatures["main"]
  used = {v.sharding.mesh for v in signature.args + signature.results
          if v.sharding}
  if len(used) != 1:
    raise spmd_check.CheckError("@main uses %d meshes" % len(used))
  mesh = meshes[used.pop()]
  n = mesh.num_devices
  per_device = [[spmd.shard(x, v.sharding, mesh, d)
                 for x, v in zip(inputs, signature.args)] for d in range(n)]
  outputs = xla.run_replicas(spmd_check.as_entry(text, "main"), per_device,
                             partitions=True)
  compare = spmd_check.close(args.rtol)
  results = []
  for r, value in enumerate(signature.results):
    try:
      results.append(spmd.assemble([outputs[d][r] for d in range(n)],
                                   value.shape, value.sharding, mesh,
                                   check_replicas=compare))
    except spmd.InconsistentReplicas as e:
      raise spmd_check.CheckError("XLA's partitioning, output #%d: %s" %
                                  (r, e))
  return results


def load_output(path, spec, xla):
  """An output osdp-run wrote, as the NumPy type of its manifest dtype:
  bf16 is stored as 2-byte void ('<V2'), which NumPy cannot compute on."""
  import numpy as np
  x = np.load(path)
  dtype = xla.numpy_dtype(spec["dtype"])
  if x.dtype != dtype and x.dtype.kind == "V" and \
      x.dtype.itemsize == dtype.itemsize:
    x = x.view(dtype)
  return x


def main(argv):
  parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
  parser.add_argument("input")
  parser.add_argument("--osdp-compile", default="osdp-compile")
  parser.add_argument("--osdp-run", default="osdp-run")
  parser.add_argument("--osdp-opt", default="osdp-opt")
  parser.add_argument("--seed", type=int, default=0)
  parser.add_argument("--rtol", type=float)
  mode = parser.add_mutually_exclusive_group()
  mode.add_argument("--f64", action="store_true",
                    help="rewrite f32 to f64 first and compare to 1e-12: "
                    "no order of sums hides a wrong value")
  mode.add_argument("--f32-vs-f64", action="store_true",
                    help="accept a float32 output that differs from XLA's "
                    "float32 if it is as close as XLA's to XLA's float64 "
                    "run of the program (see above)")
  mode.add_argument("--bf16-vs-f32", action="store_true",
                    help="accept a bf16 program's output if it is as close "
                    "as XLA's to XLA's run of the program in float32")
  parser.add_argument("--factor", type=float, default=spmd_check.WIDER_FACTOR,
                      help="with --f32-vs-f64 or --bf16-vs-f32: how many "
                      "times XLA's error against the wider program osdp's "
                      "may be (4)")
  parser.add_argument("--reference", choices=("whole", "xla-spmd"),
                      default="whole",
                      help="XLA runs the program whole on one device, or "
                      "partitions it itself over the mesh")
  parser.add_argument("--reference-cache", metavar="DIR",
                      help="keep XLA's one-device results here, by program "
                      "text and inputs, for the next check of the program")
  parser.add_argument("--inputs", metavar="DIR",
                      help="the inputs, DIR/0.npy, 1.npy, ... in the "
                      "program's order (write_example_inputs.py), instead "
                      "of random ones")
  parser.add_argument("--int-max", type=int, default=4)
  parser.add_argument("--print-errors", action="store_true",
                      help="print every float output's errors")
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
  rng = np.random.default_rng(args.seed)
  if args.rtol is None:
    args.rtol = 1e-12 if args.f64 else 1e-5
  with open(args.input) as f:
    text = f.read()
  if args.f64:
    text = spmd_check.to_f64(text)
  with tempfile.TemporaryDirectory(prefix="run-check-") as tmp:
    artifact = os.path.join(tmp, "model.osdp")
    program = os.path.join(tmp, "program.mlir")
    with open(program, "w") as f:
      f.write(text)
    run([args.osdp_compile, program, "-o", artifact, *compile_options])
    with open(os.path.join(artifact, "manifest.json")) as f:
      manifest = json.load(f)
    ranks = manifest["mesh"]["devices"]
    xla.configure(ranks if args.reference == "xla-spmd" else 1)
    inputs = []
    os.makedirs(os.path.join(tmp, "in"))
    for i, spec in enumerate(manifest["inputs"]):
      value = spmd.Value(tuple(spec["global_shape"]), spec["dtype"], None)
      if args.f64 and spec["dtype"] == "f64":
        # Drawn as float32 and widened: the inputs --f32-vs-f64 gives the
        # float32 program, whose float64 reference is then this one.
        value = spmd.Value(value.shape, "f32", None)
      if args.inputs:
        x = spmd_check.given_input(args.inputs, i, value, xla)
      else:
        x = spmd_check.random_input(value, rng, xla, args.int_max)
      if args.f64 and spec["dtype"] == "f64":
        x = x.astype(np.float64)
      if args.positive and x.dtype.kind == "f":
        x = np.abs(x)
      inputs.append(x)
      np.save(os.path.join(tmp, "in", "%d.npy" % i), inputs[-1])
    out = os.path.join(tmp, "out")
    os.makedirs(out)
    log = run([args.osdp_run, artifact, "-n", str(ranks), "--inputs",
               os.path.join(tmp, "in"), "--output-dir", out])
    actual = [load_output(os.path.join(out, "%d.npy" % r), spec, xla)
              for r, spec in enumerate(manifest["outputs"])]
  expected = reference(args, text, inputs, compile_options, xla)
  truth = None
  if args.f32_vs_f64:
    truth = reference(args, spmd_check.to_f64(text), widen(inputs),
                      compile_options, xla)
    wide, narrow = "float64", "float32"
    bound_for = lambda theirs: min(F64_CAP, max(args.rtol,
                                                args.factor * theirs))
  elif args.bf16_vs_f32:
    truth = reference(args, spmd_check.bf16_to_f32(text),
                      spmd_check.widen_bf16(inputs), compile_options, xla)
    wide, narrow = "float32", "bf16"
    bound_for = lambda theirs: spmd_check.bf16_bound(theirs, args.factor)
  if len(expected) != len(actual):
    raise spmd_check.CheckError("%d outputs, XLA has %d" %
                                (len(actual), len(expected)))

  def name(r):
    label = manifest["outputs"][r].get("name")
    return "#%d%s" % (r, " (%s)" % label if label else "")

  compare = spmd_check.close(args.rtol)
  worst = 0.0
  by_wide = []  # (error / bound, output, osdp's error, XLA's error, bound)
  for r, (got, want) in enumerate(zip(actual, expected)):
    if got.shape != want.shape:
      raise spmd_check.CheckError("output %s has shape %s, XLA's %s" %
                                  (name(r), got.shape, want.shape))
    error = spmd_check.max_error(got, want) if got.dtype.kind == "f" else 0.0
    if truth is not None and got.dtype.kind == "f":
      ours = spmd_check.max_error(got, truth[r])
      theirs = spmd_check.max_error(want, truth[r])
      bound = bound_for(theirs)
      by_wide.append((ours / bound, r, ours, theirs, bound))
      if args.print_errors:
        print("output %s: osdp %.2g from XLA %s; from %s: osdp %.2g, XLA "
              "%s %.2g" % (name(r), error, narrow, wide, ours, narrow,
                           theirs))
      if error > args.rtol and ours <= bound:
        worst = max(worst, error)
        continue
    elif args.print_errors and got.dtype.kind == "f":
      print("output %s: %.2g from XLA" % (name(r), error))
    if not compare(got, want):
      message = "output %s differs from XLA: max error %.3g" % (name(r),
                                                                error)
      if got.dtype.kind != "f":
        message = "output %s differs from XLA in %d of %d elements" % (
            name(r), int(np.sum(got != want)), got.size)
      elif truth is not None:
        message += (" (against %s: osdp %.3g, XLA %s %.3g, bound %.3g)" %
                    (wide, ours, narrow, theirs, bound))
      raise spmd_check.CheckError(message)
    worst = max(worst, error)
  nonfinite = sum(1 for want in expected
                  if not np.all(np.isfinite(np.asarray(want, np.float64))))
  print(log.strip())
  line = ("ok: %d outputs on %d ranks match XLA, max error %.2g, %d with "
          "non-finite values" % (len(actual), ranks, worst, nonfinite))
  if truth is not None:
    beyond = sum(1 for r, (got, want) in enumerate(zip(actual, expected))
                 if got.dtype.kind == "f" and
                 spmd_check.max_error(got, want) > args.rtol)
    line += ", %d within the %s bound" % (beyond, wide)
  print(line)
  if by_wide:
    _, r, ours, theirs, bound = max(by_wide)
    print("against %s: nearest its bound is output %s: osdp %.2g, XLA "
          "%s %.2g, bound %.2g" % (wide, name(r), ours, narrow, theirs, bound))
  return 0


if __name__ == "__main__":
  try:
    sys.exit(main(sys.argv[1:]))
  except spmd_check.CheckError as e:
    print("FAIL %s" % e)
    sys.exit(1)
