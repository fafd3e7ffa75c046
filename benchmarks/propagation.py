#!/usr/bin/env python3
"""Time of osdp-propagate and osdp-partition on large real exports.

For each input it writes a copy with a mesh `dp = 4, tp = 2` and every
integer-typed argument of @main of rank >= 1 (the token/label batches of a
training step) sharded over `dp` on dimension 0, then runs

    osdp-opt COPY --osdp-inline-calls --osdp-propagate --osdp-insert-reshards
             --osdp-partition --osdp-optimize-collectives -mlir-timing
             -o /dev/null

several times and prints the op count, the best wall time of each osdp pass
alone (from -mlir-timing), the best total time (parse and print included),
and the share of values that propagation sharded (from one annotated
output).

    python3 benchmarks/propagation.py [--build build] [FILE ...]

Without files it uses the largest module of test/Inputs. Modules of 10k to
300k ops can be made with benchmarks/make_large_module.py (needs JAX; not
committed); linear growth is the target.

A second table gives, for each sharded corpus export, the bytes one device
sends per step in the program `--osdp-shard` produces, next to what the
textbook form of its plan sends:

  * data parallel: one all-reduce of the gradients, 2 (n-1)/n P;
  * FSDP / ZeRO-3: the parameters gathered for the forward and again for the
    backward pass, the gradients reduce-scattered, 3 (n-1)/n P;
  * Megatron (tensor parallel over `model`, data parallel over `data`): two
    all-reduces of the activations per layer and pass (4 (m-1)/m A per
    layer, forward and backward), and the data-parallel all-reduce of the
    local parameter gradients, 2 (d-1)/d P_local.

P is the parameter bytes, A the bytes of one layer's activation on a device
(batch / d x sequence x width x 4). A ring collective over n devices sends
2 (n-1)/n of the buffer (all-reduce) or (n-1)/n of the whole (all-gather,
reduce-scatter, all-to-all); collectives inside loops count once.
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


PASSES = (("propagate", "PropagateShardingsPass"),
          ("reshards", "InsertReshardsPass"), ("partition", "PartitionPass"),
          ("optimize", "OptimizeCollectivesPass"))


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
  print("%-32s %8s %10s %10s %10s %10s %10s %8s" %
        ("module", "ops", "propagate", "reshards", "partition", "optimize",
         "total (s)", "sharded"))
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
            [str(opt), str(copy), "--osdp-inline-calls", "--osdp-propagate",
             "--osdp-insert-reshards", "--osdp-partition",
             "--osdp-optimize-collectives",
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
          [str(opt), str(copy), "--osdp-inline-calls", "--osdp-propagate"],
          capture_output=True, text=True, check=True).stdout
      shardings = re.findall(r"#osdp\.sharding<@mesh, \[([^>]*)\]", out)
      sharded = sum(1 for s in shardings if re.search(r"\{[^}]", s))
    print("%-32s %8d %10.3f %10.3f %10.3f %10.3f %10.3f %7.0f%%" %
          (pathlib.Path(name).name[:32], ops, best["propagate"],
           best["reshards"], best["partition"], best["optimize"], best_total,
           100.0 * sharded / max(1, len(shardings))))
  bytes_table(opt)


_ELEMENT_BYTES = {"f64": 8, "f32": 4, "f16": 2, "bf16": 2, "i64": 8,
                  "i32": 4, "ui32": 4, "i16": 2, "i8": 1, "ui8": 1, "i1": 1}
_TENSOR = re.compile(r"tensor<((?:\d+x)*)(\w+)>")
_COLLECTIVE = re.compile(
    r"osdp\.(all_reduce|all_gather|reduce_scatter|all_to_all|"
    r"collective_permute)\b.* on @\w+ (?:over|along) (.*?) "
    r"(?:scatter \d+ |split \d+ concat \d+ |shift -?\d+ |pairs \[.*?\] )?"
    r": (tensor<[^>]*>)(?: -> (tensor<[^>]*>))?")


def tensor_bytes(text):
  m = _TENSOR.fullmatch(text)
  n = 1
  for size in m.group(1).split("x")[:-1]:
    n *= int(size)
  return n * _ELEMENT_BYTES.get(m.group(2), 4)


def bytes_sent(program, mesh):
  """Bytes one device sends per step, by collective kind."""
  sent = {}
  for m in _COLLECTIVE.finditer(program):
    kind, axes, operand, result = m.groups()
    n = 1
    for axis in re.findall(r"[\w]+", axes):
      n *= mesh.get(axis, 1)
    if kind == "all_reduce":
      b = 2 * (n - 1) / n * tensor_bytes(operand)
    elif kind == "all_gather":
      b = (n - 1) / n * tensor_bytes(result)
    elif kind == "collective_permute":
      b = tensor_bytes(operand)
    else:
      b = (n - 1) / n * tensor_bytes(operand)
    sent[kind] = sent.get(kind, 0) + b
  return sent


def gpt2_shapes(text):
  """(parameter bytes, batch, sequence, width, layers) of a GPT-2 export."""
  header = text[text.index("@main("):]
  results = re.findall(r'(tensor<[^>]*>) \{jax\.result_info = "result\[0\]'
                       r"([^\"]*)\"", header)
  params = sum(tensor_bytes(t) for t, _ in results)
  layers = len({m for m in re.findall(r"\['blocks'\]\[(\d+)\]",
                                      "".join(n for _, n in results))})
  tokens = re.search(r"%arg\d+: tensor<(\d+)x(\d+)xi32>", header)
  width = int(re.search(r"tensor<\d+x(\d+)xf32> \{jax\.result_info = "
                        r"\"result\[0\]\['wpe'\]", header).group(1))
  return params, int(tokens.group(1)), int(tokens.group(2)), width, layers


def local_param_bytes(program, count):
  """Bytes of the first `count` arguments (the parameters) on one device."""
  header = program[program.index("@main("):]
  args = re.findall(r"%arg\d+: (tensor<[^>]*>)", header)
  return sum(tensor_bytes(t) for t in args[:count])


def textbook_bytes(plan, text, program, mesh):
  params, batch, seq, width, layers = gpt2_shapes(text)
  count = len(re.findall(r'jax\.result_info = "result\[0\]', text))
  if plan == "dp":
    n = mesh["data"]
    return 2 * (n - 1) / n * params
  if plan == "fsdp":
    n = mesh["data"]
    return 3 * (n - 1) / n * params
  d, m = mesh["data"], mesh["model"]
  activation = batch // d * seq * width * 4
  return (layers * 4 * 2 * (m - 1) / m * activation +
          2 * (d - 1) / d * local_param_bytes(program, count))


CORPUS_PLANS = (("gpt2_2layer_train_step_dp_sdy.mlir", "dp"),
                ("gpt2_2layer_train_step_fsdp_sdy.mlir", "fsdp"),
                ("gpt2_2layer_train_step_sharded_sdy.mlir", "megatron"))


def bytes_table(opt):
  print()
  print("%-40s %-9s %12s %12s %7s  %s" % (
      "export", "plan", "osdp (B)", "textbook (B)", "ratio", "by kind"))
  for name, plan in CORPUS_PLANS:
    text = (ROOT / "test" / "Inputs" / name).read_text()
    program = subprocess.run([str(opt), "-", "--osdp-shard"], input=text,
                             capture_output=True, text=True,
                             check=True).stdout
    mesh = {a: int(s) for a, s in re.findall(
        r"(\w+) = (\d+)", re.search(r"osdp\.mesh @\w+ = <\[([^\]]*)\]>",
                                   program).group(1))}
    sent = bytes_sent(program, mesh)
    total = sum(sent.values())
    book = textbook_bytes(plan, text, program, mesh)
    kinds = ", ".join("%s %.0f" % kv for kv in sorted(sent.items()))
    print("%-40s %-9s %12.0f %12.0f %7.2f  %s" % (
        name, plan, total, book, total / book, kinds))


if __name__ == "__main__":
  main()
