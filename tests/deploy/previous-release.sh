#!/usr/bin/env bash
# Rollback safety (docs/operations.md, "Upgrading"): migrations only expand, so
# the previous release, named in .ci/previous-release, keeps working on a
# database this checkout has migrated. Starts this checkout's server on a new
# database (which migrates it), then the previous release on the same
# database, and runs tests/deploy/release-smoke.mjs (sign-in, progress save,
# lead, signed purchase) against it. On PostgreSQL (TEST_DATABASE_URL) both
# run at once, as during a rolling restart, and the smoke runs against each.
# Usage: bash tests/deploy/previous-release.sh   (from a built checkout)
set -euo pipefail
repo="$(cd "$(dirname "$0")/../.." && pwd)"
read -r release commit < <(grep -v -e '^#' -e '^$' "$repo/.ci/previous-release" | head -n 1)
if ! git -C "$repo" cat-file -e "$commit^{commit}" 2> /dev/null; then
  echo "!!!!!!!! PREVIOUS-RELEASE CHECK SKIPPED: $release ($commit) is not in this clone's history !!!!!!!!"
  exit 0
fi

work="$(mktemp -d "${TMPDIR:-/tmp}/rerouted-previous.XXXXXX")"
pids=()
database=""
cleanup() {
  for pid in "${pids[@]}"; do kill "$pid" 2> /dev/null && wait "$pid" 2> /dev/null || true; done
  [ -z "$database" ] || psql "$TEST_DATABASE_URL" -qc "drop database if exists $database with (force)" > /dev/null || true
  rm -rf "$work"
}
trap cleanup EXIT
fail() {
  echo "FAILED: $1"
  for log in "$work"/*.log; do echo "--- $log"; tail -n 30 "$log"; done
  exit 1
}

echo "== $release ($commit): install and build =="
mkdir "$work/previous"
git -C "$repo" archive "$commit" | tar -x -C "$work/previous"
if git -C "$repo" diff --quiet "$commit" HEAD -- package-lock.json; then
  # The same lockfile: hard links to this checkout's packages instead of a second download.
  cp -al "$repo/node_modules" "$work/previous/node_modules"
else
  (cd "$work/previous" && npm ci --no-audit --no-fund --loglevel=error)
fi
(cd "$work/previous" && npm run build --silent > "$work/build.log" 2>&1) || fail "building $release"

free_port() { node -e 'const s = require("node:net").createServer().listen(0, "127.0.0.1", () => { console.log(s.address().port); s.close(); })'; }
secret="previous-release-$(node -e 'console.log(require("node:crypto").randomBytes(16).toString("hex"))')"
password="previous-release-password"
# Both releases share one secret, as instances on one database must (sessions and second factors depend on it).
auth_secret="$(node -e 'console.log(require("node:crypto").randomBytes(32).toString("hex"))')"
if [ -n "${TEST_DATABASE_URL:-}" ]; then
  database="rerouted_previous_$$"
  psql "$TEST_DATABASE_URL" -qc "create database $database" > /dev/null
  store=(DATABASE_URL="${TEST_DATABASE_URL%/*}/$database")
else
  store=(DATA_DIR="$work/data")
fi

# start NAME DIR: starts DIR's server.js on a free port, waits until /healthz answers; sets $url.
start() {
  local port
  port="$(free_port)"
  url="http://127.0.0.1:$port"
  env -u DATA_DIR -u DATABASE_URL -u STORAGE_URL "${store[@]}" PORT="$port" BASE_URL="$url" SEED_DEMO=1 \
    DEMO_PASSWORD="$password" WEBHOOK_SECRET="$secret" AUTH_SECRET="$auth_secret" LOG_LEVEL=warn node "$2/server.js" > "$work/$1.log" 2>&1 &
  pids+=($!)
  for _ in $(seq 1 240); do
    curl -fsS "$url/healthz" > /dev/null 2>&1 && return 0
    kill -0 "${pids[-1]}" 2> /dev/null || fail "$1 exited"
    sleep 0.5
  done
  fail "$1 did not become healthy in 120 s"
}
smoke() {
  BASE_URL="$2" DEMO_PASSWORD="$password" WEBHOOK_SECRET="$secret" node "$repo/tests/deploy/release-smoke.mjs" \
    | sed "s/^/  $1: /" || fail "the smoke against $1"
}

echo "== this checkout migrates a new database (${store[0]%%=*}) =="
start current "$repo"
current_url="$url"
if [ -z "$database" ]; then
  # The embedded database has one process at a time: stop before the previous release opens it.
  kill "${pids[-1]}" && wait "${pids[-1]}" 2> /dev/null || true
  pids=()
fi
echo "== $release on the migrated database =="
start previous "$work/previous"
smoke "$release" "$url"
if [ -n "$database" ]; then smoke "this checkout, alongside" "$current_url"; fi
echo "== $release works on this checkout's migrations =="
