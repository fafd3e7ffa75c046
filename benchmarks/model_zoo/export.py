#!/usr/bin/env python3
"""Exports the model zoo's training steps (zoo.py) as StableHLO text: each
model unsharded and under the three hand-written plans on meshes of 2 and 4
CPU devices, with Shardy shardings.

    python3 benchmarks/model_zoo/export.py [--out DIR] [--models M...]
                                           [--only FILE...] [--existing]
                                           [--check]

Needs the pinned packages of benchmarks/model_zoo/requirements.txt
(`make zoo-deps` installs them into build/zoo-venv).  Writes, per model M:

* `M.mlir`: the step as `jax.jit(step).lower(...)` prints it, parameters
  and optimizer state donated;
* `M_dpN_sdy.mlir`: a 1-D mesh ('data'=N), the batch over 'data', the rest
  replicated;
* `M_fsdpN_sdy.mlir`: the same, every parameter and optimizer-state array
  over 'data' on its largest dimension N divides (`osdp.plans.fsdp_dim`);
* `M_megatronAxB_sdy.mlir`: a ('data', 'model') mesh of 1x2 or 2x2, the
  batch over 'data', the parameters split over 'model' by the owners'
  names (zoo.Entry.megatron), the optimizer state like its parameter.

The loss is replicated; results repeat the argument shardings.  Shapes and
seeds are fixed: with the same package versions the output is
byte-identical, which `--check` verifies against DIR instead of writing.
"""

import argparse
import os
import pathlib
import sys

_FLAG = "--xla_force_host_platform_device_count=8"
if _FLAG.split("=")[0] not in os.environ.get("XLA_FLAGS", ""):
  os.environ["XLA_FLAGS"] = (os.environ.get("XLA_FLAGS", "") + " " +
                             _FLAG).strip()
os.environ.setdefault("JAX_PLATFORMS", "cpu")
# Transformers looks for PyTorch and TensorFlow otherwise, and warns.
os.environ.setdefault("USE_TORCH", "0")
os.environ.setdefault("USE_TF", "0")
os.environ.setdefault("TRANSFORMERS_VERBOSITY", "error")

_HERE = pathlib.Path(__file__).resolve().parent
_ROOT = _HERE.parents[1]
sys.path.insert(0, str(_ROOT / "python"))
sys.path.insert(0, str(_HERE))

import zoo  # noqa: E402

PLANS = ("dp", "fsdp", "megatron")
SIZES = (2, 4)
MEGATRON_MESH = {2: (1, 2), 4: (2, 2)}


def file_name(model, plan=None, devices=None):
  if plan is None:
    return "%s.mlir" % model
  mesh = ("%dx%d" % MEGATRON_MESH[devices] if plan == "megatron" else
          "%d" % devices)
  return "%s_%s%s_sdy.mlir" % (model, plan, mesh)


def cases(names):
  """(model, plan, devices) of every export, plan None for the unsharded
  step."""
  out = []
  for name in names:
    out.append((name, None, None))
    out += [(name, p, n) for p in PLANS for n in SIZES]
  return out


def _state_specs(step, plan, devices):
  """PartitionSpecs of the parameters, optimizer state (and batch
  statistics) under `plan`."""
  import jax
  from jax.sharding import PartitionSpec as P
  from osdp import plans
  state = step.args[:3 if step.state else 2]
  if plan == "dp":
    return tuple(plans.replicated_specs(s) for s in state)
  if plan == "fsdp":
    return tuple(plans.fsdp_specs(s, "data", devices) for s in state)
  model_size = MEGATRON_MESH[devices][1]

  def megatron(key_path, leaf):
    return P(*zoo.spec_for(step.entry.megatron, zoo.path_string(key_path),
                           leaf.shape, "model", model_size))
  return tuple(jax.tree_util.tree_map_with_path(megatron, s) for s in state)


def export(step, plan=None, devices=None):
  """The text JAX prints for `step` under `plan` on `devices`."""
  from jax.sharding import PartitionSpec as P
  from osdp import lowering
  fn = lowering.named(step.fn, "%s_train_step" % step.entry.name)
  donate = (0, 1, 2) if step.state else (0, 1)
  if plan is None:
    return lowering.lower_text(fn, step.args, donate_argnums=donate)
  if plan == "megatron":
    mesh = lowering.cpu_mesh(MEGATRON_MESH[devices], ("data", "model"))
  else:
    mesh = lowering.cpu_mesh((devices,), ("data",))
  state = _state_specs(step, plan, devices)
  batch = tuple(P("data", *([None] * (rank - 1)))
                for rank in step.batch_dims)
  key = (P(),) if step.entry.dropout else ()
  in_specs = state + batch + key
  out_specs = state + (P(),)
  return lowering.lower_text(
      fn, step.args, donate_argnums=donate,
      in_shardings=lowering.shardings(mesh, in_specs),
      out_shardings=lowering.shardings(mesh, out_specs))


def main(argv=None):
  parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
  parser.add_argument("--out", default=str(_ROOT / "build" / "zoo"))
  parser.add_argument("--only", nargs="*", default=None,
                      help="file names (or model names) to export")
  parser.add_argument("--models", nargs="*", default=None,
                      help="models to export (default: all)")
  parser.add_argument("--existing", action="store_true",
                      help="only the exports --out already has (the "
                      "subset committed to test/Inputs/zoo)")
  parser.add_argument("--check", action="store_true",
                      help="compare with the files in --out, write nothing")
  args = parser.parse_args(argv)

  from osdp import mlir_text
  names = args.models or [e.name for e in zoo.ENTRIES]
  unknown = [n for n in names if n not in zoo.BY_NAME]
  if unknown:
    parser.error("unknown model(s) %s; the zoo has %s" %
                 (", ".join(unknown), ", ".join(zoo.BY_NAME)))
  out = pathlib.Path(args.out)
  stale, steps = [], {}
  for model, plan, devices in cases(names):
    name = file_name(model, plan, devices)
    if args.only and name not in args.only:
      continue
    if args.existing and not (out / name).exists():
      continue
    if model not in steps:
      steps[model] = zoo.make_step(zoo.BY_NAME[model])
    text = export(steps[model], plan, devices)
    path = out / name
    if args.check:
      if not path.exists() or path.read_text() != text:
        stale.append(name)
    else:
      out.mkdir(parents=True, exist_ok=True)
      tmp = path.with_suffix(".tmp")
      tmp.write_text(text)
      tmp.replace(path)
    print("%s: %d ops, %d bytes" % (name, mlir_text.count_ops(text),
                                    len(text.encode())), flush=True)
  if args.check:
    if stale:
      print("differs: " + ", ".join(stale))
      return 1
    print("zoo exports are up to date")
  return 0


if __name__ == "__main__":
  sys.exit(main())
