"""Compiling and running: `osdp.compile` drives osdp-compile, `osdp.run`
drives osdp-run (one MPI rank per device of the artifact's mesh).

An artifact is the directory osdp-compile writes (`model.so` and
`manifest.json`, docs/compiler.md).  `run` writes the inputs as `.npy`
files, runs the steps (the updated parameters and optimizer state a
training step returns first are fed back between steps, by osdp-run), and
reads back the outputs of the last step, each step's time and the scalar
outputs (a loss) of every step.
"""

import json
import os
import shutil
import tempfile
import weakref

import numpy as np

from osdp import tools
from osdp.planning import Plan, _read_text
from osdp.xla import numpy_dtype


class Artifact:
  """A compiled step: `path` (the artifact's directory), its `manifest`,
  and the number of `devices` of its mesh."""

  def __init__(self, path, owned=False):
    self.path = os.fspath(path)
    with open(os.path.join(self.path, "manifest.json")) as f:
      self.manifest = json.load(f)
    if owned:
      # A temporary artifact lives as long as this object.
      self._cleanup = weakref.finalize(self, shutil.rmtree,
                                       os.path.dirname(self.path), True)

  @property
  def devices(self):
    return self.manifest["mesh"]["devices"]

  @property
  def target(self):
    return self.manifest.get("target", "cpu")

  @property
  def inputs(self):
    return self.manifest["inputs"]

  @property
  def outputs(self):
    return self.manifest["outputs"]

  def __repr__(self):
    return "<osdp.Artifact %s: %d inputs, %d outputs, %d devices>" % (
        self.path, len(self.inputs), len(self.outputs), self.devices)


def compile(plan_or_module, target="cpu", output=None, gpu_arch=None,
            target_cpu=None, timeout=None):  # pylint: disable=redefined-builtin
  """Compiles a Plan's per-device program (or a module, as the per-device
  program it is) for `target` (`cpu` or `cuda`; `gpu_arch`, e.g.
  `"sm_90"`, for cuda) into an artifact at `output` (a directory that must
  not exist; by default a temporary one that lives as long as the returned
  Artifact).  Raises ToolError with osdp-compile's message on failure."""
  if target not in ("cpu", "cuda"):
    raise ValueError("target=%r: osdp compiles for 'cpu' or 'cuda'" %
                     (target,))
  if isinstance(plan_or_module, Plan):
    text = plan_or_module.partitioned
  else:
    text = _read_text(plan_or_module)
  owned = output is None
  folder = tempfile.mkdtemp(prefix="osdp-artifact-")
  try:
    source = os.path.join(folder, "step.mlir")
    with open(source, "w") as f:
      f.write(text)
    path = os.path.join(folder, "model.osdp") if owned else os.fspath(output)
    args = [source, "-o", path]
    if target == "cuda":
      args.append("--target=cuda")
      if gpu_arch:
        args.append("--gpu-arch=" + gpu_arch)
    if target_cpu:
      args.append("--target-cpu=" + target_cpu)
    tools.run("osdp-compile", args, timeout=timeout)
  except BaseException:
    shutil.rmtree(folder, ignore_errors=True)
    raise
  if not owned:
    shutil.rmtree(folder, ignore_errors=True)
  return Artifact(path, owned=owned)


class RunResult:
  """What `osdp.run` brings back: `outputs` (the last step's outputs,
  global NumPy arrays in the order of the program's results),
  `step_seconds` (each measured step's time), `scalars` (for each
  measured step, the values of the scalar outputs by output index), and
  `names` (each output's `jax.result_info`, or None)."""

  def __init__(self, outputs, step_seconds, scalars, names, report):
    self.outputs = outputs
    self.step_seconds = step_seconds
    self.scalars = scalars
    self.names = names
    self.report = report

  def per_step(self, output):
    """The value of scalar output `output` (an index, negative from the
    end, or a name) after every measured step."""
    if isinstance(output, str):
      if output not in self.names:
        raise KeyError("no output named %r" % output)
      output = self.names.index(output)
    index = range(len(self.outputs))[output]
    if self.outputs[index].shape != ():
      raise ValueError("output %d is not a scalar" % index)
    return [step[index] for step in self.scalars]


def _flatten(tree):
  """The leaves of nested lists, tuples and dicts (dicts by sorted key, as
  JAX flattens them), so that a training step's pytrees can be passed as
  they are."""
  if isinstance(tree, dict):
    return [leaf for key in sorted(tree) for leaf in _flatten(tree[key])]
  if isinstance(tree, (list, tuple)):
    return [leaf for item in tree for leaf in _flatten(item)]
  if tree is None:
    return []
  return [tree]


def _check_inputs(artifact, inputs):
  """The inputs as arrays of the program's types and global shapes."""
  leaves = _flatten(inputs)
  specs = artifact.inputs
  if len(leaves) != len(specs):
    raise ValueError("the artifact takes %d inputs, %d were given" %
                     (len(specs), len(leaves)))
  arrays = []
  for i, (leaf, spec) in enumerate(zip(leaves, specs)):
    array = np.asarray(leaf, order="C")
    dtype = numpy_dtype(spec["dtype"])
    shape = tuple(spec["global_shape"])
    if array.shape != shape or array.dtype != dtype:
      raise ValueError(
          "input %d%s: the program takes %s%s, got %s%s" %
          (i, " (%s)" % spec["name"] if spec.get("name") else "", dtype,
           list(shape), array.dtype, list(array.shape)))
    arrays.append(array)
  return arrays


def _parse_scalars(stdout, artifact):
  """Each step's scalar outputs from osdp-run's `--print-scalars` lines:
  `step N: ..., NAME = VALUE, ...`, one per scalar output in order."""
  scalar_outputs = [j for j, spec in enumerate(artifact.outputs)
                    if not spec["global_shape"]]
  steps = []
  for line in stdout.splitlines():
    if not line.startswith("step "):
      continue
    values = [part.rsplit(" = ", 1)[1] for part in line.split(", ")
              if " = " in part]
    if len(values) != len(scalar_outputs):
      raise tools.ToolError("osdp-run", "cannot read the scalars of: " + line)
    steps.append({j: float(v) for j, v in zip(scalar_outputs, values)})
  return steps


def run(artifact, inputs, ranks=None, steps=1, warmup=0, timeout=None):
  """Runs `steps` measured steps (after `warmup` untimed ones) of
  `artifact` (an Artifact or its path) on `ranks` MPI ranks (by default
  one per device of its mesh) from `inputs`: the global arrays of every
  argument, in order, or the pytrees they are leaves of.  Returns a
  RunResult.  Raises ValueError for inputs the program does not take and
  ToolError with osdp-run's message when the run fails."""
  if not isinstance(artifact, Artifact):
    artifact = Artifact(artifact)
  if steps < 1 or warmup < 0:
    raise ValueError("steps must be positive and warmup not negative")
  arrays = _check_inputs(artifact, inputs)
  with tempfile.TemporaryDirectory(prefix="osdp-run-") as scratch:
    in_dir = os.path.join(scratch, "inputs")
    out_dir = os.path.join(scratch, "outputs")
    os.mkdir(in_dir)
    os.mkdir(out_dir)
    for i, array in enumerate(arrays):
      np.save(os.path.join(in_dir, "%d.npy" % i), array)
    report_path = os.path.join(scratch, "report.json")
    proc = tools.run("osdp-run", [
        artifact.path, "-n", ranks or artifact.devices, "--inputs", in_dir,
        "--steps", steps, "--warmup", warmup, "--output-dir", out_dir,
        "--report-json", report_path, "--print-scalars"], timeout=timeout)
    with open(report_path) as f:
      report = json.load(f)
    outputs = [np.load(os.path.join(out_dir, "%d.npy" % j))
               for j in range(len(artifact.outputs))]
  scalars = _parse_scalars(proc.stdout, artifact)
  # The warmup steps print too; the measured ones are the last.
  scalars = scalars[len(scalars) - steps:]
  names = [spec.get("name") for spec in artifact.outputs]
  return RunResult(outputs, list(report["step_seconds"]), scalars, names,
                   report)
