#!/usr/bin/env python3
"""Injects faults into running osdp-run jobs and checks that each ends
cleanly.

    fault_check.py ARTIFACT --osdp-run PATH [--rank R] [--collective K]
                   [--case NAME]...

Each case runs `osdp-run ARTIFACT -n DEVICES --random-inputs --steps S
--output-dir DIR` with one fault, then checks that every rank has exited
within 10 seconds of the fault, that the exit status is non-zero, that the
messages name the failed rank, that DIR holds no output file, complete
or partial, and that the same job run again without the fault succeeds
and writes every output. The cases:

  kill-external  SIGKILL to rank R from outside, one second into the run
  kill-before    rank R kills itself before its first collective
                 (OSDP_RT_FAULT=kill:R:before:0)
  kill-during    rank R stops before its collective K, so that the others
                 wait inside it, and is killed from outside a second later
  kill-after     rank R kills itself as its collective K returns
  stall          rank R stops (SIGSTOP) before its collective K and never
                 resumes; the others' watchdog (OSDP_RT_TIMEOUT_SECONDS=3)
                 ends them and names it
  hang           rank R's main thread hangs before its collective K, its
                 other threads alive: the same, named as hung
  unwritable     the output directory is inside a regular file: refused
                 in one line before any rank starts (no MPI job to abort)
  disk-full      the output directory is a tmpfs of one page, too small for
                 the outputs of a program with two or more (skipped where
                 tmpfs cannot be mounted)

Prints one line per check; exits non-zero if any fails.
"""

import argparse
import json
import os
import shutil
import signal
import subprocess
import sys
import tempfile
import time

CASES = ["kill-external", "kill-before", "kill-during", "kill-after", "stall",
         "hang", "unwritable", "disk-full"]


def rank_pids(artifact):
  """The process ids of the ranks (children of mpirun running osdp-run)."""
  out = subprocess.run(["pgrep", "-f", "osdp-run %s --random-inputs" %
                        artifact], text=True, capture_output=True).stdout
  return [int(p) for p in out.split()]


def mpi_rank(pid):
  """The MPI rank of process `pid` (from its environment), or None."""
  try:
    with open("/proc/%d/environ" % pid, "rb") as f:
      for entry in f.read().split(b"\0"):
        if entry.startswith(b"OMPI_COMM_WORLD_RANK="):
          return int(entry.split(b"=", 1)[1])
  except OSError:
    pass
  return None


def wait_for_rank(artifact, ranks, rank):
  """The process id of `rank`, once every rank runs."""
  deadline = time.time() + 60
  while len(rank_pids(artifact)) < ranks and time.time() < deadline:
    time.sleep(0.1)
  for pid in rank_pids(artifact):
    if mpi_rank(pid) == rank:
      return pid
  raise RuntimeError("rank %d of the job was not found" % rank)


def start(args, ranks, out, steps, env=None):
  return subprocess.Popen(
      [args.osdp_run, args.artifact, "-n", str(ranks), "--random-inputs",
       "--steps", str(steps), "--output-dir", out],
      stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True,
      env=dict(os.environ, **(env or {})))


def fault_env(action, args, when, index):
  return {"OSDP_RT_FAULT": "%s:%d:%s:%d" % (action, args.rank, when, index)}


def inject(case, args, ranks, out):
  """Starts the job with the case's fault; returns the job, the time of
  the fault, and the text that must be in its messages."""
  forever = 100000000
  signalled = "rank %d with PID" % args.rank
  if case == "kill-external":
    job = start(args, ranks, out, forever)
    pid = wait_for_rank(args.artifact, ranks, args.rank)
    time.sleep(1)
    os.kill(pid, signal.SIGKILL)
    return job, time.time(), signalled
  if case == "kill-before":
    env = fault_env("kill", args, "before", 0)
    return start(args, ranks, out, forever, env), time.time(), signalled
  if case == "kill-during":
    job = start(args, ranks, out, forever,
                fault_env("stop", args, "before", args.collective))
    pid = wait_for_rank(args.artifact, ranks, args.rank)
    time.sleep(1)
    os.kill(pid, signal.SIGKILL)
    return job, time.time(), signalled
  if case == "kill-after":
    env = fault_env("kill", args, "after", args.collective)
    return start(args, ranks, out, forever, env), time.time(), signalled
  if case in ("stall", "hang"):
    action = "stop" if case == "stall" else "hang"
    env = fault_env(action, args, "before", args.collective)
    env["OSDP_RT_TIMEOUT_SECONDS"] = "3"
    if case == "stall":
      named = "rank %d %shas stopped responding" % (args.rank,
                                                     args.stage_label)
    else:
      named = "rank %d runs but has not reached collective #%d" % (
          args.rank, args.collective)
    return start(args, ranks, out, forever, env), time.time(), named
  if case == "unwritable":
    blocker = os.path.join(out, "file")
    with open(blocker, "w") as f:
      f.write("not a directory\n")
    job = start(args, ranks, os.path.join(blocker, "out"), forever)
    return job, time.time(), "osdp-run: --output-dir"
  if case == "disk-full":
    job = start(args, ranks, out, 2)
    return job, time.time(), "rank 0: "
  raise ValueError(case)


def mount_small_tmpfs(path):
  # One page: room for one small output file, not for two.
  result = subprocess.run(["mount", "-t", "tmpfs", "-o", "size=4k", "tmpfs",
                           path], capture_output=True, text=True)
  return result.returncode == 0


def outputs_of(directory):
  return sorted(n for n in os.listdir(directory) if n != "file")


def run_case(case, args, ranks, work):
  out = os.path.join(work, case)
  os.makedirs(out)
  if case == "disk-full" and not mount_small_tmpfs(out):
    print("skipped: %s (cannot mount a tmpfs here)" % case)
    return 0
  try:
    job, fault_time, named = inject(case, args, ranks, out)
    try:
      _, stderr = job.communicate(timeout=40)
    except subprocess.TimeoutExpired:
      job.kill()
      print("FAIL: %s: the job still runs 40 s after the fault" % case)
      return 1
    seconds = time.time() - fault_time
    # A stalled rank is found by the others' watchdog, after its timeout.
    limit = 10 + (3 if case in ("stall", "hang") else 0)
    checks = [
        ("every rank exits within %d s (%.1f s)" % (limit, seconds),
         seconds <= limit),
        ("the exit status is non-zero", job.returncode != 0),
        ("the messages name the failure", named in stderr),
        ("no output file is left", outputs_of(out) == []),
    ]
    if case == "unwritable":
      checks.append(("it is one line, with no MPI report",
                     len(stderr.strip().splitlines()) == 1))
    if case == "disk-full":
      subprocess.run(["umount", out], check=False)
    rerun = start(args, ranks, out, 1)
    _, rerun_err = rerun.communicate(timeout=120)
    checks.append(("a re-run succeeds", rerun.returncode == 0 and
                   len(outputs_of(out)) > 0))
    failures = 0
    for what, ok in checks:
      failures += not ok
      print("%s: %s: %s" % ("ok" if ok else "FAIL", case, what))
    if failures:
      print(stderr + rerun_err)
    return failures
  finally:
    subprocess.run(["umount", out], capture_output=True, check=False)


def stage_label(manifest, rank):
  """How the runtime names `rank`'s pipeline stage after its rank: "" for
  an artifact without stages."""
  mesh = manifest["mesh"]
  names = [axis["name"] for axis in mesh["axes"]]
  if manifest.get("stage_axis") not in names:
    return ""
  axis = names.index(manifest["stage_axis"])
  sizes = [a["size"] for a in mesh["axes"]]
  ids = mesh.get("device_ids")
  position = ids.index(rank) if ids else rank
  inner = 1
  for size in sizes[axis + 1:]:
    inner *= size
  return "(pipeline stage %d) " % (position // inner % sizes[axis])


def main(argv):
  parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
  parser.add_argument("artifact")
  parser.add_argument("--osdp-run", default="osdp-run")
  parser.add_argument("--rank", type=int, default=1)
  parser.add_argument("--collective", type=int, default=5)
  parser.add_argument("--case", action="append", choices=CASES)
  args = parser.parse_args(argv)
  with open(os.path.join(args.artifact, "manifest.json")) as f:
    manifest = json.load(f)
  ranks = manifest["mesh"]["devices"]
  args.stage_label = stage_label(manifest, args.rank)
  work = tempfile.mkdtemp()
  try:
    return 1 if sum(run_case(case, args, ranks, work)
                    for case in args.case or CASES) else 0
  finally:
    shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
  sys.exit(main(sys.argv[1:]))
