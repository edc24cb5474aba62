#!/usr/bin/env bash
# Runs a command against a fresh `cadence serve`: builds `cadence` (unless CADENCE_BIN names a
# binary), starts it on a new store in a temporary folder on a free loopback port, waits for
# GET /healthz, exports CADENCE_BASE_URL (and the server's CADENCE_SERVER_PID and its store's path, CADENCE_SERVER_DB), runs the command, then stops the server.
# Exits with the command's status (non-zero too when the server cannot be started).
#
#   scripts/with-cadence-server.sh COMMAND [ARG...]
#   CADENCE_BIN=/path/to/cadence scripts/with-cadence-server.sh COMMAND
#
# The server's log is kept in $CADENCE_SERVER_LOG (default: <tmp>/server.log, printed on
# failure); the temporary folder is removed at the end unless CADENCE_KEEP_TMP=1.
set -euo pipefail
cd "$(dirname "$0")/.."

if [ "$#" -eq 0 ]; then
  echo "usage: $0 COMMAND [ARG...]" >&2
  exit 2
fi

if [ -z "${CADENCE_BIN:-}" ]; then
  echo "== building cadence (swift build --product cadence)"
  swift build --product cadence
  CADENCE_BIN="$(swift build --show-bin-path)/cadence"
fi
if [ ! -x "$CADENCE_BIN" ]; then
  echo "error: no cadence executable at $CADENCE_BIN" >&2
  exit 2
fi

tmp="$(mktemp -d /tmp/cadence-browser.XXXXXX)"
log="${CADENCE_SERVER_LOG:-$tmp/server.log}"
out="$tmp/server.out"
server_pid=""
command_pid=""

stop_server() {
  if [ -n "$server_pid" ] && kill -0 "$server_pid" 2>/dev/null; then
    kill -TERM "$server_pid" 2>/dev/null || true
    for _ in $(seq 1 50); do
      kill -0 "$server_pid" 2>/dev/null || break
      sleep 0.2
    done
    kill -KILL "$server_pid" 2>/dev/null || true
    wait "$server_pid" 2>/dev/null || true
  fi
  server_pid=""
}

cleanup() {
  if [ -n "$command_pid" ] && kill -0 "$command_pid" 2>/dev/null; then
    kill -TERM "$command_pid" 2>/dev/null || true
    wait "$command_pid" 2>/dev/null || true
  fi
  stop_server
  if [ "${CADENCE_KEEP_TMP:-0}" != 1 ]; then rm -rf "$tmp"; fi
}
trap cleanup EXIT
trap 'exit 130' INT TERM

# CADENCE_SERVER_STORE names another store (a postgres:// URL of an empty schema) instead of a
# new SQLite file in the temporary folder.
store="${CADENCE_SERVER_STORE:-$tmp/cadence.sqlite}"
echo "== starting $CADENCE_BIN serve --db ${store%%\?*} --port 0"
# Reminders may only be delivered to loopback receivers: every test's traffic stays on 127.0.0.1.
XDG_DATA_HOME="$tmp/xdg" CADENCE_NOTIFY_HOSTS="${CADENCE_NOTIFY_HOSTS-127.0.0.1,localhost}" "$CADENCE_BIN" serve --db "$store" --host 127.0.0.1 --port 0 \
  >"$out" 2>"$log" &
server_pid=$!

# `--port 0` picks a free port and prints "Cadence is listening on http://127.0.0.1:PORT …".
url=""
for _ in $(seq 1 600); do
  url="$(grep -o 'listening on http://[^ ]*' "$out" 2>/dev/null | head -n1 | sed 's/^listening on //')" || true
  [ -n "$url" ] && break
  if ! kill -0 "$server_pid" 2>/dev/null; then
    echo "error: the server exited before listening; its output:" >&2
    cat "$out" "$log" >&2 || true
    exit 1
  fi
  sleep 0.1
done
if [ -z "$url" ]; then
  echo "error: the server printed no address within 60 s" >&2
  cat "$out" "$log" >&2 || true
  exit 1
fi

# Wait for GET /healthz to answer {"status":"ok"}.
if ! python3 - "$url" <<'PY'
import sys, time, urllib.request
url = sys.argv[1].rstrip("/") + "/healthz"
deadline = time.time() + 60
while time.time() < deadline:
    try:
        with urllib.request.urlopen(url, timeout=5) as response:
            if response.status == 200 and b'"ok"' in response.read():
                sys.exit(0)
    except Exception:
        pass
    time.sleep(0.2)
print(f"error: {url} did not answer ok within 60 s", file=sys.stderr)
sys.exit(1)
PY
then
  cat "$log" >&2 || true
  exit 1
fi
echo "== server ready at $url (log: $log)"

# In the background, so that a TERM (from `timeout`, say) stops it too through cleanup.
status=0
CADENCE_BASE_URL="$url" CADENCE_SERVER_PID="$server_pid" CADENCE_SERVER_DB="$store" "$@" &
command_pid=$!
wait "$command_pid" || status=$?
command_pid=""

if [ "$status" -ne 0 ]; then
  echo "== the command failed ($status); last lines of the server log ($log):"
  tail -n 60 "$log" || true
  if [ "${CADENCE_KEEP_TMP:-0}" != 1 ] && [ -z "${CADENCE_SERVER_LOG:-}" ]; then
    mkdir -p /tmp/cadence-browser-failures
    cp "$log" /tmp/cadence-browser-failures/server.log 2>/dev/null && \
      echo "   full server log copied to /tmp/cadence-browser-failures/server.log"
  fi
fi
exit "$status"
