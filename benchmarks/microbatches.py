#!/usr/bin/env python3
"""Microbatching measured: peak memory and step time against the count.

    python3 benchmarks/microbatches.py [--build build] [--steps 20] [--repeats 3]

For each corpus step and plan below, the step is partitioned by
`osdp-opt --osdp-auto-shard="... microbatches=K"` for each count K
(osdp-microbatch ahead of the partition pipeline: the batch runs as K
microbatches whose gradients are accumulated in a loop, the optimizer once
after it), and, as benchmarks/remat.py does for recomputation:

* predicted: the cost model's peak bytes per device of the partitioned
  step (`--osdp-estimate-cost`) and its step time;
* measured: the step compiled by osdp-compile and run by
  `osdp-run -n RANKS --random-inputs --report-json`, the best median step
  of --repeats runs, and the peak per rank of the step's argument and
  result buffers plus the program's own buffers.

Then a plan that only microbatches make fit: GPT-2 under 14 MB on 2
devices with `microbatches=auto`; and the search's plan (`mode=auto`, which
prices the microbatch loop) beside Megatron's on 2 x 2 devices for each
count (--only selects the cases whose plan holds a text, e.g. `model=2`). It prints one row per step, plan and
count, then each count against one microbatch: the peak's change and the
step's time ratio, predicted and measured. Run it on a quiet machine.
"""

import argparse
import os
import pathlib
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import remat  # noqa: E402  (partition and measure)

ROOT = pathlib.Path(__file__).resolve().parents[1]

# (step, its mesh and plan options, the counts)
CASES = [
    ("gpt2_2layer_train_step", "mesh=data=1 mode=dp", ("1", "2", "4", "8")),
    ("gpt2_2layer_train_step", "mesh=data=2 mode=dp", ("1", "2", "4")),
    ("gpt2_2layer_train_step", "mesh=data=4 mode=fsdp", ("1", "2")),
    ("mlp_train_step", "mesh=data=2 mode=dp", ("1", "2", "4")),
    ("gpt2_2layer_train_step", "mesh=data=2 mode=osdp memory=14MB",
     ("auto",)),
    ("gpt2_2layer_train_step", "mesh=data=2,model=2 mode=auto",
     ("1", "2", "4")),
    ("gpt2_2layer_train_step", "mesh=data=2,model=2 mode=megatron",
     ("1", "2", "4")),
]


def mesh_devices(plan):
  """The number of devices of the `mesh=` in `plan`'s options."""
  mesh = plan.split()[0][len("mesh="):]
  devices = 1
  for axis in mesh.split(","):
    devices *= int(axis.split("=")[1])
  return devices


def main(argv):
  parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
  parser.add_argument("--build", default=str(ROOT / "build"))
  parser.add_argument("--steps", type=int, default=20)
  parser.add_argument("--repeats", type=int, default=3)
  parser.add_argument("--only", default="",
                      help="run only the cases whose plan holds this text")
  args = parser.parse_args(argv)
  cases = [case for case in CASES if args.only in case[1]]
  rows = {}
  print("%-24s %-34s %-5s %12s %12s %10s %10s" % (
      "step", "plan", "K", "pred. peak", "meas. peak", "pred. ms",
      "meas. ms"))
  with tempfile.TemporaryDirectory() as work:
    for step, plan, counts in cases:
      ranks = mesh_devices(plan)
      for count in counts:
        program, predicted_peak, predicted_s = remat.partition(
            args, step, "%s microbatches=%s" % (plan, count), "none", work)
        measured_s, measured_peak = remat.measure(args, program, ranks, work)
        rows[(step, plan, count)] = (predicted_peak, measured_peak,
                                     predicted_s, measured_s)
        print("%-24s %-34s %-5s %12d %12d %10.3f %10.3f" % (
            step, plan, count, predicted_peak, measured_peak,
            predicted_s * 1e3, measured_s * 1e3), flush=True)
  print()
  print("K microbatches against one: the peak's change and the step's time "
        "ratio, predicted and measured")
  for step, plan, counts in cases:
    if "1" not in counts:
      continue
    p1, m1, ps1, ms1 = rows[(step, plan, "1")]
    for count in counts[1:]:
      p, m, ps, ms = rows[(step, plan, count)]
      print("  %-24s %-24s K=%-2s peak %+.2f MB predicted, %+.2f MB "
            "measured (%+.0f%%); time x%.2f predicted, x%.2f measured" % (
                step, plan, count, (p - p1) / 1e6, (m - m1) / 1e6,
                100.0 * (m - m1) / m1, ps / ps1, ms / ms1))
  return 0


if __name__ == "__main__":
  sys.exit(main(sys.argv[1:]))
