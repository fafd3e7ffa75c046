"""Compares the search's own price of its plan with the cost model's
prediction of the plan once partitioned.

Usage: objective_vs_prediction.py REPORT.json TOLERANCE

The search's objective (the solver's total, in tenths of a nanosecond) sums
the strategies' compute and resharding times it was given; the prediction
runs the partitioned step. Prints both and whether they differ by at most
TOLERANCE (a fraction of the prediction): when the search prices a program
other than the one the partition pipeline writes (a loop it does not see),
they part.
"""

import json
import sys

COST_UNITS_PER_SECOND = 1e10


def main():
    report = json.load(open(sys.argv[1]))
    tolerance = float(sys.argv[2])
    auto = report["modes"]["auto"]
    objective = auto["search"]["objective"] / COST_UNITS_PER_SECOND
    predicted = auto["predicted"]["step_seconds"]
    gap = abs(objective - predicted) / predicted
    print(f"objective {objective * 1e3:.3f} ms, predicted "
          f"{predicted * 1e3:.3f} ms, apart by {gap:.1%}")
    if gap > tolerance:
        print(f"FAIL: apart by more than {tolerance:.0%}")
        return 1
    print("ok: the search prices the step it writes")
    return 0


if __name__ == "__main__":
    sys.exit(main())
