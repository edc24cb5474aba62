#!/usr/bin/env bash
# Crash and concurrency harness (Tests/Crash/crash_harness.py, docs/robustness.md): SIGKILL
# during CLI writes, imports and server load, and the CLI and the server writing one store at
# once; after each kill the store passes integrity_check and holds every acknowledged write.
#
#   scripts/crash-harness.sh --quick              # CI's short version (about a minute or two)
#   scripts/crash-harness.sh --rounds 200 --seed 5
#   CADENCE_BIN=.build/release/cadence scripts/crash-harness.sh --only server-kill
#
# Uses $CADENCE_BIN, else .build/debug/cadence, else builds it. python3, standard library only.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ -z "${CADENCE_BIN:-}" ]; then
  if [ ! -x .build/debug/cadence ]; then swift build --product cadence; fi
  CADENCE_BIN="$PWD/.build/debug/cadence"
fi
exec python3 -u Tests/Crash/crash_harness.py --cadence "$CADENCE_BIN" "$@"
