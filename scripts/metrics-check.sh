#!/usr/bin/env bash
# /metrics scraped by Debian's real Prometheus server (docs/operations.md "Metrics"): starts
# `cadence serve` with CADENCE_METRICS=1 and a CADENCE_METRICS_TOKEN on a fresh store, then
# `prometheus` as this user on a temporary folder and a loopback port, scraping it every second
# with the token; it asks Prometheus's HTTP API for the request counter of GET /healthz, makes
# one more request, and waits until Prometheus sees the counter move by it. It also checks that
# the series name route templates (never a path with an id) and that a scrape without the token
# is refused. Every wait is bounded; both servers are stopped at the end.
#
#   scripts/metrics-check.sh                     # CADENCE_BIN picks the binary (default .build/debug/cadence)
set -euo pipefail
cd "$(dirname "$0")/.."
bin="${CADENCE_BIN:-.build/debug/cadence}"
[ -x "$bin" ] || { echo "error: no cadence executable at $bin (swift build first)" >&2; exit 2; }
command -v prometheus >/dev/null || { echo "error: prometheus is not installed (apt-get install prometheus)" >&2; exit 2; }

tmp="$(mktemp -d /tmp/cadence-metrics.XXXXXX)"
server_pid=""
prometheus_pid=""
cleanup() {
  for pid in "$prometheus_pid" "$server_pid"; do
    if [ -n "$pid" ] && kill -0 "$pid" 2>/dev/null; then kill -TERM "$pid" 2>/dev/null || true; fi
  done
  for pid in "$prometheus_pid" "$server_pid"; do
    [ -n "$pid" ] && timeout 10 tail --pid="$pid" -f /dev/null 2>/dev/null || true
  done
  rm -rf "$tmp"
}
trap cleanup EXIT
fail() { echo "!!! metrics-check: $*" >&2; echo "--- cadence log" >&2; tail -20 "$tmp/server.log" >&2 || true
         echo "--- prometheus log" >&2; tail -20 "$tmp/prometheus.log" >&2 || true; exit 1; }

token="$(head -c 24 /dev/urandom | od -An -tx1 | tr -d ' \n')"
printf '%s' "$token" > "$tmp/token"
CADENCE_METRICS=1 CADENCE_METRICS_TOKEN="$token" "$bin" --db "$tmp/cadence.sqlite" serve --port 0 --no-reminders \
  > "$tmp/server.out" 2> "$tmp/server.log" &
server_pid=$!
address=""
for _ in $(seq 1 300); do
  address="$(grep -o 'http://127.0.0.1:[0-9]*' "$tmp/server.out" | head -1 || true)"
  [ -n "$address" ] && break
  kill -0 "$server_pid" 2>/dev/null || fail "cadence serve exited"
  sleep 0.1
done
[ -n "$address" ] || fail "cadence serve did not report its address"
echo "== cadence at $address"

status="$(curl -s -o /dev/null -w '%{http_code}' "$address/metrics")"
[ "$status" = 401 ] || fail "a scrape without the token answered $status, not 401"
curl -fsS -o /dev/null "$address/healthz"
curl -fsS -o /dev/null "$address/readyz"                        # reads the store
curl -s -o /dev/null "$address/api/v1/habits/424242"           # 401: counted under its template

prom_port="$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])')"
cat > "$tmp/prometheus.yml" <<YAML
global:
  scrape_interval: 1s
  scrape_timeout: 1s
scrape_configs:
  - job_name: cadence
    metrics_path: /metrics
    authorization:
      type: Bearer
      credentials_file: $tmp/token
    static_configs:
      - targets: ['${address#http://}']
YAML
prometheus --config.file="$tmp/prometheus.yml" --storage.tsdb.path="$tmp/tsdb" \
  --web.listen-address="127.0.0.1:$prom_port" --log.level=warn > "$tmp/prometheus.log" 2>&1 &
prometheus_pid=$!
api="http://127.0.0.1:$prom_port/api/v1"
echo "== prometheus on 127.0.0.1:$prom_port"

# The value Prometheus holds for a query's first series, or nothing.
value() {
  curl -s --max-time 2 --get "$api/query" --data-urlencode "query=$1" |
    python3 -c 'import json,sys
d=json.load(sys.stdin)["data"]["result"]
print(d[0]["value"][1] if d else "")' 2>/dev/null || true
}
query='sum(cadence_http_requests_total{method="GET",route="/healthz",status="200"})'
before=""
for _ in $(seq 1 60); do
  before="$(value "$query")"
  [ -n "$before" ] && break
  kill -0 "$prometheus_pid" 2>/dev/null || fail "prometheus exited"
  sleep 0.5
done
[ -n "$before" ] || fail "Prometheus never scraped the request counter"
echo "== Prometheus sees $before answered GET /healthz"
curl -fsS -o /dev/null "$address/healthz"
after=""
for _ in $(seq 1 40); do
  after="$(value "$query")"
  python3 -c "import sys; sys.exit(0 if float('${after:-0}') >= float('$before') + 1 else 1)" && break
  sleep 0.5
done
python3 -c "import sys; sys.exit(0 if float('${after:-0}') >= float('$before') + 1 else 1)" ||
  fail "the counter did not move after a request ($before, then ${after:-nothing})"
echo "== after one more request: $after"

templated="$(value 'sum(cadence_http_requests_total{route="/api/v1/habits/{id}",status="401"})')"
[ -n "$templated" ] || fail "no series for the route template /api/v1/habits/{id}"
raw="$(value 'count(cadence_http_requests_total{route=~".*424242.*"})')"
[ -z "$raw" ] || fail "a series names the raw path with its id"
for name in cadence_http_request_duration_seconds_count cadence_store_operations_total cadence_store_size_bytes \
    cadence_active_users; do
  [ -n "$(value "count($name)")" ] || fail "Prometheus holds no $name"
done
echo "metrics-check: ok (counter $before -> $after, route templates only, token required)"
