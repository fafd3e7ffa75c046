"""Checks the search's rounds over the solver's usage limit.

Usage: limit_rounds.py REPORT.json MEMORY

The report's `search.limits` lists every usage limit the search solved
under, in order, with its plan's predicted peak and step. Prints each
round, then checks that the plan kept is the fastest of the rounds whose
plan fits MEMORY bytes per device, and says whether it came from a limit
looser than the first that fit (the bisection found a faster plan) and
whether the time limit ended the search.
"""

import json
import sys


def main():
    report = json.load(open(sys.argv[1]))
    memory = int(sys.argv[2])
    auto = report["modes"]["auto"]
    rounds = auto["search"]["limits"]
    for i, entry in enumerate(rounds):
        peak = entry.get("peak_memory_bytes")
        print(f"round {i}: limit {entry['usage_limit']}, " +
              (f"peak {peak}, step {entry['step_seconds'] * 1e3:.4f} ms"
               if peak is not None else "no plan"))
    fitting = [e for e in rounds
               if e.get("peak_memory_bytes", memory + 1) <= memory]
    if not fitting:
        print("FAIL: no round's plan fits")
        return 1
    fastest = min(fitting, key=lambda e: e["step_seconds"])
    kept = auto["predicted"]
    if (kept["step_seconds"] != fastest["step_seconds"] or
            kept["peak_memory_bytes"] != fastest["peak_memory_bytes"] or
            auto["search"]["usage_limit"] != fastest["usage_limit"]):
        print("FAIL: the plan kept is not the fastest that fits")
        return 1
    print(f"ok: kept the fastest of {len(fitting)} fitting plans")
    first = fitting[0]
    print(f"rounds after the first fit: "
          f"{len(rounds) - 1 - rounds.index(first)}")
    print("out of time: " + ("yes" if auto["search"]["out_of_time"]
                             else "no"))
    if fastest["usage_limit"] > first["usage_limit"]:
        print(f"loosened: limit {first['usage_limit']} -> "
              f"{fastest['usage_limit']}, step "
              f"{first['step_seconds'] * 1e3:.3f} -> "
              f"{fastest['step_seconds'] * 1e3:.3f} ms")
    return 0


if __name__ == "__main__":
    sys.exit(main())
