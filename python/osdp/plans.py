"""Hand-written sharding plans expressed as PartitionSpec pytrees.

These are the baselines the corpus is exported with (data parallel and
FSDP / ZeRO-3 on a one-dimensional mesh); the Megatron-style plans that
depend on a model's structure live next to the model (`gpt2.param_specs`,
`mlp.param_specs`).  The functions only look at array shapes, so they work
for any parameter pytree.

Kept in a module of its own: the location-bearing exports record line
numbers of the model sources, which must not move when a plan is added.
"""


def _partition_spec():
  from jax.sharding import PartitionSpec
  return PartitionSpec


def replicated_specs(tree):
  """`P()` for every leaf: each device holds the whole array."""
  import jax
  P = _partition_spec()
  return jax.tree.map(lambda _: P(), tree)


def fsdp_dim(shape, axis_size):
  """The dimension FSDP shards an array of `shape` along, or None.

  Rule: among the dimensions whose size `axis_size` divides evenly, take the
  largest; on a tie, the lowest index.  Sharding the largest divisible
  dimension keeps each shard contiguous in as few pieces as the layout
  allows and never needs padding.  Scalars and arrays with no divisible
  dimension stay replicated (None)."""
  best = None
  for dim, size in enumerate(shape):
    if size % axis_size == 0 and (best is None or size > shape[best]):
      best = dim
  return best


def fsdp_spec(shape, axis, axis_size):
  """The PartitionSpec putting `axis` on `fsdp_dim(shape, axis_size)`."""
  P = _partition_spec()
  dim = fsdp_dim(shape, axis_size)
  if dim is None:
    return P()
  return P(*[axis if d == dim else None for d in range(len(shape))])


def fsdp_specs(tree, axis, axis_size):
  """`fsdp_spec` for every array leaf of `tree` (parameters, or optimizer
  state shaped like them)."""
  import jax
  return jax.tree.map(lambda x: fsdp_spec(x.shape, axis, axis_size), tree)
