#!/usr/bin/env bash
# The suite must hold on a busy machine: a test that waits a fixed time or
# reads the wall clock passes on an idle laptop and fails on a loaded CI
# host. This runs CI's own `.ci/run` RUNS times in a row, each on a fresh
# clone of COMMIT, while stress-ng keeps every core busy, and stops at the
# first run that fails or that needed Playwright's retry (a "flaky" test
# passes CI but is not a suite you can trust).
#
#   bash scripts/ci-under-load.sh [RUNS=10] [COMMIT=HEAD]
#
# Each run's full output stays in the printed log directory; one line per run
# gives its time, the test counts and the load average when it ended.
set -euo pipefail

runs=${1:-10}
repo=$(cd "$(dirname "$0")/.." && pwd)
commit=$(git -C "$repo" rev-parse "${2:-HEAD}")

if ! command -v stress-ng > /dev/null; then
  echo "stress-ng is needed for the load (Debian: apt-get install stress-ng)" >&2
  exit 2
fi

logs=$(mktemp -d "${TMPDIR:-/tmp}/rerouted-under-load.XXXXXX")
clone="$logs/clone"
stress-ng --cpu "$(nproc)" --timeout 0 --quiet &
load_pid=$!
trap 'kill "$load_pid" 2> /dev/null || true; rm -rf "$clone"' EXIT

echo "commit ${commit:0:7}, ${runs} runs under stress-ng --cpu $(nproc); logs in $logs"

# The figures a reader checks: Vitest's two "Tests" lines (PGlite, then
# PostgreSQL), Playwright's pass count and CI's own verdict.
summarise() {
  sed 's/\x1b\[[0-9;]*m//g' "$1" | grep -E '^ +Tests +[0-9]|[0-9]+ passed \(|CI passed' | sed 's/^ *//' | paste -sd ';' - | sed 's/;/; /g'
}

for run in $(seq 1 "$runs"); do
  rm -rf "$clone"
  git clone --quiet "$repo" "$clone"
  git -C "$clone" checkout --quiet "$commit"
  log="$logs/run-$run.log"
  started=$(date +%s)
  status=passed
  (cd "$clone" && CI=true bash .ci/run) > "$log" 2>&1 || status=failed
  seconds=$(( $(date +%s) - started ))
  flaky=$(sed 's/\x1b\[[0-9;]*m//g' "$log" | grep -cE '^ +[0-9]+ flaky' || true)
  if [ "$status" = passed ] && [ "$flaky" -gt 0 ]; then status=flaky; fi
  load=$(cut -d ' ' -f 1 /proc/loadavg)
  echo "run $run: $status in ${seconds} s, load ${load}: $(summarise "$log")"
  if [ "$status" != passed ]; then
    echo "stopped: see $log" >&2
    exit 1
  fi
done
echo "all ${runs} runs passed"
