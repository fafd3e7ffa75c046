#!/usr/bin/env python3
"""Random plans for real programs, each executed and checked against XLA.

    spmd_property.py --plans N [--seed S] [--osdp-opt PATH] PROGRAM.mlir...

For every program, draws N plans: a mesh of 1 to 3 axes with 2 to 8 devices
in all, and for each argument of `@main` either no sharding (propagation
decides) or a random split of dimensions the axes divide. Each (program,
plan) pair goes through `--osdp-shard` and is executed on every device of
its mesh by XLA (see spmd_check.py) and compared with the unsharded program.
Prints one line per pair and a summary; exits non-zero if any pair fails.
"""

import argparse
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                ".."))
import spmd_check  # noqa: E402
from osdp import spmd  # noqa: E402

# Meshes of 2 to 8 devices, as axis sizes (major to minor).
_MESH_SHAPES = [(2,), (4,), (8,), (2, 2), (2, 4), (4, 2), (2, 2, 2)]


def draw_mesh(rng):
  sizes = _MESH_SHAPES[rng.integers(len(_MESH_SHAPES))]
  names = ["x", "y", "z"]
  return spmd.Mesh("mesh", tuple(zip(names, sizes)))


def draw_sharding(value, mesh, rng):
  """A random sharding of `value` on `mesh`, or None (leave it free)."""
  if rng.random() < 0.4:
    return None
  dims = [[] for _ in value.shape]
  for name, size in mesh.axes:
    if rng.random() < 0.35 or not value.shape:
      continue  # Replicated over this axis.
    d = int(rng.integers(len(value.shape)))
    shards = size
    for axis in dims[d]:
      shards *= mesh.size(axis)
    if value.shape[d] % shards == 0:
      dims[d].append(name)
  return spmd.Sharding(mesh.name, tuple(tuple(d) for d in dims))


def main(argv):
  parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
  parser.add_argument("programs", nargs="+")
  parser.add_argument("--plans", type=int, default=10)
  parser.add_argument("--seed", type=int, default=0)
  parser.add_argument("--osdp-opt", default="osdp-opt")
  parser.add_argument("--f32", action="store_true",
                      help="check in float32 at 1e-5 (default: float64 at "
                      "1e-11, where no order of sums hides a wrong value)")
  args = parser.parse_args(argv)
  args.per_device = args.partitions = False
  args.int_max = 4  # small indices: valid for every program drawn
  args.reference = "whole"  # every drawn program has a one-device form
  args.passes = ["--osdp-shard"]

  import numpy as np
  from osdp import xla
  xla.configure(8)
  rng = np.random.default_rng(args.seed)
  references = {}
  checked, failures = 0, 0
  for path in args.programs:
    with open(path) as f:
      text = f.read()
    args.f64 = not args.f32
    # In float64 a sum over another order differs by ~1e-16 per term,
    # times the cancellation: the GPT-2 scan step's gradients on a 2x2x2
    # mesh reach 1.7e-12 of their largest magnitude; a wrong value is off
    # by far more.
    args.rtol = 1e-11 if args.f64 else 1e-5
    if args.f64:
      text = spmd_check.to_f64(text)
    reference, _, signatures = spmd_check.osdp_opt_shardings(
        args.osdp_opt, text, ["--osdp-strip-shardings"])
    signature = signatures["main"]
    for plan in range(args.plans):
      mesh = draw_mesh(rng)
      shardings = [draw_sharding(v, mesh, rng) for v in signature.args]
      annotated = spmd.annotate(text, "main", mesh, shardings)
      label = "%s plan %d (mesh %s)" % (os.path.basename(path), plan,
                                        dict(mesh.axes))
      try:
        partitioned, meshes, sharded = spmd_check.osdp_opt_shardings(
            args.osdp_opt, annotated, args.passes)
        device = spmd_check.osdp_opt(
            args.osdp_opt, partitioned,
            ["--convert-osdp-to-stablehlo=device-ids=replica"])
        summary = spmd_check.check_function(
            args, xla, reference, device, "main", meshes, sharded["main"],
            rng, references)
        print("ok %s: %s" % (label, summary))
        checked += 1
      except Exception as e:  # CheckError, or XLA refusing the program.
        failures += 1
        print("FAIL %s: %s" % (label, str(e).splitlines()[0]))
        print("  argument shardings: %s" % [
            spmd.format_sharding(s) if s else None for s in shardings])
  print("checked %d (program, plan) pairs, %d failures" % (checked, failures))
  return 1 if failures or checked == 0 else 0


if __name__ == "__main__":
  sys.exit(main(sys.argv[1:]))
