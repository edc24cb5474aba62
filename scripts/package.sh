#!/usr/bin/env bash
# Release artifacts (docs/deploy.md "Install the package"): a release build of `cadence` with the
# Swift runtime linked statically, stripped, packed as
#   dist/cadence-<version>-linux-<arch>.tar.gz   the binary, its resource folders, the units, docs
#   dist/cadence_<version>_<arch>.deb            /usr/bin/cadence, cadence.service, cadence@.service,
#                                                /etc/cadence/cadence.env (a conffile)
# <arch> is Debian's name for the machine (amd64, arm64) in both. The package depends only on the
# Debian packages that hold the shared libraries the binary needs (read from its ELF header).
#
#   scripts/package.sh                 # build, then pack into dist/
#   scripts/package.sh --skip-build    # pack the release build already in .build
#   scripts/package.sh --out DIR       # another output folder
#   CADENCE_RELEASE_SCRATCH=.build-release scripts/package.sh   # build in another scratch folder,
#       so that a debug build of the same checkout can run at the same time (CI: .ci/run)
#
# Prints each artifact's path and size in bytes. Needs dpkg-deb, objdump and strip (binutils), and
# 7z (Debian's p7zip-full).
set -euo pipefail
cd "$(dirname "$0")/.."

out=dist
build=1
while [ $# -gt 0 ]; do
  case "$1" in
    --skip-build) build=0 ;;
    --out) out="$2"; shift ;;
    *) echo "usage: scripts/package.sh [--skip-build] [--out DIR]" >&2; exit 2 ;;
  esac
  shift
done
for tool in dpkg-deb objdump strip 7z; do
  command -v "$tool" >/dev/null || { echo "package: $tool not found (Debian: binutils, dpkg, p7zip-full)" >&2; exit 1; }
done

version=$(sed -n -E 's/.*static let version = "([^"]+)".*/\1/p' Sources/CadenceCLI/CadenceCommand.swift)
[[ "$version" =~ ^[0-9]+\.[0-9]+\.[0-9]+([~+.-][0-9A-Za-z.~+-]*)?$ ]] || { echo "package: no version found" >&2; exit 1; }
arch=$(dpkg --print-architecture)
# --no-export-dynamic: the Swift driver exports every symbol of the program's own objects for a
# static build (65,000 of them, 6 MB nobody looks up); without them the tarball is 1.7 MB smaller.
# The toolchain's lld instead of gold, for two things gold cannot do: relative relocations packed
# as DT_RELR (4.5 MB of .rela.dyn become 0.1 MB; glibc 2.36, Debian 12's, reads them, and the
# package's Depends asks for the build machine's libc6 or newer) and --icf=safe (functions whose
# address nobody takes folded when identical). Together 0.6 MB off the tarball.
flags=(-c release --static-swift-stdlib --product cadence -Xlinker --no-export-dynamic
  -Xswiftc -use-ld=lld -Xlinker -z -Xlinker pack-relative-relocs -Xlinker --icf=safe
  --scratch-path "${CADENCE_RELEASE_SCRATCH:-.build}")

if [ "$build" -eq 1 ]; then
  # `cadence --version` names the commit: stamped for this build, and the source put back as soon
  # as the build is done — unless the caller had stamped it already (CI stamps the whole run
  # first, so no build beside this one ever sees the file change).
  stamped_before=0
  git diff --quiet -- Sources/CadenceCLI/Version/BuildCommit.swift 2>/dev/null || stamped_before=1
  scripts/stamp-commit.sh >/dev/null
  [ "$stamped_before" -eq 1 ] || trap 'scripts/stamp-commit.sh --restore' EXIT
  swift build "${flags[@]}"
  if [ "$stamped_before" -eq 0 ]; then
    scripts/stamp-commit.sh --restore
    trap - EXIT
  fi
fi
bin_dir=$(swift build "${flags[@]}" --show-bin-path)
binary="$bin_dir/cadence"
[ -x "$binary" ] || { echo "package: no release build at $binary (run without --skip-build)" >&2; exit 1; }
if objdump -p "$binary" | grep 'NEEDED.*libswiftCore' >/dev/null; then
  echo "package: $binary links the Swift runtime dynamically; build with --static-swift-stdlib" >&2
  exit 1
fi

mkdir -p "$out"
out=$(cd "$out" && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# The binary finds its resource folders beside its real path (/proc/self/exe, symlinks resolved):
# both artifacts keep them next to it.
stage_binary() {
  local dir="$1"
  mkdir -p "$dir"
  install -m 755 "$binary" "$dir/cadence"
  strip --strip-unneeded "$dir/cadence"
  local bundle
  for bundle in "$bin_dir"/*.resources; do cp -R "$bundle" "$dir/"; done
  chmod -R u=rwX,go=rX "$dir"
}

# The tarball: one folder, run in place or copied anywhere.
name="cadence-$version-linux-$arch"
stage_binary "$work/$name"
install -m 644 packaging/cadence.service packaging/cadence@.service packaging/cadence.env README.md "$work/$name/"
install -m 644 docs/deploy.md docs/operations.md "$work/$name/"
tarball="$out/$name.tar.gz"
# gzip's format made by 7-Zip's deflate at its highest level (-mx=9): 2.0 MB smaller than gzip -9
# for about 45 s more, read by every gunzip and tar (docs/deploy.md "What keeps the tarball small").
tar --sort=name --owner=0 --group=0 --numeric-owner --mtime=@0 -C "$work" -cf - "$name" \
  | 7z a -tgzip -mx=9 -si -so "$name.tar" > "$tarball"

# The Debian package.
root="$work/deb"
stage_binary "$root/usr/lib/cadence"
mkdir -p "$root/usr/bin" "$root/usr/lib/systemd/system" "$root/etc/cadence" "$root/usr/share/doc/cadence" "$root/DEBIAN"
ln -s ../lib/cadence/cadence "$root/usr/bin/cadence"
install -m 644 packaging/cadence.service packaging/cadence@.service "$root/usr/lib/systemd/system/"
install -m 640 packaging/cadence.env "$root/etc/cadence/cadence.env"
install -m 644 README.md docs/deploy.md docs/operations.md "$root/usr/share/doc/cadence/"
install -m 755 packaging/debian/postinst packaging/debian/prerm packaging/debian/postrm "$root/DEBIAN/"
echo /etc/cadence/cadence.env > "$root/DEBIAN/conffiles"

# Depends: the package of every shared library the binary names, at least the version built on.
depends=()
for library in $(objdump -p "$binary" | awk '/NEEDED/ { print $2 }'); do
  path=$(ldconfig -p | awk -v lib="$library" '$1 == lib && /x86-64|AArch64|64bit/ && !found { print $NF; found = 1 }')
  [ -n "$path" ] || path=$(ldconfig -p | awk -v lib="$library" '$1 == lib && !found { print $NF; found = 1 }')
  [ -n "$path" ] || { echo "package: $library not found by ldconfig" >&2; exit 1; }
  package=$(dpkg -S "$(readlink -f "$path")" 2>/dev/null | sed -n '1s/:.*//p') \
    || package=$(dpkg -S "$path" | sed -n '1s/:.*//p')
  upstream=$(dpkg-query -W -f='${Version}' "$package" | sed -E 's/^[0-9]+://; s/-[^-]*$//')
  depends+=("$package (>= $upstream)")
done
depends+=("passwd")
depends_line=$(printf '%s\n' "${depends[@]}" | sort -u | paste -sd, | sed 's/,/, /g')
installed_kib=$(du -sk --exclude=DEBIAN "$root" | cut -f1)
cat > "$root/DEBIAN/control" <<CONTROL
Package: cadence
Version: $version
Architecture: $arch
Maintainer: Cadence developers <cadence@localhost>
Installed-Size: $installed_kib
Depends: $depends_line
Section: web
Priority: optional
Homepage: https://github.com/cadence/cadence
Description: habit and life tracker: command line, web app, REST API, MCP tools
 Cadence tracks habits (streaks, rates, strength), health, money, to-dos and notes in one SQLite
 file or a PostgreSQL database. The package holds the cadence command and the cadence.service
 and cadence@.service systemd units, neither enabled nor started by the install: edit
 /etc/cadence/cadence.env, then run: systemctl enable --now cadence
CONTROL
(cd "$root" && find . -type f ! -path './DEBIAN/*' -printf '%P\0' | sort -z | xargs -0 md5sum > DEBIAN/md5sums)
deb="$out/cadence_${version}_$arch.deb"
dpkg-deb --root-owner-group -Zxz --build "$root" "$deb" >/dev/null

for artifact in "$tarball" "$deb"; do echo "$artifact $(stat -c %s "$artifact")"; done
echo "binary: $(stat -c %s "$work/$name/cadence") bytes stripped; Depends: $depends_line"
