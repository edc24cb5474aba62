#!/usr/bin/env python3
"""Runs Schemathesis against a running `cadence serve` (docs/robustness.md).

Called by scripts/schemathesis.sh through scripts/with-cadence-server.sh, which exports
CADENCE_BASE_URL and CADENCE_SERVER_PID. Signs up the owner, makes a personal API token, adds a
few habits, categories and check-ins so that small ids exist, then runs `st run` on the served
OpenAPI document with `Authorization: Bearer <token>`:

  1. every operation but `revokeToken` (revoking a token with a generated id would revoke the
     run's own token and turn the rest of the run into 401s);
  2. `revokeToken` alone, last, with a token of its own.

Checks: not_a_server_error, status_code_conformance, content_type_conformance,
response_schema_conformance. Afterwards the server must still answer GET /healthz and its
process must be alive. Exits non-zero on any failure. Standard library only.
"""
import argparse
import json
import os
import subprocess
import sys
import time
import urllib.error
import urllib.request

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
    """A few habits, categories and check-ins, so that generated small ids hit real objects."""
    for body in [{"name": "Health"}, {"name": "Learning"}]:
        request(base, "POST", "/api/v1/categories", body, token=token)
    for body in [
        {"name": "Read", "unit": "pages", "target": 20},
        {"name": "Meditate"},
        {"name": "Water", "unit": "cups", "target": 8},
    ]:
        status, habit, _ = request(base, "POST", "/api/v1/habits", body, token=token)
        if status != 201:
            sys.exit(f"error: habit creation answered {status}: {habit}")
        request(base, "POST", f"/api/v1/habits/{habit['id']}/checkins", {"amount": 2}, token=token)


def schemathesis(st, base, token, args, extra, report):
    command = [
        st, "run", f"{base}/api/openapi.yaml", "--url", base,
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


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--st", required=True, help="the schemathesis `st` executable")
    parser.add_argument("--seed", type=int, default=11)
    parser.add_argument("--max-examples", type=int, default=25)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--report-dir", default="/tmp/cadence-schemathesis")
    args = parser.parse_args()
    base = os.environ["CADENCE_BASE_URL"].rstrip("/")
    pid = int(os.environ["CADENCE_SERVER_PID"])

    cookie = sign_up(base)
    token = make_token(base, cookie, "schemathesis")
    seed_data(base, token)
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

    print(f"== reports (JUnit, HAR) in {args.report_dir}", flush=True)
    if status or revoke_status or not alive:
        print("schemathesis: FAILED", flush=True)
        return 1
    print("schemathesis: passed", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
