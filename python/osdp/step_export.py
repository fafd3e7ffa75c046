"""A JAX training step as the StableHLO text osdp reads, with the roles of
its arguments marked.

`export(fn, *example_args, params=i, opt_state=j)` lowers `jax.jit(fn)`
for the example arguments (arrays, or `jax.ShapeDtypeStruct`s: nothing is
allocated, so a 7B-parameter step exports in seconds) and writes
`osdp.role = #osdp<role parameter>` on every leaf of argument `i` and
`#osdp<role optimizer_state>` on every leaf of argument `j`.  osdp's
`osdp-infer-roles` keeps roles written on arguments and infers the others
(data, other) from the dataflow.  The parameters and optimizer state are
donated, as a training loop donates them, so that each updated value
shares the buffer of the one it replaces.
"""

ROLE_PARAMETER = "#osdp<role parameter>"
ROLE_OPTIMIZER_STATE = "#osdp<role optimizer_state>"


def _positions(value, name, count):
  """`value` (None, an int or a sequence of ints) as a tuple of argument
  positions below `count`."""
  if value is None:
    return ()
  positions = (value,) if isinstance(value, int) else tuple(value)
  for p in positions:
    if not isinstance(p, int) or not 0 <= p < count:
      raise ValueError("%s=%r: not the position of one of the %d example "
                       "arguments" % (name, value, count))
  return positions


def _leaf_roles(example_args, roles):
  """The role of each flattened argument leaf, in the order JAX lowers
  them (None: none written)."""
  import jax
  leaf_roles = []
  for i, arg in enumerate(example_args):
    leaf_roles += [roles.get(i)] * len(jax.tree.leaves(arg))
  return leaf_roles


def _main_function(module):
  from jax._src.lib.mlir import ir
  for op in module.body.operations:
    op = op.operation
    if (op.name == "func.func" and
        ir.StringAttr(op.attributes["sym_name"]).value == "main"):
      return op
  raise ValueError("the lowered module has no @main")


def _write_roles(module, leaf_roles):
  """Sets `osdp.role` on the arguments of @main that have a role."""
  from jax._src.lib.mlir import ir
  # `#osdp<...>` belongs to a dialect JAX's context does not know; it is
  # kept as an opaque attribute and printed as written.
  module.context.allow_unregistered_dialects = True
  with module.context:
    main = _main_function(module)
    arguments = ir.ArrayAttr(main.attributes["arg_attrs"])
    if len(arguments) != len(leaf_roles):
      raise ValueError(
          "the lowered @main has %d arguments for %d example leaves" %
          (len(arguments), len(leaf_roles)))
    updated = []
    for attrs, role in zip(arguments, leaf_roles):
      attrs = ir.DictAttr(attrs)
      entries = {attrs[k].name: attrs[k].attr for k in range(len(attrs))}
      if role is not None:
        entries["osdp.role"] = ir.Attribute.parse(role)
      updated.append(ir.DictAttr.get(entries))
    main.attributes["arg_attrs"] = ir.ArrayAttr.get(updated)


def export(fn, *example_args, params=None, opt_state=None, debug_info=True,
           donate=True):
  """StableHLO text of `jax.jit(fn)` on `example_args`, with roles.

  `params` and `opt_state` are the positions (an int or a tuple of ints) of
  the arguments that hold the parameters and the optimizer state; every
  array of those pytrees gets its role.  `example_args` may be arrays or
  `jax.ShapeDtypeStruct`s.  With `debug_info` (the default) the text keeps
  JAX's source locations, which the plan report shows next to the
  communication they cause.  With `donate`, the parameters and optimizer
  state are donated (`tf.aliasing_output`).
  """
  import jax
  from jax._src.interpreters import mlir
  count = len(example_args)
  param_positions = _positions(params, "params", count)
  state_positions = _positions(opt_state, "opt_state", count)
  both = set(param_positions) & set(state_positions)
  if both:
    raise ValueError("argument %d cannot be both params and opt_state" %
                     min(both))
  roles = {p: ROLE_PARAMETER for p in param_positions}
  roles.update({p: ROLE_OPTIMIZER_STATE for p in state_positions})
  donated = tuple(sorted(roles)) if donate else ()
  # Every argument stays in the signature, so that leaf i is argument i.
  lowered = jax.jit(fn, donate_argnums=donated,
                    keep_unused=True).lower(*example_args)
  module = lowered.compiler_ir("stablehlo")
  _write_roles(module, _leaf_roles(example_args, roles))
  return mlir.module_to_string(module, enable_debug_info=debug_info)
