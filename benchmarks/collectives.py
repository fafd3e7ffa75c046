#!/usr/bin/env python3
"""Collectives per step: osdp's partitioning against XLA's, same shardings.

    python3 benchmarks/collectives.py [--build build] [--zoo build/zoo]
        [--ranks 4] [--models NAME...] [--plans dp fsdp megatron]
        [--bucket-bytes N]

For each zoo export of a user plan (build/zoo/MODEL_PLANRANKS_sdy.mlir;
Megatron's on a 2 x 2 mesh for 4 ranks, `make zoo`), the collective ops
of one training step, per kind (all-reduce / reduce-scatter / all-gather /
all-to-all / collective-permute), and the megabytes of their results on
one device:

* XLA's: the optimized HLO of the program compiled on RANKS partitions
  (XLA's SPMD partitioner and its collective combiners);
* osdp's: the program `osdp-opt --osdp-shard` writes (with the pipeline's
  buckets, or `bucket-bytes=N`), each op once, as the step runs them
  (osdp's programs have no loops outside pipelines and microbatches).

Nothing runs: the counts are read from the programs, so the machine need
not be quiet. The step times of some of these programs are in
benchmarks/buckets.py.
"""

import argparse
import pathlib
import re
import subprocess
import sys

ROOT = pathlib.Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "python"))

KINDS = ["all_reduce", "reduce_scatter", "all_gather", "all_to_all",
         "collective_permute"]

# An HLO instruction: its name, `= `, its (possibly tuple) result type,
# then its opcode and operands; a variadic collective is one instruction.
# XLA:CPU runs collectives synchronously (no -start/-done pairs).
HLO_COLLECTIVE = re.compile(
    r"= (.*?) (all-reduce|reduce-scatter|all-gather|all-to-all|"
    r"collective-permute)\(")
HLO_SHAPE = re.compile(r"\b([a-z]+[0-9]*)\[([0-9,]*)\]")
HLO_BYTES = {"f64": 8, "s64": 8, "u64": 8, "f32": 4, "s32": 4, "u32": 4,
             "bf16": 2, "f16": 2, "s16": 2, "u16": 2, "s8": 1, "u8": 1,
             "pred": 1}

# An osdp collective: its result type is the last tensor type on the line.
OSDP_COLLECTIVE = re.compile(
    r"= osdp\.(" + "|".join(KINDS) + r") .*tensor<([^>]*)>\s*$", re.M)
MLIR_BYTES = {"f64": 8, "i64": 8, "f32": 4, "i32": 4, "bf16": 2, "f16": 2,
              "i16": 2, "i8": 1, "i1": 1}


def elements(dims):
  count = 1
  for dim in dims:
    count *= int(dim)
  return count


def hlo_bytes(result_type):
  return sum(elements(filter(None, dims.split(","))) * HLO_BYTES[dtype]
             for dtype, dims in HLO_SHAPE.findall(result_type))


def xla_collectives(text, ranks):
  """{kind: [calls, result bytes]} of XLA's optimized HLO of `text`
  partitioned over `ranks` devices."""
  from osdp import xla
  executable, _ = xla._compile(text, ranks, partitions=True)
  hlo = "\n".join(m.to_string() for m in executable.hlo_modules())
  counts = {kind: [0, 0] for kind in KINDS}
  for result_type, opcode in HLO_COLLECTIVE.findall(hlo):
    entry = counts[opcode.replace("-", "_")]
    entry[0] += 1
    entry[1] += hlo_bytes(result_type)
  return counts


def osdp_collectives(text):
  """{kind: [calls, result bytes]} of a partitioned osdp program."""
  counts = {kind: [0, 0] for kind in KINDS}
  for kind, tensor in OSDP_COLLECTIVE.findall(text):
    *dims, dtype = tensor.split("x")
    counts[kind][0] += 1
    counts[kind][1] += elements(dims) * MLIR_BYTES[dtype]
  return counts


def partition(args, program):
  options = "" if args.bucket_bytes is None else (
      "bucket-bytes=%d" % args.bucket_bytes)
  proc = subprocess.run(
      [str(pathlib.Path(args.build) / "bin" / "osdp-opt"), str(program),
       "--osdp-shard=" + options], capture_output=True, text=True)
  if proc.returncode != 0:
    sys.exit("collectives.py: osdp-opt %s failed:\n%s" %
             (program, proc.stderr.strip()[-2000:]))
  return proc.stdout


def export(args, model, plan):
  mesh = {"megatron": "%dx2" % (args.ranks // 2)}.get(plan, str(args.ranks))
  return pathlib.Path(args.zoo) / ("%s_%s%s_sdy.mlir" % (model, plan, mesh))


def calls(counts):
  return "/".join(str(counts[kind][0]) for kind in KINDS)


def megabytes(counts):
  return "%.2f" % (sum(entry[1] for entry in counts.values()) / 1e6)


def main(argv):
  parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
  parser.add_argument("--build", default=str(ROOT / "build"))
  parser.add_argument("--zoo", default=str(ROOT / "build" / "zoo"))
  parser.add_argument("--ranks", type=int, default=4)
  parser.add_argument("--models", nargs="*", default=[
      "vit", "gpt2", "llama", "t5", "bart", "mistral", "resnet", "gemma",
      "gpt_neo", "opt", "bert", "roberta"])
  parser.add_argument("--plans", nargs="*",
                      default=["dp", "fsdp", "megatron"])
  parser.add_argument("--bucket-bytes", type=int, default=None)
  args = parser.parse_args(argv)
  from osdp import xla
  xla.configure(args.ranks)

  print("| program | plan | XLA calls | osdp calls | XLA MB | osdp MB |")
  print("|---|---|---|---|---:|---:|")
  for model in args.models:
    for plan in args.plans:
      program = export(args, model, plan)
      if not program.exists():
        sys.exit("collectives.py: %s is missing (make zoo)" % program)
      text = program.read_text()
      theirs = xla_collectives(text, args.ranks)
      ours = osdp_collectives(partition(args, program))
      print("| %s | %s | %s | %s | %s | %s |" % (
          model, plan, calls(theirs), calls(ours), megabytes(theirs),
          megabytes(ours)), flush=True)
  print("\ncalls: all-reduce / reduce-scatter / all-gather / all-to-all / "
        "collective-permute; MB: their results on one device")


if __name__ == "__main__":
  main(sys.argv[1:])
