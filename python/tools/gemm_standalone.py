#!/usr/bin/env python3
"""Times the matrix products of an osdp-run profile standalone, and says
how close the compiled step's products came to that rate.

    gemm_standalone.py REPORT.json [--platform cuda|cpu] [--repeats N]

REPORT.json is osdp-run --profile --report-json's report: its profile
lists the step's products by shape (element type, transposes, batch, m, n,
k, calls and seconds over the profiled steps). Each shape runs alone
through XLA on the same kind of device (one dot_general of the same
operands and transposes, compiled once, timed over --repeats calls after
a warm-up, queued without waiting): on a GPU, XLA hands such a dot to
cuBLAS or cuBLASLt, so its time is the library's standalone time for that
shape. A product shorter than one of XLA's dispatches (a few
microseconds on a GPU, tens on the CPU) is timed as the dispatch, which
flatters the step.

The figure is the share of the standalone rate the step reached: the
standalone time of all its products (each shape's time per call times its
calls) over the time the step spent in them. 100% means the step's
products ran as fast as alone; the CUDA backend's target is 70%.
"""

import argparse
import json
import statistics
import sys
import time

DTYPES = {"f32": "float32", "f64": "float64", "bf16": "bfloat16",
          "f16": "float16"}


def operand_shapes(s):
  """The shapes of A and B as stored (transposed when the flags say so)."""
  a = (s["k"], s["m"]) if s["trans_a"] else (s["m"], s["k"])
  b = (s["n"], s["k"]) if s["trans_b"] else (s["k"], s["n"])
  if s["batch"] > 1:
    return (s["batch"],) + a, (s["batch"],) + b
  return a, b


def seconds_per_call(s, device, repeats):
  """The median seconds of one standalone product of shape `s`."""
  import jax
  import jax.numpy as jnp
  from jax import lax
  a_shape, b_shape = operand_shapes(s)
  dtype = jnp.dtype(DTYPES[s["dtype"]])
  batched = s["batch"] > 1
  first = 1 if batched else 0
  contract = ((first + (0 if s["trans_a"] else 1),),
              (first + (1 if s["trans_b"] else 0),))
  batch = ((0,), (0,)) if batched else ((), ())
  product = jax.jit(lambda x, y: lax.dot_general(
      x, y, (contract, batch), precision=lax.Precision.HIGHEST,
      preferred_element_type=dtype))
  key = jax.random.PRNGKey(0)
  x = jax.device_put(jax.random.normal(key, a_shape, dtype), device)
  y = jax.device_put(jax.random.normal(key, b_shape, dtype), device)
  product(x, y).block_until_ready()
  # Calls are queued without waiting (JAX dispatches asynchronously), so a
  # product longer than a dispatch is timed without the gaps between.
  rounds = []
  for _ in range(3):
    start = time.perf_counter()
    for _ in range(repeats):
      result = product(x, y)
    result.block_until_ready()
    rounds.append((time.perf_counter() - start) / repeats)
  return statistics.median(rounds)


def shape_rows(profile, platform, repeats=20):
  """Each product shape of the profile with its standalone seconds per
  call ("standalone_seconds_per_call") and the share of that rate the step
  reached ("of_standalone"; None if the step spent no time in it)."""
  import jax
  shapes = profile.get("gemm_shapes", [])
  if any(s["dtype"] == "f64" for s in shapes):
    jax.config.update("jax_enable_x64", True)
  device = jax.devices(platform)[0]
  rows = []
  for s in shapes:
    alone = seconds_per_call(s, device, repeats)
    row = dict(s, standalone_seconds_per_call=alone)
    row["of_standalone"] = (s["calls"] * alone / s["seconds"]
                            if s["seconds"] > 0 else None)
    rows.append(row)
  return rows


def share_of_rows(rows):
  """The step's product rate as a share of the standalone rate over
  `rows` (shape_rows), and the standalone seconds of all its products;
  (None, 0) without products."""
  measured = sum(r["seconds"] for r in rows)
  standalone = sum(r["calls"] * r["standalone_seconds_per_call"]
                   for r in rows)
  if measured <= 0:
    return None, 0.0
  return standalone / measured, standalone


def standalone_share(profile, platform, repeats=20):
  """share_of_rows of the profile's products timed alone."""
  return share_of_rows(shape_rows(profile, platform, repeats))


def main(argv):
  parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
  parser.add_argument("report")
  parser.add_argument("--platform", default="cuda", choices=["cuda", "cpu"])
  parser.add_argument("--repeats", type=int, default=20)
  args = parser.parse_args(argv)
  with open(args.report) as f:
    profile = json.load(f)["profile"]
  share, standalone = standalone_share(profile, args.platform, args.repeats)
  if share is None:
    print("no matrix products in the profile")
    return 0
  measured = sum(s["seconds"] for s in profile["gemm_shapes"])
  print("%d shapes: %.3f ms in the step's products, %.3f ms standalone: "
        "%.0f%% of the standalone rate" % (len(profile["gemm_shapes"]),
                                           measured * 1e3, standalone * 1e3,
                                           share * 100))
  return 0


if __name__ == "__main__":
  sys.exit(main(sys.argv[1:]))
