#!/usr/bin/env bash
# Regenerates docs/screenshots/{home,today,health,detail}-{phone,desktop}.png, more-phone.png,
# offline-phone.png, today-de-phone.png and detail-ar-phone.png against a fresh `cadence serve`
# (scripts/screenshots.py seeds an account through the REST API).
#
#   scripts/screenshots.sh
#   scripts/screenshots.sh languages    # only today-de-phone.png and detail-ar-phone.png
#   CADENCE_BIN=.build/debug/cadence scripts/screenshots.sh
set -euo pipefail
cd "$(dirname "$0")/.."
python="${CADENCE_BROWSER_PYTHON:-}"
if [ -z "$python" ]; then
  if [ -x /opt/cadence-browser-venv/bin/python ]; then python=/opt/cadence-browser-venv/bin/python; else python=python3; fi
fi
exec scripts/with-cadence-server.sh "$python" -u scripts/screenshots.py "$@"
