#!/usr/bin/env bash
# The recipes of docs/automation.md run as written (Tests/Automation/test_recipes.py): Home
# Assistant's YAML read by PyYAML and its templates rendered by Jinja2 (both pinned), shell recipes
# run in bash with jq, against a fresh `cadence serve` (scripts/with-cadence-server.sh).
#
#   scripts/automation-check.sh                     # builds cadence (debug) if needed
#   CADENCE_BIN=.build/debug/cadence scripts/automation-check.sh
#
# Installs PyYAML and Jinja2 into $CADENCE_AUTOMATION_VENV (default .venv-automation, ignored by
# git) and Debian's jq when missing.
set -euo pipefail
cd "$(dirname "$0")/.."

as_root() { if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi; }
if ! command -v jq >/dev/null 2>&1; then
  as_root apt-get update -q
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -q jq
fi

PYYAML_VERSION=6.0.2
JINJA2_VERSION=3.1.6
venv="${CADENCE_AUTOMATION_VENV:-$PWD/.venv-automation}"
if ! "$venv/bin/python" -c "import importlib.metadata as m, sys
sys.exit(m.version('PyYAML') != '$PYYAML_VERSION' or m.version('Jinja2') != '$JINJA2_VERSION')" 2>/dev/null; then
  echo "== installing PyYAML $PYYAML_VERSION and Jinja2 $JINJA2_VERSION into $venv"
  python3 -m venv "$venv"
  "$venv/bin/pip" install -q --disable-pip-version-check "PyYAML==$PYYAML_VERSION" "Jinja2==$JINJA2_VERSION"
fi

if [ -z "${CADENCE_BIN:-}" ] && [ -x .build/debug/cadence ]; then CADENCE_BIN="$PWD/.build/debug/cadence"; fi
export CADENCE_BIN
exec scripts/with-cadence-server.sh timeout 180 "$venv/bin/python" -u Tests/Automation/test_recipes.py
