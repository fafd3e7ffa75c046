#!/usr/bin/env python3
"""Measures this machine on osdp's own runtime and writes a hardware profile
(docs/cost-model.md) for the cost model.

    osdp-calibrate [-n RANKS] -o PROFILE.json [--build DIR] [--quick]
        [--repeats R]

Compiles small programs with osdp-compile and runs them with osdp-run on
RANKS MPI ranks (default 2), each rank its own device, all on this node:

  * matrix products: a 1024^3 f32 GEMM on every rank at once, through the
    runtime's BLAS (`--profile` gives the GFLOP/s): the peak; then what
    makes smaller products slower, by shape: the runtime times every
    product it runs (`--profile`'s GEMM shapes), over a grid of shapes
    (PRODUCT_SIDES), the three products of a dense layer of width 256
    over 512 rows (forward, and the two gradients, with their transposed
    operands) and every product of the real steps below; the time each
    takes beyond its FLOPs at the peak is fitted, by non-negative least
    squares on relative errors, to a bandwidth at which its operands and
    result are packed and a fixed time per product (each matrix of a
    batch);
  * vector code: a fused chain of 16 multiply-adds over 1M floats;
  * transcendental functions: a fused chain of 8 exponentials and 8 tanhs
    over 1M floats (libm's, one element at a time);
  * a cache level: sums of two arrays (CACHE_ELEMENTS), each op's working
    set from 192 KB to 3 MB; the fastest rate is the cache's bandwidth,
    and the largest working set that moves at CACHE_FRACTION of it the
    cache's bytes (none when the cache is not faster than the stream);
  * memory bandwidth: the one at which the cost model (`osdp-estimate-cost`,
    with the figures above) predicts the time the backend's kernels take
    over a mix of rows like a transformer's (normalised like a softmax,
    then multiplied by the input, over 4096x256: reductions, broadcasts
    and elementwise chains), found by bisection; the plain stream (an elementwise sum of two 32 MB
    arrays) is printed beside it;
  * the link between ranks: all-reduces and all-gathers of 4 KB to 16 MB,
    per call, the fastest rank's time (the others include waiting for it);
    the latency and bandwidth are fitted by least squares to the cost
    model's own formulas (messagesTime in lib/Analysis/CostModel.cpp: an
    all-reduce takes the faster of a ring and a tree).

  * fixed costs the roofline does not see: half of the model zoo's
    training steps (FIT_PROGRAMS, test/Inputs/zoo) are compiled under the
    plans of FIT_MODES (megatron only with an even number of ranks) and
    run, then predicted with the figures above; what the prediction
    misses is fitted by non-negative least squares on relative errors to
    a time per op that does work (a loop nest's start, a call
    into the runtime) and a time per collective call (the runtime's
    dispatch and staging, the wait for the slowest rank). The other half
    of the zoo is held out: benchmarks/plan_regret.py reports the error on
    both halves.

Each program runs R times (default 3) and the run with the fastest median
step counts: other jobs on a shared machine only ever slow a run down.
Memory per device is the machine's memory over the ranks. With one rank
no link is measured: the profile keeps the `cpu` preset's. Every rank
being on this node, the inter-node link is set to the measured one.
Writes the profile atomically and prints what it measured; exits non-zero
with a message when a tool fails.
"""

import argparse
import json
import math
import os
import statistics
import subprocess
import sys
import tempfile

GEMM_N = 1024
CHAIN_ELEMENTS = 1 << 20
CHAIN_LENGTH = 16
TRANSCENDENTAL_LENGTH = 8
STREAM_ELEMENTS = 8 << 20
LAYER_GEMM = (512, 256, 256)  # m, k, n
# Every (m, k, n) of these sides, and a batch of 16 products of the
# smallest, as attention's heads: the shapes of products small models run.
PRODUCT_SIDES = (16, 64, 256)
PRODUCT_BATCH = 16
ROWS_SHAPE = (4096, 256)
# Sums of arrays of these many floats, CACHE_ADDS to a program: working
# sets of 192 KB to 3 MB per op, from inside a core's cache to beyond it.
CACHE_ELEMENTS = (1 << 14, 1 << 15, 1 << 16, 1 << 17, 1 << 18)
CACHE_ADDS = 4
# A working set moved at least this fraction of the fastest rate is in the
# cache.
CACHE_FRACTION = 2.0 / 3


class CalibrationError(Exception):
  pass


def mesh_module(ranks, body, arguments, results):
  """A module on a 1-D mesh of `ranks` devices; `arguments` and `results`
  are (type, sharding dims) pairs, each dims a Shardy dims list."""
  def typed(items, prefix):
    return ", ".join(
        "%s%s {sdy.sharding = #sdy.sharding<@mesh, [%s]>}" %
        (prefix % i if prefix else "", t, dims)
        for i, (t, dims) in enumerate(items))
  return """module @calibrate {
  sdy.mesh @mesh = <["d"=%d]>
  func.func public @main(%s) -> (%s) {
%s
  }
}
""" % (ranks, typed(arguments, "%%a%d: "), typed(results, None), body)


def gemm_program(ranks):
  t = "tensor<%dx%dxf32>" % (GEMM_N, GEMM_N)
  body = ("    %%c = stablehlo.dot_general %%a0, %%a1, contracting_dims = "
          "[1] x [0] : (%s, %s) -> %s\n    return %%c : %s" % (t, t, t, t))
  return mesh_module(ranks, body, [(t, "{}, {}")] * 2, [(t, "{}, {}")])


def layer_program(ranks):
  """A dense layer's three products: y = x w, dx = dy w^T, dw = x^T dy."""
  m, k, n = LAYER_GEMM
  x, w, y = ("tensor<%dx%dxf32>" % shape for shape in ((m, k), (k, n), (m, n)))
  body = """    %%y = stablehlo.dot_general %%a0, %%a1, contracting_dims = [1] x [0] : (%(x)s, %(w)s) -> %(y)s
    %%dx = stablehlo.dot_general %%a2, %%a1, contracting_dims = [1] x [1] : (%(y)s, %(w)s) -> %(x)s
    %%dw = stablehlo.dot_general %%a0, %%a2, contracting_dims = [0] x [0] : (%(x)s, %(y)s) -> %(w)s
    return %%y, %%dx, %%dw : %(y)s, %(x)s, %(w)s""" % {"x": x, "w": w, "y": y}
  return mesh_module(ranks, body, [(x, "{}, {}"), (w, "{}, {}"),
                                   (y, "{}, {}")],
                     [(y, "{}, {}"), (x, "{}, {}"), (w, "{}, {}")])


def products_program(ranks):
  """One product of every shape of PRODUCT_SIDES, each on its own
  arguments, and one batched product."""
  shapes = [(1, m, k, n) for m in PRODUCT_SIDES for k in PRODUCT_SIDES
            for n in PRODUCT_SIDES]
  side = PRODUCT_SIDES[0]
  shapes.append((PRODUCT_BATCH, side, side, side))
  lines, arguments, results = [], [], []
  for i, (b, m, k, n) in enumerate(shapes):
    batch = "%dx" % b if b > 1 else ""
    dims = "{}, {}, {}" if b > 1 else "{}, {}"
    x, w, y = ("tensor<%s%dx%dxf32>" % (batch, r, c)
               for r, c in ((m, k), (k, n), (m, n)))
    batching = "batching_dims = [0] x [0], " if b > 1 else ""
    contracted = (2, 1) if b > 1 else (1, 0)
    lines.append("    %%p%d = stablehlo.dot_general %%a%d, %%a%d, %s"
                 "contracting_dims = [%d] x [%d] : (%s, %s) -> %s" % (
                     i, 2 * i, 2 * i + 1, batching, contracted[0],
                     contracted[1], x, w, y))
    arguments += [(x, dims), (w, dims)]
    results.append((y, dims))
  lines.append("    return %s : %s" % (
      ", ".join("%%p%d" % i for i in range(len(shapes))),
      ", ".join(t for t, _ in results)))
  return mesh_module(ranks, "\n".join(lines), arguments, results)


def rows_program(ranks):
  """Rows normalised like a softmax's, with a square where the softmax has
  its exponential (the transcendentals are measured on their own), then a
  product with the input: reductions, broadcasts and elementwise chains."""
  rows, width = ROWS_SHAPE
  t, r = "tensor<%dx%dxf32>" % ROWS_SHAPE, "tensor<%dxf32>" % rows
  body = """    %%ninf = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %%zero = stablehlo.constant dense<0.0> : tensor<f32>
    %%max = stablehlo.reduce(%%a0 init: %%ninf) applies stablehlo.maximum across dimensions = [1] : (%(t)s, tensor<f32>) -> %(r)s
    %%bmax = stablehlo.broadcast_in_dim %%max, dims = [0] : (%(r)s) -> %(t)s
    %%s = stablehlo.subtract %%a0, %%bmax : %(t)s
    %%e = stablehlo.multiply %%s, %%s : %(t)s
    %%sum = stablehlo.reduce(%%e init: %%zero) applies stablehlo.add across dimensions = [1] : (%(t)s, tensor<f32>) -> %(r)s
    %%bsum = stablehlo.broadcast_in_dim %%sum, dims = [0] : (%(r)s) -> %(t)s
    %%p = stablehlo.divide %%e, %%bsum : %(t)s
    %%y = stablehlo.multiply %%p, %%a0 : %(t)s
    return %%y : %(t)s""" % {"t": t, "r": r}
  return mesh_module(ranks, body, [(t, "{}, {}")], [(t, "{}, {}")])


def chain_program(ranks):
  t = "tensor<%dxf32>" % CHAIN_ELEMENTS
  lines, value = [], "%a0"
  for i in range(CHAIN_LENGTH):
    lines.append("    %%m%d = stablehlo.multiply %s, %%a1 : %s" % (i, value, t))
    lines.append("    %%s%d = stablehlo.add %%m%d, %%a1 : %s" % (i, i, t))
    value = "%%s%d" % i
  lines.append("    return %s : %s" % (value, t))
  return mesh_module(ranks, "\n".join(lines), [(t, "{}")] * 2, [(t, "{}")])


def transcendental_program(ranks):
  """exp then tanh, TRANSCENDENTAL_LENGTH times: tanh keeps exp's input in
  [-1, 1], so no value overflows."""
  t = "tensor<%dxf32>" % CHAIN_ELEMENTS
  lines, value = [], "%a0"
  for i in range(TRANSCENDENTAL_LENGTH):
    lines.append("    %%e%d = stablehlo.exponential %s : %s" % (i, value, t))
    lines.append("    %%t%d = stablehlo.tanh %%e%d : %s" % (i, i, t))
    value = "%%t%d" % i
  lines.append("    return %s : %s" % (value, t))
  return mesh_module(ranks, "\n".join(lines), [(t, "{}")], [(t, "{}")])


def stream_program(ranks):
  t = "tensor<%dxf32>" % STREAM_ELEMENTS
  body = ("    %%c = stablehlo.add %%a0, %%a1 : %s\n    return %%c : %s" %
          (t, t))
  return mesh_module(ranks, body, [(t, "{}")] * 2, [(t, "{}")])


def adds_program(ranks, elements):
  """CACHE_ADDS sums of two arrays of `elements` floats, each on its own
  arguments: every op's working set is 12 x `elements` bytes."""
  t = "tensor<%dxf32>" % elements
  lines = ["    %%c%d = stablehlo.add %%a%d, %%a%d : %s" % (i, 2 * i, 2 * i + 1,
                                                         t)
           for i in range(CACHE_ADDS)]
  lines.append("    return %s : %s" % (
      ", ".join("%%c%d" % i for i in range(CACHE_ADDS)),
      ", ".join([t] * CACHE_ADDS)))
  return mesh_module(ranks, "\n".join(lines), [(t, "{}")] * 2 * CACHE_ADDS,
                     [(t, "{}")] * CACHE_ADDS)


def all_reduce_program(ranks, elements):
  """A sum over a dimension split across the ranks: one all-reduce of
  `elements` floats per device."""
  t_in = "tensor<%dx%dxf32>" % (ranks, elements)
  t_out = "tensor<%dxf32>" % elements
  body = ("    %%z = stablehlo.constant dense<0.0> : tensor<f32>\n"
          "    %%r = stablehlo.reduce(%%a0 init: %%z) applies stablehlo.add "
          "across dimensions = [0] : (%s, tensor<f32>) -> %s\n"
          "    return %%r : %s" % (t_in, t_out, t_out))
  return mesh_module(ranks, body, [(t_in, '{"d"}, {}')], [(t_out, "{}")])


def all_gather_program(ranks, elements):
  """A split array returned whole: one all-gather to `elements` floats."""
  t = "tensor<%dxf32>" % elements
  body = ("    %%n = stablehlo.negate %%a0 : %s\n    return %%n : %s" % (t, t))
  return mesh_module(ranks, body, [(t, '{"d"}')], [(t, "{}")])


def run(command):
  proc = subprocess.run(command, capture_output=True, text=True)
  if proc.returncode != 0:
    raise CalibrationError("%s failed:\n%s" % (
        os.path.basename(command[0]), (proc.stderr or proc.stdout)[-3000:]))
  return proc.stdout


def profile_of(args, workdir, name, text, steps):
  """Compiles `text` and runs it on the ranks `args.repeats` times; returns
  osdp-run's report of the run with the fastest median step: on a shared
  machine the least disturbed run is the best estimate of the machine."""
  source = os.path.join(workdir, name + ".mlir")
  with open(source, "w") as f:
    f.write(text)
  artifact = os.path.join(workdir, name + ".osdp")
  run([os.path.join(args.build, "bin", "osdp-compile"), source,
       "--osdp-shard", "-o", artifact])
  report = os.path.join(workdir, name + ".json")
  best = None
  for _ in range(args.repeats):
    run([os.path.join(args.build, "bin", "osdp-run"), artifact, "-n",
         str(args.ranks), "--random-inputs", "--warmup", "2", "--steps",
         str(steps), "--profile", "--report-json", report])
    with open(report) as f:
      result = json.load(f)
    if best is None or median_step(result) < median_step(best):
      best = result
  return best


def median_step(report):
  return statistics.median(report["step_seconds"])


def gemm_rate(report):
  """The slowest rank's GEMM FLOP/s (all ranks multiply at once)."""
  return min(r["gemm"]["flops"] / r["gemm"]["seconds"]
             for r in report["profile"]["ranks"] if r["gemm"]["seconds"] > 0)


def collective_seconds(report, kind):
  """Per call, the fastest rank's time (the others include waiting)."""
  return min(r[kind]["seconds"] / r[kind]["calls"]
             for r in report["profile"]["ranks"] if r[kind]["calls"])


def least_squares(rows):
  """The (x, y) that minimise the sum of (t - x a - y b)^2 over the rows
  (a, b, t), or None when the two columns are proportional (to rounding)."""
  sxx = sum(a * a for a, _, _ in rows)
  sxy = sum(a * b for a, b, _ in rows)
  syy = sum(b * b for _, b, _ in rows)
  sxt = sum(a * t for a, _, t in rows)
  syt = sum(b * t for _, b, t in rows)
  det = sxx * syy - sxy * sxy
  if det <= 1e-12 * sxx * syy:
    return None
  return (sxt * syy - syt * sxy) / det, (sxx * syt - sxy * sxt) / det


def message_terms(kind, n):
  """The cost model's formulas for the messages of a collective `kind` over
  a group of `n` devices, as messagesTime in lib/Analysis/CostModel.cpp
  writes them: (ca, cb) pairs, the time being the least over them of
  ca * latency + cb * bytes / bandwidth (an all-reduce: a ring or a tree,
  whichever is faster)."""
  n = float(n)
  if n <= 1:
    return [(0.0, 0.0)]
  share = (n - 1) / n
  if kind in ("all_gather", "reduce_scatter", "all_to_all"):
    return [(n - 1, share)]
  if kind == "all_reduce":
    return [(2 * (n - 1), 2 * share), (2 * math.log2(n), 2.0)]
  if kind == "collective_permute":
    return [(1.0, 1.0)]
  raise CalibrationError("no cost model for collective %r" % kind)


def messages_time(kind, size, n, latency, bandwidth):
  """The cost model's time of the messages of one `kind` of `size` bytes
  over `n` devices on a link of `latency` and `bandwidth`."""
  return min(ca * latency + cb * size / bandwidth
             for ca, cb in message_terms(kind, n))


def fit_link(samples, ranks):
  """Least-squares latency a and bandwidth bw of the cost model's formulas
  (message_terms) over (kind, bytes, seconds) samples, each weighted by 1/t
  (relative errors: the small messages, which fix the latency, count as
  much as the large ones).

  Where a kind has several formulas (an all-reduce's ring and tree) the
  model takes the least, so the fit is linear once each sample's formula is
  chosen. Which one is least depends only on the sample's size (for given
  a and bw, the tree wins below a size, the ring above it), so every
  split of the sizes is fitted and the fit whose own choice of formulas
  gives the smallest error is kept."""
  n = float(ranks)
  sizes = sorted({size for _, size, _ in samples})
  best, solved = None, False
  for split in range(len(sizes) + 1):
    threshold = sizes[split] if split < len(sizes) else float("inf")
    rows = []
    for kind, size, seconds in samples:
      # Below the threshold a kind's last formula (the tree), else its
      # first (the ring).
      terms = message_terms(kind, n)
      ca, cb = terms[-1] if size < threshold else terms[0]
      rows.append((ca / seconds, cb * size / seconds, 1.0))
    solution = least_squares(rows)
    if solution is None:
      continue
    solved = True
    if solution[1] <= 0:
      continue
    latency, bandwidth = max(solution[0], 1e-7), 1.0 / solution[1]
    error = sum((messages_time(kind, size, n, latency, bandwidth) / seconds
                 - 1) ** 2 for kind, size, seconds in samples)
    if best is None or error < best[0]:
      best = (error, latency, bandwidth)
  if not solved:
    raise CalibrationError("the collective samples do not tell latency "
                           "from bandwidth")
  if best is None:
    raise CalibrationError("the collective times do not grow with their "
                           "size: cannot fit a bandwidth (a busy machine?)")
  return best[1], best[2]


def fit_bandwidth(args, workdir, text, seconds, device):
  """The memory bandwidth at which the cost model, with the other figures
  of `device`, predicts `seconds` for `text`: the model's time falls as
  the bandwidth grows, so bisection (on a log scale) finds it. None when
  the model's compute alone takes longer."""
  source = os.path.join(workdir, "fit.mlir")
  with open(source, "w") as f:
    f.write(text)
  partitioned = os.path.join(workdir, "fit.partitioned.mlir")
  opt = os.path.join(args.build, "bin", "osdp-opt")
  run([opt, source, "--osdp-shard", "-o", partitioned])

  def predicted(bandwidth):
    profile = {"name": "fit", "devices_per_node": 1,
               "device": dict(device, memory_bandwidth=bandwidth),
               "links": {"intra_node": {"bandwidth": 1e9, "latency": 1e-6},
                         "inter_node": {"bandwidth": 1e9, "latency": 1e-6}}}
    path = os.path.join(workdir, "fit.profile.json")
    with open(path, "w") as f:
      json.dump(profile, f)
    report = os.path.join(workdir, "fit.json")
    run([opt, partitioned, "--osdp-estimate-cost=hardware=%s report=%s" % (
        path, report), "-o", os.devnull])
    with open(report) as f:
      return json.load(f)["functions"]["main"]["compute_seconds"]

  low, high = 1e8, 1e13
  if predicted(high) > seconds:
    return None
  for _ in range(40):
    middle = (low * high) ** 0.5
    if predicted(middle) > seconds:
      low = middle
    else:
      high = middle
  return high


def measure_cache(args, workdir, steps):
  """The cache level the roofline sees: (the largest working set per op
  that still moves at CACHE_FRACTION of the fastest rate, that rate, and
  every (working set, bytes per second) measured)."""
  rates = []
  for elements in CACHE_ELEMENTS[:2] if args.quick else CACHE_ELEMENTS:
    seconds = median_step(profile_of(args, workdir, "adds_%d" % elements,
                                     adds_program(args.ranks, elements),
                                     steps))
    rates.append((12 * elements, CACHE_ADDS * 12 * elements / seconds))
  fastest = max(rate for _, rate in rates)
  cached = max(size for size, rate in rates if rate >= CACHE_FRACTION * fastest)
  return cached, fastest, rates


def machine_memory():
  with open("/proc/meminfo") as f:
    for line in f:
      if line.startswith("MemTotal:"):
        return int(line.split()[1]) * 1024
  raise CalibrationError("cannot read MemTotal from /proc/meminfo")


def measure(args, workdir):
  steps = 3 if args.quick else 10
  profile = {"name": "calibrated-%d-ranks" % args.ranks,
             "devices_per_node": args.ranks}
  gemm = profile_of(args, workdir, "gemm", gemm_program(args.ranks), steps)
  layer = profile_of(args, workdir, "layer", layer_program(args.ranks), steps)
  products = profile_of(args, workdir, "products",
                        products_program(args.ranks), steps)
  chain = profile_of(args, workdir, "chain", chain_program(args.ranks), steps)
  transcendental = profile_of(args, workdir, "transcendental",
                              transcendental_program(args.ranks), steps)
  stream = profile_of(args, workdir, "stream", stream_program(args.ranks),
                      steps)
  rows = rows_program(args.ranks)
  rows_seconds = median_step(profile_of(args, workdir, "rows", rows, steps))
  stream_bandwidth = 3 * 4 * STREAM_ELEMENTS / median_step(stream)
  device = {
      "matmul_flops": {"f32": gemm_rate(gemm)},
      # The shape terms fitted below say what each product reaches.
      "matmul_efficiency": 1.0,
      "vector_flops": 2 * CHAIN_LENGTH * CHAIN_ELEMENTS / median_step(chain),
      "transcendentals_per_second": 2 * TRANSCENDENTAL_LENGTH *
                                    CHAIN_ELEMENTS /
                                    median_step(transcendental),
      "memory_bytes": machine_memory() // args.ranks,
  }
  cache_bytes, cache_bandwidth, cache_rates = measure_cache(args, workdir,
                                                           steps)
  # A cache no faster than the stream is no level of its own.
  if cache_bandwidth > 1.5 * stream_bandwidth:
    device["cache_bytes"] = cache_bytes
    device["cache_bandwidth"] = cache_bandwidth
  # Without a fit (the rows ran faster than their compute alone), the
  # stream's bandwidth.
  device["memory_bandwidth"] = (
      fit_bandwidth(args, workdir, rows, rows_seconds, device)
      or stream_bandwidth)
  profile["device"] = device
  samples = measure_link(args, workdir, profile, steps)
  runs = run_fit_steps(args, workdir, profile)
  shapes = (product_samples(gemm) + product_samples(layer) +
            product_samples(products))
  for _, _, _, step_shapes in runs:
    shapes += step_shapes
  bandwidth, call = fit_products(shapes, device["matmul_flops"]["f32"])
  if bandwidth:
    device["matmul_operand_bandwidth"] = bandwidth
  device["matmul_call_seconds"] = call
  fitted = fit_step_costs(args, workdir, profile, runs)
  return profile, samples, fitted, stream_bandwidth, shapes, cache_rates


# How many times the collectives are measured before a fit that finds no
# bandwidth is an error (measure_link).
LINK_ATTEMPTS = 3


def measure_link(args, workdir, profile, steps):
  """Fits the profile's links to collectives of several sizes; returns
  their (kind, bytes, seconds) samples. With one rank there is no link to
  measure: the cpu preset's figures stand."""
  samples = []
  link = {"bandwidth": 4e9, "latency": 2e-6}
  if args.ranks > 1:
    sizes = [1 << 10, 1 << 14, 1 << 18, 1 << 22]
    if args.quick:
      sizes = [1 << 10, 1 << 20]
    # Other jobs' ranks on the same cores can stall a small collective
    # longer than a large one takes: a fit that finds no bandwidth measures
    # again, up to LINK_ATTEMPTS times, before it gives up.
    for attempt in range(LINK_ATTEMPTS):
      samples = []
      for elements in sizes:
        for kind, make in (("all_reduce", all_reduce_program),
                           ("all_gather", all_gather_program)):
          report = profile_of(args, workdir, "%s_%d" % (kind, elements),
                              make(args.ranks, elements), steps)
          samples.append((kind, 4 * elements,
                          collective_seconds(report, kind)))
      try:
        latency, bandwidth = fit_link(samples, args.ranks)
        break
      except CalibrationError:
        if attempt + 1 == LINK_ATTEMPTS:
          raise
    link = {"bandwidth": bandwidth, "latency": latency}
  profile["links"] = {"intra_node": link, "inter_node": dict(link)}
  return samples


# Real training steps whose measured steps the fixed costs are fitted to:
# half of the model zoo (test/Inputs/zoo, every other model in alphabetical
# order), each under the plans of FIT_MODES. The other half is held out:
# benchmarks/plan_regret.py reports the model's error on both halves.
FIT_PROGRAMS = ("bart", "gemma", "gpt_neo", "mistral", "resnet", "t5")
FIT_MODES = ("dp", "fsdp", "megatron")
ZOO = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..",
                   "test", "Inputs", "zoo")


def plan_options(args, mode, profile_path, extra=""):
  """The --osdp-auto-shard flag of `mode` (and the options in `extra`):
  Megatron splits over a model axis of 2 beside the data axis."""
  mesh = ("data=%d,model=2" % (args.ranks // 2) if mode == "megatron" else
          "data=%d" % args.ranks)
  return "--osdp-auto-shard=mesh=%s mode=%s hardware=%s %s" % (
      mesh, mode, profile_path, extra)


def run_step(args, workdir, program, mode, profile_path):
  """Compiles a zoo step under `mode` and runs it with the runtime's
  profile on: (measured median step, the product shapes it ran)."""
  name = "%s.%s" % (program, mode)
  artifact = os.path.join(workdir, name + ".osdp")
  run([os.path.join(args.build, "bin", "osdp-compile"),
       os.path.join(ZOO, program + ".mlir"),
       plan_options(args, mode, profile_path), "-o", artifact])
  report = os.path.join(workdir, name + ".json")
  best = None
  for _ in range(args.repeats):
    run([os.path.join(args.build, "bin", "osdp-run"), artifact, "-n",
         str(args.ranks), "--random-inputs", "--warmup", "3", "--steps",
         "5" if args.quick else "30", "--profile", "--report-json", report])
    with open(report) as f:
      result = json.load(f)
    if best is None or median_step(result) < median_step(best):
      best = result
  return median_step(best), product_samples(best)


def predict_step(args, workdir, program, mode, profile_path):
  """The plan report's prediction of a zoo step under `mode`: (step,
  ops that do work, collective calls)."""
  plan = os.path.join(workdir, "%s.%s.plan.json" % (program, mode))
  run([os.path.join(args.build, "bin", "osdp-opt"),
       os.path.join(ZOO, program + ".mlir"),
       plan_options(args, mode, profile_path, "plan-only"),
       "--osdp-plan-report=" + plan, "-o", os.devnull])
  with open(plan) as f:
    predicted = json.load(f)["modes"][mode]["predicted"]
  calls = sum(c["calls"] for c in predicted["collectives"].values())
  return predicted["step_seconds"], predicted["ops"], calls


def write_profile(workdir, name, profile):
  path = os.path.join(workdir, name + ".profile.json")
  with open(path, "w") as f:
    json.dump(profile, f)
  return path


def fit_programs(args):
  programs = ("resnet",) if args.quick else FIT_PROGRAMS
  modes = ("dp",)
  if args.ranks > 1 and not args.quick:
    # Megatron's activation collectives, one at every split layer, are
    # what the time per collective call must cover besides the
    # gradients'.
    modes = [m for m in FIT_MODES if m != "megatron" or args.ranks % 2 == 0]
  return [(program, mode) for program in programs for mode in modes]


def run_fit_steps(args, workdir, profile):
  """Runs the steps the fixed costs are fitted to: (program, mode,
  measured step, product shapes) each."""
  path = write_profile(workdir, "roofline", profile)
  return [(program, mode) + run_step(args, workdir, program, mode, path)
          for program, mode in fit_programs(args)]


def fit_step_costs(args, workdir, profile, runs):
  """Fits the profile's fixed costs per op and per collective call to the
  measured steps, predicted with the rest of the profile; returns (program,
  mode, measured, predicted before the fit, ops, calls) each."""
  path = write_profile(workdir, "products", profile)
  named = []
  for program, mode, measured, _ in runs:
    named.append((program, mode, measured) +
                 predict_step(args, workdir, program, mode, path))
  op, call = fit_fixed_costs([sample[2:] for sample in named])
  profile["device"]["op_seconds"] = op
  profile["device"]["collective_call_seconds"] = call
  # Which programs the figures were fitted to (the reader ignores it).
  profile["fitted_to"] = ["zoo/%s.mlir %s" % (p, m)
                          for p, m in fit_programs(args)]
  return named


def nonnegative_least_squares(rows):
  """The (x, y) >= 0 that minimise the sum of (t - x a - y b)^2 over the
  rows (a, b, t): the least-squares pair, or, where it makes a coefficient
  negative, the better of the two one-term fits."""
  def alone(column):
    den = sum(r[column] ** 2 for r in rows)
    return max(0.0, sum(r[column] * r[2] for r in rows) / den) if den else 0.0

  both = least_squares(rows)
  if both is not None and both[0] >= 0 and both[1] >= 0:
    return both
  x, y = alone(0), alone(1)

  def residual(a_coefficient, b_coefficient):
    return sum((t - a_coefficient * a - b_coefficient * b) ** 2
               for a, b, t in rows)
  return (x, 0.0) if residual(x, 0) <= residual(0, y) else (0.0, y)


def fit_fixed_costs(samples):
  """What the roofline misses, measured - predicted = op_seconds * ops +
  call_seconds * calls, each sample weighted by 1/measured (relative
  errors: a short step counts as much as a long one)."""
  return nonnegative_least_squares(
      [(ops / m, calls / m, (m - p) / m) for m, p, ops, calls in samples])


ELEMENT_BYTES = {"f32": 4, "f64": 8, "f16": 2, "bf16": 2}


def product_samples(report):
  """(element bytes, batch, m, n, k, seconds per call) of every product
  shape the runtime timed in `report`."""
  return [(ELEMENT_BYTES.get(s["dtype"], 4), s["batch"], s["m"], s["n"],
           s["k"], s["seconds"] / s["calls"])
          for s in report["profile"].get("gemm_shapes", []) if s["calls"]]


def product_flops(sample):
  _, b, m, n, k, _ = sample
  return 2.0 * b * m * n * k


def product_bytes(sample):
  size, b, m, n, k, _ = sample
  return float(size * b * (m * k + k * n + m * n))


def fit_products(samples, peak):
  """The bandwidth at which products' operands are packed and the fixed
  time per product (each matrix of a batch) that explain what the samples
  took beyond their FLOPs at `peak`: non-negative least squares on
  relative errors. The bandwidth is None when the fit needs none."""
  rows = [(product_bytes(s) / s[5], s[1] / s[5],
           (s[5] - product_flops(s) / peak) / s[5]) for s in samples]
  inverse_bandwidth, call = nonnegative_least_squares(rows)
  return (1.0 / inverse_bandwidth if inverse_bandwidth > 0 else None), call


def predicted_product(sample, peak, bandwidth, call):
  return (product_flops(sample) / peak +
          (product_bytes(sample) / bandwidth if bandwidth else 0) +
          sample[1] * call)


def write_atomically(path, profile):
  directory = os.path.dirname(os.path.abspath(path))
  fd, partial = tempfile.mkstemp(dir=directory, prefix=".calibrate-")
  with os.fdopen(fd, "w") as f:
    json.dump(profile, f, indent=2)
    f.write("\n")
  os.replace(partial, path)


def print_products(device, shapes):
  """The fitted shape terms, and how well they and the peak alone predict
  the products measured: the median and largest relative errors, and
  the efficiency of a few shapes."""
  peak = device["matmul_flops"]["f32"]
  bandwidth = device.get("matmul_operand_bandwidth")
  call = device["matmul_call_seconds"]
  print("  products: operands packed at %s, %.2f us per product" % (
      "%.1f GB/s" % (bandwidth / 1e9) if bandwidth else "no cost", call * 1e6))

  def errors(predict):
    return sorted(abs(predict(s) / s[5] - 1) for s in shapes)
  fitted = errors(lambda s: predicted_product(s, peak, bandwidth, call))
  alone = errors(lambda s: product_flops(s) / peak)
  print("  %d product shapes: |error| median %.0f%%, largest %.0f%% (at the "
        "peak alone: %.0f%%, %.0f%%)" % (
            len(shapes), 100 * statistics.median(fitted), 100 * fitted[-1],
            100 * statistics.median(alone), 100 * alone[-1]))
  side = PRODUCT_SIDES[0]
  for b, m, n, k in ((PRODUCT_BATCH, side, side, side), (1, 64, 64, 64),
                     (1, 256, 256, 256), (1, GEMM_N, GEMM_N, GEMM_N)):
    for s in shapes:
      if s[1:5] == (b, m, n, k):
        print("    %dx%dx%d%s: efficiency %.0f%% measured, %.0f%% predicted" %
              (m, n, k, " x%d" % b if b > 1 else "",
               100 * product_flops(s) / peak / s[5],
               100 * product_flops(s) / peak /
               predicted_product(s, peak, bandwidth, call)))
        break


def print_fixed_costs(device, steps):
  op, call = device["op_seconds"], device["collective_call_seconds"]
  print("  fixed costs: %.2f us per op, %.2f us per collective call" % (
      op * 1e6, call * 1e6))
  for program, mode, measured, predicted, ops, calls in steps:
    fitted = predicted + op * ops + call * calls
    print("  %s %s: measured %.3f ms, predicted %.3f ms before the fixed "
          "costs, %.3f ms with them (%d ops, %d collective calls)" % (
              program, mode, measured * 1e3, predicted * 1e3, fitted * 1e3,
              ops, calls))


def main(argv):
  parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
  parser.add_argument("-n", "--ranks", type=int, default=2)
  parser.add_argument("-o", "--output", required=True)
  parser.add_argument("--build", default=os.path.join(
      os.path.dirname(os.path.abspath(__file__)), "..", "..", "build"))
  parser.add_argument("--quick", action="store_true",
                      help="fewer steps and sizes (for tests)")
  parser.add_argument("--repeats", type=int, default=3,
                      help="runs of each program; the fastest counts")
  args = parser.parse_args(argv)
  if args.ranks < 1:
    parser.error("-n must be at least 1")
  if args.repeats < 1:
    parser.error("--repeats must be at least 1")
  if not os.path.isdir(os.path.dirname(os.path.abspath(args.output))):
    parser.error("the directory of %s does not exist" % args.output)
  try:
    with tempfile.TemporaryDirectory(prefix="osdp-calibrate-") as workdir:
      (profile, samples, steps, stream_bandwidth, shapes,
       cache_rates) = measure(args, workdir)
  except CalibrationError as e:
    print("osdp-calibrate: %s" % e, file=sys.stderr)
    return 1
  write_atomically(args.output, profile)
  device = profile["device"]
  link = profile["links"]["intra_node"]
  print("osdp-calibrate: %d ranks: GEMM %.1f GFLOP/s, vector %.1f GFLOP/s, "
        "transcendentals %.0f M/s, memory %.1f GB/s per rank (stream %.1f "
        "GB/s)" % (
            args.ranks, device["matmul_flops"]["f32"] / 1e9,
            device["vector_flops"] / 1e9,
            device["transcendentals_per_second"] / 1e6,
            device["memory_bandwidth"] / 1e9, stream_bandwidth / 1e9))
  print("  cache: %s (%s)" % (
      "%d bytes per op at %.1f GB/s" % (device["cache_bytes"],
                                        device["cache_bandwidth"] / 1e9)
      if "cache_bytes" in device else "none",
      ", ".join("%d KB: %.1f GB/s" % (size // 1024, rate / 1e9)
                for size, rate in cache_rates)))
  for kind, size, seconds in samples:
    print("  %s of %d bytes: %.1f us" % (kind, size, seconds * 1e6))
  if samples:
    print("  link: latency %.2f us, bandwidth %.2f GB/s" % (
        link["latency"] * 1e6, link["bandwidth"] / 1e9))
  print_products(device, shapes)
  print_fixed_costs(device, steps)
  print("wrote %s" % args.output)
  return 0


if __name__ == "__main__":
  sys.exit(main(sys.argv[1:]))
