#!/usr/bin/env bash
# Browser tests of the web app (Tests/Browser/test_web.py, test_life.py, test_phone.py; docs/web.md), each
# against a fresh `cadence serve`, in headless Chromium through selenium.
#
#   scripts/browser-test.sh                      # builds cadence (debug), then tests
#   CADENCE_BIN=.build/debug/cadence scripts/browser-test.sh
#
# Needs Debian's chromium and chromium-driver and a Python with selenium and axe-playwright-python
# (for its axe-core 4.x; scripts/install-browser-deps.sh installs them). The Python is $CADENCE_BROWSER_PYTHON,
# else /opt/cadence-browser-venv/bin/python when it exists, else python3.
# On a failure, screenshots and page sources go to /tmp/cadence-browser-failures/.
# Exits non-zero when any test fails or is skipped, or the server cannot start.
set -euo pipefail
cd "$(dirname "$0")/.."

python="${CADENCE_BROWSER_PYTHON:-}"
if [ -z "$python" ]; then
  if [ -x /opt/cadence-browser-venv/bin/python ]; then python=/opt/cadence-browser-venv/bin/python; else python=python3; fi
fi
if ! "$python" -c 'import selenium' 2>/dev/null; then
  echo "error: $python cannot import selenium; run scripts/install-browser-deps.sh" >&2
  exit 2
fi
for binary in "${CADENCE_CHROMIUM:-/usr/bin/chromium}" "${CADENCE_CHROMEDRIVER:-/usr/bin/chromedriver}"; do
  if [ ! -x "$binary" ]; then
    echo "error: $binary is missing; run scripts/install-browser-deps.sh" >&2
    exit 2
  fi
done

if ! "$python" -c 'import importlib.util; assert importlib.util.find_spec("axe_playwright_python")' 2>/dev/null; then
  echo "error: $python has no axe-playwright-python (axe-core 4.x); run scripts/install-browser-deps.sh" >&2
  exit 2
fi

rm -rf /tmp/cadence-browser-failures
# Each file on its own fresh server: the habit journey, the Life OS pages (test_life.py), the
# app on a phone, installable and offline, with axe-core 4.x on every page (test_phone.py), the
# navigation (test_navigation.py) and every quick action offline (test_offline.py).
status=0
scripts/with-cadence-server.sh "$python" -u Tests/Browser/test_web.py || status=1
scripts/with-cadence-server.sh "$python" -u Tests/Browser/test_life.py || status=1
scripts/with-cadence-server.sh "$python" -u Tests/Browser/test_phone.py || status=1
scripts/with-cadence-server.sh "$python" -u Tests/Browser/test_entries.py || status=1
scripts/with-cadence-server.sh "$python" -u Tests/Browser/test_undo.py || status=1
scripts/with-cadence-server.sh "$python" -u Tests/Browser/test_navigation.py || status=1
scripts/with-cadence-server.sh "$python" -u Tests/Browser/test_offline.py || status=1
scripts/with-cadence-server.sh "$python" -u Tests/Browser/test_schedules.py || status=1
scripts/with-cadence-server.sh "$python" -u Tests/Browser/test_push.py || status=1
scripts/with-cadence-server.sh "$python" -u Tests/Browser/test_linked_health.py || status=1
scripts/with-cadence-server.sh "$python" -u Tests/Browser/test_routines.py || status=1
scripts/with-cadence-server.sh "$python" -u Tests/Browser/test_webhooks_page.py || status=1
scripts/with-cadence-server.sh "$python" -u Tests/Browser/test_health_import.py || status=1
scripts/with-cadence-server.sh "$python" -u Tests/Browser/test_languages.py || status=1
scripts/with-cadence-server.sh "$python" -u Tests/Browser/test_languages_pages.py || status=1
scripts/with-cadence-server.sh "$python" -u Tests/Browser/test_partners.py || status=1
scripts/with-cadence-server.sh "$python" -u Tests/Browser/test_challenges.py || status=1
scripts/with-cadence-server.sh "$python" -u Tests/Browser/test_nudges.py || status=1
scripts/with-cadence-server.sh "$python" -u Tests/Browser/test_languages_more.py || status=1
scripts/with-cadence-server.sh "$python" -u Tests/Browser/test_languages_life.py || status=1
scripts/with-cadence-server.sh "$python" -u Tests/Browser/test_languages_social.py || status=1
exit "$status"
