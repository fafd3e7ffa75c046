#!/usr/bin/env python3
"""Writes the pathological inputs of resource-limits.test.

    pathological.py nesting DEPTH     modules nested DEPTH deep
    pathological.py ops COUNT         a function of COUNT stablehlo.add ops
    pathological.py problem N S       a solver problem: a chain of N nodes
                                      of S strategies each (S x S costs
                                      per edge)
"""

import json
import sys


def main(kind, *sizes):
  out = sys.stdout
  if kind == "nesting":
    depth = int(sizes[0])
    out.write("module {" * depth + "}" * depth + "\n")
  elif kind == "ops":
    count = int(sizes[0])
    out.write("func.func @main(%a: tensor<4xf32>) -> tensor<4xf32> {\n"
              "  %v0 = stablehlo.add %a, %a : tensor<4xf32>\n")
    for i in range(1, count):
      out.write("  %%v%d = stablehlo.add %%v%d, %%a : tensor<4xf32>\n" %
                (i, i - 1))
    out.write("  return %%v%d : tensor<4xf32>\n}\n" % (count - 1))
  elif kind == "problem":
    nodes, strategies = int(sizes[0]), int(sizes[1])
    json.dump({"problem": {
        "name": "chain",
        "nodes": {"intervals": [[i, i + 2] for i in range(nodes)],
                  "costs": [[1] * strategies] * nodes,
                  "usages": [[1] * strategies] * nodes},
        "edges": {"nodes": [[i, i + 1] for i in range(nodes - 1)],
                  "costs": [[1] * (strategies * strategies)] * (nodes - 1)},
        "usage_limit": 10}}, out)
  else:
    raise SystemExit("unknown kind " + kind)


if __name__ == "__main__":
  main(*sys.argv[1:])
