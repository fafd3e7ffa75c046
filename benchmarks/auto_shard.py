#!/usr/bin/env python3
"""How long osdp-auto-shard takes to plan real training steps, and what it
plans: for each program, the OSDP plan and the intra-operator search
(mode=auto) on a data axis of 8 under a memory limit halfway between the
predicted peaks of the replicated and the fully sharded plans (so that the
choice is not trivial), against the dp and fsdp baselines; then, with
--sizes, GPT steps at the widths of 125M, 1.3B and 6.7B-parameter models on
meshes of 8, 64 and 512 H100s under two memory caps, every mode side by
side, and the search's plan with recomputation, microbatches and overlap
(`remat=auto microbatches=auto overlap=true`) in the last column; then,
with --pipelines, the 1.3B and 6.7B steps on 2 and 8 nodes of 8 GPUs
planned in pipeline stages across the nodes (`stages=N`, K microbatches
on 1F1B's schedule, `mode=auto`), predicted with their bubble against the
fastest plan without stages on the same devices and batch, and the count
of stages `stages=auto` chooses over the nodes. With --donate, the GPT
steps of --sizes and --pipelines donate their parameters and optimizer
state, as a training loop does (`donate_argnums`): the updated state is
written over the old rather than beside it.

    python3 benchmarks/auto_shard.py [--build build] [--devices 8]
        [--hardware h100] [--large N ...] [--sizes] [--pipelines]
        [--donate]

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
import re
import subprocess
import sys
import tempfile
import time

ROOT = pathlib.Path(__file__).resolve().parents[1]
CORPUS = ("mlp_train_step.mlir", "resnet_block_train_step.mlir",
          "gpt2_2layer_train_step.mlir", "gpt2_12layer_train_step.mlir")


def osdp_opt(build, program, options, report=None, output=os.devnull):
  """Seconds osdp-opt takes to run --osdp-auto-shard with `options`,
  writing the plan report to `report` if given."""
  start = time.perf_counter()
  flags = ["--osdp-plan-report=" + report] if report else []
  proc = subprocess.run(
      [os.path.join(build, "bin", "osdp-opt"), program,
       "--osdp-auto-shard=" + options] + flags + ["-o", output],
      capture_output=True, text=True)
  seconds = time.perf_counter() - start
  if proc.returncode != 0:
    raise RuntimeError(proc.stderr.strip()[-2000:])
  if "the solver ran out of time" in proc.stderr:
    # Bounded by rounds, the search does the same solves however loaded
    # the machine is, unless its time limit ends it first.
    print("note: %s: the search ran out of time; its plan may be weaker "
          "than on a quieter machine" % options, file=sys.stderr, flush=True)
  return seconds


def out_of_time(entry):
  """A mark for a mode's entry whose search its time limit cut short."""
  return (" (out of time)" if entry.get("search", {}).get("out_of_time")
          else "")


def count_ops(path):
  """Ops in the text: lines that define or are operations (an estimate)."""
  with open(path) as f:
    return sum(1 for line in f if " = " in line or "return" in line)


def plan(build, program, args, tmp):
  base = "mesh=data=%d hardware=%s" % (args.devices, args.hardware)
  probe = os.path.join(tmp, "probe.json")
  osdp_opt(build, program, base + " plan-only", report=probe)
  with open(probe) as f:
    report = json.load(f)
  modes = report["modes"]
  memory = (modes["dp"]["predicted"]["peak_memory_bytes"] +
            modes["fsdp"]["predicted"]["peak_memory_bytes"]) // 2
  options = "%s memory=%d" % (base, memory)
  path = os.path.join(tmp, "plan.json")
  plan_seconds = osdp_opt(build, program, options + " plan-only",
                          report=path)
  whole_seconds = osdp_opt(build, program, options)
  with open(path) as f:
    report = json.load(f)
  auto_path = os.path.join(tmp, "auto.json")
  auto_seconds = osdp_opt(build, program, options + " mode=auto plan-only",
                          report=auto_path)
  with open(auto_path) as f:
    report["modes"]["auto"] = json.load(f)["modes"]["auto"]
  return report, memory, plan_seconds, whole_seconds, auto_seconds


def cell(entry, memory=None):
  """`step ms, peak` of a mode's entry, or why it has none."""
  predicted = entry.get("predicted")
  if entry.get("kept_baseline") and not predicted:
    return "no plan of its own; kept %s" % entry["kept_baseline"]
  if "error" in entry or not predicted:
    return "-"
  peak = predicted["peak_memory_bytes"]
  # The partitioned step's predicted peak against the cap decides.
  fits = peak <= memory if memory is not None else entry["fits"]
  unit, scale = ("GiB", 2**30) if peak >= 2**30 else ("MiB", 2**20)
  text = "%.3f ms, %.1f %s%s" % (predicted["step_seconds"] * 1e3,
                                 peak / scale, unit,
                                 "" if fits else " (does not fit)")
  if entry.get("kept_baseline"):
    text += " (kept %s)" % entry["kept_baseline"]
  return text + out_of_time(entry)


def row(name, ops, report, memory, plan_seconds, whole_seconds,
        auto_seconds):
  cells = [name, "%d" % ops, "%d" % len(report["parameters"]),
           "%.1f" % (memory / 2**20), "%.2f" % plan_seconds,
           "%.2f" % whole_seconds, "%.2f" % auto_seconds]
  for mode in ("dp", "fsdp", "osdp", "auto"):
    cells.append(cell(report["modes"][mode], memory))
  sharded = report["modes"]["osdp"].get("sharded_parameters", 0)
  cells.append("%d" % sharded)
  return "| " + " | ".join(cells) + " |"


# The meshes of the size table: a model axis of 8 inside a node where the
# mesh has 64 devices or more, data parallel across nodes.
MESHES = {8: (2, 4), 64: (8, 8), 512: (64, 8)}
CAPS = (80e9, 16e9)


# What the planner may add to a plan that does not fit: recomputation,
# microbatches, and collectives overlapped with compute in every prediction.
LEVERS = "remat=auto microbatches=auto overlap=true"


def levers_cell(args, path, options, cap, tmp):
  """The search's plan with LEVERS, and the levers it took; or why there
  is none."""
  report_path = os.path.join(tmp, "levers.json")
  try:
    osdp_opt(args.build, path, options + " " + LEVERS, report=report_path)
  except RuntimeError as e:
    message = str(e)
    peak = re.search(r"smallest per-device peak of any plan the search "
                     r"found is (\d+) bytes", message)
    tried = re.search(r"microbatches=auto: tried ([\d ]+)", message)
    return "no plan (smallest peak %s, microbatches tried: %s)" % (
        "%.1f GB" % (int(peak.group(1)) / 1e9) if peak else "?",
        tried.group(1).replace(" ", ", ") if tried else "?")
  with open(report_path) as f:
    report = json.load(f)
  taken = ["remat=" + report["remat"]] if report["remat"] != "none" else []
  if report["microbatches"] > 1:
    taken.append("microbatches=%d" % report["microbatches"])
  return "%s (%s)" % (cell(report["modes"]["auto"], cap),
                      ", ".join(taken) or "overlap only")


def write_gpt(args, size, batch, path):
  """Writes the GPT step of `size` (125m, 1.3b, 6.7b) and `batch` sequences
  to `path` (benchmarks/make_large_module.py) and returns `path`."""
  subprocess.run([os.path.join(args.build, "venv", "bin", "python"),
                  str(ROOT / "benchmarks" / "make_large_module.py"),
                  "--size", size, "--batch", str(batch), path] +
                 (["--donate"] if args.donate else []),
                 check=True, capture_output=True)
  return path


def state_text(args):
  """How the GPT steps hold their state, for the tables' titles."""
  return ("parameters and optimizer state donated" if args.donate else
          "nothing donated")


def size_rows(args, tmp):
  """The GPT widths on every mesh and cap: one plan-only run with mode=auto
  (whose report also predicts every baseline) per cell."""
  print("\nGPT steps at GPT-3 widths (context 1024, 4 sequences per data "
        "rank, abstract weights, %s) on %s; step time and peak memory per "
        "device, the search's plan (auto) against the baselines\n"
        % (state_text(args), args.hardware))
  print("| model | ops | mesh | cap GB | plan s | auto | osdp | dp | fsdp | "
        "megatron | auto with the levers |")
  print("|---|---:|---|---:|---:|---|---|---|---|---|---|")
  for size in ("125m", "1.3b", "6.7b"):
    for devices, (data, model) in MESHES.items():
      path = write_gpt(args, size, 4 * data,
                       os.path.join(tmp, "gpt_%s_%d.mlir" % (size, devices)))
      for cap in CAPS:
        report_path = os.path.join(tmp, "size.json")
        options = ("mesh=data=%d,model=%d hardware=%s memory=%d mode=auto "
                   "plan-only" % (data, model, args.hardware, cap))
        head = "| %s | %d | %dx%d | %d |" % (size, count_ops(path), data,
                                              model, cap / 1e9)
        try:
          seconds = osdp_opt(args.build, path, options, report=report_path)
        except RuntimeError as e:
          # The error in the auto column, the other modes' left empty.
          print("%s - | %s | | | | | %s |" % (
              head, str(e).splitlines()[0].split("error: ")[-1],
              levers_cell(args, path, options, cap, tmp)), flush=True)
          continue
        with open(report_path) as f:
          modes = json.load(f)["modes"]
        print("%s %.1f | %s | %s |" % (head, seconds, " | ".join(
            cell(modes[m], cap)
            for m in ("auto", "osdp", "dp", "fsdp", "megatron")),
            levers_cell(args, path, options, cap, tmp)), flush=True)


# The pipeline table: clusters of 8-GPU nodes, the non-pipelined mesh
# (data parallel across nodes, a model axis of 8 inside each), and the
# pipelines tried on as many devices: (stages, data, microbatches), the
# stages across nodes, the global batch the same as the mesh's.
PIPELINE_CLUSTERS = {
    2: ((2, 8), [(2, 1, 1), (2, 1, 4), (2, 1, 8)]),
    8: ((8, 8), [(2, 4, 1), (2, 4, 4), (4, 2, 8), (8, 1, 8)]),
}


# The microbatches of the stages=auto row (each count of stages is
# planned with as many).
STAGE_CHOICE_MICROBATCHES = 4


def predicted_step(entry, cap):
  """A mode's predicted step seconds if its peak fits `cap`, else None."""
  predicted = entry.get("predicted")
  if "error" in entry or not predicted:
    return None
  if predicted["peak_memory_bytes"] > cap:
    return None
  return predicted["step_seconds"]


def best_unpipelined(args, path, data, model, cap, tmp):
  """The fastest fitting plan without stages (the search's and every
  baseline's, as the plan report predicts them) as (mode, seconds, peak),
  or None; and the Megatron plan's seconds, or None."""
  report_path = os.path.join(tmp, "flat.json")
  options = ("mesh=data=%d,model=%d hardware=%s memory=%d mode=auto "
             "plan-only" % (data, model, args.hardware, cap))
  try:
    osdp_opt(args.build, path, options, report=report_path)
  except RuntimeError:
    return None, None
  with open(report_path) as f:
    modes = json.load(f)["modes"]
  best = None
  for mode, entry in modes.items():
    seconds = predicted_step(entry, cap)
    if seconds is not None and (best is None or seconds < best[1]):
      best = (mode + out_of_time(entry), seconds,
              entry["predicted"]["peak_memory_bytes"])
  return best, predicted_step(modes["megatron"], cap)


def pipeline_cell(args, path, stages, data, microbatches, cap, tmp):
  """The plan cut into `stages` over the nodes (mode=auto: the search's,
  or a baseline it keeps as faster): (seconds, peak, bubble, ideal bubble,
  mode written) from the plan report, or why there is none."""
  report_path = os.path.join(tmp, "pipe.json")
  options = ("mesh=pipe=%d,data=%d,model=8 stages=%d microbatches=%d "
             "hardware=%s memory=%d mode=auto plan-only" % (
                 stages, data, stages, microbatches, args.hardware, cap))
  try:
    osdp_opt(args.build, path, options, report=report_path)
  except RuntimeError as e:
    message = str(e).splitlines()[0].split("error: ")[-1]
    peak = re.search(r"(?:predicted to need|peak of any plan the search "
                     r"found is) (\d+) bytes", message)
    # The baselines' peaks and the advice that follow are the same in
    # every row.
    return ("no plan: the highest stage peaks at %.1f GiB" % (
        int(peak.group(1)) / 2**30) if peak else
            message.split("; the baselines peak")[0])
  with open(report_path) as f:
    report = json.load(f)
  pipeline = report["pipeline"]
  if "error" in pipeline:
    return pipeline["error"].splitlines()[0]
  peak = max(s["cost"]["peak_memory_bytes"] for s in pipeline["stages"])
  written = report["modes"]["auto"].get("kept_baseline", "auto")
  return (pipeline["step_seconds"], peak, pipeline["bubble_fraction"],
          pipeline["ideal_bubble_fraction"], written)


def stage_choice_cell(args, path, nodes, microbatches, cap, tmp):
  """stages=auto over the nodes (`pipe=nodes,data=1,model=8`): the count
  of stages it chose, its predicted step, and every count's step, from
  the plan report; or why there is none."""
  report_path = os.path.join(tmp, "stages.json")
  options = ("mesh=pipe=%d,data=1,model=8 stages=auto microbatches=%d "
             "hardware=%s memory=%d mode=auto plan-only" % (
                 nodes, microbatches, args.hardware, cap))
  try:
    osdp_opt(args.build, path, options, report=report_path)
  except RuntimeError as e:
    return str(e).splitlines()[0].split("error: ")[-1]
  with open(report_path) as f:
    report = json.load(f)
  tried = ", ".join(
      "%d: %s" % (t["stages"], "%.1f" % (t["step_seconds"] * 1e3)
                  if "step_seconds" in t else "no plan")
      for t in report["stage_counts"])
  chosen = [t for t in report["stage_counts"]
            if t["stages"] == report["stages"]][0]
  return "%d stages on %s, %.1f ms (%s)" % (
      report["stages"], chosen["mesh"], chosen["step_seconds"] * 1e3, tried)


def pipeline_rows(args, tmp):
  """GPT steps at GPT-3 widths on 2 and 8 nodes: pipelined Megatron plans
  against the best plan without stages on the same devices and batch."""
  print("\nPipelines at GPT-3 widths (context 1024, 4 sequences per data "
        "rank of the unpipelined mesh, %s) on %s nodes of 8; predicted step "
        "and highest stage peak per device, against the fastest fitting plan "
        "without stages (mode=auto's search or a baseline)\n" % (
            state_text(args), args.hardware))
  print("| model | nodes | cap GB | best without stages | pipeline "
        "(stages x data x model, K) | plan | step ms | peak GiB | bubble "
        "(ideal) | x best | x megatron without stages |")
  print("|---|---:|---:|---|---|---|---:|---:|---:|---:|---:|")
  for size in ("1.3b", "6.7b"):
    for nodes, ((data, model), pipelines) in PIPELINE_CLUSTERS.items():
      path = write_gpt(args, size, 4 * data,
                       os.path.join(tmp, "gpt_%s_%dn.mlir" % (size, nodes)))
      for cap in CAPS:
        best, megatron = best_unpipelined(args, path, data, model, cap, tmp)
        best_text = ("%s %.1f ms, %.1f GiB" % (best[0], best[1] * 1e3,
                                               best[2] / 2**30)
                     if best else "no plan fits")
        for stages, pipe_data, microbatches in pipelines:
          head = "| %s | %d | %d | %s | %dx%dx8, K=%d |" % (
              size, nodes, cap / 1e9, best_text, stages, pipe_data,
              microbatches)
          result = pipeline_cell(args, path, stages, pipe_data,
                                 microbatches, cap, tmp)
          if isinstance(result, str):
            print("%s %s | | | | | |" % (head, result), flush=True)
            continue
          seconds, peak, bubble, ideal, written = result
          fits = "" if peak <= cap else " (does not fit)"
          print("%s %s | %.1f | %.1f%s | %.0f%% (%.0f%%) | %s | %s |" % (
              head, written, seconds * 1e3, peak / 2**30, fits, bubble * 100,
              ideal * 100, "%.2f" % (seconds / best[1]) if best else "-",
              "%.2f" % (seconds / megatron) if megatron else "-"),
              flush=True)
        print("| %s | %d | %d | %s | stages=auto, K=%d | %s | | | | | |" % (
            size, nodes, cap / 1e9, best_text, STAGE_CHOICE_MICROBATCHES,
            stage_choice_cell(args, path, nodes, STAGE_CHOICE_MICROBATCHES,
                              cap, tmp)), flush=True)


def main(argv):
  parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
  parser.add_argument("--build", default=str(ROOT / "build"))
  parser.add_argument("--devices", type=int, default=8)
  parser.add_argument("--hardware", default="h100")
  parser.add_argument("--large", type=int, nargs="*", default=[])
  parser.add_argument("--sizes", action="store_true",
                      help="also plan GPT steps at GPT-3 widths")
  parser.add_argument("--pipelines", action="store_true",
                      help="also plan pipelines of GPT steps at GPT-3 "
                      "widths on 2 and 8 nodes")
  parser.add_argument("--donate", action="store_true",
                      help="the GPT steps of --sizes and --pipelines donate "
                      "their parameters and optimizer state")
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
          "auto plan s | dp | fsdp | osdp | auto | sharded by osdp |")
    print("|---|---:|---:|---:|---:|---:|---:|---|---|---|---|---:|")
    for name, path in programs:
      try:
        result = plan(args.build, path, args, tmp)
      except RuntimeError as e:
        print("| %s | failed: %s |" % (name, str(e).splitlines()[-1]))
        continue
      print(row(name, count_ops(path), *result), flush=True)
    if args.sizes:
      size_rows(args, tmp)
    if args.pipelines:
      pipeline_rows(args, tmp)
  return 0


if __name__ == "__main__":
  sys.exit(main(sys.argv[1:]))
