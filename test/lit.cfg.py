# -*- Python -*-
import os
import sys

import lit.formats
from lit.llvm import llvm_config
from lit.llvm.subst import ToolSubst

config.name = "osdp"
config.test_format = lit.formats.ShTest(not llvm_config.use_lit_shell)
config.suffixes = [".mlir", ".test"]
osdp_test_dir = os.path.dirname(__file__)
config.test_source_root = osdp_test_dir
config.test_exec_root = os.path.join(config.osdp_obj_root, "test")

# Inputs/ holds the corpus the tests read; Unit/ is its own suite (GoogleTest).
config.excludes = ["Inputs", "Unit", "CMakeLists.txt", "README.md", "lit.cfg.py",
                   "lit.site.cfg.py", "lit_sanitizers.py"]

# The test format and environment of a suite run against sanitized
# programs (test/lit_sanitizers.py). A class lit's workers can unpickle
# comes from a module, not this file.
sys.path.insert(0, osdp_test_dir)
import lit_sanitizers

if config.osdp_runtime_sanitizers:
    # test/Runtime again, against osdp-run and osdp-runtime-test built with
    # the sanitizers (runtime/CMakeLists.txt, OSDP_RUNTIME_SANITIZERS); the
    # programs osdp-compile makes are loaded by the sanitized osdp-run.
    config.name = "osdp-runtime-sanitized"
    config.test_source_root = os.path.join(osdp_test_dir, "Runtime")
    config.test_exec_root = os.path.join(config.osdp_obj_root, "test",
                                         "Runtime-sanitized")
    lit_sanitizers.configure(config, config.osdp_runtime_sanitizers)
elif config.osdp_sanitizers:
    # The whole suite, in a build where every program is sanitized
    # (OSDP_SANITIZERS, make check-sanitize).
    config.name = "osdp-sanitized"
    lit_sanitizers.configure(config, config.osdp_sanitizers)

# The tier of the run: `full` (make check, the default) runs everything;
# `fast` (make check-fast: `--param tier=fast` or OSDP_TEST_TIER=fast) leaves
# out the execution matrices, the tests that run many programs or plans
# under MPI against XLA (they are most of the suite's time), which say
# `REQUIRES: full-check` and report themselves UNSUPPORTED there.
osdp_test_tier = lit_config.params.get(
    "tier", os.environ.get("OSDP_TEST_TIER", "full"))
if osdp_test_tier not in ("fast", "full"):
    lit_config.fatal("unknown test tier '%s' (tier=fast or tier=full)"
                     % osdp_test_tier)
if osdp_test_tier == "full":
    config.available_features.add("full-check")
elif not config.osdp_runtime_sanitizers:
    lit_config.note("tier=fast: the execution matrices (REQUIRES: full-check) "
                    "report themselves UNSUPPORTED; make check runs them")

config.substitutions.append(("%PATH%", config.environment["PATH"]))
config.substitutions.append(("%inputs", os.path.join(osdp_test_dir, "Inputs")))
config.substitutions.append(("%osdp_src_root", config.osdp_src_root))
config.substitutions.append(("%osdp_tools_dir", config.osdp_tools_dir))

# The CUDA runtime is built where the CUDA headers are; a GPU answers only
# where the NVIDIA driver has made a device node.
if os.path.exists(os.path.join(config.osdp_tools_dir, "osdp-cuda-runtime-test")):
    config.available_features.add("cuda-runtime")
if os.path.exists("/dev/nvidia0"):
    config.available_features.add("cuda-device")
else:
    lit_config.note("no GPU here (no /dev/nvidia0): the tests that need one "
                    "(REQUIRES: cuda-device) report themselves UNSUPPORTED")
# The CUDA toolkit (ptxas, fatbinary, libdevice) that --target=cuda needs.
cuda_toolkit = os.environ.get("CUDA_HOME", "/usr/local/cuda")
if os.path.exists(os.path.join(cuda_toolkit, "bin", "ptxas")):
    config.available_features.add("cuda-toolkit")
config.substitutions.append(("%cuda_toolkit", cuda_toolkit))

# The executable check of partitioned programs: XLA runs the original and
# the per-device program and the results are compared (python/tools/).
config.substitutions.append(
    ("%spmd_check", "%s %s --osdp-opt %s" % (
        config.check_python,
        os.path.join(config.osdp_src_root, "python", "tools", "spmd_check.py"),
        os.path.join(config.osdp_tools_dir, "osdp-opt"))))

config.substitutions.append(
    ("%spmd_property", "%s %s --osdp-opt %s" % (
        config.check_python,
        os.path.join(config.osdp_src_root, "python", "tools",
                     "spmd_property.py"),
        os.path.join(config.osdp_tools_dir, "osdp-opt"))))

# The runtime's collectives run as real MPI jobs (test/Runtime).
config.substitutions.append(
    ("%mpirun", "%s %s" % (config.mpiexec, config.mpiexec_flags)))
# The runtime's programs: of this build, or the sanitized ones (above).
# %osdp_runtime_test comes first: %osdp_run is a prefix of it.
config.substitutions.append(
    ("%osdp_runtime_test",
     os.path.join(config.osdp_runtime_tools_dir, "osdp-runtime-test")))
osdp_run = os.path.join(config.osdp_runtime_tools_dir, "osdp-run")
config.substitutions.append(("%osdp_run", osdp_run))

# The executable check of the lowering to linalg: the lowered program,
# compiled for the CPU by Debian's MLIR tools, against XLA.
config.substitutions.append(
    ("%lowering_check", "%s %s --osdp-opt %s" % (
        config.check_python,
        os.path.join(config.osdp_src_root, "python", "tools",
                     "lowering_check.py"),
        os.path.join(config.osdp_tools_dir, "osdp-opt"))))

# The Python of the tests' environment (NumPy, JAX), and its directory for
# a PATH that finds it as `python3`.
config.substitutions.append(("%check_python_dir",
                             os.path.dirname(config.check_python)))
config.substitutions.append(("%check_python", config.check_python))

# Compiled programs run by osdp-run on MPI ranks, against XLA. XLA's
# results are kept by program text and inputs, so that the many plans of
# one program (the same program once its shardings are stripped) share one
# XLA run of it.
config.substitutions.append(
    ("%run_check", "%s %s --osdp-compile %s --osdp-run %s --osdp-opt %s "
     "--reference-cache %s" % (
        config.check_python,
        os.path.join(config.osdp_src_root, "python", "tools", "run_check.py"),
        os.path.join(config.osdp_tools_dir, "osdp-compile"),
        osdp_run,
        os.path.join(config.osdp_tools_dir, "osdp-opt"),
        os.path.join(config.osdp_obj_root, "test", "xla-references"))))

llvm_config.use_default_substitutions()
llvm_config.with_system_environment(["HOME", "TMPDIR"])

# XLA is the tests' reference, never what they time: its CPU backend skips
# LLVM's optimisations here, which cuts the compile that dominates the
# execution matrices by a third (the benchmarks run XLA as users do).
config.environment["XLA_FLAGS"] = "--xla_backend_optimization_level=0"

tool_dirs = [config.osdp_tools_dir, config.llvm_tools_dir]
# MLIR's and LLVM's own tools compile test/Runtime/openmp-loops.mlir.
tools = ["osdp-opt", "osdp-solve", "osdp-compile", "osdp-calibrate",
         "osdp-threads-test",
         "not", "count", "mlir-opt", "mlir-translate", "llc", "llvm-nm",
         ToolSubst("osdp-run", osdp_run),
         ToolSubst("%python", config.python_executable)]
llvm_config.add_tool_substitutions(tools, tool_dirs)
