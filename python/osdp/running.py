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
from collections.abc import Mapping

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
  """What `osdp.run` brings back:

  * `state`: the updated state, as the pytrees that went in: a tuple with
    one tree per leading argument that the step returns updated (its
    parameters and optimizer state), each of the same structure and
    container types as the argument, the last step's values at the leaves;
  * `outputs`: the last step's outputs, global NumPy arrays in the order
    of the program's results;
  * `names`: each output's name (its `jax.result_info`, or None);
  * `step_seconds`: each measured step's time;
  * `scalars`: for each measured step, the scalar outputs by output index;
    `scalars_by_name()` and `per_step(name)` give them by name.
  """

  def __init__(self, outputs, step_seconds, scalars, names, report,
               state=()):
    self.outputs = outputs
    self.step_seconds = step_seconds
    self.scalars = scalars
    self.names = names
    self.report = report
    self.state = state

  def _index(self, output):
    if isinstance(output, str):
      if output not in self.names:
        raise KeyError("no output named %r (the scalar outputs: %s)" % (
            output, ", ".join(sorted(self.scalars_by_name()))))
      output = self.names.index(output)
    return range(len(self.outputs))[output]

  def per_step(self, output):
    """The value of scalar output `output` (an index, negative from the
    end, or a name) after every measured step."""
    index = self._index(output)
    if self.outputs[index].shape != ():
      raise ValueError("output %d is not a scalar" % index)
    return [step[index] for step in self.scalars]

  def scalars_by_name(self):
    """{name: its value after every measured step} for every scalar
    output (named `output J` when the program gives it no name)."""
    named = {}
    for index, output in enumerate(self.outputs):
      if output.shape == ():
        name = self.names[index] or "output %d" % index
        named[name] = [step[index] for step in self.scalars]
    return named


def _flatten(tree, path=""):
  """The leaves of nested lists, tuples (named tuples included) and
  mappings (by sorted key), as JAX flattens them, each with its path as
  jax.tree_util.keystr writes it (`[0]['layers_0']['attn']['w']`), so that
  a training step's pytrees can be passed as they are."""
  if isinstance(tree, Mapping):
    return [leaf for key in sorted(tree)
            for leaf in _flatten(tree[key], "%s[%r]" % (path, key))]
  if isinstance(tree, tuple) and hasattr(tree, "_fields"):
    return [leaf for field in tree._fields
            for leaf in _flatten(getattr(tree, field), path + "." + field)]
  if isinstance(tree, (list, tuple)):
    return [leaf for i, item in enumerate(tree)
            for leaf in _flatten(item, "%s[%d]" % (path, i))]
  if tree is None:
    return []
  return [(path, tree)]


def _unflatten(tree, leaves):
  """`tree` with its leaves replaced, in _flatten's order, by the next of
  the iterator `leaves`; the containers are rebuilt as their own types."""
  if isinstance(tree, Mapping):
    rebuilt = {key: _unflatten(tree[key], leaves) for key in sorted(tree)}
    return type(tree)(rebuilt) if type(tree) is not dict else rebuilt
  if isinstance(tree, tuple) and hasattr(tree, "_fields"):
    return type(tree)(*[_unflatten(getattr(tree, f), leaves)
                        for f in tree._fields])
  if isinstance(tree, (list, tuple)):
    return type(tree)(_unflatten(item, leaves) for item in tree)
  if tree is None:
    return None
  return next(leaves)


def _state_trees(inputs, outputs, state_outputs):
  """The leading arguments of `inputs` whose every leaf the step returns
  updated (the first `state_outputs` outputs), rebuilt from `outputs`."""
  if not isinstance(inputs, (list, tuple)) or hasattr(inputs, "_fields"):
    return ()
  trees, used = [], 0
  for argument in inputs:
    count = len(_flatten(argument))
    if used + count > state_outputs:
      break
    trees.append(_unflatten(argument, iter(outputs[used:used + count])))
    used += count
  return tuple(trees)


def _check_inputs(artifact, leaves):
  """The inputs (`leaves`: each with its path) as arrays of the program's
  types and global shapes; an input that is not is named by its path."""
  specs = artifact.inputs
  if len(leaves) != len(specs):
    raise ValueError("the artifact takes %d inputs, %d were given" %
                     (len(specs), len(leaves)))
  arrays = []
  for i, ((path, leaf), spec) in enumerate(zip(leaves, specs)):
    array = np.asarray(leaf, order="C")
    dtype = numpy_dtype(spec["dtype"])
    shape = tuple(spec["global_shape"])
    if array.shape != shape or array.dtype != dtype:
      where = "inputs%s (input %d)" % (path, i) if path else "input %d" % i
      raise ValueError("%s: the program takes %s%s, got %s%s" %
                       (where, dtype, list(shape), array.dtype,
                        list(array.shape)))
    arrays.append(array)
  return arrays


def _parse_scalars(stdout, artifact, first_measured):
  """The scalar outputs of each measured step (numbered `first_measured`
  and on) from osdp-run's `--print-scalars` lines: `step N[ (warmup)]:
  ..., NAME = VALUE, ...`, one per scalar output in order."""
  scalar_outputs = [j for j, spec in enumerate(artifact.outputs)
                    if not spec["global_shape"]]
  steps = []
  for line in stdout.splitlines():
    if not line.startswith("step "):
      continue
    if int(line.split()[1].rstrip(":")) < first_measured:
      continue
    values = [part.rsplit(" = ", 1)[1] for part in line.split(", ")
              if " = " in part]
    if len(values) != len(scalar_outputs):
      raise tools.ToolError("osdp-run", "cannot read the scalars of: " + line)
    steps.append({j: float(v) for j, v in zip(scalar_outputs, values)})
  return steps


def run(artifact, inputs, ranks=None, steps=1, warmup=0, timeout=None,
        checkpoint_dir=None, checkpoint_every=0, resume=False):
  """Runs `steps` measured steps (after `warmup` untimed ones) of
  `artifact` (an Artifact or its path) on its MPI ranks (one per device of
  its mesh: `ranks`, when given, must be that count) from `inputs`: the
  step's arguments in order, each an array or a pytree of them (nested
  lists, tuples, named tuples and dicts, flattened as JAX flattens them).
  Returns a RunResult, whose `state` gives the updated parameters and
  optimizer state back as the trees that went in.

  With `checkpoint_dir`, osdp-run keeps the state there every
  `checkpoint_every` steps and after the last (docs/runtime.md); with
  `resume`, it continues from the newest checkpoint, `steps` counting the
  steps before it too, and the result's `scalars` and `step_seconds` cover
  the steps this call ran.  Raises ValueError for inputs the program does
  not take (named by their path in `inputs`) and ToolError with
  osdp-run's message when the run fails."""
  if not isinstance(artifact, Artifact):
    artifact = Artifact(artifact)
  if steps < 1 or warmup < 0:
    raise ValueError("steps must be positive and warmup not negative")
  if ranks is not None and ranks != artifact.devices:
    raise ValueError("ranks=%s: the artifact was compiled for %d devices, "
                     "one rank each: give ranks=%d or leave it out" %
                     (ranks, artifact.devices, artifact.devices))
  arrays = _check_inputs(artifact, _flatten(inputs))
  with tempfile.TemporaryDirectory(prefix="osdp-run-") as scratch:
    in_dir = os.path.join(scratch, "inputs")
    out_dir = os.path.join(scratch, "outputs")
    os.mkdir(in_dir)
    os.mkdir(out_dir)
    for i, array in enumerate(arrays):
      np.save(os.path.join(in_dir, "%d.npy" % i), array)
    report_path = os.path.join(scratch, "report.json")
    command = [
        artifact.path, "-n", artifact.devices, "--inputs", in_dir,
        "--steps", steps, "--warmup", warmup, "--output-dir", out_dir,
        "--report-json", report_path, "--print-scalars"]
    if checkpoint_dir is not None:
      command += ["--checkpoint-dir", os.fspath(checkpoint_dir),
                  "--checkpoint-every", checkpoint_every]
    if resume:
      command.append("--resume")
    proc = tools.run("osdp-run", command, timeout=timeout)
    with open(report_path) as f:
      report = json.load(f)
    outputs = [np.load(os.path.join(out_dir, "%d.npy" % j))
               for j in range(len(artifact.outputs))]
  # The warmup steps print too, numbered before the measured ones.
  scalars = _parse_scalars(proc.stdout, artifact, warmup)
  names = [spec.get("name") for spec in artifact.outputs]
  state = _state_trees(inputs, outputs, report.get("state_outputs", 0))
  return RunResult(outputs, list(report["step_seconds"]), scalars, names,
                   report, state)
