#!/usr/bin/env python3
"""A long checkpointed training job: resident memory and losses over time.

    python3 benchmarks/soak.py [--build build] [--model mlp|gpt2]
        [--steps 10000] [--every 500] [--no-jax]

Trains a corpus step on 2 ranks from the model's real initial state: the
MLP (784-512-256-10, batch 64, Adam) with the FSDP shardings of
test/Inputs/plans/mlp_train_step_fsdp2_sdy.mlir (`osdp-compile
--osdp-shard`), or the 2-layer GPT-2 (AdamW) as `make demo` plans it
(`--osdp-auto-shard`, 20 MB per device), for --steps steps with a
checkpoint every --every
(`osdp-run --checkpoint-dir --checkpoint-every --print-scalars`). At each
checkpoint line before the last step it reads every rank's resident
memory (VmRSS, from /proc); it prints that series, the growth from the
first checkpoint (after warm-up) to the last, and the checkpoints' sizes
and times. Then JAX trains
the same model from the same state for the same steps (jax.jit on the
CPU) and the two loss series are compared: the largest difference,
relative to max(1, |JAX's loss|) as training_check.py reports it, the
largest absolute difference, and the losses at each checkpoint side by
side. Both train on one fixed batch, so the loss falls towards float32's
rounding (the MLP's below 1e-8 after 6,000 steps): there the relative
differences are of rounding, not of training. Absolute times depend on what else
runs on the machine: run it on a quiet one.
"""

import argparse
import os
import pathlib
import re
import subprocess
import sys
import tempfile
import time

ROOT = pathlib.Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "python"))
sys.path.insert(0, str(ROOT / "python" / "tools"))
import checkpoint_check  # noqa: E402  (the ranks of an osdp-run -n job)


def resident_mib(pid):
  with open("/proc/%d/status" % pid) as f:
    for line in f:
      if line.startswith("VmRSS:"):
        return int(line.split()[1]) / 1024.0
  return float("nan")


def train(args, artifact, inputs, work):
  """Runs the job; returns its losses, the resident memory of each rank at
  each checkpoint, the checkpoint lines and the wall time."""
  command = [os.path.join(args.build, "bin", "osdp-run"), artifact, "-n",
             str(args.ranks), "--inputs", inputs, "--steps", str(args.steps),
             "--print-scalars", "--checkpoint-dir",
             os.path.join(work, "ckpt"), "--checkpoint-every",
             str(args.every)]
  start = time.time()
  proc = subprocess.Popen(command, text=True, stdout=subprocess.PIPE)
  losses, memory, checkpoints = [], [], []
  ranks = []
  for line in proc.stdout:
    if line.startswith("step "):
      losses.append(float(line.rsplit("= ", 1)[1]))
    elif line.startswith("checkpoint: "):
      checkpoints.append(line.strip())
      # After the last step rank 0 gathers the outputs: not the loop's.
      if len(losses) < args.steps:
        ranks = ranks or checkpoint_check.ranks_of(proc.pid)
        memory.append((len(losses), [resident_mib(p) for p in ranks]))
  if proc.wait() != 0:
    sys.exit("soak: osdp-run failed")
  return losses, memory, checkpoints, time.time() - start


# Each model: the program, how osdp-compile shards it, and its ranks.
MODELS = {
    "mlp": ("test/Inputs/plans/mlp_train_step_fsdp2_sdy.mlir",
            ["--osdp-shard"]),
    "gpt2": ("test/Inputs/gpt2_2layer_train_step.mlir",
             ["--osdp-auto-shard=mesh=data=2 memory=20MB hardware=cpu"]),
}


def jax_losses(model, steps):
  import jax
  from osdp.models import gpt2, mlp
  if model == "gpt2":
    cfg = gpt2.Config(n_layers=2)
    params, opt, *batch = gpt2.example_args(cfg)
    step = jax.jit(lambda p, o, t, g: gpt2.train_step(p, o, t, g, cfg=cfg))
  else:
    params, opt, *batch = mlp.example_args()
    step = jax.jit(mlp.train_step)
  losses = []
  for _ in range(steps):
    params, opt, loss = step(params, opt, *batch)
    losses.append(float(loss))
  return losses


def report_memory(memory):
  print("resident memory per rank at each checkpoint (MiB):")
  for step, values in memory:
    print("  step %6d: %s" % (step, "  ".join("%.1f" % v for v in values)))
  first, last = memory[0][1], memory[-1][1]
  growth = [b - a for a, b in zip(first, last)]
  print("growth from step %d to step %d: %s MiB per rank (%s)" % (
      memory[0][0], memory[-1][0], ", ".join("%+.2f" % g for g in growth),
      ", ".join("%+.2f%%" % (100 * g / a) for g, a in zip(growth, first))))


def report_checkpoints(lines):
  sizes = [float(m.group(1)) for m in
           (re.search(r"\(([\d.]+) MB", l) for l in lines) if m]
  times = sorted(float(m.group(1)) for m in
                 (re.search(r", ([\d.]+) ms\)", l) for l in lines) if m)
  print("%d checkpoints of %.1f MB, each written in %.1f ms (median; "
        "%.1f to %.1f)" % (len(lines), sizes[0] if sizes else 0,
                           times[len(times) // 2], times[0], times[-1]))


def report_losses(ours, theirs, every):
  pairs = list(zip(ours, theirs))
  worst = max(abs(a - b) / max(1.0, abs(b)) for a, b in pairs)
  absolute = max(abs(a - b) for a, b in pairs)
  print("losses against JAX over %d steps: largest difference %.2e "
        "relative to max(1, |loss|), %.2e absolute" % (
            len(ours), worst, absolute))
  print("  %6s %14s %14s" % ("step", "osdp", "JAX"))
  for k in range(every - 1, len(ours), every):
    print("  %6d %14.8g %14.8g" % (k + 1, ours[k], theirs[k]))


def main(argv):
  parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
  parser.add_argument("--build", default=str(ROOT / "build"))
  parser.add_argument("--steps", type=int, default=10000)
  parser.add_argument("--every", type=int, default=500)
  parser.add_argument("--model", choices=sorted(MODELS), default="mlp")
  parser.add_argument("--ranks", type=int, default=2)
  parser.add_argument("--no-jax", action="store_true")
  args = parser.parse_args(argv)
  os.environ.setdefault("JAX_PLATFORMS", "cpu")
  import write_example_inputs
  with tempfile.TemporaryDirectory() as work:
    artifact = os.path.join(work, "step.osdp")
    program, sharding = MODELS[args.model]
    subprocess.run([os.path.join(args.build, "bin", "osdp-compile"),
                    str(ROOT / program), *sharding, "-o", artifact],
                   check=True)
    inputs = os.path.join(work, "inputs")
    write_example_inputs.main([args.model, inputs])
    losses, memory, lines, seconds = train(args, artifact, inputs, work)
  print("osdp-run: %s, %d steps on %d ranks in %.1f s, a checkpoint every "
        "%d" % (args.model, len(losses), args.ranks, seconds, args.every))
  report_memory(memory)
  report_checkpoints(lines)
  if not args.no_jax:
    report_losses(losses, jax_losses(args.model, args.steps), args.every)
  return 0


if __name__ == "__main__":
  sys.exit(main(sys.argv[1:]))
