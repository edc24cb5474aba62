#!/usr/bin/env bash
# The .deb proved on a machine without Swift (docs/deploy.md "How the package is tested"): a clean
# Debian 12 root made by Debian's debootstrap (minbase), the package's declared dependencies
# installed from Debian, then `dpkg -i`, and inside the root:
#   cadence --version (the version and the commit), habit add/done/today on a new store as the
#   `cadence` user, `cadence serve` started as cadence.service starts it (its settings file,
#   its user) answering /healthz, /readyz, a page and a stylesheet from its resource folder, then
#   stopped by SIGTERM within 5 s; every command block of docs/deploy.md run as written (its
#   PostgreSQL and nginx from Debian, in the root); Debian's `systemd-analyze verify` and
#   `security` on both units; then the root booted by systemd-nspawn with systemd as PID 1, where
#   the doc's systemctl and journalctl blocks run for real; the tarball's binary run in place;
#   `dpkg -r` keeping the data. Prints the time from `dpkg -i` to the first answered request.
#
#   scripts/package-check.sh [DIST_DIR]     # the artifacts scripts/package.sh wrote (default dist)
#   scripts/package-check.sh --prepare      # only make (or find) the cached Debian root
#
# Runs as root (debootstrap, chroot, mount). The root is cached as a tarball in
# ${CADENCE_DEBIAN_ROOT_CACHE:-/var/cache/cadence-check/bookworm-minbase.tar}; every run unpacks
# a fresh copy of it and removes it afterwards. All traffic stays on 127.0.0.1 (apt aside).
set -euo pipefail
cd "$(dirname "$0")/.."

cache="${CADENCE_DEBIAN_ROOT_CACHE:-/var/cache/cadence-check/bookworm-minbase.tar}"
mirror="${CADENCE_DEBIAN_MIRROR:-http://deb.debian.org/debian}"
[ "$(id -u)" -eq 0 ] || { echo "package-check: run as root (debootstrap, chroot, mount)" >&2; exit 2; }

prepare_root() {
  [ -s "$cache" ] && return 0
  command -v debootstrap >/dev/null || {
    apt-get update -q >/dev/null
    DEBIAN_FRONTEND=noninteractive apt-get install -y -q debootstrap >/dev/null
  }
  local fresh
  fresh=$(mktemp -d /var/tmp/cadence-debootstrap.XXXXXX)
  timeout 900 debootstrap --variant=minbase bookworm "$fresh/root" "$mirror" >"$fresh/debootstrap.log" 2>&1 \
    || { tail -20 "$fresh/debootstrap.log" >&2; rm -rf "$fresh"; exit 1; }
  mkdir -p "$(dirname "$cache")"
  tar -C "$fresh/root" -cf "$cache.partial" . && mv "$cache.partial" "$cache"
  rm -rf "$fresh"
  echo "package-check: Debian 12 root cached in $cache ($(stat -c %s "$cache") bytes)"
}

if [ "${1:-}" = --prepare ]; then prepare_root; exit 0; fi
dist="${1:-dist}"
deb=$(ls "$dist"/cadence_*_"$(dpkg --print-architecture)".deb 2>/dev/null | head -1)
tarball=$(ls "$dist"/cadence-*-linux-"$(dpkg --print-architecture)".tar.gz 2>/dev/null | head -1)
[ -n "$deb" ] && [ -n "$tarball" ] || { echo "package-check: no artifacts in $dist (run scripts/package.sh)" >&2; exit 2; }
prepare_root

work=$(mktemp -d /var/tmp/cadence-package-check.XXXXXX)
root="$work/root"
server_pid=""
nspawn_pid=""
cleanup() {
  [ -z "$server_pid" ] || kill "$server_pid" 2>/dev/null || true
  if [ -n "$nspawn_pid" ]; then kill -KILL "$nspawn_pid" 2>/dev/null || true; sleep 1; fi
  for mount in "$root/proc" "$root/dev"; do if mountpoint -q "$mount"; then umount -lR "$mount"; fi; done
  # Never remove a folder that still holds a mount (the host's /dev is bound inside).
  if grep -qF " $root/" /proc/mounts; then echo "package-check: $root still has mounts; left in place" >&2; return; fi
  rm -rf "$work"
}
trap cleanup EXIT
mkdir -p "$root"
tar -C "$root" -xf "$cache"
mount -t proc proc "$root/proc"
mount --rbind /dev "$root/dev"
cp /etc/resolv.conf "$root/etc/resolv.conf"
in_root() { chroot "$root" /usr/bin/env -i PATH=/usr/sbin:/usr/bin:/sbin:/bin LANG=C.UTF-8 "$@"; }

fail() { echo "package-check: FAIL: $*" >&2; exit 1; }
pass() { echo "package-check: ok: $*"; }

# A machine without Swift: no toolchain, no Swift runtime library anywhere.
in_root sh -c '! command -v swift && ! find / -xdev -name "libswiftCore*" | grep -q .' >/dev/null || fail "the root has Swift"
pass "the root has no Swift toolchain or runtime"

# Only the dependencies the package declares, from Debian.
depends=$(dpkg-deb -f "$deb" Depends)
packages=$(echo "$depends" | tr ',' '\n' | sed -E 's/\(.*\)//; s/[[:space:]]//g' | grep -v '^$' | paste -sd' ')
in_root apt-get update -q >/dev/null
in_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends $packages >/dev/null \
  || fail "apt-get install $packages"
pass "declared dependencies installed: $packages"

cp "$deb" "$root/tmp/cadence.deb"
started=$(date +%s%N)
in_root dpkg -i /tmp/cadence.deb >"$work/dpkg.log" 2>&1 || { cat "$work/dpkg.log" >&2; fail "dpkg -i"; }
pass "dpkg -i $(basename "$deb")"

# Installed as the package promises: the binary on PATH, the units, the settings file
# (root:cadence 640), the system user, nothing started.
[ -x "$root/usr/bin/cadence" ] || fail "/usr/bin/cadence is missing"
for unit in cadence.service cadence@.service; do [ -f "$root/usr/lib/systemd/system/$unit" ] || fail "$unit is missing"; done
# (numeric ids: the host's names for them differ)
[ "$(stat -c '%a %u %g' "$root/etc/cadence/cadence.env")" = "640 0 $(in_root id -g cadence)" ] \
  || fail "/etc/cadence/cadence.env is $(stat -c '%a %u %g' "$root/etc/cadence/cadence.env")"
in_root id cadence >/dev/null || fail "no cadence user"
if in_root sh -c 'ls /proc/[0-9]*/exe -l 2>/dev/null' | grep /usr/lib/cadence/cadence >/dev/null; then fail "the install started a server"; fi
pass "binary, units, settings file (640 root:cadence), system user; no server started"

version_line=$(in_root cadence --version)
echo "$version_line" | grep -Eq '^cadence [0-9]+\.[0-9]+\.[0-9]+ \(commit [0-9a-f]{12}(-dirty)?\)$' \
  || fail "cadence --version printed: $version_line (a version and a stamped commit expected)"
pass "cadence --version: $version_line"

as_cadence() { in_root setpriv --reuid=cadence --regid=cadence --init-groups env HOME=/var/lib/cadence "$@"; }
store=/var/lib/cadence/check.sqlite
as_cadence cadence --db "$store" habit add "Read" >/dev/null || fail "habit add"
as_cadence cadence --db "$store" done Read >/dev/null || fail "done"
today=$(as_cadence cadence --db "$store" --json today) || fail "today"
echo "$today" | python3 -c '
import json, sys
read = [habit for habit in json.load(sys.stdin)["habits"] if habit["name"] == "Read"]
sys.exit(0 if read and read[0]["complete"] else 1)' \
  || fail "today does not show Read done: $today"
pass "habit add, done, today on a new store as the cadence user"

# The service as cadence.service runs it: its user, its defaults, then the settings file (with
# the port this run uses), in its state directory. `systemctl` itself needs a booted systemd.
port=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
echo "CADENCE_PORT=$port" >> "$root/etc/cadence/cadence.env"
base="http://127.0.0.1:$port"
# The settings file read as systemd's EnvironmentFile= reads it: VARIABLE=value per line, the
# value the rest of the line (no shell quoting), # comments; then $CADENCE_SERVE_OPTIONS split
# on spaces as systemd splits an unbraced $VARIABLE in ExecStart=.
read_settings='while IFS= read -r line; do case "$line" in "#"*|"") ;; *=*) export "${line%%=*}=${line#*=}" ;; esac
  done < /etc/cadence/cadence.env'
start_service() {
  chroot "$root" /usr/bin/env -i PATH=/usr/sbin:/usr/bin:/sbin:/bin sh -c '
    set -a; CADENCE_HOST=127.0.0.1; CADENCE_PORT=8080; CADENCE_DB=/var/lib/cadence/cadence.sqlite; HOME=/var/lib/cadence
    '"$read_settings"'; set +a; cd /var/lib/cadence; umask 0027
    exec setpriv --reuid=cadence --regid=cadence --init-groups --no-new-privs \
      /usr/bin/cadence serve --host "$CADENCE_HOST" --port "$CADENCE_PORT" $CADENCE_SERVE_OPTIONS' >>"$work/serve.log" 2>&1 &
  server_pid=$!
  for _ in $(seq 1 200); do
    curl -fsS -o /dev/null "$base/healthz" 2>/dev/null && return 0
    kill -0 "$server_pid" 2>/dev/null || { cat "$work/serve.log" >&2; fail "cadence serve exited"; }
    sleep 0.05
  done
  cat "$work/serve.log" >&2
  fail "/healthz did not answer within 10 s"
}
stop_service() {
  local began
  began=$(date +%s%N)
  kill -TERM "$server_pid"
  for _ in $(seq 1 100); do kill -0 "$server_pid" 2>/dev/null || break; sleep 0.05; done
  kill -0 "$server_pid" 2>/dev/null && fail "cadence serve still runs 5 s after SIGTERM"
  wait "$server_pid" || true
  server_pid=""
  stop_ms=$(( ($(date +%s%N) - began) / 1000000 ))
}
start_service
first_answer_ms=$(( ($(date +%s%N) - started) / 1000000 ))
pass "/healthz answered $first_answer_ms ms after dpkg -i began"
curl -fsS -o /dev/null "$base/readyz" || fail "/readyz"
welcome=$(curl -fsS "$base/welcome") && grep -q 'onboarding-form' <<<"$welcome" || fail "the first visit's page (/welcome)"
stylesheet=$(grep -oE '/assets/[^"?]+\.css' <<<"$welcome" | head -1)
[ -n "$stylesheet" ] && curl -fsS -o /dev/null "$base$stylesheet" || fail "the stylesheet from the resource folder"
curl -fsS -o "$work/openapi.yaml" "$base/api/openapi.yaml" && grep -q '^openapi:' "$work/openapi.yaml" \
  || fail "the OpenAPI document from the resource folder"
[ -f "$root/var/lib/cadence/cadence.sqlite" ] || fail "the store is not in /var/lib/cadence"
pass "/readyz, the first visit's page, $stylesheet, openapi.yaml; the store in /var/lib/cadence"

# docs/deploy.md's commands, literally: every block marked "run by scripts/package-check.sh", in
# order, as root in the root, once the package is proved. What the doc assumes is made first:
# sudo and curl; Debian's PostgreSQL 15 with its snake-oil TLS certificate (ssl-cert), the doc's
# database host `db.internal` pointing at it in the root's /etc/hosts; a policy-rc.d that keeps
# package installs from starting services (as in any chroot); the repository's docs/deploy beside
# the commands. Replaced in the blocks: the artifacts' names and port 8080 by this run's,
# `sslmode=verify-full` by `require` (the snake-oil certificate is not in the trust roots).
# Markers with a tail: "the server stopped by SIGTERM once it answers" (the block ends in `cadence serve`, stopped
# by SIGTERM, which must exit 0), "on a new empty database" (the database `cadence` made again
# first), "with a newer package" (the .deb repacked as version +1). After the block that sets
# --backup-dir the service restarts and a verified backup must appear; after the block that puts
# the store on PostgreSQL, an instance of cadence@.service must answer /readyz on it.
cat > "$root/usr/sbin/policy-rc.d" <<'POLICY'
#!/bin/sh
exit 101
POLICY
chmod 755 "$root/usr/sbin/policy-rc.d"
in_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends \
  sudo curl ca-certificates ssl-cert postgresql-15 systemd >"$work/doc-deps.log" 2>&1 \
  || { tail -20 "$work/doc-deps.log" >&2; fail "apt-get install sudo curl postgresql-15"; }
in_root pg_ctlcluster 15 main start || fail "pg_ctlcluster 15 main start"
echo "127.0.0.1 db.internal" >> "$root/etc/hosts"
cp "$deb" "$tarball" "$root/root/"
mkdir -p "$root/root/docs" && cp -R docs/deploy "$root/root/docs/"
newer_version=$(dpkg-deb -f "$deb" Version | awk -F. -v OFS=. '{ $NF = $NF + 1; print }')
newer_deb="cadence_${newer_version}_$(dpkg --print-architecture).deb"
dpkg-deb -R "$deb" "$work/newer"
sed -i "s/^Version: .*/Version: $newer_version/" "$work/newer/DEBIAN/control"
dpkg-deb --root-owner-group --build "$work/newer" "$root/root/$newer_deb" >/dev/null
port2=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')

# The marked blocks of docs/deploy.md as records: marker \037 language \037 body \036. `booted`
# picks the blocks marked "in the booted root", `chroot` the others.
doc_blocks() {
  awk -v mode="$1" '/<!-- run by scripts\/package-check.sh/ {
      booted = index($0, "in the booted root") > 0
      marker = ((mode == "booted") == booted) ? $0 : ""; next }
    marker != "" && /^```(sh|sql)/ { inside = 1; language = substr($0, 4); printf "%s\037%s\037", marker, language; next }
    inside && /^```/ { inside = 0; marker = ""; printf "\036"; next }
    inside { print; next }
    !/^[[:space:]]*$/ { marker = "" }' docs/deploy.md
}
blocks=$(doc_blocks chroot)
doc_deb=$(grep -oE 'cadence_0[^ ]*_[a-z0-9]+\.deb' <<<"$blocks" | head -1)
doc_newer_deb=$(grep -oE 'cadence_[0-9][^ ]*_[a-z0-9]+\.deb' <<<"$blocks" | grep -vF "$doc_deb" | head -1)
doc_tarball=$(grep -oE 'cadence-[0-9][^ /]*-linux-[a-z0-9]+' <<<"$blocks" | head -1)
number=0
while IFS=$'\037' read -r -d $'\036' marker language body; do
  number=$((number + 1))
  body=${body//$doc_newer_deb/$newer_deb}
  body=${body//$doc_deb/$(basename "$deb")}
  body=${body//$doc_tarball/$(basename "$tarball" .tar.gz)}
  body=${body//127.0.0.1:8080/127.0.0.1:$port}
  body=${body//sslmode=verify-full/sslmode=require}
  log="$work/doc-$number.log"
  case "$marker" in
    *"on a new empty database"*)
      in_root runuser -u postgres -- dropdb --if-exists cadence && in_root runuser -u postgres -- createdb -O cadence cadence \
        || fail "a new empty database for block $number" ;;
  esac
  run=(chroot "$root" /usr/bin/env -i PATH=/usr/sbin:/usr/bin:/sbin:/bin HOME=/root LANG=C.UTF-8)
  if [ "$language" = sql ]; then
    "${run[@]}" runuser -u postgres -- psql -v ON_ERROR_STOP=1 -q <<<"$body" >"$log" 2>&1 || status=$?
  elif [[ "$marker" == *"stopped by SIGTERM"* ]]; then
    # The server replaces the shell (exec), so SIGTERM reaches it once /healthz answers (within
    # 120 s: the first open migrates the database), and its exit status is the block's.
    port3=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
    body=$(sed -E "s/^cadence serve --port [0-9]+/exec cadence serve --port $port3/" <<<"$body")
    "${run[@]}" timeout 120 bash -euo pipefail -c "cd /root; $body" </dev/null >"$log" 2>&1 &
    block_pid=$!
    for _ in $(seq 1 600); do
      curl -fsS -o /dev/null "http://127.0.0.1:$port3/healthz" 2>/dev/null && break
      kill -0 "$block_pid" 2>/dev/null || break
      sleep 0.2
    done
    if curl -fsS -o /dev/null "http://127.0.0.1:$port3/healthz" 2>/dev/null; then
      kill -TERM "$block_pid"
      wait "$block_pid" || status=$?
    else
      kill -TERM "$block_pid" 2>/dev/null || true
      wait "$block_pid" || true
      status=1
    fi
  else
    "${run[@]}" bash -euo pipefail -c "cd /root; $body" </dev/null >"$log" 2>&1 || status=$?
  fi
  if [ "${status:-0}" -ne 0 ]; then echo "$body" >&2; cat "$log" >&2; fail "docs/deploy.md's block $number (exit $status)"; fi
  pass "docs/deploy.md block $number ($language): $(grep -v '^#' <<<"$body" | head -1)"
  if [[ "$body" == *"--backup-dir"*"cadence.env"* ]]; then
    stop_service
    start_service
    for _ in $(seq 1 100); do ls "$root"/var/lib/cadence/backups/cadence-*.sqlite >/dev/null 2>&1 && break; sleep 0.1; done
    ls "$root"/var/lib/cadence/backups/cadence-*.sqlite >/dev/null 2>&1 || { cat "$work/serve.log" >&2; fail "no backup after the restart"; }
    pass "restarted with the doc's settings: a verified backup in /var/lib/cadence/backups"
  fi
  if [[ "$body" == *"CADENCE_DB=postgres"* && "$body" == *"cadence.env"* ]]; then
    stop_service
    # cadence@.service's ExecStart for the instance $port2, its environment, its settings file.
    chroot "$root" /usr/bin/env -i PATH=/usr/sbin:/usr/bin:/sbin:/bin sh -c '
      set -a; CADENCE_SERVE_OPTIONS="--trust-proxy --secure-cookies"; HOME=/var/lib/cadence
      '"$read_settings"'; set +a; cd /var/lib/cadence; umask 0027
      exec setpriv --reuid=cadence --regid=cadence --init-groups --no-new-privs \
        /usr/bin/cadence serve --host 127.0.0.1 --port '"$port2"' $CADENCE_SERVE_OPTIONS' >"$work/instance.log" 2>&1 &
    server_pid=$!
    for _ in $(seq 1 200); do curl -fsS -o /dev/null "http://127.0.0.1:$port2/readyz" 2>/dev/null && break; sleep 0.05; done
    curl -fsS -o /dev/null "http://127.0.0.1:$port2/readyz" || { cat "$work/instance.log" >&2; fail "cadence@$port2 on PostgreSQL"; }
    grep -q 'postgres' "$work/instance.log" || { cat "$work/instance.log" >&2; fail "cadence@$port2 is not on PostgreSQL"; }
    stop_service
    pass "cadence@.service's command on PostgreSQL (the doc's settings) answered /readyz on port $port2"
  fi
  status=0
done < <(printf '%s' "$blocks")
[ "$number" -ge 12 ] || fail "only $number marked blocks in docs/deploy.md"
[ "$(dpkg-query --admindir="$root/var/lib/dpkg" -W -f='${Version}' cadence)" = "$newer_version" ] || fail "the upgrade to $newer_version"
grep -q "^CADENCE_PORT=$port\$" "$root/etc/cadence/cadence.env" || fail "the upgrade lost the edits to /etc/cadence/cadence.env"
pass "upgraded to $newer_version with the edited settings file kept"
[ -z "$server_pid" ] || stop_service
pass "SIGTERM stopped the server in $stop_ms ms"

# The units: systemd's own checker inside the root (Debian's systemd installed there, not
# running), no warning allowed; and its security rating of cadence.service, "OK" or better.
for unit in cadence.service cadence@8081.service; do
  in_root systemd-analyze verify "/usr/lib/systemd/system/$unit" >"$work/verify.log" 2>&1 \
    || { cat "$work/verify.log" >&2; fail "systemd-analyze verify $unit"; }
  if grep -q . "$work/verify.log"; then cat "$work/verify.log" >&2; fail "systemd-analyze verify $unit warned"; fi
done
exposure=$(in_root systemd-analyze security --offline=true /usr/lib/systemd/system/cadence.service 2>&1 | grep 'Overall exposure')
grep -Eq 'exposure level for cadence.service: [0-9.]+ (OK|SAFE)' <<<"$exposure" || fail "systemd-analyze security: $exposure"
pass "systemd-analyze verify: cadence.service, cadence@8081.service; ${exposure#→ }"

# The booted root: Debian's systemd as PID 1 under systemd-nspawn, in its own network namespace
# (ports 80, 5432 and 8080-8082 inside are its own), the services as the package and the doc
# left them (PostgreSQL and nginx enabled by their packages, the settings file on PostgreSQL).
# There the blocks marked "in the booted root" run for real (systemctl, journalctl), then:
# cadence.service active and ready, cadence@8081 and @8082 ready, nginx passing a request to
# them, the journal holding the start line. Stopped by SIGTERM (a clean halt), bounded.
in_root pg_ctlcluster 15 main stop || fail "pg_ctlcluster 15 main stop"   # systemd starts it again
for mount in "$root/proc" "$root/dev"; do if mountpoint -q "$mount"; then umount -lR "$mount"; fi; done
rm -f "$root/usr/sbin/policy-rc.d"
if ! command -v systemd-nspawn >/dev/null; then
  DEBIAN_FRONTEND=noninteractive apt-get install -y -q systemd-container >/dev/null || fail "apt-get install systemd-container"
fi
systemd-nspawn --register=no --keep-unit -q -D "$root" -b --private-network --console=read-only >"$work/boot.log" 2>&1 &
nspawn_pid=$!
in_booted() { nsenter -t "$init_pid" -a /usr/bin/env -i PATH=/usr/sbin:/usr/bin:/sbin:/bin HOME=/root LANG=C.UTF-8 "$@"; }
init_pid=""
for _ in $(seq 1 600); do
  # The container's PID 1 is nspawn's child named systemd (nspawn may fork short-lived helpers).
  init_pid=$(pgrep -P "$nspawn_pid" -x systemd | head -1 || true)
  if [ -n "$init_pid" ] && in_booted systemctl is-system-running 2>/dev/null | grep -Eq '^(running|degraded)$'; then break; fi
  kill -0 "$nspawn_pid" 2>/dev/null || { cat "$work/boot.log" >&2; fail "systemd-nspawn ended"; }
  sleep 0.2
done
in_booted systemctl is-system-running 2>/dev/null | grep -Eq '^(running|degraded)$' \
  || { tail -30 "$work/boot.log" >&2; fail "the root did not boot in 120 s"; }
pass "the root booted with systemd as PID 1 ($(in_booted systemctl is-system-running 2>/dev/null))"
booted_ready() { # URL: answered within 30 s
  for _ in $(seq 1 150); do in_booted curl -fsS -o /dev/null "$1" 2>/dev/null && return 0; sleep 0.2; done
  return 1
}
number=0
while IFS=$'\037' read -r -d $'\036' marker language body; do
  number=$((number + 1))
  body=${body//$doc_newer_deb/$newer_deb}
  log="$work/booted-$number.log"
  in_booted bash -euo pipefail -c "cd /root; $body" </dev/null >"$log" 2>&1 \
    || { echo "$body" >&2; cat "$log" >&2; in_booted journalctl --no-pager -n 40 >&2 || true
         fail "docs/deploy.md's booted block $number"; }
  pass "docs/deploy.md booted block $number: $(head -1 <<<"$body")"
  if [[ "$body" == *"enable --now cadence"$'\n'* ]]; then
    booted_ready "http://127.0.0.1:$port/readyz" || { in_booted journalctl -u cadence --no-pager -n 30 >&2; fail "cadence.service not ready"; }
    in_booted journalctl -u cadence --no-pager | grep 'starting' >/dev/null || fail "the journal lacks cadence's start line"
    pass "cadence.service active under systemd, /readyz on port $port, its start line in the journal"
  fi
done < <(doc_blocks booted)
[ "$number" -ge 4 ] || fail "only $number booted blocks in docs/deploy.md"
for instance in 8081 8082; do
  booted_ready "http://127.0.0.1:$instance/readyz" || { in_booted journalctl -u "cadence@$instance" --no-pager -n 30 >&2; fail "cadence@$instance"; }
done
in_booted curl -fsS -o /dev/null -H 'Host: cadence.example.org' http://127.0.0.1/healthz || fail "nginx in front of cadence@8081/8082"
[ "$(in_booted systemctl is-active cadence)" = active ] || fail "cadence.service after the doc's restart"
pass "cadence@8081 and cadence@8082 ready on PostgreSQL, nginx passes requests to them, cadence.service active"
kill -TERM "$nspawn_pid"
for _ in $(seq 1 300); do kill -0 "$nspawn_pid" 2>/dev/null || break; sleep 0.1; done
if kill -0 "$nspawn_pid" 2>/dev/null; then kill -KILL "$nspawn_pid"; fail "the booted root did not halt within 30 s"; fi
wait "$nspawn_pid" 2>/dev/null || true
nspawn_pid=""
pass "the booted root halted"
mount -t proc proc "$root/proc"
mount --rbind /dev "$root/dev"

# The tarball's binary runs in place, its resource folders beside it.
mkdir -p "$root/opt"
tar -C "$root/opt" -xzf "$tarball"
folder=$(basename "$tarball" .tar.gz)
in_root "/opt/$folder/cadence" --version | grep -F "$version_line" >/dev/null || fail "the tarball's cadence --version"
pass "the tarball's binary: $(in_root "/opt/$folder/cadence" --version)"

# Removing the package keeps the person's data.
in_root dpkg -r cadence >/dev/null 2>&1 || fail "dpkg -r"
[ -f "$root/var/lib/cadence/cadence.sqlite" ] && [ ! -e "$root/usr/bin/cadence" ] || fail "dpkg -r removed data or left the binary"
pass "dpkg -r removed the binary and kept /var/lib/cadence"

echo "package-check: $(basename "$tarball") $(stat -c %s "$tarball") bytes, $(basename "$deb") $(stat -c %s "$deb") bytes," \
  "dpkg -i to the first answered request: $first_answer_ms ms"
