#!/usr/bin/env python3
"""Writes a large real JAX export: the GPT-2-style training step of
python/osdp/models/gpt2.py (unrolled layers, AdamW) with as many layers as it
takes to reach about --ops operations.

    python3 benchmarks/make_large_module.py --ops 10000 /tmp/gpt_10k.mlir
    python3 benchmarks/make_large_module.py --ops 100000 /tmp/gpt_100k.mlir
    python3 benchmarks/make_large_module.py --layers 24 /tmp/gpt_24.mlir

The op count is measured from two small exports (1 and 2 layers): every
layer adds the same number of ops, so layers = round((ops - base) / per_layer).
Ops are counted as in test/Inputs/README.md (osdp.mlir_text.count_ops, which
equals an MLIR walk of the module).  The output is not committed; it needs
JAX to produce.
"""

import argparse
import os
import pathlib
import sys
import time

os.environ.setdefault("JAX_PLATFORMS", "cpu")
_ROOT = pathlib.Path(__file__).resolve().parents[1]
sys.path.insert(0, str(_ROOT / "python"))

from osdp import export, mlir_text  # noqa: E402
from osdp.models import gpt2  # noqa: E402


def gpt2_step_text(n_layers, debug_info=False):
  cfg = gpt2.Config(n_layers=n_layers)
  fn = export.named(gpt2.train_step, "gpt2_train_step", cfg=cfg)
  return export.lower_text(fn, gpt2.example_args(cfg), debug_info=debug_info)


def main():
  parser = argparse.ArgumentParser(
      description="Write a GPT-2-style training step with about --ops ops.")
  parser.add_argument("output", help="path of the .mlir file to write")
  group = parser.add_mutually_exclusive_group(required=True)
  group.add_argument("--ops", type=int, help="target number of operations")
  group.add_argument("--layers", type=int, help="number of decoder layers")
  parser.add_argument("--debug-info", action="store_true",
                      help="print locations (as_text(debug_info=True))")
  args = parser.parse_args()

  if args.layers is not None:
    if args.layers < 1:
      parser.error("--layers must be at least 1")
    layers = args.layers
  else:
    if args.ops < 1:
      parser.error("--ops must be positive")
    one = mlir_text.count_ops(gpt2_step_text(1))
    two = mlir_text.count_ops(gpt2_step_text(2))
    per_layer, base = two - one, one - (two - one)
    layers = max(1, round((args.ops - base) / per_layer))
    print(f"{per_layer} ops per layer, {base} outside the layers: "
          f"{layers} layers for ~{args.ops} ops")

  start = time.monotonic()
  text = gpt2_step_text(layers, args.debug_info)
  lowered = time.monotonic() - start
  pathlib.Path(args.output).write_text(text)
  ops = mlir_text.count_ops(text)
  print(f"wrote {args.output}: {layers} layers, {ops} ops, "
        f"{len(text.encode())} bytes, traced and lowered in {lowered:.1f} s")
  return 0


if __name__ == "__main__":
  sys.exit(main())
