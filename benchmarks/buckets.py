#!/usr/bin/env python3
"""Reductions in buckets: collective calls, step time and peak memory.

    python3 benchmarks/buckets.py [--build build] [--zoo build/zoo]
        [--ranks 4] [--models NAME...] [--plans dp fsdp megatron]
        [--profile build/profiles/cpu-4.json] [--steps 20] [--repeats 3]

For each zoo export of a user plan (build/zoo/MODEL_PLANRANKS_sdy.mlir,
`make zoo`), the same shardings partitioned three ways:

* by XLA's SPMD partitioner (the program compiled on RANKS partitions):
  the all-reduce, reduce-scatter and all-gather ops of its optimized HLO;
* by `osdp-compile --osdp-shard` with `bucket-bytes=0` (one call per
  reduction, as the partitioner emits them), with the default buckets and
  no cost model, and with the buckets the calibrated CPU profile chooses
  (`osdp-combine-collectives hardware=PROFILE` on the first program);

each osdp program run by `osdp-run -n RANKS --random-inputs --profile`:
the median step (best of --repeats runs), the calls per step of each
collective kind, the bytes each rank hands its all-reduces and its
all-gathers (its own piece), the all-reduce time per rank and the peak
memory per rank (the caller's buffers and the program's own).
The machine should be quiet: MPI collectives on a busy machine are slow.
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
sys.path.insert(0, str(ROOT / "python"))

import collectives  # noqa: E402  (beside this file)

KINDS = ("all_reduce", "reduce_scatter", "all_gather")


def xla_calls(text, ranks):
  """Reductions and gathers per kind in XLA's optimized HLO of `text`
  partitioned over `ranks` devices."""
  counts = collectives.xla_collectives(text, ranks)
  return {kind: counts[kind][0] for kind in KINDS}


def run(args, artifact, report):
  subprocess.run([os.path.join(args.build, "bin", "osdp-run"), artifact,
                  "-n", str(args.ranks), "--random-inputs", "--warmup", "3",
                  "--steps", str(args.steps), "--profile", "--report-json",
                  report], check=True, capture_output=True)
  with open(report) as f:
    return json.load(f)


def fastest_run(args, artifact, tmp):
  """The report of the fastest of --repeats runs (by median step)."""
  best = None
  for _ in range(args.repeats):
    report = run(args, artifact, os.path.join(tmp, "run.json"))
    if best is None or (statistics.median(report["step_seconds"]) <
                        statistics.median(best["step_seconds"])):
      best = report
  return best


def tool(args, name, *arguments):
  proc = subprocess.run([os.path.join(args.build, "bin", name)] +
                        list(arguments), capture_output=True, text=True)
  if proc.returncode != 0:
    sys.exit("buckets.py: %s %s failed:\n%s" % (
        name, " ".join(arguments), proc.stderr.strip()[-2000:]))


def compile_buckets(args, program, buckets, artifact, tmp):
  """Compiles `program`: one call per reduction (`none`), the pipeline's
  buckets (`default`), or, for `model`, the partitioner's reductions
  combined by the cost model of --profile alone (the pipeline's
  `hardware=` would also change how propagation settles conflicts)."""
  if buckets != "model":
    options = "bucket-bytes=0" if buckets == "none" else ""
    tool(args, "osdp-compile", program, "--osdp-shard=" + options, "-o",
         artifact)
    return
  partitioned = os.path.join(tmp, "partitioned.mlir")
  combined = os.path.join(tmp, "combined.mlir")
  tool(args, "osdp-opt", program, "--osdp-shard=bucket-bytes=0", "-o",
       partitioned)
  tool(args, "osdp-opt", partitioned,
       "--osdp-combine-collectives=hardware=" + args.profile, "-o", combined)
  tool(args, "osdp-compile", combined, "-o", artifact)


def measure(args, program, buckets, tmp):
  """(median step s, calls per kind, all-reduce bytes, all-gather bytes,
  all-reduce s, peak bytes) of `program` compiled with `buckets`
  (compile_buckets)."""
  artifact = os.path.join(tmp, "step.osdp")
  compile_buckets(args, program, buckets, artifact, tmp)
  best = fastest_run(args, artifact, tmp)
  rank = best["profile"]["ranks"][0]
  return (statistics.median(best["step_seconds"]),
          {k: rank[k]["calls"] for k in KINDS},
          rank["all_reduce"]["bytes"], rank["all_gather"]["bytes"],
          rank["all_reduce"]["seconds"],
          best["buffer_bytes"] + best["program_peak_bytes"])


def zoo_parser(doc, plans):
  """The arguments of a benchmark that runs zoo steps on MPI ranks."""
  parser = argparse.ArgumentParser(description=doc.split("\n")[0])
  parser.add_argument("--build", default=str(ROOT / "build"))
  parser.add_argument("--zoo", default=str(ROOT / "build" / "zoo"))
  parser.add_argument("--ranks", type=int, default=4)
  parser.add_argument("--models", nargs="*",
                      default=["gpt2", "bert", "vit", "resnet", "llama"])
  parser.add_argument("--plans", nargs="*", default=plans)
  parser.add_argument("--steps", type=int, default=20)
  parser.add_argument("--repeats", type=int, default=3)
  return parser


def calls_text(calls):
  return "/".join(str(calls[k]) for k in KINDS)


def main(argv):
  parser = zoo_parser(__doc__, ["dp", "fsdp"])
  parser.add_argument("--profile",
                      default=str(ROOT / "build" / "profiles" / "cpu-4.json"))
  args = parser.parse_args(argv)
  # A path (not a preset's name such as `cpu`) must exist before anything
  # is measured.
  if os.sep in args.profile and not os.path.isfile(args.profile):
    sys.exit("buckets.py: no profile %s (osdp-calibrate -n %d -o %s, or a "
             "preset's name such as --profile cpu)" % (
                 args.profile, args.ranks, args.profile))
  from osdp import xla
  xla.configure(args.ranks)

  variants = [("one call each", "none"), ("buckets", "default"),
              ("buckets by the model", "model")]
  print("Calls per step: all_reduce/reduce_scatter/all_gather. %d MPI ranks "
        "on this machine; step: median of %d, best of %d runs.\n"
        % (args.ranks, args.steps, args.repeats))
  print("| program | plan | XLA calls | osdp | calls | all-reduce MB | "
        "all-gather MB | all-reduce ms | step ms | step ratio | peak MiB |")
  print("|---|---|---|---|---|---:|---:|---:|---:|---:|---:|")
  with tempfile.TemporaryDirectory(prefix="osdp-buckets-") as tmp:
    for model in args.models:
      for plan in args.plans:
        suffix = "1x2" if plan == "megatron" and args.ranks == 2 else (
            "2x2" if plan == "megatron" else str(args.ranks))
        program = os.path.join(args.zoo, "%s_%s%s_sdy.mlir" % (model, plan,
                                                                suffix))
        if not os.path.exists(program):
          continue
        with open(program) as f:
          reference = calls_text(xla_calls(f.read(), args.ranks))
        base = None
        for name, buckets in variants:
          step, calls, ar_bytes, ag_bytes, ar_seconds, peak = measure(
              args, program, buckets, tmp)
          base = base or step
          print("| %s | %s | %s | %s | %s | %.2f | %.2f | %.2f | %.2f | %.2f "
                "| %.1f |"
                % (model, plan, reference, name, calls_text(calls),
                   ar_bytes / 1e6, ag_bytes / 1e6, ar_seconds * 1e3,
                   step * 1e3, step / base, peak / 2**20), flush=True)


if __name__ == "__main__":
  main(sys.argv[1:])
