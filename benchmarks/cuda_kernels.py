#!/usr/bin/env python3
"""Counts the kernels the cuda target makes of each corpus program.

No GPU is needed: for each program this runs

    osdp-compile test/Inputs/P.mlir --target=cuda --gpu-arch=sm_80,sm_90

with the IR printed around the kernel-forming passes, and prints per program

  kernels     kernel modules in the artifact (identical kernels merged)
  blocks      those whose PTX shuffles (block and row reductions)
  launches    `gpu.launch` ops of one step, before outlining
  chains      launches osdp-fuse-row-reductions made (a block per row)
  splits      first passes osdp-split-column-reductions made, and in
              parentheses the column reductions they fold (merged ones
              share a first pass)
  tiled       launches osdp-shared-memory-transposes made
  seconds     the compilation's wall time

    python3 benchmarks/cuda_kernels.py [--build build] [PROGRAM ...]
"""

import argparse
import pathlib
import re
import subprocess
import sys
import tempfile
import time

ROOT = pathlib.Path(__file__).resolve().parents[1]
CORPUS = ["mlp_train_step", "mlp_train_step_bf16", "resnet_block_train_step",
          "transformer_inference", "gpt2_2layer_train_step",
          "gpt2_12layer_train_step"]
DUMP = re.compile(r"^// -----// IR Dump (Before|After) \S+ \((\S+)\)", re.M)


def dumps(text):
  """{(when, pass): [dump text, ...]} of one --mlir-print-ir-* log."""
  found = {}
  marks = list(DUMP.finditer(text))
  for mark, following in zip(marks, marks[1:] + [None]):
    end = following.start() if following else len(text)
    found.setdefault((mark.group(1), mark.group(2)), []).append(
        text[mark.end():end])
  return found


def top_level(text, name):
  """The ops `name` at a function's top level (two spaces in)."""
  return len(re.findall(r"^  (?:%\S+ = )?" + re.escape(name) + r"\b", text,
                        re.M))


def parallel_stores(text):
  """The stores inside the function's top-level parallel loops."""
  stores = 0
  inside = False
  for line in text.splitlines():
    if re.match(r"^  scf\.parallel\b", line):
      inside = True
    elif re.match(r"^  \S", line):
      inside = False
    elif inside and "memref.store " in line:
      stores += 1
  return stores


def measure(build, program, workdir):
  source = ROOT / "test" / "Inputs" / f"{program}.mlir"
  artifact = workdir / f"{program}.osdp"
  passes = ["osdp-fuse-row-reductions", "osdp-split-column-reductions",
            "osdp-shared-memory-transposes"]
  cmd = [str(build / "bin" / "osdp-compile"), str(source), "--target=cuda",
         "--gpu-arch=sm_80,sm_90", "-o", str(artifact),
         "--mlir-print-ir-before=" + ",".join(
             passes + ["gpu-launch-sink-index-computations"]),
         "--mlir-print-ir-after=" + ",".join(passes)]
  start = time.perf_counter()
  proc = subprocess.run(cmd, capture_output=True, text=True)
  seconds = time.perf_counter() - start
  if proc.returncode != 0:
    sys.exit(f"osdp-compile failed on {program}:\n{proc.stderr[-2000:]}")
  found = dumps(proc.stderr)

  def total(when, pass_name, counter):
    return sum(counter(text) for text in found.get((when, pass_name), []))

  def launches(text):
    # Launches do not nest, and the module-level dump indents further.
    return len(re.findall(r"\bgpu\.launch\b(?!_)", text))

  def loops(text):
    return top_level(text, "scf.parallel")

  def added(pass_name, counter):
    return (total("After", pass_name, counter) -
            total("Before", pass_name, counter))

  ptx = (artifact / "kernels.ptx").read_text()
  modules = re.split(r"^// gpu\.binary ", ptx, flags=re.M)[1:]
  return {
      "kernels": len(modules),
      "blocks": sum("shfl." in module for module in modules),
      "launches": total("Before", "gpu-launch-sink-index-computations",
                        launches),
      "chains": added("osdp-fuse-row-reductions", launches),
      "splits": added("osdp-split-column-reductions", loops),
      "split reductions": added("osdp-split-column-reductions",
                                parallel_stores),
      "tiled": added("osdp-shared-memory-transposes", launches),
      "seconds": seconds,
  }


def main():
  parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
  parser.add_argument("--build", default=str(ROOT / "build"))
  parser.add_argument("programs", nargs="*", default=CORPUS)
  args = parser.parse_args()
  print("| program | kernels | blocks | launches | chains | splits "
        "(reductions) | tiled | seconds |")
  print("|---|---:|---:|---:|---:|---:|---:|---:|")
  with tempfile.TemporaryDirectory() as workdir:
    for program in args.programs:
      row = measure(pathlib.Path(args.build), program, pathlib.Path(workdir))
      print(f"| {program} | {row['kernels']} | {row['blocks']} | "
            f"{row['launches']} | {row['chains']} | {row['splits']} "
            f"({row['split reductions']}) | {row['tiled']} | "
            f"{row['seconds']:.1f} |", flush=True)


if __name__ == "__main__":
  main()
