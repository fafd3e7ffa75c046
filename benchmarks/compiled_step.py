#!/usr/bin/env python3
"""Step time and compile time of compiled training steps: osdp against XLA
and IREE on the same StableHLO, same machine, same inputs.

    python3 benchmarks/compiled_step.py [--build build] [--steps 5]

For the MLP and the 2-layer GPT-2 training steps of the corpus (one device,
their real initial state from python/tools/write_example_inputs.py):

  * XLA: jaxlib's CPU client compiles the text and runs it (all cores);
  * IREE: iree-base-compiler (llvm-cpu, host CPU) and iree-base-runtime
    (local-task), if installed (`make bench-deps`);
  * osdp: osdp-compile, then osdp-run on one rank.

Then the sharded GPT-2 step (Megatron on a 4x2 mesh) on 8 MPI ranks with
osdp-run, next to XLA partitioning the same file over 8 simulated devices.
Prints medians in milliseconds and the ratio to XLA (higher is slower).
Absolute times drift on a shared machine; compare within one run.
"""

import argparse
import json
import os
import pathlib
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = pathlib.Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "python"))
sys.path.insert(0, str(ROOT / "python" / "tools"))


def timed(fn):
  start = time.perf_counter()
  result = fn()
  return time.perf_counter() - start, result


def xla_step(text, inputs, steps):
  import jax
  from osdp import xla
  compile_s, (executable, devices) = timed(lambda: xla._compile(text, 1))
  args = [jax.device_put(x, devices[0]) for x in inputs]
  times = []
  for _ in range(steps + 1):
    t, out = timed(lambda: [o.block_until_ready()
                            for o in executable.execute(args)])
    times.append(t)
  return compile_s, statistics.median(times[1:])


def iree_step(text, inputs, steps):
  try:
    import iree.compiler as ireec
    import iree.runtime as ireert
  except ImportError:
    return None, None
  compile_s, vmfb = timed(lambda: ireec.compile_str(
      text, target_backends=["llvm-cpu"], input_type="stablehlo",
      extra_args=["--iree-llvmcpu-target-cpu=host"]))
  config = ireert.Config("local-task")
  context = ireert.SystemContext(config=config)
  module = ireert.VmModule.copy_buffer(config.vm_instance, vmfb)
  context.add_vm_module(module)
  main = context.modules[module.name]["main"]
  times = []
  for _ in range(steps + 1):
    t, out = timed(lambda: [o.to_host() for o in
                            (lambda r: r if isinstance(r, (list, tuple))
                             else [r])(main(*inputs))])
    times.append(t)
  return compile_s, statistics.median(times[1:])


def osdp_step(build, program, input_dir, steps, shard=False):
  with tempfile.TemporaryDirectory() as tmp:
    artifact = os.path.join(tmp, "model.osdp")
    command = [str(build / "bin" / "osdp-compile"), program, "-o", artifact]
    if shard:
      command.append("--osdp-shard")
    compile_s, _ = timed(lambda: subprocess.run(command, check=True))
    with open(os.path.join(artifact, "manifest.json")) as f:
      ranks = json.load(f)["mesh"]["devices"]
    report = os.path.join(tmp, "report.json")
    subprocess.run([str(build / "bin" / "osdp-run"), artifact, "-n",
                    str(ranks), "--inputs", input_dir, "--warmup", "1",
                    "--steps", str(steps), "--report-json", report],
                   check=True, capture_output=True)
    with open(report) as f:
      return compile_s, statistics.median(json.load(f)["step_seconds"]), ranks


def main():
  parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
  parser.add_argument("--build", default=str(ROOT / "build"))
  parser.add_argument("--steps", type=int, default=5)
  args = parser.parse_args()
  build = pathlib.Path(args.build)
  import numpy as np
  from osdp import xla
  import spmd_check
  import write_example_inputs
  xla.configure(8)

  print("%-28s %-6s %10s %10s %8s" % ("program", "engine", "compile s",
                                        "step ms", "vs XLA"))
  for model, name in (("mlp", "mlp_train_step.mlir"),
                      ("gpt2", "gpt2_2layer_train_step.mlir")):
    program = str(ROOT / "test" / "Inputs" / name)
    with tempfile.TemporaryDirectory() as inputs_dir:
      write_example_inputs.main([model, inputs_dir])
      count = len(os.listdir(inputs_dir))
      inputs = [np.load(os.path.join(inputs_dir, "%d.npy" % i))
                for i in range(count)]
      text = spmd_check.osdp_opt(str(build / "bin" / "osdp-opt"),
                                 pathlib.Path(program).read_text(),
                                 ["--osdp-inline-calls"])
      xc, xs = xla_step(text, inputs, args.steps)
      rows = [("XLA", xc, xs), ("IREE",) + iree_step(text, inputs, args.steps)]
      oc, os_, _ = osdp_step(build, program, inputs_dir, args.steps)
      rows.append(("osdp", oc, os_))
      for engine, c, s in rows:
        if c is None:
          print("%-28s %-6s %10s %10s %8s" % (name, engine, "n/a", "n/a",
                                                "not installed"))
          continue
        print("%-28s %-6s %10.2f %10.2f %7.2fx" % (name, engine, c, s * 1e3,
                                                    s / xs))

  name = "gpt2_2layer_train_step_sharded_sdy.mlir"
  with tempfile.TemporaryDirectory() as inputs_dir:
    write_example_inputs.main(["gpt2", inputs_dir])
    oc, os_, ranks = osdp_step(build, str(ROOT / "test" / "Inputs" / name),
                               inputs_dir, args.steps, shard=True)
  print("%-28s %-6s %10.2f %10.2f  (%d MPI ranks on %d cores)" % (
      name[:28], "osdp", oc, os_ * 1e3, ranks, os.cpu_count()))


if __name__ == "__main__":
  main()
