#!/usr/bin/env bash
# Schemathesis against a fresh `cadence serve` (docs/robustness.md): every operation of the
# OpenAPI document the server serves (/api/openapi.yaml), with a fixed seed and a bounded number
# of examples, failing on any 5xx, any response that does not match the document (status code,
# content type, schema) and any crash; afterwards the server must still answer /healthz.
#
#   scripts/schemathesis.sh                                  # builds cadence (debug) if needed
#   CADENCE_BIN=.build/debug/cadence scripts/schemathesis.sh --max-examples 200 --seed 7
#
# Installs schemathesis (pinned) into $CADENCE_SCHEMATHESIS_VENV (default .venv-schemathesis,
# ignored by git) when it is missing. Reports (JUnit, HAR with every request) go to
# $CADENCE_SCHEMATHESIS_REPORTS (default /tmp/cadence-schemathesis; CI runs two at once, each with
# its own). Options: --seed N (default 11), --max-examples N (default 25 per operation), --workers N
# (default 2). `scripts/schemathesis.sh --install` only installs schemathesis.
set -euo pipefail
cd "$(dirname "$0")/.."

SCHEMATHESIS_VERSION=4.32.5
venv="${CADENCE_SCHEMATHESIS_VENV:-$PWD/.venv-schemathesis}"
if ! "$venv/bin/st" --version 2>/dev/null | grep -q "$SCHEMATHESIS_VERSION"; then
  echo "== installing schemathesis $SCHEMATHESIS_VERSION into $venv"
  python3 -m venv "$venv"
  "$venv/bin/pip" install -q --disable-pip-version-check "schemathesis==$SCHEMATHESIS_VERSION"
fi
"$venv/bin/st" --version
if [ "${1:-}" = "--install" ]; then exit 0; fi

if [ -z "${CADENCE_BIN:-}" ]; then
  if [ -x .build/debug/cadence ]; then CADENCE_BIN="$PWD/.build/debug/cadence"; fi
fi
export CADENCE_BIN
reports="${CADENCE_SCHEMATHESIS_REPORTS:-/tmp/cadence-schemathesis}"
rm -rf "$reports"
exec scripts/with-cadence-server.sh python3 -u Tests/API/schemathesis_run.py --st "$venv/bin/st" --report-dir "$reports" "$@"
