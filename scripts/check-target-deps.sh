#!/usr/bin/env bash
# Checks that every target of Package.swift declares exactly the modules its sources import
# (docs/architecture.md): an `import X` (or `@testable import X`) of a package target or product
# that the target does not list is an error, and so is a listed dependency no file imports.
# System modules (Foundation, Dispatch, Glibc, Testing, …) are not dependencies and are skipped.
#
#   scripts/check-target-deps.sh        # exit 0 when every target agrees, 1 otherwise
set -euo pipefail
cd "$(dirname "$0")/.."
swift package dump-package > /tmp/cadence-package.$$.json
trap 'rm -f /tmp/cadence-package.$$.json' EXIT
python3 - /tmp/cadence-package.$$.json <<'PY'
import json, os, re, sys

SYSTEM = {"Foundation", "FoundationEssentials", "FoundationNetworking", "Dispatch", "Glibc", "Musl", "Darwin",
          "Testing", "XCTest", "Synchronization", "os", "_Concurrency", "RegexBuilder"}
package = json.load(open(sys.argv[1]))
import_line = re.compile(r'^\s*(?:@testable\s+)?(?:@_exported\s+)?import\s+(?:(?:struct|class|enum|func|protocol|typealias|var|let)\s+)?([A-Za-z_][A-Za-z0-9_]*)')
problems = 0
for target in package["targets"]:
    name = target["name"]
    folder = target.get("path") or os.path.join("Tests" if target["type"] == "test" else "Sources", name)
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
    undeclared = sorted(imported - declared)
    unused = sorted(declared - imported)
    status = "ok" if not undeclared and not unused else "MISMATCH"
    print(f"{status:8} {name}: imports {', '.join(sorted(imported)) or 'nothing'}")
    for module in undeclared:
        print(f"         imported but not declared in Package.swift: {module}")
    for module in unused:
        print(f"         declared in Package.swift but never imported: {module}")
    problems += len(undeclared) + len(unused)
print(f"{len(package['targets'])} targets checked, {problems} problem(s)")
sys.exit(1 if problems else 0)
PY
