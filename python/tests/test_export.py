"""osdp.export: JAX to StableHLO text with the roles of the arguments."""

import re
import resource

import pytest

import osdp
from osdp import tools


def _argument_roles(text):
  """The `osdp.role` of each argument of @main (None where none)."""
  signature = re.search(r"func\.func public @main\((.*?)\)\s*->", text).group(1)
  arguments = re.split(r", (?=%arg\d+:)", signature)
  return [(re.search(r"osdp\.role = #osdp<role (\w+)>", a) or [None, None])[1]
          for a in arguments]


def test_roles_on_every_leaf(mlp_step, mlp_args):
  import jax
  params, opt_state, x, y = mlp_args
  roles = _argument_roles(mlp_step)
  n_params = len(jax.tree.leaves(params))
  n_state = len(jax.tree.leaves(opt_state))
  assert roles == (["parameter"] * n_params + ["optimizer_state"] * n_state +
                   [None, None])
  # Parameters and optimizer state are donated to the results they become.
  assert mlp_step.count("tf.aliasing_output") == n_params + n_state


def test_osdp_reads_the_roles(mlp_step, tmp_path):
  """osdp-infer-roles keeps the written roles and infers the batch's."""
  source = tmp_path / "step.mlir"
  source.write_text(mlp_step)
  inferred = tools.run("osdp-opt", [source, "--osdp-inline-calls",
                                    "--osdp-infer-roles"]).stdout
  roles = _argument_roles(inferred)
  assert roles[-2:] == ["data", "data"]
  assert roles[:-2] == _argument_roles(mlp_step)[:-2]


def test_abstract_shapes_allocate_nothing():
  """A step with a 4 GiB weight exports from shapes alone."""
  import jax
  import jax.numpy as jnp

  def step(w, x):
    loss, grad = jax.value_and_grad(lambda w: jnp.sum((x @ w) ** 2))(w)
    return w - 0.1 * grad, loss

  before = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
  text = osdp.export(step, jax.ShapeDtypeStruct((32768, 32768), jnp.float32),
                     jax.ShapeDtypeStruct((8, 32768), jnp.float32), params=0)
  grown_kib = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss - before
  assert "tensor<32768x32768xf32>" in text
  assert _argument_roles(text) == ["parameter", None]
  assert grown_kib < 512 * 1024


def test_locations_kept(mlp_step):
  assert re.search(r'^#loc\d+ = loc\(".*mlp\.py":\d+', mlp_step, re.M)


@pytest.mark.parametrize("kwargs, message", [
    ({"params": 4}, "params=4"),
    ({"params": 0, "opt_state": (0,)}, "both params and opt_state"),
    ({"opt_state": "1"}, "opt_state='1'"),
])
def test_bad_positions(mlp_args, kwargs, message):
  from osdp.models import mlp
  with pytest.raises(ValueError, match=re.escape(message)):
    osdp.export(mlp.train_step, *mlp_args, **kwargs)
