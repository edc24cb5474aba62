"""Calls to the `cadence serve` a Python end-to-end test runs against (CADENCE_BASE_URL, set by
scripts/with-cadence-server.sh): one JSON request, and a sign-up that answers the session. Shared by
Tests/Push and Tests/Webhooks. Standard library only.
"""

import json
import os
import urllib.error
import urllib.request

BASE = os.environ["CADENCE_BASE_URL"].rstrip("/")


def call(method, path, body=None, cookie=None, expect=200):
    """One request; asserts the status is `expect`; answers (parsed JSON or None, headers)."""
    data = None if body is None else json.dumps(body).encode()
    request = urllib.request.Request(BASE + path, data=data, method=method)
    request.add_header("Accept", "application/json")
    if body is not None:
        request.add_header("Content-Type", "application/json")
    if cookie:
        request.add_header("Cookie", f"cadence_session={cookie}")
    try:
        with urllib.request.urlopen(request, timeout=30) as response:
            status, text, headers = response.status, response.read().decode(), response.headers
    except urllib.error.HTTPError as error:
        status, text, headers = error.code, error.read().decode(), error.headers
    assert status == expect, f"{method} {path}: {status} {text}"
    return (json.loads(text) if text else None), headers


def sign_up(name):
    """Signs up `name` (time zone UTC) and answers its session cookie's value."""
    _, headers = call("POST", "/api/v1/auth/sign-up", {"username": name, "password": "correct horse battery", "timeZone": "UTC"},
                      expect=201)
    for header in headers.get_all("Set-Cookie") or []:
        key, _, value = header.partition("=")
        if key == "cadence_session":
            return value.split(";")[0]
    raise AssertionError("sign-up sets a session cookie")
