"""Counting operations in textual MLIR modules, without parsing them.

The rule (also documented in test/Inputs/README.md): an operation is a line
whose first token, after an optional result list (`%0 =`, `%0:2 =`,
`%values, %indices =`), is

  * a dialect-qualified op name, pretty (`stablehlo.add ...`,
    `sdy.mesh @mesh = ...`) or generic (`"stablehlo.gather"(...)`), or
  * a bare `return` / `call @...`, which are `func.return` / `func.call`
    printed without prefix because `func` is the default dialect in a
    function body.

The enclosing `module` is not counted; `func.func` is.  `#loc` alias lines,
block labels (`^bb0(...)`), closing braces and region-continuation lines such
as `reducer(...)` / `cond {` / `} do {` are not operations.  The compact
`stablehlo.reduce(...) applies stablehlo.add across ...` prints its reducer
body on the reduce's own line; that body holds two more ops (the applied op
and a `stablehlo.return`), which are counted too.  With this rule the count
equals the number of operations an MLIR walk of the parsed module visits,
minus the module itself (checked against JAX's bundled MLIR on the corpus).
"""

import collections
import re

_RESULTS = r"(?:%[\w.$-]+(?::\d+)?(?:\s*,\s*%[\w.$-]+(?::\d+)?)*\s*=\s*)?"
_OP_LINE = re.compile(
    r"^\s*" + _RESULTS +
    r"(?:\"(?P<generic>[A-Za-z_][\w$]*\.[\w.$]+)\"|"
    r"(?P<pretty>[A-Za-z_][\w$]*\.[\w.$]+)(?=[\s(<{:]|$)|"
    r"(?P<bare>return|call)(?=[\s(@]|$))")
# The body of a compact reduce: `... applies stablehlo.add across ...`.
_APPLIES = re.compile(r"\)\s+applies\s+([A-Za-z_][\w$]*\.[\w.$]+)\s+across\b")


def op_name(line):
  """Returns the name of the op a line starts, or None if it starts none."""
  m = _OP_LINE.match(line)
  if not m:
    return None
  if m.group("bare"):
    return "func." + m.group("bare")
  return m.group("generic") or m.group("pretty")


def op_histogram(text):
  """Returns a Counter of op names in an MLIR module's text."""
  counts = collections.Counter()
  for line in text.splitlines():
    name = op_name(line)
    if name is None or name == "builtin.module":
      continue
    counts[name] += 1
    if name == "stablehlo.reduce":
      body = _APPLIES.search(line)
      if body:
        counts[body.group(1)] += 1
        counts["stablehlo.return"] += 1
  return counts


def count_ops(text):
  """Number of operations in a module's text (see the module docstring)."""
  return sum(op_histogram(text).values())


def op_forms(text):
  """Maps each op name to the set of ways it is printed in `text`:
  "pretty", "generic" (quoted name), "bare" (`return`/`call`), or
  "reduce body" (implicit in a compact `stablehlo.reduce ... applies`)."""
  forms = collections.defaultdict(set)
  for line in text.splitlines():
    m = _OP_LINE.match(line)
    if not m:
      continue
    if m.group("bare"):
      forms["func." + m.group("bare")].add("bare")
    elif m.group("generic"):
      forms[m.group("generic")].add("generic")
    else:
      forms[m.group("pretty")].add("pretty")
      body = _APPLIES.search(line) if m.group("pretty") == "stablehlo.reduce" else None
      if body:
        forms[body.group(1)].add("reduce body")
        forms["stablehlo.return"].add("reduce body")
  return forms
