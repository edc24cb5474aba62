#!/usr/bin/env bash
# Load test of `cadence serve` with wrk (docs/benchmarks.md, "REST API under load").
#
# Builds `cadence` and `cadence-dataset` in release mode, writes the heavy dataset (100
# habits, 10 years, 365,000 check-ins) ending today, starts the server on 127.0.0.1, signs
# up (the first account takes over the dataset's user), creates an API token, and runs wrk
# against GET /api/v1/today, the web app's Today page (GET /today with the session cookie:
# as sent again from the server's copy, rendered for every request, and answered 304 to
# If-None-Match), the Home page (GET /), POST /api/v1/habits/{id}/checkins, and today through
# /mcp (MCP tools/call). Every request goes to 127.0.0.1 only; each run is bounded by
# --duration; the server is stopped at the end.
# POST runs twice: spread over every habit and the last seven days (the realistic case), and
# on one habit today only (the worst case: one habit-day collects thousands of check-ins).
# The summary gives req/s, p50, p99 and errors per request, the size of Today's HTML, and the
# server's peak resident memory (VmHWM from /proc/<pid>/status at the end of the run). Any
# answer other than 2xx (304 for the conditional run) or socket error makes it exit 1.
#
#   scripts/load-test.sh [--duration 20s] [--warmup 3s] [--connections 16] [--threads 1]
#                        [--port 18080] [--profile heavy|typical] [--keep]
#   scripts/with-postgres.sh scripts/load-test.sh --postgres [--pool-size 10] [same options]
#
# --postgres (docs/deploy.md "Load test") measures three configurations in one run, each on
# the same freshly written dataset: SQLite with one process (as above), PostgreSQL with one
# process, and PostgreSQL with two processes behind nginx, configured from
# docs/deploy/nginx-cadence.conf (only its ports and listen line replaced). The dataset is
# copied into its own schema of the with-postgres.sh database for each PostgreSQL
# configuration (`cadence store copy`); the requests are GET /api/v1/today and the spread POST
# of check-ins; a markdown table sums up req/s, p99 latency and errors side by side. Any
# non-2xx answer or socket error is reported and makes the script exit 1.
#
# One wrk thread is the default: on a 2-core machine a second one takes CPU from the server.
# Each measured run follows an unmeasured warm-up run of the same requests.
#
# Needs wrk (apt-get install -y wrk) and curl; --postgres also needs nginx (apt-get install -y
# nginx-light) and scripts/with-postgres.sh around it.
set -euo pipefail

duration=20s
warmup=3s
connections=16
threads=1
port=18080
profile=heavy
keep=0
postgres=0
sqlite_only=0
pool_size=10
while [[ $# -gt 0 ]]; do
    case "$1" in
        --duration) duration="$2"; shift 2 ;;
        --warmup) warmup="$2"; shift 2 ;;
        --connections) connections="$2"; shift 2 ;;
        --threads) threads="$2"; shift 2 ;;
        --port) port="$2"; shift 2 ;;
        --profile) profile="$2"; shift 2 ;;
        --keep) keep=1; shift ;;
        --postgres) postgres=1; shift ;;
        --sqlite-only) sqlite_only=1; shift ;;
        --pool-size) pool_size="$2"; shift 2 ;;
        *) echo "unknown option $1" >&2; exit 2 ;;
    esac
done

command -v wrk >/dev/null || { echo "wrk is missing: apt-get install -y wrk" >&2; exit 1; }
command -v curl >/dev/null || { echo "curl is missing: apt-get install -y curl" >&2; exit 1; }
if [[ $postgres -eq 1 ]]; then
    if [[ -z "${CADENCE_TEST_POSTGRES_URL:-}" || -z "${CADENCE_TEST_POSTGRES_BIN:-}" ]]; then
        echo "--postgres runs under scripts/with-postgres.sh (it provides the database):" >&2
        echo "  scripts/with-postgres.sh scripts/load-test.sh --postgres $*" >&2
        exit 1
    fi
    nginx_bin=$(command -v nginx || true)
    [[ -z "$nginx_bin" && -x /usr/sbin/nginx ]] && nginx_bin=/usr/sbin/nginx
    [[ -n "$nginx_bin" ]] || { echo "nginx is missing: apt-get install -y nginx-light (or nginx)" >&2; exit 1; }
    [[ "$pool_size" =~ ^[0-9]+$ ]] || { echo "--pool-size takes a whole number" >&2; exit 2; }
fi

cd "$(dirname "$0")/.."
# Its own build folder by default, so a debug build next to it is not rebuilt (CADENCE_LOAD_SCRATCH
# picks another, e.g. .build to reuse a release build made there).
scratch=${CADENCE_LOAD_SCRATCH:-.build-load}
swift build -c release --scratch-path "$scratch" --product cadence >&2
swift build -c release --scratch-path "$scratch" --product cadence-dataset >&2
bin="$scratch/release"

work=$(mktemp -d /tmp/cadence-load.XXXXXX)
server_pid=""
extra_pids=()
cleanup() {
    if [[ -n "$server_pid" ]]; then kill -TERM "$server_pid" 2>/dev/null || true; wait "$server_pid" 2>/dev/null || true; fi
    for pid in ${extra_pids[@]+"${extra_pids[@]}"}; do
        kill -TERM "$pid" 2>/dev/null || true
        wait "$pid" 2>/dev/null || true
    done
    if [[ $keep -eq 0 ]]; then rm -rf "$work"; else echo "kept $work" >&2; fi
}
trap cleanup EXIT

"$bin/cadence-dataset" "$profile" "$work/cadence.sqlite" --today now >&2

if [[ $postgres -eq 1 ]]; then
    # --postgres: three configurations, one after the other, each alone on the machine.
    psql=("$CADENCE_TEST_POSTGRES_BIN/psql" -X -q -v ON_ERROR_STOP=1 "$CADENCE_TEST_POSTGRES_URL")
    # One schema per PostgreSQL configuration, each a copy of the dataset as written (before
    # any measured request adds check-ins), so every configuration starts from the same rows.
    "${psql[@]}" -c 'SET client_min_messages = warning; DROP SCHEMA IF EXISTS cadence_load_one CASCADE; CREATE SCHEMA cadence_load_one;
        DROP SCHEMA IF EXISTS cadence_load_two CASCADE; CREATE SCHEMA cadence_load_two;'
    url_one="$CADENCE_TEST_POSTGRES_URL&search_path=cadence_load_one&pool_size=$pool_size"
    url_two="$CADENCE_TEST_POSTGRES_URL&search_path=cadence_load_two&pool_size=$pool_size"
    for url in "$url_one" "$url_two"; do
        started=$(date +%s.%N)
        "$bin/cadence" store copy --from "$work/cadence.sqlite" --to "$url" >&2
        echo "store copy: $(python3 -c "print(f'{$(date +%s.%N) - $started:.1f}')") s" >&2
    done
    pg_version=$("${psql[@]}" -tA -c 'SHOW server_version')
    pg_max_connections=$("${psql[@]}" -tA -c 'SHOW max_connections')

    # nginx: docs/deploy/nginx-cadence.conf with the test's ports, inside a main configuration
    # that keeps every file (pid, logs, temporary bodies) in $ngx and runs as the current user.
    ngx="$work/nginx"
    mkdir -p "$ngx"
    nginx_port=$port
    upstream_one=$((port + 1))
    upstream_two=$((port + 2))
    sed -e "s/127\.0\.0\.1:8081/127.0.0.1:$upstream_one/" \
        -e "s/127\.0\.0\.1:8082/127.0.0.1:$upstream_two/" \
        -e "s/^    listen 80;\$/    listen 127.0.0.1:$nginx_port;/" \
        docs/deploy/nginx-cadence.conf >"$ngx/cadence.conf"
    # The template must still have the lines the sed replaces: fail rather than test nginx on
    # the documented ports.
    for expected in "127.0.0.1:$upstream_one" "127.0.0.1:$upstream_two" "listen 127.0.0.1:$nginx_port;"; do
        grep -qF "$expected" "$ngx/cadence.conf" ||
            { echo "docs/deploy/nginx-cadence.conf changed: no '$expected' after the sed in $0" >&2; exit 1; }
    done
    {
        [[ $(id -u) -eq 0 ]] && echo "user $(id -un) $(id -gn);"
        cat <<NGINX
# Generated by scripts/load-test.sh --postgres around docs/deploy/nginx-cadence.conf.
worker_processes 1;
daemon off;
pid $ngx/nginx.pid;
error_log $ngx/error.log warn;
events { worker_connections 1024; }
http {
    log_format cadence '\$remote_addr "\$request" \$status \$upstream_addr \$upstream_status \$request_time';
    access_log $ngx/access.log cadence;
    client_body_temp_path $ngx/client_body;
    proxy_temp_path $ngx/proxy;
    fastcgi_temp_path $ngx/fastcgi;
    uwsgi_temp_path $ngx/uwsgi;
    scgi_temp_path $ngx/scgi;
    include $ngx/cadence.conf;
}
NGINX
    } >"$ngx/nginx.conf"
    "$nginx_bin" -e "$ngx/error.log" -p "$ngx" -c "$ngx/nginx.conf" -t -q ||
        { echo "nginx refuses $ngx/nginx.conf" >&2; cat "$ngx/error.log" >&2; exit 1; }

    # Starts `cadence serve` in the background; its pid lands in extra_pids (stopped by
    # stop_all or on exit).
    serve() { # PORT LOG DB [FLAGS…]
        local serve_port=$1 log=$2 db=$3
        shift 3
        "$bin/cadence" serve --db "$db" --host 127.0.0.1 --port "$serve_port" "$@" >"$log.out" 2>"$log" &
        extra_pids+=("$!")
    }
    wait_healthy() { # BASE
        for _ in $(seq 1 300); do
            curl -fsS "$1/healthz" >/dev/null 2>&1 && return 0
            sleep 0.1
        done
        curl -fsS "$1/healthz" >/dev/null
    }
    stop_all() {
        for pid in ${extra_pids[@]+"${extra_pids[@]}"}; do
            kill -TERM "$pid" 2>/dev/null || true
            wait "$pid" 2>/dev/null || true
        done
        extra_pids=()
    }

    # wrk prints its usual report, then (done()) one line this script reads: requests,
    # req/s, p99 in microseconds, socket errors and status errors (>= 400).
    cat >"$work/summary.lua" <<'LUA'
function done(summary, latency, requests)
    local e = summary.errors
    io.write(string.format("wrk-summary requests=%d rps=%.1f p99_us=%d socket=%d status=%d\n",
        summary.requests, summary.requests / (summary.duration / 1e6), latency:percentile(99),
        e.connect + e.read + e.write + e.timeout, e.status))
end
LUA

    failures=()
    # Says it on stdout (the report) and on stderr (the terminal when the report is redirected).
    loud() {
        echo "!!! $*"
        echo "!!! $*" >&2
    }
    declare -A result
    # Answers logged as not 2xx in LOG after its first SKIP lines: a process's request log
    # (http.status=…) or nginx's access log (the status follows the quoted request). nginx's
    # 499 is not counted: wrk closes its connections with requests in flight when a run ends
    # (a client timeout also ends in 499, and wrk counts it as a socket error).
    not_2xx() { # LOG SKIP
        if [[ "$1" == *access.log ]]; then
            tail -n +"$(($2 + 1))" "$1" |
                awk -F'"' '{ split($3, f, " "); if (f[1] !~ /^2/ && f[1] != "499") c++ } END { print c + 0 }'
        else
            tail -n +"$(($2 + 1))" "$1" | grep 'http.status=' | grep -cv 'http.status=2[0-9][0-9]' || true
        fi
    }
    # The number in FIELD=… of a wrk-summary line, 0 when there is none.
    field() { # FIELD LINE
        local value
        value=$(sed -n "s/.* $1=\([0-9.]*\).*/\1/p" <<<"$2")
        echo "${value:-0}"
    }

    # measure_config CONFIG KEY BASE LOG: signs up, then GET today and the spread POST, each
    # after a warm-up; keeps req/s, p99 and errors in result[KEY,request,…]. LOG is the log
    # that sees every answer the client gets (the process's, or nginx's access log).
    measure_config() {
        local config=$1 key=$2 base=$3 log=$4
        wait_healthy "$base"
        local cookies="$work/cookies-$key.txt"
        curl -fsS -c "$cookies" -H 'Content-Type: application/json' \
            -d '{"username": "loadtest", "password": "load test password"}' "$base/api/v1/auth/sign-up" >/dev/null
        local token
        token=$(curl -fsS -b "$cookies" -H 'Content-Type: application/json' -d '{"name": "wrk"}' "$base/api/v1/tokens" |
            python3 -c 'import json, sys; print(json.load(sys.stdin)["secret"])')
        local habits days
        habits=$(curl -fsS -H "Authorization: Bearer $token" "$base/api/v1/habits" |
            python3 -c 'import json, sys; print(",".join(str(h["id"]) for h in json.load(sys.stdin)))')
        days=$(python3 -c '
import datetime, zoneinfo
today = datetime.datetime.now(zoneinfo.ZoneInfo("Europe/Paris")).date()
print(",".join(chr(34) + str(today - datetime.timedelta(days=n)) + chr(34) for n in range(7)))')
        echo "# $config: habits: $(tr ',' '\n' <<<"$habits" | grep -c .)"
        cat >"$work/today-$key.lua" <<LUA
wrk.headers["Authorization"] = "Bearer $token"
LUA
        cat "$work/summary.lua" >>"$work/today-$key.lua"
        cat >"$work/spread-$key.lua" <<LUA
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
        cat "$work/summary.lua" >>"$work/spread-$key.lua"
        local request title script target out skip summary warm socket status logged errors
        for request in today spread; do
            if [[ $request == today ]]; then
                title="GET /api/v1/today"; script="$work/today-$key.lua"; target="$base/api/v1/today"
            else
                title="POST /api/v1/habits/{id}/checkins (spread over 100 habits and 7 days)"
                script="$work/spread-$key.lua"; target="$base"
            fi
            echo "## $config: $title"
            skip=$(wc -l <"$log")
            # The warm-up's errors count too; only its report is not shown.
            warm=$(wrk -t"$threads" -c"$connections" -d"$warmup" -s "$script" "$target" | grep '^wrk-summary' || true)
            out=$(wrk -t"$threads" -c"$connections" -d"$duration" --latency -s "$script" "$target") ||
                { loud "wrk failed for $config, $title"; exit 1; }
            grep -v '^wrk-summary' <<<"$out"
            summary=$(grep '^wrk-summary' <<<"$out" || true)
            [[ -n "$summary" ]] || { loud "wrk printed no summary for $config, $title"; exit 1; }
            socket=$(($(field socket "$summary") + $(field socket "$warm")))
            status=$(($(field status "$summary") + $(field status "$warm")))
            logged=$(not_2xx "$log" "$skip")
            # Non-2xx: what the server logs say (every status), or wrk's count of >= 400 if higher.
            (( status > logged )) && logged=$status
            result[$key,$request,rps]=$(field rps "$summary")
            result[$key,$request,p99]=$(python3 -c "print(f'{$(field p99_us "$summary") / 1000:.2f} ms')")
            result[$key,$request,errors]="$logged non-2xx, $socket socket"
            if (( logged > 0 || socket > 0 )); then
                errors="$config, $title: $logged non-2xx answers, $socket socket errors (warm-up included)"
                failures+=("$errors")
                loud "ERRORS: $errors"
            fi
            echo
        done
    }

    echo "# $(date -u +%Y-%m-%dT%H:%M:%SZ), $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg); wrk -t$threads -c$connections -d$duration (after $warmup of warm-up)"
    echo "# dataset: $profile; PostgreSQL $pg_version (max_connections $pg_max_connections), pool_size $pool_size per process; $("$nginx_bin" -v 2>&1 | sed 's/.*: //')"
    echo

    # 1. SQLite, one process (the default mode's server).
    serve "$port" "$work/serve-sqlite.log" "$work/cadence.sqlite"
    measure_config "SQLite, 1 process" sqlite "http://127.0.0.1:$port" "$work/serve-sqlite.log"
    stop_all

    # 2. PostgreSQL, one process.
    serve "$port" "$work/serve-pg.log" "$url_one"
    measure_config "PostgreSQL, 1 process" pg1 "http://127.0.0.1:$port" "$work/serve-pg.log"
    stop_all

    # 3. PostgreSQL, two processes behind nginx (docs/deploy.md), started together: the
    # second waits on the migration lock and finds the schema migrated.
    serve "$upstream_one" "$work/serve-pg-a.log" "$url_two" --trust-proxy
    serve "$upstream_two" "$work/serve-pg-b.log" "$url_two" --trust-proxy
    wait_healthy "http://127.0.0.1:$upstream_one"
    wait_healthy "http://127.0.0.1:$upstream_two"
    : >"$ngx/access.log"
    "$nginx_bin" -e "$ngx/error.log" -p "$ngx" -c "$ngx/nginx.conf" &
    extra_pids+=("$!")
    measure_config "PostgreSQL, 2 processes + nginx" pg2 "http://127.0.0.1:$nginx_port" "$ngx/access.log"
    # Both processes must have served: nginx spreads the requests round robin.
    for log in "$work/serve-pg-a.log" "$work/serve-pg-b.log"; do
        served=$(grep -c 'http.status=' "$log" || true)
        echo "# $(basename "$log" .log): $served requests"
        if [[ $served -eq 0 ]]; then
            failures+=("nginx sent no request to the process logging to $log")
            loud "ERRORS: nginx sent no request to the process logging to $log"
        fi
    done
    if grep -q '\[\(error\|crit\|alert\|emerg\)\]' "$ngx/error.log"; then
        failures+=("nginx logged errors in $ngx/error.log")
        loud "ERRORS: nginx logged errors ($ngx/error.log):"
        grep '\[\(error\|crit\|alert\|emerg\)\]' "$ngx/error.log" | head -5 | while read -r line; do loud "  $line"; done
    fi
    stop_all
    echo

    echo "## Summary (wrk -t$threads -c$connections -d$duration, $profile dataset, pool_size $pool_size)"
    echo
    echo "| Request | Measure | SQLite, 1 process | PostgreSQL, 1 process | PostgreSQL, 2 processes + nginx |"
    echo "|---|---|--:|--:|--:|"
    for request in today spread; do
        if [[ $request == today ]]; then name="GET /api/v1/today"; else name="POST check-ins (spread)"; fi
        echo "| $name | req/s | ${result[sqlite,$request,rps]} | ${result[pg1,$request,rps]} | ${result[pg2,$request,rps]} |"
        echo "| | p99 | ${result[sqlite,$request,p99]} | ${result[pg1,$request,p99]} | ${result[pg2,$request,p99]} |"
        echo "| | errors | ${result[sqlite,$request,errors]} | ${result[pg1,$request,errors]} | ${result[pg2,$request,errors]} |"
    done
    echo
    if [[ ${#failures[@]} -gt 0 ]]; then
        loud "FAILED: ${#failures[@]} error(s); logs in $work (kept)"
        for failure in "${failures[@]}"; do loud "  $failure"; done
        keep=1
        exit 1
    fi
    echo "# every answer 2xx, no socket errors"
    exit 0
fi

# The default mode: every row on a server over the SQLite dataset and, when run under
# scripts/with-postgres.sh (CADENCE_TEST_POSTGRES_URL set; --sqlite-only skips it), the same rows
# on a second server over a PostgreSQL copy of the same dataset, one after the other, each alone
# on the machine. The summary puts the two side by side with the issue #36 goals (ratios taken
# within one server's run).
configs=(sqlite)
if [[ -n "${CADENCE_TEST_POSTGRES_URL:-}" && $sqlite_only -eq 0 ]]; then
    psql=("$CADENCE_TEST_POSTGRES_BIN/psql" -X -q -v ON_ERROR_STOP=1 "$CADENCE_TEST_POSTGRES_URL")
    "${psql[@]}" -c 'SET client_min_messages = warning; DROP SCHEMA IF EXISTS cadence_load_rows CASCADE; CREATE SCHEMA cadence_load_rows;'
    pg_url="$CADENCE_TEST_POSTGRES_URL&search_path=cadence_load_rows&pool_size=$pool_size"
    # Copied before any measured request adds check-ins: both servers start from the same rows.
    "$bin/cadence" store copy --from "$work/cadence.sqlite" --to "$pg_url" >&2
    configs+=(postgres)
fi

# wrk prints its usual report, then (done()) one line this script reads: requests, req/s,
# p50 and p99 in microseconds, socket errors and status errors (>= 400).
cat >"$work/summary.lua" <<'LUA'
function done(summary, latency, requests)
    local e = summary.errors
    io.write(string.format("wrk-summary requests=%d rps=%.1f p50_us=%d p99_us=%d socket=%d status=%d\n",
        summary.requests, summary.requests / (summary.duration / 1e6), latency:percentile(50), latency:percentile(99),
        e.connect + e.read + e.write + e.timeout, e.status))
end
LUA
# One script per run: its headers and requests, then the summary.
script() { # NAME LUA-BODY
    printf '%s\n' "$2" >"$work/$1.lua"
    cat "$work/summary.lua" >>"$work/$1.lua"
    echo "$work/$1.lua"
}
field() { # FIELD LINE
    local value
    value=$(sed -n "s/.* $1=\([0-9.]*\).*/\1/p" <<<"$2")
    echo "${value:-0}"
}
ms() { python3 -c "print(f'{$1 / 1000:.2f} ms')"; }
# A failure line goes to stdout and, when stderr is somewhere else, to stderr too (never `tee
# /dev/stderr`: with both on one file it reopens and truncates the log, leaving NULs).
shout() {
  printf '%s\n' "$*"
  if ! [ /dev/stdout -ef /dev/stderr ]; then printf '%s\n' "$*" >&2; fi
}
declare -A result
failures=()
order=()
serve_log=""
config=""
# run KEY TITLE EXPECTED SCRIPT URL: a warm-up, then the measured run; every answer the server
# logged during both must have the EXPECTED status (a regular expression: 2xx, or 304).
run() {
    local key=$1 title=$2 expected=$3 lua=$4 url=$5 skip warm out summary logged socket status
    echo "## $config: $title"
    skip=$(wc -l <"$serve_log")
    warm=$(wrk -t"$threads" -c"$connections" -d"$warmup" -s "$lua" "$url" | grep '^wrk-summary' || true)
    out=$(wrk -t"$threads" -c"$connections" -d"$duration" --latency -s "$lua" "$url") || { echo "!!! wrk failed: $title" >&2; exit 1; }
    grep -v '^wrk-summary' <<<"$out"
    summary=$(grep '^wrk-summary' <<<"$out" || true)
    [[ -n "$summary" ]] || { echo "!!! wrk printed no summary for $title" >&2; exit 1; }
    # The server writes its log in blocks at most 100 ms apart (docs/operations.md "Logs").
    sleep 0.3
    logged=$(tail -n +"$((skip + 1))" "$serve_log" | grep 'http.status=' | grep -cv "http.status=$expected" || true)
    socket=$(($(field socket "$summary") + $(field socket "$warm")))
    status=$(($(field status "$summary") + $(field status "$warm")))
    (( status > logged )) && logged=$status
    [[ $config == sqlite ]] && order+=("$key")
    result[title,$key]=$title
    result[$config,$key,rps]=$(field rps "$summary")
    result[$config,$key,p50]=$(ms "$(field p50_us "$summary")")
    result[$config,$key,p50_us]=$(field p50_us "$summary")
    result[$config,$key,p99]=$(ms "$(field p99_us "$summary")")
    result[$config,$key,errors]="$logged, $socket socket"
    result[$config,$key,requests]=$(($(field requests "$summary") + $(field requests "$warm")))
    if (( logged > 0 || socket > 0 )); then
        failures+=("$config, $title: $logged answers other than $expected, $socket socket errors (warm-up included)")
        shout "!!! ERRORS: ${failures[-1]}"
    fi
    echo
}

# measure_rows CONFIG DB: starts `cadence serve` on DB, signs up (the first account takes over
# the dataset's user), makes a token, then every row; stops the server.
measure_rows() {
    config=$1
    local db=$2
    local base="http://127.0.0.1:$port"
    serve_log="$work/serve-$config.log"
    "$bin/cadence" serve --db "$db" --host 127.0.0.1 --port "$port" >"$work/serve-$config.out" 2>"$serve_log" &
    server_pid=$!
    for _ in $(seq 1 300); do
        curl -fsS "$base/healthz" >/dev/null 2>&1 && break
        sleep 0.1
    done
    curl -fsS "$base/healthz" >/dev/null

    local cookies="$work/cookies-$config.txt"
    curl -fsS -c "$cookies" -H 'Content-Type: application/json' \
        -d '{"username": "loadtest", "password": "load test password"}' "$base/api/v1/auth/sign-up" >/dev/null
    local token auth habit habits days session cookie
    token=$(curl -fsS -b "$cookies" -H 'Content-Type: application/json' -d '{"name": "wrk"}' "$base/api/v1/tokens" |
        python3 -c 'import json, sys; print(json.load(sys.stdin)["secret"])')
    auth="Authorization: Bearer $token"
    # The worst case's habit counts pages: a day holds up to 1,000,000 (docs/domain-rules.md §7
    # "Upper bounds"), so thousands of check-ins of 1 all fit in one day (8 cups would not: 100 at most).
    habit=$(curl -fsS -H "$auth" "$base/api/v1/habits" |
        python3 -c 'import json, sys; print(next(h["id"] for h in json.load(sys.stdin) if h["unit"] == "pages"))')
    # The spread posts to habits with a unit: a done yes/no day refuses one more check-in (409
    # `dayComplete`, docs/domain-rules.md §3 "A yes/no day is complete"), which is not a load answer.
    # Not to the cups habits either: a day holds at most 100 cups (docs/domain-rules.md §7 "Upper
    # bounds"), and 4,000 check-ins a second over 7 days fill some of their days within the run (422).
    habits=$(curl -fsS -H "$auth" "$base/api/v1/habits" |
        python3 -c 'import json, sys; print(",".join(str(h["id"]) for h in json.load(sys.stdin) if h.get("unit") not in (None, "cups")))')
    days=$(python3 -c '
import datetime, zoneinfo
today = datetime.datetime.now(zoneinfo.ZoneInfo("Europe/Paris")).date()
print(",".join(chr(34) + str(today - datetime.timedelta(days=n)) + chr(34) for n in range(7)))')
    session=$(awk '$6 == "cadence_session" { print $7 }' "$cookies")
    cookie="Cookie: cadence_session=$session"

    # The web app's Today page (docs/web.md "Today's form", "HTTP caching"), signed in with the
    # browser session: its size.
    curl -fsS -o "$work/today-$config.html" -H "$cookie" "$base/today"
    result[$config,html_bytes]=$(wc -c <"$work/today-$config.html")
    result[$config,html_gzip]=$(gzip -9c "$work/today-$config.html" | wc -c)
    result[$config,html_tiles]=$(grep -o '<li class="tile' "$work/today-$config.html" | wc -l)

    # The first page after a check-in (issue #20: Today ≤ 10 ms, overview and achievements ≤ 15 ms):
    # each round posts one check-in (a new data revision: no cached answer or page can serve it),
    # then times the page with curl; the median of 9 rounds per page, in ms.
    local page times
    for page in today overview achievements; do
        times=()
        for _ in $(seq 1 9); do
            curl -fsS -o /dev/null -H "$auth" -H 'Content-Type: application/json' -d '{"amount": 1}' \
                "$base/api/v1/habits/$habit/checkins"
            times+=("$(curl -fsS -o /dev/null -w '%{time_total}' -H "$cookie" "$base/$page")")
        done
        result[$config,first,$page]=$(printf '%s\n' "${times[@]}" | sort -g |
            awk '{ v[NR] = $1 } END { printf "%.1f", v[int((NR + 1) / 2)] * 1000 }')
    done
    # The check-ins above made a new data revision, so the page's ETag changed: the conditional
    # run revalidates the copy a browser would keep now, read right before it.
    curl -fsS -D "$work/today-$config.headers" -o /dev/null -H "$cookie" "$base/today"
    local etag
    etag=$(awk 'tolower($1) == "etag:" { print $2 }' "$work/today-$config.headers" | tr -d '\r')
    [[ -n "$etag" ]] || { echo "!!! GET /today sent no ETag" >&2; exit 1; }

    echo "# $config: $(date -u +%Y-%m-%dT%H:%M:%SZ), $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg); wrk -t$threads -c$connections -d$duration (after $warmup of warm-up)"
    echo "# $config: dataset $profile; habits with a unit: $(tr ',' '\n' <<<"$habits" | grep -c .)"
    echo "# $config: GET /today: ${result[$config,html_bytes]} bytes of HTML (${result[$config,html_tiles]} tiles; ${result[$config,html_gzip]} gzipped)"
    echo

    run today "GET /api/v1/today" '2[0-9][0-9]' "$(script today-$config "wrk.headers[\"Authorization\"] = \"Bearer $token\"")" "$base/api/v1/today"
    # The page as a browser asks for it again without a kept copy: sent from the server's copy
    # while the user's data and day are unchanged (docs/web.md "HTTP caching").
    run web "GET /today (web Today, signed in)" '2[0-9][0-9]' "$(script web-$config "wrk.headers[\"Cookie\"] = \"cadence_session=$session\"")" "$base/today"
    # The same page rendered for every request: each has a query of its own, so each is another page.
    run web_render "GET /today?view=N (web Today, rendered each time)" '2[0-9][0-9]' "$(script web-render-$config "
wrk.headers[\"Cookie\"] = \"cadence_session=$session\"
local counter = 0
function request()
    counter = counter + 1
    return wrk.format(\"GET\", \"/today?view=\" .. counter)
end")" "$base"
    # A browser revalidating its kept copy: 304 Not Modified.
    run web_304 "GET /today with If-None-Match (304)" '304' "$(script web-304-$config "
wrk.headers[\"Cookie\"] = \"cadence_session=$session\"
wrk.headers[\"If-None-Match\"] = '$etag'")" "$base/today"
    run home "GET / (web Home, signed in)" '2[0-9][0-9]' "$(script home-$config "wrk.headers[\"Cookie\"] = \"cadence_session=$session\"")" "$base/"
    # The same today list through the tools for assistants (docs/api.md "Tools for assistants"):
    # one MCP tools/call per request.
    run mcp "POST /mcp tools/call today (MCP)" '2[0-9][0-9]' "$(script mcp-$config "
wrk.method = \"POST\"
wrk.body = '{\"jsonrpc\": \"2.0\", \"id\": 1, \"method\": \"tools/call\", \"params\": {\"name\": \"today\", \"arguments\": {}}}'
wrk.headers[\"Content-Type\"] = \"application/json\"
wrk.headers[\"Accept\"] = \"application/json, text/event-stream\"
wrk.headers[\"Authorization\"] = \"Bearer $token\"")" "$base/mcp"
    # POST, spread: a random habit with a unit and a random day of the last seven, as people
    # check in (a habit-day holds a few check-ins).
    run spread "POST /api/v1/habits/{id}/checkins (spread over the habits and 7 days)" '2[0-9][0-9]' "$(script spread-$config "
local habits = {$habits}
local days = {$days}
local headers = {[\"Content-Type\"] = \"application/json\", [\"Authorization\"] = \"Bearer $token\"}
function setup(thread) thread:set(\"seed\", math.random(1, 1000000)) end
function init(args) math.randomseed(seed or os.time()) end
function request()
    local path = \"/api/v1/habits/\" .. habits[math.random(#habits)] .. \"/checkins\"
    return wrk.format(\"POST\", path, headers, '{\"amount\": 1, \"date\": \"' .. days[math.random(#days)] .. '\"}')
end")" "$base"
    # POST, one habit and today only: every request adds to the same habit-day, which collects
    # thousands of check-ins in a run (the worst case: the day's total sums them all).
    run worst "POST /api/v1/habits/{id}/checkins (one habit-day, thousands of check-ins: worst case)" '2[0-9][0-9]' "$(script worst-$config "
wrk.method = \"POST\"
wrk.body = '{\"amount\": 1, \"note\": \"wrk\"}'
wrk.headers[\"Content-Type\"] = \"application/json\"
wrk.headers[\"Authorization\"] = \"Bearer $token\"")" "$base/api/v1/habits/$habit/checkins"

    # The server's peak memory over the whole run: VmHWM is the process's resident high-water mark.
    result[$config,peak_kb]=$(awk '/^VmHWM:/ { print $2 }' "/proc/$server_pid/status")
    result[$config,now_kb]=$(awk '/^VmRSS:/ { print $2 }' "/proc/$server_pid/status")
    result[$config,worst_habit]=$habit
    kill -TERM "$server_pid" 2>/dev/null || true
    wait "$server_pid" 2>/dev/null || true
    server_pid=""
    result[$config,logged]=$(grep -c 'http.status=' "$serve_log" || true)
}

measure_rows sqlite "$work/cadence.sqlite"
[[ " ${configs[*]} " == *" postgres "* ]] && measure_rows postgres "$pg_url"

names=(); [[ " ${configs[*]} " == *" postgres "* ]] && names=(SQLite PostgreSQL) || names=(SQLite)
echo "## Summary (wrk -t$threads -c$connections -d$duration after $warmup of warm-up, $profile dataset, 1 process each)"
echo
header="| Request |"; rule="|---|"
for name in "${names[@]}"; do header+=" $name req/s | p50 | p99 | errors (non-expected, socket) |"; rule+="--:|--:|--:|--|"; done
echo "$header"
echo "$rule"
for key in "${order[@]}"; do
    line="| ${result[title,$key]} |"
    for cfg in "${configs[@]}"; do
        line+=" ${result[$cfg,$key,rps]} | ${result[$cfg,$key,p50]} | ${result[$cfg,$key,p99]} | ${result[$cfg,$key,errors]} |"
    done
    echo "$line"
done
echo
for cfg in "${configs[@]}"; do
    echo "- $cfg: Today's HTML ${result[$cfg,html_bytes]} bytes for ${result[$cfg,html_tiles]} tiles (${result[$cfg,html_gzip]} gzipped);" \
        "first page after a check-in (median of 9, curl): /today ${result[$cfg,first,today]} ms," \
        "/overview ${result[$cfg,first,overview]} ms, /achievements ${result[$cfg,first,achievements]} ms;" \
        "worst case: ${result[$cfg,worst,requests]} check-ins added to one habit-day (habit ${result[$cfg,worst_habit]}, today);" \
        "peak memory (VmHWM) $(python3 -c "print(f'{${result[$cfg,peak_kb]} / 1024:.1f}')") MB," \
        "resident at the end $(python3 -c "print(f'{${result[$cfg,now_kb]} / 1024:.1f}')") MB; requests logged: ${result[$cfg,logged]}"
done
echo
# The goals of issue #36 (docs/benchmarks.md "Issue #36"), each a ratio within one server's run.
echo "## Goals (issue #36), per server"
echo
goal_header="| goal |"; goal_rule="|---|"
for name in "${names[@]}"; do goal_header+=" $name | met |"; goal_rule+="--:|--|"; done
echo "$goal_header"
echo "$goal_rule"
goal_rows=$(
    for cfg in "${configs[@]}"; do
        echo "$cfg ${result[$cfg,today,rps]} ${result[$cfg,home,rps]} ${result[$cfg,home,p50_us]} ${result[$cfg,mcp,rps]}" \
            "${result[$cfg,spread,rps]} ${result[$cfg,worst,rps]} ${result[$cfg,web_render,rps]} ${result[$cfg,web,rps]} ${result[$cfg,peak_kb]}"
    done | python3 -c '
import sys
configs = [line.split() for line in sys.stdin if line.strip()]
rows = [
    ("Home (GET /) / API today >= 1/3", lambda v: v["home"] / v["today"], lambda r: r >= 1 / 3, "{:.2f}"),
    ("Home p50 <= 5 ms", lambda v: v["home_p50"] / 1000, lambda r: r <= 5, "{:.2f} ms"),
    ("MCP today / API today >= 1/3", lambda v: v["mcp"] / v["today"], lambda r: r >= 1 / 3, "{:.2f}"),
    ("check-ins spread / API today >= 1/3", lambda v: v["spread"] / v["today"], lambda r: r >= 1 / 3, "{:.2f}"),
    ("worst case / spread >= 1/2", lambda v: v["worst"] / v["spread"], lambda r: r >= 0.5, "{:.2f}"),
    ("Today rendered afresh >= 2,000 req/s", lambda v: v["render"], lambda r: r >= 2000, "{:,.0f} req/s"),
    ("web Today (kept copy) / API today >= 1/5", lambda v: v["web"] / v["today"], lambda r: r >= 0.2, "{:.2f}"),
    ("API today >= 25,000 req/s", lambda v: v["today"], lambda r: r >= 25000, "{:,.0f} req/s"),
    ("peak memory < 150 MB", lambda v: v["peak"] / 1024, lambda r: r < 150, "{:.1f} MB"),
]
keys = ["today", "home", "home_p50", "mcp", "spread", "worst", "render", "web", "peak"]
values = [dict(zip(keys, map(float, c[1:]))) for c in configs]
for name, measure, met, form in rows:
    cells = []
    for v in values:
        r = measure(v)
        flag = "yes" if met(r) else "no"
        cells.append(f"{form.format(r)} | {flag}")
    print(f"| {name} | " + " | ".join(cells) + " |")
')
echo "$goal_rows"
echo
if [[ ${#failures[@]} -gt 0 ]]; then
    shout "!!! FAILED: ${#failures[@]} run(s) with errors; logs in $work (kept)"
    for failure in "${failures[@]}"; do shout "!!!   $failure"; done
    keep=1
    exit 1
fi
echo "# every answer as expected (2xx; 304 for the conditional run), no socket errors"
