"""osdp: automatic sharding for JAX training steps exported as StableHLO.

    text = osdp.export(train_step, params, opt_state, batch,
                       params=0, opt_state=1)
    plan = osdp.plan(text, mesh={"dp": 8, "tp": 8}, hardware="h100",
                     memory="80GiB", mode="auto")
    print(plan.summary()); plan.report_html("plan.html")
    artifact = osdp.compile(plan, target="cpu")
    result = osdp.run(artifact, [params, opt_state, batch], steps=100)

`plan`, `compile` and `run` drive osdp's tools (osdp-opt, osdp-compile,
osdp-run; see `osdp.tools` for where they are looked up); a tool that fails
raises `ToolError` with its message.  The package is importable without
JAX: only `export` and the model definitions (`osdp.models`) need it, and
they import it when they are used; `osdp.mlir_text` (op counting over
textual modules) depends on the standard library only.  See docs/python.md.
"""

__version__ = "0.1.0"

from osdp.planning import Plan, plan
from osdp.running import Artifact, RunResult, compile, run  # pylint: disable=redefined-builtin
from osdp.step_export import export
from osdp.tools import ToolError

__all__ = ["Artifact", "Plan", "RunResult", "ToolError", "compile", "export",
           "plan", "run"]
