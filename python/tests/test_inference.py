"""A forward program (no loss, no optimizer) planned, compiled and run:
its weights are parameters although nothing updates them, and a tight
limit splits them over both axes of the mesh."""

import numpy as np
import pytest

import osdp

# Wide enough that the weights, not the activations, decide the plan.
SIZES = (256, 512, 256, 10)
BATCH = 16


@pytest.fixture(scope="module")
def forward_args():
  from osdp.models import mlp
  params, _, x, _ = mlp.example_args(batch=BATCH, sizes=SIZES)
  return params, x


@pytest.fixture(scope="module")
def forward_program(forward_args):
  from osdp.models import mlp
  # No roles given: the planner tells the weights from the batch.
  return osdp.export(mlp.forward, *forward_args)


def test_weights_are_parameters(forward_program):
  free = osdp.plan(forward_program, mesh={"data": 2, "model": 2},
                   hardware="cpu", mode="auto")
  assert len(free.strategies) == 6
  dp = free.baselines["dp"]
  # Held alone: no gradient, no optimizer state.
  weights = 4 * sum(a * b + b for a, b in zip(SIZES[:-1], SIZES[1:]))
  assert dp["persistent_bytes"] == weights


def test_tight_limit_splits_over_both_axes(forward_program, forward_args):
  import jax
  from osdp.models import mlp
  free = osdp.plan(forward_program, mesh={"data": 2, "model": 2},
                   hardware="cpu", mode="auto")
  # Between the smallest baseline's peak and the fully split plan's: only
  # a split over more than one axis fits.
  smallest = min(m["predicted"]["peak_memory_bytes"]
                 for m in free.baselines.values() if "predicted" in m)
  tight = osdp.plan(forward_program, mesh={"data": 2, "model": 2},
                    hardware="cpu", mode="auto", memory=smallest * 3 // 4)
  assert tight.peak_memory_bytes <= smallest * 3 // 4
  assert any(sorted(axes) == ["data", "model"]
             for dims in tight.strategies.values() for axes in dims)
  artifact = osdp.compile(tight, target="cpu")
  assert artifact.devices == 4
  result = osdp.run(artifact, forward_args)
  expected = jax.jit(mlp.forward)(*forward_args)
  np.testing.assert_allclose(result.outputs[0], np.asarray(expected),
                             rtol=2e-5, atol=1e-5)
