# -*- Python -*-
# Runs every GoogleTest binary built under <build>/unittests.
import os

import lit.formats

config.name = "osdp-Unit"
config.suffixes = []
config.test_source_root = os.path.join(config.osdp_obj_root, "unittests")
config.test_exec_root = config.test_source_root
config.test_format = lit.formats.GoogleTest(".", "Tests")

if config.osdp_sanitizers:
    # A sanitizer's report fails a unit test by its exit status; the
    # options are those of the other suites (test/lit_sanitizers.py).
    import sys
    sys.path.insert(0, os.path.dirname(os.path.dirname(__file__)))
    import lit_sanitizers
    config.name = "osdp-Unit-sanitized"
    lit_sanitizers.set_options(config)
