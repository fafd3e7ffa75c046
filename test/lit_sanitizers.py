"""The lit test format and environment of the suites that run against
sanitized programs (test/lit.cfg.py): the runtime's tests against its
sanitized build (OSDP_RUNTIME_SANITIZERS), and the whole suite in a build
where everything is sanitized (OSDP_SANITIZERS, make check-sanitize)."""

import copy
import glob
import os
import re

import lit.formats
import lit.Test
import lit.TestRunner


class SanitizedShTest(lit.formats.ShTest):
    """Runs a test with the sanitizers writing their reports to files of its
    own, and fails it if any was written. A report ends the process with an
    error, but that alone would not fail the tests that expect a failure
    (errors.test, a killed rank) or that read only one rank's output; the
    files also keep the reports out of the output the tests check."""

    def execute(self, test, lit_config):
        _, tmp_base = lit.TestRunner.getTempPaths(test)
        prefix = tmp_base + ".sanitizer"
        for stale in glob.glob(prefix + ".*"):
            os.remove(stale)
        # Each test gets its own copy of the environment, so the log path
        # never leaks into another test's.
        test.config = copy.copy(test.config)
        test.config.environment = dict(test.config.environment)
        for name in ("ASAN_OPTIONS", "UBSAN_OPTIONS"):
            test.config.environment[name] += ":log_path=" + prefix
        result = super().execute(test, lit_config)
        reports = sorted(glob.glob(prefix + ".*"))
        if not reports:
            return result
        output = result.output
        for report in reports:
            with open(report, errors="replace") as f:
                output += "\n--- %s ---\n%s" % (report, f.read())
        return lit.Test.Result(lit.Test.FAIL, output)


def sanitizer_options(name, options):
    """`options` joined for the variable `name`; a user's own options come
    last, so they win."""
    user = os.environ.get(name)
    return ":".join(options + ([user] if user else []))


def configure(config, sanitizers):
    """Makes `config` a suite of programs built with `sanitizers` (a
    -fsanitize= list): the test format above, the lit features LLVM's own
    sanitized builds set, and the sanitizers' options."""
    from lit.llvm import llvm_config

    sanitizers = sanitizers.split(",")
    if "address" in sanitizers:
        config.available_features.add("asan")
    if "undefined" in sanitizers:
        config.available_features.add("ubsan")
    config.test_format = SanitizedShTest(not llvm_config.use_lit_shell)

    # AddressSanitizer makes the collectives a few times slower: their jobs
    # get five times the launcher's time limit.
    config.mpiexec_flags = re.sub(
        r"(--timeout[ =])(\d+)",
        lambda m: m.group(1) + str(5 * int(m.group(2))), config.mpiexec_flags)

    set_options(config)


def set_options(config):
    """The sanitizers' options in the environment of `config`'s tests."""
    # Any report ends the process with an error (and the build has
    # -fno-sanitize-recover=all). LLVM's allocators poison their free memory
    # in sanitized code but not in Debian's libMLIR.so, and the inline
    # functions of both mix at link time, so manual poisoning would report
    # uses after poison that are none: it is ignored.
    config.environment["ASAN_OPTIONS"] = sanitizer_options("ASAN_OPTIONS", [
        "halt_on_error=1", "detect_leaks=1", "check_initialization_order=1",
        "strict_string_checks=1", "allow_user_poisoning=0"])
    config.environment["UBSAN_OPTIONS"] = sanitizer_options("UBSAN_OPTIONS", [
        "halt_on_error=1", "print_stacktrace=1"])
    # Open MPI's own leaks: only allocations made inside Open MPI and the
    # libraries under it are suppressed, so a leak of osdp's code is still
    # reported.
    suppressions = os.path.join(config.osdp_src_root, "test", "Runtime",
                                "lsan-suppressions.txt")
    config.environment["LSAN_OPTIONS"] = sanitizer_options("LSAN_OPTIONS", [
        "suppressions=" + suppressions, "print_suppressions=0"])
    symbolizer = os.path.join(config.llvm_tools_dir, "llvm-symbolizer")
    if os.path.exists(symbolizer):
        config.environment["ASAN_SYMBOLIZER_PATH"] = symbolizer
