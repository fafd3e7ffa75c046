"""The examples, run as a user runs them (shorter where they train)."""

import json
import os
import re
import subprocess
import sys

EXAMPLES = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..",
                        "examples")


def _run(script, *args, cwd):
  proc = subprocess.run([sys.executable, os.path.join(EXAMPLES, script)] +
                        list(args), capture_output=True, text=True, cwd=cwd,
                        timeout=600)
  assert proc.returncode == 0, proc.stdout + proc.stderr
  return proc.stdout


def test_train_gpt_matches_jax(tmp_path):
  out = _run("train_gpt.py", "--steps", "60", "--plot", "loss.svg",
             cwd=tmp_path)
  rows = [line.split() for line in out.splitlines()
          if re.match(r"^\s*\d+\s+\d", line)]
  assert [int(r[0]) for r in rows] == [0, 25, 50, 59]
  for _, ours, theirs, _, _ in rows:
    assert abs(float(ours) - float(theirs)) <= 1e-6 * abs(float(theirs))
  # The loss falls: the model learns its batch.
  assert float(rows[-1][2]) < 0.8 * float(rows[0][2])
  assert "PASS" in out
  svg = (tmp_path / "loss.svg").read_text()
  assert svg.count("<polyline") == 2


def test_plan_gpt_7b(tmp_path):
  out = _run("plan_gpt_7b.py", "--report", "plan.html", cwd=tmp_path)
  assert re.search(r"exported a 6\.66B-parameter training step", out)
  page = (tmp_path / "plan.html").read_text()
  report = json.loads(re.search(
      r'<script id="osdp-plan" type="application/json">(.*?)</script>', page,
      re.S).group(1))
  assert report["mesh"] == {"dp": 8, "tp": 8}
  assert report["memory_bytes"] == 80 * 10 ** 9
  chosen = report["modes"]["auto"]
  assert chosen["predicted"]["peak_memory_bytes"] <= 80 * 10 ** 9
  # 388 parameters (32 layers of 12, the embeddings and the last norm),
  # each with its strategy.
  assert len([p for p in report["parameters"] if "argument" in p]) == 388
