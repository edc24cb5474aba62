#!/usr/bin/env bash
# The threat model's promises tried from outside (docs/security.md): starts `cadence serve` in its
# default configuration — no CADENCE_NOTIFY_HOSTS, no private networks, no --trust-proxy — on a
# fresh store (or CADENCE_SERVER_STORE, a postgres:// URL) and runs Tests/Security/probe.py
# against it: hostile text on every area, private destinations in every spelling with a live
# loopback receiver, the notify-test limit, secrets in the log, device-cookie lockouts and token
# revocation on a password change. Bounded: the whole run takes well under a minute.
#
#   scripts/security-probe.sh                                   # builds cadence (debug) if needed
#   CADENCE_BIN=.build/release/cadence scripts/security-probe.sh
set -euo pipefail
cd "$(dirname "$0")/.."

if [ -z "${CADENCE_BIN:-}" ] && [ -x .build/debug/cadence ]; then CADENCE_BIN="$PWD/.build/debug/cadence"; fi
export CADENCE_BIN
log_dir="$(mktemp -d /tmp/cadence-security.XXXXXX)"
trap 'rm -rf "$log_dir"' EXIT
# An empty CADENCE_NOTIFY_HOSTS is the default install (with-cadence-server.sh otherwise allows loopback).
CADENCE_NOTIFY_HOSTS="" CADENCE_SERVER_LOG="$log_dir/server.log" \
  scripts/with-cadence-server.sh env CADENCE_SERVER_LOG="$log_dir/server.log" python3 -u Tests/Security/probe.py
