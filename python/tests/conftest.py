"""Shared fixtures: a small MLP training step, exported once per session.

The tests import the package of this source tree and drive the real tools,
looked up as the package looks them up ($OSDP_TOOLS, then PATH): `make
check` points $OSDP_TOOLS at the build's bin/.
"""

import os
import sys

os.environ.setdefault("JAX_PLATFORMS", "cpu")
# The package of this source tree, installed or not.
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                ".."))

import pytest  # noqa: E402

# Small enough to compile in about a second, large enough that the plans
# differ: the first layer's weight dominates the memory.
MLP_SIZES = (64, 128, 32, 10)
MLP_BATCH = 16


@pytest.fixture(scope="session")
def mlp_args():
  from osdp.models import mlp
  return mlp.example_args(batch=MLP_BATCH, sizes=MLP_SIZES)


@pytest.fixture(scope="session")
def mlp_step(mlp_args):
  """The MLP's Adam step as osdp.export writes it."""
  import osdp
  from osdp.models import mlp
  return osdp.export(mlp.train_step, *mlp_args, params=0, opt_state=1)


@pytest.fixture(scope="session")
def mlp_plan(mlp_step):
  """The step planned over 2 CPU devices by the intra-operator search."""
  import osdp
  return osdp.plan(mlp_step, mesh={"data": 2}, hardware="cpu", mode="auto")
