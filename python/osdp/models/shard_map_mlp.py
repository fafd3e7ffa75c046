"""Programs written per device with `shard_map`: a hand-parallelised MLP
training step (Megatron tensor parallelism inside, data parallelism
outside) and a function that calls every collective shard_map offers.

They are what a user who wrote the parallel plan by hand exports: the body
of each shard_map is already per-device and calls collectives itself.
"""

import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P

try:
  from jax import shard_map
except ImportError:  # JAX before 0.7
  from jax.experimental.shard_map import shard_map


def tp_mlp_loss(params, x, y, mesh):
  """Cross-entropy of a two-layer MLP: w1 split by columns and w2 by rows
  over 'model' (one psum of the logits), the batch over 'data'."""
  w1, b1, w2, b2 = params

  def body(w1, b1, w2, b2, x, y):
    h = jax.nn.relu(x @ w1 + b1)
    logits = jax.lax.psum(h @ w2, "model") + b2
    logp = jax.nn.log_softmax(logits)
    picked = jnp.take_along_axis(logp, y[:, None], axis=1)
    return jax.lax.pmean(-jnp.mean(picked), "data")

  specs = (P(None, "model"), P("model"), P("model", None), P(), P("data"),
           P("data"))
  return shard_map(body, mesh=mesh, in_specs=specs, out_specs=P())(
      w1, b1, w2, b2, x, y)


def tp_mlp_train_step(params, x, y, mesh, lr=0.1):
  loss, grads = jax.value_and_grad(tp_mlp_loss)(params, x, y, mesh)
  params = tuple(p - lr * g for p, g in zip(params, grads))
  return params, loss


def tp_mlp_example_args(sizes=(32, 64, 16), batch=16, seed=0):
  k1, k2, k3, k4 = jax.random.split(jax.random.PRNGKey(seed), 4)
  d_in, d_hidden, d_out = sizes
  params = (jax.random.normal(k1, (d_in, d_hidden)) / d_in ** 0.5,
            jnp.zeros((d_hidden,)),
            jax.random.normal(k2, (d_hidden, d_out)) / d_hidden ** 0.5,
            jnp.zeros((d_out,)))
  x = jax.random.normal(k3, (batch, d_in))
  y = jax.random.randint(k4, (batch,), 0, d_out, jnp.int32)
  return params, x, y


def tp_mlp_specs():
  params = (P(None, "model"), P("model"), P("model", None), P())
  return params, P("data"), P("data")


def collectives(x, w, mesh):
  """Every shard_map collective once: all_gather, psum_scatter, all_to_all,
  ppermute (a ring shift), pmax, psum and axis_index."""

  def body(x, w):
    full = jax.lax.all_gather(x, "model", axis=1, tiled=True)
    y = full @ w
    scattered = jax.lax.psum_scatter(y, "data", scatter_dimension=1,
                                     tiled=True)
    moved = jax.lax.all_to_all(scattered, "model", split_axis=0,
                               concat_axis=1, tiled=True)
    n = jax.lax.psum(1, "data")
    shifted = jax.lax.ppermute(
        moved, "data", perm=[(i, (i + 1) % n) for i in range(n)])
    peak = jax.lax.pmax(jnp.max(shifted), ("data", "model"))
    index = jax.lax.axis_index("data").astype(x.dtype)
    return shifted / peak + index

  return shard_map(body, mesh=mesh, in_specs=(P("data", "model"), P()),
                   out_specs=P("data", "model"))(x, w)


def collectives_example_args(seed=0):
  k1, k2 = jax.random.split(jax.random.PRNGKey(seed))
  return jax.random.normal(k1, (16, 8)), jax.random.normal(k2, (8, 16))
