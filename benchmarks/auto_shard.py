#!/usr/bin/env python3
"""How long osdp-auto-shard takes to plan real training steps, and what it
plans: for each program, the OSDP plan on a data axis of 8 under a memory
limit halfway between the predicted peaks of the replicated and the fully
sharded plans (so that the choice is not trivial), against the dp and fsdp
baselines.

    python3 benchmarks/auto_shard.py [--build build] [--devices 8]
        [--hardware h100] [--large N ...]

Programs: the corpus's training steps (test/Inputs), and with --large N a
GPT-2-style step of about N ops written by benchmarks/make_large_module.py
(needs JAX; build/venv/bin/python). For each, in one run on this machine:
the op count, the parameters planned, the time of the plan alone
(`plan-only`: roles, memory estimate, three modes solved, each mode's
partitioned step predicted, re-planning until the predicted peak fits) and
of the whole pipeline to the per-device program, and per mode the
predicted step time and peak memory per device from the report.
"""

import argparse
import json
import os
import pathlib
import subprocess
import sys
import tempfile
import time

ROOT = pathlib.Path(__file__).resolve().parents[1]
CORPUS = ("mlp_train_step.mlir", "resnet_block_train_step.mlir",
          "gpt2_2layer_train_step.mlir", "gpt2_12layer_train_step.mlir")


def osdp_opt(build, program, options, output=os.devnull):
  start = time.perf_counter()
  proc = subprocess.run(
      [os.path.join(build, "bin", "osdp-opt"), program,
       "--osdp-auto-shard=" + options, "-o", output],
      capture_output=True, text=True)
  seconds = time.perf_counter() - start
  if proc.returncode != 0:
    raise RuntimeError(proc.stderr.strip()[-2000:])
  return seconds


def count_ops(path):
  """Ops in the text: lines that define or are operations (an estimate)."""
  with open(path) as f:
    return sum(1 for line in f if " = " in line or "return" in line)


def plan(build, program, args, tmp):
  base = "mesh=data=%d hardware=%s" % (args.devices, args.hardware)
  probe = os.path.join(tmp, "probe.json")
  osdp_opt(build, program, base + " plan-only report=" + probe)
  with open(probe) as f:
    report = json.load(f)
  modes = report["modes"]
  memory = (modes["dp"]["predicted"]["peak_memory_bytes"] +
            modes["fsdp"]["predicted"]["peak_memory_bytes"]) // 2
  options = "%s memory=%d" % (base, memory)
  path = os.path.join(tmp, "plan.json")
  plan_seconds = osdp_opt(build, program,
                          options + " plan-only report=" + path)
  whole_seconds = osdp_opt(build, program, options)
  with open(path) as f:
    report = json.load(f)
  return report, memory, plan_seconds, whole_seconds


def row(name, ops, report, memory, plan_seconds, whole_seconds):
  cells = [name, "%d" % ops, "%d" % len(report["parameters"]),
           "%.1f" % (memory / 2**20), "%.2f" % plan_seconds,
           "%.2f" % whole_seconds]
  for mode in ("dp", "fsdp", "osdp"):
    entry = report["modes"][mode]
    predicted = entry.get("predicted")
    if "error" in entry or not predicted:
      cells.append("-")
      continue
    cells.append("%.3f ms, %.1f MiB%s" % (
        predicted["step_seconds"] * 1e3,
        predicted["peak_memory_bytes"] / 2**20,
        "" if entry["fits"] else " (does not fit)"))
  sharded = report["modes"]["osdp"].get("sharded_parameters", 0)
  cells.append("%d" % sharded)
  return "| " + " | ".join(cells) + " |"


def main(argv):
  parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
  parser.add_argument("--build", default=str(ROOT / "build"))
  parser.add_argument("--devices", type=int, default=8)
  parser.add_argument("--hardware", default="h100")
  parser.add_argument("--large", type=int, nargs="*", default=[])
  args = parser.parse_args(argv)
  programs = [(name, str(ROOT / "test" / "Inputs" / name)) for name in CORPUS]
  with tempfile.TemporaryDirectory(prefix="osdp-auto-shard-") as tmp:
    for ops in args.large:
      path = os.path.join(tmp, "gpt_%d.mlir" % ops)
      subprocess.run([os.path.join(args.build, "venv", "bin", "python"),
                      str(ROOT / "benchmarks" / "make_large_module.py"),
                      "--ops", str(ops), path], check=True,
                     capture_output=True)
      programs.append(("gpt_%d.mlir" % ops, path))
    print("osdp-auto-shard over data=%d on %s; memory halfway between the "
          "predicted peaks of dp and fsdp; times are wall seconds on this "
          "machine (%d cores)\n" % (args.devices, args.hardware,
                                   os.cpu_count()))
    print("| program | ops | parameters | memory MiB | plan s | whole s | "
          "dp | fsdp | osdp | sharded by osdp |")
    print("|---|---:|---:|---:|---:|---:|---|---|---|---:|")
    for name, path in programs:
      try:
        result = plan(args.build, path, args, tmp)
      except RuntimeError as e:
        print("| %s | failed: %s |" % (name, str(e).splitlines()[-1]))
        continue
      print(row(name, count_ops(path), *result), flush=True)
  return 0


if __name__ == "__main__":
  sys.exit(main(sys.argv[1:]))
