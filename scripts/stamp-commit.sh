#!/usr/bin/env bash
# Writes the commit into Sources/CadenceCLI/Version/BuildCommit.swift before a build, so that
# `cadence --version` names it (docs/deploy.md "Versions"). The commit comes from git when the
# tree is a clone, else from the COMMIT file (a `git archive` tarball fills it in through
# .gitattributes' export-subst), else it stays "unknown". `--restore` puts the file back.
set -euo pipefail
cd "$(dirname "$0")/.."
file=Sources/CadenceCLI/Version/BuildCommit.swift
if [[ "${1:-}" == "--restore" ]]; then
    if git rev-parse --git-dir >/dev/null 2>&1; then git checkout -- "$file"; fi
    exit 0
fi
commit=unknown
if git rev-parse --git-dir >/dev/null 2>&1; then
    commit=$(git rev-parse --short=12 HEAD)
    if ! git diff --quiet HEAD -- . ":(exclude)$file" 2>/dev/null; then commit="$commit-dirty"; fi
elif [[ -f COMMIT ]] && grep -Eq '^[0-9a-f]{7,40}$' COMMIT; then
    commit=$(cut -c1-12 COMMIT)
fi
# Written only when it changes: a build running meanwhile never sees the file touched for nothing.
if ! grep -q "static let value = \"$commit\"" "$file"; then
    sed -i -E "s/static let value = \"[^\"]*\"/static let value = \"$commit\"/" "$file"
fi
echo "$commit"
