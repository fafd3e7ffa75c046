# -*- Python -*-
# Runs every GoogleTest binary built under <build>/unittests.
import os

import lit.formats

config.name = "osdp-Unit"
config.suffixes = []
config.test_source_root = os.path.join(config.osdp_obj_root, "unittests")
config.test_exec_root = config.test_source_root
config.test_format = lit.formats.GoogleTest(".", "Tests")
