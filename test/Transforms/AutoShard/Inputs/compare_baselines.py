"""Compares the auto-sharding search with the baselines in a plan report.

Usage: compare_baselines.py REPORT.json

Prints the search's predicted step time, that of every baseline whose
partitioned step fits the memory, and whether the search is slower than
any of them (the plan then written is that baseline: the report says which
in `kept_baseline`, which this checks).
"""

import json
import sys


def main():
    report = json.load(open(sys.argv[1]))
    memory = report["memory_bytes"]
    auto = report["modes"]["auto"]
    search = auto["predicted"]["step_seconds"]
    fitting = {}
    for mode, entry in report["modes"].items():
        predicted = entry.get("predicted")
        if mode == "auto" or not predicted or not entry["fits"]:
            continue
        if predicted["peak_memory_bytes"] <= memory:
            fitting[mode] = predicted["step_seconds"]
    best = min(fitting, key=fitting.get, default=None)
    print(f"search {search * 1e3:.3f} ms; "
          + ", ".join(f"{m} {s * 1e3:.3f} ms" for m, s in sorted(fitting.items())))
    if best is not None and fitting[best] < search:
        if auto.get("kept_baseline") != best:
            print(f"FAIL: {best} is faster and was not kept")
            return 1
        print(f"search slower than {best}, which is kept")
        return 0
    if "kept_baseline" in auto:
        print("FAIL: a baseline was kept though the search is not slower")
        return 1
    print("search not slower than any fitting baseline")
    return 0


if __name__ == "__main__":
    sys.exit(main())
