"""Every integer and unsigned elementwise op of StableHLO, at every width.

Not a model: a program that applies each op JAX lowers to StableHLO's
integer ops (abs, sign, count_leading_zeros, popcnt, the arithmetic with
its division and remainder by zero and its overflow, jnp.power, the three
shifts by every amount including the bit width and more, comparisons,
min/max/clamp, the bitwise ops, conversions to float and back, reductions
and a cumulative sum) to 8-, 16-, 32- and 64-bit signed and unsigned
integers, so that each lowering is checked against XLA on values that
reach its edges: the inputs (small non-negative numbers in the checks)
shifted to cover negatives, beside the type's minimum, maximum, -1, 0 and
1.
"""

import jax
import jax.numpy as jnp
from jax import lax

DTYPES = (jnp.int8, jnp.int16, jnp.int32, jnp.int64, jnp.uint8, jnp.uint16,
          jnp.uint32, jnp.uint64)

# Each input has this many elements; the edge values follow them.
LENGTH = 16


def edges(dtype):
  """The values where integer ops differ: the extremes, -1, 0, 1, 2."""
  info = jnp.iinfo(dtype)
  values = [info.min, info.max, info.min + 1, info.max - 1, 0, 1, 2, 3]
  if info.min < 0:
    values += [-1, -2, -3, info.min // 2]
  else:
    values += [info.max // 2, info.max // 2 + 1, 5, 7]
  return jnp.array(values, dtype)


def operands(x, y, dtype):
  """`x` and `y` (values in [0, 4)) moved to cover negatives, then the edge
  values: `a` against every value of `b`, and `b` in the other order."""
  x, y = x.astype(dtype), y.astype(dtype)
  if jnp.iinfo(dtype).min < 0:
    x, y = x - dtype(2), y - dtype(1)
  edge = edges(dtype)
  a = jnp.concatenate([x, jnp.repeat(edge, edge.size), edge])
  b = jnp.concatenate([y, jnp.tile(edge, edge.size), edge[::-1]])
  return a, b


def shift_amounts(b, dtype):
  """Shift amounts from 0 to twice the bit width: StableHLO defines shifts
  by the width and more (zero, or the sign)."""
  return in_range(b, 2 * jnp.iinfo(dtype).bits + 1, dtype)


def in_range(b, count, dtype):
  """`b` made a number in [0, count), of `dtype`."""
  low = b.astype(jnp.int32) & jnp.int32(0x7fffffff)
  return lax.rem(low, jnp.int32(count)).astype(dtype)


def unary(a, dtype):
  """abs and neg of signed types only (JAX refuses them on unsigned)."""
  signed = [lax.abs(a), lax.neg(a)] if jnp.iinfo(dtype).min < 0 else []
  return signed + [lax.sign(a), lax.clz(a), lax.population_count(a),
                   lax.bitwise_not(a)]


def binary(a, b, dtype):
  s = shift_amounts(b, dtype)
  exponent = in_range(b, 9, dtype)
  return [lax.add(a, b), lax.sub(a, b), lax.mul(a, b), lax.div(a, b),
          lax.rem(a, b), lax.max(a, b), lax.min(a, b),
          lax.clamp(lax.min(a, b), a, lax.max(a, b)),
          jnp.power(a, exponent), lax.shift_left(a, s),
          lax.shift_right_arithmetic(a, s), lax.shift_right_logical(a, s),
          lax.bitwise_and(a, b), lax.bitwise_or(a, b), lax.bitwise_xor(a, b),
          (a < b).astype(dtype), (a >= b).astype(dtype),
          (a == b).astype(dtype)]


def conversions(a, dtype):
  """To float and back (in range), to the other integer widths."""
  out = [a.astype(jnp.float32), a.astype(jnp.float64),
         a[:LENGTH].astype(jnp.float32).astype(dtype)]
  out += [a.astype(other) for other in DTYPES if other != dtype]
  return out


def reductions(a, dtype):
  return [jnp.sum(a, dtype=dtype), jnp.max(a), jnp.min(a),
          jnp.argmax(a).astype(jnp.int32), jnp.cumsum(a, dtype=dtype),
          jnp.prod(a[:LENGTH], dtype=dtype)]


def all_ops(*inputs):
  """For each dtype of DTYPES (two inputs each), every op above."""
  results = []
  for i, dtype in enumerate(DTYPES):
    a, b = operands(inputs[2 * i], inputs[2 * i + 1], dtype)
    results += unary(a, dtype) + binary(a, b, dtype) + conversions(a, dtype)
    results += reductions(a, dtype)
  return tuple(results)


def example_args():
  """Two inputs per dtype, values in [0, 4)."""
  key = jax.random.PRNGKey(0)
  args = []
  for dtype in DTYPES:
    for _ in range(2):
      key, sub = jax.random.split(key)
      args.append(jax.random.randint(sub, (LENGTH,), 0, 4).astype(dtype))
  return args
