#!/usr/bin/env bash
# libFuzzer on the import parsers (Sources/cadence-libfuzzer, docs/robustness.md), by hand:
# builds the `cadence-libfuzzer` product with `-sanitize=fuzzer` (a release build in
# .build-libfuzzer, apart from the normal .build), turns Tests/Fuzz/Corpus into libFuzzer inputs
# (first byte: how the rest is read, see ParserHarness.Mode) and fuzzes for N seconds.
#
#   scripts/libfuzzer.sh [SECONDS] [extra libFuzzer flags…]     # default 60 s, seed 11
#
# Crashes, hangs (-timeout) and out-of-memory inputs are written to /tmp/cadence-libfuzzer/
# (crash-…, timeout-…, oom-…); replay one without instrumentation with
# `swift run cadence-libfuzzer /tmp/cadence-libfuzzer/crash-…`. The grown corpus stays in
# /tmp/cadence-libfuzzer/corpus for the next run.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-60}"
shift || true

swift build -c release --scratch-path .build-libfuzzer --product cadence-libfuzzer \
  -Xswiftc -sanitize=fuzzer -Xswiftc -DCADENCE_LIBFUZZER
binary="$(swift build -c release --scratch-path .build-libfuzzer --show-bin-path)/cadence-libfuzzer"

out=/tmp/cadence-libfuzzer
mkdir -p "$out/corpus"
# The committed seeds, each prefixed by its mode byte (the order of ParserHarness.Mode).
python3 - "$out/corpus" <<'PY'
import hashlib, os, sys
out = sys.argv[1]
root = "Tests/Fuzz/Corpus"
modes = {"detected": 0, "cadence-json": 1, "habitto-legacy": 2, "loop-db": 3, "loop-habits": 4,
         "loop-checkmarks": 5, "lucidpal-habits": 6, "lucidpal-entries": 7}
def put(mode, path):
    data = bytes([modes[mode]]) + open(path, "rb").read()
    open(os.path.join(out, "seed-" + hashlib.sha1(data).hexdigest()), "wb").write(data)
for fmt in ("cadence-json", "habitto-legacy", "loop-db"):
    for name in sorted(os.listdir(os.path.join(root, fmt))):
        put(fmt, os.path.join(root, fmt, name))
        put("detected", os.path.join(root, fmt, name))
for folder in sorted(os.listdir(os.path.join(root, "loop-csv"))):
    for base, _, files in os.walk(os.path.join(root, "loop-csv", folder)):
        for name in files:
            put("loop-habits" if name == "Habits.csv" else "loop-checkmarks", os.path.join(base, name))
for folder in sorted(os.listdir(os.path.join(root, "lucidpal"))):
    for name in sorted(os.listdir(os.path.join(root, "lucidpal", folder))):
        put("lucidpal-habits" if name == "lucidpal_habits.json" else "lucidpal-entries",
            os.path.join(root, "lucidpal", folder, name))
PY
echo "== $binary for ${seconds} s on $(ls "$out/corpus" | wc -l) inputs"
cd "$out"
exec "$binary" -seed=11 -max_total_time="$seconds" -timeout=30 -rss_limit_mb=4096 -max_len=262144 \
  -print_final_stats=1 "$@" "$out/corpus"
