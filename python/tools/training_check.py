#!/usr/bin/env python3
"""Trains a corpus step with osdp-run for a few steps and compares its loss
after every step with JAX training the same model from the same state.

    training_check.py ARTIFACT gpt2|mlp --osdp-run PATH [--steps N]
                      [--rtol R]

The artifact must be the corpus step osdp-compile made (it returns the
updated parameters and optimizer state first, and the loss last); its
inputs are the model's real initial state (write_example_inputs.py). Each
step feeds the updated state back, so this checks the training loop, not
only one step. Exits non-zero if a loss differs by more than RTOL (1e-4,
relative) from JAX's.
"""

import argparse
import os
import re
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                ".."))
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import write_example_inputs  # noqa: E402


def jax_losses(model, steps):
  import jax
  from osdp.models import gpt2, mlp
  if model == "gpt2":
    cfg = gpt2.Config(n_layers=2)
    state = gpt2.example_args(cfg)
    step = jax.jit(lambda p, o, t, g: gpt2.train_step(p, o, t, g, cfg=cfg))
  else:
    state = mlp.example_args()
    step = jax.jit(mlp.train_step)
  params, opt, *batch = state
  losses = []
  for _ in range(steps):
    params, opt, loss = step(params, opt, *batch)
    losses.append(float(loss))
  return losses


def main(argv):
  parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
  parser.add_argument("artifact")
  parser.add_argument("model", choices=("gpt2", "mlp"))
  parser.add_argument("--osdp-run", default="osdp-run")
  parser.add_argument("--steps", type=int, default=3)
  parser.add_argument("--rtol", type=float, default=1e-4)
  args = parser.parse_args(argv)
  os.environ.setdefault("JAX_PLATFORMS", "cpu")
  import json
  with open(os.path.join(args.artifact, "manifest.json")) as f:
    ranks = json.load(f)["mesh"]["devices"]
  with tempfile.TemporaryDirectory() as tmp:
    write_example_inputs.main([args.model, tmp])
    proc = subprocess.run(
        [args.osdp_run, args.artifact, "-n", str(ranks), "--inputs", tmp,
         "--steps", str(args.steps), "--print-scalars"],
        text=True, capture_output=True)
  if proc.returncode != 0:
    print("FAIL osdp-run:\n" + proc.stdout + proc.stderr)
    return 1
  # The loss is the last scalar of each step's line.
  ours = [float(line.rsplit("= ", 1)[1])
          for line in proc.stdout.splitlines() if line.startswith("step ")]
  theirs = jax_losses(args.model, args.steps)
  failures = 0
  for i, (a, b) in enumerate(zip(ours, theirs)):
    ok = abs(a - b) <= args.rtol * max(1.0, abs(b))
    failures += not ok
    print("step %d: osdp %.6f  jax %.6f  %s" % (i, a, b,
                                                "ok" if ok else "DIFFERS"))
  if len(ours) != args.steps:
    print("FAIL: osdp-run printed %d steps" % len(ours))
    return 1
  print("%d steps on %d ranks, %d losses differ" % (args.steps, ranks,
                                                     failures))
  return 1 if failures else 0


if __name__ == "__main__":
  sys.exit(main(sys.argv[1:]))
