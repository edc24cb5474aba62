#!/usr/bin/env bash
# Web Push end to end, verified by PyPI's reference libraries (Tests/Push/test_push.py,
# docs/domain-rules.md "§15 Web Push"): http-ece decrypts what a fresh `cadence serve`
# sends to loopback push receivers, py-vapid and cryptography verify its VAPID token. The server
# runs with the operator's private-destination opt-in (CADENCE_NOTIFY_PRIVATE_NETWORKS=1, no host
# list) so that it may send to 127.0.0.1.
#
#   scripts/push-check.sh                        # builds cadence (debug) if needed
#   CADENCE_BIN=.build/debug/cadence scripts/push-check.sh
#
# Installs the pinned libraries into $CADENCE_PUSH_VENV (default .venv-push, ignored by git) when missing.
set -euo pipefail
cd "$(dirname "$0")/.."

HTTP_ECE_VERSION=1.2.1
PY_VAPID_VERSION=1.9.6
CRYPTOGRAPHY_VERSION=50.0.2
venv="${CADENCE_PUSH_VENV:-$PWD/.venv-push}"
if ! "$venv/bin/python" - <<PY 2>/dev/null
import importlib.metadata as m, sys
wanted = {"http-ece": "$HTTP_ECE_VERSION", "py-vapid": "$PY_VAPID_VERSION", "cryptography": "$CRYPTOGRAPHY_VERSION"}
sys.exit(any(m.version(name) != version for name, version in wanted.items()))
PY
then
  echo "== installing http-ece $HTTP_ECE_VERSION, py-vapid $PY_VAPID_VERSION, cryptography $CRYPTOGRAPHY_VERSION into $venv"
  python3 -m venv "$venv"
  "$venv/bin/pip" install -q --disable-pip-version-check \
    "http-ece==$HTTP_ECE_VERSION" "py-vapid==$PY_VAPID_VERSION" "cryptography==$CRYPTOGRAPHY_VERSION"
fi

if [ -z "${CADENCE_BIN:-}" ] && [ -x .build/debug/cadence ]; then CADENCE_BIN="$PWD/.build/debug/cadence"; fi
export CADENCE_BIN
export CADENCE_NOTIFY_HOSTS="" CADENCE_NOTIFY_PRIVATE_NETWORKS=1 CADENCE_PUSH_CONTACT="mailto:push-check@example.org"
exec scripts/with-cadence-server.sh timeout 300 "$venv/bin/python" -u Tests/Push/test_push.py
