#!/usr/bin/env python3
"""Executes a partitioned program on every device of its mesh and compares it
with the original program run whole, both by XLA.

    spmd_check.py INPUT.mlir [--split-input-file] [--f64] [--seed N]
                  [--osdp-opt PATH] -- PASS-OPTIONS...

For every chunk of INPUT (split at `// -----` with --split-input-file) and
every function the passes partition:

  1. the reference is the chunk with its shardings removed
     (`--osdp-import-shardings --osdp-strip-shardings`), run on one device;
  2. the per-device program is the chunk after PASS-OPTIONS (for example
     `--osdp-partition`, or `--osdp-shard`), lowered by
     `--convert-osdp-to-stablehlo=device-ids=replica` and run as one replica
     per mesh device;
  3. random global inputs are cut into each device's shard by the argument
     shardings; the per-device results are reassembled by the result
     shardings (partial axes combined; devices holding the same block must
     agree) and compared with the reference.

With --per-device --partitions, the program after the passes is lowered
with device-ids=partition and run as XLA partitions (XLA refuses
`partition_id` there, so programs with `all_slice` cannot be checked so).

With --reference=xla-spmd, the reference is not the program run whole but
XLA partitioning the chunk itself (its Shardy or GSPMD shardings, as JAX
would run it) on the same per-device inputs; its per-device results are
reassembled like osdp's. This is the reference for programs that have no
one-device form: shard_map regions, whose bodies call collectives.

With --per-device, INPUT is already a per-device program (osdp collectives
on local values), and each function is compared, device by device, with its
form after PASS-OPTIONS: how a pass over per-device programs (such as
--osdp-optimize-collectives) is shown to preserve values.

Chunks that expect diagnostics (`expected-error`) are skipped. float32 results
must match to `--rtol` (1e-5) relative to the largest magnitude of each
result; `--f64` rewrites f32 to f64 in the input first and checks to 1e-12.
Exits non-zero if any function differs, fails to compile, or nothing was
checked.
"""

import argparse
import json
import os
import re
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                ".."))
from osdp import spmd  # noqa: E402


class CheckError(Exception):
  pass


def osdp_opt(tool, text, options):
  """Runs osdp-opt on `text`; returns its output or raises with its message."""
  proc = subprocess.run([tool, "-", *options], input=text, text=True,
                        capture_output=True)
  if proc.returncode != 0:
    raise CheckError("osdp-opt %s failed:\n%s" % (" ".join(options),
                                                  proc.stderr.strip()))
  return proc.stdout


def osdp_opt_shardings(tool, text, options, local=False):
  """Runs osdp-opt on `text` with `options`; returns its output and the
  meshes and signatures its --osdp-dump-shardings wrote (spmd.read_shardings)."""
  with tempfile.TemporaryDirectory() as workdir:
    path = os.path.join(workdir, "shardings.json")
    output = osdp_opt(tool, text, [*options, "--osdp-dump-shardings=" + path])
    with open(path) as f:
      meshes, signatures = spmd.read_shardings(json.load(f), local)
  return output, meshes, signatures


def as_entry(text, name):
  """`text` with function `name` renamed to XLA's entry point, `main`, and
  every reference to it (a call, a composite's decomposition) with it."""
  symbol = r"(?![\w.$-])"  # the end of a symbol name
  if name != "main":
    text = re.sub(r"@main" + symbol, "@main__osdp_renamed", text)
    text = re.sub(r"@" + re.escape(name) + symbol, "@main", text)
  return re.sub(r"func\.func\s+(?:public\s+|private\s+)?@main\s*\(",
                "func.func public @main(", text)


def random_input(value, rng, xla, int_max=4):
  dtype = xla.numpy_dtype(value.dtype)
  if dtype == bool:
    return rng.random(value.shape) < 0.5
  if dtype.kind in "iu":
    # Small non-negative integers: valid indices for gathers and slices.
    return rng.integers(0, int_max, size=value.shape).astype(dtype)
  return rng.standard_normal(value.shape).astype(dtype)


def max_error(actual, expected):
  """The largest difference of two arrays relative to the largest magnitude
  of `expected` (at least 1): 0 where both are NaN or the same infinity, inf
  where one is NaN."""
  import numpy as np
  a = np.atleast_1d(np.asarray(actual, np.float64))
  e = np.atleast_1d(np.asarray(expected, np.float64))
  scale = max(1.0, float(np.nanmax(np.abs(e), initial=0.0)))
  with np.errstate(invalid="ignore"):  # inf - inf
    difference = np.abs(a - e)
  difference[(a == e) | (np.isnan(a) & np.isnan(e))] = 0.0
  difference[np.isnan(a) != np.isnan(e)] = np.inf
  return float(np.max(difference, initial=0.0)) / scale


def close(rtol):
  """The comparison of two arrays: exact for integers and booleans, within
  `rtol` of the largest magnitude for floats (see max_error)."""
  import numpy as np

  def compare(actual, expected):
    if actual.shape != expected.shape:
      return False
    if actual.dtype.kind in "biu":
      return bool(np.array_equal(actual, expected))
    return max_error(actual, expected) <= rtol

  return compare


_BITCAST_TO_F32 = re.compile(
    r"^(?P<indent>\s*)(?P<result>%[\w#]+) = stablehlo\.bitcast_convert "
    r"(?P<operand>%[\w#]+) : \((?P<int>tensor<(?P<shape>(?:\d+x)*)u?i32>)\) "
    r"-> tensor<(?P=shape)f32>(?P<rest>.*)$", re.M)


# A float32 constant written in hexadecimal: its raw little-endian bytes
# (`dense<"0x...">`, as MLIR prints large constants) or one splat value's
# bits (`dense<0x7F800000>`, as JAX writes infinities).
_F32_HEX = re.compile(
    r'dense<(?P<quote>"?)0x(?P<hex>[0-9A-Fa-f]+)(?P=quote)>'
    r'(?P<type> : tensor<(?:\d+x)*f32>)')


def _f32_hex_to_f64(m):
  import numpy as np
  data = bytes.fromhex(m.group("hex"))
  if not m.group("quote"):  # a splat's bits, most significant first
    data = data[::-1]
  wide = np.frombuffer(data, "<f4").astype("<f8").tobytes()
  if not m.group("quote"):
    return "dense<0x%s>%s" % (wide[::-1].hex().upper(), m.group("type"))
  return 'dense<"0x%s">%s' % (wide.hex().upper(), m.group("type"))


def to_f64(text):
  """`text` with every f32 tensor and constant made f64.

  A bit cast from 32-bit integers to f32 (how random number generators make
  floats) stays an f32 bit cast, followed by a conversion to f64. Constants
  written in hexadecimal get the float64 bytes of the same values.
  """
  def widen(m):
    f32 = "tensor<%sf32>" % m.group("shape")
    f64 = "tensor<%sf64>" % m.group("shape")
    name = "%%bitcast_f32_%s" % re.sub(r"\W", "_", m.group("result")[1:])
    return ("%s%s = stablehlo.bitcast_convert %s : (%s) -> %s%s\n"
            "%s%s = stablehlo.convert %s : (%s) -> %s" % (
                m.group("indent"), name, m.group("operand"), m.group("int"),
                f32.replace("f32", "F32_KEEP"), m.group("rest"),
                m.group("indent"), m.group("result"), name,
                f32.replace("f32", "F32_KEEP"), f64))
  text = _BITCAST_TO_F32.sub(widen, text)
  text = _F32_HEX.sub(_f32_hex_to_f64, text)
  text = re.sub(r"(?<=[x<\s(,:])f32\b", "f64", text)
  return text.replace("F32_KEEP", "f32")


# An output computed in a narrower type is accepted when its error against
# the program in a wider one is at most WIDER_FACTOR times XLA's
# (run_check.py --f32-vs-f64, --bf16-vs-f32). A mixed-precision one, when
# that error is at most max(BF16_FLOOR, factor x XLA's bf16 error against
# it) and never above BF16_CAP (relative to the output's largest
# magnitude): 2^-8 is one unit in the last place of a bf16 at that
# magnitude. osdp rounds every bf16 result the program names (a product's,
# before its conversion to f32); XLA keeps some in f32 (a dot's, a fused
# chain's), so osdp's error is often a rounding or two larger than XLA's.
WIDER_FACTOR = 4.0
BF16_FLOOR = 2.0 ** -8
BF16_CAP = 2.0 ** -5


def bf16_bound(xla_error, factor=WIDER_FACTOR):
  """The largest error against float32 a bf16 output may have when XLA's
  is `xla_error` (see BF16_FLOOR)."""
  return min(BF16_CAP, max(BF16_FLOOR, factor * xla_error))


def widen_bf16(inputs):
  """`inputs` with bfloat16 arrays made float32 (exactly)."""
  import numpy as np
  return [x.astype(np.float32) if x.dtype.name == "bfloat16" else x
          for x in inputs]


def given_input(directory, i, value, xla):
  """Input `i` read from `directory` (i.npy), which must have `value`'s
  shape and element type."""
  import numpy as np
  path = os.path.join(directory, "%d.npy" % i)
  if not os.path.exists(path):
    raise CheckError("no input %s" % path)
  x = np.load(path)
  if x.shape != tuple(value.shape) or x.dtype != xla.numpy_dtype(value.dtype):
    raise CheckError(
        "%s is %s %s, the program takes %s %s" %
        (path, x.dtype, x.shape, xla.numpy_dtype(value.dtype), value.shape))
  return x


_BF16_SPLAT_HEX = re.compile(r"dense<0x([0-9A-Fa-f]{4})>")


def bf16_to_f32(text):
  """`text` with every bf16 tensor and constant made f32: the program a
  mixed-precision one approximates. A bf16 splat written in hexadecimal
  (JAX writes -inf so, 0xFF80) gets the float32 of the same value, its bits
  followed by 16 zeros. Refuses what the rename would change the meaning
  of (bf16 bit casts, other hexadecimal constants)."""
  lines = []
  for line in text.splitlines(keepends=True):
    if "bf16" in line:
      if "bitcast_convert" in line or 'dense<"0x' in line:
        raise CheckError("cannot widen bf16 in: %s" % line.strip())
      line = _BF16_SPLAT_HEX.sub(r"dense<0x\g<1>0000>", line)
    lines.append(line)
  return re.sub(r"(?<=[x<\s(,:])bf16\b", "f32", "".join(lines))


def check_function(args, xla, reference_text, device_text, name, meshes,
                   signature, rng, references=None):
  """Checks one function; returns a one-line summary or raises CheckError.

  `meshes` and `signature` are the partitioned program's, as
  osdp_opt_shardings reads them (global shapes). `references`, a dict,
  caches the inputs and reference results per reference program, for
  checking one program under many plans."""
  used = {v.sharding.mesh for v in signature.args + signature.results
          if v.sharding}
  if len(used) > 1:
    raise CheckError("@%s uses several meshes" % name)
  mesh = meshes[used.pop()] if used else spmd.Mesh("", ())
  n = max(mesh.num_devices, 1)

  key = (reference_text, name)
  if references is not None and key in references:
    inputs, expected = references[key]
  else:
    inputs = [random_input(v, rng, xla, args.int_max)
              for v in signature.args]
    expected = None
    if args.reference == "whole":
      expected = xla.run(as_entry(reference_text, name), inputs)
    if references is not None:
      references[key] = (inputs, expected)
  per_device = [[spmd.shard(x, v.sharding, mesh, d)
                 for x, v in zip(inputs, signature.args)] for d in range(n)]
  outputs = xla.run_replicas(as_entry(device_text, name), per_device)
  compare = close(args.rtol)

  def assemble(per_device_outputs, r, who):
    value = signature.results[r]
    locals_ = [per_device_outputs[d][r] for d in range(n)]
    try:
      return spmd.assemble(locals_, value.shape, value.sharding, mesh,
                           check_replicas=compare)
    except spmd.InconsistentReplicas as e:
      raise CheckError("@%s result #%d (%s): %s" % (name, r, who, e))

  if expected is None:
    spmd_outputs = xla.run_replicas(as_entry(reference_text, name),
                                    per_device, partitions=True)
    expected = [assemble(spmd_outputs, r, "XLA's partitioning")
                for r in range(len(signature.results))]

  worst = 0.0
  for r, value in enumerate(signature.results):
    actual = assemble(outputs, r, "osdp")
    if not compare(actual, expected[r]):
      raise CheckError("@%s result #%d differs from the reference: max error "
                       "%.3g (relative to its largest magnitude)" %
                       (name, r, max_error(actual, expected[r])))
    worst = max(worst, max_error(actual, expected[r]))
  return "@%s: %d results on %d devices, max error %.2g" % (
      name, len(signature.results), n, worst)


def check_per_device(args, xla, before, after, name, meshes, signature, rng):
  """Checks that two per-device programs compute the same on every device;
  returns a one-line summary, or None when XLA cannot run the program.
  `meshes` and `signature` are `before`'s, as osdp_opt_shardings reads them
  with `local` (the per-device shapes)."""
  meshes = list(meshes.values())
  n = meshes[0].num_devices if meshes else 1
  mesh = meshes[0] if meshes else None
  per_device = [[] for _ in range(n)]
  for v in signature.args:
    if v.sharding is None:
      # No stated layout: any value on any device.
      for inputs in per_device:
        inputs.append(random_input(v, rng, xla))
      continue
    shape = tuple(s * v.sharding.shards(mesh, d) for d, s in enumerate(v.shape))
    whole = random_input(spmd.Value(shape, v.dtype, None), rng, xla)
    for d, inputs in enumerate(per_device):
      inputs.append(spmd.shard(whole, v.sharding, mesh, d))
  to_xla = ["--convert-osdp-to-stablehlo=device-ids=replica"]
  expected = xla.run_replicas(
      as_entry(osdp_opt(args.osdp_opt, before, to_xla), name), per_device)
  if args.partitions:
    to_xla = ["--convert-osdp-to-stablehlo=device-ids=partition"]
  lowered = osdp_opt(args.osdp_opt, after, to_xla)
  if args.partitions and "stablehlo.partition_id" in lowered:
    return None  # XLA runs partition_id only in replicas.
  actual = xla.run_replicas(as_entry(lowered, name), per_device,
                            partitions=args.partitions)
  compare = close(args.rtol)
  for d in range(n):
    for r, (a, e) in enumerate(zip(actual[d], expected[d])):
      if not compare(a, e):
        raise CheckError("@%s result #%d differs on device %d: max error %.3g"
                         % (name, r, d, max_error(a, e)))
  return "@%s: %d results on %d devices agree" % (
      name, len(signature.results), n)


def check_chunk(args, xla, chunk, index, rng):
  """Checks every partitioned function of one chunk; returns the summaries."""
  if "expected-error" in chunk:
    return ["chunk %d: skipped (expects diagnostics)" % index], 0
  if args.f64:
    chunk = to_f64(chunk)
  if args.per_device:
    after = osdp_opt(args.osdp_opt, chunk, args.passes)
    _, meshes, signatures = osdp_opt_shardings(args.osdp_opt, chunk, [],
                                               local=True)
    lines, checked = [], 0
    for name, signature in signatures.items():
      summary = check_per_device(args, xla, chunk, after, name, meshes,
                                 signature, rng)
      if summary is None:
        lines.append("chunk %d: skipped @%s (partition_id runs in XLA only "
                     "as replicas)" % (index, name))
        continue
      lines.append("chunk %d: ok %s" % (index, summary))
      checked += 1
    return lines, checked
  if args.reference == "whole":
    reference = osdp_opt(args.osdp_opt, chunk,
                         ["--osdp-import-shardings", "--osdp-strip-shardings"])
  else:
    reference = chunk
  partitioned, meshes, signatures = osdp_opt_shardings(args.osdp_opt, chunk,
                                                       args.passes)
  device = osdp_opt(args.osdp_opt, partitioned,
                    ["--convert-osdp-to-stablehlo=device-ids=replica"])
  lines, checked = [], 0
  for name, signature in signatures.items():
    if not any(v.sharding for v in signature.args + signature.results):
      continue  # Not part of the sharded program.
    lines.append("chunk %d: ok %s" % (index, check_function(
        args, xla, reference, device, name, meshes, signature, rng)))
    checked += 1
  return lines, checked


def max_devices(tool, chunks):
  """The most devices a mesh of `chunks` has: osdp's meshes, and those
  osdp-import-shardings makes of Shardy's and GSPMD's. A chunk osdp-opt
  refuses is left out (its check reports why)."""
  n = 1
  for chunk in chunks:
    if "expected-error" in chunk:
      continue
    try:
      _, meshes, _ = osdp_opt_shardings(tool, chunk,
                                        ["--osdp-import-shardings"])
    except (CheckError, ValueError):
      continue
    for mesh in meshes.values():
      n = max(n, mesh.num_devices)
  return n


def main(argv):
  parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
  parser.add_argument("input")
  parser.add_argument("--osdp-opt", default="osdp-opt")
  parser.add_argument("--split-input-file", action="store_true")
  parser.add_argument("--f64", action="store_true")
  parser.add_argument("--per-device", action="store_true",
                      help="INPUT is a per-device program: compare it with "
                      "its form after the passes, device by device")
  parser.add_argument("--partitions", action="store_true",
                      help="with --per-device: lower the program after the "
                      "passes for devices numbered as partitions (channels, "
                      "global device ids) and run it as XLA partitions")
  parser.add_argument("--reference", choices=("whole", "xla-spmd"),
                      default="whole",
                      help="what the partitioned program is compared with: "
                      "the chunk run whole on one device, or partitioned by "
                      "XLA itself")
  parser.add_argument("--rtol", type=float)
  parser.add_argument("--seed", type=int, default=0)
  parser.add_argument("--int-max", type=int, default=4,
                      help="integer inputs are drawn from [0, INT_MAX)")
  parser.add_argument("--devices", type=int,
                      help="simulated devices (default: the largest mesh)")
  passes = []
  if "--" in argv:
    passes = argv[argv.index("--") + 1:]
    argv = argv[:argv.index("--")]
  args = parser.parse_args(argv)
  args.passes = passes
  if not passes:
    parser.error("no passes given after --")
  if args.rtol is None:
    args.rtol = 1e-12 if args.f64 else 1e-5

  with open(args.input) as f:
    text = f.read()
  chunks = re.split(r"^// -----\s*$", text, flags=re.M) \
      if args.split_input_file else [text]

  import numpy as np
  from osdp import xla
  xla.configure(args.devices or max(8, max_devices(args.osdp_opt, chunks)))
  rng = np.random.default_rng(args.seed)

  failures, total = 0, 0
  for i, chunk in enumerate(chunks):
    try:
      lines, checked = check_chunk(args, xla, chunk, i, rng)
      total += checked
      for line in lines:
        print(line)
    except (CheckError, ValueError) as e:
      failures += 1
      print("chunk %d: FAIL %s" % (i, e))
    except Exception as e:  # XLA's errors: report and go on.
      failures += 1
      print("chunk %d: FAIL XLA: %s" % (i, str(e).splitlines()[0]))
  print("checked %d functions, %d failures" % (total, failures))
  return 1 if failures or total == 0 else 0


if __name__ == "__main__":
  sys.exit(main(sys.argv[1:]))
