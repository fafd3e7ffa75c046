#!/usr/bin/env python3
"""Is the planner's choice the fastest plan when every plan is run?

    python3 benchmarks/plan_regret.py [--build build] [--zoo build/zoo]
        [--ranks 2 4] [--models NAME...] [--repeats 3] [--steps 40]
        [--warmup 5] [--profiles DIR] [--json FILE]

For every program of the model zoo (benchmarks/model_zoo; `make zoo`
exports it into build/zoo) and every rank count, each mode of
`osdp-auto-shard` is compiled with a hardware profile measured by
`osdp-calibrate -n RANKS` (kept in --profiles, measured once) and run by
`osdp-run` on that many MPI ranks: `dp`, `fsdp`, `osdp` and `auto` on a
data axis of RANKS, `megatron` on RANKS/2 x 2 ('data', 'model'). A run
is --steps measured steps after --warmup; its step is the median of the
steps, and the fastest of --repeats runs counts (other jobs only ever slow
a run down). The zoo's steps take milliseconds: with fewer steps, two runs
of one plan differ by up to 1.7x here. Its peak is the argument and result buffers plus the
program's own peak (osdp-run's `buffer_bytes` + `program_peak_bytes`),
which is what the cost model's peak predicts.

Printed per program: each mode's predicted and measured step and peak,
then the regret of auto (its measured step over the fastest measured
mode's) and Kendall's tau between the modes' predicted and measured
order. Then, over the programs, the medians and the targets: regret at
most 1.05 (median) and 1.15 (every program), median |error| of the
predicted step and peak at most 10%, median tau at least 0.7.

Times only mean something on a quiet machine: run nothing beside it.
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
MODES = ("dp", "fsdp", "osdp", "megatron", "auto")
PARTS = ("compute_seconds", "communication_seconds", "ops", "flops",
         "memory_traffic_bytes", "transcendentals", "argument_bytes")

TARGETS = (
    ("median regret of auto", "regret", "median", "<=", 1.05),
    ("worst regret of auto", "regret", "max", "<=", 1.15),
    ("median |step error|", "step_error", "median", "<=", 0.10),
    ("median |peak error|", "peak_error", "median", "<=", 0.10),
    ("median Kendall tau", "tau", "median", ">=", 0.7),
)


class RunError(Exception):
  pass


def run(command, timeout=600):
  proc = subprocess.run(command, capture_output=True, text=True,
                        timeout=timeout)
  if proc.returncode != 0:
    lines = (proc.stderr or proc.stdout).strip().splitlines()
    raise RunError(lines[0] if lines else "exit %d" % proc.returncode)
  return proc.stdout


def profile(args, ranks):
  """The hardware profile measured on `ranks` ranks (measured once)."""
  path = pathlib.Path(args.profiles) / ("cpu-%d.json" % ranks)
  if not path.exists():
    path.parent.mkdir(parents=True, exist_ok=True)
    print("measuring this machine on %d ranks (osdp-calibrate) ..." % ranks,
          flush=True)
    run([os.path.join(args.build, "bin", "osdp-calibrate"), "-n",
         str(ranks), "-o", str(path), "--build", args.build], timeout=1800)
  return str(path)


def fitted_models(profile_path):
  """The zoo models osdp-calibrate fitted the profile's fixed costs to."""
  with open(profile_path) as f:
    fitted_to = json.load(f).get("fitted_to", [])
  return {pathlib.Path(entry.split()[0]).stem for entry in fitted_to}


def mesh(mode, ranks):
  if mode == "megatron":
    return "data=%d,model=2" % (ranks // 2)
  return "data=%d" % ranks


def compile_mode(args, program, mode, ranks, hardware, tmp):
  """Compiles `program` under `mode`; returns (artifact, its prediction)."""
  report = os.path.join(tmp, "plan.json")
  artifact = os.path.join(tmp, "%s.osdp" % mode)
  options = "mesh=%s hardware=%s mode=%s" % (mesh(mode, ranks), hardware,
                                             mode)
  run([os.path.join(args.build, "bin", "osdp-compile"), program,
       "--osdp-auto-shard=" + options, "--osdp-plan-report=" + report,
       "-o", artifact])
  with open(report) as f:
    modes = json.load(f)["modes"]
  entry = modes[mode]
  if entry.get("kept_baseline"):  # auto wrote that baseline's plan
    entry = dict(modes[entry["kept_baseline"]],
                 kept_baseline=entry["kept_baseline"])
  return artifact, entry


def run_once(args, artifact, ranks, tmp):
  """(median step seconds, peak bytes per rank) of one run."""
  out = os.path.join(tmp, "run.json")
  run([os.path.join(args.build, "bin", "osdp-run"), artifact, "-n",
       str(ranks), "--random-inputs", "--steps", str(args.steps),
       "--warmup", str(args.warmup), "--report-json", out])
  with open(out) as f:
    result = json.load(f)
  return (statistics.median(result["step_seconds"]),
          result["buffer_bytes"] + result["program_peak_bytes"])


def kendall_tau(xs, ys):
  """Kendall's tau-a of two equally long sequences (1: same order)."""
  pairs = concordant = 0
  for i in range(len(xs)):
    for j in range(i + 1, len(xs)):
      pairs += 1
      product = (xs[i] - xs[j]) * (ys[i] - ys[j])
      concordant += (product > 0) - (product < 0)
  return concordant / pairs if pairs else float("nan")


def program_rows(args, model, ranks, hardware):
  """Every mode of one program on `ranks` ranks: a dict per mode. The
  modes run in turns, `--repeats` rounds of one run each, so that a slow
  spell of the machine slows every mode alike rather than one."""
  program = os.path.join(args.zoo, "%s.mlir" % model)
  rows, compiled = {}, {}
  with tempfile.TemporaryDirectory() as tmp:
    for mode in args.modes:
      try:
        compiled[mode] = compile_mode(args, program, mode, ranks, hardware,
                                      tmp)
      except (RunError, subprocess.TimeoutExpired, KeyError) as e:
        rows[mode] = {"error": str(e)}
    best = {}
    for _ in range(args.repeats):
      for mode, (artifact, _) in list(compiled.items()):
        try:
          step, peak = run_once(args, artifact, ranks, tmp)
        except (RunError, subprocess.TimeoutExpired) as e:
          rows[mode] = {"error": str(e)}
          del compiled[mode]
          continue
        if mode not in best or step < best[mode][0]:
          best[mode] = (step, peak)
  for mode in args.modes:
    if mode in rows:
      continue
    entry = compiled[mode][1]
    predicted = entry["predicted"]
    step, peak = best[mode]
    rows[mode] = {
        "predicted_step": predicted["step_seconds"],
        "predicted_peak": predicted["peak_memory_bytes"],
        "measured_step": step, "measured_peak": peak,
        "kept_baseline": entry.get("kept_baseline"),
        # The prediction's parts, for fitting the cost model to the runs.
        "predicted_parts": {k: predicted[k] for k in PARTS if k in predicted},
        "collective_calls": {k: v["calls"] for k, v in
                             predicted.get("collectives", {}).items()}}
  return rows


def summarise(rows):
  """Regret, tau and the errors of one program's modes."""
  ok = {m: r for m, r in rows.items() if "error" not in r}
  out = {"failed": sorted(set(rows) - set(ok))}
  if "auto" in ok and len(ok) > 1:
    fastest = min(r["measured_step"] for r in ok.values())
    out["regret"] = ok["auto"]["measured_step"] / fastest
  modes = sorted(ok)
  if len(modes) > 1:
    out["tau"] = kendall_tau([ok[m]["predicted_step"] for m in modes],
                             [ok[m]["measured_step"] for m in modes])
  out["step_errors"] = [abs(r["predicted_step"] / r["measured_step"] - 1)
                        for r in ok.values()]
  out["peak_errors"] = [abs(r["predicted_peak"] / r["measured_peak"] - 1)
                        for r in ok.values()]
  return out


def print_program(model, ranks, rows, summary):
  print("\n%s on %d ranks" % (model, ranks))
  print("  mode       pred ms   meas ms  pred/meas   pred MiB  meas MiB")
  for mode, r in rows.items():
    if "error" in r:
      print("  %-8s  failed: %s" % (mode, r["error"]))
      continue
    note = " (kept %s)" % r["kept_baseline"] if r["kept_baseline"] else ""
    print("  %-8s %8.3f  %8.3f  %9.2f  %9.2f %9.2f%s" % (
        mode, r["predicted_step"] * 1e3, r["measured_step"] * 1e3,
        r["predicted_step"] / r["measured_step"],
        r["predicted_peak"] / 2**20, r["measured_peak"] / 2**20, note))
  print("  regret of auto %s, Kendall tau %s" % (
      "%.3f" % summary["regret"] if "regret" in summary else "-",
      "%.2f" % summary["tau"] if "tau" in summary else "-"), flush=True)


def figures(summaries):
  """The per-program figures the targets are stated on."""
  values = {"regret": [], "tau": [], "step_error": [], "peak_error": []}
  for s in summaries:
    for key in ("regret", "tau"):
      if key in s:
        values[key].append(s[key])
    values["step_error"].append(statistics.median(s["step_errors"])
                                if s["step_errors"] else float("nan"))
    values["peak_error"].append(statistics.median(s["peak_errors"])
                                if s["peak_errors"] else float("nan"))
  return values


def print_targets(summaries, label):
  if not summaries:
    return False
  values = figures(summaries)
  failed = sum(len(s["failed"]) for s in summaries)
  print("\n%s: %d programs, %d plans that failed" % (label, len(summaries),
                                                     failed))
  met_all = failed == 0
  for text, key, how, op, target in TARGETS:
    if not values[key]:
      print("  %-24s -" % text)
      met_all = False
      continue
    value = (statistics.median(values[key]) if how == "median" else
             max(values[key]))
    met = value <= target if op == "<=" else value >= target
    met_all &= met
    print("  %-24s %6.3f  (target %s %.2f: %s)" % (
        text, value, op, target, "met" if met else "NOT met"))
  return met_all


def main(argv=None):
  parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
  parser.add_argument("--build", default=str(ROOT / "build"))
  parser.add_argument("--zoo", default=str(ROOT / "build" / "zoo"))
  parser.add_argument("--ranks", type=int, nargs="+", default=[2, 4])
  parser.add_argument("--models", nargs="+")
  parser.add_argument("--modes", nargs="+", default=list(MODES),
                      choices=MODES)
  parser.add_argument("--repeats", type=int, default=3)
  parser.add_argument("--steps", type=int, default=40)
  parser.add_argument("--warmup", type=int, default=5)
  parser.add_argument("--profiles", default=str(ROOT / "build" /
                                                "profiles"))
  parser.add_argument("--json", help="write every figure to this file")
  args = parser.parse_args(argv)

  sys.path.insert(0, str(ROOT / "benchmarks" / "model_zoo"))
  models = args.models or [p.stem for p in sorted(
      pathlib.Path(args.zoo).glob("*.mlir")) if "_sdy" not in p.stem]
  missing = [m for m in models
             if not os.path.exists(os.path.join(args.zoo, m + ".mlir"))]
  if not models or missing:
    sys.exit("plan_regret.py: no zoo program%s in %s; `make zoo` exports "
             "them" % ((" " + ", ".join(missing)) if missing else "",
                       args.zoo))
  if any(r < 2 or r % 2 for r in args.ranks):
    sys.exit("plan_regret.py: --ranks must be even (megatron's model axis "
             "is 2)")

  results, fitted = [], set()
  for ranks in args.ranks:
    try:
      hardware = profile(args, ranks)
    except (RunError, subprocess.TimeoutExpired) as e:
      sys.exit("plan_regret.py: osdp-calibrate -n %d failed: %s" % (ranks, e))
    fitted |= fitted_models(hardware)
    summaries = []
    for model in models:
      rows = program_rows(args, model, ranks, hardware)
      summary = summarise(rows)
      print_program(model, ranks, rows, summary)
      summaries.append(summary)
      results.append({"model": model, "ranks": ranks, "modes": rows,
                      "summary": summary})
    print_targets(summaries, "on %d ranks" % ranks)
  everything = [r["summary"] for r in results]
  if fitted:
    print("\nthe profiles' fixed costs were fitted to %s" %
          ", ".join(sorted(fitted)))
    print_targets([r["summary"] for r in results if r["model"] in fitted],
                  "the programs fitted to")
    print_targets([r["summary"] for r in results
                   if r["model"] not in fitted], "the programs held out")
  met = print_targets(everything, "all")
  if args.json:
    with open(args.json, "w") as f:
      json.dump(results, f, indent=1)
  print("\ntargets %s" % ("met" if met else "not all met"))
  return 0


if __name__ == "__main__":
  sys.exit(main())
