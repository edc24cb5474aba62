#!/usr/bin/env bash
# Two `cadence serve` processes on one PostgreSQL database, written to at once
# (Tests/Postgres/two_processes.py; docs/domain-rules.md §6 "Concurrent changes").
#
#   scripts/with-postgres.sh scripts/postgres-two-process.sh [BIN_DIR]     # BIN_DIR: .build/debug
#
# Creates a fresh schema in $CADENCE_TEST_POSTGRES_URL's database, starts A and B
# (`cadence serve --db URL&search_path=SCHEMA --host 127.0.0.1 --port 0 --no-reminders`), and runs
# the Python client: an account and token made on A work on B; 8 threads add check-ins through
# both for ~4 s; then every acknowledged check-in exists once, each perfect day is awarded once,
# the XP ledger sums to the total, and A and B answer the same /today after each later write.
# Knobs (environment): TWO_PROCESS_THREADS (8), TWO_PROCESS_SECONDS (4), TWO_PROCESS_SEED.
# Everything is on 127.0.0.1; the servers, the schema and the temporary folder are removed on exit.
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
bin=${1:-.build/debug}
[[ -d "$bin" ]] || { echo "postgres-two-process: no folder $bin (build first, or pass the binary folder)" >&2; exit 2; }
bin=$(cd "$bin" && pwd)
[[ -x "$bin/cadence" ]] || { echo "postgres-two-process: $bin/cadence is missing" >&2; exit 2; }
if [[ -z "${CADENCE_TEST_POSTGRES_URL:-}" ]]; then
    echo "postgres-two-process: CADENCE_TEST_POSTGRES_URL is unset; run it as" >&2
    echo "  scripts/with-postgres.sh scripts/postgres-two-process.sh ${1:-}" >&2
    exit 2
fi
command -v psql >/dev/null || { echo "postgres-two-process: psql is missing (apt-get install -y postgresql-client)" >&2; exit 2; }
command -v python3 >/dev/null || { echo "postgres-two-process: python3 is missing" >&2; exit 2; }

base_url=$CADENCE_TEST_POSTGRES_URL
schema="two_process_$$_$(date +%s)"
if [[ "$base_url" == *\?* ]]; then url="$base_url&search_path=$schema"; else url="$base_url?search_path=$schema"; fi

work=$(mktemp -d /tmp/cadence-two-process.XXXXXX)
pids=()
schema_made=0
status_shown=0
cleanup() {
    local status=$?
    for pid in "${pids[@]}"; do kill -TERM "$pid" 2>/dev/null || true; done
    for pid in "${pids[@]}"; do
        for _ in $(seq 1 50); do kill -0 "$pid" 2>/dev/null || break; sleep 0.2; done
        kill -KILL "$pid" 2>/dev/null || true
        wait "$pid" 2>/dev/null || true
    done
    if [[ $status -ne 0 && $status_shown -eq 0 ]]; then
        for name in a b; do
            if [[ -s "$work/$name.log" ]]; then
                echo "--- last lines of server ${name^^}'s log ---" >&2
                grep -v ' info ' "$work/$name.log" | tail -n 20 >&2 || true
                tail -n 5 "$work/$name.log" >&2
            fi
        done
    fi
    if [[ $schema_made -eq 1 ]]; then
        psql "$base_url" -q -v ON_ERROR_STOP=1 -c "DROP SCHEMA IF EXISTS $schema CASCADE" >/dev/null 2>&1 || true
    fi
    rm -rf "$work"
    exit "$status"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

psql "$base_url" -q -v ON_ERROR_STOP=1 -c "CREATE SCHEMA $schema" >/dev/null ||
    { echo "postgres-two-process: cannot create schema $schema in $base_url" >&2; exit 1; }
schema_made=1

# Starts one server on a free port (--port 0) and sets $listening to its base URL once it listens.
listening=""
start() {
    local name=$1
    "$bin/cadence" serve --db "$url" --host 127.0.0.1 --port 0 --no-reminders \
        >"$work/$name.out" 2>"$work/$name.log" &
    local pid=$!
    pids+=("$pid")
    listening=""
    for _ in $(seq 1 300); do  # at most 60 s: a debug build migrating a fresh schema
        listening=$(grep -o 'listening on http://127.0.0.1:[0-9]*' "$work/$name.out" 2>/dev/null | head -n 1 | sed 's/listening on //' || true)
        [[ -n "$listening" ]] && return 0
        if ! kill -0 "$pid" 2>/dev/null; then
            echo "postgres-two-process: server ${name^^} exited before listening:" >&2
            cat "$work/$name.out" "$work/$name.log" >&2
            status_shown=1
            exit 1
        fi
        sleep 0.2
    done
    echo "postgres-two-process: server ${name^^} is not listening after 60 s" >&2
    exit 1
}

# A first (it migrates the fresh schema), then B on the migrated one.
start a
a=$listening
start b
b=$listening
echo "postgres-two-process: A at $a, B at $b, both on schema $schema" >&2

started=$(date +%s.%N)
python3 "$root/Tests/Postgres/two_processes.py" --a "$a" --b "$b" \
    --threads "${TWO_PROCESS_THREADS:-8}" --seconds "${TWO_PROCESS_SECONDS:-4}" \
    ${TWO_PROCESS_SEED:+--seed "$TWO_PROCESS_SEED"} ||
    { echo "postgres-two-process: FAILED (see above)" >&2; exit 1; }

# Both servers must still be running: neither crashed under the load.
for i in 0 1; do
    kill -0 "${pids[$i]}" 2>/dev/null || { echo "postgres-two-process: server $([[ $i == 0 ]] && echo A || echo B) died" >&2; exit 1; }
done
errors=$(cat "$work/a.log" "$work/b.log" | grep -c -E ' (error|critical) ' || true)
echo "postgres-two-process: OK in $(python3 -c "import sys; print(f'{float(sys.argv[2]) - float(sys.argv[1]):.1f}')" "$started" "$(date +%s.%N)") s; ${errors} error/critical log lines from the servers"
