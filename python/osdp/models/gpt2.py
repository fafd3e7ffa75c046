"""A GPT-2-style decoder: token and position embeddings, pre-LayerNorm blocks
with causal multi-head attention and a GELU MLP, tied output embedding,
token cross-entropy, and an Adam training step.

Two ways of stacking the blocks are provided:
  * a Python loop over a list of per-layer parameters (`train_step`), which
    JAX unrolls, so every layer's ops appear in the exported module;
  * `jax.lax.scan` over parameters stacked along a leading layer axis
    (`scan_train_step`), the way large JAX codebases keep compile time flat;
    it lowers to `stablehlo.while` and also applies dropout.
"""

import dataclasses

import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P

from osdp.models import layers, optim


@dataclasses.dataclass(frozen=True)
class Config:
  vocab: int = 1024
  ctx: int = 64
  d_model: int = 128
  n_heads: int = 4
  n_layers: int = 2
  dropout: float = 0.1


def init_block(key, cfg):
  k1, k2, k3, k4 = jax.random.split(key, 4)
  d = cfg.d_model
  # GPT-2 scales residual projections by 1/sqrt(2 * n_layers).
  resid = 0.02 / (2 * cfg.n_layers) ** 0.5
  return {
      "ln1": layers.layer_norm_init(d),
      "attn": {"qkv": layers.dense_init(k1, d, 3 * d, 0.02),
               "proj": layers.dense_init(k2, d, d, resid)},
      "ln2": layers.layer_norm_init(d),
      "mlp": {"fc": layers.dense_init(k3, d, 4 * d, 0.02),
              "proj": layers.dense_init(k4, 4 * d, d, resid)},
  }


def init(key, cfg):
  kt, kp, kb = jax.random.split(key, 3)
  return {
      "wte": 0.02 * jax.random.normal(kt, (cfg.vocab, cfg.d_model)),
      "wpe": 0.01 * jax.random.normal(kp, (cfg.ctx, cfg.d_model)),
      "blocks": [init_block(k, cfg)
                 for k in jax.random.split(kb, cfg.n_layers)],
      "ln_f": layers.layer_norm_init(cfg.d_model),
  }


def stack_blocks(params):
  """Turns the list of per-layer parameters into one stacked pytree."""
  out = dict(params)
  out["blocks"] = jax.tree.map(lambda *xs: jnp.stack(xs), *params["blocks"])
  return out


def dropout(x, rate, key):
  if key is None or rate == 0.0:
    return x
  keep = jax.random.bernoulli(key, 1.0 - rate, x.shape)
  return jnp.where(keep, x / (1.0 - rate), 0.0)


def attention(p, x, cfg, key=None):
  b, t, d = x.shape
  h = cfg.n_heads
  qkv = layers.dense(p["qkv"], x)
  q, k, v = jnp.split(qkv, 3, axis=-1)
  q, k, v = (a.reshape(b, t, h, d // h) for a in (q, k, v))
  scores = jnp.einsum("bthd,bshd->bhts", q, k) / jnp.sqrt(d // h).astype(x.dtype)
  causal = jnp.tril(jnp.ones((t, t), jnp.bool_))
  scores = jnp.where(causal, scores, jnp.finfo(x.dtype).min)
  probs = jax.nn.softmax(scores, axis=-1)
  probs = dropout(probs, cfg.dropout, key)
  out = jnp.einsum("bhts,bshd->bthd", probs, v).reshape(b, t, d)
  return layers.dense(p["proj"], out)


def block(p, x, cfg, key=None):
  ka = kr = None
  if key is not None:
    ka, kr = jax.random.split(key)
  x = x + attention(p["attn"], layers.layer_norm(p["ln1"], x), cfg, ka)
  hidden = layers.gelu(layers.dense(p["mlp"]["fc"],
                                    layers.layer_norm(p["ln2"], x)))
  return x + dropout(layers.dense(p["mlp"]["proj"], hidden), cfg.dropout, kr)


def embed(params, tokens):
  t = tokens.shape[1]
  return params["wte"][tokens] + params["wpe"][:t]


def unembed(params, x):
  return layers.layer_norm(params["ln_f"], x) @ params["wte"].T


def forward(params, tokens, cfg):
  x = embed(params, tokens)
  for p in params["blocks"]:
    x = block(p, x, cfg)
  return unembed(params, x)


def scan_forward(params, tokens, cfg, key):
  x = embed(params, tokens)
  keys = jax.random.split(key, cfg.n_layers)

  def body(x, layer):
    p, k = layer
    return block(p, x, cfg, k), None

  x, _ = jax.lax.scan(body, x, (params["blocks"], keys))
  return unembed(params, x)


def train_step(params, opt_state, tokens, targets, cfg):
  def loss_fn(params):
    return layers.cross_entropy(forward(params, tokens, cfg), targets)

  loss, grads = jax.value_and_grad(loss_fn)(params)
  params, opt_state = optim.adam_update(params, grads, opt_state,
                                        weight_decay=0.01)
  return params, opt_state, loss


def mixed_precision_train_step(params, opt_state, tokens, targets, cfg,
                               dtype=jnp.bfloat16):
  """`train_step` as mixed-precision training runs it: float32 master
  weights cast to `dtype` for the forward and backward passes (products in
  cuBLAS's bf16 with float32 accumulation on a GPU), the loss in float32,
  and the gradients, Adam's moments and the update in float32."""
  def loss_fn(params):
    low = jax.tree.map(lambda p: p.astype(dtype), params)
    logits = forward(low, tokens, cfg)
    return layers.cross_entropy(logits.astype(jnp.float32), targets)

  loss, grads = jax.value_and_grad(loss_fn)(params)
  params, opt_state = optim.adam_update(params, grads, opt_state,
                                        weight_decay=0.01)
  return params, opt_state, loss


def scan_train_step(params, opt_state, tokens, targets, key, cfg):
  def loss_fn(params):
    logits = scan_forward(params, tokens, cfg, key)
    return layers.cross_entropy(logits, targets)

  loss, grads = jax.value_and_grad(loss_fn)(params)
  params, opt_state = optim.adam_update(params, grads, opt_state,
                                        weight_decay=0.01)
  return params, opt_state, loss


def generate_step(params, tokens, cfg):
  """Inference: logits of the last position and the greedy next token."""
  logits = forward(params, tokens, cfg)[:, -1, :]
  return logits, jnp.argmax(logits, axis=-1).astype(jnp.int32)


def example_batch(cfg, batch=8, seed=1):
  data = jax.random.randint(jax.random.PRNGKey(seed), (batch, cfg.ctx + 1),
                            0, cfg.vocab, jnp.int32)
  return data[:, :-1], data[:, 1:]


def example_args(cfg, batch=8, seed=0):
  params = init(jax.random.PRNGKey(seed), cfg)
  tokens, targets = example_batch(cfg, batch, seed + 1)
  return params, optim.adam_init(params), tokens, targets


def param_specs(params, data="data", model="model"):
  """Megatron-style PartitionSpecs: column-parallel qkv/fc, row-parallel
  projections, vocabulary-parallel embedding; LayerNorms replicated."""
  def block_specs(_):
    ln = {"scale": P(), "bias": P()}
    return {
        "ln1": ln,
        "attn": {"qkv": {"w": P(None, model), "b": P(model)},
                 "proj": {"w": P(model, None), "b": P()}},
        "ln2": ln,
        "mlp": {"fc": {"w": P(None, model), "b": P(model)},
                "proj": {"w": P(model, None), "b": P()}},
    }
  return {
      "wte": P(model, None),
      "wpe": P(),
      "blocks": [block_specs(b) for b in params["blocks"]],
      "ln_f": {"scale": P(), "bias": P()},
  }
