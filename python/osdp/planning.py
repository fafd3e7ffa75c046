"""Planning: `osdp.plan(module, mesh=..., ...)` runs osdp-opt's
`--osdp-auto-shard` on a global training step and returns a `Plan`.

Everything a Plan says comes from the tool: the per-device program it
partitioned, its report (the JSON of `--osdp-plan-report`,
docs/auto-shard.md), the summary table it prints (`--osdp-plan-summary`)
and the HTML page it writes (`--osdp-report-html`, docs/plan-report.md).
Nothing is recomputed here.
"""

import json
import os
import tempfile

from osdp import tools


def _mesh_text(mesh):
  """`{"dp": 8, "tp": 8}` -> `dp=8,tp=8`; a string is taken as written."""
  if isinstance(mesh, str):
    return mesh
  if not isinstance(mesh, dict) or not mesh:
    raise ValueError("mesh: give the axes and their sizes, e.g. "
                     "{'dp': 8, 'tp': 8}; got %r" % (mesh,))
  for axis, size in mesh.items():
    if not isinstance(axis, str) or not isinstance(size, int) or size < 1:
      raise ValueError("mesh: axis %r of size %r: axes are names with "
                       "positive integer sizes" % (axis, size))
  return ",".join("%s=%d" % (axis, size) for axis, size in mesh.items())


def _option_text(name, value):
  """One option of the pipeline's option string (`name=value`)."""
  name = name.replace("_", "-")
  if isinstance(value, bool):
    return name if value else None
  value = str(value)
  if any(c.isspace() for c in value) or not value:
    if '"' in value:
      raise ValueError("option %s: a value may not contain '\"'" % name)
    value = '"%s"' % value
  return "%s=%s" % (name, value)


def _read_text(module):
  if isinstance(module, os.PathLike):
    with open(module) as f:
      return f.read()
  if not isinstance(module, str):
    raise TypeError("module: StableHLO text (osdp.export's result) or a "
                    "path, not %s" % type(module).__name__)
  return module


def _atomic_write(path, text):
  """Writes `text` to `path` through a temporary file in the same folder:
  `path` is either left as it was or holds all of `text`."""
  folder = os.path.dirname(os.path.abspath(path))
  fd, scratch = tempfile.mkstemp(dir=folder, prefix=".osdp-", suffix=".tmp")
  try:
    # mkstemp's file is private; the page gets a new file's usual mode.
    umask = os.umask(0)
    os.umask(umask)
    os.fchmod(fd, 0o666 & ~umask)
    with os.fdopen(fd, "w") as f:
      f.write(text)
    os.replace(scratch, path)
  except BaseException:
    os.unlink(scratch)
    raise


class Plan:
  """A sharding plan and the per-device program partitioned by it.

  `mode` is the plan osdp chose (`auto`, `dp`, `fsdp`, `osdp`, `megatron`;
  `kept_baseline` says which baseline `auto` kept, if any), `report` the
  whole JSON report, `partitioned` the per-device program (what
  `osdp.compile` compiles), `module` the global program it came from.
  """

  def __init__(self, module, partitioned, report, summary, page, options):
    self.module = module
    self.partitioned = partitioned
    self.report = report
    self.options = options
    self._summary = summary
    self._page = page

  @property
  def mode(self):
    return self.report["mode"]

  @property
  def mesh(self):
    return dict(self.report["mesh"])

  @property
  def kept_baseline(self):
    return self.report["modes"].get(self.mode, {}).get("kept_baseline")

  def _chosen(self):
    return self.report["modes"][self.kept_baseline or self.mode]

  @property
  def predicted(self):
    """The cost model's prediction for the chosen plan's step: step,
    compute and communication seconds, each collective kind, peak memory,
    the memory timeline and the costliest communication points."""
    return self._chosen()["predicted"]

  @property
  def step_seconds(self):
    return self.predicted["step_seconds"]

  @property
  def peak_memory_bytes(self):
    return self.predicted["peak_memory_bytes"]

  @property
  def baselines(self):
    """Every mode's report entry (prediction, persistent bytes, whether it
    fits, or its error), by name, the chosen one included."""
    return dict(self.report["modes"])

  @property
  def strategies(self):
    """Each parameter's name -> the mesh axes of each of its dimensions."""
    return {p["name"]: [list(axes) for axes in p["dims"]]
            for p in self.report["parameters"] if "argument" in p}

  def summary(self):
    """The table osdp-opt prints with `--osdp-plan-summary`: every mode's
    predicted step, compute and communication time, peak and persistent
    memory, and whether it fits; the chosen one starred."""
    return self._summary

  def report_html(self, path):
    """Writes the plan report, one self-contained HTML page, to `path`
    (whole or not at all); returns `path`."""
    _atomic_write(path, self._page)
    return path

  def __repr__(self):
    return "<osdp.Plan %s on %s: step %.3f ms, peak %d bytes>" % (
        self.mode, _mesh_text(self.mesh), self.step_seconds * 1e3,
        self.peak_memory_bytes)


def plan(module, mesh, hardware="h100", memory=None, mode="auto",
         timeout=None, **options):
  """Plans the shardings of a training step and partitions it.

  `module` is StableHLO text (`osdp.export`) or a path; `mesh` the device
  mesh, `{"dp": 8, "tp": 8}` (the first axis is the data axis unless
  `data_axis=` says otherwise); `hardware` a preset (`h100`, `h200`,
  `a100-80g`, `cpu`) or a profile's path; `memory` the limit per device
  (`"80GiB"`, or bytes); `mode` `auto` (the intra-operator search), `dp`,
  `fsdp`, `osdp` or `megatron`.  Further options of `--osdp-auto-shard`
  pass through by name (`time_limit=5`, `split_gathered_bytes=...`,
  `remat="auto"`).
  Raises `ToolError` with osdp-opt's message when no plan can be made.
  """
  text = _read_text(module)
  settings = {"mesh": _mesh_text(mesh), "hardware": hardware, "mode": mode}
  if memory is not None:
    settings["memory"] = memory
  settings.update(options)
  parts = [_option_text(k, v) for k, v in settings.items()]
  with tempfile.TemporaryDirectory(prefix="osdp-plan-") as scratch:
    source = os.path.join(scratch, "step.mlir")
    with open(source, "w") as f:
      f.write(text)
    report = os.path.join(scratch, "plan.json")
    page = os.path.join(scratch, "plan.html")
    partitioned = os.path.join(scratch, "partitioned.mlir")
    pipeline = " ".join(p for p in parts if p)
    proc = tools.run("osdp-opt", [
        source,
        "--osdp-auto-shard=" + pipeline, "--osdp-plan-summary",
        "--osdp-plan-report=" + report, "--osdp-report-html=" + page,
        "-o", partitioned], timeout=timeout)
    with open(report) as f:
      data = json.load(f)
    with open(page) as f:
      html = f.read()
    with open(partitioned) as f:
      program = f.read()
  # The summary is the table on stderr; warnings (a solver out of time)
  # come before it.
  start = proc.stderr.find("osdp-auto-shard:")
  summary = proc.stderr[max(start, 0):]
  return Plan(text, program, data, summary, html, pipeline)
