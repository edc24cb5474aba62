#!/usr/bin/env bash
# The calendar feed parsed by a real iCalendar reader (Tests/Calendar, docs/domain-rules.md §9
# "Calendar feed"): PyPI's `icalendar` (pinned) reads /calendar/{secret}.ics from a fresh
# `cadence serve` (scripts/with-cadence-server.sh) and compares it with /api/v1/reminders/due.
#
#   scripts/calendar-feed.sh                     # builds cadence (debug) if needed
#   CADENCE_BIN=.build/debug/cadence scripts/calendar-feed.sh
#
# Installs icalendar into $CADENCE_ICAL_VENV (default .venv-ical, ignored by git) when missing.
set -euo pipefail
cd "$(dirname "$0")/.."

ICALENDAR_VERSION=7.3.2
venv="${CADENCE_ICAL_VENV:-$PWD/.venv-ical}"
if ! "$venv/bin/python" -c "import importlib.metadata as m, sys; sys.exit(m.version('icalendar') != '$ICALENDAR_VERSION')" 2>/dev/null; then
  echo "== installing icalendar $ICALENDAR_VERSION into $venv"
  python3 -m venv "$venv"
  "$venv/bin/pip" install -q --disable-pip-version-check "icalendar==$ICALENDAR_VERSION"
fi

if [ -z "${CADENCE_BIN:-}" ] && [ -x .build/debug/cadence ]; then CADENCE_BIN="$PWD/.build/debug/cadence"; fi
export CADENCE_BIN
exec scripts/with-cadence-server.sh timeout 120 "$venv/bin/python" -u Tests/Calendar/test_calendar_feed.py
