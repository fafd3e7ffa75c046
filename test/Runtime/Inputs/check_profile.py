"""Checks the profile in an osdp-run --report-json file: every figure of
every rank is there, and each rank's GEMM FLOPs per step equal the sum of
2 * batch * m * n * k * calls over the GEMM shapes, divided by the steps.

    check_profile.py REPORT.json

Prints the shapes (sorted) and the FLOPs per step for FileCheck; exits
non-zero with a message when something is missing or does not add up.
"""

import json
import sys

KINDS = ("gemm", "all_reduce", "all_gather", "reduce_scatter", "all_to_all",
         "collective_permute", "send", "recv")


def main(path):
  with open(path) as f:
    report = json.load(f)
  profile = report["profile"]
  steps = profile["steps"]
  assert steps == len(report["step_seconds"]), "steps differ"
  assert len(profile["ranks"]) == report["ranks"], "not one entry per rank"
  shapes = profile["gemm_shapes"]
  total = 0
  for s in shapes:
    total += 2 * s["batch"] * s["m"] * s["n"] * s["k"] * s["calls"]
    print("shape %s batch %d m %d n %d k %d: %d calls" % (
        s["dtype"], s["batch"], s["m"], s["n"], s["k"], s["calls"]))
  assert total % steps == 0, "the shapes' FLOPs do not divide into steps"
  for rank, entry in enumerate(profile["ranks"]):
    assert entry["rank"] == rank
    for key in ("seconds", "other_seconds"):
      assert isinstance(entry[key], float) or isinstance(entry[key], int), key
    for kind in KINDS:
      figures = entry[kind]
      assert figures["calls"] >= 0 and figures["seconds"] >= 0, kind
      assert ("flops" if kind == "gemm" else "bytes") in figures, kind
    gemm = entry["gemm"]
    if gemm["flops"] * steps != total:
      sys.exit("rank %d: %d GEMM FLOPs per step, the shapes give %d / %d" %
               (rank, gemm["flops"], total, steps))
    print("rank %d: %d GEMM FLOPs per step = sum of 2*batch*m*n*k*calls "
          "over %d shapes / %d steps, %d all_reduce calls" % (
              rank, gemm["flops"], len(shapes), steps,
              entry["all_reduce"]["calls"]))


if __name__ == "__main__":
  main(sys.argv[1])
