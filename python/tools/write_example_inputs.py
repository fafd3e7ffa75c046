#!/usr/bin/env python3
"""Writes the real initial state of a corpus step as .npy inputs.

    write_example_inputs.py MODEL OUT_DIR

MODEL is one of

    mlp                    test/Inputs/mlp_train_step*.mlir (sharded, bf16)
    gpt2                   test/Inputs/gpt2_2layer_train_step*.mlir
    gpt2_12layer           test/Inputs/gpt2_12layer_train_step.mlir
    resnet                 test/Inputs/resnet_block_train_step.mlir
    transformer_inference  test/Inputs/transformer_inference.mlir

The arrays are the arguments JAX exported the step with (the models'
`example_args`: initialised parameters, zero optimizer state, a batch), in
the order of the exported @main's arguments (the pytree leaves), so
`osdp-run --inputs OUT_DIR` trains from where the export starts.
"""

import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                ".."))

MODELS = ("mlp", "gpt2", "gpt2_12layer", "resnet", "transformer_inference")


def example_args(model):
  """The arguments the corpus exported `model` with (make_corpus.py)."""
  from osdp.models import gpt2, mlp, resnet
  if model == "gpt2":
    return gpt2.example_args(gpt2.Config(n_layers=2))
  if model == "gpt2_12layer":
    return gpt2.example_args(gpt2.Config(n_layers=12))
  if model == "resnet":
    return resnet.example_args()
  if model == "transformer_inference":
    params, _, tokens, _ = gpt2.example_args(
        gpt2.Config(n_layers=4, dropout=0.0))
    return params, tokens
  return mlp.example_args()


def main(argv):
  if len(argv) != 2 or argv[0] not in MODELS:
    sys.exit(__doc__)
  os.environ.setdefault("JAX_PLATFORMS", "cpu")
  import jax
  import numpy as np
  # The corpus was exported with JAX's default 32-bit types.
  jax.config.update("jax_enable_x64", False)
  args = example_args(argv[0])
  os.makedirs(argv[1], exist_ok=True)
  leaves = jax.tree.leaves(args)
  for i, leaf in enumerate(leaves):
    np.save(os.path.join(argv[1], "%d.npy" % i), np.asarray(leaf))
  print("wrote %d inputs to %s" % (len(leaves), argv[1]))


if __name__ == "__main__":
  main(sys.argv[1:])
