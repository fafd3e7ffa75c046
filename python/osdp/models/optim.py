"""Optimizers over parameter pytrees (Adam, SGD with momentum)."""

import jax
import jax.numpy as jnp


def adam_init(params):
  zeros = lambda p: jnp.zeros_like(p)
  return {"count": jnp.zeros((), jnp.int32),
          "mu": jax.tree.map(zeros, params),
          "nu": jax.tree.map(zeros, params)}


def adam_update(params, grads, state, lr=3e-4, b1=0.9, b2=0.999, eps=1e-8,
                weight_decay=0.0):
  """One Adam(W) step with bias correction; returns (params, state)."""
  count = state["count"] + 1
  mu = jax.tree.map(lambda m, g: b1 * m + (1 - b1) * g, state["mu"], grads)
  nu = jax.tree.map(lambda v, g: b2 * v + (1 - b2) * g * g, state["nu"], grads)
  t = count.astype(jnp.float32)
  mu_scale = 1.0 / (1.0 - b1 ** t)
  nu_scale = 1.0 / (1.0 - b2 ** t)

  def step(p, m, v):
    update = (m * mu_scale) / (jnp.sqrt(v * nu_scale) + eps)
    return p - lr * (update + weight_decay * p)

  new_params = jax.tree.map(step, params, mu, nu)
  return new_params, {"count": count, "mu": mu, "nu": nu}


def sgd_init(params):
  return {"momentum": jax.tree.map(jnp.zeros_like, params)}


def sgd_update(params, grads, state, lr=0.1, momentum=0.9):
  """SGD with heavy-ball momentum; returns (params, state)."""
  buf = jax.tree.map(lambda b, g: momentum * b + g, state["momentum"], grads)
  new_params = jax.tree.map(lambda p, b: p - lr * b, params, buf)
  return new_params, {"momentum": buf}
