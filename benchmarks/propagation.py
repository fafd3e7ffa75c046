#!/usr/bin/env python3
"""Time of osdp-propagate and osdp-partition on large real exports.

For each input it writes a copy with a mesh `dp = 4, tp = 2` and every
integer-typed argument of @main of rank >= 1 (the token/label batches of a
training step) sharded over `dp` on dimension 0, then runs

    osdp-opt COPY --inline --osdp-propagate --osdp-partition
             --osdp-optimize-collectives -mlir-timing -o /dev/null

several times and prints the op count, the best wall time of each osdp pass
alone (from -mlir-timing), the best total time (parse and print included),
and the share of values that propagation sharded (from one annotated
output).

    python3 benchmarks/propagation.py [--build build] [FILE ...]

Without files it uses the largest module of test/Inputs. A 100k-op module can
be made with benchmarks/make_large_module.py (needs JAX; not committed).
"""

import argparse
import pathlib
import re
import subprocess
import sys
import tempfile

ROOT = pathlib.Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "python"))

from osdp import mlir_text  # noqa: E402

MESH = "osdp.mesh @mesh = <[dp = 4, tp = 2]>"
DATA_ARG = re.compile(r"(%arg\d+: tensor<(\d+x)+i\d+>)(?=[,)])")


def annotate(text):
  """Adds the mesh and dp shardings of the integer batch arguments."""
  lines = text.split("\n")
  for i, line in enumerate(lines):
    if line.startswith("module"):
      lines.insert(i + 1, "  " + MESH)
      break
  for i, line in enumerate(lines):
    if "func.func public @main(" in line:
      header, _, rest = line.partition(") -> ")

      def shard(match):
        rank = match.group(1).count("x")
        dims = ", ".join(["{dp}"] + ["{}"] * (rank - 1))
        return (match.group(1) +
                " {osdp.sharding = #osdp.sharding<@mesh, [%s]>}" % dims)

      header = DATA_ARG.sub(shard, header)
      lines[i] = header + (") -> " + rest if rest else "")
      break
  return "\n".join(lines)


PASSES = (("propagate", "PropagateShardings"), ("partition", "OSDPPartition"),
          ("optimize", "OSDPOptimizeCollectives"))


def pass_time(timing_report, name):
  for line in timing_report.splitlines():
    if line.rstrip().endswith(name):
      return float(line.split()[0])
  return float("nan")


def main():
  parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
  parser.add_argument("--build", default=str(ROOT / "build"))
  parser.add_argument("--runs", type=int, default=3)
  parser.add_argument("files", nargs="*")
  args = parser.parse_args()
  opt = pathlib.Path(args.build) / "bin" / "osdp-opt"
  files = args.files or [str(max((ROOT / "test" / "Inputs").glob("*.mlir"),
                                 key=lambda p: p.stat().st_size))]
  print("%-32s %8s %10s %10s %10s %10s %8s" %
        ("module", "ops", "propagate", "partition", "optimize", "total (s)",
         "sharded"))
  for name in files:
    text = pathlib.Path(name).read_text()
    ops = mlir_text.count_ops(text)
    with tempfile.TemporaryDirectory() as tmp:
      copy = pathlib.Path(tmp) / "in.mlir"
      copy.write_text(annotate(text))
      best = {label: float("inf") for label, _ in PASSES}
      best_total = float("inf")
      for _ in range(args.runs):
        run = subprocess.run(
            [str(opt), str(copy), "--inline", "--osdp-propagate",
             "--osdp-partition", "--osdp-optimize-collectives",
             "-mlir-timing", "-o", "/dev/null"],
            capture_output=True, text=True)
        if run.returncode != 0:
          sys.exit("osdp-opt failed on %s:\n%s" % (name, run.stderr[-3000:]))
        for label, pass_name in PASSES:
          best[label] = min(best[label], pass_time(run.stderr, pass_name))
        total = re.search(r"([\d.]+) \([\d. ]+%\)\s+Total", run.stderr)
        best_total = min(best_total, float(total.group(1)) if total
                         else float("nan"))
      out = subprocess.run(
          [str(opt), str(copy), "--inline", "--osdp-propagate"],
          capture_output=True, text=True, check=True).stdout
      shardings = re.findall(r"#osdp\.sharding<@mesh, \[([^>]*)\]", out)
      sharded = sum(1 for s in shardings if re.search(r"\{[^}]", s))
    print("%-32s %8d %10.3f %10.3f %10.3f %10.3f %7.0f%%" %
          (pathlib.Path(name).name[:32], ops, best["propagate"],
           best["partition"], best["optimize"], best_total,
           100.0 * sharded / max(1, len(shardings))))


if __name__ == "__main__":
  main()
