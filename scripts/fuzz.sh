#!/usr/bin/env bash
# The importers' mutation fuzzer (Sources/cadence-fuzz, docs/robustness.md) over every format,
# one process per format so that a crash or a hang in one format does not hide the others.
#
#   scripts/fuzz.sh                         # CI: seed 11, 1000 cases per format (debug build)
#   scripts/fuzz.sh --cases 20000 --seed 7  # by hand: more cases, another seed
#   CADENCE_FUZZ_BIN=.build/release/cadence-fuzz scripts/fuzz.sh --cases 50000
#
# Extra arguments go to every cadence-fuzz run. A format fails when cadence-fuzz exits
# non-zero: 1 = a case broke an invariant (its input is in /tmp/cadence-fuzz-failures), 3 = a
# case hung, a signal = a crash; for the last two the running case (seed, number, mutations, the
# replay command) is printed and its input copied to /tmp/cadence-fuzz-failures.
set -uo pipefail
cd "$(dirname "$0")/.."

binary="${CADENCE_FUZZ_BIN:-}"
if [ -z "$binary" ]; then
  swift build --product cadence-fuzz || exit 2
  binary="$(swift build --show-bin-path)/cadence-fuzz"
fi
failures=/tmp/cadence-fuzz-failures
rm -rf "$failures"
mkdir -p "$failures"
work=""
# A stage stopped by CI's timeout leaves no store copies on /dev/shm (that is memory).
trap 'if [ -n "$work" ]; then rm -rf "$work"; fi' EXIT
status=0
passed=0
failed=0
for format in cadence-json loop-db loop-csv lucidpal habitto-legacy habitbull rewire tickmate table-habit habo beaver habitica harsh csv; do
  work="$(mktemp -d /dev/shm/cadence-fuzz-ci.XXXXXX 2>/dev/null || mktemp -d)"
  progress="$work/progress.txt"
  started=$(date +%s)
  "$binary" --format "$format" --seed 11 --cases 1000 --max-seconds 10 --hang-seconds 60 \
    --work "$work" --progress "$progress" --failures "$failures" "$@"
  code=$?
  echo "== $format: exit $code in $(( $(date +%s) - started )) s"
  if [ "$code" -ne 0 ]; then
    status=1
    failed=$((failed + 1))
    if [ "$code" -ne 1 ]; then
      if [ "$code" -gt 128 ]; then echo "CRASH: cadence-fuzz died of signal $((code - 128)) in:"; else echo "HANG or error ($code) in:"; fi
      cat "$progress" 2>/dev/null
      keep="$failures/$format-last-case"
      cp -r "$work/current/input" "$keep" 2>/dev/null && echo "its input: $keep"
    fi
  else
    passed=$((passed + 1))
  fi
  rm -rf "$work"
done
echo "fuzz: $passed passed, $failed failed"
exit "$status"
