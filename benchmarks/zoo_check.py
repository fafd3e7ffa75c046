#!/usr/bin/env python3
"""Every zoo program under every plan, run on MPI ranks against XLA.

    python3 benchmarks/zoo_check.py [--build build] [--zoo build/zoo]
        [--ranks 2 4] [--models NAME...] [--only user|modes]
        [--modes MODE...] [--profiles DIR]

For each program of the model zoo (`make zoo` exports it into build/zoo):

* the user's plans: its dp, fsdp and Megatron exports on 2 and 4 devices,
  partitioned by `osdp-compile --osdp-shard`;
* osdp's plans: the unsharded step under each mode of `osdp-auto-shard`
  (dp, fsdp, osdp, auto on a data axis of RANKS; megatron on RANKS/2 x 2);

each compiled, run by osdp-run and compared with XLA running the program
whole (python/tools/run_check.py, float32 within the float64 bound with
F = 64). With --profiles, osdp's plans are made with the profile of
each rank count there (DIR/cpu-RANKS.json, as benchmarks/plan_regret.py
keeps them), so the plans checked are the ones that benchmark times.
Prints one line per run and a count of failures; exits non-zero if any
failed. Takes about ten seconds a run on two cores.
"""

import argparse
import os
import pathlib
import subprocess
import sys

ROOT = pathlib.Path(__file__).resolve().parents[1]
MODES = ("dp", "fsdp", "osdp", "megatron", "auto")
USER_PLANS = ("dp", "fsdp", "megatron")
MEGATRON_MESH = {2: "1x2", 4: "2x2"}


def mesh(mode, ranks):
  if mode == "megatron":
    return "data=%d,model=2" % (ranks // 2)
  return "data=%d" % ranks


def hardware(profiles, ranks):
  if not profiles:
    return ""
  return " hardware=" + os.path.join(profiles, "cpu-%d.json" % ranks)


def runs(zoo, model, ranks, only, modes, profiles):
  """(label, program, osdp-compile options) of every run of `model`."""
  out = []
  for n in ranks:
    if only != "modes":
      for plan in USER_PLANS:
        suffix = MEGATRON_MESH[n] if plan == "megatron" else str(n)
        path = os.path.join(zoo, "%s_%s%s_sdy.mlir" % (model, plan, suffix))
        out.append(("user %s on %d" % (plan, n), path, ["--osdp-shard"]))
    if only != "user":
      for mode in modes:
        out.append(("osdp %s on %d" % (mode, n),
                    os.path.join(zoo, model + ".mlir"),
                    ["--osdp-auto-shard=mesh=%s mode=%s%s" % (
                        mesh(mode, n), mode, hardware(profiles, n))]))
  return out


def check(args, program, options):
  build = args.build
  command = [sys.executable,
             str(ROOT / "python" / "tools" / "run_check.py"), program,
             "--osdp-compile", os.path.join(build, "bin", "osdp-compile"),
             "--osdp-run", os.path.join(build, "bin", "osdp-run"),
             "--osdp-opt", os.path.join(build, "bin", "osdp-opt"),
             "--reference-cache", os.path.join(build, "zoo-references"),
             "--positive", "--f32-vs-f64", "--factor", "64", "--"] + options
  proc = subprocess.run(command, capture_output=True, text=True)
  lines = (proc.stdout + proc.stderr).splitlines()
  verdict = next((l for l in lines if l.startswith(("ok:", "FAIL"))),
                 lines[-1] if lines else "no output")
  return proc.returncode == 0, verdict[:200]


def main(argv=None):
  parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
  parser.add_argument("--build", default=str(ROOT / "build"))
  parser.add_argument("--zoo", default=str(ROOT / "build" / "zoo"))
  parser.add_argument("--ranks", type=int, nargs="+", default=[2, 4],
                      choices=sorted(MEGATRON_MESH))
  parser.add_argument("--models", nargs="+")
  parser.add_argument("--only", choices=("user", "modes"))
  parser.add_argument("--modes", nargs="+", default=list(MODES),
                      choices=MODES, help="osdp's modes to check")
  parser.add_argument("--profiles",
                      help="plan with DIR/cpu-RANKS.json (osdp-calibrate's)")
  args = parser.parse_args(argv)
  for n in args.ranks if args.profiles else []:
    path = os.path.join(args.profiles, "cpu-%d.json" % n)
    if not os.path.isfile(path):
      sys.exit("zoo_check.py: no profile %s (osdp-calibrate -n %d -o %s)" %
               (path, n, path))
  models = args.models or [p.stem for p in sorted(
      pathlib.Path(args.zoo).glob("*.mlir")) if "_sdy" not in p.stem]
  if not models:
    sys.exit("zoo_check.py: no zoo program in %s; `make zoo` exports them"
             % args.zoo)
  failed = total = 0
  for model in models:
    for label, program, options in runs(args.zoo, model, args.ranks,
                                        args.only, args.modes,
                                        args.profiles):
      if not os.path.exists(program):
        ok, verdict = False, "missing %s (make zoo)" % program
      else:
        ok, verdict = check(args, program, options)
      total += 1
      failed += not ok
      print("%-8s %-20s %s" % (model, label, verdict), flush=True)
  print("\n%d runs, %d failed" % (total, failed))
  return 1 if failed else 0


if __name__ == "__main__":
  sys.exit(main())
