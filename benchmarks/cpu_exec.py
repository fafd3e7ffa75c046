#!/usr/bin/env python3
"""Executing compiled steps on the CPU: osdp against XLA and IREE on the same
StableHLO, the same machine and the same inputs, in one run.

    build/venv/bin/python benchmarks/cpu_exec.py [--build build]
        [--programs mlp,gpt2-2l,resnet,transformer,gpt2-dp,gpt2-12l]
        [--steps 5] [--warmup 1] [--quick] [--json FILE]
        [--timeout S] [--timeout-osdp S] [--timeout-xla S] [--timeout-iree S]

For each program of the corpus (test/Inputs), from its real initial state
(python/tools/write_example_inputs.py):

  * XLA: jaxlib's CPU client compiles the text and runs it (all cores);
  * IREE: iree-base-compiler (llvm-cpu, host CPU features) and
    iree-base-runtime (local-task, all cores), if installed
    (`make bench-deps`);
  * osdp: osdp-compile, then osdp-run on one rank with --profile (OpenBLAS
    gets the cores, osdp's own code runs on one thread).

Each engine compiles and runs in a child process with a time limit, so a
program that fails or takes too long in one engine is reported as such in
its row. Step times are medians over --steps steps after --warmup warm-up
steps; ratios are to XLA (higher is slower).

Then, from osdp's profile: where its step goes (GEMM, collectives, the
rest), and the GEMM calls inside the GPT-2 step against OpenBLAS alone on the
same shapes (a small C program calling cblas_sgemm from Debian's OpenBLAS,
the library the runtime links, with the same thread count). Last, the GPT-2
step data parallel: one rank (the unsharded step) against two
(test/Inputs/gpt2_2layer_train_step_dp_sdy.mlir, its 1-D mesh resized to 2
devices), the same global batch.

Prints markdown tables; --json FILE writes every figure. Absolute times
drift on a shared machine: compare within one run.
"""

import argparse
import datetime
import json
import os
import pathlib
import platform
import re
import shutil
import signal
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = pathlib.Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "python"))
sys.path.insert(0, str(ROOT / "python" / "tools"))

# name: (corpus file, write_example_inputs model, description)
PROGRAMS = {
    "mlp": ("mlp_train_step.mlir", "mlp", "MLP train step"),
    "gpt2-2l": ("gpt2_2layer_train_step.mlir", "gpt2",
                "GPT-2 2-layer train step"),
    "gpt2-12l": ("gpt2_12layer_train_step.mlir", "gpt2_12layer",
                 "GPT-2 12-layer train step"),
    "resnet": ("resnet_block_train_step.mlir", "resnet",
               "ResNet block train step"),
    "transformer": ("transformer_inference.mlir", "transformer_inference",
                    "transformer inference"),
}
DP = "gpt2-dp"
# The 12-layer step last: osdp takes the longest to compile it.
DEFAULT_ORDER = ("mlp", "gpt2-2l", "resnet", "transformer", DP, "gpt2-12l")
DP_EXPORT = "gpt2_2layer_train_step_dp_sdy.mlir"
ENGINES = ("xla", "iree", "osdp")


#===----------------------------------------------------------------------===#
# Child processes with a time limit
#===----------------------------------------------------------------------===#


class Outcome:
  """How a command ended: `status` is "ok", "failed" or "timeout"."""

  def __init__(self, status, seconds, stdout="", stderr=""):
    self.status, self.seconds = status, seconds
    self.stdout, self.stderr = stdout, stderr

  def error(self):
    if self.status == "timeout":
      return "timeout"
    lines = [l for l in (self.stderr + self.stdout).splitlines() if l.strip()]
    return lines[-1][:300] if lines else "failed"


def run_command(command, timeout, env=None):
  """Runs `command` in its own process group, killed whole after `timeout`
  seconds (mpirun and its ranks too)."""
  start = time.perf_counter()
  proc = subprocess.Popen(command, stdout=subprocess.PIPE,
                          stderr=subprocess.PIPE, text=True, env=env,
                          start_new_session=True)
  try:
    out, err = proc.communicate(timeout=timeout)
  except subprocess.TimeoutExpired:
    try:
      os.killpg(proc.pid, signal.SIGKILL)
    except ProcessLookupError:
      pass
    out, err = proc.communicate()
    return Outcome("timeout", time.perf_counter() - start, out, err)
  status = "ok" if proc.returncode == 0 else "failed"
  return Outcome(status, time.perf_counter() - start, out, err)


#===----------------------------------------------------------------------===#
# Inputs
#===----------------------------------------------------------------------===#

_DTYPES = {"f32": "float32", "f64": "float64", "f16": "float16",
           "i64": "int64", "i32": "int32", "i16": "int16", "i8": "int8",
           "ui32": "uint32", "ui8": "uint8", "i1": "bool"}


def main_signature(text):
  """[(shape, dtype)] of @main's arguments, from the StableHLO text."""
  match = re.search(r"func\.func public @main\((.*)", text)
  if not match:
    return []
  args = []
  for spec in re.findall(r"%arg\d+: tensor<([^>]*)>", match.group(1)):
    *dims, element = spec.split("x")
    args.append((tuple(int(d) for d in dims), element))
  return args


def write_inputs(python, model, directory, signature, seed=0):
  """The model's real initial state in `directory` (0.npy, 1.npy, ...); if
  it does not match @main's signature, random inputs that keep the step
  finite (small non-negative floats: Adam's second moment is a square;
  integers in [0, 4)). Returns "real" or "random"."""
  import numpy as np
  outcome = run_command([python, str(ROOT / "python" / "tools" /
                                     "write_example_inputs.py"),
                         model, directory], 300)
  if outcome.status == "ok":
    try:
      def matches(i, shape, element):
        x = np.load(os.path.join(directory, "%d.npy" % i), mmap_mode="r")
        return x.shape == shape and x.dtype == np.dtype(_DTYPES[element])
      ok = all(matches(i, shape, element)
               for i, (shape, element) in enumerate(signature))
      ok = ok and not os.path.exists(
          os.path.join(directory, "%d.npy" % len(signature)))
      if ok:
        return "real"
    except (OSError, ValueError):
      pass
  shutil.rmtree(directory, ignore_errors=True)
  os.makedirs(directory)
  rng = np.random.default_rng(seed)
  for i, (shape, element) in enumerate(signature):
    dtype = np.dtype(_DTYPES[element])
    if dtype.kind == "f":
      x = np.abs(rng.standard_normal(shape) * 0.1).astype(dtype)
    elif dtype.kind == "b":
      x = rng.integers(0, 2, shape).astype(dtype)
    else:
      x = rng.integers(0, 4, shape).astype(dtype)
    np.save(os.path.join(directory, "%d.npy" % i), x)
  return "random"


def load_inputs(directory):
  import numpy as np
  count = len([f for f in os.listdir(directory) if f.endswith(".npy")])
  return [np.load(os.path.join(directory, "%d.npy" % i)) for i in range(count)]


#===----------------------------------------------------------------------===#
# XLA and IREE, each in a child process (--worker)
#===----------------------------------------------------------------------===#


def scalars_of(outputs):
  import numpy as np
  return [float(np.asarray(o)) for o in outputs
          if np.asarray(o).shape == () and np.asarray(o).dtype.kind == "f"]


def worker_xla(program, inputs_dir, steps, warmup):
  from osdp import xla
  xla.configure(1)
  import jax
  text = pathlib.Path(program).read_text()
  inputs = load_inputs(inputs_dir)
  start = time.perf_counter()
  executable, devices = xla._compile(text, 1)
  compile_s = time.perf_counter() - start
  args = [jax.device_put(x, devices[0]) for x in inputs]
  times, scalars = [], None
  for step in range(warmup + steps):
    start = time.perf_counter()
    outputs = executable.execute(args)
    for o in outputs:
      o.block_until_ready()
    times.append(time.perf_counter() - start)
    if step == 0:
      scalars = scalars_of(outputs)
  return {"compile_s": compile_s, "step_s": times[warmup:],
          "first_scalars": scalars}


def worker_iree(program, inputs_dir, steps, warmup):
  import iree.compiler as ireec
  import iree.runtime as ireert
  text = pathlib.Path(program).read_text()
  inputs = load_inputs(inputs_dir)
  start = time.perf_counter()
  vmfb = ireec.compile_str(text, target_backends=["llvm-cpu"],
                           input_type="stablehlo",
                           extra_args=["--iree-llvmcpu-target-cpu=host"])
  compile_s = time.perf_counter() - start
  config = ireert.Config("local-task")
  context = ireert.SystemContext(config=config)
  module = ireert.VmModule.copy_buffer(config.vm_instance, vmfb)
  context.add_vm_module(module)
  main = context.modules[module.name]["main"]
  # The inputs on the device once, as XLA's are.
  args = [ireert.asdevicearray(config.device, x) for x in inputs]
  times, scalars = [], None
  for step in range(warmup + steps):
    start = time.perf_counter()
    result = main(*args)
    outputs = result if isinstance(result, (list, tuple)) else [result]
    # Waits for the results (copied to host arrays).
    outputs = [o.to_host() for o in outputs]
    times.append(time.perf_counter() - start)
    if step == 0:
      scalars = scalars_of(outputs)
  return {"compile_s": compile_s, "step_s": times[warmup:],
          "first_scalars": scalars}


def run_worker(args):
  try:
    if args.worker == "iree":
      try:
        import iree.compiler  # noqa: F401
        import iree.runtime  # noqa: F401
      except ImportError:
        result = {"status": "not installed"}
      else:
        result = worker_iree(args.program, args.inputs_dir, args.steps,
                             args.warmup)
    else:
      result = worker_xla(args.program, args.inputs_dir, args.steps,
                          args.warmup)
    result.setdefault("status", "ok")
  except Exception as e:  # reported in the row, not raised
    # The compiler's first diagnostic, else the exception's first line.
    lines = str(e).splitlines() or [type(e).__name__]
    errors = [l for l in lines if "error:" in l]
    message = re.sub(r"^\S+:\d+:\d+: ", "", (errors or lines)[0])
    result = {"status": "failed",
              "error": ("%s: %s" % (type(e).__name__, message))[:240]}
  with open(args.result, "w") as f:
    json.dump(result, f)


def reference_engine(engine, python, program, inputs_dir, steps, warmup,
                     timeout, tmp):
  """XLA or IREE on `program` in a child process."""
  result_file = os.path.join(tmp, "%s.json" % engine)
  outcome = run_command(
      [python, os.path.abspath(__file__), "--worker", engine, "--program",
       program, "--inputs-dir", inputs_dir, "--steps", str(steps), "--warmup",
       str(warmup), "--result", result_file], timeout)
  if outcome.status == "timeout":
    return {"status": "timeout", "seconds": outcome.seconds}
  try:
    with open(result_file) as f:
      result = json.load(f)
  except (OSError, ValueError):
    return {"status": "failed", "error": outcome.error()}
  if result.get("step_s"):
    result["step_ms"] = statistics.median(result["step_s"]) * 1e3
  return result


#===----------------------------------------------------------------------===#
# osdp
#===----------------------------------------------------------------------===#


def osdp_compile(build, program, artifact, options, timeout):
  outcome = run_command([str(build / "bin" / "osdp-compile"), program, "-o",
                         artifact] + options, timeout)
  result = {"status": outcome.status, "compile_s": outcome.seconds}
  if outcome.status != "ok":
    result["error"] = outcome.error()
  return result


def osdp_run(build, artifact, inputs_dir, steps, warmup, timeout, tmp):
  """osdp-run with --profile on the artifact's ranks; the step times, the
  profile and the scalars of the first step."""
  with open(os.path.join(artifact, "manifest.json")) as f:
    manifest = json.load(f)
  ranks = manifest["mesh"]["devices"]
  report = os.path.join(tmp, "report-%s.json" % os.path.basename(artifact))
  outcome = run_command(
      [str(build / "bin" / "osdp-run"), artifact, "-n", str(ranks),
       "--inputs", inputs_dir, "--warmup", str(warmup), "--steps", str(steps),
       "--profile", "--print-scalars", "--report-json", report], timeout)
  result = {"status": outcome.status, "ranks": ranks}
  if outcome.status != "ok":
    result["error"] = outcome.error()
    return result
  with open(report) as f:
    data = json.load(f)
  result["step_s"] = data["step_seconds"]
  result["step_ms"] = statistics.median(data["step_seconds"]) * 1e3
  result["profile"] = data.get("profile")
  result["blas_kernels"] = data.get("blas_kernels")
  first = [l for l in outcome.stdout.splitlines() if l.startswith("step 0")]
  if first:
    # --print-scalars: ", name = value" for each scalar output in order;
    # the floating-point ones are what XLA's and IREE's are compared on.
    values = re.findall(r" = (\S+?)(?:,|$)", first[0])
    kinds = [o["dtype"] for o in manifest["outputs"]
             if not o["global_shape"]]
    try:
      result["first_scalars"] = [float(v) for v, kind in zip(values, kinds)
                                 if kind in ("f32", "f64")]
    except ValueError:
      pass
  return result


def osdp_engine(build, program, options, inputs_dir, args, timeout, work,
                name):
  """osdp-compile `program` into work/name, then osdp-run it, within
  `timeout` seconds in all."""
  artifact = os.path.join(work, name)
  start = time.perf_counter()
  result = osdp_compile(build, program, artifact, options, timeout)
  if result["status"] != "ok":
    result["compile_failed"] = True
    return result
  compile_s = result["compile_s"]
  left = max(60, timeout - (time.perf_counter() - start))
  result = osdp_run(build, artifact, inputs_dir, args.steps, args.warmup,
                    left, work)
  result["compile_s"] = compile_s
  result["profile_summary"] = profile_summary(result.get("profile"))
  return result


def profile_summary(profile):
  """Rank 0's medians: step, GEMM (with GFLOP and GFLOP/s), collectives and
  the rest, in ms; the slowest rank's collectives."""
  if not profile or not profile.get("ranks"):
    return None
  r0 = profile["ranks"][0]
  collective = lambda r: sum(v["seconds"] for k, v in r.items()
                             if isinstance(v, dict) and k != "gemm")
  return {
      "step_ms": r0["seconds"] * 1e3,
      "gemm_ms": r0["gemm"]["seconds"] * 1e3,
      "gemm_calls": r0["gemm"]["calls"],
      "gemm_gflop": r0["gemm"]["flops"] * 1e-9,
      "gemm_gflop_per_s": r0["gemm"]["gflop_per_second"],
      "collectives_ms": max(collective(r) for r in profile["ranks"]) * 1e3,
      "other_ms": r0["other_seconds"] * 1e3,
  }


#===----------------------------------------------------------------------===#
# Matrix products: the program's, and OpenBLAS alone on their shapes
#===----------------------------------------------------------------------===#

_DOT = re.compile(
    r"stablehlo\.dot_general [^,]+, [^,]+, (?:batching_dims = \[([\d, ]*)\] x "
    r"\[([\d, ]*)\], )?contracting_dims = \[([\d, ]*)\] x \[([\d, ]*)\].*?: "
    r"\(tensor<([^>]*)>, tensor<([^>]*)>\)")


def dot_generals(text):
  """The program's matrix products as (dtype, batch, m, n, k): batch, free
  and contracting dimensions each collapsed into one (what a GEMM call with
  the operands laid out for it computes); counts per shape."""
  def dims(s):
    return [int(d) for d in s.split(",") if d.strip()]
  shapes = {}
  for match in _DOT.finditer(text):
    lb, rb, lc, rc, lt, rt = match.groups()
    *lshape, ldtype = lt.split("x")
    *rshape, _ = rt.split("x")
    lshape, rshape = [int(d) for d in lshape], [int(d) for d in rshape]
    lb, rb = dims(lb or ""), dims(rb or "")
    lc, rc = dims(lc), dims(rc)
    prod = lambda shape, idx: int(__import__("math").prod(shape[i]
                                                          for i in idx))
    batch = prod(lshape, lb)
    k = prod(lshape, lc)
    m = prod(lshape, [i for i in range(len(lshape)) if i not in lb + lc])
    n = prod(rshape, [i for i in range(len(rshape)) if i not in rb + rc])
    key = (ldtype, batch, m, n, k)
    shapes[key] = shapes.get(key, 0) + 1
  return shapes


_HARNESS = r"""
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
/* Debian's OpenBLAS (the library the osdp runtime links). */
void cblas_sgemm(int, int, int, int, int, int, float, const float *, int,
                 const float *, int, float, float *, int);
void cblas_dgemm(int, int, int, int, int, int, double, const double *, int,
                 const double *, int, double, double *, int);
void openblas_set_num_threads(int);

static double now(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return t.tv_sec + t.tv_nsec * 1e-9;
}

static int cmp(const void *a, const void *b) {
  double x = *(const double *)a, y = *(const double *)b;
  return x < y ? -1 : x > y;
}

/* What the runtime's gemm does for one call: `batch` row-major products. */
static void call(int f64, int ta, int tb, long batch, long m, long n, long k,
                 void *a, void *b, void *c) {
  for (long i = 0; i < batch; ++i) {
    if (f64)
      cblas_dgemm(101, ta ? 112 : 111, tb ? 112 : 111, m, n, k, 1.0,
                  (double *)a + i * m * k, ta ? m : k, (double *)b + i * k * n,
                  tb ? k : n, 0.0, (double *)c + i * m * n, n);
    else
      cblas_sgemm(101, ta ? 112 : 111, tb ? 112 : 111, m, n, k, 1.0f,
                  (float *)a + i * m * k, ta ? m : k, (float *)b + i * k * n,
                  tb ? k : n, 0.0f, (float *)c + i * m * n, n);
  }
}

/* threads, then per shape: f64 ta tb batch m n k. Prints the median
   seconds per call over 5 rounds of at least 20 ms each. */
int main(int argc, char **argv) {
  openblas_set_num_threads(atoi(argv[1]));
  for (int i = 2; i + 6 < argc; i += 7) {
    int f64 = atoi(argv[i]), ta = atoi(argv[i + 1]), tb = atoi(argv[i + 2]);
    long batch = atol(argv[i + 3]), m = atol(argv[i + 4]),
         n = atol(argv[i + 5]), k = atol(argv[i + 6]);
    size_t size = f64 ? 8 : 4;
    char *a = malloc(batch * m * k * size), *b = malloc(batch * k * n * size),
         *c = malloc(batch * m * n * size);
    for (long j = 0; j < batch * m * k; ++j)
      f64 ? (((double *)a)[j] = (j % 7) * 0.1) : (((float *)a)[j] = (j % 7) * 0.1f);
    for (long j = 0; j < batch * k * n; ++j)
      f64 ? (((double *)b)[j] = (j % 5) * 0.1) : (((float *)b)[j] = (j % 5) * 0.1f);
    call(f64, ta, tb, batch, m, n, k, a, b, c);
    double rounds[5];
    for (int r = 0; r < 5; ++r) {
      long reps = 0;
      double start = now(), elapsed;
      do {
        call(f64, ta, tb, batch, m, n, k, a, b, c);
        ++reps;
      } while ((elapsed = now() - start) < 0.02);
      rounds[r] = elapsed / reps;
    }
    qsort(rounds, 5, sizeof(double), cmp);
    printf("%.9g\n", rounds[2]);
    fflush(stdout);
    free(a);
    free(b);
    free(c);
  }
  return 0;
}
"""


def openblas_alone(shapes, threads, tmp, timeout, kernels=None):
  """Seconds per call of OpenBLAS alone on each (dtype, ta, tb, batch, m, n,
  k), with `threads` threads and the `kernels` osdp's runtime chose
  (OPENBLAS_CORETYPE); None where the harness could not run."""
  if not shapes:
    return []
  source = os.path.join(tmp, "gemm_alone.c")
  binary = os.path.join(tmp, "gemm_alone")
  with open(source, "w") as f:
    f.write(_HARNESS)
  cc = os.environ.get("CC", "cc")
  built = run_command([cc, "-O2", "-o", binary, source, "-lopenblas"], 120)
  if built.status != "ok":
    print("# OpenBLAS harness: %s" % built.error(), file=sys.stderr)
    return [None] * len(shapes)
  args = [binary, str(threads)]
  for dtype, ta, tb, batch, m, n, k in shapes:
    args += [str(int(dtype == "f64")), str(int(ta)), str(int(tb)),
             str(batch), str(m), str(n), str(k)]
  env = dict(os.environ)
  if kernels:
    env["OPENBLAS_CORETYPE"] = kernels
  outcome = run_command(args, timeout, env=env)
  values = [float(v) for v in outcome.stdout.split()]
  return values + [None] * (len(shapes) - len(values))


#===----------------------------------------------------------------------===#
# The run
#===----------------------------------------------------------------------===#


def cell_ms(result):
  if not result:
    return "skipped"
  if result.get("status") != "ok":
    if result.get("compile_failed"):
      return "-"
    return result.get("status", "failed")
  return "%.2f" % result["step_ms"] if "step_ms" in result else "failed"


def cell_s(result):
  if not result:
    return "skipped"
  if "compile_s" in result and not result.get("compile_failed"):
    return "%.1f" % result["compile_s"]
  if result.get("status") == "timeout" and "compile_s" in result:
    return "timeout (> %.0f)" % result["compile_s"]
  return result.get("status", "failed")


def ratio(a, b):
  if a and b and a.get("step_ms") and b.get("step_ms"):
    return "%.2fx" % (a["step_ms"] / b["step_ms"])
  return ""


def agreement(result, xla_result):
  """Largest relative difference of the first step's scalar outputs (the
  loss) from XLA's."""
  a = (result or {}).get("first_scalars")
  b = (xla_result or {}).get("first_scalars")
  if not a or not b or len(a) != len(b):
    return None
  return max(abs(x - y) / max(1.0, abs(y)) for x, y in zip(a, b))


def table(header, rows):
  lines = ["| " + " | ".join(header) + " |",
           "|" + "|".join("---" if i == 0 else "---:"
                          for i in range(len(header))) + "|"]
  lines += ["| " + " | ".join(str(c) for c in row) + " |" for row in rows]
  return "\n".join(lines)


def conditions(build, python):
  cpu = platform.processor()
  try:
    with open("/proc/cpuinfo") as f:
      for line in f:
        if line.startswith("model name"):
          cpu = line.split(":", 1)[1].strip()
          break
  except OSError:
    pass
  versions = run_command([python, "-c",
                          "from importlib.metadata import version\n"
                          "for p in ('jax', 'jaxlib', 'iree-base-compiler'):\n"
                          "  try: print(version(p))\n"
                          "  except Exception: print('none')"], 120)
  v = versions.stdout.split()
  commit = run_command(["git", "-C", str(ROOT), "rev-parse", "--short",
                        "HEAD"], 30).stdout.strip()
  return {
      "date": datetime.datetime.now().strftime("%Y-%m-%d %H:%M"),
      "cpu": cpu, "cores": os.cpu_count(),
      "load_average_start": os.getloadavg(),
      "jax": v[0] if v else "?", "jaxlib": v[1] if len(v) > 1 else "?",
      "iree": v[2] if len(v) > 2 else "?", "osdp_commit": commit,
  }


def bench_program(name, args, build, python, tmp, results):
  """One program through the three engines."""
  file, model, _ = PROGRAMS[name]
  program = str(ROOT / "test" / "Inputs" / file)
  text = pathlib.Path(program).read_text()
  work = os.path.join(tmp, name)
  os.makedirs(work)
  inputs_dir = os.path.join(work, "inputs")
  row = {"program": file}
  row["inputs"] = write_inputs(python, model, inputs_dir, main_signature(text))
  # XLA and IREE read the program with its private helpers inlined (one
  # function, as osdp compiles it).
  inlined = os.path.join(work, "inlined.mlir")
  outcome = run_command([str(build / "bin" / "osdp-opt"), program,
                         "--osdp-inline-calls", "-o", inlined], 300)
  if outcome.status != "ok":
    inlined = program
  for engine in ENGINES:
    if engine not in args.engines:
      continue
    timeout = getattr(args, "timeout_" + engine) or args.timeout
    print("# %s: %s ..." % (name, engine), file=sys.stderr, flush=True)
    if engine == "osdp":
      result = osdp_engine(build, program, [], inputs_dir, args, timeout,
                           work, "model.osdp")
    else:
      result = reference_engine(engine, python, inlined, inputs_dir,
                                args.steps, args.warmup, timeout, work)
    row[engine] = result
    print("#   %s: compile %s, step %s" % (
        engine, cell_s(result) + (" s" if cell_s(result)[0].isdigit() else ""),
        cell_ms(result) + (" ms" if cell_ms(result)[0].isdigit() else "")),
        file=sys.stderr, flush=True)
  results["programs"][name] = row
  return row


def bench_gemm(name, row, args, tmp, results):
  """The GEMM calls of the program's osdp step against OpenBLAS alone, and
  the program's matrix products (all of them, as plain products) in
  OpenBLAS alone."""
  osdp = row.get("osdp") or {}
  profile = osdp.get("profile") or {}
  steps = profile.get("steps") or 1
  threads = os.cpu_count()  # one rank: OpenBLAS gets every core
  text = pathlib.Path(ROOT / "test" / "Inputs" / row["program"]).read_text()
  products = dot_generals(text)
  in_step = [((s["dtype"], s["trans_a"], s["trans_b"], s["batch"], s["m"],
               s["n"], s["k"]), s["calls"] / steps, s["seconds"] / steps)
             for s in profile.get("gemm_shapes", [])]
  in_step.sort(key=lambda e: -e[2])
  kernels = osdp.get("blas_kernels")
  alone = openblas_alone([s for s, _, _ in in_step], threads, tmp,
                         args.timeout, kernels)
  rows = []
  for (shape, calls, seconds), single in zip(in_step, alone):
    dtype, ta, tb, batch, m, n, k = shape
    flops = 2.0 * batch * m * n * k
    rows.append({"dtype": dtype, "trans_a": ta, "trans_b": tb,
                 "batch": batch, "m": m, "n": n, "k": k,
                 "calls_per_step": calls, "ms_per_step": seconds * 1e3,
                 "gflop_per_s_in_step": flops * calls / seconds * 1e-9
                 if seconds else None,
                 "gflop_per_s_alone": flops / single * 1e-9
                 if single else None})
  # The program's products, for the share that reaches GEMM at all.
  total = sum(2.0 * b * m * n * k * c
              for (_, b, m, n, k), c in products.items())
  reference = sorted(products.items(), key=lambda e: -e[0][1] * e[0][2] *
                     e[0][3] * e[0][4] * e[1])
  alone_products = openblas_alone(
      [(d, False, False, b, m, n, k) for (d, b, m, n, k), _ in reference],
      threads, tmp, args.timeout, kernels)
  blas_s = sum(c * t for (_, c), t in zip(reference, alone_products)
               if t is not None)
  gemm = {
      "program": row["program"], "threads": threads, "shapes": rows,
      "products": [{"dtype": d, "batch": b, "m": m, "n": n, "k": k,
                    "count": c, "seconds_alone": t}
                   for ((d, b, m, n, k), c), t in zip(reference,
                                                      alone_products)],
      "program_products": len(products),
      "program_product_gflop": total * 1e-9,
      "gemm_gflop_in_step": (profile_summary(profile) or {}).get(
          "gemm_gflop", 0.0),
      "openblas_alone_ms_for_all_products": blas_s * 1e3,
  }
  results["gemm"][name] = gemm
  return gemm


def bench_dp(args, build, python, tmp, results):
  """GPT-2 data parallel: one rank against two, the same global batch."""
  work = os.path.join(tmp, "dp")
  os.makedirs(work)
  text = (ROOT / "test" / "Inputs" / DP_EXPORT).read_text()
  head, rest = text.split("\n", 2)[:2], text.split("\n", 2)[2]
  # The export's 1-D mesh of 8 resized to 2: the shardings name the axis,
  # not its size.
  head = "\n".join(head)
  for old, new in (("num_partitions = 8", "num_partitions = 2"),
                   ('"data"=8', '"data"=2'), ("size = 8 : i64",
                                              "size = 2 : i64")):
    head = head.replace(old, new)
  program = os.path.join(work, "gpt2_dp2.mlir")
  with open(program, "w") as f:
    f.write(head + "\n" + rest)
  dp = {"program": DP_EXPORT + " (mesh data=2)"}
  if '"data"=2' not in head:
    dp["two"] = {"status": "failed", "compile_failed": True,
                 "error": "cannot resize the mesh of " + DP_EXPORT}
  inputs_dir = os.path.join(work, "inputs")
  write_inputs(python, "gpt2", inputs_dir, main_signature(text))
  timeout = args.timeout_osdp or args.timeout
  # One rank: the unsharded step (reused from the table when it ran).
  one = (results["programs"].get("gpt2-2l") or {}).get("osdp")
  if one and one.get("status") == "ok":
    one = dict(one, reused=True)
  else:
    print("# %s: 1 rank ..." % DP, file=sys.stderr, flush=True)
    one = osdp_engine(build, str(ROOT / "test" / "Inputs" /
                                 PROGRAMS["gpt2-2l"][0]), [], inputs_dir,
                      args, timeout, work, "one.osdp")
  if "two" not in dp:
    print("# %s: 2 ranks ..." % DP, file=sys.stderr, flush=True)
    dp["two"] = osdp_engine(build, program, ["--osdp-shard"], inputs_dir,
                            args, timeout, work, "two.osdp")
  dp["one"] = one
  two = dp["two"]
  if one.get("step_ms") and two.get("step_ms"):
    dp["speedup"] = one["step_ms"] / two["step_ms"]
  results["dp"] = dp
  return dp


def report(results, args):
  out = []
  c = results["conditions"]
  out.append("Measured %s on %s (%d cores), load average %.1f at the start "
             "and %.1f at the end; jax/jaxlib %s, IREE %s, osdp %s. "
             "Medians of %d steps after %d warm-up step%s." % (
                 c["date"], c["cpu"], c["cores"],
                 c["load_average_start"][0], c["load_average_end"][0],
                 c["jaxlib"], c["iree"], c["osdp_commit"], args.steps,
                 args.warmup, "" if args.warmup == 1 else "s"))
  programs = results["programs"]
  if programs:
    out.append("\n### Step time, one process (ms)\n")
    rows = []
    for name, row in programs.items():
      x, i, o = row.get("xla"), row.get("iree"), row.get("osdp")
      diff = agreement(o, x)
      rows.append([row["program"] + ("" if row["inputs"] == "real"
                                     else " (random inputs)"),
                   cell_ms(x), cell_ms(i), cell_ms(o), ratio(o, x),
                   ratio(i, x),
                   "%.1e" % diff if diff is not None else "-"])
    out.append(table(["program", "XLA", "IREE", "osdp", "osdp/XLA",
                      "IREE/XLA", "osdp loss vs XLA"], rows))
    out.append("\n### Compile time (s)\n")
    out.append(table(["program", "XLA", "IREE", "osdp"],
                     [[row["program"], cell_s(row.get("xla")),
                       cell_s(row.get("iree")), cell_s(row.get("osdp"))]
                      for row in programs.values()]))
    rows = []
    for row in programs.values():
      p = (row.get("osdp") or {}).get("profile_summary")
      if not p:
        continue
      rows.append([row["program"], "%.2f" % p["step_ms"],
                   "%.2f" % p["gemm_ms"], "%d" % p["gemm_calls"],
                   "%.3f" % p["gemm_gflop"],
                   "%.1f" % p["gemm_gflop_per_s"] if p["gemm_calls"] else "",
                   "%.2f" % p["collectives_ms"], "%.2f" % p["other_ms"]])
    if rows:
      out.append("\n### Where osdp's step goes (one rank, --profile)\n")
      out.append(table(["program", "step ms", "GEMM ms", "GEMM calls",
                        "GEMM GFLOP", "GEMM GFLOP/s", "collectives ms",
                        "other ms"], rows))
  for gemm in results.get("gemm", {}).values():
    out.append("\n### GEMM inside the %s step against OpenBLAS alone "
               "(%d threads)\n" % (gemm["program"], gemm["threads"]))
    if gemm["shapes"]:
      fmt = lambda v: "%.1f" % v if v else "n/a"
      rows = [["%s %s%s" % (s["dtype"], "T" if s["trans_a"] else "N",
                            "T" if s["trans_b"] else "N"),
               "%d x %dx%dx%d" % (s["batch"], s["m"], s["n"], s["k"]),
               "%g" % s["calls_per_step"], "%.3f" % s["ms_per_step"],
               fmt(s["gflop_per_s_in_step"]), fmt(s["gflop_per_s_alone"]),
               "%.2f" % (s["gflop_per_s_in_step"] / s["gflop_per_s_alone"])
               if s["gflop_per_s_in_step"] and s["gflop_per_s_alone"]
               else ""] for s in gemm["shapes"]]
      out.append(table(["op", "batch x m x n x k", "calls/step", "ms/step",
                        "GFLOP/s in step", "GFLOP/s alone", "ratio"], rows))
    else:
      out.append("osdp's step makes no GEMM call: the compiler lowers none "
                 "of this program's products to the runtime's GEMM.")
      if gemm.get("products"):
        out.append("\nIts products (batch, free and contracting dimensions "
                   "each collapsed into one) in OpenBLAS alone:\n")
        out.append(table(
            ["batch x m x n x k", "per step", "ms per step alone",
             "GFLOP/s alone"],
            [["%d x %dx%dx%d" % (p["batch"], p["m"], p["n"], p["k"]),
              p["count"], "%.3f" % (p["count"] * p["seconds_alone"] * 1e3),
              "%.1f" % (2e-9 * p["batch"] * p["m"] * p["n"] * p["k"] /
                        p["seconds_alone"])]
             for p in gemm["products"] if p["seconds_alone"]]))
    out.append("\nThe program has %d distinct matrix-product shapes, "
               "%.3f GFLOP per step; %.3f GFLOP of it reached the runtime's "
               "GEMM. OpenBLAS alone does all of them (as plain products) "
               "in %.1f ms." % (
                   gemm["program_products"], gemm["program_product_gflop"],
                   gemm["gemm_gflop_in_step"],
                   gemm["openblas_alone_ms_for_all_products"]))
  dp = results.get("dp")
  if dp:
    out.append("\n### Data-parallel GPT-2 step, 1 against 2 ranks (osdp)\n")
    rows = []
    for ranks, r in ((1, dp["one"]), (2, dp["two"])):
      per_rank = ((r.get("profile") or {}).get("ranks") or [])
      def each(get):
        return " / ".join("%.1f" % (get(p) * 1e3) for p in per_rank)
      rows.append([
          ranks, cell_s(r), cell_ms(r),
          each(lambda p: p["all_reduce"]["seconds"]) if ranks > 1 else "",
          "%d, %.2f MB" % (per_rank[0]["all_reduce"]["calls"],
                           per_rank[0]["all_reduce"]["bytes"] * 1e-6)
          if ranks > 1 and per_rank else "",
          each(lambda p: p["other_seconds"]),
          "%.2fx" % dp["speedup"] if ranks == 2 and "speedup" in dp else ""])
    out.append(table(["ranks", "compile s", "step ms",
                      "all-reduce ms per rank", "all-reduces per step",
                      "other ms per rank", "speedup"], rows))
    out.append("\nAll-reduce time includes waiting for the other rank.")
  errors = []
  for name, row in programs.items():
    for engine in ENGINES:
      r = row.get(engine) or {}
      if r.get("error"):
        errors.append("* %s, %s: %s" % (row["program"], engine, r["error"]))
  for ranks, r in (("1 rank", (dp or {}).get("one") or {}),
                   ("2 ranks", (dp or {}).get("two") or {})):
    if r.get("error"):
      errors.append("* data parallel, %s: %s" % (ranks, r["error"]))
  if errors:
    out.append("\nFailures:\n\n" + "\n".join(errors))
  return "\n".join(out)


def main():
  parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
  parser.add_argument("--build", default=str(ROOT / "build"))
  parser.add_argument("--programs", default=",".join(DEFAULT_ORDER),
                      help="comma-separated, run in that order, of: %s" %
                      ", ".join(DEFAULT_ORDER))
  parser.add_argument("--engines", default=",".join(ENGINES))
  parser.add_argument("--steps", type=int, default=5)
  parser.add_argument("--warmup", type=int, default=1)
  parser.add_argument("--quick", action="store_true",
                      help="3 steps, and no 12-layer GPT-2 unless named")
  parser.add_argument("--json", help="also write every figure here (as "
                      "each section ends)")
  parser.add_argument("--from-json", help="print the tables of an earlier "
                      "--json file, running nothing")
  parser.add_argument("--timeout", type=float, default=900,
                      help="seconds per engine and program (compile and run)")
  parser.add_argument("--timeout-osdp", type=float)
  parser.add_argument("--timeout-xla", type=float)
  parser.add_argument("--timeout-iree", type=float)
  # A child process running one reference engine.
  parser.add_argument("--worker", choices=("xla", "iree"),
                      help=argparse.SUPPRESS)
  parser.add_argument("--program", help=argparse.SUPPRESS)
  parser.add_argument("--inputs-dir", help=argparse.SUPPRESS)
  parser.add_argument("--result", help=argparse.SUPPRESS)
  args = parser.parse_args()
  if args.worker:
    return run_worker(args)

  if args.from_json:
    with open(args.from_json) as f:
      results = json.load(f)
    args.steps, args.warmup = results["steps"], results["warmup"]
    print(report(results, args))
    return 0

  build = pathlib.Path(args.build).resolve()
  python = str(build / "venv" / "bin" / "python")
  if not os.path.exists(python):
    python = sys.executable
  try:
    import numpy  # noqa: F401
  except ImportError:
    # The tests' environment has NumPy (and jax, IREE).
    os.execv(python, [python] + sys.argv)
  names = [p.strip() for p in args.programs.split(",") if p.strip()]
  unknown = [p for p in names if p not in PROGRAMS and p != DP]
  if unknown:
    parser.error("unknown program(s) %s" % ", ".join(unknown))
  if args.quick:
    if "--steps" not in sys.argv:
      args.steps = 3
    if "--programs" not in " ".join(sys.argv):
      names = [p for p in names if p != "gpt2-12l"]
  args.engines = [e.strip() for e in args.engines.split(",")]
  results = {"conditions": conditions(build, python), "programs": {},
             "gemm": {}, "steps": args.steps, "warmup": args.warmup}
  def save():
    results["conditions"]["load_average_end"] = os.getloadavg()
    if args.json:
      with open(args.json + ".partial", "w") as f:
        json.dump(results, f, indent=1, default=str)
      os.replace(args.json + ".partial", args.json)

  with tempfile.TemporaryDirectory(prefix="bench-") as tmp:
    for name in names:
      if name == DP:
        if "osdp" in args.engines:
          bench_dp(args, build, python, tmp, results)
      else:
        row = bench_program(name, args, build, python, tmp, results)
        # GEMM calls against OpenBLAS alone: GPT-2's, and any other
        # program's that does some.
        osdp = row.get("osdp") or {}
        summary = osdp.get("profile_summary") or {}
        if osdp.get("status") == "ok" and (
            name.startswith("gpt2") or summary.get("gemm_gflop", 0) >= 0.01):
          bench_gemm(name, row, args, tmp, results)
      save()
  print(report(results, args))


if __name__ == "__main__":
  sys.exit(main())
