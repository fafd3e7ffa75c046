"""Checks the auto-sharding search against brute force.

Usage: brute_force.py PROBLEM.json REPORT.json

PROBLEM is the solver problem osdp-opt wrote (--osdp-solver-problem),
REPORT its plan report. Every assignment of the problem is evaluated (node
and edge costs, the memory live at every time point against the limit);
the search's objective must equal the smallest cost of an assignment that
fits. Meant for problems of a few thousand assignments.
"""

import itertools
import json
import sys


def cost_and_peak(problem, choice):
    nodes, edges = problem["nodes"], problem["edges"]
    total = sum(costs[s] for costs, s in zip(nodes["costs"], choice))
    for (u, v), matrix in zip(edges["nodes"], edges["costs"]):
        total += matrix[choice[u] * len(nodes["costs"][v]) + choice[v]]
    end = max((hi for _, hi in nodes["intervals"]), default=0)
    live = [0] * (end + 1)
    for (lo, hi), usages, s in zip(nodes["intervals"], nodes["usages"], choice):
        for t in range(lo, hi):
            live[t] += usages[s]
    return total, max(live, default=0)


def main():
    problem = json.load(open(sys.argv[1]))["problem"]
    report = json.load(open(sys.argv[2]))
    objective = report["modes"]["auto"]["search"]["objective"]
    limit = problem.get("usage_limit", -1)
    counts = [len(costs) for costs in problem["nodes"]["costs"]]
    best, tried = None, 0
    for choice in itertools.product(*(range(k) for k in counts)):
        tried += 1
        total, peak = cost_and_peak(problem, choice)
        if (limit < 0 or peak <= limit) and (best is None or total < best):
            best = total
    print(f"brute force: {tried} assignments, best {best}; search {objective}")
    if best != objective:
        print("FAIL: the search's plan is not the cheapest")
        return 1
    print("ok: the search found the cheapest plan")
    return 0


if __name__ == "__main__":
    sys.exit(main())
