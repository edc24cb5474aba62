"""Outgoing events end to end, verified by PyPI's `standardwebhooks` (docs/domain-rules.md
"§21 Outgoing events (webhooks)").

Against a fresh `cadence serve` started by scripts/webhook-check.sh with the operator's
private-destination opt-in (CADENCE_NOTIFY_PRIVATE_NETWORKS=1) and a fast back-off
(CADENCE_WEBHOOK_RETRY_BASE=0.2, CADENCE_WEBHOOK_INTERVAL=0.2), the test runs loopback HTTP
receivers, adds endpoints through the API and checks what the server sends:

- every delivery verifies with `standardwebhooks.Webhook(secret).verify` (a tampered body does not);
- a habit and a check-in made through the API arrive as `habit.created`, `checkin.created` (with the
  API's entry id), `day.completed` and `day.perfect`;
- a receiver answering 500 first gets the same `webhook-id` again, then 200 ends it;
- a receiver that is down for a while (its port closed) gets the event once it is back, the
  endpoint's `failingSince` set while it was down and cleared after;
- the secret is answered once: `GET /api/v1/webhooks` never shows it.
Every wait is bounded in time.
"""

import http.server
import json
import os
import sys
import threading
import time

from standardwebhooks.webhooks import Webhook, WebhookVerificationError

BASE = os.environ["CADENCE_BASE_URL"].rstrip("/")
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Support"))
from cadence_api import call, sign_up  # noqa: E402


class Receiver:
    """A webhook receiver on 127.0.0.1 (`port` 0: a free one): records each POST and answers it
    with the next of `statuses` (then 200). `stop` closes the port; `start` opens it again."""

    def __init__(self, statuses=(), port=0):
        self.statuses = list(statuses)
        self.requests = []
        self.lock = threading.Lock()
        self.server = None
        self.port = port
        self.start()
        self.url = f"http://127.0.0.1:{self.port}"

    def start(self):
        owner = self

        class Handler(http.server.BaseHTTPRequestHandler):
            def do_POST(self):
                body = self.rfile.read(int(self.headers.get("Content-Length", "0")))
                with owner.lock:
                    status = owner.statuses.pop(0) if owner.statuses else 200
                    owner.requests.append((dict(self.headers.items()), body, status))
                self.send_response(status)
                self.send_header("Content-Length", "0")
                self.end_headers()

            def log_message(self, *args):
                pass

        self.server = http.server.ThreadingHTTPServer(("127.0.0.1", self.port), Handler)
        self.server.daemon_threads = True
        self.port = self.server.server_address[1]
        threading.Thread(target=self.server.serve_forever, daemon=True).start()

    def stop(self):
        self.server.shutdown()
        self.server.server_close()

    def received(self):
        with self.lock:
            return list(self.requests)


def wait_for(predicate, seconds, what):
    """Polls `predicate` every 0.1 s, at most `seconds` and 2,000 times."""
    deadline = time.monotonic() + seconds
    for _ in range(2000):
        value = predicate()
        if value:
            return value
        if time.monotonic() > deadline:
            break
        time.sleep(0.1)
    raise AssertionError(f"timed out after {seconds} s waiting for {what}")


def verified(receiver, secret):
    """Every request the receiver answered 2xx, verified by standardwebhooks: (id, payload)."""
    hook = Webhook(secret)
    out = []
    for headers, body, status in receiver.received():
        lowered = {key.lower(): value for key, value in headers.items()}
        payload = hook.verify(body, lowered)
        assert set(payload) == {"type", "timestamp", "data"}, payload
        if 200 <= status < 300:
            out.append((lowered["webhook-id"], payload))
    return out


def main():
    cookie = sign_up("hooks")
    flaky = Receiver(statuses=[500])
    added, _ = call("POST", "/api/v1/webhooks", {"url": flaky.url + "/in", "events": [
        "habit.created", "checkin.created", "day.completed", "day.perfect"]}, cookie, expect=201)
    secret = added["secret"]
    assert secret.startswith("whsec_"), added
    listed, _ = call("GET", "/api/v1/webhooks", cookie=cookie)
    assert "secret" not in listed[0] and secret not in json.dumps(listed), "the secret is answered once"
    refused, _ = call("POST", "/api/v1/webhooks", {"url": flaky.url, "events": ["checkin.made"]}, cookie, expect=422)
    assert refused["code"] == "webhookEventUnknown", refused

    habit, _ = call("POST", "/api/v1/habits", {"name": "Water"}, cookie, expect=201)
    checked, _ = call("POST", f"/api/v1/habits/{habit['id']}/checkins", {}, cookie, expect=201)
    entry_ids = {entry["id"] for entry in (checked if isinstance(checked, list) else checked.get("entries", [checked]))}

    wanted = {"habit.created", "checkin.created", "day.completed", "day.perfect"}
    wait_for(lambda: wanted <= {payload["type"] for _, payload in verified(flaky, secret)}, 60, f"{wanted} delivered")
    deliveries = verified(flaky, secret)
    by_type = {payload["type"]: payload for _, payload in deliveries}
    assert by_type["checkin.created"]["data"]["habit"] == {"id": habit["id"], "name": "Water"}, by_type["checkin.created"]
    assert by_type["checkin.created"]["data"]["entry"]["id"] in entry_ids, (by_type["checkin.created"], checked)
    assert by_type["day.completed"]["data"]["habit"]["id"] == habit["id"], by_type["day.completed"]
    assert by_type["habit.created"]["data"]["id"] == habit["id"], by_type["habit.created"]
    print("ok: habit.created, checkin.created, day.completed and day.perfect verified by standardwebhooks")

    first_headers, first_body, first_status = flaky.received()[0]
    assert first_status == 500
    first_id = first_headers.get("webhook-id") or first_headers.get("Webhook-Id")
    assert first_id in {message_id for message_id, _ in deliveries}, "the 500 was retried with the same webhook-id"
    try:
        Webhook(secret).verify(first_body + b" ", {key.lower(): value for key, value in first_headers.items()})
        raise AssertionError("a tampered body verified")
    except WebhookVerificationError:
        pass
    log, _ = call("GET", f"/api/v1/webhooks/{added['id']}/deliveries", cookie=cookie)
    retried = [message for message in log if message["id"] == first_id]
    assert retried and retried[0]["status"] == "delivered" and retried[0]["attempts"] == 2, log
    print("ok: a 500 is retried with the same webhook-id, then delivered")

    down = Receiver()
    down.stop()
    later, _ = call("POST", "/api/v1/webhooks", {"url": down.url + "/in", "events": ["todo.completed"]}, cookie, expect=201)
    todo, _ = call("POST", "/api/v1/todos", {"title": "Call the plumber"}, cookie, expect=201)
    call("POST", f"/api/v1/todos/{todo['id']}/complete", {}, cookie)

    def failing():
        endpoints, _ = call("GET", "/api/v1/webhooks", cookie=cookie)
        return next(e for e in endpoints if e["id"] == later["id"])["failingSince"]

    wait_for(failing, 60, "the down endpoint's failingSince")
    assert down.received() == []
    time.sleep(2)
    down.start()
    wait_for(lambda: verified(down, later["secret"]), 90, "the event delivered once the receiver is back")
    (message_id, payload), = verified(down, later["secret"])
    assert payload["type"] == "todo.completed" and payload["data"]["id"] == todo["id"], payload
    wait_for(lambda: not failing(), 30, "failingSince cleared by the success")
    log, _ = call("GET", f"/api/v1/webhooks/{later['id']}/deliveries", cookie=cookie)
    assert log[0]["id"] == message_id and log[0]["status"] == "delivered" and log[0]["attempts"] >= 2, log
    print(f"ok: a receiver down for a while gets the event when it is back ({log[0]['attempts']} attempts)")


if __name__ == "__main__":
    main()
    print("webhooks: OK")
