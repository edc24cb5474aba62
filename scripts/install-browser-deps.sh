#!/usr/bin/env bash
# Installs what the browser tests and screenshots need, skipping what is already there:
# Debian's chromium and chromium-driver (with fonts), python3-venv, and selenium and
# axe-playwright-python from PyPI in a venv at $CADENCE_BROWSER_VENV (default
# /opt/cadence-browser-venv). Of axe-playwright-python only its axe.min.js (axe-core 4.x) is used,
# injected through selenium (Tests/Browser/page_checks.py), so it is installed without its
# dependencies (Playwright is not needed). Runs as root or with sudo.
set -euo pipefail

as_root() { if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi; }
venv="${CADENCE_BROWSER_VENV:-/opt/cadence-browser-venv}"

missing=()
for package in chromium chromium-driver python3-venv fonts-liberation fonts-dejavu-core fonts-noto-color-emoji; do
  dpkg -s "$package" >/dev/null 2>&1 || missing+=("$package")
done
if [ "${#missing[@]}" -gt 0 ]; then
  echo "== apt-get install ${missing[*]}"
  as_root apt-get update -q
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -q "${missing[@]}"
fi

# Debian's own Python (its python3-venv is installed above), whatever python3 is first on PATH.
base_python=/usr/bin/python3
[ -x "$base_python" ] || base_python="$(command -v python3)"
axe_check='import importlib.util, selenium; assert importlib.util.find_spec("axe_playwright_python")'
if [ ! -x "$venv/bin/python" ] || ! "$venv/bin/python" -c "$axe_check" 2>/dev/null; then
  echo "== creating $venv with selenium and axe-playwright-python (axe-core 4.x)"
  [ -x "$venv/bin/python" ] || as_root "$base_python" -m venv "$venv"
  as_root "$venv/bin/pip" install -q --disable-pip-version-check 'selenium>=4.11'
  as_root "$venv/bin/pip" install -q --disable-pip-version-check --no-deps 'axe-playwright-python==0.1.8'
fi
"$venv/bin/python" -c 'import selenium; print("selenium", selenium.__version__)'
/usr/bin/chromium --version 2>/dev/null | grep -v 'unexpected operator' || true
/usr/bin/chromedriver --version
