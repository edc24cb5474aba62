"""Web Push end to end, verified by PyPI's reference libraries (docs/domain-rules.md "§15 Web Push").

Against a fresh `cadence serve` started with the private-destination opt-in
(CADENCE_NOTIFY_PRIVATE_NETWORKS=1, scripts/push-check.sh): the test makes its own browser keys
(P-256 and a 16-byte auth secret, with `cryptography`), runs loopback HTTP receivers as the push
service, subscribes them through the API, and checks what the server sends:

- a test message: decrypted by `http_ece` (aes128gcm), its `Authorization: vapid t=…,k=…` verified by
  `py_vapid` and its JWT claims (aud = the endpoint's origin, exp ≤ 24 h, sub = the contact) read;
- a reminder that comes due (a habit with a reminder at the next minute, in UTC): it reaches every
  subscription once, also a receiver that first answers 503 (retried after its back-off), while a
  habit whose day is already done and a paused habit send nothing;
- a push service answering 410: the subscription is removed (by the test send and by the loop);
- a slow receiver (no answer in the 10 s timeout): the test send answers `timed out`.
"""

import base64
import datetime
import http.server
import json
import os
import sys
import threading
import time

import http_ece
import py_vapid
from cryptography.hazmat.primitives import serialization
from cryptography.hazmat.primitives.asymmetric import ec

BASE = os.environ["CADENCE_BASE_URL"].rstrip("/")
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Support"))
from cadence_api import call, sign_up  # noqa: E402
CONTACT = os.environ.get("CADENCE_PUSH_CONTACT", "")


def b64(data):
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode()


def unb64(text):
    return base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))


class Receiver:
    """A push service on 127.0.0.1: records each POST; answers each with the next of `statuses`
    (then 201), after `delay` seconds."""

    def __init__(self, statuses=(), delay=0.0):
        self.statuses = list(statuses)
        self.delay = delay
        self.requests = []
        self.lock = threading.Lock()
        owner = self

        class Handler(http.server.BaseHTTPRequestHandler):
            def do_POST(self):
                body = self.rfile.read(int(self.headers.get("Content-Length", "0")))
                with owner.lock:
                    owner.requests.append((self.path, dict(self.headers.items()), body))
                    status = owner.statuses.pop(0) if owner.statuses else 201
                time.sleep(owner.delay)
                self.send_response(status)
                self.send_header("Content-Length", "0")
                self.end_headers()

            def log_message(self, *args):
                pass

        self.server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.server.daemon_threads = True
        threading.Thread(target=self.server.serve_forever, daemon=True).start()
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}"

    def count(self):
        with self.lock:
            return len(self.requests)


class Browser:
    """A browser's push keys: P-256 and the auth secret."""

    def __init__(self):
        self.key = ec.generate_private_key(ec.SECP256R1())
        self.auth = os.urandom(16)
        self.public = self.key.public_key().public_bytes(serialization.Encoding.X962, serialization.PublicFormat.UncompressedPoint)

    def subscription(self, endpoint):
        return {"endpoint": endpoint, "expirationTime": None, "keys": {"p256dh": b64(self.public), "auth": b64(self.auth)}}

    def decrypt(self, body):
        return json.loads(http_ece.decrypt(body, private_key=self.key, auth_secret=self.auth, version="aes128gcm"))


def check_request(path, headers, body, browser, public_key, receiver):
    """The request's headers, its VAPID token (py_vapid) and its payload (http_ece)."""
    assert headers.get("Content-Encoding") == "aes128gcm", headers
    assert headers.get("TTL") in ("3600", "600") and headers.get("Urgency") in ("high", "normal"), headers
    authorization = headers["Authorization"]
    assert authorization.startswith("vapid t=") and authorization.endswith(",k=" + public_key), authorization
    assert py_vapid.Vapid02.verify(authorization), "py_vapid verifies the ES256 signature with k"
    token = authorization[len("vapid t="):].split(",k=")[0]
    header, claims = (json.loads(unb64(part)) for part in token.split(".")[:2])
    assert header == {"typ": "JWT", "alg": "ES256"}, header
    assert claims["aud"] == receiver.url, claims
    assert time.time() < claims["exp"] <= time.time() + 86_400, claims
    assert claims.get("sub") == CONTACT, claims
    assert len(body) <= 86 + 4096 and body[16:20] == (4096).to_bytes(4, "big") and body[20] == 65, "one record, 86-byte header"
    payload = browser.decrypt(body)
    assert len(json.dumps(payload).encode()) <= 3000
    assert {"type", "title", "body", "habit", "day", "url"} <= set(payload), payload
    return payload


def wait_for(predicate, seconds, what):
    deadline = time.time() + seconds
    while time.time() < deadline:
        if predicate():
            return
        time.sleep(0.5)
    raise AssertionError(f"timed out waiting for {what}")


def main():
    cookie = sign_up("pusher")
    public_key = call("GET", "/api/v1/push/key", cookie=cookie)[0]["publicKey"]
    assert len(unb64(public_key)) == 65 and unb64(public_key)[0] == 4
    ok, flaky, gone, slow = Receiver(), Receiver(statuses=[503]), Receiver(statuses=[410]), Receiver(delay=12)
    phone, laptop, old, sleepy = Browser(), Browser(), Browser(), Browser()

    # A test message, decrypted and verified.
    made = call("POST", "/api/v1/push/subscriptions", phone.subscription(ok.url + "/wpush/phone"), cookie=cookie, expect=201)[0]
    assert set(made) == {"id", "endpoint", "createdAt", "device"}, made
    answer = call("POST", f"/api/v1/push/subscriptions/{made['id']}/test", cookie=cookie)[0]
    assert answer == {"delivered": True}, answer
    payload = check_request(*ok.requests[0], phone, public_key, ok)
    assert payload["type"] == "test" and payload["habit"] is None, payload
    print("ok: a test message decrypts (http_ece) and its VAPID token verifies (py_vapid)")

    # A slow push service: no answer within the timeout.
    slow_sub = call("POST", "/api/v1/push/subscriptions", sleepy.subscription(slow.url + "/wpush/slow"), cookie=cookie, expect=201)[0]
    answer = call("POST", f"/api/v1/push/subscriptions/{slow_sub['id']}/test", cookie=cookie)[0]
    assert answer == {"delivered": False, "reason": "timed out"}, answer
    call("DELETE", f"/api/v1/push/subscriptions/{slow_sub['id']}", cookie=cookie, expect=204)
    print("ok: a slow push service: timed out")

    # 410 on a test send removes the subscription.
    ended = call("POST", "/api/v1/push/subscriptions", old.subscription(gone.url + "/wpush/old"), cookie=cookie, expect=201)[0]
    answer = call("POST", f"/api/v1/push/subscriptions/{ended['id']}/test", cookie=cookie)[0]
    assert answer == {"delivered": False, "reason": "subscription expired"}, answer
    listed = [s["id"] for s in call("GET", "/api/v1/push/subscriptions", cookie=cookie)[0]]
    assert ended["id"] not in listed, listed
    print("ok: 410 removes the subscription")

    # A reminder that comes due at the next minute, to every subscription once.
    laptop_sub = call("POST", "/api/v1/push/subscriptions", laptop.subscription(flaky.url + "/wpush/laptop"), cookie=cookie,
                      expect=201)[0]
    gone.statuses = [410]
    doomed = call("POST", "/api/v1/push/subscriptions", old.subscription(gone.url + "/wpush/old2"), cookie=cookie, expect=201)[0]
    now = datetime.datetime.now(datetime.timezone.utc)
    if now.second > 45:  # leave the loop time to plan the minute after this one
        time.sleep(62 - now.second)
        now = datetime.datetime.now(datetime.timezone.utc)
    due = (now + datetime.timedelta(minutes=1)).replace(second=0, microsecond=0)
    today = now.date().isoformat()
    at = due.strftime("%H:%M")
    water = call("POST", "/api/v1/habits", {"name": "Water", "icon": "💧", "reminders": [{"time": at}]}, cookie=cookie, expect=201)[0]
    done = call("POST", "/api/v1/habits", {"name": "Stretch", "reminders": [{"time": at}]}, cookie=cookie, expect=201)[0]
    call("POST", f"/api/v1/habits/{done['id']}/checkins", {"date": today}, cookie=cookie, expect=201)
    paused = call("POST", "/api/v1/habits", {"name": "Run", "reminders": [{"time": at}]}, cookie=cookie, expect=201)[0]
    call("POST", "/api/v1/pauses", {"from": today, "to": today, "habitIds": [paused["id"]]}, cookie=cookie, expect=201)
    before = ok.count()
    wait_for(lambda: ok.count() > before and flaky.count() >= 1 and gone.count() >= 2, 120, "the reminder at " + at)
    reminder = check_request(*ok.requests[-1], phone, public_key, ok)
    assert reminder["type"] == "reminder" and reminder["habit"] == {"id": water["id"], "name": "Water"}, reminder
    assert reminder["day"] == today and reminder["url"].endswith("/today") and reminder.get("icon") == "💧", reminder
    print(f"ok: the {at} reminder reached the subscription")
    wait_for(lambda: flaky.count() >= 2, 90, "the retry after 503")
    retried = check_request(*flaky.requests[-1], laptop, public_key, flaky)
    assert retried["habit"]["id"] == water["id"] and flaky.requests[0][0] == flaky.requests[1][0]
    print("ok: a 503 is retried after its back-off")
    time.sleep(20)  # one more pass of the loop: nothing is sent twice
    assert ok.count() == before + 1, "once per subscription, and nothing for the done or the paused habit"
    assert flaky.count() == 2 and gone.count() == 2
    listed = [s["id"] for s in call("GET", "/api/v1/push/subscriptions", cookie=cookie)[0]]
    assert doomed["id"] not in listed and laptop_sub["id"] in listed and made["id"] in listed, listed
    log = call("GET", "/api/v1/notify/log", cookie=cookie)[0]
    statuses = {(entry["channelId"], entry["habit"]["id"]): entry["status"] for entry in log}
    assert statuses.get((made["id"], water["id"])) == "sent" and statuses.get((laptop_sub["id"], water["id"])) == "sent", log
    assert all(entry["habit"]["id"] == water["id"] for entry in log), "the done and the paused habits were not sent"
    print("ok: once per subscription; 410 removed it; nothing for a met goal or a pause")


if __name__ == "__main__":
    main()
    print("push: all checks passed")
