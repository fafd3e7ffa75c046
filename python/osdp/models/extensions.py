"""A training step written with JAX's extension points.

Real exports carry ops beyond the arithmetic: `lax.composite` (a named op
with its reference implementation, which frontends use for ops a backend
may implement natively: here a GELU) becomes `stablehlo.composite` with a
`decomposition` function, and a value placed in a memory kind
(`jax.device_put` to pinned host memory, as offloading does) becomes
`custom_call @annotate_device_placement`, with `mhlo.memory_kind` on the
results. On one memory space both are their plain computation.
"""

import jax
from jax import lax

from osdp.models import layers, mlp, optim

_gelu_composite = lax.composite(layers.gelu, name="osdp.models.gelu")


@jax.custom_jvp
def gelu(x):
  """The GELU as a composite; its derivative (which JAX does not derive
  through a composite) is the plain GELU's."""
  return _gelu_composite(x)


@gelu.defjvp
def _gelu_jvp(primals, tangents):
  _, tangent = jax.jvp(layers.gelu, primals, tangents)
  return gelu(*primals), tangent


def forward(params, x):
  return layers.dense(params[1], gelu(layers.dense(params[0], x)))


def train_step(params, opt_state, x, y):
  """One Adam step of a two-layer MLP through the composite GELU: the
  updated parameters and optimizer state, and the loss moved to pinned
  host memory (as a training loop's metrics are offloaded)."""
  def loss_fn(params):
    return layers.cross_entropy(forward(params, x), y)

  loss, grads = jax.value_and_grad(loss_fn)(params)
  params, opt_state = optim.adam_update(params, grads, opt_state, lr=1e-3)
  return params, opt_state, jax.device_put(loss, out_shardings()[2])


def out_shardings():
  """The results' placements: parameters and optimizer state on the
  device, the loss in pinned host memory (what the custom calls mark)."""
  device = jax.sharding.SingleDeviceSharding(jax.devices()[0],
                                             memory_kind="device")
  host = jax.sharding.SingleDeviceSharding(jax.devices()[0],
                                           memory_kind="pinned_host")
  return (device, device, host)


def example_args():
  return mlp.example_args(sizes=(784, 256, 10))
