#!/usr/bin/env bash
# The seeded sync fuzzer (issue #32; docs/security.md "Sync"): hostile stamps, foreign and
# random ids inside values, deletions, renames, duplicate keys and huge values pushed through
# `POST /api/v1/sync` on the real API router, on SQLite and on PostgreSQL (a throw-away cluster
# from scripts/with-postgres.sh). After every case: the answer is one the case allows, the other
# person's data is byte-identical (and after a refusal the pusher's too), the account can still
# change, pull and push, and both people's progress passes `cadence doctor`'s check.
#
#   scripts/sync-fuzz.sh                       # seed 32, 80 cases per backend (as in `swift test`)
#   scripts/sync-fuzz.sh --seed 7 --cases 400  # another seed, longer
#   scripts/sync-fuzz.sh --sqlite-only         # without PostgreSQL
#
# The same suite (SyncFuzzTests) runs in the README's `scripts/with-postgres.sh swift test`.
# Builds the tests first (`swift build --build-tests`) unless --skip-build.
set -euo pipefail
cd "$(dirname "$0")/.."

seed=${CADENCE_SYNC_FUZZ_SEED:-32}
cases=${CADENCE_SYNC_FUZZ_CASES:-80}
postgres=1
build=1
while [[ $# -gt 0 ]]; do
    case "$1" in
        --seed) [[ $# -ge 2 ]] || { echo "usage: --seed N" >&2; exit 2; }; seed=$2; shift 2 ;;
        --cases) [[ $# -ge 2 ]] || { echo "usage: --cases N" >&2; exit 2; }; cases=$2; shift 2 ;;
        --sqlite-only) postgres=0; shift ;;
        --skip-build) build=0; shift ;;
        *) echo "usage: scripts/sync-fuzz.sh [--seed N] [--cases N] [--sqlite-only] [--skip-build]" >&2; exit 2 ;;
    esac
done
[[ "$seed" =~ ^[0-9]+$ && "$cases" =~ ^[0-9]+$ ]] || { echo "sync-fuzz: seed and cases are whole numbers" >&2; exit 2; }

if [[ $build -eq 1 ]]; then swift build --build-tests; fi
export CADENCE_SYNC_FUZZ_SEED=$seed CADENCE_SYNC_FUZZ_CASES=$cases
echo "sync-fuzz: seed $seed, $cases cases per backend"
if [[ $postgres -eq 1 ]]; then
    scripts/with-postgres.sh swift test --skip-build --filter SyncFuzzTests
else
    swift test --skip-build --filter SyncFuzzTests.hostilePushesOnSQLite
fi
