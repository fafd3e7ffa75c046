"""The package's PEP 517 build backend: setuptools', run on a copy of the
sources.

setuptools writes `build/` and `osdp.egg-info/` beside the sources it
builds, so `pip install ./python` would leave them in the source tree.
Each build here copies python/ to a temporary directory first and builds
there; the wheel, sdist or metadata lands where pip asked.
"""

import functools
import os
import shutil
import tempfile

from setuptools import build_meta as _setuptools

# What a copy leaves out: setuptools' own leftovers and Python's caches.
_IGNORED = shutil.ignore_patterns("build", "*.egg-info", "__pycache__",
                                  "*.pyc")


def _in_a_copy(build):
  @functools.wraps(build)
  def run(output_directory, *args, **kwargs):
    source = os.getcwd()
    output_directory = os.path.abspath(output_directory)
    with tempfile.TemporaryDirectory(prefix="osdp-build-") as scratch:
      copy = os.path.join(scratch, "python")
      shutil.copytree(source, copy, ignore=_IGNORED)
      os.chdir(copy)
      try:
        return build(output_directory, *args, **kwargs)
      finally:
        os.chdir(source)
  return run


build_wheel = _in_a_copy(_setuptools.build_wheel)
build_sdist = _in_a_copy(_setuptools.build_sdist)
prepare_metadata_for_build_wheel = _in_a_copy(
    _setuptools.prepare_metadata_for_build_wheel)
get_requires_for_build_wheel = _setuptools.get_requires_for_build_wheel
get_requires_for_build_sdist = _setuptools.get_requires_for_build_sdist
