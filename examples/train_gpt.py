#!/usr/bin/env python3
"""Trains a small GPT on 2 CPU ranks through osdp and checks its loss curve
against JAX training the same model on one device.

    python3 examples/train_gpt.py [--steps 300] [--mode auto]
                                  [--dtype float64|float32] [--plot loss.svg]

The model (python/osdp/models/gpt2.py: 2 layers, 64 features, a byte
vocabulary) learns one fixed batch of eight 32-byte windows of a text: the
training step is exported with `osdp.export`, planned over 2 devices with
`osdp.plan`, compiled with `osdp.compile` and trained with `osdp.run`,
which feeds the updated parameters and Adam state back after every step.
JAX trains the same model from the same state on the same batch.  Prints
the two losses every 25 steps and writes both curves as an SVG; exits
non-zero if a step's loss differs from JAX's by more than --rtol (1e-4)
and by more than three times what JAX differs from itself when the batch's
sequences come in another order.  Training on one batch is chaotic: the
order of a sum's terms alone parts two runs by 1e-6 after 300 steps in
float64, by a few percent in float32, so the run is in float64 unless
--dtype float32.
Needs the osdp tools on PATH or in $OSDP_TOOLS, and jax.
"""

import argparse
import os
import sys

os.environ.setdefault("JAX_PLATFORMS", "cpu")
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                "..", "python"))

import numpy as np  # noqa: E402

import osdp  # noqa: E402

TEXT = (b"osdp chooses how every tensor of a training step is split over "
        b"the devices of a mesh, from a cost model and under a memory limit, "
        b"then rewrites the step into one program per device.")


def model_and_batch(dtype, batch=8):
  import jax
  import jax.numpy as jnp
  from osdp.models import gpt2, optim
  cfg = gpt2.Config(vocab=256, ctx=32, d_model=64, n_heads=4, n_layers=2,
                    dropout=0.0)
  data = np.frombuffer(TEXT, np.uint8).astype(np.int32)
  starts = np.linspace(0, len(data) - cfg.ctx - 1, batch).astype(int)
  windows = np.stack([data[s:s + cfg.ctx + 1] for s in starts])
  params = jax.tree.map(lambda w: w.astype(dtype),
                        gpt2.init(jax.random.PRNGKey(0), cfg))
  state = (params, optim.adam_init(params), jnp.asarray(windows[:, :-1]),
           jnp.asarray(windows[:, 1:]))
  return cfg, state


def jax_losses(step, state, steps):
  import jax
  step = jax.jit(step)
  params, opt_state, tokens, targets = state
  losses = []
  for _ in range(steps):
    params, opt_state, loss = step(params, opt_state, tokens, targets)
    losses.append(float(loss))
  return losses


def write_svg(path, curves, width=720, height=360):
  """The curves ({label: (color, values)}) as an SVG line plot."""
  left, right, top, bottom = 60, 20, 24, 40
  n = max(len(v) for _, v in curves.values())
  high = max(max(v) for _, v in curves.values())
  sx = lambda i: left + i / max(1, n - 1) * (width - left - right)
  sy = lambda y: height - bottom - y / high * (height - top - bottom)
  out = ['<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" '
         'font-family="sans-serif" font-size="12">' % (width, height),
         '<rect width="100%" height="100%" fill="white"/>']
  for k in range(6):
    y = high * k / 5
    out.append('<line x1="%d" x2="%d" y1="%.1f" y2="%.1f" stroke="#e6e6e6"/>'
               '<text x="%d" y="%.1f" text-anchor="end">%.2f</text>' %
               (left, width - right, sy(y), sy(y), left - 6, sy(y) + 4, y))
  for k in range(6):
    i = (n - 1) * k / 5
    out.append('<text x="%.1f" y="%d" text-anchor="middle">%d</text>' %
               (sx(i), height - bottom + 16, round(i)))
  out.append('<text x="%d" y="%d" text-anchor="middle">step</text>'
             '<text x="%d" y="%d">loss</text>' %
             ((left + width - right) / 2, height - 6, 8, top - 6))
  for row, (label, (color, values)) in enumerate(curves.items()):
    points = " ".join("%.1f,%.1f" % (sx(i), sy(v)) for i, v in
                      enumerate(values))
    dash = ' stroke-dasharray="6 4"' if row else ""
    out.append('<polyline fill="none" stroke="%s" stroke-width="2"%s '
               'points="%s"/>' % (color, dash, points))
    out.append('<text x="%d" y="%d" fill="%s">%s</text>' %
               (width - right - 150, top + 16 * (row + 1), color, label))
  out.append("</svg>")
  with open(path, "w") as f:
    f.write("\n".join(out) + "\n")


def main(argv):
  parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
  parser.add_argument("--steps", type=int, default=300)
  parser.add_argument("--mode", default="auto")
  parser.add_argument("--dtype", choices=("float64", "float32"),
                      default="float64")
  parser.add_argument("--rtol", type=float, default=1e-4,
                      help="the relative difference from JAX always allowed")
  parser.add_argument("--plot", default="gpt_loss.svg")
  args = parser.parse_args(argv)
  import jax
  jax.config.update("jax_enable_x64", args.dtype == "float64")

  from osdp.models import gpt2
  cfg, state = model_and_batch(args.dtype)

  def train_step(params, opt_state, tokens, targets):
    return gpt2.train_step(params, opt_state, tokens, targets, cfg=cfg)

  text = osdp.export(train_step, *state, params=0, opt_state=1)
  plan = osdp.plan(text, mesh={"data": 2}, hardware="cpu", mode=args.mode)
  print(plan.summary(), end="")
  artifact = osdp.compile(plan)
  result = osdp.run(artifact, state, steps=args.steps)
  ours = result.per_step(-1)
  theirs = jax_losses(train_step, state, args.steps)
  # Training on one batch is chaotic: the same batch in another order,
  # which changes only the order of JAX's sums, parts JAX from itself too.
  params, opt_state, tokens, targets = state
  reordered = jax_losses(train_step, (params, opt_state, tokens[::-1],
                                      targets[::-1]), args.steps)

  print("step   osdp (2 ranks)   JAX (1 device)   difference   "
        "JAX, batch reordered")
  worst = spread = 0.0
  for i, (a, b, c) in enumerate(zip(ours, theirs, reordered)):
    difference, own = abs(a - b) / abs(b), abs(c - b) / abs(b)
    worst, spread = max(worst, difference), max(spread, own)
    if i % 25 == 0 or i == args.steps - 1:
      print("%4d   %14.7f   %14.7f   %10.1e   %20.1e" % (i, a, b, difference,
                                                          own))
  print("%s; median step %.2f ms on 2 ranks; largest relative difference "
        "from JAX %.1e over %d steps (JAX from itself, the batch "
        "reordered: %.1e)" % (args.dtype, 1e3 * float(np.median(
            result.step_seconds)), worst, args.steps, spread))
  write_svg(args.plot, {"osdp, 2 ranks": ("#4c78a8", ours),
                        "JAX, 1 device": ("#e45756", theirs)})
  print("loss curves: " + args.plot)
  allowed = max(args.rtol, 3 * spread)
  if worst > allowed:
    print("FAIL: a loss differs from JAX's by more than %.1e" % allowed)
    return 1
  print("PASS: every loss within %.1e of JAX's" % allowed)
  return 0


if __name__ == "__main__":
  sys.exit(main(sys.argv[1:]))
