#!/usr/bin/env bash
# OpenID Connect sign-in end to end (docs/domain-rules.md "§24 OpenID Connect sign-in",
# docs/deploy.md "Signing in with an identity provider"): a real OpenID Provider on loopback made
# of PyPI's Authlib (Tests/OIDC/oidc_provider.py) and a fresh `cadence serve` configured for it,
# with the provider-specific private-network opt-in (CADENCE_OIDC_PRIVATE_NETWORKS=1) so that it
# may call 127.0.0.1. Tests/OIDC/test_oidc.py runs the flows over HTTP (linking, signing in, a new
# account, a wrong audience, an expired token, an unknown key, a replayed state, a provider that is
# down), then Tests/Browser/test_oidc.py signs in with headless Chromium (when its venv exists,
# as in scripts/browser-test.sh).
#
#   scripts/oidc-check.sh                        # builds cadence (debug) if needed
#   CADENCE_BIN=.build/debug/cadence scripts/oidc-check.sh
#
# Installs the pinned provider into $CADENCE_OIDC_VENV (default .venv-oidc, ignored by git) when missing.
set -euo pipefail
cd "$(dirname "$0")/.."

AUTHLIB_VERSION=1.6.5
FLASK_VERSION=3.1.3
venv="${CADENCE_OIDC_VENV:-$PWD/.venv-oidc}"
check="import importlib.metadata as m, sys; sys.exit(m.version('authlib') != '$AUTHLIB_VERSION' or m.version('flask') != '$FLASK_VERSION')"
if ! "$venv/bin/python" -c "$check" 2>/dev/null; then
  echo "== installing authlib $AUTHLIB_VERSION and flask $FLASK_VERSION into $venv"
  python3 -m venv "$venv"
  "$venv/bin/pip" install -q --disable-pip-version-check "authlib==$AUTHLIB_VERSION" "flask==$FLASK_VERSION"
fi

if [ -z "${CADENCE_BIN:-}" ] && [ -x .build/debug/cadence ]; then CADENCE_BIN="$PWD/.build/debug/cadence"; fi
export CADENCE_BIN
free_port() { python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'; }
export CADENCE_OIDC_ISSUER="http://127.0.0.1:$(free_port)" CADENCE_OIDC_CLIENT_ID=cadence
CADENCE_OIDC_CLIENT_SECRET="test-secret-$(free_port)"
export CADENCE_OIDC_CLIENT_SECRET CADENCE_OIDC_PRIVATE_NETWORKS=1
log_dir="$(mktemp -d /tmp/cadence-oidc.XXXXXX)"
CADENCE_SERVER_LOG="$log_dir/server.log" scripts/with-cadence-server.sh timeout 300 "$venv/bin/python" -u Tests/OIDC/test_oidc.py
# The client secret is never logged (docs/security.md): not in the whole server log of the run.
if grep -qF "$CADENCE_OIDC_CLIENT_SECRET" "$log_dir/server.log"; then echo "error: the client secret is in the server log" >&2; exit 1; fi
echo "== the server log ($(wc -l <"$log_dir/server.log") lines) holds no client secret"
CADENCE_OIDC_ONLY=1 scripts/with-cadence-server.sh timeout 120 "$venv/bin/python" -u Tests/OIDC/test_oidc_only.py
# --oidc-only without a provider is refused at start with the variables to set.
if env -u CADENCE_OIDC_ISSUER "$CADENCE_BIN" serve --oidc-only --db "$log_dir/none.sqlite" --port 0 >"$log_dir/refused.out" 2>&1; then
  echo "error: cadence serve --oidc-only started without a provider" >&2; exit 1
fi
grep -q "needs an identity provider" "$log_dir/refused.out" || { cat "$log_dir/refused.out" >&2; exit 1; }
echo "== cadence serve --oidc-only without a provider is refused"
rm -rf "$log_dir"
browser_python=/opt/cadence-browser-venv/bin/python
if [ -x "$browser_python" ]; then
  export CADENCE_OIDC_PROVIDER_PYTHON="$venv/bin/python"
  scripts/with-cadence-server.sh timeout 300 "$browser_python" -u Tests/Browser/test_oidc.py
else
  echo "error: no browser venv at $browser_python (scripts/install-browser-deps.sh)" >&2
  exit 1
fi
