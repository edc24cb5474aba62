#!/usr/bin/env bash
# The importers' mutation fuzzer (Sources/cadence-fuzz, docs/robustness.md) over every format,
# one process per format so that a crash or a hang in one format does not hide the others, two
# formats at a time (one per core; cadence-fuzz runs on one).
#
#   scripts/fuzz.sh                         # CI: release build, seed 11, 2000 cases per format
#   scripts/fuzz.sh --cases 20000 --seed 7  # by hand: more cases, another seed
#   CADENCE_FUZZ_BIN=.build/debug/cadence-fuzz scripts/fuzz.sh --cases 300
#   CADENCE_FUZZ_JOBS=1 scripts/fuzz.sh     # one format at a time
#   CADENCE_RELEASE_SCRATCH=.build-release scripts/fuzz.sh   # the release build in that scratch
#                                           # folder (CI: the one scripts/package.sh built in)
#
# Extra arguments go to every cadence-fuzz run. A format fails when cadence-fuzz exits
# non-zero: 1 = a case broke an invariant (its input is in /tmp/cadence-fuzz-failures), 3 = a
# case hung, a signal = a crash; for the last two the running case (seed, number, mutations, the
# replay command) is printed and its input copied to /tmp/cadence-fuzz-failures.
set -uo pipefail
cd "$(dirname "$0")/.."

formats=(cadence-json loop-db loop-csv lucidpal habitto-legacy habitbull rewire tickmate table-habit habo beaver
  habitica harsh csv apple-health google-fit)
jobs_max="${CADENCE_FUZZ_JOBS:-2}"
binary="${CADENCE_FUZZ_BIN:-}"
if [ -z "$binary" ]; then
  # Release: three times the cases of a debug build in the same time. With the Swift runtime
  # linked statically and lld named, as scripts/package.sh builds (both flags reach every
  # compile): in CI the modules compiled for the package are reused.
  scratch="${CADENCE_RELEASE_SCRATCH:-.build}"
  flags=(-c release --static-swift-stdlib -Xswiftc -use-ld=lld --scratch-path "$scratch")
  swift build "${flags[@]}" --product cadence-fuzz || exit 2
  binary="$(swift build "${flags[@]}" --show-bin-path)/cadence-fuzz"
fi
failures=/tmp/cadence-fuzz-failures
rm -rf "$failures"
mkdir -p "$failures"
# Stores live on /dev/shm (memory) when it exists; a stage stopped by CI's timeout leaves nothing.
root="$(mktemp -d /dev/shm/cadence-fuzz-ci.XXXXXX 2>/dev/null || mktemp -d)"
trap 'rm -rf "$root"' EXIT

# Runs one format; its report goes to $root/<format>.log, its exit code to $root/<format>.code.
run_format() {
  local format="$1"
  shift
  local work="$root/$format"
  mkdir -p "$work"
  local progress="$work/progress.txt" log="$root/$format.log" started
  started=$(date +%s)
  "$binary" --format "$format" --seed 11 --cases 2000 --max-seconds 10 --hang-seconds 60 \
    --work "$work/cases" --progress "$progress" --failures "$failures" "$@" > "$log" 2>&1
  local code=$?
  {
    echo "== $format: exit $code in $(( $(date +%s) - started )) s"
    if [ "$code" -ne 0 ] && [ "$code" -ne 1 ]; then
      if [ "$code" -gt 128 ]; then echo "CRASH: cadence-fuzz died of signal $((code - 128)) in:"; else echo "HANG or error ($code) in:"; fi
      cat "$progress" 2>/dev/null
      local keep="$failures/$format-last-case"
      cp -r "$work/cases/current/input" "$keep" 2>/dev/null && echo "its input: $keep"
    fi
  } >> "$log"
  echo "$code" > "$root/$format.code"
  rm -rf "$work"
}

running=0
for format in "${formats[@]}"; do
  if [ "$running" -ge "$jobs_max" ]; then
    wait -n
    running=$((running - 1))
  fi
  run_format "$format" "$@" &
  running=$((running + 1))
done
wait

status=0
passed=0
failed=0
for format in "${formats[@]}"; do
  cat "$root/$format.log" 2>/dev/null
  code="$(cat "$root/$format.code" 2>/dev/null || echo missing)"
  if [ "$code" = "0" ]; then passed=$((passed + 1)); else failed=$((failed + 1)); status=1; fi
done
echo "fuzz: $passed passed, $failed failed"
exit "$status"
