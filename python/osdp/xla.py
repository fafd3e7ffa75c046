"""Running StableHLO text with XLA's CPU client: one device, or N replicas.

XLA is the independent reference the project checks itself against: it runs
the original global program on one device, and the per-device program (after
`convert-osdp-to-stablehlo{device-ids=replica}`) on N simulated CPU devices in
lock step, with its own implementation of the collectives.

The number of simulated devices is fixed when JAX starts: call
`configure(num_devices)` before anything else in this module.
"""

import os

import numpy as np

_DTYPES = {
    "f64": "float64", "f32": "float32", "f16": "float16", "bf16": "bfloat16",
    "i64": "int64", "i32": "int32", "i16": "int16", "i8": "int8",
    "ui64": "uint64", "ui32": "uint32", "ui16": "uint16", "ui8": "uint8",
    "i1": "bool",
}

_configured = None


def configure(num_devices):
  """Makes `num_devices` CPU devices available (before JAX is imported)."""
  global _configured
  if _configured is not None:
    if _configured < num_devices:
      raise RuntimeError("XLA already started with %d devices" % _configured)
    return
  flags = os.environ.get("XLA_FLAGS", "")
  os.environ["XLA_FLAGS"] = (
      flags + " --xla_force_host_platform_device_count=%d" % num_devices)
  os.environ.setdefault("JAX_PLATFORMS", "cpu")
  # 64-bit values stay 64-bit (JAX narrows them by default).
  os.environ["JAX_ENABLE_X64"] = "1"
  _configured = num_devices


def numpy_dtype(mlir_type):
  """The NumPy dtype of an MLIR element type such as `f32` or `ui8`."""
  name = _DTYPES.get(mlir_type)
  if name is None:
    raise ValueError("unsupported element type: " + mlir_type)
  if name == "bfloat16":
    import ml_dtypes
    return np.dtype(ml_dtypes.bfloat16)
  return np.dtype(name)


def _backend():
  """XLA's CPU client, or the platform OSDP_XLA_PLATFORM names (`cuda`:
  the GPU, for scripts/gpu-check.sh)."""
  import jax  # noqa: F401  (initialises the backends)
  from jax._src import xla_bridge
  return xla_bridge.get_backend(os.environ.get("OSDP_XLA_PLATFORM", "cpu"))


def _compile(text, num_devices, partitions=False):
  """Compiles `text` for `num_devices` devices, numbered as replicas or, with
  `partitions`, as partitions of one program that XLA's SPMD partitioner
  splits by its shardings (Shardy's when the text declares `sdy.mesh`,
  GSPMD's otherwise)."""
  from jax._src.lib import xla_client as xc
  backend = _backend()
  options = xc.CompileOptions()
  build = options.executable_build_options
  build.num_replicas = 1 if partitions else num_devices
  build.num_partitions = num_devices if partitions else 1
  # XLA runs several partitions only through its SPMD partitioner; on a
  # program without shardings it keeps every value as it is (replicated).
  build.use_spmd_partitioning = partitions
  build.use_shardy_partitioner = partitions and "sdy.mesh" in text
  grid = (1, num_devices) if partitions else (num_devices, 1)
  build.device_assignment = xc.DeviceAssignment.create(
      np.arange(num_devices).reshape(grid))
  devices = backend.devices()[:num_devices]
  if len(devices) < num_devices:
    raise RuntimeError("XLA has %d devices, %d needed" %
                       (len(devices), num_devices))
  return backend.compile_and_load(text, xc.DeviceList(tuple(devices)),
                                  options), devices


class OneDevice:
  """`main` of a one-device module, compiled once: run it on inputs, or
  time it on arguments already on its device."""

  def __init__(self, text):
    self.executable, devices = _compile(text, 1)
    self.device = devices[0]

  def put(self, inputs):
    """`inputs` copied to the device, as `execute` takes them."""
    import jax
    return [jax.device_put(x, self.device) for x in inputs]

  def execute(self, arguments):
    """One call on device arguments; returns the device results."""
    return self.executable.execute(arguments)

  def run(self, inputs):
    """One call on host `inputs`; returns NumPy arrays."""
    return [np.asarray(r) for r in self.execute(self.put(inputs))]


def run(text, inputs):
  """Runs `main` of a one-device module on `inputs`; returns NumPy arrays."""
  return OneDevice(text).run(inputs)


def run_replicas(text, per_device_inputs, partitions=False):
  """Runs `main` of a per-device module on N devices, as N replicas or, with
  `partitions`, as N partitions (`mhlo.num_partitions`, collectives with
  channels and global device ids). With `partitions`, `text` may also be a
  global program with shardings, which XLA partitions itself: the inputs
  and outputs are then each device's shards.

  `per_device_inputs[d][i]` is argument `i` on device `d`; the result is
  `outputs[d][r]`, result `r` on device `d`.
  """
  import jax
  n = len(per_device_inputs)
  executable, devices = _compile(text, n, partitions)
  # Each argument is one jax.Array whose per-device buffers are the local
  # values. It is declared replicated so that its global shape is the local
  # one; the buffers may differ, which is the point of an SPMD program.
  mesh = jax.sharding.Mesh(np.array(devices), ("replica",))
  spec = jax.sharding.NamedSharding(mesh, jax.sharding.PartitionSpec())
  args = []
  num_args = len(per_device_inputs[0]) if n else 0
  for i in range(num_args):
    shards = [jax.device_put(np.asarray(per_device_inputs[d][i]), devices[d])
              for d in range(n)]
    args.append(jax.make_array_from_single_device_arrays(
        shards[0].shape, spec, shards))
  results = executable.execute_sharded(args)
  per_result = results.disassemble_into_single_device_arrays()
  return [[np.asarray(per_result[r][d]) for r in range(len(per_result))]
          for d in range(n)]
