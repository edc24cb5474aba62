"""Browser test of Web Push in the app (docs/web.md "Notifications on this device").

Run through `scripts/browser-test.sh` on a fresh `cadence serve`, headless Chromium at 390×844:

1. Settings and the habit form offer "Notify this device"; loading them never asks for the
   permission (it stays "default"); the habit form says "nowhere yet: turn on notifications".
2. The permission is granted through the DevTools protocol (`Browser.grantPermissions`) and the
   button is tapped: the app fetches the server's key, subscribes and posts the subscription.
   *Finding:* Debian's headless Chromium has no push service to talk to (no Google API keys), so
   `pushManager.subscribe` fails there; the test records that, then stands in for the browser's
   push service only: `PushManager.prototype.subscribe`/`getSubscription` answer a subscription
   with keys the test made and an endpoint on loopback, and everything else is the app's own code.
   The server keeps it; the habit form then says "this phone".
3. A push is delivered to the service worker with `ServiceWorker.deliverPushMessage` (over the
   browser's DevTools websocket, which also tells the registration's id); the notification is
   shown (`registration.getNotifications()`) with the payload's title, body, tag and the actions
   Done and Open.
4. Done (run by the worker's test hook, as no DevTools command clicks a notification's action)
   checks the habit in and replaces the notification with "Logged"; a Done that cannot be sent
   (signed out: 401) waits in the worker's outbox and is sent when a page asks the worker to flush.
"""

import json
import os
import sys
import time
import unittest
import urllib.request

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import websocket  # noqa: E402  (selenium's own dependency)
from browser_support import APIClient, base_url, make_driver  # noqa: E402

PASSWORD = "push-pass-123"
# A P-256 point and auth secret (RFC 8291 Appendix A's browser keys): the stand-in subscription's.
P256DH = "BCVxsr7N_eNgVRqvHtD0zTZsEc6-VV-JvLexhqUzORcxaOzi6-AYWXvTBHm4bjyPjs7Vd8pZGH6SRpkNtoIAiw4"
AUTH = "BTBZMqHH6r4Tts7J_aSIgg"

FAKE_PUSH_MANAGER = """
const endpoint = arguments[0], p256dh = arguments[1], auth = arguments[2];
const bytes = (text) => Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - text.length % 4) % 4)),
  (c) => c.charCodeAt(0));
window.__subscribeCalls = [];
let current = null;
PushManager.prototype.subscribe = function (options) {
  window.__subscribeCalls.push(options);
  current = {
    endpoint, options: { applicationServerKey: options.applicationServerKey.buffer || options.applicationServerKey },
    toJSON() { return { endpoint, expirationTime: null, keys: { p256dh, auth } }; },
    unsubscribe() { current = null; return Promise.resolve(true); },
  };
  return Promise.resolve(current);
};
PushManager.prototype.getSubscription = function () { return Promise.resolve(current); };
"""

REAL_SUBSCRIBE = """
const done = arguments[arguments.length - 1];
fetch('/api/v1/push/key', {credentials: 'same-origin'}).then((r) => r.json()).then(async (answer) => {
  const key = Uint8Array.from(atob(answer.publicKey.replace(/-/g, '+').replace(/_/g, '/') + '='), (c) => c.charCodeAt(0));
  const registration = await navigator.serviceWorker.ready;
  const late = new Promise((resolve) => setTimeout(() => resolve(null), 10000));
  const subscription = await Promise.race([
    registration.pushManager.subscribe({userVisibleOnly: true, applicationServerKey: key}), late]);
  done(subscription ? {ok: true, endpoint: subscription.endpoint} : {ok: false, error: 'no answer in 10 s'});
}).catch((error) => done({ok: false, error: String(error)}));
"""

NOTIFICATIONS = """
const done = arguments[arguments.length - 1];
navigator.serviceWorker.ready.then((r) => r.getNotifications()).then((list) => done(list.map((n) => ({
  title: n.title, body: n.body, tag: n.tag, icon: n.icon, actions: (n.actions || []).map((a) => a.action + ':' + a.title)}))))
  .catch((error) => done([{error: String(error)}]));
"""

ACTION = """
const done = arguments[arguments.length - 1];
navigator.serviceWorker.addEventListener('message', (event) => {
  if (event.data && event.data.type === 'cadence-notification-action') done(event.data);
}, {once: true});
navigator.serviceWorker.controller.postMessage({type: 'cadence-notification-action', tag: arguments[0], action: arguments[1]});
"""


class DevTools:
    """The browser's DevTools websocket (flat sessions): commands, and the events it has seen."""

    def __init__(self, driver):
        address = driver.capabilities["goog:chromeOptions"]["debuggerAddress"]
        with urllib.request.urlopen(f"http://{address}/json/version", timeout=10) as response:
            url = json.loads(response.read())["webSocketDebuggerUrl"]
        self.socket = websocket.create_connection(url, timeout=30, suppress_origin=True)
        self.next_id = 0
        self.events = []

    def send(self, method, params=None, session=None, timeout=30):
        self.next_id += 1
        message = {"id": self.next_id, "method": method, "params": params or {}}
        if session:
            message["sessionId"] = session
        self.socket.send(json.dumps(message))
        deadline = time.time() + timeout
        while time.time() < deadline:
            answer = json.loads(self.socket.recv())
            if answer.get("id") == self.next_id:
                if "error" in answer:
                    raise RuntimeError(f"{method}: {answer['error']}")
                return answer.get("result", {})
            self.events.append(answer)
        raise RuntimeError(f"{method}: no answer")

    def wait_event(self, method, predicate=lambda params: True, timeout=20):
        deadline = time.time() + timeout
        while time.time() < deadline:
            for event in self.events:
                if event.get("method") == method and predicate(event.get("params", {})):
                    return event["params"]
            self.socket.settimeout(max(0.1, deadline - time.time()))
            try:
                self.events.append(json.loads(self.socket.recv()))
            except websocket.WebSocketTimeoutException:
                break
        raise RuntimeError(f"no {method} event")

    def close(self):
        self.socket.close()


class PushJourney(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.base = base_url()
        cls.api = APIClient(cls.base)
        cls.api.call("POST", "/api/v1/auth/sign-up", {"username": "pusher", "password": PASSWORD, "timeZone": "UTC"}, expect=(201,))
        cls.habit = cls.api.call("POST", "/api/v1/habits", {"name": "Water", "icon": "💧", "timesPerDay": 3, "reminders": [{"time": "21:00"}]})
        cls.today = cls.api.call("GET", "/api/v1/today")["date"]
        cls.d = make_driver(javascript=True, width=390, height=844)
        cls.d.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {"width": 390, "height": 844, "deviceScaleFactor": 1, "mobile": True})
        cls.d.get(cls.base + "/healthz")
        cls.d.add_cookie({"name": "cadence_session", "value": cls.api.session_value(), "path": "/", "httpOnly": True, "sameSite": "Lax"})
        cls.devtools = DevTools(cls.d)
        cls.worker_session = None
        cls.d.set_script_timeout(40)

    @classmethod
    def tearDownClass(cls):
        cls.devtools.close()
        cls.d.quit()

    def wait(self, condition, timeout=20, message=""):
        deadline = time.time() + timeout
        while time.time() < deadline:
            value = condition(self.d)
            if value:
                return value
            time.sleep(0.2)
        self.fail(message or "timed out")

    def state(self):
        return self.d.execute_script("const s = document.getElementById('push-state'); return s ? s.textContent : null;")

    def test_1_offered_without_asking(self):
        self.d.get(self.base + "/settings")
        button = self.wait(lambda d: d.execute_script(
            "const b = document.getElementById('notify-this-device'); return b && !b.hidden ? b : null;"), message="the button shows")
        self.assertEqual(button.text, "Notify this device")
        self.wait(lambda d: d.execute_script("return !!navigator.serviceWorker.controller"),
                  timeout=30, message="the service worker controls the page")
        self.assertEqual(self.d.execute_script("return Notification.permission"), "default", "loading never asks")
        self.d.get(self.base + f"/habits/{self.habit['id']}/edit")
        note = self.wait(lambda d: d.execute_script("const n = document.getElementById('reminder-destination'); return n && n.textContent"))
        self.assertEqual(note, "Reminders arrive on nowhere yet: turn on notifications.")
        self.assertEqual(self.d.execute_script("return Notification.permission"), "default")

    def test_2_subscribe_flow(self):
        self.d.get(self.base + "/settings")
        self.devtools.send("Browser.grantPermissions", {"origin": self.base, "permissions": ["notifications"]})
        real = self.d.execute_async_script(REAL_SUBSCRIBE)
        print(f"\n  a real pushManager.subscribe in headless Chromium: {real}", flush=True)
        if real.get("ok"):
            self.d.execute_script("return navigator.serviceWorker.ready.then((r) => r.pushManager.getSubscription())"
                                  ".then((s) => s && s.unsubscribe())")
        endpoint = "http://127.0.0.1:9/wpush/this-phone"  # the test server's hosts are 127.0.0.1 and localhost
        self.d.execute_script(FAKE_PUSH_MANAGER, endpoint, P256DH, AUTH)
        self.d.find_element("id", "notify-this-device").click()
        self.wait(lambda d: "gets reminders" in (self.state() or ""), message=f"subscribed: {self.state()}")
        self.assertEqual(self.state(), "This phone gets reminders.")
        calls = self.d.execute_script("return window.__subscribeCalls.map((o) => o.userVisibleOnly)")
        self.assertEqual(calls, [True])
        kept = self.api.call("GET", "/api/v1/push/subscriptions")
        self.assertEqual([s["endpoint"] for s in kept], [endpoint])
        self.d.get(self.base + f"/habits/{self.habit['id']}/edit")
        self.d.execute_script(FAKE_PUSH_MANAGER, endpoint, P256DH, AUTH)
        self.d.find_element("id", "notify-this-device").click()
        self.wait(lambda d: "this phone" in (d.execute_script("return document.getElementById('reminder-destination').textContent") or ""))
        self.assertEqual(self.d.execute_script("return document.getElementById('reminder-destination').textContent"),
                         "Reminders arrive on this phone.")

    def deliver(self, message):
        """`ServiceWorker.deliverPushMessage` on the page's DevTools session, to this site's registration."""
        cls = type(self)
        if cls.worker_session is None:
            targets = self.devtools.send("Target.getTargets")["targetInfos"]
            page = next(t for t in targets if t["type"] == "page" and t["url"].startswith(self.base))
            cls.worker_session = self.devtools.send("Target.attachToTarget", {"targetId": page["targetId"], "flatten": True})["sessionId"]
            self.devtools.send("ServiceWorker.enable", session=cls.worker_session)
            params = self.devtools.wait_event(
                "ServiceWorker.workerRegistrationUpdated",
                lambda p: any(r["scopeURL"].startswith(self.base) and not r.get("isDeleted") for r in p["registrations"]))
            cls.registration = next(r for r in params["registrations"] if r["scopeURL"].startswith(self.base))["registrationId"]
        self.devtools.send("ServiceWorker.deliverPushMessage", {
            "origin": self.base, "registrationId": cls.registration, "data": json.dumps(message)}, session=cls.worker_session)

    def notifications(self):
        return self.d.execute_async_script(NOTIFICATIONS)

    def deliver_until_shown(self, message, attempts=3, seconds_each=10):
        """Delivers `message` and waits for its notification. DevTools hands a push to the worker
        without waiting for it; one handed over while Chromium is checking the worker for an update
        can be dropped (seen once on a loaded CI machine), as a push service may drop one, so the
        message is delivered again, at most `attempts` times. A worker that never shows it fails."""
        for attempt in range(1, attempts + 1):
            self.deliver(message)
            deadline = time.time() + seconds_each
            while time.time() < deadline:
                shown = [n for n in self.notifications() if n.get("tag") == message["tag"]]
                if shown:
                    if attempt > 1:
                        print(f"\n  the notification showed after delivery {attempt}", flush=True)
                    return shown
                time.sleep(0.2)
        self.fail(f"no notification tagged {message['tag']} after {attempts} deliveries")

    def test_3_push_shows_the_notification(self):
        self.d.get(self.base + "/today")
        message = {"type": "reminder", "title": "Cadence: Water", "body": "Time for Water (21:00).",
                   "habit": {"id": self.habit["id"], "name": "Water"}, "day": self.today, "url": "/today",
                   "tag": f"cadence-1-{self.today}", "icon": "💧"}
        shown = self.deliver_until_shown(message)
        self.assertEqual(shown[0]["title"], "Cadence: Water")
        self.assertEqual(shown[0]["body"], "Time for Water (21:00).")
        self.assertEqual(shown[0]["actions"], ["done:Done", "open:Open"])
        self.assertTrue(shown[0]["icon"].startswith("data:image/png") or shown[0]["icon"].endswith("icon-192.png"), shown[0]["icon"])

    def day_total(self):
        return self.api.call("GET", f"/api/v1/habits/{self.habit['id']}/days/{self.today}")["total"]

    def test_4_done_checks_in_and_says_logged(self):
        self.assertEqual(self.day_total(), 0)
        tag = f"cadence-1-{self.today}"
        answer = self.d.execute_async_script(ACTION, tag, "done")
        self.assertTrue(answer.get("ok"), answer)
        self.wait(lambda d: self.day_total() == 1, message="Done checked the habit in")
        logged = [n for n in self.notifications() if n.get("tag") == tag]
        self.assertEqual([(n["title"], n["body"]) for n in logged], [("Logged", "Water")])

    def test_5_done_waits_in_the_outbox(self):
        tag = f"cadence-2-{self.today}"
        self.deliver_until_shown({"type": "reminder", "title": "Cadence: Water", "body": "Time for Water (22:00).",
                                  "habit": {"id": self.habit["id"], "name": "Water"}, "day": self.today, "url": "/today",
                                  "tag": tag, "icon": None})
        session = self.d.get_cookie("cadence_session")
        self.d.delete_cookie("cadence_session")
        answer = self.d.execute_async_script(ACTION, tag, "done")
        self.assertTrue(answer.get("ok"), answer)
        logged = self.wait(lambda d: [n for n in self.notifications() if n.get("tag") == tag and n["title"] == "Logged"])
        self.assertIn("will be sent", logged[0]["body"])
        self.assertEqual(self.day_total(), 1, "not sent while signed out")
        self.d.add_cookie({"name": "cadence_session", "value": session["value"], "path": "/", "httpOnly": True, "sameSite": "Lax"})
        self.d.get(self.base + "/today")
        self.wait(lambda d: self.day_total() == 2, message="sent when a page asked the worker to flush")


if __name__ == "__main__":
    unittest.main(verbosity=2)
