#!/usr/bin/env python3
"""Runs Schemathesis against a running `cadence serve` (docs/robustness.md).

Called by scripts/schemathesis.sh through scripts/with-cadence-server.sh, which exports
CADENCE_BASE_URL and CADENCE_SERVER_PID. Signs up the owner, makes a personal API token, adds a
few habits, categories and check-ins so that small ids exist, then runs `st run` on the served
OpenAPI document with `Authorization: Bearer <token>`:

  1. every operation but `revokeToken` (revoking a token with a generated id would revoke the
     run's own token and turn the rest of the run into 401s);
  2. `revokeToken` alone, last, with a token of its own.

A generated schemathesis.toml (in the report folder) makes 70 % of path ids the ids of the
objects made, half the path dates real past days, and a fifth of the integers and numbers in
bodies and queries hostile ones (2^63-1, 1e19, 1e308, …).

Checks: not_a_server_error, status_code_conformance, content_type_conformance,
response_schema_conformance. Then the web forms and `/mcp` (Tests/API/schemathesis_surfaces.py:
documents generated from the running server, and raw JSON-RPC bodies with duplicated members).
Afterwards the server must still answer GET /healthz with its process alive, and must stop within
5 s of SIGTERM while an idle connection and a half-sent request are open. Exits non-zero on any
failure. `--surfaces-only` skips the REST API. Standard library only.
"""
import argparse
import datetime
import signal
import socket
import json
import os
import subprocess
import sys
import time
import urllib.error
import urllib.parse
import urllib.request

import schemathesis_surfaces

CHECKS = "not_a_server_error,status_code_conformance,content_type_conformance,response_schema_conformance"


def request(base, method, path, body=None, token=None, cookie=None):
    headers = {"Content-Type": "application/json", "Accept": "application/json"}
    if token:
        headers["Authorization"] = f"Bearer {token}"
    if cookie:
        headers["Cookie"] = cookie
    data = json.dumps(body).encode() if body is not None else None
    req = urllib.request.Request(base + path, data=data, method=method, headers=headers)
    try:
        with urllib.request.urlopen(req, timeout=30) as response:
            text = response.read()
            return response.status, (json.loads(text) if text else None), response.headers
    except urllib.error.HTTPError as error:
        return error.code, error.read().decode(errors="replace"), error.headers


def sign_up(base):
    status, account, headers = request(
        base, "POST", "/api/v1/auth/sign-up",
        {"username": "schemathesis", "password": "correct horse battery", "timeZone": "Europe/Paris"})
    if status != 201:
        sys.exit(f"error: sign-up answered {status}: {account}")
    cookie = headers.get("Set-Cookie", "").split(";")[0]
    return cookie


def make_token(base, cookie, name):
    status, token, _ = request(base, "POST", "/api/v1/tokens", {"name": name}, cookie=cookie)
    if status != 201:
        sys.exit(f"error: token creation answered {status}: {token}")
    return token["secret"]


def seed_data(base, token):
    """A few habits (started in 2020), categories and check-ins; returns the ids made, so that
    generated ids and dates reach real objects."""
    ids = set()
    for body in [{"name": "Errands"}, {"name": "Music"}]:
        status, category, _ = request(base, "POST", "/api/v1/categories", body, token=token)
        if status == 201:
            ids.add(category["id"])
    for body in [
        {"name": "Read", "unit": "pages", "target": 20, "startDate": "2020-01-01"},
        {"name": "Meditate", "startDate": "2020-01-01"},
        {"name": "Water", "unit": "cups", "target": 8, "startDate": "2020-01-01"},
        {"name": "Smoking", "kind": "quit", "target": 3, "baseline": 10, "startDate": "2020-01-01"},
    ]:
        status, habit, _ = request(base, "POST", "/api/v1/habits", body, token=token)
        if status != 201:
            sys.exit(f"error: habit creation answered {status}: {habit}")
        ids.add(habit["id"])
        status, entries, _ = request(base, "POST", f"/api/v1/habits/{habit['id']}/checkins",
                                     {"amount": 2, "date": "2025-06-01"}, token=token)
        if status == 201:
            ids.update(entry["id"] for entry in entries)
    # One object in each Life OS area, so that their pages show edit and delete forms.
    for path, body in [
        ("/api/v1/todos", {"title": "Call the bank", "notes": "before Friday"}),
        ("/api/v1/notes", {"title": "Ideas", "content": "# Ideas\n- one"}),
        ("/api/v1/accounts", {"name": "Wallet", "currency": "EUR", "opening": "12.50"}),
        ("/api/v1/health", {"type": "steps", "value": 8432}),
    ]:
        status, made, _ = request(base, "POST", path, body, token=token)
        if status != 201:
            sys.exit(f"error: POST {path} answered {status}: {made}")
        ids.add(made["id"])
    return sorted(ids)


def write_config(path, ids):
    """A schemathesis.toml that sends the ids made (70 % of path ids), real past dates (50 % of
    path dates), and hostile numbers (20 % of numbers and integers in bodies and queries; 1e19 and
    1e308 count as integers in JSON Schema: they have no fraction)."""
    today = datetime.date.today()
    dates = [(today - datetime.timedelta(days=n)).isoformat() for n in (0, 1, 30, 400)] + ["2020-01-01"]
    with open(path, "w") as config:
        config.write(f"""
[dictionaries.ids]
values = {json.dumps(ids)}

[dictionaries.dates]
values = {json.dumps(dates)}

[dictionaries.hostile-integers]
values = [9223372036854775807, -9223372036854775808, 1e19, -1e19, 1e308, 99999999999999999999.0, 4294967296, -1]

[dictionaries.hostile-numbers]
values = [1e19, -1e19, 1e308, -1e308, 9.223372036854776e18, 1e-300, 0.5]

[parameters]
"path.id" = {{ dictionary = "ids", probability = 0.7 }}
"path.date" = {{ dictionary = "dates", probability = 0.5 }}
"body.difficulty" = {{ dictionary = "hostile-numbers", probability = 0.3 }}
"body.amount" = {{ dictionary = "hostile-numbers", probability = 0.3 }}
"body.total" = {{ dictionary = "hostile-numbers", probability = 0.3 }}
"body.target" = {{ dictionary = "hostile-numbers", probability = 0.3 }}
"body.baseline" = {{ dictionary = "hostile-numbers", probability = 0.3 }}
"body.timesPerDay" = {{ dictionary = "hostile-integers", probability = 0.3 }}
"body.categoryId" = {{ dictionary = "hostile-integers", probability = 0.3 }}
"body.schedule.interval" = {{ dictionary = "hostile-integers", probability = 0.3 }}
"body.schedule.count" = {{ dictionary = "hostile-integers", probability = 0.3 }}

[generation.dictionaries]
integer = {{ dictionary = "hostile-integers", probability = 0.2 }}
number = {{ dictionary = "hostile-numbers", probability = 0.2 }}
""")


def schemathesis(st, base, token, args, extra, report):
    command = [
        st, "--config-file", args.config, "run", f"{base}/api/openapi.yaml", "--url", base,
        "-H", f"Authorization: Bearer {token}",
        "--checks", CHECKS,
        "--seed", str(args.seed),
        "--max-examples", str(args.max_examples),
        "--workers", str(args.workers),
        "--request-timeout", "30",
        "--generation-database", "none",
        "--suppress-health-check", "all",
        "--no-color",
        "--report", "junit,har",
        "--report-dir", report,
    ] + extra
    print("==", " ".join(c if not c.startswith("Authorization") else "Authorization: Bearer ***" for c in command),
          flush=True)
    return subprocess.run(command).returncode


def server_alive(base, pid):
    ok = True
    try:
        os.kill(pid, 0)
    except OSError:
        print(f"FAIL: the server process {pid} is gone", flush=True)
        ok = False
    try:
        with urllib.request.urlopen(base + "/healthz", timeout=10) as response:
            body = response.read()
            if response.status != 200 or b'"ok"' not in body:
                print(f"FAIL: /healthz answered {response.status} {body!r}", flush=True)
                ok = False
    except Exception as error:  # noqa: BLE001 - any failure to answer is the finding
        print(f"FAIL: /healthz did not answer: {error}", flush=True)
        ok = False
    return ok


def exited(pid):
    """Whether the process is gone or a zombie (its parent, the harness, reaps it later)."""
    try:
        with open(f"/proc/{pid}/stat") as stat:
            return stat.read().rsplit(")", 1)[1].split()[0] == "Z"
    except OSError:
        return True


def stops_promptly(base, pid, limit=5.0):
    """SIGTERM with an idle connection and a half-sent request open: the server must be gone within
    `limit` seconds (docs/security.md "Connections")."""
    host, port = urllib.parse.urlsplit(base).hostname, urllib.parse.urlsplit(base).port
    idle = socket.create_connection((host, port), timeout=5)
    partial = socket.create_connection((host, port), timeout=5)
    partial.sendall(b"POST /mcp HTTP/1.1\r\nHost: x\r\nContent-Length: 100\r\n\r\n{\"jsonrpc\"")
    time.sleep(0.5)
    os.kill(pid, signal.SIGTERM)
    started = time.time()
    while time.time() - started < limit and not exited(pid):
        time.sleep(0.1)
    idle.close()
    partial.close()
    if not exited(pid):
        print(f"FAIL: the server was still running {limit:.0f} s after SIGTERM with open connections", flush=True)
        return False
    print(f"ok: the server stopped {time.time() - started:.1f} s after SIGTERM with open connections", flush=True)
    return True


def rest_api(base, pid, cookie, token, args):
    """The REST API's OpenAPI document: every operation but revokeToken, then revokeToken alone."""
    started = time.time()
    status = schemathesis(
        args.st, base, token, args, ["--exclude-operation-id", "revokeToken"], os.path.join(args.report_dir, "main"))
    print(f"== all operations but revokeToken: exit {status} in {time.time() - started:.0f} s", flush=True)
    alive = server_alive(base, pid)

    revoke_token = make_token(base, cookie, "schemathesis-revoke")
    started = time.time()
    revoke_status = schemathesis(
        args.st, base, revoke_token, args, ["--include-operation-id", "revokeToken"],
        os.path.join(args.report_dir, "revoke"))
    print(f"== revokeToken: exit {revoke_status} in {time.time() - started:.0f} s", flush=True)
    alive = server_alive(base, pid) and alive

    return status, revoke_status, alive


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--st", required=True, help="the schemathesis `st` executable")
    parser.add_argument("--seed", type=int, default=11)
    parser.add_argument("--max-examples", type=int, default=25)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--report-dir", default="/tmp/cadence-schemathesis")
    parser.add_argument("--surfaces-only", action="store_true", help="only the web forms, /mcp and the shutdown check")
    args = parser.parse_args()
    base = os.environ["CADENCE_BASE_URL"].rstrip("/")
    pid = int(os.environ["CADENCE_SERVER_PID"])

    cookie = sign_up(base)
    token = make_token(base, cookie, "schemathesis")
    ids = seed_data(base, token)
    args.config = os.path.join(args.report_dir, "schemathesis.toml")
    os.makedirs(args.report_dir, exist_ok=True)
    write_config(args.config, ids)
    status = revoke_status = 0
    alive = True
    if not args.surfaces_only:
        status, revoke_status, alive = rest_api(base, pid, cookie, token, args)

    surfaces = schemathesis_surfaces.run(args.st, base, make_token(base, cookie, "schemathesis-surfaces"), cookie, args)
    print(f"== web forms and /mcp: {surfaces} failure(s)", flush=True)
    alive = server_alive(base, pid) and alive
    stopped = stops_promptly(base, pid)

    print(f"== reports (JUnit, HAR) in {args.report_dir}", flush=True)
    if status or revoke_status or surfaces or not alive or not stopped:
        print("schemathesis: FAILED", flush=True)
        return 1
    print("schemathesis: passed", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
