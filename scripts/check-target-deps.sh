#!/usr/bin/env bash
# The layering is checked, not described (docs/architecture.md "The targets"). Three checks, all errors:
#   1. every target of Package.swift has a row in the table of docs/architecture.md (between the
#      `<!-- targets:begin -->` and `<!-- targets:end -->` markers), and every row names a target;
#   2. every module a target's sources import is one its row's "may import" column names (in backticks;
#      the word `anything` lets a tool import whatever it needs) — the table is the source of truth;
#   3. Package.swift declares exactly the modules a target's sources import: an `import X` (or
#      `@testable import X`) of a package target or product it does not list, or a listed dependency no
#      file imports.
# System modules (Foundation, Dispatch, Glibc, Testing, …) are not dependencies and are skipped. Test
# targets need no row (check 3 still applies to them).
#
#   scripts/check-target-deps.sh        # exit 0 when every target agrees, 1 otherwise
set -euo pipefail
cd "$(dirname "$0")/.."
package_json=$(mktemp)
trap 'rm -f "$package_json"' EXIT
swift package dump-package > "$package_json"
python3 - "$package_json" docs/architecture.md <<'PY'
import json, os, re, sys

SYSTEM = {"Foundation", "FoundationEssentials", "FoundationNetworking", "Dispatch", "Glibc", "Musl", "Darwin",
          "Testing", "XCTest", "Synchronization", "os", "_Concurrency", "RegexBuilder"}
package = json.load(open(sys.argv[1]))
doc = open(sys.argv[2], encoding="utf-8").read()
problems = 0

def problem(text):
    global problems
    problems += 1
    print(f"         {text}")

# The documented table: | `Target`, `Other` | what is inside | `A`, `B` or anything |
begin, end = doc.find("<!-- targets:begin -->"), doc.find("<!-- targets:end -->")
if begin < 0 or end < begin:
    print("docs/architecture.md has no <!-- targets:begin --> … <!-- targets:end --> table")
    sys.exit(1)
allowed = {}
for line in doc[begin:end].splitlines():
    cells = [cell.strip() for cell in line.strip().strip("|").split("|")]
    if len(cells) < 3 or not cells[0].startswith("`"):
        continue
    names = re.findall(r"`([A-Za-z_][A-Za-z0-9_-]*)`", cells[0])
    may = None if cells[-1] == "anything" else set(re.findall(r"`([A-Za-z_][A-Za-z0-9_]*)`", cells[-1]))
    for name in names:
        allowed[name] = may

import_line = re.compile(r'^\s*(?:@testable\s+)?(?:@_exported\s+)?(?:@_spi\(\w+\)\s+)?(?:public\s+|package\s+|internal\s+)?'
                         r'import\s+(?:(?:struct|class|enum|func|protocol|typealias|var|let)\s+)?([A-Za-z_][A-Za-z0-9_]*)')
names = set()
for target in package["targets"]:
    name = target["name"]
    names.add(name)
    is_test = target["type"] == "test"
    folder = target.get("path") or os.path.join("Tests" if is_test else "Sources", name)
    declared = set()
    for dependency in target.get("dependencies", []):
        for kind in ("byName", "target", "product"):
            if kind in dependency:
                declared.add(dependency[kind][0])
    imported = set()
    for root, _, files in os.walk(folder):
        for file in files:
            if not file.endswith(".swift"):
                continue
            for line in open(os.path.join(root, file), encoding="utf-8"):
                match = import_line.match(line)
                if match and match.group(1) not in SYSTEM:
                    imported.add(match.group(1))
    imported.discard(name)
    before = problems
    print(f"{name}: imports {', '.join(sorted(imported)) or 'nothing'}")
    if not is_test:
        if name not in allowed:
            problem("has no row in docs/architecture.md's target table")
        elif allowed[name] is not None:
            for module in sorted(imported - allowed[name]):
                problem(f"imports {module}, which docs/architecture.md does not allow it")
            for module in sorted(declared - allowed[name] - imported):
                problem(f"declares {module} in Package.swift, which docs/architecture.md does not allow it")
    for module in sorted(imported - declared):
        problem(f"imported but not declared in Package.swift: {module}")
    for module in sorted(declared - imported):
        problem(f"declared in Package.swift but never imported: {module}")
    if problems > before:
        print(f"MISMATCH {name}")
for name in sorted(set(allowed) - names):
    print(f"MISMATCH docs/architecture.md names `{name}`, which Package.swift does not have")
    problems += 1
print(f"{len(package['targets'])} targets checked against Package.swift and docs/architecture.md, {problems} problem(s)")
sys.exit(1 if problems else 0)
PY
