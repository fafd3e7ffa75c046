"""A three-layer MLP classifier and its Adam training step."""

import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P

from osdp.models import layers, optim


def init(key, sizes=(784, 512, 256, 10)):
  keys = jax.random.split(key, len(sizes) - 1)
  return [layers.dense_init(k, a, b)
          for k, a, b in zip(keys, sizes[:-1], sizes[1:])]


def forward(params, x, hidden_sharding=None):
  """`hidden_sharding`, if given, constrains every hidden activation."""
  for p in params[:-1]:
    x = jax.nn.relu(layers.dense(p, x))
    if hidden_sharding is not None:
      x = jax.lax.with_sharding_constraint(x, hidden_sharding)
  return layers.dense(params[-1], x)


def loss_fn(params, x, y, hidden_sharding=None):
  return layers.cross_entropy(forward(params, x, hidden_sharding), y)


def train_step(params, opt_state, x, y, hidden_sharding=None):
  loss, grads = jax.value_and_grad(loss_fn)(params, x, y, hidden_sharding)
  params, opt_state = optim.adam_update(params, grads, opt_state, lr=1e-3)
  return params, opt_state, loss


def example_args(batch=64, sizes=(784, 512, 256, 10), seed=0):
  key = jax.random.PRNGKey(seed)
  kp, kx, ky = jax.random.split(key, 3)
  params = init(kp, sizes)
  x = jax.random.normal(kx, (batch, sizes[0]), jnp.float32)
  y = jax.random.randint(ky, (batch,), 0, sizes[-1], jnp.int32)
  return params, optim.adam_init(params), x, y


def param_specs(params, model="model"):
  """Alternating column- and row-parallel layers; the last one replicated."""
  specs = []
  for i, _ in enumerate(params):
    if i == len(params) - 1:
      specs.append({"w": P(), "b": P()})
    elif i % 2 == 0:
      specs.append({"w": P(None, model), "b": P(model)})
    else:
      specs.append({"w": P(model, None), "b": P()})
  return specs


def mixed_precision_train_step(params, opt_state, x, y, dtype=jnp.bfloat16):
  """`train_step` as mixed-precision training runs it: the forward and
  backward passes compute in `dtype` (the products in cuBLAS's bf16 with
  f32 accumulation on a GPU), the loss in float32, and the parameters,
  their gradients and Adam's moments stay float32."""
  def loss(params):
    low = jax.tree.map(lambda p: p.astype(dtype), params)
    logits = forward(low, x.astype(dtype))
    return layers.cross_entropy(logits.astype(jnp.float32), y)

  loss, grads = jax.value_and_grad(loss)(params)
  params, opt_state = optim.adam_update(params, grads, opt_state, lr=1e-3)
  return params, opt_state, loss
