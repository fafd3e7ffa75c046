#!/usr/bin/env python3
"""Pipeline stages measured: step time and memory per rank against the
number of stages and microbatches.

    python3 benchmarks/pipeline.py [--build build] [--steps 10] [--repeats 3]
        [--step PROGRAM] [--max-stages N]

The 12-layer GPT-2 step of test/Inputs (width 128, batch 8 x 64 tokens,
Adam), or the step --step names (a zoo model's), is compiled by `osdp-compile --osdp-shard="stages=N microbatches=K"`
(osdp-split-stages: one program per stage, the K microbatches on 1F1B's
schedule, or GPipe's where the table says so) and run by `osdp-run -n N --random-inputs --report-json`;
the step time is the best median of --repeats runs, the memory the largest
over the ranks of the step's argument and result buffers plus the
program's own buffers. One stage on one rank is the reference.

With equal stages of time t per microbatch, GPipe takes (K + N - 1) t for
K microbatches through N stages, against N K t on one device for the
whole batch: the "bubble model" column is the step time that predicts
from the one-rank step, N K t, with t = its time / (N K).

The "predicted" columns are the cost model's for the same program
(`osdp-estimate-cost`, which runs the stages side by side: PipelineCost.h)
on a profile of this machine (`--profile`, or one `osdp-calibrate -n 2
--quick` measures first): the step, its ratio to the measured one, the
bubble it finds against the ideal (N - 1) / (K + N - 1), and the highest
stage's peak. On this 2-core machine, 4 ranks share 2 cores: only 2 stages
can compute at once, which the prediction (one device per stage) does not
know.
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
  subprocess.run([os.path.join(args.build, "bin", "osdp-compile"), args.step,
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


def predict(args, stages, microbatches, schedule, work):
  """The cost model's step seconds, bubble, ideal bubble and peak bytes."""
  report = os.path.join(work, "predicted.json")
  options = "stages=%d microbatches=%d schedule=%s" % (stages, microbatches,
                                                      schedule)
  subprocess.run([os.path.join(args.build, "bin", "osdp-opt"), args.step,
                  "--osdp-shard=" + options,
                  "--osdp-estimate-cost=hardware=%s report=%s" % (
                      args.profile, report), "-o", os.devnull],
                 check=True, capture_output=True)
  with open(report) as f:
    cost = json.load(f)
  pipeline = cost.get("pipeline")
  if not pipeline:
    main_cost = cost["functions"]["main"]
    return main_cost["step_seconds"], 0.0, 0.0, main_cost["peak_memory_bytes"]
  return (pipeline["step_seconds"], pipeline["bubble_fraction"],
          pipeline["ideal_bubble_fraction"],
          max(s["cost"]["peak_memory_bytes"] for s in pipeline["stages"]))


def calibrate(args, work):
  args.profile = os.path.join(work, "profile.json")
  subprocess.run([sys.executable, str(ROOT / "python" / "tools" /
                                      "calibrate.py"), "-n", "2", "--quick",
                  "--build", args.build, "-o", args.profile], check=True,
                 capture_output=True)


def main(argv):
  parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
  parser.add_argument("--build", default=str(ROOT / "build"))
  parser.add_argument("--steps", type=int, default=10)
  parser.add_argument("--repeats", type=int, default=3)
  parser.add_argument("--step", default=str(STEP),
                      help="the training step to pipeline (default: the "
                      "12-layer GPT-2 of test/Inputs)")
  parser.add_argument("--max-stages", type=int, default=4,
                      help="leave out the cases of more stages")
  parser.add_argument("--profile",
                      help="hardware profile of this machine (default: "
                      "one osdp-calibrate measures first)")
  args = parser.parse_args(argv)
  print("| stages | microbatches | schedule | step ms | bubble model ms | "
        "x one rank | predicted ms | predicted / measured | predicted "
        "bubble (ideal) | MB per rank | predicted MB |")
  print("|---:|---:|---|---:|---:|---:|---:|---:|---:|---:|---:|")
  with tempfile.TemporaryDirectory() as work:
    if not args.profile:
      calibrate(args, work)
    one_rank = None
    for stages, microbatches, schedule in CASES:
      if stages > args.max_stages:
        continue
      seconds, peak = measure(args, stages, microbatches, schedule, work)
      predicted, bubble, ideal, predicted_peak = predict(
          args, stages, microbatches, schedule, work)
      if one_rank is None:
        one_rank = seconds
      model = one_rank * (microbatches + stages - 1) / (stages * microbatches)
      print("| %d | %d | %s | %.2f | %.2f | %.2f | %.2f | %.2f | %.0f%% "
            "(%.0f%%) | %.2f | %.2f |" % (
                stages, microbatches, schedule, seconds * 1e3, model * 1e3,
                seconds / one_rank, predicted * 1e3, predicted / seconds,
                bubble * 100, ideal * 100, peak / 1e6, predicted_peak / 1e6),
            flush=True)
  return 0


if __name__ == "__main__":
  sys.exit(main(sys.argv[1:]))
