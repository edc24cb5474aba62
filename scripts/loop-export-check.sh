#!/usr/bin/env bash
# Checks `cadence export --format loop` with the sqlite3 command-line shell (docs/import-export.md
# "Loop backup export"): a store made through the CLI is exported, then sqlite3 (not GRDB, which
# wrote the file) checks its integrity, its `user_version` (25), its schema against Loop's
# (Tests/LoopExport/expected-schema.sql) and the rows Loop reads; finally the file is imported
# into a new store and its habits and check-ins compared.
#
#   scripts/loop-export-check.sh                       # builds cadence (debug) if needed
#   CADENCE_BIN=.build/debug/cadence scripts/loop-export-check.sh
#
# Installs Debian's sqlite3 when missing.
set -euo pipefail
cd "$(dirname "$0")/.."

as_root() { if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi; }
if ! command -v sqlite3 >/dev/null 2>&1; then
  as_root apt-get update -q
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -q sqlite3
fi
bin="${CADENCE_BIN:-}"
if [ -z "$bin" ]; then
  swift build --product cadence
  bin="$(swift build --show-bin-path)/cadence"
fi
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
export CADENCE_DB="$work/store.sqlite" CADENCE_NOW="2026-03-10T12:00:00Z" NO_COLOR=1
failures=0
check() { # name, expected, actual
  if [ "$2" == "$3" ]; then echo "ok   $1"; else echo "FAIL $1: expected [$2], got [$3]"; failures=$((failures + 1)); fi
}

"$bin" habit add Stretch --start 2026-03-01 --remind 07:30 --on mon,wed,fri --color red >/dev/null
"$bin" habit add Water --target 8 --unit cups --start 2026-03-01 >/dev/null
"$bin" habit add Smoking --quit --target 2 --unit times --start 2026-03-01 >/dev/null
"$bin" habit add Gym --weekly 3 --start 2026-03-01 >/dev/null
"$bin" done Stretch --date 2026-03-02 --note "hips, back" >/dev/null
"$bin" done Stretch --date 2026-03-04 >/dev/null
"$bin" skip Stretch --date 2026-03-06 >/dev/null
"$bin" done Water 2.5 --date 2026-03-02 >/dev/null
"$bin" done Water 3 --date 2026-03-02 >/dev/null
"$bin" done Smoking 1 --date 2026-03-03 >/dev/null
"$bin" done Gym --date 2026-03-05 >/dev/null

backup="$work/backup.db"
"$bin" export --format loop > "$backup" 2> "$work/warnings.txt"
echo "export warnings:"; sed 's/^/  /' "$work/warnings.txt"

check "integrity" "ok" "$(sqlite3 "$backup" 'PRAGMA integrity_check')"
check "user_version" "25" "$(sqlite3 "$backup" 'PRAGMA user_version')"
check "schema" "$(cat Tests/LoopExport/expected-schema.sql)" "$(sqlite3 "$backup" .schema)"
check "android_metadata" "en_US" "$(sqlite3 "$backup" 'SELECT locale FROM android_metadata')"
# Stretch is due mon, wed, fri: Loop's 3 in 7 days, its reminder's mask those days (4 + 16 + 64).
# A numerical habit's target is in its unit (its entries are ×1000); a quit habit is "at most".
check "habits" "Stretch|0|0.0|3|7|0|7|30|84
Water|1|8.0|1|1|0|||127
Smoking|1|2.0|1|1|1|||127
Gym|0|0.0|3|7|0|||127" \
  "$(sqlite3 "$backup" 'SELECT name, type, target_value, freq_num, freq_den, target_type, reminder_hour, reminder_min, reminder_days FROM Habits ORDER BY position')"
check "stretch is red (palette 0)" "0" "$(sqlite3 "$backup" "SELECT color FROM Habits WHERE name = 'Stretch'")"
check "uuids" "4" "$(sqlite3 "$backup" "SELECT count(*) FROM Habits WHERE length(uuid) = 32 AND uuid NOT GLOB '*[^0-9a-f]*'")"
check "entries" "Stretch|1772409600000|2|hips, back
Stretch|1772582400000|2|
Stretch|1772755200000|3|
Water|1772409600000|5500|
Smoking|1772496000000|1000|
Gym|1772668800000|2|" \
  "$(sqlite3 "$backup" 'SELECT h.name, r.timestamp, r.value, r.notes FROM Repetitions r JOIN Habits h ON h.id = r.habit ORDER BY h.position, r.timestamp')"
check "stamps are UTC midnights" "0" "$(sqlite3 "$backup" 'SELECT count(*) FROM Repetitions WHERE timestamp % 86400000 != 0')"

# Back into a new store: the same habits and check-in days.
export CADENCE_DB="$work/again.sqlite"
"$bin" import "$backup" >/dev/null
check "re-imported habits" "Gym,Smoking,Stretch,Water" \
  "$("$bin" --json habit list | python3 -c 'import json,sys; print(",".join(sorted(h["name"] for h in json.load(sys.stdin))))')"
if [ "$failures" -ne 0 ]; then echo "loop export check: $failures failed"; exit 1; fi
echo "loop export check: all checks passed"
