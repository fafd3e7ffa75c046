#!/usr/bin/env python3
"""Rematerialization measured: peak memory and step time, with and without.

    python3 benchmarks/remat.py [--build build] [--steps 20] [--repeats 3]
                                [--auto-only]

For each corpus step and plan below, the step is partitioned by
`osdp-opt --osdp-auto-shard="... remat=POLICY"` for POLICY none, dots:1/2
(the first half of the forward pass) and dots (osdp-rematerialize in the
partition pipeline; with microbatches, inside their loop), and for each:

* predicted: the cost model's peak bytes per device of the partitioned
  step (`--osdp-estimate-cost`) and its step time;
* measured: the partitioned step compiled by osdp-compile and run by
  `osdp-run -n RANKS --random-inputs --report-json`, the best median step
  of --repeats runs, and the peak per rank of the step's argument and
  result buffers plus the program's own buffers (the runtime's count).

It prints one row per step, plan and policy, then for each step and plan
the policy's effect predicted and measured side by side: the peak's drop
in bytes and the step's change in time. Last, the plan `remat=auto`
chooses under a memory limit run beside `remat=dots`'s plan under the same
limit: both peaks against the limit, and both steps. In a fixed mode,
auto chooses the least of dots:1/4, 1/2, 3/4 and dots that fits; under
`mode=auto`, the search chooses the ops to recompute one by one (`marked`,
with the number of ops it marked). Run it on a quiet machine: other jobs
slow the steps, not the peaks.
"""

import argparse
import json
import os
import pathlib
import re
import statistics
import subprocess
import sys
import tempfile

ROOT = pathlib.Path(__file__).resolve().parents[1]

# (step, its mesh and plan options)
CASES = [
    ("gpt2_2layer_train_step", "mesh=data=2 mode=osdp memory=20MB"),
    ("gpt2_2layer_train_step", "mesh=data=4 mode=fsdp"),
    ("gpt2_2layer_train_step", "mesh=data=2 mode=dp microbatches=2"),
    ("mlp_train_step", "mesh=data=2 mode=dp"),
    ("resnet_block_train_step", "mesh=data=2 mode=dp"),
]
POLICIES = ("none", "dots:1/2", "dots")
# remat=auto's choice under a limit, run beside remat=dots under the same
# limit (what auto chose before it could recompute part of the pass).
AUTO_CASES = [
    ("gpt2_2layer_train_step", "mesh=data=2 memory=17MB"),
    ("gpt2_2layer_train_step", "mesh=data=2 memory=16.5MB"),
    ("gpt2_2layer_train_step", "mesh=data=2 mode=auto memory=16MB"),
    ("gpt2_2layer_train_step", "mesh=data=2 mode=auto memory=14MB"),
    ("zoo/llama", "mesh=data=2 mode=auto memory=1.54MB"),
    ("zoo/mistral", "mesh=data=2 mode=auto memory=1.54MB"),
    ("zoo/gemma", "mesh=data=2 mode=auto memory=1.61MB"),
    ("zoo/gpt2", "mesh=data=2 mode=auto memory=2.05MB"),
]


def tool(args, name):
  return os.path.join(args.build, "bin", name)


def partition(args, step, plan, policy, work):
  """The per-device program and the cost model's prediction of it."""
  source = str(ROOT / "test" / "Inputs" / (step + ".mlir"))
  program = os.path.join(work, "%s-%s-%s.mlir" % (
      step.replace("/", "_"), "-".join(plan.split()).replace("=", "_"),
      policy.replace(":", "_").replace("/", "_")))
  subprocess.run([tool(args, "osdp-opt"), source,
                  "--osdp-auto-shard=%s hardware=cpu remat=%s" % (plan, policy),
                  "-o", program], check=True, capture_output=True)
  report = program + ".cost.json"
  subprocess.run([tool(args, "osdp-opt"), program,
                  "--osdp-estimate-cost=hardware=cpu report=" + report,
                  "-o", os.devnull], check=True, capture_output=True)
  with open(report) as f:
    main = json.load(f)["functions"]["main"]
  return program, main["peak_memory_bytes"], main["step_seconds"]


def measure(args, program, ranks, work):
  """The best median step time of --repeats runs, and the peak bytes per
  rank of the step's buffers and the program's own."""
  artifact = program + ".osdp"
  subprocess.run([tool(args, "osdp-compile"), program, "-o", artifact],
                 check=True, capture_output=True)
  best, peak = float("inf"), 0
  for repeat in range(args.repeats):
    report = os.path.join(work, "run-%d.json" % repeat)
    subprocess.run([tool(args, "osdp-run"), artifact, "-n", str(ranks),
                    "--random-inputs", "--warmup", "3", "--steps",
                    str(args.steps), "--report-json", report], check=True,
                   capture_output=True)
    with open(report) as f:
      run = json.load(f)
    best = min(best, statistics.median(run["step_seconds"]))
    peak = max(peak, run["buffer_bytes"] + run["program_peak_bytes"])
  return best, peak


def auto_choice(args, step, plan):
  """The remat policy `remat=auto` chooses for `step` under `plan`, with
  the number of ops the search marked under `marked`."""
  source = str(ROOT / "test" / "Inputs" / (step + ".mlir"))
  out = subprocess.run([tool(args, "osdp-opt"), source,
                        "--osdp-auto-shard=%s hardware=cpu remat=auto "
                        "plan-only" % plan], check=True, capture_output=True,
                       text=True).stdout
  policy = re.search(r'osdp\.remat = "([^"]*)"', out).group(1)
  if policy == "marked":
    policy += " (%d)" % out.count("osdp.recompute")
  return policy


def auto_against_dots(args, work):
  """remat=auto's plan under each limit of AUTO_CASES, run beside
  remat=dots's plan under the same limit."""
  print("\nremat=auto against remat=dots under the same limit")
  print("%-24s %-34s %-20s %12s %12s %10s %10s" % (
      "step", "plan", "remat", "pred. peak", "meas. peak", "pred. ms",
      "meas. ms"))
  for step, plan in AUTO_CASES:
    ranks = int(plan.split("=")[2].split()[0])
    chosen = auto_choice(args, step, plan)
    programs = {label: partition(args, step, plan, policy, work)
                for label, policy in (("auto: " + chosen, "auto"),
                                      ("dots", "dots"))}
    for label, (program, predicted_peak, predicted_s) in programs.items():
      measured_s, measured_peak = measure(args, program, ranks, work)
      print("%-24s %-34s %-20s %12d %12d %10.3f %10.3f" % (
          step, plan, label, predicted_peak, measured_peak,
          predicted_s * 1e3, measured_s * 1e3), flush=True)


def main(argv):
  parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
  parser.add_argument("--build", default=str(ROOT / "build"))
  parser.add_argument("--steps", type=int, default=20)
  parser.add_argument("--repeats", type=int, default=3)
  parser.add_argument("--auto-only", action="store_true",
                      help="only remat=auto against remat=dots")
  args = parser.parse_args(argv)
  if not args.auto_only:
    policy_table(args)
  with tempfile.TemporaryDirectory() as work:
    auto_against_dots(args, work)
  return 0


def policy_table(args):
  """Each case under each policy, then each policy against none."""
  rows = {}
  print("%-24s %-36s %-8s %12s %12s %10s %10s" % (
      "step", "plan", "remat", "pred. peak", "meas. peak", "pred. ms",
      "meas. ms"))
  with tempfile.TemporaryDirectory() as work:
    for step, plan in CASES:
      ranks = int(plan.split("=")[2].split()[0])
      for policy in POLICIES:
        program, predicted_peak, predicted_s = partition(
            args, step, plan, policy, work)
        measured_s, measured_peak = measure(args, program, ranks, work)
        rows[(step, plan, policy)] = (predicted_peak, measured_peak,
                                      predicted_s, measured_s)
        print("%-24s %-36s %-8s %12d %12d %10.3f %10.3f" % (
            step, plan, policy, predicted_peak, measured_peak,
            predicted_s * 1e3, measured_s * 1e3), flush=True)
  print()
  print("each policy against none: the peak's change in MB and the step's "
        "time ratio, predicted and measured")
  for step, plan in CASES:
    p0, m0, ps0, ms0 = rows[(step, plan, "none")]
    for policy in POLICIES[1:]:
      p1, m1, ps1, ms1 = rows[(step, plan, policy)]
      print("  %-24s %-36s %-8s peak %+.2f MB predicted, %+.2f MB measured "
            "(%+.0f%% of the measured peak); time x%.2f predicted, x%.2f "
            "measured" % (step, plan, policy, (p1 - p0) / 1e6,
                          (m1 - m0) / 1e6, 100.0 * (m1 - m0) / m0,
                          ps1 / ps0, ms1 / ms0))


if __name__ == "__main__":
  sys.exit(main(sys.argv[1:]))
