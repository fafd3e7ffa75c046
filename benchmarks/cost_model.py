#!/usr/bin/env python3
"""The cost model against the machine: for partitioned training steps, the
step time and peak memory `osdp-estimate-cost` predicts with a profile
`osdp-calibrate` measured, next to what `osdp-run` measures, on the same
ranks of this machine, in one run.

    python3 benchmarks/cost_model.py [--build build] [--ranks 2 4]
        [--plans dp,fsdp,megatron,osdp,auto] [--steps 10] [--repeats 3]

Programs: the MLP, GPT-2 and ResNet-block steps of test/Inputs. dp, fsdp
and megatron are JAX exports with those shardings (test/Inputs/plans/,
partitioned by --osdp-shard); osdp and auto are planned by
--osdp-auto-shard with the calibrated profile under a memory limit halfway
between the predicted peaks of dp and fsdp (auto on a 2x2 mesh for 4
ranks). For each rank count the profile is measured first (`osdp-calibrate
-n RANKS`). Each program runs R times (10 steps each after 2 warm-up
steps) and the run with the fastest median step counts, as in the
calibration: on a shared machine other jobs only ever slow a run down.
Per program: the predicted and measured step time, time inside
collectives and peak memory per rank, and the error of each prediction
(predicted / measured - 1); then the median absolute errors. Measured peak
memory is the device memory the program holds, as a GPU allocator counts
it: the argument and result buffers plus the most the step's own buffers
(the compiled code's allocations and the runtime's scratch) hold at once.
The last column, for comparison, is what the process adds besides: the
argument and result buffers plus the steps' growth of resident memory
(VmHWM after the steps less VmRSS before them), which includes what MPI
and OpenBLAS allocate on the way and what the C heap keeps.
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


def predict(args, program, pipeline, profile, tmp):
  partitioned = os.path.join(tmp, "partitioned.mlir")
  run([os.path.join(args.build, "bin", "osdp-opt"), program, pipeline,
       "-o", partitioned])
  report = os.path.join(tmp, "cost.json")
  run([os.path.join(args.build, "bin", "osdp-opt"), partitioned,
       "--osdp-estimate-cost=hardware=%s report=%s" % (profile, report),
       "-o", os.devnull])
  with open(report) as f:
    cost = json.load(f)["functions"]["main"]
  return (cost["step_seconds"], cost["communication_seconds"],
          cost["peak_memory_bytes"])


def measure(args, program, pipeline, ranks, tmp):
  artifact = os.path.join(tmp, "model.osdp")
  run([os.path.join(args.build, "bin", "osdp-compile"), program, pipeline,
       "-o", artifact])
  report = os.path.join(tmp, "run.json")
  result, step = None, float("inf")
  # The least disturbed of the runs, as osdp-calibrate measures.
  for _ in range(args.repeats):
    run([os.path.join(args.build, "bin", "osdp-run"), artifact, "-n",
         str(ranks), "--random-inputs", "--warmup", "2", "--steps",
         str(args.steps), "--profile", "--report-json", report])
    with open(report) as f:
      candidate = json.load(f)
    if statistics.median(candidate["step_seconds"]) < step:
      result = candidate
      step = statistics.median(candidate["step_seconds"])
  # The fastest rank's collective time: the others include waiting for it.
  collectives = min(sum(rank[kind]["seconds"] for kind in COLLECTIVES)
                    for rank in result["profile"]["ranks"])
  peak = result["buffer_bytes"] + result["program_peak_bytes"]
  resident = result["buffer_bytes"] + result["step_resident_growth_bytes"]
  return step, collectives, peak, resident


def planned(args, model, ranks, profile, tmp):
  """The programs of `model` for `ranks`: (plan, program, pipeline)."""
  megatron = {2: "1x2", 4: "2x2", 8: "2x4"}[ranks]
  plans = args.plans.split(",")
  programs = []
  for plan in ("dp", "fsdp", "megatron"):
    if plan in plans:
      suffix = megatron if plan == "megatron" else str(ranks)
      name = "%s_%s%s_sdy.mlir" % (model, plan, suffix)
      programs.append((plan, str(ROOT / "test" / "Inputs" / "plans" / name),
                       "--osdp-shard"))
  step = str(ROOT / "test" / "Inputs" / (model + ".mlir"))
  probe = os.path.join(tmp, "probe.json")
  base = "mesh=data=%d hardware=%s" % (ranks, profile)
  run([os.path.join(args.build, "bin", "osdp-opt"), step,
       "--osdp-auto-shard=%s plan-only" % base, "--osdp-plan-report=" + probe,
       "-o", os.devnull])
  with open(probe) as f:
    modes = json.load(f)["modes"]
  memory = (modes["dp"]["predicted"]["peak_memory_bytes"] +
            modes["fsdp"]["predicted"]["peak_memory_bytes"]) // 2
  auto_mesh = "data=2,model=2" if ranks == 4 else "data=%d" % ranks
  for plan, mesh in (("osdp", "data=%d" % ranks), ("auto", auto_mesh)):
    if plan in plans:
      programs.append((plan, step, "--osdp-auto-shard=mesh=%s mode=%s "
                       "hardware=%s memory=%d" % (mesh, plan, profile,
                                                  memory)))
  return programs


def error(predicted, measured):
  return predicted / measured - 1 if measured > 0 else float("nan")


def main(argv):
  parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
  parser.add_argument("--build", default=str(ROOT / "build"))
  parser.add_argument("--ranks", type=int, nargs="+", default=[2, 4])
  parser.add_argument("--plans", default="dp,fsdp,megatron,osdp,auto")
  parser.add_argument("--steps", type=int, default=10)
  parser.add_argument("--repeats", type=int, default=3,
                      help="runs of each program (and of each calibration "
                      "program); the fastest median step counts")
  args = parser.parse_args(argv)
  step_errors, memory_errors = [], []
  by_ranks = {}
  with tempfile.TemporaryDirectory(prefix="osdp-cost-model-") as tmp:
    for ranks in args.ranks:
      profile = os.path.join(tmp, "profile%d.json" % ranks)
      print(run([os.path.join(args.build, "bin", "osdp-calibrate"), "-n",
                 str(ranks), "--repeats", str(args.repeats), "-o",
                 profile]).strip())
      print()
      print("| ranks | program | plan | step ms predicted / measured | "
            "error | collectives ms predicted / measured | peak MiB "
            "predicted / measured | error | process MiB |")
      print("|---:|---|---|---:|---:|---:|---:|---:|---:|")
      for model in MODELS:
        for plan, program, pipeline in planned(args, model, ranks, profile,
                                               tmp):
          try:
            p_step, p_comm, p_peak = predict(args, program, pipeline, profile,
                                             tmp)
            m_step, m_comm, m_peak, m_resident = measure(args, program, pipeline, ranks,
                                             tmp)
          except RuntimeError as e:
            print("| %d | %s | %s | failed: %s |" % (
                ranks, model, plan, str(e).splitlines()[0]))
            continue
          step_errors.append(abs(error(p_step, m_step)))
          memory_errors.append(abs(error(p_peak, m_peak)))
          by_ranks.setdefault(ranks, ([], []))
          by_ranks[ranks][0].append(step_errors[-1])
          by_ranks[ranks][1].append(memory_errors[-1])
          print("| %d | %s | %s | %.2f / %.2f | %+.0f%% | %.2f / %.2f | "
                "%.1f / %.1f | %+.0f%% | %.1f |" % (
                    ranks, model, plan, p_step * 1e3, m_step * 1e3,
                    100 * error(p_step, m_step), p_comm * 1e3, m_comm * 1e3,
                    p_peak / 2**20, m_peak / 2**20,
                    100 * error(p_peak, m_peak), m_resident / 2**20),
                flush=True)
      print()
  for ranks, (steps, memories) in sorted(by_ranks.items()):
    print("%d ranks: median absolute error over %d programs: step time "
          "%.0f%%, peak memory %.0f%%" % (
              ranks, len(steps), 100 * statistics.median(steps),
              100 * statistics.median(memories)))
  if step_errors:
    print("all: median absolute error over %d programs: step time %.0f%%, "
          "peak memory %.0f%%" % (len(step_errors),
                                  100 * statistics.median(step_errors),
                                  100 * statistics.median(memory_errors)))
  return 0


if __name__ == "__main__":
  sys.exit(main(sys.argv[1:]))
