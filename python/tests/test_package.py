"""The package as pip builds it from python/: the library and its models,
nothing of the repository's tests or tools."""

import os
import shutil
import subprocess
import sys
import zipfile

PYTHON_DIR = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")


def _files(directory):
  """Every file under `directory` but Python's caches."""
  found = set()
  for root, dirs, files in os.walk(directory):
    dirs[:] = [d for d in dirs if d != "__pycache__"]
    found.update(os.path.relpath(os.path.join(root, f), directory)
                 for f in files)
  return found


def _pip(*args, cwd=None):
  subprocess.run([sys.executable, "-m", "pip", *args, "--no-deps",
                  "--no-build-isolation", "--disable-pip-version-check",
                  "-q"], check=True, capture_output=True, cwd=cwd)


def test_wheel_contents(tmp_path):
  # Built from the source tree itself, which the build must leave as it
  # was (setuptools alone would write build/ and osdp.egg-info there).
  before = _files(PYTHON_DIR)
  _pip("wheel", "-w", str(tmp_path), PYTHON_DIR)
  assert _files(PYTHON_DIR) == before
  wheels = [f for f in os.listdir(tmp_path) if f.endswith(".whl")]
  assert len(wheels) == 1 and wheels[0].startswith("osdp-0.1.0-")
  names = zipfile.ZipFile(tmp_path / wheels[0]).namelist()
  for module in ("osdp/__init__.py", "osdp/planning.py", "osdp/running.py",
                 "osdp/step_export.py", "osdp/tools.py",
                 "osdp/models/gpt2.py"):
    assert module in names
  assert not [n for n in names if n.startswith(("tests/", "tools/"))]
  metadata = [n for n in names if n.endswith("METADATA")][0]
  text = zipfile.ZipFile(tmp_path / wheels[0]).read(metadata).decode()
  assert "Requires-Dist: numpy" in text


def test_install_from_the_sdist(tmp_path):
  """The sdist carries the build backend: a wheel builds from it too."""
  subprocess.run([sys.executable, "-c",
                  "import sys; sys.path.insert(0, '_build_backend'); "
                  "import osdp_build; osdp_build.build_sdist(sys.argv[1])",
                  str(tmp_path)], check=True, capture_output=True,
                 cwd=PYTHON_DIR)
  sdists = [f for f in os.listdir(tmp_path) if f.endswith(".tar.gz")]
  assert len(sdists) == 1
  _pip("install", "--target", str(tmp_path / "site"),
       str(tmp_path / sdists[0]))
  assert (tmp_path / "site" / "osdp" / "running.py").exists()


def test_import_needs_no_jax():
  """`import osdp` (plan, compile, run) works where JAX is not installed."""
  code = ("import sys; sys.modules['jax'] = None; import osdp; "
          "print(osdp.plan.__name__, osdp.compile.__name__)")
  out = subprocess.run([sys.executable, "-c", code], check=True, text=True,
                       capture_output=True, cwd=PYTHON_DIR).stdout
  assert out.split() == ["plan", "compile"]
