"""osdp.compile and osdp.run against JAX training the same model."""

import os

import numpy as np
import pytest

import osdp

STEPS = 3


def _jax_training(args, steps, trees=False):
  """JAX's losses and final state (its leaves, or with `trees` the
  parameter and optimizer-state trees), training on one device."""
  import jax
  from osdp.models import mlp
  step = jax.jit(mlp.train_step)
  params, opt_state, x, y = args
  losses = []
  for _ in range(steps):
    params, opt_state, loss = step(params, opt_state, x, y)
    losses.append(float(loss))
  if trees:
    return losses, (params, opt_state)
  return losses, jax.tree.leaves((params, opt_state))


@pytest.fixture(scope="module")
def artifact(mlp_plan):
  return osdp.compile(mlp_plan, target="cpu")


def test_training_matches_jax(artifact, mlp_args):
  assert artifact.devices == 2
  result = osdp.run(artifact, mlp_args, steps=STEPS)
  losses, state = _jax_training(mlp_args, STEPS)
  np.testing.assert_allclose(result.per_step(-1), losses, rtol=1e-4)
  # The outputs are the last step's: the updated state, then the loss.
  assert len(result.outputs) == len(state) + 1
  for ours, theirs in zip(result.outputs, state):
    np.testing.assert_allclose(ours, np.asarray(theirs), rtol=2e-4, atol=1e-6)
  assert len(result.step_seconds) == STEPS
  assert all(t > 0 for t in result.step_seconds)


def test_warmup_steps_are_not_measured(artifact, mlp_args):
  result = osdp.run(artifact, mlp_args, steps=1, warmup=2)
  losses, _ = _jax_training(mlp_args, 3)
  assert len(result.step_seconds) == 1
  np.testing.assert_allclose(result.per_step("result[2]"), losses[2:],
                             rtol=1e-4)


def test_state_comes_back_as_the_trees_that_went_in(artifact, mlp_args):
  import jax
  result = osdp.run(artifact, mlp_args, steps=STEPS)
  losses, (params, opt_state) = _jax_training(mlp_args, STEPS, trees=True)
  assert len(result.state) == 2
  ours_params, ours_opt = result.state
  assert jax.tree.structure(ours_params) == jax.tree.structure(params)
  assert jax.tree.structure(ours_opt) == jax.tree.structure(opt_state)
  assert isinstance(ours_params, list) and isinstance(ours_opt, dict)
  for ours, theirs in zip(jax.tree.leaves(result.state),
                          jax.tree.leaves((params, opt_state))):
    np.testing.assert_allclose(ours, np.asarray(theirs), rtol=2e-4,
                               atol=1e-6)
  # The step counter comes back with its own type.
  assert ours_opt["count"].dtype == np.int32 and ours_opt["count"] == STEPS
  # Scalars by name: the loss (result[2]) and nothing else.
  by_name = result.scalars_by_name()
  assert sorted(by_name) == ["result[1]['count']", "result[2]"]
  np.testing.assert_allclose(by_name["result[2]"], losses, rtol=1e-4)
  with pytest.raises(KeyError, match="result\\[2\\]"):
    result.per_step("loss")


def test_checkpoints_and_resume(artifact, mlp_args, tmp_path):
  """Two steps checkpointed, then resumed to four: the outputs of four
  steps at once, bit for bit, and the scalars of the last two."""
  whole = osdp.run(artifact, mlp_args, steps=4)
  checkpoints = tmp_path / "new" / "checkpoints"
  first = osdp.run(artifact, mlp_args, steps=2, checkpoint_dir=checkpoints)
  assert len(first.step_seconds) == 2
  assert sorted(os.listdir(checkpoints)) == [".lock", "step-00000002"]
  resumed = osdp.run(artifact, mlp_args, steps=4, checkpoint_dir=checkpoints,
                     resume=True)
  assert len(resumed.step_seconds) == 2
  assert resumed.per_step(-1) == whole.per_step(-1)[2:]
  for ours, theirs in zip(resumed.outputs, whole.outputs):
    np.testing.assert_array_equal(ours, theirs)
  with pytest.raises(osdp.ToolError, match="holds the checkpoints of another"):
    osdp.run(artifact, mlp_args, steps=2, checkpoint_dir=checkpoints)


def test_one_rank_per_device_only(artifact, mlp_args):
  with pytest.raises(ValueError) as error:
    osdp.run(artifact, mlp_args, ranks=3)
  assert str(error.value) == ("ranks=3: the artifact was compiled for 2 "
                              "devices, one rank each: give ranks=2 or "
                              "leave it out")


def test_inputs_are_checked(artifact, mlp_args):
  with pytest.raises(ValueError, match="takes 21 inputs, 20 were given"):
    osdp.run(artifact, list(mlp_args)[:-1] + [[]])
  params, opt_state, x, y = mlp_args
  with pytest.raises(ValueError,
                     match=r"^inputs\[2\] \(input 19\): .*\[16, 64\], got"):
    osdp.run(artifact, (params, opt_state, np.asarray(x)[:8], y))
  # A leaf deep in a tree is named by its path, as JAX's keystr writes it.
  wrong = dict(opt_state, mu=[dict(layer) for layer in opt_state["mu"]])
  wrong["mu"][1]["w"] = np.zeros((3, 3), np.float32)
  with pytest.raises(ValueError) as error:
    osdp.run(artifact, (params, wrong, x, y))
  assert str(error.value).startswith(
      "inputs[1]['mu'][1]['w'] (input 10): the program takes float32[128, "
      "32], got float32[3, 3]")


def test_compile_errors_carry_the_message(tmp_path):
  with pytest.raises(osdp.ToolError) as error:
    osdp.compile("func.func @main(%a: tensor<4xf32>) -> tensor<4xf32> {\n"
                 "  %b = stablehlo.add %a, %a : tensor<8xf32>\n"
                 "  return %b : tensor<4xf32>\n}\n")
  assert error.value.tool == "osdp-compile"
  assert "error" in error.value.message
  with pytest.raises(ValueError, match="target"):
    osdp.compile("module {}", target="tpu")


def test_compile_to_a_given_directory(mlp_plan, tmp_path):
  output = tmp_path / "mlp.osdp"
  artifact = osdp.compile(mlp_plan, output=output)
  assert artifact.path == str(output)
  assert (output / "manifest.json").exists()
  assert [i["role"] for i in artifact.inputs[-2:]] == ["data", "data"]


def test_compile_for_cuda(mlp_step):
  """The step as one device's program, compiled for the GPU: kernels in a
  fatbin for the architecture asked; without the CUDA toolkit, the
  compiler's message."""
  toolkit = os.environ.get("CUDA_HOME", "/usr/local/cuda")
  if not os.path.exists(os.path.join(toolkit, "bin", "ptxas")):
    with pytest.raises(osdp.ToolError, match="no CUDA toolkit"):
      osdp.compile(mlp_step, target="cuda")
    return
  artifact = osdp.compile(mlp_step, target="cuda", gpu_arch="sm_90")
  assert artifact.target == "cuda"
  assert artifact.manifest["gpu_archs"] == ["sm_90"]
  assert artifact.devices == 1
  assert os.path.exists(os.path.join(artifact.path, "kernels.ptx"))
