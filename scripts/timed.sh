#!/usr/bin/env bash
# The stages of a long make target (make check, make check-fast), each timed,
# and a table of their times at the end:
#
#   scripts/timed.sh LOG --reset                  starts a new table in LOG
#   scripts/timed.sh LOG STAGE COMMAND [ARG...]   runs COMMAND as STAGE
#   scripts/timed.sh LOG --summary                prints the table
#
# Each stage adds a line `STAGE<TAB>SECONDS<TAB>STATUS` to LOG. A stage that
# fails prints the table so far and exits with its command's status, so the
# times are there whichever stage stopped the run.
set -uo pipefail

if [ $# -lt 2 ]; then
  sed -n '2,11p' "$0" | sed 's/^# \{0,1\}//' >&2
  exit 2
fi
log="$1"
shift

summary() {
  local total=0 name seconds status
  echo
  echo "== Time per stage"
  printf '  %-52s %8s  %s\n' stage time status
  while IFS=$'\t' read -r name seconds status; do
    printf '  %-52s %4dm%02ds  %s\n' "$name" $(( seconds / 60 )) \
      $(( seconds % 60 )) "$status"
    total=$(( total + seconds ))
  done < "$log"
  printf '  %-52s %4dm%02ds\n' total $(( total / 60 )) $(( total % 60 ))
}

case "$1" in
  --reset)
    mkdir -p "$(dirname "$log")"
    : > "$log"
    exit 0
    ;;
  --summary)
    summary
    exit 0
    ;;
esac

if [ $# -lt 2 ]; then
  echo "scripts/timed.sh: a stage needs a name and a command" >&2
  exit 2
fi
stage="$1"
shift
echo "== $stage: $*"
start=$(date +%s)
"$@"
rc=$?
elapsed=$(( $(date +%s) - start ))
if [ "$rc" -eq 0 ]; then
  printf '%s\t%d\tok\n' "$stage" "$elapsed" >> "$log"
else
  printf '%s\t%d\tFAILED (exit %d)\n' "$stage" "$elapsed" "$rc" >> "$log"
  summary
fi
exit "$rc"
