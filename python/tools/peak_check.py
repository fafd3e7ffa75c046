#!/usr/bin/env python3
"""The cost model's peak of a step's own buffers against the compiled code's.

    peak_check.py FILE.mlir --tools BUILD/bin --out DIR [--osdp-run PATH]
                  [--slack BYTES]

Every public function of FILE (one module, osdp-estimate-cost's input) is
made the `@main` of a module of its own, compiled by osdp-compile and run
by osdp-run on one rank on random inputs; the runtime counts the step's own
buffers (`program_peak_bytes`, docs/runtime.md). osdp-estimate-cost
predicts the function's peak; less the caller's arguments and results, it
must equal the measured figure, or exceed it by at most SLACK bytes (64 by
default: the alignment one 64-byte-aligned allocation asks for beyond its
size). Prints one line per function and exits non-zero if any differs.
"""

import argparse
import json
import os
import re
import subprocess
import sys

# A public function, up to the closing brace at the start of a line.
_FUNCTION = re.compile(r"^func\.func @(\w+)\(.*?^}$", re.S | re.M)


def functions(text):
  """(name, text of the function renamed @main) for each public function."""
  return [(m.group(1), m.group(0).replace("@" + m.group(1), "@main", 1))
          for m in _FUNCTION.finditer(text)]


def run(command):
  proc = subprocess.run(command, capture_output=True, text=True)
  if proc.returncode != 0:
    raise RuntimeError("%s failed: %s" % (os.path.basename(command[0]),
                                          proc.stderr.strip()[-2000:]))


def measured_and_predicted(name, program, args):
  """(measured, predicted) bytes of the step's own buffers at their peak."""
  base = os.path.join(args.out, name)
  with open(base + ".mlir", "w") as f:
    f.write(program + "\n")
  tool = lambda t: os.path.join(args.tools, t)  # noqa: E731
  run([tool("osdp-compile"), base + ".mlir", "-o", base + ".osdp"])
  run([args.osdp_run or tool("osdp-run"), base + ".osdp", "-n", "1", "--random-inputs",
       "--steps", "2", "--report-json", base + ".run.json"])
  run([tool("osdp-opt"), base + ".mlir",
       "--osdp-estimate-cost=hardware=cpu report=%s.cost.json" % base,
       "-o", os.devnull])
  with open(base + ".run.json") as f:
    measured = json.load(f)["program_peak_bytes"]
  with open(base + ".cost.json") as f:
    cost = json.load(f)["functions"]["main"]
  predicted = (cost["peak_memory_bytes"] - cost["argument_bytes"] -
               cost["result_bytes"])
  return measured, predicted


def main(argv):
  parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
  parser.add_argument("file")
  parser.add_argument("--tools", required=True,
                      help="the directory of osdp-opt, osdp-compile, osdp-run")
  parser.add_argument("--out", required=True, help="a directory to work in")
  parser.add_argument("--osdp-run", help="default: the one in --tools")
  parser.add_argument("--slack", type=int, default=64)
  args = parser.parse_args(argv)
  with open(args.file) as f:
    found = functions(f.read())
  if not found:
    print("no public function in " + args.file, file=sys.stderr)
    return 1
  differ = 0
  for name, program in found:
    measured, predicted = measured_and_predicted(name, program, args)
    ok = 0 <= measured - predicted <= args.slack
    differ += not ok
    print("%s %s: predicted %d bytes, measured %d" %
          ("ok" if ok else "DIFFERS", name, predicted, measured))
  print("%d of %d functions differ" % (differ, len(found)))
  return 1 if differ else 0


if __name__ == "__main__":
  sys.exit(main(sys.argv[1:]))
