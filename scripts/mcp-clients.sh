#!/usr/bin/env bash
# Real MCP clients against Cadence (Tests/MCP, docs/api.md "Tools for assistants"): PyPI's
# `mcp` package (pinned) drives `cadence mcp` over stdio and `cadence serve`'s /mcp over
# Streamable HTTP on a fresh server (scripts/with-cadence-server.sh).
#
#   scripts/mcp-clients.sh                      # builds cadence (debug) if needed
#   CADENCE_BIN=.build/debug/cadence scripts/mcp-clients.sh
#
# Installs mcp into $CADENCE_MCP_VENV (default .venv-mcp, ignored by git) when it is missing.
set -euo pipefail
cd "$(dirname "$0")/.."

MCP_VERSION=2.3.0
venv="${CADENCE_MCP_VENV:-$PWD/.venv-mcp}"
if ! "$venv/bin/python" -c "import importlib.metadata as m, sys; sys.exit(m.version('mcp') != '$MCP_VERSION')" 2>/dev/null; then
  echo "== installing mcp $MCP_VERSION into $venv"
  python3 -m venv "$venv"
  "$venv/bin/pip" install -q --disable-pip-version-check "mcp==$MCP_VERSION"
fi

if [ -z "${CADENCE_BIN:-}" ] && [ -x .build/debug/cadence ]; then CADENCE_BIN="$PWD/.build/debug/cadence"; fi
export CADENCE_BIN
exec scripts/with-cadence-server.sh timeout 300 "$venv/bin/python" -u Tests/MCP/test_mcp_clients.py
