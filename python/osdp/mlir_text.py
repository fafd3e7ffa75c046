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
as `reducer(...)` / `cond {` / `} do {` are not operations.  Ops that the
printer folds into another op's line (the body of a compact
`stablehlo.reduce ... applies stablehlo.add`) are not counted separately.
This matches what MLIR would count for JAX's output, where every operation
starts a line.
"""

import collections
import re

_RESULTS = r"(?:%[\w.$-]+(?::\d+)?(?:\s*,\s*%[\w.$-]+(?::\d+)?)*\s*=\s*)?"
_OP_LINE = re.compile(
    r"^\s*" + _RESULTS +
    r"(?:\"(?P<generic>[A-Za-z_][\w$]*\.[\w.$]+)\"|"
    r"(?P<pretty>[A-Za-z_][\w$]*\.[\w.$]+)(?=[\s(<{:]|$)|"
    r"(?P<bare>return|call)(?=[\s(@]|$))")


def op_name(line):
    """Returns the op name a line starts, or None if it starts no op."""
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
        if name is not None and name != "builtin.module":
            counts[name] += 1
    return counts


def count_ops(text):
    """Number of operations in a module's text (see the module docstring)."""
    return sum(op_histogram(text).values())
