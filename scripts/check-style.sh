#!/usr/bin/env bash
# The habits that help the next reader, checked (docs/architecture.md "Style"):
#   - `swift format lint --strict` with the checked-in `.swift-format` is clean on Sources, Tests and
#     Package.swift (fix with `swift format -i -r Sources Tests Package.swift`);
#   - no Swift line is longer than 150 bytes of UTF-8 (stricter than characters where emoji stand;
#     the formatter wraps code, not text: break a long
#     literal with `"…" + "…"`, a multi-line one with a trailing `\`);
#   - no Swift source file is longer than 300 lines.
#
#   scripts/check-style.sh        # exit 0 when all hold, 1 otherwise (each finding printed)
set -euo pipefail
cd "$(dirname "$0")/.."
status=0
if ! timeout 600 swift format lint --strict --parallel --recursive Sources Tests Package.swift; then
  echo "swift format lint: findings above (fix: swift format -i -r Sources Tests Package.swift)"
  status=1
fi
long=$(python3 - <<'PY'
import pathlib
for path in sorted(pathlib.Path(".").glob("[ST]*/**/*.swift")):
    if path.parts[0] not in ("Sources", "Tests"):
        continue
    for number, line in enumerate(path.read_text(encoding="utf-8").split("\n"), 1):
        if len(line.encode("utf-8")) > 150:
            print(f"{path}:{number}: {len(line.encode('utf-8'))} bytes")
PY
)
if [ -n "$long" ]; then
  echo "$long"
  echo "lines over 150 bytes: $(echo "$long" | wc -l)"
  status=1
fi
big=$(find Sources -name '*.swift' -print0 | xargs -0 wc -l | awk '$2 != "total" && $1 > 300 { print $2 ": " $1 " lines" }')
if [ -n "$big" ]; then
  echo "$big"
  echo "source files over 300 lines: $(echo "$big" | wc -l)"
  status=1
fi
[ "$status" -eq 0 ] && echo "style: swift format lint clean, no line over 150 bytes, no source file over 300 lines"
exit "$status"
