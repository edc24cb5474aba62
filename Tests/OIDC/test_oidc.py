"""OpenID Connect sign-in end to end against a real provider on loopback (Tests/OIDC/oidc_provider.py,
on PyPI's Authlib; docs/domain-rules.md "§24 OpenID Connect sign-in"). Run by
scripts/oidc-check.sh, which starts `cadence serve` with CADENCE_OIDC_ISSUER (the provider's port) and
CADENCE_OIDC_PRIVATE_NETWORKS=1. This file starts the provider itself, stops it for "provider down",
and checks that every refusal is clear and creates nothing: a wrong audience, an expired token, an
unknown key, a replayed state, a state from another browser, closed sign-ups, a provider that is down.
"""

import http.cookiejar
import json
import os
import re
import sqlite3
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.parse
import urllib.request

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "Support"))
from cadence_api import BASE, call, sign_up  # noqa: E402

ISSUER = os.environ["CADENCE_OIDC_ISSUER"]
SECRET = os.environ["CADENCE_OIDC_CLIENT_SECRET"]
DB = os.environ["CADENCE_SERVER_DB"]
KEY = os.path.join(tempfile.mkdtemp(prefix="cadence-op-"), "key.json")
HERE = os.path.dirname(os.path.abspath(__file__))
provider = None


def start_provider():
    global provider
    port = urllib.parse.urlparse(ISSUER).port
    provider = subprocess.Popen([sys.executable, os.path.join(HERE, "oidc_provider.py"), "--port", str(port), "--key", KEY,
                                 "--client-secret", SECRET], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    for _ in range(100):
        try:
            urllib.request.urlopen(ISSUER + "/jwks", timeout=2).read()
            return
        except OSError:
            time.sleep(0.1)
    raise AssertionError("the provider did not start")


def stop_provider():
    provider.terminate()
    provider.wait(timeout=10)


class NoRedirect(urllib.request.HTTPRedirectHandler):
    def redirect_request(self, *args, **kwargs):
        return None


class Browser:
    """A cookie jar that follows no redirect: each step is checked."""

    def __init__(self):
        self.jar = http.cookiejar.CookieJar()
        self.opener = urllib.request.build_opener(urllib.request.HTTPCookieProcessor(self.jar), NoRedirect())

    def request(self, url, form=None):
        data = None if form is None else urllib.parse.urlencode(form).encode()
        try:
            with self.opener.open(urllib.request.Request(url, data=data), timeout=30) as response:
                return response.status, response.headers, response.read().decode()
        except urllib.error.HTTPError as error:
            return error.code, error.headers, error.read().decode()

    def cookie(self, name):
        return next((c.value for c in self.jar if c.name == name), None)

    def to_provider(self, start=BASE + "/sign-in/oidc"):
        status, headers, _ = self.request(start)
        assert status == 303, status
        location = headers["Location"]
        assert location.startswith(ISSUER + "/authorize?"), location
        query = urllib.parse.parse_qs(urllib.parse.urlparse(location).query)
        assert query["code_challenge_method"] == ["S256"] and query["nonce"][0] and query["state"][0], query
        return location

    def approve(self, location, person):
        """The provider's form, as the person fills it in: answers the callback URL."""
        params = dict(urllib.parse.parse_qsl(urllib.parse.urlparse(location).query))
        status, headers, body = self.request(ISSUER + "/authorize", dict(params, op_username=person))
        assert status == 302, (status, body)
        callback = headers["Location"]
        assert "/sign-in/oidc/callback?" in callback and "code=" in callback, callback
        return callback

    def sign_in(self, person):
        callback = self.approve(self.to_provider(), person)
        return callback, self.request(callback)


def accounts():
    with sqlite3.connect(DB) as db:
        return db.execute("SELECT username FROM account ORDER BY user_id").fetchall()


def identities():
    with sqlite3.connect(DB) as db:
        return db.execute("SELECT subject, user_id FROM oidc_identity ORDER BY id").fetchall()


def next_token(**knobs):
    request = urllib.request.Request(ISSUER + "/test/next", data=json.dumps(knobs).encode(), method="POST")
    urllib.request.urlopen(request, timeout=5).read()


def refused(result, status, words):
    code, _, body = result
    assert code == status, (code, body)
    assert words in body, body
    assert 'id="oidc-refused"' in body, body


def csrf(body):
    match = re.search(r'name="csrf" value="([^"]+)"', body) or re.search(r'name="_csrf" value="([^"]+)"', body)
    assert match, body
    return match.group(0).split('name="')[1].split('"')[0], match.group(1)


def main():
    start_provider()
    try:
        run()
    finally:
        stop_provider()
    print("OIDC end to end: all checks passed")


def run():
    owner = sign_up("olive")
    # The sign-in page shows the provider's button next to the password form.
    page = Browser()
    status, _, body = page.request(BASE + "/sign-in")
    assert status == 200 and 'id="oidc-sign-in"' in body and 'id="sign-in-form"' in body, body

    # Sign-ups are closed: a person the server does not know is refused and nothing is created.
    before = accounts()
    _, result = Browser().sign_in("bob")
    refused(result, 403, "ign-ups are closed")
    assert accounts() == before and identities() == []

    # Olive links her account from Settings, then signs in with the provider.
    olive = Browser()
    olive.jar.set_cookie(http.cookiejar.Cookie(0, "cadence_session", owner, None, False, "127.0.0.1", False, False, "/", True,
                                               False, None, False, None, None, {}))
    status, _, body = olive.request(BASE + "/settings")
    assert status == 200 and 'id="oidc-link-form"' in body, status
    name, token = csrf(body)
    status, headers, body = olive.request(BASE + "/settings/oidc/link", {name: token})
    assert status == 200 and 'id="oidc-continue"' in body, (status, body)
    location = re.search(r'id="oidc-continue" class="button primary" href="([^"]+)"', body).group(1).replace("&amp;", "&")
    callback = olive.approve(location, "olive-at-op")
    status, headers, _ = olive.request(callback)
    assert status == 303 and headers["Location"] == "/settings?saved=oidc-linked", (status, headers)
    assert identities() == [("sub-olive-at-op", 1)], identities()
    fresh = Browser()
    callback, (status, headers, _) = fresh.sign_in("olive-at-op")
    assert status == 303 and headers["Location"] == "/", (status, headers)
    assert fresh.cookie("cadence_session"), "the sign-in starts a session"
    status, _, body = fresh.request(BASE + "/settings")
    assert status == 200 and 'id="oidc-unlink-form"' in body, status

    # A replayed state (the same callback again) is refused.
    refused(fresh.request(callback), 401, "expired or was used already")
    # A callback URL carried to another browser is refused (its state is not that browser's).
    other = Browser()
    starter = Browser()
    stolen = starter.approve(starter.to_provider(), "olive-at-op")
    refused(other.request(stolen), 401, "expired or was used already")

    # With sign-ups open, a new person gets an account named after preferred_username, linked by (issuer, sub).
    call("PATCH", "/api/v1/server/settings", {"signUpsOpen": True}, cookie=owner)
    alice = Browser()
    _, (status, headers, _) = alice.sign_in("alice")
    assert status == 303 and headers["Location"] == "/welcome/habits", (status, headers)
    assert [a[0] for a in accounts()] == ["olive", "alice"], accounts()

    # Each bad token is refused and creates nothing.
    before, links = accounts(), identities()
    next_token(aud=["someone-else"])
    refused(Browser().sign_in("carol")[1], 401, "made for another application")
    next_token(exp=-120)
    refused(Browser().sign_in("carol")[1], 401, "has expired")
    next_token(sign_kid="stranger")
    refused(Browser().sign_in("carol")[1], 401, "signature is not valid")
    assert accounts() == before and identities() == links

    # A provider that is down: the sign-in started, the person approved, then the provider stopped.
    down = Browser()
    callback = down.approve(down.to_provider(), "carol")
    stop_provider()
    refused(down.request(callback), 502, "could not be reached")
    # Starting still answers the provider's address (discovery is kept); the browser meets the provider's absence there.
    status, _, _ = Browser().request(BASE + "/sign-in/oidc")
    assert status == 303, status
    assert accounts() == before and identities() == links
    start_provider()

    # Unlinking: the provider's person no longer reaches Olive's account.
    status, _, body = olive.request(BASE + "/settings")
    name, token = csrf(body)
    status, headers, _ = olive.request(BASE + "/settings/oidc/unlink", {name: token})
    assert status == 303 and headers["Location"] == "/settings?saved=oidc-unlinked", status
    call("PATCH", "/api/v1/server/settings", {"signUpsOpen": False}, cookie=owner)
    refused(Browser().sign_in("olive-at-op")[1], 403, "ign-ups are closed")
    assert [a[0] for a in accounts()] == ["olive", "alice"], accounts()


if __name__ == "__main__":
    main()
