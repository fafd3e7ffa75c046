"""Layers shared by the corpus models."""

import jax
import jax.numpy as jnp


def dense_init(key, fan_in, fan_out, scale=None):
  """Weight ~ N(0, scale^2) (default 1/sqrt(fan_in)) and a zero bias."""
  if scale is None:
    scale = fan_in ** -0.5
  w = scale * jax.random.normal(key, (fan_in, fan_out), jnp.float32)
  return {"w": w, "b": jnp.zeros((fan_out,), jnp.float32)}


def dense(p, x):
  return x @ p["w"] + p["b"]


def layer_norm_init(dim):
  return {"scale": jnp.ones((dim,), jnp.float32),
          "bias": jnp.zeros((dim,), jnp.float32)}


def layer_norm(p, x, eps=1e-5):
  mean = jnp.mean(x, axis=-1, keepdims=True)
  var = jnp.mean(jnp.square(x - mean), axis=-1, keepdims=True)
  return (x - mean) * jax.lax.rsqrt(var + eps) * p["scale"] + p["bias"]


def gelu(x):
  # GPT-2's tanh approximation.
  return 0.5 * x * (1.0 + jnp.tanh(0.7978845608 * (x + 0.044715 * x ** 3)))


def cross_entropy(logits, labels):
  """Mean token cross-entropy; `labels` are integer class ids."""
  logp = jax.nn.log_softmax(logits, axis=-1)
  picked = jnp.take_along_axis(logp, labels[..., None], axis=-1)
  return -jnp.mean(picked)
