"""Browser tests of the app without a connection (docs/web.md "Installable and offline"; issue #34
item 3), at 390×844.

Every quick action of Today (check-in, Log with an amount, undo — of a check-in still waiting
and of one the server has —, skip), Health (water, mood, sleep, steps) and To-dos (complete,
reopen) made offline waits on the device and is sent once when the connection returns, each
with its own Idempotency-Key (a cup of water sent again after a lost answer counts once); a
page the service worker has not kept shows the app's offline page with links to Home and Today,
never the browser's error page; `#offline-mark` shows only on the kept copy, not on a live page
that lost its connection.

The network is cut twice, as test_phone.py does: DevTools' offline switch for the page
(`navigator.onLine`) and a loopback relay (`switchable_proxy.py`) for the service worker.
"""

import datetime
import json
import os
import sys
import time
import unittest
import urllib.parse

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from browser_support import APIClient, base_url, http_request, make_driver  # noqa: E402
from page_actions import PageActions, capture_failures  # noqa: E402
from page_checks import run_sizes  # noqa: E402
from switchable_proxy import SwitchableProxy  # noqa: E402

QUEUE = "return JSON.parse(localStorage.getItem('cadence-check-in-queue') || '[]')"
CONTROLLED = "return !!(navigator.serviceWorker && navigator.serviceWorker.controller)"
SUBMIT = "const b = arguments[0]; b.form.requestSubmit(b);"
OFF = {"offline": True, "latency": 0, "downloadThroughput": -1, "uploadThroughput": -1}
ON = {"offline": False, "latency": 0, "downloadThroughput": -1, "uploadThroughput": -1}


@capture_failures
class Offline(PageActions, unittest.TestCase):
    width, height = 390, 844

    @classmethod
    def setUpClass(cls):
        cls.base = base_url()
        cls.api = APIClient(cls.base)
        cls.api.call("POST", "/api/v1/auth/sign-up", {"username": "offline", "password": "offline-pass-1", "timeZone": "UTC"},
                     expect=(201,))
        cls.habits = {}
        for body in ({"name": "Meditate"}, {"name": "Read"}, {"name": "Stretch", "timesPerDay": 3}, {"presetId": "health.drinkWater"}):
            habit = cls.api.call("POST", "/api/v1/habits", body, expect=(201,))
            cls.habits[habit["name"]] = habit["id"]
        cls.today = cls.api.call("GET", "/api/v1/today")["date"]
        # Two check-ins of Stretch (3 times a day, so a yes/no day has room: docs/domain-rules.md §3) on the
        # server: the offline undo takes back exactly one.
        for _ in range(2):
            cls.api.call("POST", f"/api/v1/habits/{cls.habits['Stretch']}/checkins", {}, expect=(201,))
        cls.open_todo = cls.api.call("POST", "/api/v1/todos", {"title": "Call the dentist"}, expect=(201,))["id"]
        cls.done_todo = cls.api.call("POST", "/api/v1/todos", {"title": "Buy stamps"}, expect=(201,))["id"]
        cls.api.call("POST", f"/api/v1/todos/{cls.done_todo}/complete")
        target = urllib.parse.urlparse(cls.base)
        cls.proxy = SwitchableProxy(target.hostname, target.port)
        cls.d = make_driver(javascript=True, width=cls.width, height=cls.height)
        cls.d.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {
            "width": cls.width, "height": cls.height, "deviceScaleFactor": 1, "mobile": True})
        cls.d.get(cls.proxy.url() + "/healthz")
        cls.d.add_cookie({"name": "cadence_session", "value": cls.api.session_value(), "path": "/",
                          "httpOnly": True, "sameSite": "Lax"})
        cls.d.execute_cdp_cmd("Network.enable", {})
        cls.drivers = {"main": cls.d}

    @classmethod
    def tearDownClass(cls):
        cls.proxy.stop()
        cls.d.quit()

    def open(self, path):
        self.d.get(self.proxy.url() + path)
        self.wait_css("main#main")

    def offline(self):
        self.d.execute_cdp_cmd("Network.emulateNetworkConditions", OFF)
        self.proxy.down()

    def online(self):
        self.proxy.up()
        self.d.execute_cdp_cmd("Network.emulateNetworkConditions", ON)

    def queue(self):
        return self.d.execute_script(QUEUE)

    def day(self, name):
        return self.api.call("GET", f"/api/v1/habits/{self.habits[name]}/days/{self.today}")

    def health(self, kind):
        return [entry["value"] for entry in self.api.call("GET", f"/api/v1/health?type={kind}&from={self.today}&to={self.today}")]

    def test_01_kept_pages_offline_page_and_the_mark(self):
        self.open("/today")
        self.wait(lambda d: d.execute_script(CONTROLLED), "no service worker controls Today")
        # Network first: each visit keeps the page (Today, Health, To-dos) for later.
        for path in ["/today", "/health", "/todos", "/"]:
            self.open(path)
        self.open("/today")
        self.assertFalse(self.css("#offline-mark"), "a mark on a live page")
        self.offline()
        try:
            time.sleep(0.5)
            self.assertFalse(self.d.execute_script("return navigator.onLine"))
            self.d.execute_script("window.dispatchEvent(new Event('offline'))")
            self.assertFalse(self.css("#offline-mark"), "the live page says it is the last copy")
            for path in ["/money", "/notes", f"/habits/{self.habits['Read']}/completions", "/settings"]:
                self.d.get(self.proxy.url() + path)
                self.wait_css("#offline-page")
                self.assertEqual(self.css("a#offline-home")[0].get_attribute("pathname"), "/", path)
                self.assertEqual(self.css("a#offline-today")[0].get_attribute("pathname"), "/today", path)
                self.assertTrue(self.css("a#offline-retry"), path)
                self.assertFalse(self.css("#offline-mark"), f"{path}: the offline page is not a kept copy")
                self.assertTrue(self.d.execute_script(
                    "return getComputedStyle(document.body).backgroundColor !== 'rgba(0, 0, 0, 0)'"), f"{path}: unstyled")
            self.css("a#offline-today")[0].click()
            self.wait_css("#offline-mark")
            self.assertEqual(self.d.execute_script("return document.body.dataset.offlineCopy"), "true")
            for path in ["/health", "/todos"]:
                self.open(path)
                self.wait_css("#offline-mark")
        finally:
            self.online()

    def test_02_every_quick_action_waits_and_is_sent_once(self):
        meditate, read, stretch, water = (self.habits[name] for name in ("Meditate", "Read", "Stretch", "Drink water"))
        self.open("/today")
        self.wait(lambda d: d.execute_script(CONTROLLED), "no service worker")
        for path in ["/health", "/todos?filter=all", "/today"]:
            self.open(path)
        self.offline()
        try:
            self.open("/today")
            self.wait_css("#offline-mark")
            # Today: check in Meditate; log 2 cups; check in Stretch and undo it (still waiting:
            # it just leaves the queue), then undo one of Stretch's check-ins on the server; skip Read.
            self.submit_offline(f"li.tile[data-habit-id='{meditate}'] button.tile-button")
            self.d.execute_script("arguments[0].value = '2'", self.css(f"li.tile[data-habit-id='{water}'] input[name=amount]")[0])
            self.submit_offline(f"li.tile[data-habit-id='{water}'] button[name=log]")
            self.submit_offline(f"li.tile[data-habit-id='{stretch}'] button.tile-button")
            self.submit_offline(f"li.tile[data-habit-id='{stretch}'] button.undo-button")
            self.assertEqual(len(self.queue()), 2, f"the waiting check-in was not taken back: {self.queue()}")
            self.submit_offline(f"li.tile[data-habit-id='{stretch}'] button.undo-button")
            self.submit_offline(f"li.tile[data-habit-id='{read}'] button.skip-button")
            self.assertEqual(len(self.queue()), 4)
            self.assertEqual(self.css(f"li.tile[data-habit-id='{meditate}']")[0].get_attribute("data-queued"), "1")
            # Health: a cup of water, mood 4, 7.5 h of sleep, 8,432 steps.
            self.open("/health")
            self.wait_css("#offline-mark")
            self.submit_offline("#water-cup")
            self.submit_offline("#mood-form button.mood-face[value='4']")
            self.d.execute_script("document.getElementById('sleep-hours').value = '7.5'")
            self.submit_offline("#save-sleep")
            self.d.execute_script("document.querySelector('#steps-form input[name=value]').value = '8432'")
            self.submit_offline("#steps-form button.primary")
            # To-dos: complete the open one, reopen the done one.
            self.open("/todos?filter=all")
            self.wait_css("#offline-mark")
            self.submit_offline(f"li.todo[data-todo-id='{self.open_todo}'] button.todo-check")
            self.submit_offline(f"li.todo[data-todo-id='{self.done_todo}'] button.todo-check")
            queued = self.queue()
            self.assertEqual([item.get("kind") for item in queued],
                             ["check-in", "check-in", "undo", "skip", "health", "health", "health", "health", "complete", "reopen"])
            self.assertEqual(len({item["clientId"] for item in queued}), len(queued), "two actions share an id")
            self.assertEqual(self.css("#offline-mark")[0].get_attribute("data-waiting"), str(len(queued)))
            # Nothing reached the server.
            self.assertEqual(len(self.day("Meditate")["checkIns"]), 0)
            self.assertEqual(len(self.day("Stretch")["checkIns"]), 2)
            self.assertEqual(self.health("water"), [])
        finally:
            self.online()
        self.wait(lambda d: d.execute_script(QUEUE) == [], "the queue did not empty", timeout=45)
        self.wait_css("main#main")
        time.sleep(1)
        self.assertEqual(len(self.day("Meditate")["checkIns"]), 1, "Meditate")
        self.assertEqual(self.day("Drink water")["total"], 2, "water")
        self.assertEqual(len(self.day("Stretch")["checkIns"]), 1, "Stretch: one undone")
        self.assertTrue(self.day("Read")["skipped"], "Read skipped")
        self.assertEqual(self.health("water"), [250])
        self.assertEqual(self.health("mood"), [4])
        self.assertEqual(self.health("sleep"), [7.5])
        self.assertEqual(self.health("steps"), [8432])
        self.assertTrue(self.api.call("GET", f"/api/v1/todos/{self.open_todo}")["completed"])
        self.assertFalse(self.api.call("GET", f"/api/v1/todos/{self.done_todo}")["completed"])
        # Once: a reload sends nothing again.
        self.open("/today")
        time.sleep(1)
        self.assertEqual(len(self.day("Stretch")["checkIns"]), 1)
        self.assertEqual(len(self.day("Meditate")["checkIns"]), 1)
        self.assertFalse(self.css("#offline-mark"), "the mark on a live page")
        self.assertFalse(self.css("#offline-queue"), "nothing waits")

    def test_03_a_repeated_undo_key_removes_nothing(self):
        stretch = self.habits["Stretch"]
        for _ in range(2):
            self.api.call("POST", f"/api/v1/habits/{stretch}/checkins", {}, expect=(201,))
        before = len(self.day("Stretch")["checkIns"])
        path = f"/api/v1/habits/{stretch}/days/{self.today}/last"
        key = {"Idempotency-Key": "undo-" + datetime.datetime.now().strftime("%H%M%S%f")}
        status, _, body = http_request(self.base + path, method="DELETE", cookie=self.api.cookie, headers=key)
        self.assertEqual(status, 200, body)
        self.assertEqual(json.loads(body)["date"], self.today)
        for _ in range(2):
            status, _, body = http_request(self.base + path, method="DELETE", cookie=self.api.cookie, headers=key)
            self.assertEqual(status, 204, body)
        self.assertEqual(len(self.day("Stretch")["checkIns"]), before - 1)
        status, _, body = http_request(self.base + path, method="DELETE", cookie=self.api.cookie,
                                       headers={"Idempotency-Key": "not a key!"})
        self.assertEqual((status, json.loads(body)["code"]), (422, "clientIdInvalid"))

    def test_04_a_cup_of_water_sent_again_is_recorded_once(self):
        # docs/domain-rules.md §12 "Health", "Client ids": the first send reached the server but
        # its answer was lost; the queue sends the cup again with its key, and it counts once.
        before = len(self.health("water"))
        self.open("/health")
        self.wait(lambda d: d.execute_script(CONTROLLED), "no service worker")
        self.offline()
        try:
            self.open("/health")
            self.submit_offline("#water-cup")
            item = self.queue()[-1]
            self.assertEqual(item.get("kind"), "health")
            body = {"type": item["type"], "value": item["value"], "clientId": item["clientId"]}
            if item.get("unit"):
                body["unit"] = item["unit"]
            if item.get("day"):
                body["date"] = item["day"]
            status, _, answer = http_request(self.base + "/api/v1/health", method="POST", body=body, cookie=self.api.cookie)
            self.assertEqual(status, 201, answer)
        finally:
            self.online()
        self.wait(lambda d: d.execute_script(QUEUE) == [], "the queue did not empty", timeout=45)
        self.wait_css("main#main")
        time.sleep(1)
        self.assertEqual(len(self.health("water")), before + 1, "the cup was recorded twice")

    def submit_offline(self, css):
        before = len(self.queue())
        button = self.wait_css(css)
        self.d.execute_script(SUBMIT, button)
        self.wait(lambda d: len(self.queue()) != before, f"{css} did not change the queue")
        self.assertEqual(self.d.execute_script("return document.readyState"), "complete")
        self.assertTrue(self.css("main#main"), f"{css} left the page")


def main():
    return run_sizes("offline", Offline)


if __name__ == "__main__":
    sys.exit(main())
