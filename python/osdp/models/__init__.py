"""Model definitions in plain jax.numpy, used to produce the test corpus.

No flax/optax: every layer and optimizer is written here so the exported
StableHLO depends only on the JAX version (recorded in test/Inputs/README.md).
"""
