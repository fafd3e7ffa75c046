#!/usr/bin/env python3
"""Writes the real initial state of a corpus training step as .npy inputs.

    write_example_inputs.py gpt2|mlp OUT_DIR

The arrays are the arguments JAX exported the step with (the models'
`example_args`: initialised parameters, zero optimizer state, a batch), in
the order of the exported @main's arguments (the pytree leaves), so
`osdp-run --inputs OUT_DIR` trains from where the export starts.
"""

import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                ".."))


def main(argv):
  if len(argv) != 2 or argv[0] not in ("gpt2", "mlp"):
    sys.exit(__doc__)
  os.environ.setdefault("JAX_PLATFORMS", "cpu")
  import jax
  import numpy as np
  from osdp.models import gpt2, mlp
  # The corpus was exported with JAX's default 32-bit types.
  jax.config.update("jax_enable_x64", False)
  if argv[0] == "gpt2":
    args = gpt2.example_args(gpt2.Config(n_layers=2))
  else:
    args = mlp.example_args()
  os.makedirs(argv[1], exist_ok=True)
  leaves = jax.tree.leaves(args)
  for i, leaf in enumerate(leaves):
    np.save(os.path.join(argv[1], "%d.npy" % i), np.asarray(leaf))
  print("wrote %d inputs to %s" % (len(leaves), argv[1]))


if __name__ == "__main__":
  main(sys.argv[1:])
