#!/usr/bin/env python3
"""Writes a large real JAX export: the GPT-2-style training step of
python/osdp/models/gpt2.py (unrolled layers, AdamW) with as many layers as it
takes to reach about --ops operations, or at the width of a GPT-3 model.

    python3 benchmarks/make_large_module.py --ops 10000 /tmp/gpt_10k.mlir
    python3 benchmarks/make_large_module.py --ops 100000 /tmp/gpt_100k.mlir
    python3 benchmarks/make_large_module.py --layers 24 /tmp/gpt_24.mlir
    python3 benchmarks/make_large_module.py --size 6.7b --batch 64 /tmp/g.mlir

--size exports at the shape of a GPT-3 model (SIZES: width, depth, heads;
a vocabulary of 50304, GPT-2's 50257 padded to a multiple of 64 as
Megatron-LM does; a context of 1024) from abstract arguments
(jax.eval_shape): no weight is allocated, so a 6.7B-parameter step exports
on this machine. With --donate the parameters and the optimizer state are
donated (`donate_argnums=(0, 1)`: `tf.aliasing_output` on their
arguments), as a training loop donates them: the updated values are then
written over the old ones rather than beside them.

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

from osdp import lowering as export, mlir_text  # noqa: E402
from osdp.models import gpt2  # noqa: E402


# d_model, n_layers, n_heads of GPT-3's models of these sizes.
SIZES = {"125m": (768, 12, 12), "1.3b": (2048, 24, 16), "6.7b": (4096, 32, 32)}


def gpt2_step_text(n_layers, debug_info=False):
  cfg = gpt2.Config(n_layers=n_layers)
  fn = export.named(gpt2.train_step, "gpt2_train_step", cfg=cfg)
  return export.lower_text(fn, gpt2.example_args(cfg), debug_info=debug_info)


def sized_step_text(size, batch, n_layers=None, donate=False):
  """The step at `size`'s shape, lowered from abstract arguments; with
  `donate`, its parameters and optimizer state donated."""
  import jax
  d_model, depth, heads = SIZES[size]
  cfg = gpt2.Config(vocab=50304, ctx=1024, d_model=d_model, n_heads=heads,
                    n_layers=n_layers or depth)
  args = jax.eval_shape(lambda: gpt2.example_args(cfg, batch=batch))
  fn = export.named(gpt2.train_step, "gpt2_train_step", cfg=cfg)
  donated = {"donate_argnums": (0, 1)} if donate else {}
  return export.lower_text(fn, args, **donated), cfg


def main():
  parser = argparse.ArgumentParser(
      description="Write a GPT-2-style training step with about --ops ops.")
  parser.add_argument("output", help="path of the .mlir file to write")
  group = parser.add_mutually_exclusive_group(required=True)
  group.add_argument("--ops", type=int, help="target number of operations")
  group.add_argument("--layers", type=int, help="number of decoder layers")
  group.add_argument("--size", choices=sorted(SIZES),
                     help="a GPT-3 model's width and depth")
  parser.add_argument("--batch", type=int, default=8,
                      help="sequences per step (with --size)")
  parser.add_argument("--depth", type=int,
                      help="layers, fewer than the model's (with --size)")
  parser.add_argument("--donate", action="store_true",
                      help="donate the parameters and optimizer state "
                      "(with --size)")
  parser.add_argument("--debug-info", action="store_true",
                      help="print locations (as_text(debug_info=True))")
  args = parser.parse_args()

  if args.size is not None:
    start = time.monotonic()
    text, cfg = sized_step_text(args.size, args.batch, args.depth,
                                args.donate)
    lowered = time.monotonic() - start
    pathlib.Path(args.output).write_text(text)
    print(f"wrote {args.output}: {args.size} (d_model {cfg.d_model}, "
          f"{cfg.n_layers} layers, batch {args.batch}"
          f"{', state donated' if args.donate else ''}), "
          f"{mlir_text.count_ops(text)} ops, traced and lowered in "
          f"{lowered:.1f} s")
    return 0
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
