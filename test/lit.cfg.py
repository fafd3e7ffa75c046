# -*- Python -*-
import os

import lit.formats
from lit.llvm import llvm_config
from lit.llvm.subst import ToolSubst

config.name = "osdp"
config.test_format = lit.formats.ShTest(not llvm_config.use_lit_shell)
config.suffixes = [".mlir", ".test"]
config.test_source_root = os.path.dirname(__file__)
config.test_exec_root = os.path.join(config.osdp_obj_root, "test")

# Inputs/ holds the corpus the tests read; Unit/ is its own suite (GoogleTest).
config.excludes = ["Inputs", "Unit", "CMakeLists.txt", "README.md", "lit.cfg.py",
                   "lit.site.cfg.py"]

config.substitutions.append(("%PATH%", config.environment["PATH"]))
config.substitutions.append(("%inputs", os.path.join(config.test_source_root, "Inputs")))
config.substitutions.append(("%osdp_src_root", config.osdp_src_root))
config.substitutions.append(("%osdp_tools_dir", config.osdp_tools_dir))

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
config.substitutions.append(("%osdp_runtime_test", config.osdp_runtime_test))

# The executable check of the lowering to linalg: the lowered program,
# compiled for the CPU by Debian's MLIR tools, against XLA.
config.substitutions.append(
    ("%lowering_check", "%s %s --osdp-opt %s" % (
        config.check_python,
        os.path.join(config.osdp_src_root, "python", "tools",
                     "lowering_check.py"),
        os.path.join(config.osdp_tools_dir, "osdp-opt"))))

# The Python of the tests' environment (NumPy, JAX).
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
        os.path.join(config.osdp_tools_dir, "osdp-run"),
        os.path.join(config.osdp_tools_dir, "osdp-opt"),
        os.path.join(config.osdp_obj_root, "test", "xla-references"))))

llvm_config.use_default_substitutions()
llvm_config.with_system_environment(["HOME", "TMPDIR"])

tool_dirs = [config.osdp_tools_dir, config.llvm_tools_dir]
# MLIR's and LLVM's own tools compile test/Runtime/openmp-loops.mlir.
tools = ["osdp-opt", "osdp-solve", "osdp-compile", "osdp-run",
         "osdp-threads-test", "not", "count", "mlir-opt", "mlir-translate",
         "llc", "llvm-nm", ToolSubst("%python", config.python_executable)]
llvm_config.add_tool_substitutions(tools, tool_dirs)
