#!/usr/bin/env bash
# Outgoing events end to end, verified by PyPI's `standardwebhooks` (Tests/Webhooks/test_webhooks.py,
# docs/domain-rules.md "§21 Outgoing events (webhooks)"): a fresh `cadence serve`
# sends to loopback receivers — one answering 500 first, one down for a while — and every
# delivery is verified by the library. The server runs with the operator's private-destination
# opt-in (CADENCE_NOTIFY_PRIVATE_NETWORKS=1, no host list) so that it may send to 127.0.0.1, and
# with a fast delivery loop (CADENCE_WEBHOOK_INTERVAL=0.2 s, CADENCE_WEBHOOK_RETRY_BASE=0.2 s).
#
#   scripts/webhook-check.sh                        # builds cadence (debug) if needed
#   CADENCE_BIN=.build/debug/cadence scripts/webhook-check.sh
#
# Installs the pinned library into $CADENCE_WEBHOOKS_VENV (default .venv-webhooks, ignored by git) when missing.
set -euo pipefail
cd "$(dirname "$0")/.."

STANDARDWEBHOOKS_VERSION=1.1.0
venv="${CADENCE_WEBHOOKS_VENV:-$PWD/.venv-webhooks}"
check="import importlib.metadata as m, sys; sys.exit(m.version('standardwebhooks') != '$STANDARDWEBHOOKS_VERSION')"
if ! "$venv/bin/python" -c "$check" 2>/dev/null; then
  echo "== installing standardwebhooks $STANDARDWEBHOOKS_VERSION into $venv"
  python3 -m venv "$venv"
  "$venv/bin/pip" install -q --disable-pip-version-check "standardwebhooks==$STANDARDWEBHOOKS_VERSION"
fi

if [ -z "${CADENCE_BIN:-}" ] && [ -x .build/debug/cadence ]; then CADENCE_BIN="$PWD/.build/debug/cadence"; fi
export CADENCE_BIN
export CADENCE_NOTIFY_HOSTS="" CADENCE_NOTIFY_PRIVATE_NETWORKS=1 CADENCE_WEBHOOK_INTERVAL=0.2 CADENCE_WEBHOOK_RETRY_BASE=0.2
exec scripts/with-cadence-server.sh timeout 300 "$venv/bin/python" -u Tests/Webhooks/test_webhooks.py
