#!/usr/bin/env bash
# Runs COMMAND with a throw-away PostgreSQL 15 cluster (docs/schema.md "PostgreSQL", docs/deploy.md):
# initdb in a temporary folder, the server on a free loopback port (127.0.0.1 only, trust
# authentication for the local test user), a database `cadence_test`, and its URL exported as
# CADENCE_TEST_POSTGRES_URL; the cluster is stopped and its folder removed when COMMAND ends.
#
#   scripts/with-postgres.sh swift test          # the README's test command
#   scripts/with-postgres.sh bash -c 'cadence --db "$CADENCE_TEST_POSTGRES_URL" today'
#
# initdb and pg_ctl refuse to run as root: as root the cluster runs as the `postgres` user
# (Debian's package creates it); otherwise as you. Needs Debian's `postgresql` package (15);
# `.ci/run` installs it when missing.
set -euo pipefail

[ "$#" -gt 0 ] || { echo "usage: scripts/with-postgres.sh COMMAND [ARGS…]" >&2; exit 2; }

bin=""
for candidate in /usr/lib/postgresql/15/bin /usr/lib/postgresql/*/bin; do
  if [ -x "$candidate/initdb" ]; then bin=$candidate; break; fi
done
[ -n "$bin" ] || { echo "PostgreSQL is missing: apt-get install -y postgresql (15)" >&2; exit 1; }

if [ "$(id -u)" -eq 0 ]; then
  id postgres >/dev/null 2>&1 || useradd --system --home-dir /nonexistent --shell /usr/sbin/nologin postgres
  as_db() { runuser -u postgres -- "$@"; }
  owner=postgres
else
  as_db() { "$@"; }
  owner=$(id -un)
fi

work=$(mktemp -d /tmp/cadence-postgres.XXXXXX)
chown "$owner" "$work"
chmod 700 "$work"
port=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1]); s.close()')

stop() {
  as_db "$bin/pg_ctl" -D "$work/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$work"
}
trap stop EXIT

as_db "$bin/initdb" -D "$work/data" -U cadence --auth=trust --encoding=UTF8 --locale=C.UTF-8 >"$work/initdb.log" 2>&1 ||
  { cat "$work/initdb.log" >&2; exit 1; }
# Loopback only, a socket in the private folder, enough connections for parallel tests (each
# test store keeps a small pool), and no durability waits: the cluster is thrown away.
as_db "$bin/pg_ctl" -D "$work/data" -l "$work/server.log" -w -t 60 \
  -o "-c listen_addresses=127.0.0.1 -p $port -k $work -c max_connections=400 -c fsync=off -c synchronous_commit=off -c full_page_writes=off" \
  start >/dev/null || { cat "$work/server.log" >&2; exit 1; }
as_db "$bin/createdb" -h 127.0.0.1 -p "$port" -U cadence cadence_test

export CADENCE_TEST_POSTGRES_URL="postgres://cadence@127.0.0.1:$port/cadence_test?sslmode=disable"
export CADENCE_TEST_POSTGRES_BIN="$bin"
echo "with-postgres: PostgreSQL $("$bin/postgres" --version | awk '{print $3}') on 127.0.0.1:$port" >&2
status=0
"$@" || status=$?
exit "$status"
