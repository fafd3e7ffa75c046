"""Compares the auto-sharding search with the baselines in a plan report.

Usage: compare_baselines.py REPORT.json [MODE_REPORT.json]

Prints the search's predicted step time, that of every baseline whose
partitioned step fits the memory, and whether the search is slower than
any of them (the plan then written is that baseline: the report says which
in `kept_baseline`, which this checks).

MODE_REPORT, a report of the same step planned with a named mode, is the
plan that mode writes: the plan mode=auto writes must be predicted no
slower, and where auto keeps that mode's baseline, it must be the same
plan, parameter by parameter.
"""

import json
import sys


def written_step(report):
    """The predicted step of the plan a report's mode wrote."""
    mode = report["mode"]
    if mode == "auto":
        mode = report["modes"]["auto"].get("kept_baseline", "auto")
    return mode, report["modes"][mode]["predicted"]["step_seconds"]


def against_mode(report, other):
    """Checks REPORT's plan against the one a named mode wrote."""
    kept, step = written_step(report)
    mode, mode_step = written_step(other)
    print(f"written: {kept} {step * 1e3:.3f} ms; mode {mode} writes "
          f"{mode_step * 1e3:.3f} ms")
    if step > mode_step * (1 + 1e-9):
        print(f"FAIL: auto writes a slower plan than mode {mode}")
        return 1
    if kept == mode and report["parameters"] != other["parameters"]:
        print(f"FAIL: the {mode} plan auto keeps is not mode {mode}'s")
        return 1
    print(f"ok: no slower than mode {mode}")
    return 0


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


def checks():
    status = main()
    if status == 0 and len(sys.argv) > 2:
        status = against_mode(json.load(open(sys.argv[1])),
                              json.load(open(sys.argv[2])))
    return status


if __name__ == "__main__":
    sys.exit(checks())
