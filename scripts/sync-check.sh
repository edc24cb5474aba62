#!/usr/bin/env bash
# `cadence sync` end to end, as separate processes (issue #21; docs/sync.md): a `cadence serve` on a
# temporary store, and two command-line stores A and B of the same account syncing through it.
#
#   scripts/sync-check.sh [--postgres URL] [BINARY]        # BINARY: .build/debug/cadence
#   scripts/with-postgres.sh bash -c 'scripts/sync-check.sh --postgres "$CADENCE_TEST_POSTGRES_URL"'
#
# Builds nothing. Starts the server on 127.0.0.1 (--port 0) on a new SQLite file — or, with
# --postgres URL (or SYNC_CHECK_POSTGRES_URL), on a fresh schema of that database — signs up an
# account and makes an API token; A logs in with the token, B with the username and password
# (--password-stdin). A creates the measured habit "Read" with check-ins, A and B sync; then
# conflicting offline edits (A renames Read, changes its target and checks in on day D; B, later,
# sets day D's total, edits the target and the description, deletes a check-in); A, B, A sync.
# Then both exports (`cadence export --format json`, local-only fields removed) must be equal,
# hold the expected winners (B's later set and target, A's name, B's description and deletion),
# and one more sync of each must change nothing. Refusals are checked too: no server saved,
# a wrong token, a malformed URL. Every wait is bounded; everything is on 127.0.0.1 and the
# server, the schema and the temporary folder are removed on exit.
set -euo pipefail

usage() {
    echo "usage: scripts/sync-check.sh [--postgres URL] [path/to/cadence]" >&2
    exit 2
}

postgres=${SYNC_CHECK_POSTGRES_URL:-}
bin=""
while [[ $# -gt 0 ]]; do
    case "$1" in
        --postgres) [[ $# -ge 2 && -n "$2" ]] || usage; postgres=$2; shift 2 ;;
        --postgres=*) postgres=${1#--postgres=}; [[ -n "$postgres" ]] || usage; shift ;;
        -h | --help) usage ;;
        -*) usage ;;
        *) [[ -z "$bin" ]] || usage; bin=$1; shift ;;
    esac
done
bin=${bin:-.build/debug/cadence}
[[ -x "$bin" ]] || { echo "sync-check: no executable $bin (build first: swift build --product cadence)" >&2; exit 2; }
bin=$(cd "$(dirname "$bin")" && pwd)/$(basename "$bin")
command -v python3 >/dev/null || { echo "sync-check: python3 is missing" >&2; exit 2; }

work=$(mktemp -d /tmp/cadence-sync-check.XXXXXX)
server_pid=""
schema=""
cleanup() {
    local status=$?
    if [[ -n "$server_pid" ]]; then
        kill -TERM "$server_pid" 2>/dev/null || true
        for _ in $(seq 1 50); do kill -0 "$server_pid" 2>/dev/null || break; sleep 0.2; done
        kill -KILL "$server_pid" 2>/dev/null || true
        wait "$server_pid" 2>/dev/null || true
    fi
    if [[ $status -ne 0 && -s "$work/server.log" ]]; then
        echo "--- last lines of the server's log ---" >&2
        tail -n 30 "$work/server.log" >&2 || true
    fi
    if [[ -n "$schema" ]]; then
        psql "$postgres" -q -v ON_ERROR_STOP=1 -c "DROP SCHEMA IF EXISTS $schema CASCADE" >/dev/null 2>&1 || true
    fi
    rm -rf "$work"
    exit "$status"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

fail() {
    echo "sync-check: FAILED: $*" >&2
    exit 1
}
step() { echo "sync-check: $*" >&2; }

# The server's store: a new SQLite file, or a fresh schema of the PostgreSQL database.
if [[ -n "$postgres" ]]; then
    command -v psql >/dev/null || { echo "sync-check: psql is missing (apt-get install -y postgresql-client)" >&2; exit 2; }
    schema="sync_check_$$_$(date +%s)"
    psql "$postgres" -q -v ON_ERROR_STOP=1 -c "CREATE SCHEMA $schema" >/dev/null ||
        { schema=""; fail "cannot create schema in the PostgreSQL database"; }
    if [[ "$postgres" == *\?* ]]; then store="$postgres&search_path=$schema"; else store="$postgres?search_path=$schema"; fi
    backend="PostgreSQL (schema $schema)"
else
    store="$work/server.sqlite"
    backend="SQLite"
fi

# Every process: UTC (A's, B's and the account's days are the same), a private XDG folder, none
# of the caller's CADENCE_* settings.
export TZ=UTC XDG_DATA_HOME="$work/xdg"
unset CADENCE_DB CADENCE_NOW CADENCE_JSON NO_COLOR

"$bin" serve --db "$store" --host 127.0.0.1 --port 0 --no-reminders >"$work/server.out" 2>"$work/server.log" &
server_pid=$!
url=""
for _ in $(seq 1 300); do  # at most 60 s: a debug build migrating a fresh store
    url=$(grep -o 'listening on http://127.0.0.1:[0-9]*' "$work/server.out" 2>/dev/null | head -n 1 | sed 's/listening on //' || true)
    [[ -n "$url" ]] && break
    kill -0 "$server_pid" 2>/dev/null || { cat "$work/server.out" >&2; fail "the server exited before listening"; }
    sleep 0.2
done
[[ -n "$url" ]] || fail "the server is not listening after 60 s"
step "server at $url on $backend"

# An account and an API token, as a person would make them (docs/api.md "Example").
username="ada@example.org"
password="correct horse battery staple"
token=$(python3 - "$url" "$username" "$password" <<'PY'
import http.cookiejar, json, sys, urllib.request
url, username, password = sys.argv[1:4]
opener = urllib.request.build_opener(urllib.request.HTTPCookieProcessor(http.cookiejar.CookieJar()))
def post(path, body):
    request = urllib.request.Request(url + path, data=json.dumps(body).encode(), method="POST",
                                     headers={"Content-Type": "application/json"})
    with opener.open(request, timeout=60) as response:
        return json.load(response)
post("/api/v1/auth/sign-up", {"username": username, "password": password, "timeZone": "UTC"})
print(post("/api/v1/tokens", {"name": "sync-check"})["secret"])
PY
)
[[ "$token" == cad_* ]] || fail "no API token was made"

# The command line on store A or B; every run bounded.
cli() {
    local who=$1
    shift
    CADENCE_DB="$work/$who.sqlite" timeout 120 "$bin" "$@"
}

# Runs `cli WHO ARGS… --json`, which must fail with exit status 1 and the error code CODE.
expect_refusal() {
    local code=$1 who=$2
    shift 2
    local status=0
    cli "$who" "$@" --json >"$work/refusal.json" 2>"$work/refusal.err" </dev/null || status=$?
    [[ $status -eq 1 ]] || { cat "$work/refusal.err" >&2; fail "'cadence $*' exited $status, not 1"; }
    python3 - "$work/refusal.json" "$code" <<'PY' || { cat "$work/refusal.err" >&2; fail "'cadence $*' did not refuse with $code"; }
import json, sys
answer = json.load(open(sys.argv[1]))
assert answer["error"]["code"] == sys.argv[2], answer
PY
    step "refused as expected ($code): cadence ${*//$token/cad_…}"
}

# Syncs WHO and sets $pushed, $pulled and $changed from its summary (kept in $work/sync-WHO.json).
sync_counts() {
    cli "$1" sync --json >"$work/sync-$1.json" </dev/null || fail "cadence sync on ${1^^} failed"
    read -r pushed pulled changed < <(python3 -c '
import json, sys
s = json.load(open(sys.argv[1]))
print(s["pushed"], s["pulled"], s["changed"])' "$work/sync-$1.json")
    [[ "$pushed" =~ ^[0-9]+$ && "$pulled" =~ ^[0-9]+$ && "$changed" =~ ^[0-9]+$ ]] ||
        fail "cadence sync on ${1^^} printed no summary: $(cat "$work/sync-$1.json")"
}

export_json() {
    cli "$1" export --format json "$work/export-$1.json" --force >/dev/null </dev/null
}

# Days relative to today (UTC), computed once.
read -r start d3 d2 d1 < <(python3 -c '
import datetime
today = datetime.datetime.now(datetime.timezone.utc).date()
print(*[(today - datetime.timedelta(days=n)).isoformat() for n in (10, 3, 2, 1)])')

# Refusals first: nothing saved yet, a malformed server, a token the server refuses.
expect_refusal syncNotConfigured a sync
expect_refusal serverURLInvalid a sync login --server ftp://127.0.0.1 --token "$token"
expect_refusal serverURLInvalid a sync --server "http://?x" --token "$token"
expect_refusal unauthorized a sync login --server "$url" --token cad_not_a_real_token
expect_refusal unauthorized a sync --server "$url" --token cad_not_a_real_token
expect_refusal syncNotConfigured b sync --server "$url"
status=0
printf 'not the password\n' | cli b sync login --server "$url" --email "$username" --password-stdin --json \
    >"$work/refusal.json" 2>/dev/null || status=$?
[[ $status -eq 1 ]] && grep -q '"unauthorized"' "$work/refusal.json" || fail "a wrong password was not refused: $(cat "$work/refusal.json")"
step "refused as expected (unauthorized): cadence sync login --email with a wrong password"

# A: the habit and its first check-ins.
cli a habit add Read --target 20 --unit pages --start "$start" >/dev/null
cli a done Read 5 --date "$d3" >/dev/null
cli a done Read 10 --date "$d2" >/dev/null
cli a done Read 7 --date "$d2" >/dev/null

# Both log in: A with the token (and a trailing slash), B with the password on stdin.
cli a sync login --server "$url/" --token "$token" >"$work/login-a.txt"
printf '%s\n' "$password" | cli b sync login --server "$url" --email "$username" --password-stdin >"$work/login-b.txt"
! grep -qF "$token" "$work/login-a.txt" "$work/login-b.txt" || fail "cadence sync login printed the token"
! grep -qF "$password" "$work/login-b.txt" || fail "cadence sync login printed the password"
grep -q "$username" "$work/login-b.txt" || fail "cadence sync login did not name the account: $(cat "$work/login-b.txt")"

sync_counts a
step "A's first sync: pushed $pushed, pulled $pulled, changed $changed"
[[ $pushed -gt 0 ]] || fail "A pushed nothing"
sync_counts b
step "B's first sync: pushed $pushed, pulled $pulled, changed $changed"
[[ $pulled -gt 0 && $changed -gt 0 ]] || fail "B pulled nothing"
export_json b
python3 - "$work/export-b.json" "$d2" <<'PY' || fail "B does not hold A's habit after syncing"
import json, sys
habits = json.load(open(sys.argv[1]))["habits"]
assert [h["name"] for h in habits] == ["Read"], habits
assert sorted(c["amount"] for c in habits[0]["checkIns"]) == [5, 7, 10], habits[0]["checkIns"]
assert habits[0]["target"] == 20 and habits[0]["unit"] == "pages", habits[0]
PY

# Conflicting offline edits: A first, then B (later on every field both touch).
cli a habit edit Read --name Reading --target 25 >/dev/null
cli a done Reading 4 --date "$d1" >/dev/null
cli b set Read 30 --date "$d1" >/dev/null
cli b habit edit Read --target 30 --description "Before bed" >/dev/null
gone=$(cli b entries Read --from "$d3" --to "$d3" --json | python3 -c '
import json, sys
answer = json.load(sys.stdin)
entries = answer["checkIns"] if isinstance(answer, dict) else answer
ids = [e["id"] for e in entries if e.get("amount") == 5]
assert len(ids) == 1, answer
print(ids[0])')
cli b entry delete "$gone" >/dev/null

for who in a b a; do
    sync_counts "$who"
    step "${who^^} syncs: pushed $pushed, pulled $pulled, changed $changed"
done

export_json a
export_json b
python3 - "$work/export-a.json" "$work/export-b.json" "$d3" "$d2" "$d1" <<'PY' || fail "A and B differ after syncing"
import json, sys

def normalised(path):
    """The export without what is local to one store: ids, instants of its own bookkeeping."""
    document = json.load(open(path))
    document.pop("exportedAt", None)
    for habit in document["habits"]:
        for field in ("id", "createdAt", "updatedAt"):
            habit.pop(field, None)
        habit["checkIns"].sort(key=lambda c: json.dumps(c, sort_keys=True))
        habit["dayRecords"].sort(key=lambda r: json.dumps(r, sort_keys=True))
    document["habits"].sort(key=lambda h: h["name"])
    for category in document["categories"]:
        category.pop("id", None)
    document["categories"].sort(key=lambda c: c["name"])
    for entry in document["xp"]:
        entry.pop("at", None)
    document["xp"].sort(key=lambda x: json.dumps(x, sort_keys=True))
    for achievement in document["achievements"]:
        achievement.pop("unlockedAt", None)
    document["achievements"].sort(key=lambda a: a["id"])
    return document

a, b = normalised(sys.argv[1]), normalised(sys.argv[2])
d3, d2, d1 = sys.argv[3:6]
if a != b:
    for key in sorted(set(a) | set(b)):
        if a.get(key) != b.get(key):
            print(f"  {key}:\n    A: {json.dumps(a.get(key), sort_keys=True)[:2000]}\n"
                  f"    B: {json.dumps(b.get(key), sort_keys=True)[:2000]}", file=sys.stderr)
    sys.exit(1)
habits = a["habits"]
assert [h["name"] for h in habits] == ["Reading"], f"A's rename is kept: {[h['name'] for h in habits]}"
habit = habits[0]
assert habit["target"] == 30, f"B's later target wins: {habit['target']}"
assert habit["description"] == "Before bed", f"B's description is kept: {habit['description']!r}"
totals = {}
for check_in in habit["checkIns"]:
    totals[check_in["day"]] = totals.get(check_in["day"], 0) + check_in["amount"]
assert totals.get(d1) == 30, f"B's later set replaces A's check-in of day D: {totals}"
assert d3 not in totals, f"B's deleted check-in stays deleted: {totals}"
assert totals.get(d2) == 17, f"the untouched day keeps its check-ins: {totals}"
print(f"sync-check: A and B agree: {habit['name']}, target {habit['target']:g}, days {dict(sorted(totals.items()))}",
      file=sys.stderr)
PY

# The server's own copy of the account agrees too (through the REST API).
python3 - "$url" "$token" <<'PY' || fail "the server's habits differ from A's and B's"
import json, sys, urllib.request
request = urllib.request.Request(sys.argv[1] + "/api/v1/habits", headers={"Authorization": "Bearer " + sys.argv[2]})
with urllib.request.urlopen(request, timeout=60) as response:
    answer = json.load(response)
habits = answer["habits"] if isinstance(answer, dict) else answer
assert [(h["name"], h["target"]) for h in habits] == [("Reading", 30)], habits
PY

# Once converged, syncing again changes nothing on either side.
for who in a b; do
    cp "$work/export-$who.json" "$work/before-$who.json"
    sync_counts "$who"
    step "${who^^} syncs again: pushed $pushed, pulled $pulled, changed $changed"
    [[ $changed -eq 0 ]] || fail "a second sync of ${who^^} changed $changed rows"
done

# …and the exchange has settled: one more round sends and receives nothing.
for who in a b; do
    sync_counts "$who"
    step "${who^^} syncs a third time: pushed $pushed, pulled $pulled, changed $changed"
    [[ "$pushed $pulled $changed" == "0 0 0" ]] || fail "the exchange of ${who^^} has not settled"
done

kill -0 "$server_pid" 2>/dev/null || fail "the server died"
errors=$(grep -c -E ' (error|critical) ' "$work/server.log" || true)
echo "sync-check: OK on $backend; ${errors} error/critical log lines from the server"
