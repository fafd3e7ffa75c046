#!/usr/bin/env python3
"""Runs compiled corpus programs with osdp-run and checks them against XLA
running the same StableHLO on the same inputs and the same kind of device;
prints both step times, the products' rate against cuBLAS alone, and MFU.

    device_corpus_check.py --osdp-run PATH [--platform cuda|cpu]
                           [--steps N] [--warmup W] [--rtol R] [--seed S]
                           [--out DIR] [--budget SECONDS]
                           [--run-timeout SECONDS] [--peak-tflops T]
                           NAME.osdp=REFERENCE.mlir[=INPUTS]...

scripts/gpu-check.sh runs it on a GPU machine, on the artifacts it bundled
(osdp-compile --target=cuda), with XLA on the same GPU (`--platform cuda`,
the default); the tests run it here on CPU artifacts (`--platform cpu`).

REFERENCE is the program XLA runs. XLA's GPU computes float32 products and
convolutions of DEFAULT precision on TF32 tensor cores, while osdp's
cuBLAS computes them in full float32 (CudaRuntime.h): on a GPU the
reference must ask for HIGHEST precision (`osdp-opt
--osdp-highest-precision`, which the bundle applies), and XLA runs with
NVIDIA_TF32_OVERRIDE=0.

The check has two halves, so that the device is never shared:

  1. osdp: for every program, in the order given (the most valuable
     first), its inputs are read from INPUTS (0.npy, 1.npy, ...:
     write_example_inputs.py) or drawn from the seed as its manifest
     describes them, and osdp-run runs it three times: one step for the
     outputs, --steps timed steps after --warmup, and three profiled
     steps. Each run is cut off at --run-timeout (device_runs.py); a
     failed run is repeated once with OSDP_CUDA_SYNC_LAUNCHES=1, so that a
     kernel that faults is named.
  2. XLA (JAX, which would take 75% of the device's memory at start
     without XLA_PYTHON_CLIENT_PREALLOCATE=false): every program osdp ran
     is compiled once, run on the same inputs and compared (integers
     exactly, floats within RTOL, 1e-4, of each output's largest
     magnitude; a program computing in bf16 within max(2^-8, 4 x XLA-bf16's
     error) of XLA's run of it in float32, spmd_check.bf16_bound), then
     timed; every product shape of osdp's profile is timed alone through
     XLA (gemm_standalone.py: cuBLAS's standalone rate on a GPU).

--budget bounds the whole check: osdp's half may start runs within the
first 60% of it, XLA's takes what is left, and what the budget does not
reach is reported as skipped. Everything goes to --out (default $OUT when
set) as it happens: NAME.json per program (how each run ended, its
figures, the comparison), NAME/ with each run's log and osdp-run's
reports; a check cut off from outside leaves what it had done.

MFU is the model FLOPs of a step (its matrix products, convolutions
included, as osdp's profile counts them: 2 x m x n x k each) over the step
time and the device's dense peak for the products' element type (a table
of known GPUs, or --peak-tflops); the peak used is printed.

Exits non-zero if any program fails, differs or is skipped.
"""

import argparse
import json
import os
import statistics
import sys
import tempfile
import time
import types

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                ".."))
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import device_runs  # noqa: E402
import gemm_standalone  # noqa: E402

# Dense peak TFLOP/s by GPU (SXM parts) and element type: float32 without
# tensor cores (osdp's float32 products do not use TF32), 16-bit types on
# tensor cores without sparsity. NVIDIA's data sheets.
PEAK_TFLOPS = {
    "H200": {"f32": 67.0, "bf16": 989.4, "f16": 989.4, "f64": 67.0},
    "H100": {"f32": 67.0, "bf16": 989.4, "f16": 989.4, "f64": 67.0},
    "A100": {"f32": 19.5, "bf16": 312.0, "f16": 312.0, "f64": 19.5},
}


class Program:
  """One program of the check and its record (NAME.json)."""

  def __init__(self, spec, out, work):
    self.artifact, self.reference, self.inputs_dir = (spec.split("=") +
                                                      [None])[:3]
    self.name = os.path.basename(self.artifact.rstrip("/"))
    if self.name.endswith(".osdp"):
      self.name = self.name[:-len(".osdp")]
    self.logs = os.path.join(out, self.name)
    self.work = os.path.join(work, self.name)
    os.makedirs(self.logs, exist_ok=True)
    os.makedirs(self.work, exist_ok=True)
    self.path = os.path.join(out, self.name + ".json")
    self.record = {"program": self.name, "artifact": self.artifact,
                   "reference": self.reference, "status": "started",
                   "osdp": {"runs": []}, "xla": {}}
    self.save()

  def save(self):
    device_runs.save_json(self.path, self.record)

  def end(self, status, reason=None):
    self.record["status"] = status
    if reason:
      self.record["reason"] = reason
    self.save()

  @property
  def ok(self):
    return self.record["status"] == "osdp ran"


def manifest_of(program):
  with open(os.path.join(program.artifact, "manifest.json")) as f:
    return json.load(f)


def program_inputs(manifest, seed, directory, xla):
  """The program's global inputs: read from `directory`, or drawn from
  `seed` as the other checks draw them (spmd_check.random_input)."""
  import numpy as np
  from spmd_check import given_input, random_input
  rng = np.random.default_rng(seed)
  values = [types.SimpleNamespace(dtype=spec["dtype"],
                                  shape=tuple(spec["global_shape"]))
            for spec in manifest["inputs"]]
  if directory:
    return [given_input(directory, i, v, xla) for i, v in enumerate(values)]
  return [random_input(v, rng, xla) for v in values]


#===----------------------------------------------------------------------===#
# osdp's half
#===----------------------------------------------------------------------===#


def osdp_command(args, program, manifest, extra):
  command = [args.osdp_run, program.artifact, "--inputs",
             os.path.join(program.work, "in")]
  devices = manifest["mesh"]["devices"]
  if args.platform == "cpu" and devices > 1:
    command += ["-n", str(devices)]  # the cuda driver starts its ranks
  return command + extra


def run_stage(args, program, budget, stage, command):
  """Runs one stage of osdp-run; a failure is repeated once with
  synchronous launches. Raises RunFailed with the log's tail."""
  failure = None
  for sync in (False, True):
    limit = budget.limit(args.run_timeout, budget.osdp_share)
    if limit is None:
      raise failure or device_runs.RunFailed("skipped: the budget ran out",
                                             "skipped")
    env = dict(os.environ, OSDP_CUDA_SYNC_LAUNCHES="1" if sync else "0")
    name = stage + (" (synchronous launches)" if sync else "")
    log = os.path.join(program.logs, stage + ("-sync" if sync else "") +
                       ".log")
    # Recorded before it starts: a check cut off meanwhile shows it.
    run = {"stage": stage, "sync_launches": sync, "command": command,
           "log": os.path.relpath(log, os.path.dirname(program.logs)),
           "ended": "running"}
    program.record["osdp"]["runs"].append(run)
    program.save()
    result = device_runs.run_logged(command, log, limit, env)
    text = result.pop("text")
    run.update(result)
    program.save()
    print("osdp: %s: %s: %s in %.1f s" % (program.name, name, result["ended"],
                                          result["seconds"]), flush=True)
    if result["ended"] == "ok" and not failure:
      return
    if result["ended"] == "ok":
      raise device_runs.RunFailed(
          "%s; it passed with synchronous launches" % failure, "flaky")
    if failure:
      raise device_runs.RunFailed(
          "%s; with OSDP_CUDA_SYNC_LAUNCHES=1: %s:\n%s" %
          (failure, result["ended"], device_runs.tail(text, 4)),
          result["ended"])
    failure = device_runs.RunFailed(
        "%s: %s:\n%s" % (stage, result["ended"], device_runs.tail(text)),
        result["ended"])
  raise failure


def run_osdp(args, xla, program, budget):
  """osdp's half of one program: its inputs written, its three runs."""
  import numpy as np
  manifest = manifest_of(program)
  inputs = program_inputs(manifest, args.seed, program.inputs_dir, xla)
  in_dir = os.path.join(program.work, "in")
  out_dir = os.path.join(program.work, "out")
  os.makedirs(in_dir, exist_ok=True)
  os.makedirs(out_dir, exist_ok=True)
  for i, value in enumerate(inputs):
    np.save(os.path.join(in_dir, "%d.npy" % i), value)
  report = os.path.join(program.logs, "report.json")
  profiled = os.path.join(program.logs, "profile.json")
  stages = [
      ("outputs", ["--output-dir", out_dir]),
      ("timed", ["--steps", str(args.steps), "--warmup", str(args.warmup),
                 "--report-json", report]),
      ("profiled", ["--steps", "3", "--warmup", "1", "--profile",
                    "--report-json", profiled]),
  ]
  for stage, extra in stages:
    run_stage(args, program, budget, stage,
              osdp_command(args, program, manifest, extra))
  with open(report) as f:
    timed = json.load(f)
  with open(profiled) as f:
    profile = json.load(f)
  program.record["osdp"].update(
      step_seconds=statistics.median(timed["step_seconds"]),
      device=timed.get("cuda", args.platform), profile=profile["profile"])
  program.end("osdp ran")


#===----------------------------------------------------------------------===#
# XLA's half
#===----------------------------------------------------------------------===#


def output_error(args, i, actual, reference, truth):
  """The error of float output `i` against XLA's, once it is within its
  bound: RTOL, or with `truth` (XLA's run of the program in float32, for a
  bf16 program) spmd_check.bf16_bound."""
  from spmd_check import bf16_bound, max_error
  error = max_error(actual, reference)
  if error <= args.rtol:
    return error
  if truth is not None:
    theirs = max_error(reference, truth[i])
    ours = max_error(actual, truth[i])
    if ours <= bf16_bound(theirs):
      return error
    raise RuntimeError("output %d is %.3g from XLA's float32 run, XLA bf16 "
                       "%.3g (at most %.3g)" %
                       (i, ours, theirs, bf16_bound(theirs)))
  raise RuntimeError("output %d differs from XLA's by %.3g (of its largest "
                     "magnitude; at most %g)" % (i, error, args.rtol))


def compare_outputs(args, xla, program, expected, truth):
  """The largest float error of osdp's outputs against XLA's `expected`;
  raises on a mismatch."""
  import numpy as np
  worst = 0.0
  out_dir = os.path.join(program.work, "out")
  for i, reference in enumerate(expected):
    actual = np.load(os.path.join(out_dir, "%d.npy" % i))
    if actual.dtype.kind == "V" and actual.dtype.itemsize == \
        reference.dtype.itemsize:
      actual = actual.view(reference.dtype)  # bf16, stored as 2 bytes
    if actual.shape != reference.shape or actual.dtype != reference.dtype:
      raise RuntimeError("output %d is %s %s, XLA's %s %s" %
                         (i, actual.dtype, actual.shape, reference.dtype,
                          reference.shape))
    if actual.dtype.kind in "biu":
      if not np.array_equal(actual, reference):
        raise RuntimeError("output %d differs from XLA's" % i)
      continue
    worst = max(worst, output_error(args, i, actual, reference, truth))
  return worst


def xla_step_seconds(compiled, inputs, warmup, steps):
  """XLA's median seconds per call of the compiled program."""
  arguments = compiled.put(inputs)
  times = []
  for step in range(warmup + steps):
    start = time.perf_counter()
    for result in compiled.execute(arguments):
      result.block_until_ready()
    if step >= warmup:
      times.append(time.perf_counter() - start)
  return statistics.median(times)


def peak_for(args, device, profile):
  """(peak TFLOP/s, what it is) for the products' dominant element type
  on `device`, or (None, why not)."""
  shapes = profile.get("gemm_shapes", [])
  if not shapes:
    return None, "no matrix products"
  flops = {}
  for s in shapes:
    flops[s["dtype"]] = flops.get(s["dtype"], 0) + s["calls"] * s["batch"] * \
        s["m"] * s["n"] * s["k"]
  dtype = max(flops, key=flops.get)
  if args.peak_tflops:
    return args.peak_tflops, "%g TFLOP/s (--peak-tflops, %s)" % (
        args.peak_tflops, dtype)
  for gpu, peaks in PEAK_TFLOPS.items():
    if gpu in str(device) and dtype in peaks:
      return peaks[dtype], "%s dense %s peak %g TFLOP/s" % (gpu, dtype,
                                                             peaks[dtype])
  return None, "no known peak for %s on %s" % (dtype, device)


def check_with_xla(args, xla, program):
  """XLA's half of one program: compiled once, compared, timed; then its
  product shapes alone and MFU."""
  import numpy as np
  from spmd_check import bf16_to_f32, widen_bf16
  with open(program.reference) as f:
    text = f.read()
  manifest = manifest_of(program)
  inputs = program_inputs(manifest, args.seed, program.inputs_dir, xla)
  start = time.monotonic()
  compiled = xla.OneDevice(text)
  record = program.record["xla"]
  record["compile_seconds"] = round(time.monotonic() - start, 3)
  expected = compiled.run(inputs)
  truth = None
  if "bf16" in text:
    truth = [np.asarray(x) for x in
             xla.run(bf16_to_f32(text), widen_bf16(inputs))]
  record["outputs"] = len(expected)
  record["max_error"] = compare_outputs(args, xla, program, expected, truth)
  program.save()
  record["step_seconds"] = xla_step_seconds(compiled, inputs, args.warmup,
                                            args.steps)
  program.save()
  osdp = program.record["osdp"]
  rows = gemm_standalone.shape_rows(osdp["profile"], args.platform)
  record["gemm_shapes"] = rows
  record["gemm_of_standalone"], _ = gemm_standalone.share_of_rows(rows)
  peak, peak_text = peak_for(args, osdp["device"], osdp["profile"])
  record["peak"] = peak_text
  flops = osdp["profile"].get("gemm_flops")
  if flops is None:  # the cpu device's profile: rank 0's over its steps
    flops = osdp["profile"]["ranks"][0]["gemm"]["flops"] / \
        osdp["profile"]["steps"]
  record["model_flops_per_step"] = flops
  if peak:
    record["mfu_osdp"] = flops / osdp["step_seconds"] / (peak * 1e12)
    record["mfu_xla"] = flops / record["step_seconds"] / (peak * 1e12)
  program.end("pass")


#===----------------------------------------------------------------------===#
# The report
#===----------------------------------------------------------------------===#


def profile_columns(profile):
  """The TFLOP/s of the step's matrix products (cuBLAS, or BLAS on the
  CPU) and the share of the step in osdp's own kernels (on the CPU: its
  own loops and everything but BLAS and collectives), from osdp-run
  --profile's report."""
  if "gemm_tflop_per_second" in profile:  # the cuda device's
    return profile["gemm_tflop_per_second"], profile["kernel_share"]
  rank = profile["ranks"][0]
  share = rank["other_seconds"] / rank["seconds"] if rank["seconds"] else 0
  return rank["gemm"]["gflop_per_second"] * 1e-3, share


def percent(value):
  return "-" if value is None else "%.0f%%" % (value * 100)


def table_row(program):
  record = program.record
  if record["status"] != "pass":
    reason = "; ".join(line.strip() for line in
                       str(record.get("reason", record["status"]))
                       .splitlines() if line.strip())
    return "| %s | FAILED: %s |" % (program.name, reason)
  osdp, xla = record["osdp"], record["xla"]
  tflops, share = profile_columns(osdp["profile"])
  return ("| %s | %d | %.2g | %.3f | %.3f | %.2f | %.2f | %s | %s | %s | %s |"
          % (program.name, xla["outputs"], xla["max_error"],
             osdp["step_seconds"] * 1e3, xla["step_seconds"] * 1e3,
             osdp["step_seconds"] / xla["step_seconds"], tflops,
             percent(xla["gemm_of_standalone"]), percent(share),
             percent(xla.get("mfu_osdp")), percent(xla.get("mfu_xla"))))


def print_gemm_shapes(program):
  """Each product shape: osdp's time per call against the shape alone."""
  for r in program.record["xla"].get("gemm_shapes", []):
    print("  %s %s%s batch %d %dx%dx%d: %d calls, %.1f us per call in the "
          "step, %.1f us alone: %s of standalone" % (
              r["dtype"], "T" if r["trans_a"] else "N",
              "T" if r["trans_b"] else "N", r["batch"], r["m"], r["n"],
              r["k"], r["calls"], r["seconds"] / r["calls"] * 1e6,
              r["standalone_seconds_per_call"] * 1e6,
              percent(r["of_standalone"])))


def report(programs):
  print("| program | outputs | max error | osdp ms | XLA ms | osdp / XLA | "
        "GEMM TFLOP/s | GEMM of standalone | osdp kernels | MFU osdp | "
        "MFU XLA |")
  print("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|")
  for program in programs:
    print(table_row(program))
  peaks = sorted({p.record["xla"]["peak"] for p in programs
                  if "peak" in p.record["xla"]})
  for peak in peaks:
    print("MFU peak: %s" % peak)
  for program in programs:
    if program.record["xla"].get("gemm_shapes"):
      print("%s: matrix products by shape" % program.name)
      print_gemm_shapes(program)
  sys.stdout.flush()


#===----------------------------------------------------------------------===#
# main
#===----------------------------------------------------------------------===#


def start_xla(args):
  """JAX for XLA's half: no preallocation of device memory, no TF32."""
  os.environ["XLA_PYTHON_CLIENT_PREALLOCATE"] = "false"
  os.environ["NVIDIA_TF32_OVERRIDE"] = "0"
  os.environ["OSDP_XLA_PLATFORM"] = args.platform
  os.environ.setdefault("JAX_PLATFORMS", args.platform)
  from osdp import xla
  xla.configure(1)
  return xla


def each(programs, half, budget, share, action):
  """Runs `action` on each of `programs`, marking those the budget does
  not reach and those that fail."""
  for program in programs:
    left = budget.left(share)
    if left is not None and left < 2 * device_runs.GRACE_SECONDS:
      program.end("skipped", "skipped: the budget ran out before %s" % half)
    else:
      try:
        action(program)
      except device_runs.RunFailed as error:
        program.end("skipped" if error.ended == "skipped" else "failed",
                    str(error))
      except Exception as error:  # pylint: disable=broad-except
        program.end("failed", "%s: %s" % (half, error))
    if program.record["status"] in ("failed", "skipped"):
      print("%s: %s: %s" % (half, program.name, program.record["status"]),
            flush=True)


def check(args, out, work):
  budget = device_runs.Budget(args.budget)
  programs = [Program(spec, out, work) for spec in args.programs]
  from osdp import xla as xla_types  # NumPy only: JAX is not started
  each(programs, "osdp", budget, budget.osdp_share,
       lambda p: run_osdp(args, xla_types, p, budget))
  ran = [p for p in programs if p.ok]
  if ran:
    xla = start_xla(args)
    each(ran, "XLA", budget, 1.0, lambda p: check_with_xla(args, xla, p))
  report(programs)
  return 0 if all(p.record["status"] == "pass" for p in programs) else 1


def main(argv):
  parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
  parser.add_argument("programs", nargs="+",
                      metavar="NAME.osdp=REFERENCE.mlir[=INPUTS]")
  parser.add_argument("--osdp-run", required=True)
  parser.add_argument("--platform", default="cuda", choices=["cuda", "cpu"])
  parser.add_argument("--steps", type=int, default=10)
  parser.add_argument("--warmup", type=int, default=2)
  parser.add_argument("--rtol", type=float, default=1e-4)
  parser.add_argument("--seed", type=int, default=0)
  parser.add_argument("--out", default=os.environ.get("OUT"),
                      help="where the logs and records go ($OUT)")
  parser.add_argument("--budget", type=float,
                      help="seconds the whole check may take")
  parser.add_argument("--run-timeout", type=float, default=120,
                      help="seconds one osdp-run may take (120)")
  parser.add_argument("--peak-tflops", type=float,
                      help="the device's dense peak for MFU")
  args = parser.parse_args(argv)
  device_runs.end_running_on_signals()
  with tempfile.TemporaryDirectory(prefix="device-check-") as work:
    out = args.out or os.path.join(work, "out")
    os.makedirs(out, exist_ok=True)
    return check(args, out, work)


if __name__ == "__main__":
  sys.exit(main(sys.argv[1:]))
