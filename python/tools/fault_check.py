#!/usr/bin/env python3
"""Kills one rank of a running osdp-run job and checks that the job ends.

    fault_check.py ARTIFACT --osdp-run PATH [--rank R] [--after SECONDS]

Starts `osdp-run ARTIFACT -n DEVICES --random-inputs --steps <many>
--output-dir DIR`, sends SIGKILL to the process of one rank once every rank
runs, and checks that the whole job exits within 10 seconds with a non-zero
status, that the launcher names the failed rank, and that no output file
(complete or partial) was written. Prints one line per check.
"""

import argparse
import json
import os
import signal
import subprocess
import sys
import tempfile
import time


def rank_pids(artifact):
  """The process ids of the ranks (children of mpirun running osdp-run)."""
  out = subprocess.run(["pgrep", "-f", "osdp-run %s --random-inputs" %
                        artifact], text=True, capture_output=True).stdout
  return [int(p) for p in out.split()]


def main(argv):
  parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
  parser.add_argument("artifact")
  parser.add_argument("--osdp-run", default="osdp-run")
  parser.add_argument("--after", type=float, default=1.0)
  args = parser.parse_args(argv)
  with open(os.path.join(args.artifact, "manifest.json")) as f:
    ranks = json.load(f)["mesh"]["devices"]
  failures = 0
  with tempfile.TemporaryDirectory() as out:
    job = subprocess.Popen(
        [args.osdp_run, args.artifact, "-n", str(ranks), "--random-inputs",
         "--steps", "100000000", "--output-dir", out],
        stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    deadline = time.time() + 60
    while len(rank_pids(args.artifact)) < ranks and time.time() < deadline:
      time.sleep(0.1)
    time.sleep(args.after)
    pids = rank_pids(args.artifact)
    if len(pids) < ranks:
      print("FAIL: the job did not start %d ranks" % ranks)
      job.kill()
      return 1
    os.kill(pids[-1], signal.SIGKILL)
    killed = time.time()
    try:
      _, stderr = job.communicate(timeout=30)
    except subprocess.TimeoutExpired:
      job.kill()
      print("FAIL: the job still runs 30 s after a rank was killed")
      return 1
    seconds = time.time() - killed
    checks = [
        ("the job ends within 10 s of the kill", seconds <= 10),
        ("the exit status is non-zero", job.returncode != 0),
        ("the failed rank is named", "exited on signal 9" in stderr),
        ("no output file is left", os.listdir(out) == []),
    ]
    for what, ok in checks:
      failures += not ok
      print("%s: %s" % ("ok" if ok else "FAIL", what))
    if failures:
      print(stderr)
  return 1 if failures else 0


if __name__ == "__main__":
  sys.exit(main(sys.argv[1:]))
