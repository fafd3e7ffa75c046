"""The package as pip builds it from python/: the library and its models,
nothing of the repository's tests or tools."""

import os
import shutil
import subprocess
import sys
import zipfile

PYTHON_DIR = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")


def test_wheel_contents(tmp_path):
  # Built from a copy: setuptools writes build/ and *.egg-info next to the
  # sources.
  source = tmp_path / "src"
  shutil.copytree(PYTHON_DIR, source,
                  ignore=shutil.ignore_patterns("__pycache__", "bin"))
  subprocess.run([sys.executable, "-m", "pip", "wheel", "--no-deps",
                  "--no-build-isolation", "--disable-pip-version-check", "-q",
                  "-w", str(tmp_path), str(source)], check=True,
                 capture_output=True)
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


def test_import_needs_no_jax():
  """`import osdp` (plan, compile, run) works where JAX is not installed."""
  code = ("import sys; sys.modules['jax'] = None; import osdp; "
          "print(osdp.plan.__name__, osdp.compile.__name__)")
  out = subprocess.run([sys.executable, "-c", code], check=True, text=True,
                       capture_output=True, cwd=PYTHON_DIR).stdout
  assert out.split() == ["plan", "compile"]
