"""The lit test format of the runtime's tests under the sanitizers
(test/lit.cfg.py, OSDP_RUNTIME_SANITIZERS)."""

import copy
import glob
import os

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

