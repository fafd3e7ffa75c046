#!/usr/bin/env python3
"""stages=auto's choice measured: every count of stages it weighed, run.

    python3 benchmarks/stage_choice.py [--build build] [--steps 10]
                                       [--repeats 3]

For each step and mesh below, `osdp-opt --osdp-auto-shard="mesh=...
stages=auto ..." plan-only` plans the step for every count of stages that
divides the mesh's stage axis (the positions the stages give up join the
data axis) and keeps the count whose plan is predicted fastest; the plan
report's `stage_counts` lists each count's mesh and predicted step. Each
of those plans is then made again on its own (`stages=N` on that count's
mesh, the other levers as given), compiled, and run by `osdp-run -n RANKS
--random-inputs --report-json`: the best median step of --repeats runs.
The table gives, per count, the predicted and the measured step, with a
star on the count stages=auto chose (a count with no plan says why); the
last column says whether the measured order of the counts agrees with the
predicted one. Run it on a quiet machine:
two cores serve four ranks here, and other jobs slow the steps.
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

# (step, mesh with its stage axis, other options)
CASES = [
    ("gpt2_2layer_train_step", "pipe=2,data=2",
     "mode=auto microbatches=2 hardware=cpu"),
    ("gpt2_2layer_train_step", "pipe=2,data=2",
     "mode=dp microbatches=4 hardware=cpu"),
    ("zoo/llama", "pipe=2,data=2", "mode=auto microbatches=2 hardware=cpu"),
]


def tool(args, name):
  return os.path.join(args.build, "bin", name)


def source(step):
  return str(ROOT / "test" / "Inputs" / (step + ".mlir"))


def weighed_counts(args, step, mesh, options, work):
  """stages=auto's trials (count, mesh, predicted seconds) and its choice."""
  report = os.path.join(work, "choice.json")
  subprocess.run([tool(args, "osdp-opt"), source(step),
                  "--osdp-auto-shard=mesh=%s stages=auto %s plan-only" %
                  (mesh, options), "--osdp-plan-report=" + report,
                  "-o", os.devnull], check=True, capture_output=True)
  with open(report) as f:
    document = json.load(f)
  trials = [(t["stages"], t["mesh"], t["step_seconds"])
            for t in document["stage_counts"] if "step_seconds" in t]
  refused = [(t["stages"], t["mesh"], t["error"].splitlines()[0])
             for t in document["stage_counts"] if "error" in t]
  chosen = min(trials, key=lambda t: t[2])[0]
  return trials, refused, chosen


def measure(args, step, mesh, stages, options, work):
  """The best median step seconds of the plan for `stages` on `mesh`."""
  program = os.path.join(work, "s%d.mlir" % stages)
  artifact = program + ".osdp"
  subprocess.run([tool(args, "osdp-opt"), source(step),
                  "--osdp-auto-shard=mesh=%s stages=%d %s" %
                  (mesh, stages, options), "-o", program], check=True,
                 capture_output=True)
  subprocess.run([tool(args, "osdp-compile"), program, "-o", artifact],
                 check=True, capture_output=True)
  ranks = 1
  for axis in mesh.split(","):
    ranks *= int(axis.split("=")[1])
  best = float("inf")
  for repeat in range(args.repeats):
    report = os.path.join(work, "run-%d.json" % repeat)
    subprocess.run([tool(args, "osdp-run"), artifact, "-n", str(ranks),
                    "--random-inputs", "--warmup", "2", "--steps",
                    str(args.steps), "--report-json", report], check=True,
                   capture_output=True)
    with open(report) as f:
      best = min(best, statistics.median(json.load(f)["step_seconds"]))
  return best


def main(argv):
  parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
  parser.add_argument("--build", default=str(ROOT / "build"))
  parser.add_argument("--steps", type=int, default=10)
  parser.add_argument("--repeats", type=int, default=3)
  args = parser.parse_args(argv)
  print("%-24s %-40s %-16s %10s %10s  %s" % (
      "step", "options", "stages on", "pred. ms", "meas. ms", "same order"))
  for step, mesh, options in CASES:
    with tempfile.TemporaryDirectory() as work:
      trials, refused, chosen = weighed_counts(args, step, mesh, options,
                                               work)
      rows = [(stages, count_mesh, predicted,
               measure(args, step, count_mesh, stages, options, work))
              for stages, count_mesh, predicted in trials]
    by_prediction = [r[0] for r in sorted(rows, key=lambda r: r[2])]
    by_measurement = [r[0] for r in sorted(rows, key=lambda r: r[3])]
    agree = "yes" if by_prediction == by_measurement else "no"
    for stages, count_mesh, predicted, measured in rows:
      label = "%d%s %s" % (stages, "*" if stages == chosen else "", count_mesh)
      print("%-24s %-40s %-16s %10.3f %10.3f  %s" % (
          step, options, label, predicted * 1e3, measured * 1e3, agree),
          flush=True)
    for stages, count_mesh, error in refused:
      print("%-24s %-40s %-16s no plan: %s" % (
          step, options, "%d %s" % (stages, count_mesh), error[:60]))
  return 0


if __name__ == "__main__":
  sys.exit(main(sys.argv[1:]))
