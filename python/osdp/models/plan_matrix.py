#!/usr/bin/env python3
"""Exports the MLP, 2-layer GPT-2 and ResNet-block training steps under the
three hand-written plans (data parallel, FSDP, Megatron) on meshes of 2, 4
and 8 CPU devices, with Shardy shardings, into test/Inputs/plans/.

    python3 python/osdp/models/plan_matrix.py [--out test/Inputs/plans]
                                              [--check] [--only NAME...]

The plans, for a mesh of N devices:

* `dp`: a 1-D mesh ('data'=N); the batch (first dimension of the inputs
  and labels) over 'data'; parameters, optimizer state and the step
  counter replicated (`osdp.plans.replicated_specs`).
* `fsdp`: the same mesh and batch split; every parameter and optimizer
  state array sharded over 'data' along `osdp.plans.fsdp_dim` (its largest
  dimension N divides, the lowest index on a tie; replicated when none).
* `megatron`: a 2-D mesh ('data', 'model') of 1x2, 2x2 or 2x4; the batch
  over 'data'; the weights split over 'model' by the model's structure:
  - MLP: `mlp.param_specs`, layers alternately column- and row-parallel,
    the last layer replicated;
  - GPT-2: `gpt2.param_specs`, column-parallel qkv and fc, row-parallel
    projections, vocabulary-parallel embedding, LayerNorms and `wpe`
    replicated;
  - ResNet: `resnet_channel_specs`, every convolution's output channels
    and its batch norm over 'model' (the activations stay channel-split
    through the block and the residual sum), the head's weight split on its
    input features (row-parallel: the logits are a partial sum over
    'model'), its bias replicated.

Optimizer state is sharded like its parameters; the loss is replicated;
results repeat the argument shardings.  The step functions, shapes and seeds
are those of the corpus (`python/tools/make_corpus.py`), so every export of
one model computes the same global function: only the shardings differ.

The 8-device data-parallel and FSDP plans of GPT-2 are the corpus's own
`gpt2_2layer_train_step_{dp,fsdp}_sdy.mlir`: this script does not write
them again, but `--check` also compares them.  With the same JAX/jaxlib
version the output is byte-identical; `--check` regenerates in memory and
reports the files that differ.
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

_ROOT = pathlib.Path(__file__).resolve().parents[3]
sys.path.insert(0, str(_ROOT / "python"))

MODELS = ("mlp", "gpt2", "resnet")
PLANS = ("dp", "fsdp", "megatron")
SIZES = (2, 4, 8)

# The ('data', 'model') mesh of the Megatron plan for N devices.
MEGATRON_MESH = {2: (1, 2), 4: (2, 2), 8: (2, 4)}

# Cases the corpus already has, exported by make_corpus.py the same way.
CORPUS_FILES = {
    ("gpt2", "dp", 8): "gpt2_2layer_train_step_dp_sdy.mlir",
    ("gpt2", "fsdp", 8): "gpt2_2layer_train_step_fsdp_sdy.mlir",
}

_STEM = {"mlp": "mlp_train_step", "gpt2": "gpt2_2layer_train_step",
         "resnet": "resnet_block_train_step"}


def file_name(model, plan, devices):
  """`mlp_train_step_dp4_sdy.mlir`, `gpt2_2layer_train_step_megatron2x4_
  sdy.mlir`, ...; the corpus's name for the cases it already has."""
  if (model, plan, devices) in CORPUS_FILES:
    return CORPUS_FILES[(model, plan, devices)]
  if plan == "megatron":
    mesh = "%dx%d" % MEGATRON_MESH[devices]
  else:
    mesh = "%d" % devices
  return "%s_%s%s_sdy.mlir" % (_STEM[model], plan, mesh)


def resnet_channel_specs(params, model="model"):
  """Channel parallelism for the ResNet block: every convolution's output
  channels (HWIO: dimension 3) and its batch norm over `model`, the head's
  weight on its input features, the head's bias replicated."""
  from jax.sharding import PartitionSpec as P
  conv = P(None, None, None, model)
  bn = {"gamma": P(model), "beta": P(model)}
  return {
      "stem": {"w": conv, "bn": bn},
      "block": {"conv1": conv, "bn1": bn, "conv2": conv, "bn2": bn},
      "head": {"w": P(model, None), "b": P()},
  }


def _model(model):
  """(the named step function, example arguments, Megatron specs of the
  parameters, optimizer state specs from parameter specs, batch specs)."""
  from jax.sharding import PartitionSpec as P
  from osdp import lowering as export
  from osdp.models import gpt2, mlp, resnet

  def adam(pspecs):
    return {"count": P(), "mu": pspecs, "nu": pspecs}

  def sgd(pspecs):
    return {"momentum": pspecs}

  if model == "mlp":
    return (export.named(mlp.train_step, "mlp_train_step"),
            mlp.example_args(), mlp.param_specs, adam,
            (P("data", None), P("data")))
  if model == "gpt2":
    cfg = gpt2.Config(n_layers=2)
    return (export.named(gpt2.train_step, "gpt2_train_step", cfg=cfg),
            gpt2.example_args(cfg), gpt2.param_specs, adam,
            (P("data", None), P("data", None)))
  return (export.named(resnet.train_step, "resnet_block_train_step"),
          resnet.example_args(), resnet_channel_specs, sgd,
          (P("data", None, None, None), P("data")))


def export_case(model, plan, devices):
  """The text JAX prints for `model`'s step under `plan` on `devices`."""
  from osdp import lowering as export, plans
  step, args, megatron_specs, opt_specs, batch = _model(model)
  params, opt_state = args[0], args[1]
  if plan == "megatron":
    mesh = export.cpu_mesh(MEGATRON_MESH[devices], ("data", "model"))
    pspecs = megatron_specs(params)
    state = (pspecs, opt_specs(pspecs))
  else:
    mesh = export.cpu_mesh((devices,), ("data",))
    if plan == "dp":
      state = (plans.replicated_specs(params),
               plans.replicated_specs(opt_state))
    else:
      state = (plans.fsdp_specs(params, "data", devices),
               plans.fsdp_specs(opt_state, "data", devices))
  from jax.sharding import PartitionSpec as P
  in_specs = state + batch
  out_specs = state + (P(),)
  return export.lower_text(step, args,
                           in_shardings=export.shardings(mesh, in_specs),
                           out_shardings=export.shardings(mesh, out_specs))


def cases():
  """Every (model, plan, devices) of the matrix."""
  return [(m, p, n) for m in MODELS for p in PLANS for n in SIZES]


def main(argv=None):
  parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
  parser.add_argument("--out", default=str(_ROOT / "test" / "Inputs" /
                                           "plans"))
  parser.add_argument("--check", action="store_true",
                      help="compare with the files in --out, write nothing")
  parser.add_argument("--only", nargs="*", help="file names to (re)generate")
  args = parser.parse_args(argv)

  from osdp import mlir_text
  out = pathlib.Path(args.out)
  corpus = _ROOT / "test" / "Inputs"
  stale = []
  for case in cases():
    name = file_name(*case)
    if args.only and name not in args.only:
      continue
    in_corpus = case in CORPUS_FILES
    if in_corpus and not args.check:
      continue  # make_corpus.py writes it.
    path = (corpus if in_corpus else out) / name
    text = export_case(*case)
    if args.check:
      if not path.exists() or path.read_text() != text:
        stale.append(name)
    else:
      out.mkdir(parents=True, exist_ok=True)
      path.write_text(text)
    print("%s: %d ops, %d bytes" % (name, mlir_text.count_ops(text),
                                    len(text.encode())))
  if args.check:
    if stale:
      print("differs: " + ", ".join(stale))
      return 1
    print("plan exports are up to date")
  return 0


if __name__ == "__main__":
  sys.exit(main())
