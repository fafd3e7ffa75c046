#!/usr/bin/env python3
"""Collectives in flight: step time with and without overlap, predicted and
measured.

    python3 benchmarks/overlap.py [--build build] [--zoo build/zoo]
        [--ranks 4] [--models NAME...] [--plans fsdp dp]
        [--profile PROFILE.json] [--steps 20] [--repeats 3]

For each zoo export of a user plan (build/zoo/MODEL_PLANRANKS_sdy.mlir,
`make zoo`) and the 2-layer GPT-2 step of test/Inputs/plans, the program
`osdp-opt --osdp-shard` partitions, compiled twice by osdp-compile:
blocking, and after `osdp-overlap-collectives hardware=PROFILE` (each
all_reduce, reduce_scatter and one-dimension all_gather issued ahead of
its first reader by as much compute as the profile says it takes). Both
are run by `osdp-run -n RANKS --random-inputs --profile`: the median step
(the fastest of --repeats runs), the collectives' time per step on rank 0
(what their calls block: for a collective in flight, its start and its
wait) and the peak memory per rank (the caller's buffers and the
program's own). `osdp-estimate-cost` on PROFILE predicts both steps.
Without --profile, `osdp-calibrate -n RANKS --quick` measures one first.
The machine should be quiet: MPI collectives on a busy machine are slow.
"""

import json
import os
import pathlib
import statistics
import sys
import tempfile

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))
from buckets import KINDS, fastest_run, tool, zoo_parser  # noqa: E402

ROOT = pathlib.Path(__file__).resolve().parents[1]


def predict(args, program, tmp):
  """(step seconds, hidden communication seconds) osdp-estimate-cost
  predicts for the partitioned `program` on the profile."""
  report = os.path.join(tmp, "estimate.json")
  tool(args, "osdp-opt", program,
       "--osdp-estimate-cost=hardware=%s report=%s" % (args.profile, report),
       "-o", os.devnull)
  with open(report) as f:
    cost = json.load(f)["functions"]["main"]
  return cost["step_seconds"], cost.get("hidden_communication_seconds", 0)


def measure(args, artifact, tmp):
  """(median step s, collective s per step on rank 0, peak bytes)."""
  best = fastest_run(args, artifact, tmp)
  rank = best["profile"]["ranks"][0]
  return (statistics.median(best["step_seconds"]),
          sum(rank[k]["seconds"] for k in KINDS),
          best["buffer_bytes"] + best["program_peak_bytes"])


def variants(args, source, tmp):
  """The blocking and the overlapped program of `source`, partitioned,
  and how many collectives the second issues without waiting."""
  blocking = os.path.join(tmp, "blocking.mlir")
  overlapped = os.path.join(tmp, "overlapped.mlir")
  tool(args, "osdp-opt", source, "--osdp-shard", "-o", blocking)
  tool(args, "osdp-opt", blocking,
       "--osdp-overlap-collectives=hardware=" + args.profile, "-o", overlapped)
  with open(overlapped) as f:
    text = f.read()
  in_flight = text.count("osdp.async_start")
  total = in_flight + sum(text.count("osdp.%s " % k) for k in KINDS)
  return blocking, overlapped, in_flight, total


def programs(args):
  for model in args.models:
    for plan in args.plans:
      path = os.path.join(args.zoo, "%s_%s%d_sdy.mlir" % (model, plan,
                                                          args.ranks))
      if os.path.exists(path):
        yield model, plan, path
  for plan in args.plans:
    path = ROOT / "test" / "Inputs" / "plans" / (
        "gpt2_2layer_train_step_%s%d_sdy.mlir" % (plan, args.ranks))
    if path.exists():
      yield "gpt2 (2 layers, test/Inputs)", plan, str(path)


def calibrate(args, tmp):
  args.profile = os.path.join(tmp, "profile.json")
  tool(args, "osdp-calibrate", "-n", str(args.ranks), "--quick", "-o",
       args.profile)


def main(argv):
  parser = zoo_parser(__doc__, ["fsdp", "dp"])
  parser.add_argument("--profile")
  args = parser.parse_args(argv)

  print("%d MPI ranks on this machine; step: median of %d, fastest of %d "
        "runs; collectives: their blocked time per step on rank 0.\n"
        % (args.ranks, args.steps, args.repeats))
  print("| program | plan | in flight | predicted ms: blocking / overlap "
        "(hidden) | measured step ms: blocking / overlap | ratio | "
        "collectives ms: blocking / overlap | peak MiB: blocking / overlap |")
  print("|---|---|---:|---:|---:|---:|---:|---:|")
  with tempfile.TemporaryDirectory(prefix="osdp-overlap-") as tmp:
    if not args.profile:
      calibrate(args, tmp)
    for model, plan, source in programs(args):
      blocking, overlapped, in_flight, total = variants(args, source, tmp)
      rows = []
      for program in (blocking, overlapped):
        artifact = os.path.join(tmp, "step.osdp")
        tool(args, "osdp-compile", program, "-o", artifact)
        rows.append(predict(args, program, tmp) + measure(args, artifact, tmp))
      (pb, _, sb, cb, mb), (po, hidden, so, co, mo) = rows
      print("| %s | %s | %d of %d | %.2f / %.2f (%.2f) | %.2f / %.2f | %.2f "
            "| %.2f / %.2f | %.1f / %.1f |"
            % (model, plan, in_flight, total, pb * 1e3, po * 1e3,
               hidden * 1e3, sb * 1e3, so * 1e3, so / sb, cb * 1e3, co * 1e3,
               mb / 2**20, mo / 2**20), flush=True)


if __name__ == "__main__":
  main(sys.argv[1:])
