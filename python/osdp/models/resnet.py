"""A small ResNet-style network: a stem convolution, one basic residual block
(conv - batch norm - ReLU - conv - batch norm, identity shortcut), max pooling
with `reduce_window`, global average pooling and a linear classifier, trained
with SGD + momentum.  Batch norm uses batch statistics (training mode)."""

import jax
import jax.numpy as jnp

from osdp.models import layers, optim

_DN = ("NHWC", "HWIO", "NHWC")


def conv_init(key, kh, kw, cin, cout):
  fan_in = kh * kw * cin
  return (2.0 / fan_in) ** 0.5 * jax.random.normal(key, (kh, kw, cin, cout))


def conv(w, x, stride=1):
  return jax.lax.conv_general_dilated(x, w, (stride, stride), "SAME",
                                      dimension_numbers=_DN)


def bn_init(c):
  return {"gamma": jnp.ones((c,)), "beta": jnp.zeros((c,))}


def batch_norm(p, x, eps=1e-5):
  mean = jnp.mean(x, axis=(0, 1, 2))
  var = jnp.var(x, axis=(0, 1, 2))
  return (x - mean) * jax.lax.rsqrt(var + eps) * p["gamma"] + p["beta"]


def max_pool(x, window=3, stride=2):
  return jax.lax.reduce_window(x, -jnp.inf, jax.lax.max,
                               (1, window, window, 1), (1, stride, stride, 1),
                               "SAME")


def init(key, cin=3, width=32, classes=10):
  ks = jax.random.split(key, 4)
  return {
      "stem": {"w": conv_init(ks[0], 3, 3, cin, width), "bn": bn_init(width)},
      "block": {"conv1": conv_init(ks[1], 3, 3, width, width),
                "bn1": bn_init(width),
                "conv2": conv_init(ks[2], 3, 3, width, width),
                "bn2": bn_init(width)},
      "head": layers.dense_init(ks[3], width, classes),
  }


def forward(params, x):
  s = params["stem"]
  x = jax.nn.relu(batch_norm(s["bn"], conv(s["w"], x)))
  x = max_pool(x)
  b = params["block"]
  y = jax.nn.relu(batch_norm(b["bn1"], conv(b["conv1"], x)))
  y = batch_norm(b["bn2"], conv(b["conv2"], y))
  x = jax.nn.relu(x + y)
  x = jnp.mean(x, axis=(1, 2))
  return layers.dense(params["head"], x)


def train_step(params, opt_state, images, labels):
  def loss_fn(params):
    return layers.cross_entropy(forward(params, images), labels)

  loss, grads = jax.value_and_grad(loss_fn)(params)
  params, opt_state = optim.sgd_update(params, grads, opt_state)
  return params, opt_state, loss


def example_args(batch=16, size=32, cin=3, width=32, classes=10, seed=0):
  key = jax.random.PRNGKey(seed)
  kp, kx, ky = jax.random.split(key, 3)
  params = init(kp, cin, width, classes)
  images = jax.random.normal(kx, (batch, size, size, cin))
  labels = jax.random.randint(ky, (batch,), 0, classes, jnp.int32)
  return params, optim.sgd_init(params), images, labels
