"""Helpers for the MCP client tests: the REST calls that make accounts and tokens, the
command line run on a store, and a tool result read as the tests need it."""

import json
import os
import subprocess
import urllib.request

BASE_URL = os.environ.get("CADENCE_BASE_URL", "")
CADENCE_BIN = os.environ.get("CADENCE_BIN", "")


def rest(method, path, body=None, token=None, cookie=None):
    """One request to the REST API; answers (status, JSON body or None, headers)."""
    data = None if body is None else json.dumps(body).encode()
    request = urllib.request.Request(BASE_URL + path, data=data, method=method)
    if data is not None:
        request.add_header("Content-Type", "application/json")
    if token:
        request.add_header("Authorization", f"Bearer {token}")
    if cookie:
        request.add_header("Cookie", f"cadence_session={cookie}")
    try:
        with urllib.request.urlopen(request, timeout=30) as response:
            raw = response.read()
            return response.status, (json.loads(raw) if raw else None), response.headers
    except urllib.error.HTTPError as error:
        raw = error.read()
        return error.code, (json.loads(raw) if raw else None), error.headers


def sign_up_with_token(username):
    """Signs `username` up and answers a new personal API token's secret."""
    status, _, headers = rest(
        "POST", "/api/v1/auth/sign-up",
        {"username": username, "password": "correct horse battery", "timeZone": "Europe/Paris"})
    assert status == 201, f"sign-up {username}: {status}"
    cookie = None
    for header in headers.get_all("Set-Cookie") or []:
        name, _, rest_of = header.partition("=")
        if name == "cadence_session":
            cookie = rest_of.split(";")[0]
    assert cookie, "sign-up sets a session cookie"
    status, token, _ = rest("POST", "/api/v1/tokens", {"name": "mcp-tests"}, cookie=cookie)
    assert status == 201, f"token for {username}: {status}"
    return token["secret"], cookie


def cli(db, *arguments):
    """`cadence --db DB ARGUMENTS --json`, answered as parsed JSON."""
    completed = subprocess.run(
        [CADENCE_BIN, "--db", db, *arguments, "--json"], capture_output=True, text=True, timeout=60)
    assert completed.returncode == 0, f"cadence {' '.join(arguments)}: {completed.stderr}"
    return json.loads(completed.stdout)


def cli_error(db, *arguments):
    """`cadence --db DB ARGUMENTS --json` that must fail: its JSON error."""
    completed = subprocess.run(
        [CADENCE_BIN, "--db", db, *arguments, "--json"], capture_output=True, text=True, timeout=60)
    assert completed.returncode == 1, f"cadence {' '.join(arguments)} should be refused: {completed.returncode}"
    return json.loads(completed.stdout)


def structured(result):
    """A tool result's structured content, as a dict."""
    content = result.structured_content if hasattr(result, "structured_content") else result.structuredContent
    assert isinstance(content, dict), f"structured content is an object: {result}"
    return content


def is_error(result):
    return bool(result.is_error if hasattr(result, "is_error") else result.isError)


def first_text(result):
    return result.content[0].text
