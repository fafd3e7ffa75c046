"""Compares two plan reports of one step, without and with overlap=true:
each mode's compute and communication agree, and the overlapped step is
shorter by the communication it hides (some, never more than all)."""
import json
import sys

with open(sys.argv[1]) as f:
  off = json.load(f)
with open(sys.argv[2]) as f:
  on = json.load(f)
for mode, plan in sorted(off["modes"].items()):
  if "predicted" not in plan:  # a mode the mesh has no plan for
    continue
  blocking, overlapped = plan["predicted"], on["modes"][mode]["predicted"]
  same = all(abs(blocking[k] - overlapped[k]) <= 1e-9 * max(1, blocking[k])
             for k in ("compute_seconds", "communication_seconds"))
  hidden = overlapped["hidden_communication_seconds"]
  step = (overlapped["compute_seconds"] + overlapped["communication_seconds"]
          - hidden)
  good = (same and blocking.get("hidden_communication_seconds", 0) == 0 and
          0 < hidden <= overlapped["communication_seconds"] and
          abs(overlapped["step_seconds"] - step) <= 1e-12)
  print("%s: %s: the same compute and communication, %.3f ms of %.3f hidden"
        % ("ok" if good else "FAIL", mode, hidden * 1e3,
           overlapped["communication_seconds"] * 1e3))
print("%s: the report says overlap" %
      ("ok" if on.get("overlap") is True and off.get("overlap") is False
       else "FAIL"))
