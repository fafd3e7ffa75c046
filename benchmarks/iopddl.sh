#!/usr/bin/env bash
# Runs osdp-solve on the four IOPDDL contest instances at their contest
# timeouts and prints instance, cost, feasibility, score (best known / cost)
# and seconds used, then the mean score.
#
#   benchmarks/iopddl.sh [BUILD_DIR] [TIME_SCALE] [extra osdp-solve args...]
#
# TIME_SCALE (default 1) multiplies every timeout, e.g. 0.25 for a quick run.
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
build="${1:-$here/build}"
scale="${2:-1}"
shift $(( $# > 2 ? 2 : $# )) || true
data="${IOPDDL_DIR:-$here/../shared/iopddl}"
[ -d "$data" ] || data=/work/shared/iopddl
solver="$build/bin/osdp-solve"
[ -x "$solver" ] || { echo "error: $solver not built" >&2; exit 1; }
out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT

printf '%-22s %16s %9s %7s %8s %8s\n' instance cost feasible score seconds timeout
total=0
for spec in A:60:6548641531 G:120:217039 M:180:49928460991 S:240:1534613444; do
  IFS=: read -r name timeout best <<<"$spec"
  file="$data/asplos-2025-iopddl-$name.json.gz"
  limit=$(python3 -c "print(round($timeout * $scale, 3))")
  start=$(date +%s.%N)
  "$solver" "$file" "$limit" "$@" >"$out/$name.out" 2>"$out/$name.err" || true
  end=$(date +%s.%N)
  python3 - "$file" "$out/$name.out" "$best" "$start" "$end" "$limit" "$name" \
      >"$out/$name.row" <<'PY'
import gzip, json, sys
path, answer, best, start, end, limit, name = sys.argv[1:]
lines = [l for l in open(answer).read().splitlines() if l.strip()]
chosen = json.loads(lines[-1]) if lines and lines[-1].startswith('[') else []
p = json.load(gzip.open(path))["problem"]
nodes, edges = p["nodes"], p["edges"]
feasible = bool(chosen) and len(chosen) == len(nodes["costs"])
cost = 0
if feasible:
    cost = sum(nodes["costs"][i][s] for i, s in enumerate(chosen))
    for (u, v), m in zip(edges["nodes"], edges["costs"]):
        cost += m[chosen[u] * len(nodes["costs"][v]) + chosen[v]]
    events = {}
    for (lo, hi), us, s in zip(nodes["intervals"], nodes["usages"], chosen):
        if hi > lo:
            events[lo] = events.get(lo, 0) + us[s]
            events[hi] = events.get(hi, 0) - us[s]
    live = peak = 0
    for t in sorted(events):
        live += events[t]
        peak = max(peak, live)
    feasible = peak <= p["usage_limit"]
score = int(best) / cost if feasible and cost > 0 else 0.0
print(f"asplos-2025-iopddl-{name} {cost:16d} {str(feasible):>9} {score:7.4f} "
      f"{float(end) - float(start):8.2f} {float(limit):8.1f}")
print(score, file=sys.stderr)
PY
  cat "$out/$name.row"
done 2>"$out/scores"
python3 -c "
import sys
s = [float(l) for l in open('$out/scores') if l.strip()]
print(f'mean score {sum(s) / len(s):.4f} over {len(s)} instances')"
