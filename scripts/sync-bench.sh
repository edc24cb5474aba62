#!/usr/bin/env bash
# Times `cadence sync` (docs/sync.md, docs/benchmarks.md "Sync") on a dataset (typical by
# default, or heavy): a laptop store's first sync into a new account on `cadence serve` (SQLite),
# a sync with nothing to do, a sync after one check-in, and a second, empty device's first sync
# that pulls everything. Each timed command runs `runs` times (default 3) on fresh copies where it
# changes state; the median is printed, beside raw baselines measured in the same run:
# - for the first syncs, the same data moved from store to store without sync: `cadence export
#   --format json` of the laptop store then `cadence import` of that file into a new store;
# - for the incremental syncs, one HTTP round trip to the server (`curl /healthz`) and one
#   `cadence set HABIT 1` on a copy of the laptop store (a process that opens the store and writes once).
# Everything stays on 127.0.0.1; every wait is bounded.
#
#   scripts/sync-bench.sh [BIN_DIR] [runs] [typical|heavy]   # BIN_DIR default .build/release
set -euo pipefail
cd "$(dirname "$0")/.."
bin_dir="${1:-.build/release}"
runs="${2:-3}"
profile="${3:-typical}"
[[ "$profile" == typical || "$profile" == heavy ]] || { echo "sync-bench: the dataset is typical or heavy" >&2; exit 2; }
cadence="$bin_dir/cadence"
dataset="$bin_dir/cadence-dataset"
[[ -x "$cadence" && -x "$dataset" ]] || { echo "sync-bench: build first: swift build -c release --product cadence && swift build -c release --product cadence-dataset" >&2; exit 2; }
work=$(mktemp -d)
server_pid=""
cleanup() {
    [[ -n "$server_pid" ]] && kill "$server_pid" 2>/dev/null && wait "$server_pid" 2>/dev/null || true
    rm -rf "$work"
}
trap cleanup EXIT
export TZ=UTC XDG_DATA_HOME="$work/xdg"
unset CADENCE_DB CADENCE_NOW CADENCE_JSON NO_COLOR

millis() { date +%s%3N; }
median() { sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }
timed() {  # prints the milliseconds one command took
    local start end
    start=$(millis)
    "$@" >/dev/null
    end=$(millis)
    echo $((end - start))
}

"$dataset" "$profile" "$work/laptop.sqlite" --today now >/dev/null
rows=$(sqlite3 "$work/laptop.sqlite" "SELECT (SELECT COUNT(*) FROM habit) || ' habits, ' || (SELECT COUNT(*) FROM checkin) || ' check-ins'")

# One server per run of the first sync (a new account each time), so each first sync is a first.
start_server() {
    local store="$1" url=""
    "$cadence" serve --db "$store" --host 127.0.0.1 --port 0 --no-reminders >"$work/server.out" 2>"$work/server.log" &
    server_pid=$!
    for _ in $(seq 1 300); do
        url=$(grep -o 'listening on http://127.0.0.1:[0-9]*' "$work/server.out" 2>/dev/null | head -n 1 | sed 's/listening on //' || true)
        [[ -n "$url" ]] && break
        sleep 0.2
    done
    [[ -n "$url" ]] || { echo "sync-bench: the server did not start" >&2; exit 1; }
    token=$(python3 - "$url" <<'PY'
import http.cookiejar, json, sys, urllib.request
url = sys.argv[1]
opener = urllib.request.build_opener(urllib.request.HTTPCookieProcessor(http.cookiejar.CookieJar()))
def post(path, body):
    request = urllib.request.Request(url + path, data=json.dumps(body).encode(), method="POST", headers={"Content-Type": "application/json"})
    with opener.open(request, timeout=60) as response:
        return json.load(response)
post("/api/v1/auth/sign-up", {"username": "ada@example.org", "password": "correct horse battery staple", "timeZone": "UTC"})
print(post("/api/v1/tokens", {"name": "sync-bench"})["secret"])
PY
)
    server_url="$url"
}
stop_server() { kill "$server_pid" 2>/dev/null; wait "$server_pid" 2>/dev/null || true; server_pid=""; }

first=() noop=() one=() pull=() raw_move=() raw_trip=() raw_done=()
for run in $(seq 1 "$runs"); do
    # Raw baselines: the data moved store to store (export + import), one write, one round trip.
    rm -f "$work/raw.json" "$work/raw.sqlite"
    raw_move+=("$(( $(timed "$cadence" --db "$work/laptop.sqlite" export --format json "$work/raw.json") + \
        $(timed "$cadence" --db "$work/raw.sqlite" import "$work/raw.json") ))")
    cp "$work/laptop.sqlite" "$work/a.sqlite"
    rm -f "$work/b.sqlite"
    start_server "$work/server-$run.sqlite"
    first+=("$(timed "$cadence" --db "$work/a.sqlite" sync --server "$server_url" --token "$token")")
    "$cadence" --db "$work/a.sqlite" sync >/dev/null  # the echo of the pulled entries (docs/sync.md)
    noop+=("$(timed "$cadence" --db "$work/a.sqlite" sync)")
    habit=$("$cadence" --db "$work/a.sqlite" --json habit list | python3 -c 'import json,sys; d=json.load(sys.stdin); print((d if isinstance(d, list) else d.get("habits", d.get("items")))[0]["name"])')
    "$cadence" --db "$work/a.sqlite" done "$habit" >/dev/null || true
    one+=("$(timed "$cadence" --db "$work/a.sqlite" sync)")
    cp "$work/a.sqlite" "$work/raw-done.sqlite"
    raw_done+=("$(timed "$cadence" --db "$work/raw-done.sqlite" set "$habit" 1)")
    raw_trip+=("$(timed curl -fsS "$server_url/healthz")")
    pull+=("$(timed "$cadence" --db "$work/b.sqlite" sync --server "$server_url" --token "$token")")
    stop_server
done
echo "sync-bench: $profile dataset ($rows), release binaries, medians of $runs runs (ms)"
printf '| %-48s | %8s | %-44s | %8s |\n' "what" "sync" "raw baseline (same run)" "raw"
printf '| %-48s | %8s | %-44s | %8s |\n' "first sync of a laptop store into a new account" "$(printf '%s\n' "${first[@]}" | median)" \
    "export --format json + import into a new store" "$(printf '%s\n' "${raw_move[@]}" | median)"
printf '| %-48s | %8s | %-44s | %8s |\n' "sync with nothing to do" "$(printf '%s\n' "${noop[@]}" | median)" \
    "one HTTP round trip (curl /healthz)" "$(printf '%s\n' "${raw_trip[@]}" | median)"
printf '| %-48s | %8s | %-44s | %8s |\n' "sync after one check-in" "$(printf '%s\n' "${one[@]}" | median)" \
    "one cadence set on a copy of the laptop store" "$(printf '%s\n' "${raw_done[@]}" | median)"
printf '| %-48s | %8s | %-44s | %8s |\n' "first sync of an empty second device (pulls all)" "$(printf '%s\n' "${pull[@]}" | median)" \
    "export --format json + import into a new store" "$(printf '%s\n' "${raw_move[@]}" | median)"
