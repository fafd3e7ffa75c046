"""Shardings of function signatures, and moving NumPy arrays between the
global view and the per-device view.

A partitioned module (the output of `osdp-partition`) says, on every argument
and result of a function, the global type (`osdp.global_type`) and the
sharding (`osdp.sharding`) of the local value each device holds.  This module
reads those from the JSON that `osdp-opt --osdp-dump-shardings=FILE` writes
(never from the IR's text) and implements the sharding semantics of
`#osdp.sharding` (docs/osdp-dialect.md) on NumPy arrays:

  * mesh positions are numbered row-major over the mesh axes; the device at
    position `p` is `device_ids[p]` (`p` itself without a device order);
  * a dimension split over axes `{a, b}` is cut into `size(a) * size(b)`
    contiguous blocks, and the device at coordinates `(.., i_a, .., i_b, ..)`
    holds block `i_a * size(b) + i_b`;
  * a dimension of size `s` cut into `n` blocks that `n` does not divide is
    padded: every block has `ceil(s / n)` elements, block `i` is the range
    `[i * c, (i + 1) * c)` clipped to the dimension, and the elements past
    its end are padding of unspecified content;
  * partial axes hold values to be combined (summed, by default) over the
    devices that differ only on those axes.

The standard library and NumPy only: no MLIR bindings are needed. The one
thing it still does to MLIR text is write it: `annotate` adds a mesh and
argument shardings to a module, for a caller that then runs osdp-opt on it.
"""

import dataclasses
import re

import numpy as np


@dataclasses.dataclass(frozen=True)
class Mesh:
  name: str
  axes: tuple  # ((name, size), ...), major to minor
  device_ids: tuple = ()  # the device at each position; (): the identity

  @property
  def num_devices(self):
    return int(np.prod([size for _, size in self.axes], dtype=np.int64))

  def size(self, axis):
    return dict(self.axes)[axis]

  def coordinates(self, device):
    """The coordinate of `device` on every axis, as a dict."""
    if self.device_ids:
      device = self.device_ids.index(device)
    coords = {}
    for name, size in reversed(self.axes):
      coords[name] = device % size
      device //= size
    return coords


@dataclasses.dataclass(frozen=True)
class Sharding:
  mesh: str
  dims: tuple  # per dimension, a tuple of axis names (major to minor)
  partial: tuple = ()
  kind: str = "sum"

  def shards(self, mesh, dim):
    return int(np.prod([mesh.size(a) for a in self.dims[dim]], dtype=np.int64))

  def block_index(self, mesh, coords, dim):
    index = 0
    for axis in self.dims[dim]:
      index = index * mesh.size(axis) + coords[axis]
    return index


@dataclasses.dataclass
class Value:
  """One argument or result of a function: its global type and sharding."""
  shape: tuple
  dtype: str  # MLIR element type, e.g. "f32"
  sharding: Sharding  # None: not sharded (every device holds it whole)


@dataclasses.dataclass
class Signature:
  name: str
  args: list
  results: list


# ---------------------------------------------------------------------------
# Reading the compiler's JSON (osdp-opt --osdp-dump-shardings).
# ---------------------------------------------------------------------------


def _sharding_of_json(entry):
  if entry is None:
    return None
  return Sharding(entry["mesh"], tuple(tuple(d) for d in entry["dims"]),
                  tuple(entry["partial"]), entry["partial_kind"])


def _value_of_json(entry, local):
  shape = entry.get("local_shape" if local else "shape")
  if shape is None or "dtype" not in entry:
    raise ValueError("unsupported argument or result type: " + entry["type"])
  return Value(tuple(shape), entry["dtype"],
               _sharding_of_json(entry["sharding"]))


def read_shardings(data, local=False):
  """({name: Mesh}, {name: Signature}) from the JSON that
  `osdp-opt --osdp-dump-shardings=FILE` writes (already loaded): global
  shapes, or with `local` the shapes of the types as written (a per-device
  program's). Both dicts are in the module's order."""
  meshes = {}
  for name in data["mesh_names"]:
    mesh = data["meshes"][name]
    meshes[name] = Mesh(name, tuple((a, int(n)) for a, n in mesh["axes"]),
                        tuple(mesh["device_ids"]))
  signatures = {}
  for name in data["function_names"]:
    f = data["functions"][name]
    signatures[name] = Signature(
        name, [_value_of_json(v, local) for v in f["arguments"]],
        [_value_of_json(v, local) for v in f["results"]])
  return meshes, signatures


# ---------------------------------------------------------------------------
# Writing MLIR text.
# ---------------------------------------------------------------------------


def _matching(text, start):
  """The index just past the bracket that closes the one at `start`."""
  pairs = {"(": ")", "[": "]", "{": "}", "<": ">"}
  stack = []
  i = start
  while i < len(text):
    c = text[i]
    if c == '"':
      i = text.index('"', i + 1)
    elif c in pairs:
      stack.append(pairs[c])
    elif stack and c == stack[-1]:
      stack.pop()
      if not stack:
        return i + 1
    elif c == ">" and text[i - 1] == "-":
      pass  # `->` inside a function type
    i += 1
  raise ValueError("unbalanced brackets")


def _split_top_level(text):
  """Splits at commas outside any brackets."""
  parts, depth, last, i = [], 0, 0, 0
  while i < len(text):
    c = text[i]
    if c == '"':
      i = text.index('"', i + 1)
    elif c in "([{<":
      depth += 1
    elif c in ")]}" or (c == ">" and text[i - 1] != "-"):
      depth -= 1
    elif c == "," and depth == 0:
      parts.append(text[last:i])
      last = i + 1
    i += 1
  if text[last:].strip():
    parts.append(text[last:])
  return [p.strip() for p in parts]


def _argument_list(text, name):
  """(index of `(`, index past `)`, entries) of the arguments of `@name`,
  for `annotate` to rewrite."""
  m = re.search(r"func\.func\s+(?:public\s+|private\s+)?@" + re.escape(name) +
                r"\s*\(", text)
  if not m:
    raise ValueError("no function @" + name)
  open_paren = m.end() - 1
  close = _matching(text, open_paren)
  return open_paren, close, _split_top_level(text[open_paren + 1:close - 1])


def format_sharding(sharding):
  """The `#osdp.sharding<...>` text of a Sharding."""
  def axes(names):
    return "{" + ", ".join(names) + "}"
  text = "#osdp.sharding<@%s, [%s]" % (
      sharding.mesh, ", ".join(axes(d) for d in sharding.dims))
  if sharding.partial:
    kind = "" if sharding.kind == "sum" else "<%s>" % sharding.kind
    text += ", partial%s = %s" % (kind, axes(sharding.partial))
  return text + ">"


def annotate(text, name, mesh, arg_shardings):
  """`text` with `osdp.mesh` `mesh` declared and the arguments of `@name`
  annotated with `arg_shardings` (None entries are left free)."""
  open_paren, close, entries = _argument_list(text, name)
  out = []
  for entry, sharding in zip(entries, arg_shardings):
    if sharding is not None:
      attr = "osdp.sharding = " + format_sharding(sharding)
      if entry.endswith("}"):
        entry = entry[:-1].rstrip() + ", " + attr + "}"
      else:
        entry += " {" + attr + "}"
    out.append(entry)
  text = text[:open_paren + 1] + ", ".join(out) + text[close - 1:]
  mesh_text = "osdp.mesh @%s = <[%s]>" % (mesh.name, ", ".join(
      "%s = %d" % axis for axis in mesh.axes))
  module = re.search(r"^module\b[^\n]*\{\s*$", text, flags=re.M)
  if not module:
    return mesh_text + "\n" + text
  return text[:module.end()] + "\n  " + mesh_text + text[module.end():]


# ---------------------------------------------------------------------------
# Global <-> local arrays.
# ---------------------------------------------------------------------------


def block_size(size, shards):
  """The number of elements each of `shards` blocks of a dimension of `size`
  holds (padding included)."""
  return -(-size // shards)


def padding_fill(dtype, shape):
  """What `shard` puts in the padding: values that a program reading it
  into a real element cannot hide. The padding alternates (by the parity of
  the sum of the element's indices) the largest and the smallest value of
  the type: +inf and -inf for floats, so that a missing mask shows in a sum
  or a dot (inf or NaN), in a max (+inf) and in a min (-inf); the largest
  and smallest integers; True and False. NaN is not used: backends differ
  in whether max and min propagate it, and a collective that drops it would
  hide the very element it should expose."""
  dtype = np.dtype(dtype)
  if dtype.kind in "fc":
    extremes = (np.inf, -np.inf)
  elif dtype.kind == "b":
    extremes = (True, False)
  else:
    info = np.iinfo(dtype)
    extremes = (info.max, info.min)
  position = np.indices(shape).sum(axis=0) % 2
  return np.where(position == 0, extremes[0], extremes[1]).astype(dtype)


def shard(array, sharding, mesh, device):
  """The local block of `array` that `device` holds under `sharding`.

  A padded block (see the module's docstring) ends with `padding_fill`.
  For partial axes, the devices of a group hold parts that combine into the
  block. Floats get parts that make a wrong combination visible (sum: noise
  on every device but the first, which holds the rest; min/max: values
  beyond the block on all but the first); other types get the block on the
  first device and the neutral element of the reduction on the others.
  """
  if sharding is None:
    return array
  coords = mesh.coordinates(device)
  index, local_shape = [], []
  for d, size in enumerate(array.shape):
    block = block_size(size, sharding.shards(mesh, d))
    start = min(sharding.block_index(mesh, coords, d) * block, size)
    index.append(slice(start, min(start + block, size)))
    local_shape.append(block)
  real = array[tuple(index)]
  if not sharding.partial:
    return _pad(real, local_shape)
  return _pad(_partial_part(real, sharding, mesh, coords), local_shape)


def _pad(real, local_shape):
  """`real` at the start of a block of `local_shape`, the rest padding."""
  if tuple(real.shape) == tuple(local_shape):
    return real
  block = padding_fill(real.dtype, tuple(local_shape))
  block[tuple(slice(0, n) for n in real.shape)] = real
  return block


def _partial_part(block, sharding, mesh, coords):
  position = 0
  for axis in sharding.partial:
    position = position * mesh.size(axis) + coords[axis]
  group = int(np.prod([mesh.size(a) for a in sharding.partial]))
  float_kind = block.dtype.kind == "f"
  if float_kind and sharding.kind == "sum":
    # Every device of the group draws the same parts (one seed).
    parts = np.random.default_rng(0).standard_normal(
        (group,) + block.shape).astype(block.dtype)
    if position != 0:
      return parts[position]
    return (block - parts[1:].sum(axis=0)).astype(block.dtype)
  if position == 0:
    return block
  if sharding.kind in ("min", "max") and float_kind:
    shift = np.abs(np.random.default_rng(position).standard_normal(
        block.shape)).astype(block.dtype) + 1
    return block + shift if sharding.kind == "min" else block - shift
  neutral = {"sum": 0, "prod": 1, "min": np.inf, "max": -np.inf,
             "and": True, "or": False, "xor": False}[sharding.kind]
  return np.full(block.shape, neutral).astype(block.dtype)


_COMBINE = {
    "sum": np.add, "prod": np.multiply, "min": np.minimum, "max": np.maximum,
    "and": np.logical_and, "or": np.logical_or, "xor": np.logical_xor,
}


class InconsistentReplicas(Exception):
  pass


def assemble(locals_, shape, sharding, mesh, check_replicas=None):
  """The global array that the per-device `locals_` hold under `sharding`.

  Partial axes are combined; devices that hold the same block (replicated
  axes) must agree: `check_replicas(a, b)` returns False when they do not,
  which raises InconsistentReplicas naming the devices.
  """
  if sharding is None:
    sharding = Sharding("", tuple(() for _ in shape))
  combine = _COMBINE[sharding.kind]
  blocks = {}  # block coordinates -> (device, combined local value)
  partial_seen = {}
  for device, local in enumerate(locals_):
    coords = mesh.coordinates(device) if mesh else {}
    key = tuple(sharding.block_index(mesh, coords, d) if mesh else 0
                for d in range(len(shape)))
    # Padding is dropped before anything is compared or combined: its
    # content is unspecified.
    local = np.asarray(local)
    local = local[tuple(
        slice(0, max(0, min(local.shape[d], shape[d] - k * local.shape[d])))
        for d, k in enumerate(key))]
    # Devices differing only on partial axes combine; the rest replicate.
    replica_key = tuple(sorted((a, c) for a, c in coords.items()
                               if a not in sharding.partial))
    slot = (key, replica_key)
    if slot in partial_seen:
      partial_seen[slot] = combine(partial_seen[slot], local)
    else:
      partial_seen[slot] = np.array(local)
  for (key, replica_key), value in partial_seen.items():
    if key in blocks:
      first_device, first = blocks[key]
      if check_replicas and not check_replicas(first, value):
        raise InconsistentReplicas(
            "devices %s and %s hold different values of block %s" %
            (first_device, dict(replica_key), list(key)))
    else:
      blocks[key] = (dict(replica_key), value)
  dtype = next(iter(blocks.values()))[1].dtype
  result = np.zeros(shape, dtype=dtype)
  for key, (_, value) in blocks.items():
    index = []
    for d, k in enumerate(key):
      block = block_size(shape[d], sharding.shards(mesh, d)) if mesh else 0
      index.append(slice(k * block, k * block + value.shape[d]))
    result[tuple(index)] = value
  return result
