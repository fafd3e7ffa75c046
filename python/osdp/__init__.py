"""osdp: automatic sharding for JAX training steps exported as StableHLO.

The package is importable without JAX.  Only the export helpers
(`osdp.export`) and the model definitions (`osdp.models`) need JAX, and they
import it when they are used; `osdp.mlir_text` (op counting over textual
modules) depends on the standard library only.
"""

__version__ = "0.1.0"
