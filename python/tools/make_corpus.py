#!/usr/bin/env python3
"""Regenerates the StableHLO corpus in test/Inputs/ from the models in
python/osdp/models, and its README.md (versions, per-file table, op coverage).

    python3 python/tools/make_corpus.py [--out test/Inputs] [--check]

Each file is exactly the text JAX printed for `jax.jit(f).lower(*args)` (or
the `jax.export` API); nothing is edited afterwards.  Shapes and seeds are
fixed, so with the same JAX/jaxlib version the output is byte-identical.
`--check` regenerates in memory and reports files that differ instead of
writing them.

Needs JAX (CPU is enough).  The multi-device exports need eight CPU devices;
this script requests them through XLA_FLAGS before importing JAX.
"""

import argparse
import os
import pathlib
import sys

_FLAG = "--xla_force_host_platform_device_count=8"
if _FLAG.split("=")[0] not in os.environ.get("XLA_FLAGS", ""):
  os.environ["XLA_FLAGS"] = (os.environ.get("XLA_FLAGS", "") + " " + _FLAG).strip()
os.environ.setdefault("JAX_PLATFORMS", "cpu")

_ROOT = pathlib.Path(__file__).resolve().parents[2]
sys.path.insert(0, str(_ROOT / "python"))

from osdp import lowering as export, mlir_text, plans  # noqa: E402
from osdp.models import (extensions, gpt2, integer_ops, mlp, resnet,  # noqa: E402
                         shard_map_mlp)


def _mlp_step():
  return export.lower_text(export.named(mlp.train_step, "mlp_train_step"),
                           mlp.example_args())


def _mlp_step_donated():
  # Parameters and optimizer state donated: JAX marks each with
  # `tf.aliasing_output`, the result that may reuse its buffer.
  return export.lower_text(export.named(mlp.train_step, "mlp_train_step"),
                           mlp.example_args(), donate_argnums=(0, 1))


def _mlp_step_export():
  return export.export_text(export.named(mlp.train_step, "mlp_train_step"),
                            mlp.example_args())


def _gpt2_step(n_layers, debug_info=False):
  cfg = gpt2.Config(n_layers=n_layers)
  fn = export.named(gpt2.train_step, "gpt2_train_step", cfg=cfg)
  return export.lower_text(fn, gpt2.example_args(cfg), debug_info=debug_info)


def _gpt2_scan_step():
  cfg = gpt2.Config(n_layers=4)
  params, opt_state, tokens, targets = gpt2.example_args(cfg)
  params = gpt2.stack_blocks(params)
  opt_state = gpt2.optim.adam_init(params)
  import jax
  key = jax.random.PRNGKey(42)
  fn = export.named(gpt2.scan_train_step, "gpt2_scan_train_step", cfg=cfg)
  return export.lower_text(fn, (params, opt_state, tokens, targets, key))


def _resnet_step():
  return export.lower_text(
      export.named(resnet.train_step, "resnet_block_train_step"),
      resnet.example_args())


def _transformer_inference():
  cfg = gpt2.Config(n_layers=4, dropout=0.0)
  params, _, tokens, _ = gpt2.example_args(cfg)
  fn = export.named(gpt2.generate_step, "transformer_inference", cfg=cfg)
  return export.lower_text(fn, (params, tokens))


def _opt_specs(param_specs):
  from jax.sharding import PartitionSpec as P
  return {"count": P(), "mu": param_specs, "nu": param_specs}


def _mlp_sharded():
  from jax.sharding import NamedSharding, PartitionSpec as P
  mesh = export.cpu_mesh((4, 2), ("data", "model"))
  params, opt_state, x, y = mlp.example_args()
  pspecs = mlp.param_specs(params)
  in_specs = (pspecs, _opt_specs(pspecs), P("data", None), P("data"))
  out_specs = (pspecs, _opt_specs(pspecs), P())
  hidden = NamedSharding(mesh, P("data", "model"))
  fn = export.named(mlp.train_step, "mlp_train_step", hidden_sharding=hidden)
  return export.lower_text(fn, (params, opt_state, x, y),
                           in_shardings=export.shardings(mesh, in_specs),
                           out_shardings=export.shardings(mesh, out_specs))


def _mlp_sharded_gspmd():
  import jax
  if not hasattr(jax.config, "jax_use_shardy_partitioner"):
    raise RuntimeError("this JAX has no jax_use_shardy_partitioner flag")
  old = jax.config.jax_use_shardy_partitioner
  jax.config.update("jax_use_shardy_partitioner", False)
  try:
    return _mlp_sharded()
  finally:
    jax.config.update("jax_use_shardy_partitioner", old)


def _gpt2_sharded():
  from jax.sharding import PartitionSpec as P
  mesh = export.cpu_mesh((4, 2), ("data", "model"))
  cfg = gpt2.Config(n_layers=2)
  params, opt_state, tokens, targets = gpt2.example_args(cfg)
  pspecs = gpt2.param_specs(params)
  batch = P("data", None)
  in_specs = (pspecs, _opt_specs(pspecs), batch, batch)
  out_specs = (pspecs, _opt_specs(pspecs), P())
  fn = export.named(gpt2.train_step, "gpt2_train_step", cfg=cfg)
  return export.lower_text(fn, (params, opt_state, tokens, targets),
                           in_shardings=export.shardings(mesh, in_specs),
                           out_shardings=export.shardings(mesh, out_specs))


# (file, model, what it covers, producer)
CORPUS = [
    ("mlp_train_step.mlir",
     "MLP 784-512-256-10, batch 64, Adam",
     "dot_general, reduce, broadcast_in_dim, gather/scatter (label pick), "
     "`call @relu` private helpers, int32 step counter",
     _mlp_step),
    ("mlp_train_step_donated.mlir",
     "same MLP step, parameters and optimizer state donated "
     "(`donate_argnums=(0, 1)`)",
     "`tf.aliasing_output` on the donated arguments",
     _mlp_step_donated),
    ("mlp_train_step_export.mlir",
     "same MLP step through `jax.export` (`Exported.mlir_module()`)",
     "`loc(#locN)` on every op, `#loc` alias tables before/after the module, "
     "file:line:col ranges, named and callsite locations, "
     "`jax.uses_shape_polymorphism`",
     _mlp_step_export),
    ("mlp_train_step_sharded_sdy.mlir",
     "MLP step on a 4x2 ('data','model') CPU mesh, Shardy (default)",
     "`sdy.mesh`, `#sdy.sharding` arg/result attrs, `sdy.sharding_constraint`, "
     "`mhlo.num_partitions = 8`",
     _mlp_sharded),
    ("mlp_train_step_sharded_gspmd.mlir",
     "same sharded MLP step with `jax_use_shardy_partitioner=False`",
     "GSPMD `mhlo.sharding` strings on args/results, "
     "`custom_call @Sharding`",
     _mlp_sharded_gspmd),
    ("mlp_train_step_bf16.mlir",
     "same MLP step in mixed precision: forward and backward in bfloat16, "
     "loss, parameters and Adam in float32",
     "bf16 dot_general, reduce and elementwise ops, f32<->bf16 `convert`",
     lambda: _mlp_step_bf16()),
    ("gpt2_2layer_train_step.mlir",
     "GPT-2-style decoder, 2 layers, d=128, 4 heads, ctx 64, vocab 1024, "
     "batch 8, AdamW",
     "embedding gather + scatter-add, LayerNorm, causal attention "
     "(iota/compare/select), softmax, GELU(tanh), tied unembedding, "
     "cross-entropy, batched dot_general, transpose/reshape",
     lambda: _gpt2_step(2)),
    ("gpt2_2layer_train_step_bf16.mlir",
     "same 2-layer GPT-2 step in mixed precision: float32 master weights "
     "cast to bfloat16 for the forward and backward passes, loss, "
     "gradients and AdamW in float32",
     "bf16 attention, LayerNorm, softmax and GELU; f32<->bf16 `convert` of "
     "every parameter and gradient",
     lambda: _gpt2_step_bf16()),
    ("gpt2_2layer_train_step_loc.mlir",
     "same 2-layer GPT-2 step, `as_text(debug_info=True)`",
     "locations on a large module (`loc(#locN)`, callsite chains)",
     lambda: _gpt2_step(2, debug_info=True)),
    ("gpt2_12layer_train_step.mlir",
     "GPT-2-style decoder, 12 layers (otherwise as above)",
     "a deep unrolled training step (scale test for parsing and analyses)",
     lambda: _gpt2_step(12)),
    ("gpt2_2layer_train_step_sharded_sdy.mlir",
     "2-layer GPT-2 step, Megatron-style shardings on a 4x2 CPU mesh (Shardy)",
     "`sdy.mesh`, `#sdy.sharding` on every argument and result "
     "(closed dims, one or no axis each)",
     _gpt2_sharded),
    ("gpt2_2layer_train_step_dp_sdy.mlir",
     "2-layer GPT-2 step, pure data parallel on a 1-D mesh of 8 ('data'), "
     "Shardy",
     "1-D `sdy.mesh`; tokens/targets `[{\"data\"}, {}]`, every parameter, "
     "Adam moment and the step counter replicated (`[{}, {}]`, `[]`)",
     lambda: _gpt2_dp()),
    ("gpt2_2layer_train_step_fsdp_sdy.mlir",
     "2-layer GPT-2 step, FSDP / ZeRO-3 on a 1-D mesh of 8 ('data'), Shardy",
     "every parameter and Adam moment sharded over 'data' on its largest "
     "dimension divisible by 8 (first on a tie; `osdp.plans.fsdp_dim`), "
     "step counter replicated, batch over 'data'",
     lambda: _gpt2_fsdp()),
    ("gpt2_scan_train_step.mlir",
     "GPT-2-style decoder, 4 layers stacked and run with `lax.scan`, dropout",
     "`stablehlo.while` (forward and backward loops), dynamic_slice / "
     "dynamic_update_slice, threefry RNG (shift/xor/or, bitcast_convert, "
     "ui32), private helper functions",
     _gpt2_scan_step),
    ("resnet_block_train_step.mlir",
     "stem conv + one basic residual block (3x3 convs, batch norm, ReLU), "
     "max-pool, global average pool, linear head; SGD + momentum; "
     "NHWC 16x32x32x3",
     "convolution (forward, input- and weight-gradient forms), "
     "reduce_window, select_and_scatter, pad, reverse, chlo.square",
     _resnet_step),
    ("mlp_train_step_extensions.mlir",
     "2-layer MLP step through a `lax.composite` GELU, its hidden "
     "activation offloaded to pinned host memory and back, the loss placed "
     "in host memory",
     "`stablehlo.composite` with its `decomposition`, `custom_call "
     "@annotate_device_placement`, `mhlo.memory_kind` and an empty "
     "`sdy.mesh` on the results",
     lambda: _extensions_step()),
    ("integer_ops.mlir",
     "every integer elementwise op at every width: 8 to 64 bits, signed and "
     "unsigned, on inputs moved to cover negatives and on each type's edge "
     "values (not a model)",
     "abs, sign, count_leading_zeros, popcnt, divide and remainder (by zero "
     "too), power, the three shifts past the bit width, compare, clamp, "
     "bitwise ops, convert to float and between widths, reductions, cumsum",
     lambda: _integer_ops()),
    ("transformer_inference.mlir",
     "4-layer GPT-2-style decoder, forward only: last-position logits and "
     "greedy argmax",
     "inference graph, variadic `stablehlo.reduce` with a full reducer "
     "region (argmax)",
     _transformer_inference),
    ("shard_map_mlp_train_step_sdy.mlir",
     "MLP 32-64-16 step written per device with `shard_map` on a 4x2 "
     "('data','model') mesh: w1 split by columns, w2 by rows, batch over "
     "'data', SGD (Shardy)",
     "`sdy.manual_computation` (forward and its transpose), "
     "`stablehlo.all_reduce` with replica groups and channel handles",
     lambda: _shard_map_mlp(shardy=True)),
    ("shard_map_mlp_train_step_gspmd.mlir",
     "same shard_map MLP step with `jax_use_shardy_partitioner=False`",
     "`@SPMDFullToShardShape` / `@SPMDShardToFullShape`, `{manual}` "
     "shardings, `call @shmap_body`",
     lambda: _shard_map_mlp(shardy=False)),
    ("shard_map_collectives_sdy.mlir",
     "every shard_map collective once on a 4x2 mesh (Shardy)",
     "`all_gather`, `reduce_scatter`, `all_to_all`, `collective_permute` "
     "(ring), `all_reduce` (max), `partition_id` (axis_index)",
     lambda: _shard_map_collectives(shardy=True)),
    ("shard_map_collectives_gspmd.mlir",
     "same collectives with `jax_use_shardy_partitioner=False`",
     "the same collectives inside a GSPMD manual region",
     lambda: _shard_map_collectives(shardy=False)),
]


# `*_export.mlir` and `*_loc.mlir` record lines of this file on their call
# stacks (the producers above, `producer()` in main(), the call of main()), so
# moving those lines changes committed files: new producers go below CORPUS
# (its lambdas look them up when called) and README prose in corpus_notes.md.


def _mlp_step_bf16():
  return export.lower_text(
      export.named(mlp.mixed_precision_train_step, "mlp_train_step"),
      mlp.example_args())


def _gpt2_step_bf16():
  cfg = gpt2.Config(n_layers=2)
  fn = export.named(gpt2.mixed_precision_train_step, "gpt2_train_step",
                    cfg=cfg)
  return export.lower_text(fn, gpt2.example_args(cfg))


def _extensions_step():
  return export.lower_text(
      export.named(extensions.train_step, "mlp_train_step_extensions"),
      extensions.example_args(), out_shardings=extensions.out_shardings())


def _integer_ops():
  import jax
  with jax.enable_x64(True):  # 64-bit integers, which JAX narrows otherwise
    return export.lower_text(export.named(integer_ops.all_ops, "integer_ops"),
                             integer_ops.example_args())


def _gpt2_1d(plan):
  """The 2-layer GPT-2 step on a 1-D mesh of 8 devices ('data'), batch split
  over it, parameters and optimizer state placed by `plan(tree)`; results
  keep the argument shardings, the loss is replicated."""
  from jax.sharding import PartitionSpec as P
  mesh = export.cpu_mesh((8,), ("data",))
  cfg = gpt2.Config(n_layers=2)
  params, opt_state, tokens, targets = gpt2.example_args(cfg)
  batch = P("data", None)
  state_specs = (plan(params), plan(opt_state))
  in_specs = state_specs + (batch, batch)
  out_specs = state_specs + (P(),)
  fn = export.named(gpt2.train_step, "gpt2_train_step", cfg=cfg)
  return export.lower_text(fn, (params, opt_state, tokens, targets),
                           in_shardings=export.shardings(mesh, in_specs),
                           out_shardings=export.shardings(mesh, out_specs))


def _gpt2_dp():
  """Data parallel: batch over 'data', everything else replicated."""
  return _gpt2_1d(plans.replicated_specs)


def _gpt2_fsdp():
  """FSDP / ZeRO-3: batch over 'data', every parameter and Adam moment
  sharded over 'data' (`plans.fsdp_dim` picks the dimension)."""
  return _gpt2_1d(lambda tree: plans.fsdp_specs(tree, "data", 8))


def _with_partitioner(shardy, produce):
  """Runs `produce` with JAX's Shardy partitioner on or off."""
  import jax
  old = jax.config.jax_use_shardy_partitioner
  jax.config.update("jax_use_shardy_partitioner", shardy)
  try:
    return produce()
  finally:
    jax.config.update("jax_use_shardy_partitioner", old)


def _shard_map_mlp(shardy):
  from jax.sharding import PartitionSpec as P
  mesh = export.cpu_mesh((4, 2), ("data", "model"))
  params, x, y = shard_map_mlp.tp_mlp_example_args()
  param_specs, x_spec, y_spec = shard_map_mlp.tp_mlp_specs()
  fn = export.named(shard_map_mlp.tp_mlp_train_step, "shard_map_mlp_step",
                    mesh=mesh)
  in_shardings = export.shardings(mesh, (param_specs, x_spec, y_spec))
  out_shardings = export.shardings(mesh, (param_specs, P()))
  return _with_partitioner(shardy, lambda: export.lower_text(
      fn, (params, x, y), in_shardings=in_shardings,
      out_shardings=out_shardings))


def _shard_map_collectives(shardy):
  from jax.sharding import PartitionSpec as P
  mesh = export.cpu_mesh((4, 2), ("data", "model"))
  fn = export.named(shard_map_mlp.collectives, "shard_map_collectives",
                    mesh=mesh)
  split = P("data", "model")
  return _with_partitioner(shardy, lambda: export.lower_text(
      fn, shard_map_mlp.collectives_example_args(),
      in_shardings=export.shardings(mesh, (split, P())),
      out_shardings=export.shardings(mesh, split)))


def _read_notes():
  """The hand-written README sections (sharding plans, syntax notes)."""
  return (pathlib.Path(__file__).resolve().parent / "corpus_notes.md").read_text()


def _table_row(cells):
  return "| " + " | ".join(cells) + " |"


def render_readme(results, jax_version, jaxlib_version):
  lines = []
  w = lines.append
  w("# Real JAX exports (StableHLO corpus)")
  w("")
  w("Every `.mlir` file here is the text JAX printed for a jitted training or")
  w("inference step defined in `python/osdp/models/`, unedited.  The lit")
  w("suite does not run these files directly (`Inputs` is excluded in")
  w("`test/lit.cfg.py`); tests read them through the `%inputs` substitution.")
  w("")
  w(f"Generated with **jax {jax_version}, jaxlib {jaxlib_version}** (CPU,")
  w("PyPI `jax[cpu]`).  Regenerate (needs JAX; `make check` does not):")
  w("")
  w("```")
  w("python3 python/tools/make_corpus.py            # rewrites test/Inputs")
  w("python3 python/tools/make_corpus.py --check    # only compares")
  w("```")
  w("")
  w("Shapes and seeds are fixed, so the same JAX version reproduces the files")
  w("byte for byte.  Files with locations (`*_export.mlir`, `*_loc.mlir`)")
  w("contain source paths of `python/osdp/**/*.py` (made relative to the")
  w("repository root with `jax_hlo_source_file_canonicalization_regex`) and")
  w("line numbers (and `python/tools/make_corpus.py`'s), so they change when those sources are edited.  The sharded exports are")
  w("lowered for 8 CPU devices (the script sets")
  w("`XLA_FLAGS=--xla_force_host_platform_device_count=8` itself).")
  w("")
  w("## Files")
  w("")
  w(_table_row(["file", "model", "covers", "ops", "bytes"]))
  w(_table_row(["---", "---", "---", "---:", "---:"]))
  for name, model, covers, text in results:
    w(_table_row([f"`{name}`", model, covers,
                  str(mlir_text.count_ops(text)),
                  str(len(text.encode()))]))
  w("")
  w("## How ops are counted")
  w("")
  w("`osdp.mlir_text.count_ops` (standard library only) counts the lines")
  w("whose first token, after an optional result list (`%0 =`, `%0:2 =`,")
  w("`%a, %b =`), is a dialect-qualified op name in pretty")
  w("(`stablehlo.add ...`, `sdy.mesh @m = ...`) or generic")
  w("(`\"stablehlo.gather\"(...)`) form, or a bare `return` / `call`")
  w("(`func.return` / `func.call`, printed without prefix inside functions).")
  w("`func.func` counts; the enclosing `module` does not; `#loc` lines, block")
  w("labels and closing braces do not.  A compact")
  w("`stablehlo.reduce(...) applies stablehlo.add across ...` line also counts")
  w("its implicit two-op body (`stablehlo.add` + `stablehlo.return`).  With")
  w("this rule the count equals the number of operations an MLIR walk of the")
  w("parsed module visits (module excluded); `make_corpus.py` checks that for")
  w("every file by parsing and verifying it with the MLIR bundled in jaxlib,")
  w("so every file is also known to parse and verify upstream.")
  w("")
  w("## Op names across the corpus")
  w("")
  w("Total occurrences over all files, and in how many files each op")
  w("appears.")
  w("")
  total = {}
  files = {}
  forms = {}
  for _, _, _, text in results:
    for op, n in mlir_text.op_histogram(text).items():
      total[op] = total.get(op, 0) + n
      files[op] = files.get(op, 0) + 1
    for op, f in mlir_text.op_forms(text).items():
      forms.setdefault(op, set()).update(f)
  w(_table_row(["op", "occurrences", "files", "printed as"]))
  w(_table_row(["---", "---:", "---:", "---"]))
  for op in sorted(total):
    w(_table_row([f"`{op}`", str(total[op]), str(files[op]),
                  ", ".join(sorted(forms.get(op, ())))]))
  w("")
  w("\"generic\" ops are printed as `\"stablehlo.gather\"(...) <{...}>` with")
  w("properties; \"reduce body\" means the op also occurs implicitly as the")
  w("body of a compact `stablehlo.reduce ... applies <op> across ...`;")
  w("\"bare\" is `return` / `call` without the `func.` prefix.")
  w("")
  w(_read_notes())
  return "\n".join(lines)


def main():
  parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
  parser.add_argument("--out", default=str(_ROOT / "test" / "Inputs"))
  parser.add_argument("--check", action="store_true",
                      help="compare with the files in --out, write nothing")
  parser.add_argument("--only", nargs="*", help="file names to (re)generate")
  args = parser.parse_args()

  # Source locations are recorded relative to the repository root
  # (`loc("python/osdp/models/gpt2.py":75:...)`), so the files do not depend
  # on where the checkout lives.  This is JAX's own knob for that.
  import jax
  import re
  jax.config.update("jax_hlo_source_file_canonicalization_regex",
                    "^" + re.escape(str(_ROOT)) + "/")

  out = pathlib.Path(args.out)
  out.mkdir(parents=True, exist_ok=True)
  results = []
  stale = []
  mismatched = []
  for name, model, covers, producer in CORPUS:
    path = out / name
    if args.only and name not in args.only:
      text = path.read_text()
    else:
      text = producer()
      if args.check:
        if not path.exists() or path.read_text() != text:
          stale.append(name)
      else:
        path.write_text(text)
    results.append((name, model, covers, text))
    ops = mlir_text.count_ops(text)
    # Cross-check the text-based count against jaxlib's own MLIR parser,
    # which also proves the file parses and verifies upstream.
    parsed = export.parse_and_count(text)
    if parsed != ops:
      mismatched.append(f"{name} (text {ops}, parsed {parsed})")
    print(f"{name}: {ops} ops, {len(text.encode())} bytes")

  if mismatched:
    print("op count differs from the MLIR walk: " + ", ".join(mismatched))
    return 1
  readme = render_readme(results, *export.versions())
  readme_path = out / "README.md"
  if args.check:
    if not readme_path.exists() or readme_path.read_text() != readme:
      stale.append("README.md")
    if stale:
      print("differs: " + ", ".join(stale))
      return 1
    print("corpus is up to date")
    return 0
  readme_path.write_text(readme)

  total = {}
  for _, _, _, text in results:
    for op, n in mlir_text.op_histogram(text).items():
      total[op] = total.get(op, 0) + n
  print("\nop names across the corpus:")
  for op in sorted(total):
    print(f"  {op}: {total[op]}")
  return 0


if __name__ == "__main__":
  sys.exit(main())
