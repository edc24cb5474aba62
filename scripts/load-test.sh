#!/usr/bin/env bash
# Load test of `cadence serve` with wrk (docs/benchmarks.md, "REST API under load").
#
# Builds `cadence` and `cadence-dataset` in release mode, writes the heavy dataset (100
# habits, 10 years, 365,000 check-ins) ending today, starts the server on 127.0.0.1, signs
# up (the first account takes over the dataset's user), creates an API token, and runs wrk
# against GET /api/v1/today, the web app's Today page (GET /) and
# POST /api/v1/habits/{id}/checkins, and today through /mcp (MCP tools/call). Every request goes to 127.0.0.1 only; each run is
# bounded by --duration; the server is stopped at the end.
# POST runs twice: spread over every habit and the last seven days (the realistic case), and
# on one habit today only (the worst case).
#
#   scripts/load-test.sh [--duration 20s] [--warmup 3s] [--connections 16] [--threads 1]
#                        [--port 18080] [--profile heavy|typical] [--keep]
#
# One wrk thread is the default: on a 2-core machine a second one takes CPU from the server.
# Each measured run follows an unmeasured warm-up run of the same requests.
#
# Needs wrk (apt-get install -y wrk) and curl.
set -euo pipefail

duration=20s
warmup=3s
connections=16
threads=1
port=18080
profile=heavy
keep=0
while [[ $# -gt 0 ]]; do
    case "$1" in
        --duration) duration="$2"; shift 2 ;;
        --warmup) warmup="$2"; shift 2 ;;
        --connections) connections="$2"; shift 2 ;;
        --threads) threads="$2"; shift 2 ;;
        --port) port="$2"; shift 2 ;;
        --profile) profile="$2"; shift 2 ;;
        --keep) keep=1; shift ;;
        *) echo "unknown option $1" >&2; exit 2 ;;
    esac
done

command -v wrk >/dev/null || { echo "wrk is missing: apt-get install -y wrk" >&2; exit 1; }
command -v curl >/dev/null || { echo "curl is missing: apt-get install -y curl" >&2; exit 1; }

cd "$(dirname "$0")/.."
scratch=.build-load
swift build -c release --scratch-path "$scratch" --product cadence >&2
swift build -c release --scratch-path "$scratch" --product cadence-dataset >&2
bin="$scratch/release"

work=$(mktemp -d /tmp/cadence-load.XXXXXX)
server_pid=""
cleanup() {
    if [[ -n "$server_pid" ]]; then kill -TERM "$server_pid" 2>/dev/null || true; wait "$server_pid" 2>/dev/null || true; fi
    if [[ $keep -eq 0 ]]; then rm -rf "$work"; else echo "kept $work" >&2; fi
}
trap cleanup EXIT

"$bin/cadence-dataset" "$profile" "$work/cadence.sqlite" --today now >&2

base="http://127.0.0.1:$port"
"$bin/cadence" serve --db "$work/cadence.sqlite" --host 127.0.0.1 --port "$port" >"$work/serve.out" 2>"$work/serve.log" &
server_pid=$!
for _ in $(seq 1 100); do
    curl -fsS "$base/healthz" >/dev/null 2>&1 && break
    sleep 0.1
done
curl -fsS "$base/healthz" >/dev/null

cookies="$work/cookies.txt"
curl -fsS -c "$cookies" -H 'Content-Type: application/json' \
    -d '{"username": "loadtest", "password": "load test password"}' "$base/api/v1/auth/sign-up" >/dev/null
token=$(curl -fsS -b "$cookies" -H 'Content-Type: application/json' -d '{"name": "wrk"}' "$base/api/v1/tokens" |
    python3 -c 'import json, sys; print(json.load(sys.stdin)["secret"])')
auth="Authorization: Bearer $token"
habit=$(curl -fsS -H "$auth" "$base/api/v1/habits" |
    python3 -c 'import json, sys; print(next(h["id"] for h in json.load(sys.stdin) if h["unit"] == "cups"))')

echo "# $(date -u +%Y-%m-%dT%H:%M:%SZ), $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg); wrk -t$threads -c$connections -d$duration (after $warmup of warm-up)"
echo "# dataset: $profile; habits: $(curl -fsS -H "$auth" "$base/api/v1/habits" | python3 -c 'import json,sys; print(len(json.load(sys.stdin)))')"
echo
measure() {
    wrk -t"$threads" -c"$connections" -d"$warmup" "$@" >/dev/null
    wrk -t"$threads" -c"$connections" -d"$duration" --latency "$@"
}

echo "## GET /api/v1/today"
measure -H "$auth" "$base/api/v1/today"
echo
# The web app's Today page (docs/web.md), signed in with the browser session: the same list
# rendered as HTML, plus the level and perfect-day streak (cached per data revision).
session=$(awk '$6 == "cadence_session" { print $7 }' "$cookies")
echo "## GET / (web app: Today, signed in)"
measure -H "Cookie: cadence_session=$session" "$base/"
echo
# POST, spread: a random habit of the 100 and a random day of the last seven, as people
# check in (a habit-day holds a few check-ins).
habits=$(curl -fsS -H "$auth" "$base/api/v1/habits" | python3 -c 'import json, sys; print(",".join(str(h["id"]) for h in json.load(sys.stdin)))')
days=$(python3 -c '
import datetime, zoneinfo
today = datetime.datetime.now(zoneinfo.ZoneInfo("Europe/Paris")).date()
print(",".join(chr(34) + str(today - datetime.timedelta(days=n)) + chr(34) for n in range(7)))')
cat >"$work/spread.lua" <<LUA
local habits = {$habits}
local days = {$days}
local headers = {["Content-Type"] = "application/json", ["Authorization"] = "Bearer $token"}
function setup(thread) thread:set("seed", math.random(1, 1000000)) end
function init(args) math.randomseed(seed or os.time()) end
function request()
    local path = "/api/v1/habits/" .. habits[math.random(#habits)] .. "/checkins"
    return wrk.format("POST", path, headers, '{"amount": 1, "date": "' .. days[math.random(#days)] .. '"}')
end
LUA
echo "## POST /api/v1/habits/{id}/checkins (spread over 100 habits and 7 days)"
measure -s "$work/spread.lua" "$base"
echo

# POST, one habit and today only: the day's total sums every check-in of that habit-day,
# so this worst case slows down as the day collects thousands of check-ins.
cat >"$work/checkin.lua" <<LUA
wrk.method = "POST"
wrk.body = '{"amount": 1, "note": "wrk"}'
wrk.headers["Content-Type"] = "application/json"
wrk.headers["Authorization"] = "Bearer $token"
LUA
echo "## POST /api/v1/habits/$habit/checkins (one habit, today: worst case)"
measure -s "$work/checkin.lua" "$base/api/v1/habits/$habit/checkins"
echo
# The same today list through the tools for assistants (docs/api.md "Tools for assistants"):
# one MCP tools/call per request, a server built per request, no derived-answer cache.
cat >"$work/mcp-today.lua" <<LUA
wrk.method = "POST"
wrk.body = '{"jsonrpc": "2.0", "id": 1, "method": "tools/call", "params": {"name": "today", "arguments": {}}}'
wrk.headers["Content-Type"] = "application/json"
wrk.headers["Accept"] = "application/json, text/event-stream"
wrk.headers["Authorization"] = "Bearer $token"
LUA
echo "## POST /mcp tools/call today (MCP)"
measure -s "$work/mcp-today.lua" "$base/mcp"
echo
requests=$(grep -c 'http.status=' "$work/serve.log" || true)
failures=$(grep 'http.status=' "$work/serve.log" | grep -cv 'http.status=20[01]' || true)
echo "# requests logged by the server: $requests; not 200/201: $failures"
