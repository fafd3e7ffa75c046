#!/usr/bin/env python3
"""The cost model against the machine: for partitioned training steps, the
step time and collective time `osdp-estimate-cost` predicts with a profile
`osdp-calibrate` measured, next to what `osdp-run --profile` measures, on
the same ranks of this machine, in one run.

    python3 benchmarks/cost_model.py [--build build] [--ranks 2]
        [--plans dp,fsdp,megatron] [--steps 10]

Programs: test/Inputs/plans/ (JAX exports of the MLP, GPT-2 and ResNet-block
steps with dp, fsdp and Megatron shardings) for RANKS devices. The profile
is measured first (`osdp-calibrate -n RANKS`). Prints, per program, the
predicted and measured step time and time inside collectives, and their
ratios (predicted / measured); a ratio near 1 is what the search needs
between plans, not in absolute terms.
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
MODELS = ("mlp_train_step", "gpt2_2layer_train_step",
          "resnet_block_train_step")
COLLECTIVES = ("all_reduce", "all_gather", "reduce_scatter", "all_to_all",
               "collective_permute")


def run(command, **kwargs):
  proc = subprocess.run(command, capture_output=True, text=True, **kwargs)
  if proc.returncode != 0:
    raise RuntimeError("%s failed: %s" % (
        os.path.basename(command[0]), proc.stderr.strip()[-1500:]))
  return proc.stdout


def predict(args, program, profile, tmp):
  partitioned = os.path.join(tmp, "partitioned.mlir")
  run([os.path.join(args.build, "bin", "osdp-opt"), program, "--osdp-shard",
       "-o", partitioned])
  report = os.path.join(tmp, "cost.json")
  run([os.path.join(args.build, "bin", "osdp-opt"), partitioned,
       "--osdp-estimate-cost=hardware=%s report=%s" % (profile, report),
       "-o", os.devnull])
  with open(report) as f:
    cost = json.load(f)["functions"]["main"]
  return cost["step_seconds"], cost["communication_seconds"]


def measure(args, program, tmp):
  artifact = os.path.join(tmp, "model.osdp")
  run([os.path.join(args.build, "bin", "osdp-compile"), program,
       "--osdp-shard", "-o", artifact])
  report = os.path.join(tmp, "run.json")
  run([os.path.join(args.build, "bin", "osdp-run"), artifact, "-n",
       str(args.ranks), "--random-inputs", "--warmup", "2", "--steps",
       str(args.steps), "--profile", "--report-json", report])
  with open(report) as f:
    result = json.load(f)
  step = statistics.median(result["step_seconds"])
  # The fastest rank's collective time: the others include waiting for it.
  collectives = min(sum(rank[kind]["seconds"] for kind in COLLECTIVES)
                    for rank in result["profile"]["ranks"])
  return step, collectives


def main(argv):
  parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
  parser.add_argument("--build", default=str(ROOT / "build"))
  parser.add_argument("--ranks", type=int, default=2)
  parser.add_argument("--plans", default="dp,fsdp,megatron")
  parser.add_argument("--steps", type=int, default=10)
  args = parser.parse_args(argv)
  with tempfile.TemporaryDirectory(prefix="osdp-cost-model-") as tmp:
    profile = os.path.join(tmp, "profile.json")
    print(run([os.path.join(args.build, "bin", "osdp-calibrate"), "-n",
               str(args.ranks), "-o", profile]).strip())
    print()
    print("| program | predicted step ms | measured step ms | ratio | "
          "predicted collectives ms | measured collectives ms | ratio |")
    print("|---|---:|---:|---:|---:|---:|---:|")
    megatron = {2: "1x2", 4: "2x2", 8: "2x4"}[args.ranks]
    for model in MODELS:
      for plan in args.plans.split(","):
        suffix = megatron if plan == "megatron" else str(args.ranks)
        name = "%s_%s%s_sdy.mlir" % (model, plan, suffix)
        program = str(ROOT / "test" / "Inputs" / "plans" / name)
        try:
          p_step, p_comm = predict(args, program, profile, tmp)
          m_step, m_comm = measure(args, program, tmp)
        except RuntimeError as e:
          print("| %s | failed: %s |" % (name, str(e).splitlines()[0]))
          continue
        print("| %s | %.2f | %.2f | %.2f | %.2f | %.2f | %s |" % (
            name, p_step * 1e3, m_step * 1e3, p_step / m_step,
            p_comm * 1e3, m_comm * 1e3,
            "%.2f" % (p_comm / m_comm) if m_comm > 0 else "-"), flush=True)
  return 0


if __name__ == "__main__":
  sys.exit(main(sys.argv[1:]))
