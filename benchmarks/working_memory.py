#!/usr/bin/env python3
"""Working memory per device: osdp's compiled step against XLA's, on the
same shardings.

    python3 benchmarks/working_memory.py [--build build] [--zoo build/zoo]
        [--ranks 4] [--models NAME...] [--plans dp fsdp megatron]

For each zoo export of a user plan (build/zoo/MODEL_PLANRANKS_sdy.mlir,
`make zoo`; megatron's mesh is 2 x RANKS/2), the same global program with
shardings compiled twice for RANKS devices:

* by XLA (its SPMD partitioner, the CPU client): the executable's memory
  statistics, per device: arguments, outputs, the outputs that alias a
  donated argument, and temporaries (`temp_size_in_bytes`: what its buffer
  assignment holds besides arguments and outputs);
* by `osdp-compile --osdp-shard`, run by `osdp-run -n RANKS
  --random-inputs --steps 3 --report-json`: per rank, the largest of the
  caller's argument and result buffers (`buffer_bytes`) and the most the
  step's own buffers held at once (`program_peak_bytes`, measured by the
  runtime's allocator; docs/runtime.md).

It prints one row per program and plan: XLA's temporaries, osdp's own
buffers at their peak and their ratio, the cost model's peak of those
buffers (`osdp-estimate-cost`: its peak less the caller's buffers) and its
ratio to the measured one; then
each side's whole footprint
(arguments, results not written into a donated argument, temporaries)
and its ratio. A ratio above 1 is memory osdp holds that XLA does not.
Peaks do not depend on the machine's load; the run is short.
"""

import json
import os
import pathlib
import subprocess
import sys
import tempfile

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))
from buckets import tool, zoo_parser  # noqa: E402

ROOT = pathlib.Path(__file__).resolve().parents[1]

ZOO_MODELS = ["gpt2", "bert", "vit", "resnet", "llama", "t5", "bart",
              "mistral", "gemma", "gpt_neo", "opt", "roberta"]


def plan_file(args, model, plan):
  """The zoo's export of `model` under `plan` on --ranks devices."""
  suffix = ("megatron2x%d" % (args.ranks // 2) if plan == "megatron" else
            "%s%d" % (plan, args.ranks))
  return os.path.join(args.zoo, "%s_%s_sdy.mlir" % (model, suffix))


def xla_stats(paths, ranks):
  """XLA's memory statistics of each program in `paths`, compiled for
  `ranks` partitions, in a child process (its device count is fixed when
  JAX starts)."""
  script = """
import json, sys
from osdp import xla
xla.configure(%d)
out = {}
for path in sys.argv[1:]:
  executable, _ = xla._compile(open(path).read(), %d, partitions=True)
  s = executable.get_compiled_memory_stats()
  out[path] = {"arguments": s.argument_size_in_bytes,
               "outputs": s.output_size_in_bytes,
               "aliased": s.alias_size_in_bytes,
               "temporaries": s.temp_size_in_bytes}
print(json.dumps(out))
""" % (ranks, ranks)
  env = dict(os.environ, PYTHONPATH=str(ROOT / "python"))
  proc = subprocess.run([sys.executable, "-c", script] + paths, check=True,
                        capture_output=True, text=True, env=env)
  return json.loads(proc.stdout.strip().splitlines()[-1])


def predicted_own(args, program, tmp):
  """The cost model's peak of the step's own buffers per device: its peak
  less the caller's argument and result buffers."""
  partitioned = os.path.join(tmp, "partitioned.mlir")
  report = os.path.join(tmp, "cost.json")
  tool(args, "osdp-opt", program, "--osdp-shard", "-o", partitioned)
  tool(args, "osdp-opt", partitioned,
       "--osdp-estimate-cost=hardware=cpu report=" + report, "-o", os.devnull)
  with open(report) as f:
    main = json.load(f)["functions"]["main"]
  return main["peak_memory_bytes"] - main["argument_bytes"] - main[
      "result_bytes"]


def osdp_peaks(args, program, tmp):
  """(caller's buffers, the step's own buffers at their peak) per rank of
  `program` compiled and run by osdp."""
  artifact = os.path.join(tmp, "step.osdp")
  report = os.path.join(tmp, "run.json")
  tool(args, "osdp-compile", program, "--osdp-shard", "-o", artifact)
  subprocess.run([os.path.join(args.build, "bin", "osdp-run"), artifact,
                  "-n", str(args.ranks), "--random-inputs", "--warmup", "1",
                  "--steps", "3", "--report-json", report], check=True,
                 capture_output=True)
  with open(report) as f:
    run = json.load(f)
  return run["buffer_bytes"], run["program_peak_bytes"]


def main(argv):
  parser = zoo_parser(__doc__, ["dp", "fsdp", "megatron"])
  # Nothing is timed: every model of the zoo, where the step times of
  # buckets.py take five.
  parser.set_defaults(models=ZOO_MODELS)
  args = parser.parse_args(argv)
  cases = [(m, p, plan_file(args, m, p)) for m in args.models
           for p in args.plans]
  missing = [path for _, _, path in cases if not os.path.exists(path)]
  if missing:
    print("missing zoo exports (make zoo): " + " ".join(missing),
          file=sys.stderr)
    return 1
  xla = xla_stats([path for _, _, path in cases], args.ranks)
  print("%-8s %-9s %12s %12s %7s %12s %7s %12s %12s %7s" % (
      "model", "plan", "XLA temp", "osdp own", "ratio", "model own",
      "/osdp", "XLA total", "osdp total", "ratio"))
  ratios, model_ratios = [], []
  with tempfile.TemporaryDirectory() as tmp:
    for model, plan, path in cases:
      stats = xla[path]
      buffers, own = osdp_peaks(args, path, tmp)
      xla_total = (stats["arguments"] + stats["outputs"] - stats["aliased"] +
                   stats["temporaries"])
      osdp_total = buffers + own
      ratio = own / max(1, stats["temporaries"])
      ratios.append(ratio)
      predicted = predicted_own(args, path, tmp)
      model_ratios.append(predicted / max(1, own))
      print("%-8s %-9s %12d %12d %7.2f %12d %7.2f %12d %12d %7.2f" % (
          model, plan, stats["temporaries"], own, ratio, predicted,
          model_ratios[-1], xla_total, osdp_total,
          osdp_total / max(1, xla_total)), flush=True)
  print()
  for name, values in (("osdp's own buffers over XLA's temporaries", ratios),
                       ("the cost model's own buffers over osdp's measured",
                        model_ratios)):
    values.sort()
    print("%s: median %.2f, range %.2f-%.2f over %d programs" % (
        name, values[len(values) // 2], values[0], values[-1], len(values)))
  return 0


if __name__ == "__main__":
  sys.exit(main(sys.argv[1:]))
