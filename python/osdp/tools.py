"""Finding and running osdp's command-line tools (osdp-opt, osdp-compile,
osdp-run).

The package drives the tools; it does not reimplement them.  A tool is
looked up, in this order, in the directory `$OSDP_TOOLS` names, in the
package's own `bin/` (where a wheel that bundles the tools puts them), and
on `PATH`.  A tool that fails raises `ToolError` with what it printed.
"""

import os
import shutil
import subprocess

_BUNDLED = os.path.join(os.path.dirname(os.path.abspath(__file__)), "bin")


class ToolError(RuntimeError):
  """An osdp tool failed, or could not be found.

  `tool` is its name, `returncode` its exit status (None when it was not
  found or did not start), `message` what it printed on stderr (the tool's
  own diagnostic), and `command` the command line."""

  def __init__(self, tool, message, returncode=None, command=None):
    self.tool = tool
    self.message = message.strip()
    self.returncode = returncode
    self.command = command
    super().__init__("%s: %s" % (tool, self.message))


def find(tool):
  """The path of `tool`; raises ToolError if it is nowhere to be found."""
  candidates = []
  if os.environ.get("OSDP_TOOLS"):
    candidates.append(os.path.join(os.environ["OSDP_TOOLS"], tool))
  candidates.append(os.path.join(_BUNDLED, tool))
  for path in candidates:
    if os.path.isfile(path) and os.access(path, os.X_OK):
      return path
  found = shutil.which(tool)
  if found:
    return found
  raise ToolError(
      tool, "not found in $OSDP_TOOLS, in the package or on PATH: build "
      "osdp (make build) and put build/bin on PATH or in $OSDP_TOOLS")


def run(tool, args, timeout=None):
  """Runs `tool` with `args`; returns its CompletedProcess (text).  Raises
  ToolError with the tool's stderr when it exits non-zero."""
  command = [find(tool)] + [str(a) for a in args]
  try:
    proc = subprocess.run(command, capture_output=True, text=True,
                          timeout=timeout, check=False)
  except subprocess.TimeoutExpired as e:
    raise ToolError(tool, "did not finish in %s s" % timeout,
                    command=command) from e
  if proc.returncode != 0:
    message = proc.stderr.strip() or proc.stdout.strip() or (
        "exited with status %d" % proc.returncode)
    raise ToolError(tool, message, proc.returncode, command)
  return proc
