#!/usr/bin/env python3
"""Kills, damages and resumes checkpointed osdp-run jobs, and checks that
nothing is lost.

    checkpoint_check.py ARTIFACT --inputs DIR --osdp-run PATH
                        [--reshard-artifact OTHER] [--other-program ART]
                        [--steps N] [--every K] [--seed S] [--case NAME]...
                        [--show-runs]

ARTIFACT is a training step (its leading outputs feed back its leading
inputs) and DIR its inputs. The reference is one uninterrupted run of N
steps (300) writing its outputs and printing each step's scalars. Each
case then runs the same job with `--checkpoint-dir D --checkpoint-every K`
(40), interrupted or damaged, and resumes it with `--resume`; it checks
that the resumed job's outputs are bitwise equal to the reference's, that
every step it ran printed the reference's scalars for that step, and what
the case adds. The cases:

  kill-rank      SIGKILL to one rank (chosen from the seed) after a step
                 drawn from the seed: the job fails, the resume continues
                 from the newest checkpoint
  kill-launcher  the same to mpirun, the launcher of the ranks
  corrupt        a finished job's newest checkpoint has a byte changed in
                 one file: the resume reports it, removes it and uses the
                 one before
  truncate       the same with a file cut short
  all-damaged    both checkpoints damaged: the resume stops with a message
                 rather than start afresh, and writes no output
  leftovers      a checkpoint that was being written when its job died
                 (hidden, no checkpoint.json) and one without its
                 checkpoint.json: neither is used, and the hidden one is
                 removed
  keep-two       an uninterrupted checkpointed run leaves exactly the
                 newest two checkpoints, the last one the final state
  disk-full      D is a tmpfs with room for one checkpoint, not two: the
                 job fails at the second one, says the first is intact,
                 leaves no hidden partial one, and the first resumes
                 (skipped where tmpfs cannot be mounted)
  fresh-start    a job without --resume over a directory holding
                 checkpoints is refused in one line, before any rank starts
  busy           a second job on the directory of a running one is refused
                 in one line, before any rank starts
  reshard        (--reshard-artifact: the same program on another mesh)
                 a checkpoint written on OTHER's mesh resumed on
                 ARTIFACT's: equal, bitwise, to ARTIFACT continuing from
                 OTHER's outputs at that step
  other-program  (--other-program) resuming with another program's
                 artifact is refused, naming the tensor that differs

Prints one line per check (with --show-runs, each osdp-run command
first, and what it says of checkpoints and resuming); exits non-zero if
any fails.
"""

import argparse
import filecmp
import json
import os
import random
import shutil
import signal
import subprocess
import sys
import tempfile
import time

CASES = ["kill-rank", "kill-launcher", "corrupt", "truncate", "all-damaged",
         "leftovers", "keep-two", "disk-full", "fresh-start", "busy",
         "reshard", "other-program"]


class Job:
  """Runs osdp-run jobs of one artifact on its inputs."""

  def __init__(self, args, artifact):
    self.args = args
    self.artifact = artifact
    with open(os.path.join(artifact, "manifest.json")) as f:
      self.ranks = json.load(f)["mesh"]["devices"]

  def command(self, out, steps, checkpoint_dir=None, resume=False,
              inputs=None):
    command = [self.args.osdp_run, self.artifact, "-n", str(self.ranks),
               "--inputs", inputs or self.args.inputs, "--steps", str(steps),
               "--print-scalars", "--output-dir", out]
    if checkpoint_dir:
      command += ["--checkpoint-dir", checkpoint_dir, "--checkpoint-every",
                  str(self.args.every)]
    if resume:
      command.append("--resume")
    return command

  def show(self, command):
    if self.args.show_runs:
      print("$ " + " ".join(command), flush=True)

  def run(self, *options, **keywords):
    command = self.command(*options, **keywords)
    self.show(command)
    run = subprocess.run(command, text=True, capture_output=True,
                         timeout=300)
    if self.args.show_runs:
      for line in (run.stdout + run.stderr).splitlines():
        if line.startswith(("checkpoint:", "resume:", "osdp-run:")):
          print("  " + line)
    return run

  def start(self, *options, **keywords):
    command = self.command(*options, **keywords)
    self.show(command)
    return subprocess.Popen(command, text=True, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE)


def step_scalars(stdout):
  """{step: its scalars as printed} from osdp-run's step lines."""
  scalars = {}
  for line in stdout.splitlines():
    if line.startswith("step "):
      number = int(line.split()[1].rstrip(":"))
      scalars[number] = line.split("(max)", 1)[1]
  return scalars


def osdp_run_lines(run):
  """What osdp-run itself said on stderr, indented; MPI's and the
  sanitizers' lines are left out."""
  return "\n".join("  " + line for line in run.stderr.splitlines()
                   if line.startswith(("osdp-run:", "resume:")))


def same_outputs(a, b):
  names = sorted(n for n in os.listdir(a) if n.endswith(".npy"))
  if not names or names != sorted(os.listdir(b)):
    return False
  return all(filecmp.cmp(os.path.join(a, n), os.path.join(b, n),
                         shallow=False) for n in names)


def checkpoints(directory):
  return sorted(n for n in os.listdir(directory) if n.startswith("step-"))


def hidden(directory):
  return sorted(n for n in os.listdir(directory) if n.startswith(".step-"))


class Case:
  """One case's work directory and checks."""

  def __init__(self, name, work, reference, scalars):
    self.name = name
    self.dir = os.path.join(work, name)
    self.ckpt = os.path.join(self.dir, "ckpt")
    self.out = os.path.join(self.dir, "out")
    os.makedirs(self.dir)
    self.reference = reference
    self.scalars = scalars
    self.checks = []
    # Why the case could not run here, if it could not.
    self.skipped = None

  def check(self, what, ok, detail=""):
    """`detail` is printed under the check when it fails."""
    self.checks.append((what, ok, detail))

  def check_resumed(self, run, resumed_from=None):
    """The resumed run succeeded, from the expected step, and ends where
    the uninterrupted run did."""
    self.check("the resumed job succeeds", run.returncode == 0,
               osdp_run_lines(run))
    mine = step_scalars(run.stdout)
    self.check("the resumed job runs only the steps after its checkpoint "
               "(%d steps)" % len(mine),
               mine and len(mine) < len(self.scalars))
    if resumed_from is not None:
      self.check("it resumes from step %d" % resumed_from,
                 "resume: from step %d " % resumed_from in run.stdout)
    self.check("each step's scalars equal the uninterrupted run's",
               all(self.scalars.get(k) == v for k, v in mine.items()))
    self.check("the outputs equal the uninterrupted run's, bitwise",
               os.path.isdir(self.out) and
               same_outputs(self.reference, self.out))

  def report(self):
    if self.skipped:
      print("skipped: %s: %s" % (self.name, self.skipped))
      return 0
    failures = 0
    for what, ok, detail in self.checks:
      failures += not ok
      print("%s: %s: %s" % ("ok" if ok else "FAIL", self.name, what))
      if not ok and detail:
        print(detail)
    return failures


def newest_step(directory):
  names = checkpoints(directory)
  return int(names[-1][5:]) if names else None


def kill_case(case, job, args, rng, target):
  """Starts the checkpointed job, kills `target` ("rank" or "launcher")
  after a random step, then resumes it."""
  # After the first checkpoint, and early enough that the job, which runs
  # on while the kill is aimed, cannot finish first.
  kill_after = rng.randrange(args.every + 5, max(args.every + 6,
                                                  args.steps // 2))
  proc = job.start(case.out, args.steps, case.ckpt)
  for line in proc.stdout:
    if line.startswith("step %d:" % kill_after):
      break
  ranks = ranks_of(proc.pid)
  victim = rng.choice(ranks if target == "rank" else [launcher_of(proc.pid)])
  os.kill(victim, signal.SIGKILL)
  killed_at = time.time()
  proc.stdout.read()
  proc.wait(timeout=60)
  # The ranks outlive the launcher for a moment: the resume must not meet
  # them (they hold the directory).
  while any(alive(pid) for pid in ranks) and time.time() < killed_at + 30:
    time.sleep(0.05)
  seconds = time.time() - killed_at
  case.check("SIGKILL to the %s after step %d: the job fails (status %d), "
             "every rank gone within 10 s (%.1f s)" % (
                 target, kill_after, proc.returncode, seconds),
             proc.returncode != 0 and seconds < 10)
  case.check("no output is written", not os.listdir(case.out))
  expected = newest_step(case.ckpt)
  run = job.run(case.out, args.steps, case.ckpt, resume=True)
  case.check_resumed(run, expected)


def children(pid):
  out = subprocess.run(["pgrep", "-P", str(pid)], text=True,
                       capture_output=True).stdout
  return [int(p) for p in out.split()]


def launcher_of(pid):
  """mpirun, the child of the osdp-run that `-n` started."""
  deadline = time.time() + 30
  while time.time() < deadline:
    found = children(pid)
    if found:
      return found[0]
    time.sleep(0.05)
  raise RuntimeError("osdp-run %d started no launcher" % pid)


def alive(pid):
  """Whether any thread of process `pid` still runs. The main thread
  turns zombie first; until the others are gone too, the process keeps
  its files (and the checkpoint directory's lock) open."""
  try:
    tasks = os.listdir("/proc/%d/task" % pid)
  except OSError:
    return False
  for task in tasks:
    try:
      with open("/proc/%d/task/%s/stat" % (pid, task)) as f:
        if f.read().split(") ", 1)[1][0] not in "ZX":
          return True
    except OSError:
      pass
  return False


def ranks_of(pid):
  return children(launcher_of(pid))


def damage_case(case, job, args, damage):
  """A finished checkpointed job whose newest checkpoint is damaged by
  `damage(path)`; the resume must use the one before."""
  first = job.run(case.out, args.steps - 20, case.ckpt)
  case.check("the checkpointed job succeeds", first.returncode == 0)
  names = checkpoints(case.ckpt)
  victim = os.path.join(case.ckpt, names[-1], "1.npy")
  damage(victim)
  shutil.rmtree(case.out)
  run = job.run(case.out, args.steps, case.ckpt, resume=True)
  case.check("the damage is reported", names[-1] in run.stderr and
             "damaged" in run.stderr)
  case.check("it is removed and the one before used",
             "it is removed and the checkpoint before it used" in
             run.stderr)
  case.check_resumed(run, int(names[-2][5:]))


def flip_byte(path):
  with open(path, "r+b") as f:
    f.seek(os.path.getsize(path) // 2)
    byte = f.read(1)
    f.seek(-1, 1)
    f.write(bytes([byte[0] ^ 0x40]))


def truncate(path):
  with open(path, "r+b") as f:
    f.truncate(os.path.getsize(path) - 100)


def all_damaged_case(case, job, args):
  first = job.run(case.out, 2 * args.every, case.ckpt)
  case.check("the checkpointed job succeeds", first.returncode == 0)
  for name in checkpoints(case.ckpt):
    flip_byte(os.path.join(case.ckpt, name, "0.npy"))
  shutil.rmtree(case.out)
  run = job.run(case.out, args.steps, case.ckpt, resume=True)
  case.check("the resume stops (status %d)" % run.returncode,
             run.returncode != 0)
  case.check("saying every checkpoint is damaged",
             "every checkpoint in %s is damaged" % case.ckpt in run.stderr)
  case.check("having run no step and written no output",
             not step_scalars(run.stdout) and not os.listdir(case.out))


def leftovers_case(case, job, args):
  first = job.run(case.out, 2 * args.every, case.ckpt)
  case.check("the checkpointed job succeeds", first.returncode == 0)
  names = checkpoints(case.ckpt)
  # Death while writing step 3K: a hidden copy with some of its files.
  partial = os.path.join(case.ckpt, ".step-%08d.partial" % (3 * args.every))
  shutil.copytree(os.path.join(case.ckpt, names[-1]), partial)
  os.remove(os.path.join(partial, "checkpoint.json"))
  # A visible one without its record (copied in by hand, say).
  incomplete = os.path.join(case.ckpt, "step-%08d" % (3 * args.every + 1))
  shutil.copytree(os.path.join(case.ckpt, names[-1]), incomplete)
  os.remove(os.path.join(incomplete, "checkpoint.json"))
  shutil.rmtree(case.out)
  run = job.run(case.out, args.steps, case.ckpt, resume=True)
  case.check("the hidden partial checkpoint is removed",
             not os.path.exists(partial))
  case.check("the one without checkpoint.json is reported",
             "has no checkpoint.json" in run.stderr)
  case.check_resumed(run, 2 * args.every)


def keep_two_case(case, job, args):
  run = job.run(case.out, args.steps, case.ckpt)
  case.check("the checkpointed job succeeds", run.returncode == 0)
  last = (args.steps - 1) // args.every * args.every
  expected = ["step-%08d" % last, "step-%08d" % args.steps]
  case.check("it keeps the newest two checkpoints %s (%s)" % (
      expected, checkpoints(case.ckpt)), checkpoints(case.ckpt) == expected)
  final = os.path.join(case.ckpt, expected[-1])
  with open(os.path.join(final, "checkpoint.json")) as f:
    state = json.load(f)["state"]
  case.check("the last one holds the final state (%d tensors)" % len(state),
             all(filecmp.cmp(os.path.join(final, s["file"]),
                             os.path.join(case.reference, s["file"]),
                             shallow=False) for s in state))
  case.check("its outputs equal the uninterrupted run's",
             same_outputs(case.reference, case.out))


def mount_tmpfs(path, size):
  result = subprocess.run(["mount", "-t", "tmpfs", "-o", "size=%d" % size,
                           "tmpfs", path], capture_output=True, text=True)
  return result.returncode == 0


def disk_full_case(case, job, args, checkpoint_bytes):
  os.makedirs(case.ckpt)
  # Room for one checkpoint and a half: the second cannot be made.
  if not mount_tmpfs(case.ckpt, checkpoint_bytes * 3 // 2):
    case.skipped = "cannot mount a tmpfs here"
    return
  try:
    run = job.run(case.out, args.steps, case.ckpt)
    first = "step-%08d" % args.every
    case.check("the job fails at the second checkpoint (status %d)" %
               run.returncode, run.returncode != 0)
    case.check("the message says the first is intact",
               "the checkpoint of step %d is intact" % args.every in
               run.stderr)
    case.check("only the first checkpoint is there (%s)" %
               checkpoints(case.ckpt), checkpoints(case.ckpt) == [first])
    case.check("no partial checkpoint is left (%s)" % hidden(case.ckpt),
               hidden(case.ckpt) == [])
    kept = os.path.join(case.dir, "kept")
    shutil.copytree(case.ckpt, kept)
  finally:
    subprocess.run(["umount", case.ckpt], capture_output=True)
  shutil.rmtree(case.out, ignore_errors=True)
  run = job.run(case.out, args.steps, kept, resume=True)
  case.check_resumed(run, args.every)


def one_line_refusal(case, run, text):
  lines = run.stderr.strip().splitlines()
  case.check("refused (status %d): %s" % (run.returncode, text),
             run.returncode != 0 and any(text in l for l in lines))
  case.check("in one line, with no MPI report (%d lines)" % len(lines),
             len(lines) == 1)


def fresh_start_case(case, job, args):
  job.run(case.out, args.every, case.ckpt)
  run = job.run(case.out, args.steps, case.ckpt)
  one_line_refusal(case, run, "holds the checkpoints of another job")


def busy_case(case, job, args):
  proc = job.start(case.out, 100000000, case.ckpt)
  for line in proc.stdout:
    if line.startswith("step "):
      break
  try:
    run = job.run(os.path.join(case.dir, "out2"), args.steps, case.ckpt,
                  resume=True)
    one_line_refusal(case, run, "another osdp-run job is writing "
                     "checkpoints there")
  finally:
    proc.send_signal(signal.SIGTERM)
    proc.communicate(timeout=60)


def reshard_case(case, job, args):
  writer = Job(args, args.reshard_artifact)
  # A checkpoint of step K on the writer's mesh, and its outputs there.
  first = writer.run(os.path.join(case.dir, "at-k"), args.every, case.ckpt)
  case.check("the job on %d ranks writes a checkpoint" % writer.ranks,
             first.returncode == 0)
  resumed = job.run(case.out, 2 * args.every, case.ckpt, resume=True)
  case.check("resumed on %d ranks (status %d)" % (job.ranks,
                                                  resumed.returncode),
             resumed.returncode == 0)
  case.check("it says it reshards", "resume: resharded from mesh" in
             resumed.stdout)
  # The reference: this mesh continuing from the writer's outputs at step
  # K, fed as inputs (the leading ones: the state; the batch as before).
  inputs = os.path.join(case.dir, "inputs")
  shutil.copytree(args.inputs, inputs)
  with open(os.path.join(case.ckpt, checkpoints(case.ckpt)[-1],
                         "checkpoint.json")) as f:
    state = len(json.load(f)["state"])
  for i in range(state):
    shutil.copy(os.path.join(case.dir, "at-k", "%d.npy" % i),
                os.path.join(inputs, "%d.npy" % i))
  reference = job.run(os.path.join(case.dir, "ref"), args.every,
                      inputs=inputs)
  case.check("the outputs equal, bitwise, the %d-rank job continuing from "
             "the %d-rank outputs" % (job.ranks, writer.ranks),
             reference.returncode == 0 and
             same_outputs(os.path.join(case.dir, "ref"), case.out))


def other_program_case(case, job, args):
  job.run(case.out, args.every, case.ckpt)
  other = Job(args, args.other_program)
  run = other.run(os.path.join(case.dir, "out2"), args.steps, case.ckpt,
                  resume=True)
  case.check("refused (status %d)" % run.returncode, run.returncode != 0)
  case.check("the message names the tensor that differs",
             "was written by another program: input 0 is " in run.stderr)
  case.check("in one line, before any rank starts",
             len(run.stderr.strip().splitlines()) == 1)
  case.check("the checkpoint is kept", checkpoints(case.ckpt) ==
             ["step-%08d" % args.every])


def checkpoint_bytes(reference):
  return sum(os.path.getsize(os.path.join(reference, n))
             for n in os.listdir(reference))


def run_case(name, job, args, work, reference, scalars, rng):
  if name == "reshard" and not args.reshard_artifact or \
     name == "other-program" and not args.other_program:
    print("skipped: %s (no artifact given for it)" % name)
    return 0
  case = Case(name, work, reference, scalars)
  if name in ("kill-rank", "kill-launcher"):
    kill_case(case, job, args, rng, name[5:])
  elif name in ("corrupt", "truncate"):
    damage_case(case, job, args, flip_byte if name == "corrupt" else truncate)
  elif name == "disk-full":
    disk_full_case(case, job, args, checkpoint_bytes(reference))
  else:
    globals()[name.replace("-", "_") + "_case"](case, job, args)
  return case.report()


def main(argv):
  parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
  parser.add_argument("artifact")
  parser.add_argument("--inputs", required=True)
  parser.add_argument("--osdp-run", default="osdp-run")
  parser.add_argument("--reshard-artifact")
  parser.add_argument("--other-program")
  parser.add_argument("--steps", type=int, default=300)
  parser.add_argument("--every", type=int, default=40)
  parser.add_argument("--seed", type=int, default=0)
  parser.add_argument("--case", action="append", choices=CASES)
  parser.add_argument("--show-runs", action="store_true",
                      help="print each osdp-run command and its lines on "
                      "checkpoints")
  args = parser.parse_args(argv)
  rng = random.Random(args.seed)
  job = Job(args, args.artifact)
  work = tempfile.mkdtemp()
  try:
    reference = os.path.join(work, "reference")
    run = job.run(reference, args.steps)
    if run.returncode != 0:
      print("FAIL: the uninterrupted run:\n" + run.stderr)
      return 1
    scalars = step_scalars(run.stdout)
    print("reference: %d steps on %d ranks, seed %d" % (len(scalars),
                                                        job.ranks, args.seed))
    failures = sum(run_case(name, job, args, work, reference, scalars, rng)
                   for name in args.case or CASES)
    return 1 if failures else 0
  finally:
    shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
  sys.exit(main(sys.argv[1:]))
