#!/usr/bin/env bash
# Round trip of `cadence store copy` through PostgreSQL on the heavy benchmark dataset
# (docs/deploy.md "Moving between backends").
#
#   scripts/with-postgres.sh scripts/store-copy-check.sh [BIN_DIR]     # BIN_DIR: .build/debug
#
# 1. `cadence-dataset heavy source.sqlite` (100 habits, 10 years, 365,000 check-ins, ending on
#    the dataset's fixed day 2026-06-15), then a little of everything else the store holds: the
#    progress recalculated (perfect days, XP, achievements), an account with a session and an API
#    token (through `cadence serve` on 127.0.0.1), a reminder, a day's rating and note, a to-do, a
#    note, a money account with a transaction, a health entry — with non-ASCII text.
# 2. `cadence store copy --from source.sqlite --to URL` (a fresh schema of
#    $CADENCE_TEST_POSTGRES_URL), then `--from URL --to copy.sqlite`; each timed.
# 3. `cadence export --format json` of source.sqlite, of the URL and of copy.sqlite, at a fixed
#    --now: the three must be byte-identical, and both copies must report the same row counts
#    per table.
# 4. Copying into the now non-empty targets again (PostgreSQL and SQLite) must be refused
#    (non-zero exit), and must leave the target's export unchanged.
# Everything is on 127.0.0.1; the schema and the temporary folder are removed on exit.
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
bin=${1:-.build/debug}
[[ -d "$bin" ]] || { echo "store-copy-check: no folder $bin (build first, or pass the binary folder)" >&2; exit 2; }
bin=$(cd "$bin" && pwd)
for tool in cadence cadence-dataset; do
    [[ -x "$bin/$tool" ]] || { echo "store-copy-check: $bin/$tool is missing" >&2; exit 2; }
done
if [[ -z "${CADENCE_TEST_POSTGRES_URL:-}" ]]; then
    echo "store-copy-check: CADENCE_TEST_POSTGRES_URL is unset; run it as" >&2
    echo "  scripts/with-postgres.sh scripts/store-copy-check.sh ${1:-}" >&2
    exit 2
fi
command -v psql >/dev/null || { echo "store-copy-check: psql is missing (apt-get install -y postgresql-client)" >&2; exit 2; }
command -v python3 >/dev/null || { echo "store-copy-check: python3 is missing" >&2; exit 2; }

cadence="$bin/cadence"
base_url=$CADENCE_TEST_POSTGRES_URL
schema="store_copy_$$_$(date +%s)"
if [[ "$base_url" == *\?* ]]; then url="$base_url&search_path=$schema"; else url="$base_url?search_path=$schema"; fi
day=2026-06-15                 # the dataset's last day (DatasetProfile.defaultToday)
now="${day}T12:00:00Z"         # exports carry exportedAt = now: fixed so that they can be compared
export TZ=UTC NO_COLOR=1
unset CADENCE_DB CADENCE_JSON CADENCE_NOW

work=$(mktemp -d /tmp/cadence-store-copy.XXXXXX)
server_pid=""
schema_made=0
cleanup() {
    local status=$?
    if [[ -n "$server_pid" ]]; then
        kill -TERM "$server_pid" 2>/dev/null || true
        for _ in $(seq 1 50); do kill -0 "$server_pid" 2>/dev/null || break; sleep 0.2; done
        kill -KILL "$server_pid" 2>/dev/null || true
        wait "$server_pid" 2>/dev/null || true
    fi
    if [[ $schema_made -eq 1 ]]; then
        psql "$base_url" -q -v ON_ERROR_STOP=1 -c "DROP SCHEMA IF EXISTS $schema CASCADE" >/dev/null 2>&1 || true
    fi
    rm -rf "$work"
    exit "$status"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

fail() { echo "store-copy-check: FAILED: $*" >&2; exit 1; }
clock() { date +%s.%N; }
seconds() { python3 -c 'import sys; print(f"{float(sys.argv[2]) - float(sys.argv[1]):.2f}")' "$1" "$2"; }
# Runs cadence with a fixed clock; stdout to $work/out, stderr to $work/err; shows both on failure.
run() {
    if ! "$cadence" --now "$now" "$@" >"$work/out" 2>"$work/err"; then
        echo "store-copy-check: cadence $* failed:" >&2
        cat "$work/out" "$work/err" >&2
        exit 1
    fi
}

psql "$base_url" -q -v ON_ERROR_STOP=1 -c "CREATE SCHEMA $schema" >/dev/null ||
    fail "cannot create schema $schema in $base_url"
schema_made=1

source="$work/source.sqlite"
copy="$work/copy.sqlite"

# 1. The dataset, and a little of everything else.
t0=$(clock)
"$bin/cadence-dataset" heavy "$source" --today "$day" >"$work/dataset.out" 2>&1 ||
    { cat "$work/dataset.out" >&2; fail "cadence-dataset heavy"; }
t1=$(clock)
echo "dataset: $(cat "$work/dataset.out") — $(seconds "$t0" "$t1") s"

run --db "$source" progress --recalculate
run --db "$source" remind add 1 07:30 --on mon,wed,fri
run --db "$source" rate 1 4 --date "$day"
run --db "$source" note 1 "día difícil — «quotes» \"double\" 'single' 🏃" --date "$day"
run --db "$source" todo add "Renew passport ✈" --due 2026-06-20 --priority high --notes "ünïcode notes"
run --db "$source" notebook add "Ideas" --text $'# Heading\n\nwith "quotes", tabs\tand ünïcode ✓' --pin
run --db "$source" account add "Wallet €" --currency EUR --opening 12.34
run --db "$source" account record "Wallet €" -3.21 --note "café"
run --db "$source" health add weight 71.5 kg --note "après"

# An account (taking over the dataset's user), its session and an API token, through the server.
# The webhook channel below points at 127.0.0.1, a private address: the server must allow it.
"$cadence" serve --db "$source" --host 127.0.0.1 --port 0 --no-reminders --notify-private-networks \
    >"$work/serve.out" 2>"$work/serve.log" &
server_pid=$!
base=""
for _ in $(seq 1 150); do  # at most 30 s
    base=$(grep -o 'http://127.0.0.1:[0-9]*' "$work/serve.out" 2>/dev/null | head -n 1 || true)
    [[ -n "$base" ]] && break
    kill -0 "$server_pid" 2>/dev/null || { cat "$work/serve.out" "$work/serve.log" >&2; fail "cadence serve exited"; }
    sleep 0.2
done
[[ -n "$base" ]] || fail "cadence serve is not listening after 30 s"
# Also a second user, opened sign-ups, a calendar feed, a webhook channel, and a check-in with a
# client id that makes the second user's day perfect: tables the dataset leaves empty.
python3 - "$base" "$day" <<'PY' || fail "could not add the accounts and the rest through $base"
import json, sys, urllib.request
base, day = sys.argv[1], sys.argv[2]
assert base.startswith("http://127.0.0.1:"), base
def call(method, path, body=None, cookie=None, token=None):
    headers = {"Origin": base}
    if body is not None:
        headers["Content-Type"] = "application/json"
    if cookie:
        headers["Cookie"] = cookie
    if token:
        headers["Authorization"] = f"Bearer {token}"
    data = json.dumps(body).encode() if body is not None else None
    request = urllib.request.Request(base + path, data=data, headers=headers, method=method)
    try:
        with urllib.request.urlopen(request, timeout=60) as answer:
            text = answer.read()
            return answer.headers.get_all("Set-Cookie") or [], json.loads(text) if text else None
    except urllib.error.HTTPError as error:
        sys.exit(f"{method} {path}: HTTP {error.code}: {error.read()[:300]!r}")
def session(cookies):
    return next(c.split(";")[0] for c in cookies if c.startswith("cadence_session="))
cookies, _ = call("POST", "/api/v1/auth/sign-up", {"username": "copy-check", "password": "a long enough password"})
owner = session(cookies)
_, token = call("POST", "/api/v1/tokens", {"name": "store copy check ✓"}, cookie=owner)
secret = token["secret"]
assert secret.startswith("cad_"), token
call("POST", "/api/v1/calendar-feed", {}, token=secret)
call("POST", "/api/v1/notify/channels", {"kind": "webhook", "url": "http://127.0.0.1:9/cadence-hook"}, token=secret)
call("PATCH", "/api/v1/server/settings", {"signUpsOpen": True}, token=secret)
cookies, _ = call("POST", "/api/v1/auth/sign-up", {"username": "second-user", "password": "another long password", "timeZone": "Europe/Paris"})
second = session(cookies)
_, habit = call("POST", "/api/v1/habits", {"name": "Stretch", "target": 1, "schedule": {"type": "daily"}}, cookie=second)
call("POST", f"/api/v1/habits/{habit['id']}/checkins", {"clientId": "store-copy-check-1", "note": "naïve ✓"}, cookie=second)
PY
kill -TERM "$server_pid"
for _ in $(seq 1 50); do kill -0 "$server_pid" 2>/dev/null || break; sleep 0.2; done
kill -0 "$server_pid" 2>/dev/null && fail "cadence serve did not stop within 10 s of SIGTERM"
wait "$server_pid" 2>/dev/null || true
server_pid=""

# 2. SQLite → PostgreSQL → SQLite.
t0=$(clock)
run store copy --from "$source" --to "$url" --json
t1=$(clock)
cp "$work/out" "$work/copy-to-postgres.json"
run store copy --from "$url" --to "$copy" --json
t2=$(clock)
cp "$work/out" "$work/copy-to-sqlite.json"
to_postgres=$(seconds "$t0" "$t1")
to_sqlite=$(seconds "$t1" "$t2")

python3 - "$work/copy-to-postgres.json" "$work/copy-to-sqlite.json" <<'PY' || fail "the two copies report different rows"
import json, sys
there, back = (json.load(open(path)) for path in sys.argv[1:3])
if there["tables"] != back["tables"] or there["rows"] != back["rows"]:
    for name in sorted(set(there["tables"]) | set(back["tables"])):
        if there["tables"].get(name) != back["tables"].get(name):
            print(f"  {name}: {there['tables'].get(name)} copied to PostgreSQL, {back['tables'].get(name)} back", file=sys.stderr)
    sys.exit(1)
empty = sorted(name for name, rows in there["tables"].items() if rows == 0)
print(f"rows: {there['rows']} in {len(there['tables'])} tables" + (f" (empty: {', '.join(empty)})" if empty else ""))
for name in ("account", "session", "api_token", "client_request", "perfect_day_award", "calendar_feed",
             "notification_channel", "server_setting", "xp_transaction", "achievement_unlock", "reminder"):
    if name in there["tables"] and there["tables"][name] < 1:
        print(f"  expected rows in {name} (added in step 1)", file=sys.stderr)
        sys.exit(1)
PY
echo "copy SQLite → PostgreSQL: ${to_postgres} s"
echo "copy PostgreSQL → SQLite: ${to_sqlite} s"

# 3. Three exports, byte for byte.
for name in source postgres copy; do
    case $name in
        source) db=$source ;;
        postgres) db=$url ;;
        copy) db=$copy ;;
    esac
    t0=$(clock)
    run --db "$db" export --format json "$work/export-$name.json"
    t1=$(clock)
    [[ -s "$work/export-$name.json" ]] || fail "the export of $name is empty"
    echo "export of $name: $(stat -c %s "$work/export-$name.json") bytes, $(seconds "$t0" "$t1") s"
done
python3 - "$work/export-source.json" <<'PY' || fail "the source export lacks what step 1 added"
import json, sys
document = json.load(open(sys.argv[1]))
checks = {
    "habits": len(document["habits"]) == 100,
    "check-ins": sum(len(h["checkIns"]) for h in document["habits"]) >= 365000,
    "xp": len(document["xp"]) > 0, "achievements": len(document["achievements"]) > 0,
    "todos": len(document["todos"]) == 1, "notes": len(document["notes"]) == 1,
    "accounts": len(document["accounts"]) == 1, "health": len(document["health"]) == 1,
}
missing = [name for name, ok in checks.items() if not ok]
if missing:
    print(f"  missing or wrong: {', '.join(missing)}", file=sys.stderr)
    sys.exit(1)
PY
for name in postgres copy; do
    if ! cmp "$work/export-source.json" "$work/export-$name.json"; then
        diff <(python3 -m json.tool "$work/export-source.json") <(python3 -m json.tool "$work/export-$name.json") |
            head -n 40 >&2 || true
        fail "the export of $name differs from the source's"
    fi
done
echo "exports: source, PostgreSQL and the copy back are byte-identical"

# 4. A non-empty target is refused, and left as it was.
for target in "$url" "$copy"; do
    label=$([[ "$target" == "$url" ]] && echo PostgreSQL || echo SQLite)
    if "$cadence" --now "$now" store copy --from "$source" --to "$target" >"$work/out" 2>"$work/err"; then
        fail "copying into the non-empty $label target again succeeded"
    fi
    echo "copy into the non-empty $label target: refused ($(head -c 200 "$work/err" | tr '\n' ' '))"
done
run --db "$url" export --format json "$work/export-postgres-after.json"
run --db "$copy" export --format json "$work/export-copy-after.json"
cmp -s "$work/export-source.json" "$work/export-postgres-after.json" || fail "a refused copy changed the PostgreSQL store"
cmp -s "$work/export-source.json" "$work/export-copy-after.json" || fail "a refused copy changed the SQLite copy"

echo "store-copy-check: OK (SQLite → PostgreSQL ${to_postgres} s, PostgreSQL → SQLite ${to_sqlite} s)"
