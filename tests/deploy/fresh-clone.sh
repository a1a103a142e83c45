#!/usr/bin/env bash
# The install of docs/operations.md ("One small server"), literally, on a fresh clone of the committed tree:
# git clone, npm ci, npm run build, then `node /path/to/server.js` started
# from `/`. Passes when the site answers and its embedded database was made
# in the clone's data/ (not in the working directory). Stops the server and
# removes the clone afterwards.
set -euo pipefail
repo="$(cd "$(dirname "$0")/../.." && pwd)"
commit="$(git -C "$repo" rev-parse HEAD)"
work="$(mktemp -d "${TMPDIR:-/tmp}/rerouted-clone.XXXXXX")"
pid=""
created_data=""
cleanup() {
  if [ -n "$pid" ] && kill -0 "$pid" 2> /dev/null; then
    kill "$pid"
    wait "$pid" 2> /dev/null || true
  fi
  rm -rf "$work"
  # The database the server made in the checkout's own data/, which did not exist before.
  [ -z "$created_data" ] || rm -rf "$created_data"
}
trap cleanup EXIT
fail() {
  echo "FAILED: $1"
  [ -f "$work/server.log" ] && tail -n 40 "$work/server.log"
  exit 1
}

# CI runs in a fresh clone it has just installed and built: that checkout is then the fresh clone,
# and a second install and build of the same tree would prove nothing more. A checkout holding
# anything else (local changes, untracked files, a data/ or .env) gets a clone of its own.
leftovers="$(git -C "$repo" status --porcelain --ignored | grep -vE '^!! (node_modules|build|\.react-router|test-results)/$' || true)"
if [ -z "$leftovers" ] && [ -f "$repo/build/server/index.js" ]; then
  echo "== the checkout is a fresh clone of $commit, installed and built =="
  clone="$repo"
  created_data="$repo/data"
else
  echo "== fresh clone of $commit (the checkout holds $(echo "$leftovers" | head -n 3 | paste -sd ' ')) =="
  clone="$work/rerouted"
  created_data=""
  git clone --quiet --no-checkout "$repo" "$clone"
  git -C "$clone" checkout --quiet "$commit"
  cd "$clone"
  npm ci --no-audit --no-fund --loglevel=error
  npm run build --silent > "$work/build.log" 2>&1 || { tail -n 40 "$work/build.log"; fail "npm run build"; }
fi

port="$(node -e 'const s = require("node:net").createServer().listen(0, "127.0.0.1", () => { console.log(s.address().port); s.close(); })')"
cd /
root_data_before="$([ -e /data/pglite ] && echo yes || echo no)"
env -u DATA_DIR -u DATABASE_URL -u STORAGE_URL PORT="$port" LOG_LEVEL=error DEMO_PASSWORD=fresh-clone-password \
  node "$clone/server.js" > "$work/server.log" 2>&1 &
pid=$!
for _ in $(seq 1 180); do
  curl -fsS "http://127.0.0.1:$port/healthz" > /dev/null 2>&1 && break
  kill -0 "$pid" 2> /dev/null || fail "the server exited"
  sleep 0.5
done

# page PATH TEXT: the page answers 2xx and contains TEXT.
page() {
  curl -fsS "http://127.0.0.1:$port$1" -o "$work/page" || fail "GET $1"
  grep -q "$2" "$work/page" || fail "GET $1 does not contain $2"
}
page /healthz '"status":"ok"'
page / "<title>"
page /book "Rerouted"
page /login "Password"
[ -f "$clone/data/pglite/PG_VERSION" ] || fail "the default DATA_DIR is not the clone's data/"
[ "$root_data_before" = yes ] || [ ! -e /data/pglite ] || fail "a database was made in the working directory's data/"
echo "fresh clone: npm ci, build and node server.js from / serve the site"
