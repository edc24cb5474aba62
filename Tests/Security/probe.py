#!/usr/bin/env python3
"""The threat model's promises tried from outside (docs/security.md), against a running
`cadence serve` in its default configuration (no `CADENCE_NOTIFY_HOSTS`, no private networks, no
`--trust-proxy`). Run by scripts/security-probe.sh through scripts/with-cadence-server.sh, which
exports CADENCE_BASE_URL; the server's log file is CADENCE_SERVER_LOG.

Each section tries what an attacker or a buggy client would and counts the attempts; any answer
that breaks a promise is a failure: a 5xx or a stored text with a control character, a channel
to a private address accepted or a request reaching a loopback receiver, no rate limit on
`notify test`, a secret in the log, an unknown device locking out the owner's device, a token
surviving a password change. Prints a line per section with its counts; exits non-zero on any
failure. Standard library only; every loop is bounded.
"""
import http.server
import json
import os
import sys
import threading
import urllib.error
import urllib.parse
import urllib.request

BASE = os.environ["CADENCE_BASE_URL"].rstrip("/")
LOG = os.environ["CADENCE_SERVER_LOG"]
PASSWORD = "correct horse battery"
failures = []


def call(method, path, body=None, token=None, cookie=None, form=None, timeout=30):
    """One request; answers (status, parsed JSON or text, headers). Redirects are not followed."""
    headers = {"Accept": "application/json"}
    data = None
    if body is not None:
        headers["Content-Type"] = "application/json"
        data = json.dumps(body).encode()
    if form is not None:
        headers["Content-Type"] = "application/x-www-form-urlencoded"
        data = urllib.parse.urlencode(form).encode()
    if token:
        headers["Authorization"] = f"Bearer {token}"
    if cookie:
        headers["Cookie"] = cookie
    request = urllib.request.Request(BASE + path, data=data, method=method, headers=headers)

    class NoRedirect(urllib.request.HTTPRedirectHandler):
        def redirect_request(self, *args, **kwargs):
            return None

    opener = urllib.request.build_opener(NoRedirect)
    try:
        with opener.open(request, timeout=timeout) as response:
            status, text, answer_headers = response.status, response.read(), response.headers
    except urllib.error.HTTPError as error:
        status, text, answer_headers = error.code, error.read(), error.headers
    try:
        return status, json.loads(text) if text else None, answer_headers
    except ValueError:
        return status, text.decode(errors="replace"), answer_headers


def cookies_of(headers):
    return {c.split("=", 1)[0]: c.split(";", 1)[0].split("=", 1)[1] for c in headers.get_all("Set-Cookie") or []}


def fail(message):
    failures.append(message)
    print(f"FAIL: {message}", flush=True)


def report(start, line):
    """Prints a section's summary: `ok` only when the section added no failure."""
    print(f"{'ok' if len(failures) == start else 'FAILED'}: {line}", flush=True)


def expect(condition, message):
    if not condition:
        fail(message)


def sign_up():
    status, account, headers = call("POST", "/api/v1/auth/sign-up",
                                    {"username": "owner", "password": PASSWORD, "timeZone": "Europe/Paris"})
    if status != 201:
        sys.exit(f"error: sign-up answered {status}: {account}")
    jar = cookies_of(headers)
    return f"cadence_session={jar['cadence_session']}", jar.get("cadence_device")


def make_token(session, name):
    status, token, _ = call("POST", "/api/v1/tokens", {"name": name}, cookie=session)
    if status != 201:
        sys.exit(f"error: token creation answered {status}: {token}")
    return token["secret"]


# --- Text (issue 32 item 4): every text field refuses NUL and control characters with 4xx ---

CONTROL = ["\u0000", "a\u0000b", "a\u0007b", "a\u001bb", "a\u007fb", "a\u0085b"]


def text_fields(token):
    _, todo, _ = call("POST", "/api/v1/todos", {"title": "Plain"}, token=token)
    _, note, _ = call("POST", "/api/v1/notes", {"title": "Plain"}, token=token)
    _, habit, _ = call("POST", "/api/v1/habits", {"name": "Plain"}, token=token)
    _, account, _ = call("POST", "/api/v1/accounts", {"name": "Plain", "currency": "EUR"}, token=token)
    return [
        ("POST", "/api/v1/todos", lambda t: {"title": t}),
        ("POST", "/api/v1/todos", lambda t: {"title": "ok", "notes": t}),
        ("PATCH", f"/api/v1/todos/{todo['id']}", lambda t: {"title": t}),
        ("POST", "/api/v1/notes", lambda t: {"title": t}),
        ("PATCH", f"/api/v1/notes/{note['id']}", lambda t: {"title": t}),
        ("POST", "/api/v1/habits", lambda t: {"name": t}),
        ("PATCH", f"/api/v1/habits/{habit['id']}", lambda t: {"name": t}),
        ("POST", "/api/v1/categories", lambda t: {"name": t}),
        ("POST", "/api/v1/accounts", lambda t: {"name": t, "currency": "EUR"}),
        ("POST", f"/api/v1/accounts/{account['id']}/transactions", lambda t: {"amount": "1.00", "note": t}),
        ("POST", "/api/v1/health", lambda t: {"type": "steps", "value": 100, "note": t}),
    ]


def snapshot(token):
    return [call("GET", path, token=token)[1] for path in
            ("/api/v1/todos?list=all", "/api/v1/notes", "/api/v1/habits", "/api/v1/categories", "/api/v1/accounts")]


def probe_text(token, session):
    start = len(failures)
    fields = text_fields(token)
    before = snapshot(token)
    tried = 0
    for method, path, body in fields:
        for text in CONTROL:
            tried += 1
            status, answer, _ = call(method, path, body(text), token=token)
            expect(400 <= status < 500, f"text {method} {path} {text!r}: answered {status} {str(answer)[:120]}")
    _, page, _ = call("GET", "/todos", cookie=session)
    csrf = page.split('name="csrf" value="', 1)[1].split('"', 1)[0] if isinstance(page, str) and 'name="csrf"' in page else ""
    for action, field in (("/todos", "title"), ("/notes/new", "title"), ("/categories", "name")):
        for text in CONTROL[:3]:
            tried += 1
            status, _, _ = call("POST", action, form={"csrf": csrf, field: text}, cookie=session)
            expect(400 <= status < 500, f"text form {action} {text!r}: answered {status}")
    after = snapshot(token)
    expect(after == before, "a refused text changed what the account holds")
    report(start, f"text — {tried} hostile texts on the API and web forms, every one refused, nothing stored")


# --- Outgoing requests (item 6): private destinations refused in every spelling ---

class Receiver(http.server.BaseHTTPRequestHandler):
    hits = 0

    def do_POST(self):  # noqa: N802 - http.server's name
        Receiver.hits += 1
        self.send_response(200)
        self.end_headers()

    def log_message(self, *args):
        pass


def probe_destinations(token):
    start = len(failures)
    receiver = http.server.HTTPServer(("127.0.0.1", 0), Receiver)
    port = receiver.server_address[1]
    threading.Thread(target=receiver.serve_forever, daemon=True).start()
    hosts = ["127.0.0.1", "[::1]", "localhost", "LocalHost.", "sub.localhost", "127.1", "127.0.1", "0x7f000001", "0x7f.1",
             "2130706433", "017700000001", "0177.0.0.1", "0.0.0.0", "0", "[::]", "[::ffff:127.0.0.1]", "[::ffff:7f00:1]",
             "[0:0:0:0:0:ffff:127.0.0.1]", "[::127.0.0.1]", "[64:ff9b::7f00:1]", "10.0.0.1", "172.16.5.4", "192.168.1.1",
             "169.254.169.254", "[fe80::1]", "[fc00::1]", "[fd12:3456::1]", "100.64.0.1", "224.0.0.1", "255.255.255.255",
             "[ff02::1]", "[2002:7f00:1::]"]
    tried = 0
    for kind in ("webhook", "ntfy", "apprise"):
        for host in hosts:
            tried += 1
            status, answer, _ = call("POST", "/api/v1/notify/channels",
                                     {"kind": kind, "url": f"http://{host}:{port}/hook"}, token=token)
            expect(status == 422 and isinstance(answer, dict) and answer.get("code") == "channelInvalid",
                   f"destination {kind} {host}: answered {status} {str(answer)[:160]}")
            if isinstance(answer, dict):
                expect(str(port) not in answer.get("detail", "") or host in answer.get("detail", ""),
                       f"destination {host}: the refusal says more than it should: {answer.get('detail')}")
    _, channels, _ = call("GET", "/api/v1/notify/channels", token=token)
    expect(channels == [], f"channels were stored: {channels}")
    statuses = [call("POST", "/api/v1/notify/test", token=token)[0] for _ in range(8)]
    expect(429 in statuses, f"notify test is not rate-limited: {statuses}")
    expect(Receiver.hits == 0, f"the loopback receiver got {Receiver.hits} request(s)")
    receiver.shutdown()
    report(start, f"destinations — {tried} private spellings refused, the loopback receiver got 0 requests, "
          f"notify test limited after {statuses.index(429) if 429 in statuses else '?'} sends")


# --- Logs (item 7): no secret reaches the log ---

def probe_log(token):
    start = len(failures)
    status, feed, _ = call("POST", "/api/v1/calendar-feed", token=token)
    expect(status in (200, 201) and isinstance(feed, dict) and "url" in feed, f"calendar feed: {status} {feed}")
    path = urllib.parse.urlsplit(feed["url"]).path if isinstance(feed, dict) and "url" in feed else "/calendar/x.ics"
    status, _, _ = call("GET", path)
    expect(status == 200, f"the calendar feed answered {status}")
    secret = path.rsplit("/", 1)[-1].removesuffix(".ics")
    with open(LOG, errors="replace") as log:
        text = log.read()
    for name, value in (("calendar secret", secret), ("API token", token), ("password", PASSWORD)):
        expect(value not in text, f"the server log holds the {name}")
    expect("cal_" not in text, "the server log holds a calendar secret")
    report(start, f"log — {len(text.splitlines())} log lines, no calendar secret, token or password")


# --- Sign-in (item 8a): an unknown device's failures never lock out the owner's device ---

def sign_in(password, device=None):
    status, answer, headers = call("POST", "/api/v1/auth/sign-in", {"username": "owner", "password": password},
                                   cookie=f"cadence_device={device}" if device else None)
    return status, cookies_of(headers)


def probe_sign_in(device):
    start = len(failures)
    expect(device is not None, "sign-up set no device cookie")
    statuses = [sign_in("wrong password!")[0] for _ in range(12)]
    expect(statuses.count(401) <= 10 and statuses[-1] == 429, f"an unknown device was not limited: {statuses}")
    locked, _ = sign_in(PASSWORD)
    expect(locked == 429, f"an unknown device with the right password after the lockout answered {locked}")
    status, jar = sign_in(PASSWORD, device)
    expect(status == 200, f"the owner's device was locked out with the unknown devices: {status}")
    report(start, f"sign-in — 12 wrong passwords from an unknown device ({statuses.count(429)} refused as limited); "
          f"the owner's device signs in ({status}), unknown devices stay locked ({locked})")
    return f"cadence_session={jar['cadence_session']}" if "cadence_session" in jar else None


# --- Password change (item 8b): tokens made before it stop working unless kept ---

def probe_password_change(session):
    start = len(failures)
    old = make_token(session, "before")
    expect(call("GET", "/api/v1/habits", token=old)[0] == 200, "a fresh token was refused")
    status, answer, _ = call("POST", "/api/v1/account/password",
                             {"currentPassword": PASSWORD, "newPassword": PASSWORD + "2"}, cookie=session)
    expect(status == 200 and isinstance(answer, dict) and answer.get("revokedTokens", 0) >= 1,
           f"password change: {status} {answer}")
    expect(call("GET", "/api/v1/habits", token=old)[0] == 401, "a token made before the password change still works")
    kept = make_token(session, "kept")
    status, answer, _ = call("POST", "/api/v1/account/password",
                             {"currentPassword": PASSWORD + "2", "newPassword": PASSWORD, "keepTokens": True}, cookie=session)
    expect(status == 200 and call("GET", "/api/v1/habits", token=kept)[0] == 200, "keepTokens did not keep the token")
    report(start, "password change — the earlier token is refused at once; keepTokens keeps them")


def main():
    session, device = sign_up()
    token = make_token(session, "probe")
    probe_text(token, session)
    probe_destinations(token)
    probe_log(token)
    owner_session = probe_sign_in(device) or session
    probe_password_change(owner_session)
    if failures:
        print(f"security probe: {len(failures)} FAILED", flush=True)
        return 1
    print("security probe: passed", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
