#!/usr/bin/env python3
"""Checks the signature of a partitioned module against its shardings.

For every argument and result of `@main` that carries `osdp.global_type` and
`osdp.sharding`, the local type must be the global type with each dimension
divided by the product of the sizes of its mesh axes (osdp.mesh). With
--expect FILE, the shardings must also equal those of FILE's `@main` (the
shardings the user asked for, after import), in order.

Prints `checked N arguments and M results` or fails with the first mismatch.
"""

import argparse
import re
import sys

MESH = re.compile(r"osdp\.mesh @(\w+) = <\[([^\]]*)\]>")
TENSOR = re.compile(r"tensor<((?:\d+x)*)(\w+)>")
SHARDING = re.compile(r"#osdp\.sharding<@(\w+), \[((?:\{[^}]*\}(?:, )?)*)\]")


def split_top_level(text):
  """Splits `a, b, c` at commas outside (), <>, {}, []."""
  parts, depth, current = [], 0, []
  for ch in text:
    if ch in "(<{[":
      depth += 1
    elif ch in ")>}]":
      depth -= 1
    if ch == "," and depth == 0:
      parts.append("".join(current).strip())
      current = []
    else:
      current.append(ch)
  if "".join(current).strip():
    parts.append("".join(current).strip())
  return parts


def main_signature(text):
  start = text.index("func.func public @main(")
  i = start + len("func.func public @main(")
  depth = 1
  j = i
  while depth:
    depth += {"(": 1, ")": -1}.get(text[j], 0)
    j += 1
  args = split_top_level(text[i:j - 1])
  rest = text[j:]
  results = []
  if rest.lstrip().startswith("->"):
    rest = rest.lstrip()[2:].lstrip()
    if rest.startswith("("):
      depth, k = 1, 1
      while depth:
        depth += {"(": 1, ")": -1}.get(rest[k], 0)
        k += 1
      results = split_top_level(rest[1:k - 1])
    else:
      results = [rest.split("{", 1)[0].strip()]
  return args, results


def shape_of(type_text):
  m = TENSOR.search(type_text)
  dims = [int(d) for d in m.group(1).split("x") if d]
  return dims, m.group(2)


def parse_sharding(text):
  m = SHARDING.search(text)
  if not m:
    return None
  dims = re.findall(r"\{([^}]*)\}", m.group(2))
  return m.group(1), [[a.strip() for a in d.split(",") if a.strip()]
                      for d in dims]


def fmt_shape(dims):
  return "x".join(map(str, dims))


def fmt_axes(dim_axes):
  return "[" + ", ".join("{" + ", ".join(axes) + "}" for axes in dim_axes) + "]"


def main():
  parser = argparse.ArgumentParser()
  parser.add_argument("partitioned")
  parser.add_argument("--expect")
  args = parser.parse_args()

  text = open(args.partitioned).read()
  meshes = {name: dict((a.split("=")[0].strip(), int(a.split("=")[1]))
                       for a in body.split(",") if a.strip())
            for name, body in MESH.findall(text)}
  values = main_signature(text)
  expected = None
  if args.expect:
    expected = main_signature(open(args.expect).read())

  counts = []
  for kind, entries in (("argument", values[0]), ("result", values[1])):
    checked = 0
    for index, entry in enumerate(entries):
      sharding = parse_sharding(entry)
      global_match = re.search(r"osdp\.global_type = (tensor<[^>]*>)", entry)
      if not sharding or not global_match:
        sys.exit(f"{kind} #{index} lacks osdp.sharding or osdp.global_type: "
                 f"{entry}")
      mesh_name, dim_axes = sharding
      local, element = shape_of(entry.split("{", 1)[0] if kind == "result"
                                else entry.split(":", 1)[1])
      global_shape, global_element = shape_of(global_match.group(1))
      want = []
      for size, axes in zip(global_shape, dim_axes):
        shards = 1
        for axis in axes:
          shards *= meshes[mesh_name][axis]
        want.append(size // shards)
      if local != want or element != global_element:
        sys.exit(f"{kind} #{index}: local shape {fmt_shape(local)} but global "
                 f"{fmt_shape(global_shape)} sharded {fmt_axes(dim_axes)} "
                 f"gives {fmt_shape(want)}")
      if expected is not None:
        other = parse_sharding(expected[0 if kind == "argument" else 1][index])
        if other != sharding:
          sys.exit(f"{kind} #{index}: sharding {sharding} but the input "
                   f"asked for {other}")
      checked += 1
    counts.append(checked)
  print(f"checked {counts[0]} arguments and {counts[1]} results")


if __name__ == "__main__":
  main()
