#!/usr/bin/env python3
"""Parse, verify and print throughput of osdp-opt on large real exports.

For each size (default: about 10k and 100k ops) it writes a GPT-2-style
training step with benchmarks/make_large_module.py (needs JAX; files are cached
under the build directory), then runs

    osdp-opt FILE -o OUT                      (pretty form)
    osdp-opt FILE --mlir-print-op-generic -o OUT

several times and prints, per form, the op count, the best wall time, ops per
second and the peak resident memory of the osdp-opt process. It also checks
that print -> parse -> print is a fixed point at that size.

    python3 benchmarks/parse_print.py [--build build] [--ops 10000 100000]
"""

import argparse
import os
import pathlib
import resource
import subprocess
import sys
import time

ROOT = pathlib.Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "python"))

from osdp import mlir_text  # noqa: E402


def run_once(cmd):
  """Runs cmd; returns (seconds, peak RSS in MiB of that child)."""
  before = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
  start = time.perf_counter()
  proc = subprocess.run(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                        text=True)
  seconds = time.perf_counter() - start
  if proc.returncode != 0:
    sys.exit(f"failed: {' '.join(map(str, cmd))}\n{proc.stderr}")
  # ru_maxrss of RUSAGE_CHILDREN is the max over all children so far: measure
  # each command in a fresh interpreter to attribute it exactly.
  after = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
  return seconds, max(before, after) / 1024.0


def measure(cmd, repeats):
  """Best wall time over `repeats` runs and the peak RSS (separate process)."""
  times = [run_once(cmd)[0] for _ in range(repeats)]
  probe = subprocess.run(
      [sys.executable, __file__, "--rss-of", "--"] + [str(c) for c in cmd],
      capture_output=True, text=True, check=True)
  return min(times), float(probe.stdout.strip())


def main():
  if len(sys.argv) > 1 and sys.argv[1] == "--rss-of":
    _, rss = run_once(sys.argv[3:])
    print(f"{rss:.1f}")
    return

  parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
  parser.add_argument("--build", default=str(ROOT / "build"))
  parser.add_argument("--ops", type=int, nargs="+", default=[10000, 100000])
  parser.add_argument("--repeats", type=int, default=3)
  args = parser.parse_args()

  opt = pathlib.Path(args.build) / "bin" / "osdp-opt"
  if not opt.exists():
    sys.exit(f"{opt} not found: run `make build` first")
  cache = pathlib.Path(args.build) / "benchmarks"
  cache.mkdir(parents=True, exist_ok=True)

  print(f"{'module':<24} {'form':<8} {'ops':>8} {'MB':>7} {'seconds':>8} "
        f"{'ops/s':>10} {'peak MiB':>9}")
  for target in args.ops:
    source = cache / f"gpt_{target}.mlir"
    if not source.exists():
      subprocess.run([sys.executable, str(ROOT / "benchmarks" /
                                          "make_large_module.py"),
                      "--ops", str(target), str(source)], check=True,
                     stdout=subprocess.DEVNULL)
    text = source.read_text()
    ops = mlir_text.count_ops(text)
    size_mb = len(text.encode()) / 1e6
    for form, flags in (("pretty", []), ("generic", ["--mlir-print-op-generic"])):
      out = cache / f"gpt_{target}.{form}.mlir"
      seconds, rss = measure([opt, source, *flags, "-o", out], args.repeats)
      # Fixed point: printing the printed module again changes nothing.
      again = cache / f"gpt_{target}.{form}.again.mlir"
      subprocess.run([opt, out, *flags, "-o", again], check=True)
      same = out.read_bytes() == again.read_bytes()
      print(f"{source.name:<24} {form:<8} {ops:>8} {size_mb:>7.1f} "
            f"{seconds:>8.2f} {ops / seconds:>10.0f} {rss:>9.1f}"
            f"{'' if same else '  ROUND TRIP DIFFERS'}")


if __name__ == "__main__":
  main()
