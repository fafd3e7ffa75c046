"""osdp.plan: the plan, its baselines and its predictions, from osdp-opt."""

import re

import pytest

import osdp


def test_plan_and_baselines(mlp_plan):
  assert mlp_plan.mode == "auto"
  assert mlp_plan.mesh == {"data": 2}
  # Every baseline was planned and predicted on the same step.
  for mode in ("dp", "fsdp", "osdp"):
    assert mlp_plan.baselines[mode]["predicted"]["step_seconds"] > 0
  # The search keeps a baseline only when one is predicted faster, so the
  # chosen plan is never slower than a baseline that fits.
  fitting = [m["predicted"]["step_seconds"]
             for m in mlp_plan.baselines.values()
             if m.get("fits") and "predicted" in m]
  assert mlp_plan.step_seconds <= min(fitting) + 1e-12
  # The partitioned program communicates over the data axis.
  assert re.search(r"osdp\.all_reduce .* over \{data\}", mlp_plan.partitioned)


def test_prediction_is_consistent(mlp_plan):
  p = mlp_plan.predicted
  kinds = sum(c["seconds"] for c in p["collectives"].values())
  assert p["communication_seconds"] == pytest.approx(kinds)
  assert p["step_seconds"] == pytest.approx(p["compute_seconds"] + kinds)
  # The memory timeline keeps the peak, ends at the step's time, and
  # never drops below what the caller holds.
  timeline = p["memory_timeline"]
  assert max(b for _, b in timeline) == p["peak_memory_bytes"]
  assert timeline[-1][0] == pytest.approx(p["step_seconds"])
  assert all(b >= p["argument_bytes"] for _, b in timeline)
  assert [t for t, _ in timeline] == sorted(t for t, _ in timeline)


def test_strategies_name_every_parameter(mlp_plan, mlp_args):
  import jax
  strategies = mlp_plan.strategies
  assert len(strategies) == len(jax.tree.leaves(mlp_args[0]))
  assert "result[0][0]['w']" in strategies
  for dims in strategies.values():
    assert all(set(axes) <= {"data"} for axes in dims)


def test_summary_is_the_tools_table(mlp_plan):
  summary = mlp_plan.summary()
  assert summary.startswith("osdp-auto-shard:")
  assert re.search(r"^\s+auto\*\s", summary, re.M)
  for mode in ("dp", "fsdp", "osdp"):
    assert re.search(r"^\s+%s\s" % mode, summary, re.M)


def test_memory_limit_shards_the_parameters(mlp_step):
  """A limit that leaves the persistent state less than the unlimited
  plan keeps makes osdp shard more, and its predicted peak fits."""
  free = osdp.plan(mlp_step, mesh={"data": 2}, hardware="cpu", mode="osdp")
  report = free.report
  kept = report["modes"]["osdp"]["persistent_bytes"]
  least = report["modes"]["fsdp"]["persistent_bytes"]
  assert least < kept
  # The budget is the limit less the activations and a gathered weight.
  limit = report["activation_bytes"] + report["gathered_bytes"] + (
      least + kept) // 2
  tight = osdp.plan(mlp_step, mesh={"data": 2}, hardware="cpu", mode="osdp",
                    memory=limit)
  assert tight.report["memory_bytes"] == limit
  assert tight.peak_memory_bytes <= limit
  assert tight.report["modes"]["osdp"]["persistent_bytes"] < kept
  assert (tight.report["modes"]["osdp"]["sharded_parameters"] >
          report["modes"]["osdp"]["sharded_parameters"])
  # The first layer's weight, the largest, stays split over the data axis.
  assert ["data"] in tight.strategies["result[0][0]['w']"]


def test_no_plan_fits(mlp_step):
  with pytest.raises(osdp.ToolError) as error:
    osdp.plan(mlp_step, mesh={"data": 2}, hardware="cpu", mode="fsdp",
              memory=1000)
  assert error.value.tool == "osdp-opt"
  assert error.value.returncode != 0
  assert "mode fsdp needs" in error.value.message
  assert "bytes per device" in error.value.message


def test_tool_errors_carry_the_message(mlp_step):
  with pytest.raises(osdp.ToolError, match="mode"):
    osdp.plan(mlp_step, mesh={"data": 2}, mode="zero-4")
  with pytest.raises(osdp.ToolError, match="expected"):
    osdp.plan("module { func.func @main( }", mesh={"data": 2})


@pytest.mark.parametrize("mesh", [{}, {"data": 0}, [("data", 2)]])
def test_bad_mesh(mlp_step, mesh):
  with pytest.raises(ValueError, match="mesh"):
    osdp.plan(mlp_step, mesh=mesh)
