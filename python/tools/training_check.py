#!/usr/bin/env python3
"""Trains a corpus step with osdp-run for a few steps and compares its loss
after every step with JAX training the same model from the same state.

    training_check.py ARTIFACT gpt2|mlp --osdp-run PATH [--steps N]
                      [--rtol R] [--stablehlo FILE --osdp-opt PATH]
                      [--show-run] [--inputs-dir DIR]

The artifact must be the corpus step osdp-compile made (it returns the
updated parameters and optimizer state first, and the loss last); its
inputs are the model's real initial state (write_example_inputs.py),
written to a temporary directory or to --inputs-dir (kept). Each step feeds
the updated state back, so this checks the training loop, not only one
step.

The reference is JAX training the Python model (python/osdp/models), or,
with --stablehlo FILE, XLA running that StableHLO text (its shardings
stripped: the global program on one device) for the same steps on the same
inputs, the outputs that match the leading inputs fed back as osdp-run
feeds them. --show-run prints the osdp-run command and its output first.
Prints each step's two losses and their relative difference, then PASS or
FAIL; exits non-zero if a loss differs by more than RTOL (1e-4) relative to
the reference's (absolute below 1).
"""

import argparse
import os
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


def stablehlo_losses(program, osdp_opt, inputs_dir, steps):
  """XLA running `program` (shardings stripped) `steps` times from the
  inputs in `inputs_dir`; the last output of each step is the loss."""
  import numpy as np
  import spmd_check
  from osdp import xla
  xla.configure(1)
  import jax
  with open(program) as f:
    text = spmd_check.osdp_opt(
        osdp_opt, f.read(),
        ["--osdp-inline-calls", "--osdp-import-shardings",
         "--osdp-strip-shardings"])
  executable, devices = xla._compile(spmd_check.as_entry(text, "main"), 1)
  count = len([n for n in os.listdir(inputs_dir) if n.endswith(".npy")])
  inputs = [np.load(os.path.join(inputs_dir, "%d.npy" % i))
            for i in range(count)]
  losses = []
  for _ in range(steps):
    outputs = [np.asarray(o) for o in executable.execute(
        [jax.device_put(x, devices[0]) for x in inputs])]
    losses.append(float(outputs[-1]))
    # The leading outputs that match the inputs are the next step's.
    for i, (x, y) in enumerate(zip(inputs, outputs)):
      if x.shape != y.shape or x.dtype != y.dtype:
        break
      inputs[i] = y
  return losses


def main(argv):
  parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
  parser.add_argument("artifact")
  parser.add_argument("model", choices=("gpt2", "mlp"))
  parser.add_argument("--osdp-run", default="osdp-run")
  parser.add_argument("--osdp-opt", default="osdp-opt")
  parser.add_argument("--stablehlo",
                      help="the reference is XLA running this program")
  parser.add_argument("--show-run", action="store_true",
                      help="print the osdp-run command and its output")
  parser.add_argument("--inputs-dir",
                      help="write the inputs here (kept) instead of a "
                      "temporary directory")
  parser.add_argument("--steps", type=int, default=3)
  parser.add_argument("--rtol", type=float, default=1e-4)
  args = parser.parse_args(argv)
  os.environ.setdefault("JAX_PLATFORMS", "cpu")
  import json
  with open(os.path.join(args.artifact, "manifest.json")) as f:
    ranks = json.load(f)["mesh"]["devices"]
  with tempfile.TemporaryDirectory() as scratch:
    tmp = args.inputs_dir or scratch
    write_example_inputs.main([args.model, tmp])
    command = [args.osdp_run, args.artifact, "-n", str(ranks), "--inputs",
               tmp, "--steps", str(args.steps), "--print-scalars"]
    if args.show_run:
      print("$ " + " ".join(command), flush=True)
    proc = subprocess.run(command, text=True, capture_output=True)
    if args.show_run:
      print(proc.stdout, end="", flush=True)
    if proc.returncode != 0:
      print("FAIL osdp-run:\n" + proc.stdout + proc.stderr)
      return 1
    if args.stablehlo:
      reference = "XLA"
      theirs = stablehlo_losses(args.stablehlo, args.osdp_opt, tmp,
                                args.steps)
    else:
      reference = "jax"
      theirs = jax_losses(args.model, args.steps)
  # The loss is the last scalar of each step's line.
  ours = [float(line.rsplit("= ", 1)[1])
          for line in proc.stdout.splitlines() if line.startswith("step ")]
  failures = 0
  for i, (a, b) in enumerate(zip(ours, theirs)):
    difference = abs(a - b) / max(1.0, abs(b))
    ok = difference <= args.rtol
    failures += not ok
    print("step %d: osdp %.7f  %s %.7f  relative difference %.1e  %s" % (
        i, a, reference, b, difference, "ok" if ok else "DIFFERS"))
  if len(ours) != args.steps:
    print("FAIL: osdp-run printed %d steps" % len(ours))
    return 1
  print("%d steps on %d ranks, %d losses differ" % (args.steps, ranks,
                                                     failures))
  if failures:
    print("FAIL: %d of %d losses differ from %s's by more than %g" % (
        failures, args.steps, reference, args.rtol))
    return 1
  print("PASS: every loss within %g (relative) of %s's" % (args.rtol,
                                                          reference))
  return 0


if __name__ == "__main__":
  sys.exit(main(sys.argv[1:]))
