#!/usr/bin/env python3
"""Pipeline stages measured: step time and memory per rank against the
number of stages and microbatches.

    python3 benchmarks/pipeline.py [--build build] [--steps 10] [--repeats 3]

The 12-layer GPT-2 step of test/Inputs (width 128, batch 8 x 64 tokens,
Adam) is compiled by `osdp-compile --osdp-shard="stages=N microbatches=K"`
(osdp-split-stages: one program per stage, the K microbatches on 1F1B's
schedule, or GPipe's where the table says so) and run by `osdp-run -n N --random-inputs --report-json`;
the step time is the best median of --repeats runs, the memory the largest
over the ranks of the step's argument and result buffers plus the
program's own buffers. One stage on one rank is the reference.

With equal stages of time t per microbatch, GPipe takes (K + N - 1) t for
K microbatches through N stages, against N K t on one device for the
whole batch: the "bubble model" column is the step time that predicts
from the one-rank step, N K t, with t = its time / (N K). On this 2-core
machine, 4 ranks share 2 cores: only 2 stages can compute at once.
"""

import argparse
import json
import os
import pathlib
import statistics
import subprocess
import sys
import tempfile

ROOT = pathlib.Path(__file__).resolve().parents[1]
STEP = ROOT / "test" / "Inputs" / "gpt2_12layer_train_step.mlir"

# (stages, microbatches, schedule)
CASES = [(1, 1, "1f1b"), (2, 1, "1f1b"), (2, 2, "1f1b"), (2, 4, "1f1b"),
         (2, 8, "1f1b"), (2, 8, "gpipe"), (4, 1, "1f1b"), (4, 4, "1f1b"),
         (4, 8, "1f1b"), (4, 8, "gpipe")]


def measure(args, stages, microbatches, schedule, work):
  """The best median step seconds and the largest bytes per rank."""
  artifact = os.path.join(work, "s%d-k%d-%s.osdp" % (stages, microbatches,
                                                     schedule))
  options = "stages=%d microbatches=%d schedule=%s" % (stages, microbatches,
                                                      schedule)
  subprocess.run([os.path.join(args.build, "bin", "osdp-compile"), str(STEP),
                  "--osdp-shard=" + options, "-o", artifact], check=True,
                 capture_output=True)
  best, peak = float("inf"), 0
  for repeat in range(args.repeats):
    report = os.path.join(work, "run-%d.json" % repeat)
    subprocess.run([os.path.join(args.build, "bin", "osdp-run"), artifact,
                    "-n", str(stages), "--random-inputs", "--warmup", "2",
                    "--steps", str(args.steps), "--report-json", report],
                   check=True, capture_output=True)
    with open(report) as f:
      run = json.load(f)
    best = min(best, statistics.median(run["step_seconds"]))
    peak = max(peak, run["buffer_bytes"] + run["program_peak_bytes"])
  return best, peak


def main(argv):
  parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
  parser.add_argument("--build", default=str(ROOT / "build"))
  parser.add_argument("--steps", type=int, default=10)
  parser.add_argument("--repeats", type=int, default=3)
  args = parser.parse_args(argv)
  print("%-7s %-13s %-9s %10s %14s %12s %16s" % (
      "stages", "microbatches", "schedule", "step ms", "bubble model",
      "x one rank", "MB per rank"))
  with tempfile.TemporaryDirectory() as work:
    one_rank = None
    for stages, microbatches, schedule in CASES:
      seconds, peak = measure(args, stages, microbatches, schedule, work)
      if one_rank is None:
        one_rank = seconds
      model = one_rank * (microbatches + stages - 1) / (stages * microbatches)
      print("%-7d %-13d %-9s %10.2f %14.2f %12.2f %16.2f" % (
          stages, microbatches, schedule, seconds * 1e3, model * 1e3,
          seconds / one_rank, peak / 1e6), flush=True)
  return 0


if __name__ == "__main__":
  sys.exit(main(sys.argv[1:]))
