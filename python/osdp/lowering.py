"""Lowering jitted functions to StableHLO text.

Every helper returns the text exactly as JAX prints it; nothing here edits
the output.  JAX is imported on first use so that `import osdp` works without
it.
"""

import functools


def named(fn, name, **static):
  """Binds `static` keyword arguments and names the result `name`, so the
  exported module is called `@jit_<name>`."""
  bound = functools.partial(fn, **static) if static else fn

  @functools.wraps(fn)
  def wrapper(*args):
    return bound(*args)

  wrapper.__name__ = wrapper.__qualname__ = name
  return wrapper


def lower_text(fn, args, debug_info=False, **jit_kwargs):
  """`jax.jit(fn, **jit_kwargs).lower(*args).as_text(debug_info=...)`."""
  import jax
  lowered = jax.jit(fn, **jit_kwargs).lower(*args)
  return lowered.as_text(debug_info=debug_info)


def export_text(fn, args, **jit_kwargs):
  """The module serialized by the `jax.export` API (`Exported.mlir_module()`),
  which always carries locations."""
  import jax
  exported = jax.export.export(jax.jit(fn, **jit_kwargs))(*args)
  return exported.mlir_module()


def shardings(mesh, specs):
  """Maps a pytree of PartitionSpecs to NamedShardings on `mesh`."""
  import jax
  from jax.sharding import NamedSharding, PartitionSpec
  return jax.tree.map(lambda s: NamedSharding(mesh, s), specs,
                      is_leaf=lambda x: isinstance(x, PartitionSpec))


def cpu_mesh(shape, axis_names):
  """A mesh over the first prod(shape) CPU devices (run with
  XLA_FLAGS=--xla_force_host_platform_device_count=N)."""
  import jax
  import numpy as np
  n = int(np.prod(shape))
  devices = jax.devices("cpu")
  if len(devices) < n:
    raise RuntimeError(
        f"need {n} CPU devices, have {len(devices)}: set XLA_FLAGS="
        f"--xla_force_host_platform_device_count={n} before importing jax")
  return jax.sharding.Mesh(np.array(devices[:n]).reshape(shape), axis_names)


def versions():
  import jax
  import jaxlib
  return jax.__version__, jaxlib.__version__


def parse_and_count(text):
  """Parses `text` with the MLIR bundled in jaxlib (upstream stablehlo, chlo
  and sdy dialects), verifies it, and returns the number of operations a
  walk visits, excluding the module.  Raises if parsing or verifying fails."""
  from jax._src.interpreters import mlir
  from jax._src.lib.mlir import ir
  with mlir.make_ir_context():
    module = ir.Module.parse(text)
    if not module.operation.verify():
      raise ValueError("module does not verify")
    count = 0
    stack = [module.operation]
    while stack:
      op = stack.pop()
      count += 1
      for region in op.regions:
        for block in region.blocks:
          stack.extend(o.operation for o in block.operations)
  return count - 1
