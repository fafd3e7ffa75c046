#!/usr/bin/env python3
"""Collectives per step: osdp's partitioning against XLA's, same shardings.

    python3 benchmarks/collectives.py [--build build] [--zoo build/zoo]
        [--ranks 4] [--models NAME...] [--plans dp fsdp megatron]
        [--bucket-bytes N]

For each zoo export of a user plan (build/zoo/MODEL_PLANRANKS_sdy.mlir;
Megatron's on a 2 x 2 mesh for 4 ranks, `make zoo`), the collective ops
of one training step, per kind (all-reduce / reduce-scatter / all-gather /
all-to-all / collective-permute), the megabytes of their results on one
device, and the megabytes one device sends for them:

* XLA's: the optimized HLO of the program compiled on RANKS partitions
  (XLA's SPMD partitioner and its collective combiners);
* osdp's: the program `osdp-opt --osdp-shard` writes (with the pipeline's
  buckets, or `bucket-bytes=N`), each op once, as the step runs them
  (osdp's programs have no loops outside pipelines and microbatches).

What a device sends is a model, the same for both: ring algorithms over
a group of n devices, where an all-reduce of S bytes sends 2 (n - 1) / n
S, a reduce-scatter (n - 1) / n of its input, an all-gather (n - 1) / n
of its result, an all-to-all (n - 1) / n of its operand and a permute
its operand. A result's bytes alone would favour the all-reduce: XLA
sums a gradient whole and slices it, where a reduce-scatter's result is
a group size's fraction of the same sum.

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
# Its groups: `replica_groups={{0,1},{2,3}}`, an iota list
# `replica_groups=[2,2]<=[4]` (2 groups of 2), or a mesh and the axes
# of a group `replica_groups=mesh['a'=2,'b'=2] {'b'}`.
HLO_GROUPS = re.compile(r"replica_groups=(\{\{[0-9,]*\}|\[[0-9,]+\]<=|"
                        r"mesh\[[^\]]*\] \{[^}]*\})")
HLO_SHAPE = re.compile(r"\b([a-z]+[0-9]*)\[([0-9,]*)\]")
HLO_BYTES = {"f64": 8, "s64": 8, "u64": 8, "f32": 4, "s32": 4, "u32": 4,
             "bf16": 2, "f16": 2, "s16": 2, "u16": 2, "s8": 1, "u8": 1,
             "pred": 1}

# An osdp collective: its mesh, the axes it runs over (`over {a, b}` or
# an all-gather's `along [{a}, {}]`) and its type (`: T` or `: T -> U`).
OSDP_COLLECTIVE = re.compile(
    r"= osdp\.(" + "|".join(KINDS) + r") .* on @([\w.$-]+) "
    r"(?:over \{([^}]*)\}|along \[([^\]]*)\]).* : (.*)$", re.M)
OSDP_TENSOR = re.compile(r"tensor<([^>]*)>")
OSDP_MESH = re.compile(r"osdp\.mesh @([\w.$-]+) = <\[([^\]]*)\]>")
MLIR_BYTES = {"f64": 8, "i64": 8, "f32": 4, "i32": 4, "bf16": 2, "f16": 2,
              "i16": 2, "i8": 1, "i1": 1}


def elements(dims):
  count = 1
  for dim in dims:
    count *= int(dim)
  return count


def sent_fraction(kind, group):
  """What a device sends, as a fraction of the bytes ring algorithms
  move: the operand of an all-reduce, reduce-scatter or all-to-all, the
  result of an all-gather (module docstring)."""
  if kind == "collective_permute":
    return 1.0
  share = (group - 1) / group
  return 2 * share if kind == "all_reduce" else share


def new_counts():
  """{kind: [calls, result bytes, sent bytes]}."""
  return {kind: [0, 0, 0.0] for kind in KINDS}


def hlo_bytes(result_type):
  return sum(elements(filter(None, dims.split(","))) * HLO_BYTES[dtype]
             for dtype, dims in HLO_SHAPE.findall(result_type))


def hlo_group(line, ranks):
  """The size of the groups of the HLO collective on `line`."""
  found = HLO_GROUPS.search(line)
  if not found:
    return ranks
  groups = found.group(1)
  if groups.startswith("{{"):
    return len(groups[2:-1].split(","))
  if groups.startswith("["):
    return int(groups[1:-3].split(",")[-1])
  sizes = dict(re.findall(r"'(\w+)'=(\d+)", groups))
  return elements(sizes[axis] for axis in
                  re.findall(r"'(\w+)'", groups.split("{")[1]))


def xla_collectives(text, ranks):
  """new_counts() of XLA's optimized HLO of `text` partitioned over
  `ranks` devices."""
  from osdp import xla
  executable, _ = xla._compile(text, ranks, partitions=True)
  hlo = "\n".join(m.to_string() for m in executable.hlo_modules())
  counts = new_counts()
  for line in hlo.splitlines():
    found = HLO_COLLECTIVE.search(line)
    if not found:
      continue
    result_type, opcode = found.groups()
    kind = opcode.replace("-", "_")
    result = hlo_bytes(result_type)
    group = hlo_group(line, ranks)
    # A reduce-scatter sends a fraction of its input: group x its result.
    moved = result * group if kind == "reduce_scatter" else result
    entry = counts[kind]
    entry[0] += 1
    entry[1] += result
    entry[2] += moved * sent_fraction(kind, group)
  return counts


def mesh_sizes(text):
  """{mesh: {axis: size}} of an osdp program's meshes."""
  return {name: {axis.strip(): int(size) for axis, size in
                 re.findall(r"([\w$-]+)\s*=\s*(\d+)", axes)}
          for name, axes in OSDP_MESH.findall(text)}


def tensor_bytes(tensor):
  *dims, dtype = tensor.split("x")
  return elements(dims) * MLIR_BYTES[dtype]


def osdp_collectives(text):
  """new_counts() of a partitioned osdp program."""
  meshes = mesh_sizes(text)
  counts = new_counts()
  for kind, mesh, over, along, types in OSDP_COLLECTIVE.findall(text):
    tensors = [tensor_bytes(t) for t in OSDP_TENSOR.findall(types)]
    axes = re.findall(r"[\w$-]+", over or along)
    group = elements(meshes[mesh][axis] for axis in axes)
    moved = tensors[-1] if kind == "all_gather" else tensors[0]
    entry = counts[kind]
    entry[0] += 1
    entry[1] += tensors[-1]
    entry[2] += moved * sent_fraction(kind, group)
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


def megabytes(counts, field):
  """Field 1 (results) or 2 (sent) summed over the kinds, in MB."""
  return "%.2f" % (sum(entry[field] for entry in counts.values()) / 1e6)


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

  print("| program | plan | XLA calls | osdp calls | XLA MB | osdp MB | "
        "XLA sent MB | osdp sent MB |")
  print("|---|---|---|---|---:|---:|---:|---:|")
  for model in args.models:
    for plan in args.plans:
      program = export(args, model, plan)
      if not program.exists():
        sys.exit("collectives.py: %s is missing (make zoo)" % program)
      text = program.read_text()
      theirs = xla_collectives(text, args.ranks)
      ours = osdp_collectives(partition(args, program))
      print("| %s | %s | %s | %s | %s | %s | %s | %s |" % (
          model, plan, calls(theirs), calls(ours), megabytes(theirs, 1),
          megabytes(ours, 1), megabytes(theirs, 2), megabytes(ours, 2)),
          flush=True)
  print("\ncalls: all-reduce / reduce-scatter / all-gather / all-to-all / "
        "collective-permute; MB: their results on one device; sent MB: "
        "what one device sends for them, by ring algorithms")


if __name__ == "__main__":
  main(sys.argv[1:])
