"""osdp-run under a time limit, its evidence kept as it happens.

The first half of device_corpus_check.py: every program's osdp-run runs
(one step for the outputs, the timed steps, the profiled steps) come before
XLA starts on the same device, since JAX takes device memory once it
starts. Each run has a time limit; a run past it gets SIGTERM, then SIGKILL
five seconds later, to its whole process group (the MPI launcher's ranks
too), so that one hung program costs its own limit and no more. What each
run printed goes to a log file under the output folder as it is printed,
and how it ended (status, signal, seconds) to the program's record, so
that a check cut off from outside still leaves its evidence behind.
"""

import ctypes
import json
import os
import signal
import subprocess
import time

# Seconds between SIGTERM and SIGKILL for a run past its limit.
GRACE_SECONDS = 5

# The run in progress, ended with the check when the check is ended.
_running = None


class RunFailed(Exception):
  """A run that did not succeed; `ended` says how (see Run.ended)."""

  def __init__(self, message, ended):
    super().__init__(message)
    self.ended = ended


class Budget:
  """A deadline for the whole check and the share of it osdp-run may use
  (the rest is XLA's); None: no deadline."""

  def __init__(self, seconds, osdp_share=0.6):
    self.start = time.monotonic()
    self.seconds = seconds
    self.osdp_share = osdp_share

  def left(self, share=1.0):
    """Seconds left of `share` of the budget (None without a budget)."""
    if self.seconds is None:
      return None
    return self.start + self.seconds * share - time.monotonic()

  def limit(self, run_limit, share=1.0):
    """The limit of a run that starts now: its own, or what is left of the
    budget's `share` if less; None when too little is left to start."""
    left = self.left(share)
    if left is None:
      return run_limit
    if left < 2 * GRACE_SECONDS:
      return None
    return min(run_limit, left - GRACE_SECONDS)


def describe_status(returncode):
  """'exit status 1', or 'killed by SIGSEGV (signal 11)'."""
  if returncode < 0:
    try:
      name = signal.Signals(-returncode).name
    except ValueError:
      name = "signal %d" % -returncode
    return "killed by %s (signal %d)" % (name, -returncode)
  return "exit status %d" % returncode


def _die_with_parent():
  """In the child before it runs: SIGKILL when the check dies (Linux's
  PR_SET_PDEATHSIG), which no handler of the check could do for SIGKILL."""
  try:
    ctypes.CDLL(None, use_errno=True).prctl(1, signal.SIGKILL)
  except (OSError, AttributeError):
    pass


def run_logged(command, log_path, limit, env=None):
  """Runs `command` with stdout and stderr to `log_path`, for at most
  `limit` seconds. Returns a dict: seconds, returncode, how it `ended`
  ('ok', 'exit status 1', 'killed by SIGABRT (signal 6)', 'cut off after
  30 s, its limit (killed by SIGTERM (signal 15))') and the log's text."""
  global _running
  start = time.monotonic()
  with open(log_path, "w") as log:
    log.write("$ %s\n" % " ".join(command))
    log.flush()
    process = subprocess.Popen(command, stdout=log, stderr=subprocess.STDOUT,
                               env=env, start_new_session=True,
                               preexec_fn=_die_with_parent)
    _running = process
    timed_out = False
    try:
      process.wait(timeout=limit)
    except subprocess.TimeoutExpired:
      timed_out = True
      end_group(process)
    _running = None
  seconds = time.monotonic() - start
  with open(log_path, errors="replace") as log:
    text = log.read()
  if timed_out:
    ended = "cut off after %.0f s, its limit (%s)" % (
        limit, describe_status(process.returncode))
  elif process.returncode == 0:
    ended = "ok"
  else:
    ended = describe_status(process.returncode)
  return {"seconds": round(seconds, 3), "returncode": process.returncode,
          "ended": ended, "text": text}


def end_running_on_signals():
  """SIGTERM or SIGINT to the check ends its run in progress (its whole
  process group) and then the check, with the signal's status."""
  def handler(sig, _):
    if _running is not None:
      try:
        os.killpg(_running.pid, signal.SIGKILL)
      except ProcessLookupError:
        pass
    raise SystemExit(128 + sig)
  for sig in (signal.SIGTERM, signal.SIGINT):
    signal.signal(sig, handler)


def end_group(process):
  """SIGTERM to the run's process group, SIGKILL if it is still there
  GRACE_SECONDS later."""
  for sig in (signal.SIGTERM, signal.SIGKILL):
    try:
      os.killpg(process.pid, sig)
    except ProcessLookupError:
      return
    try:
      process.wait(timeout=GRACE_SECONDS)
      return
    except subprocess.TimeoutExpired:
      continue


def save_json(path, record):
  """Writes `record` to `path` whole or not at all."""
  partial = path + ".partial"
  with open(partial, "w") as f:
    json.dump(record, f, indent=1, default=str)
    f.write("\n")
  os.replace(partial, path)


def tail(text, lines=12):
  """The last `lines` lines of `text`, for a message."""
  return "\n".join(text.rstrip().splitlines()[-lines:])
