"""Browser tests of the web app on a phone (docs/web.md "On a phone", "Installable and offline").

Run through `scripts/browser-test.sh` on a fresh `cadence serve`. Each check runs at 390×844 and
at 1366×900, each size as its own user, and each guards one of the defects the phone issue
listed (the number in the test's name): menus and navigation inside the screen, no dead ends,
flexible and quit tiles that say what they mean, words that do not break, forms that show what
applies, import errors in the person's terms, wording, the completions page, contrast (axe in
light and dark on every page), confirmations, HEAD and the favicon, the account's own settings,
and the installable, offline app: the pages kept by the service worker, and check-ins made with
the network off, sent once when it returns.
"""

import datetime
import json
import os
import sys
import tempfile
import time
import unittest
import urllib.parse

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from selenium.webdriver.common.by import By  # noqa: E402
from browser_support import APIClient, base_url, http_request, make_driver  # noqa: E402
from page_actions import PageActions, capture_failures  # noqa: E402
from page_checks import axe_problems, axe_version, overflow, run_sizes  # noqa: E402
from switchable_proxy import SwitchableProxy  # noqa: E402

OWNER = {"username": "phone-owner", "password": "owner-pass-1", "timeZone": "UTC"}
PASSWORD = "phone-pass-123"

INSIDE = """
const box = arguments[0].getBoundingClientRect();
return {left: box.left, right: box.right, top: box.top, bottom: box.bottom, width: box.width, height: box.height,
        viewport: document.documentElement.clientWidth, viewportHeight: window.innerHeight};
"""

def setUpModule():
    owner = APIClient(base_url())
    owner.call("POST", "/api/v1/auth/sign-up", OWNER, expect=(201,))
    owner.call("PATCH", "/api/v1/server/settings", {"signUpsOpen": True})


class PhoneJourney(PageActions):
    width = height = 0
    username = ""

    @classmethod
    def setUpClass(cls):
        cls.base = base_url()
        cls.api = APIClient(cls.base)
        cls.api.call("POST", "/api/v1/auth/sign-up", {"username": cls.username, "password": PASSWORD, "timeZone": "UTC"},
                     expect=(201,))
        cls.habits = {}
        # Run starts three weeks back: a flexible habit's first, partial week asks only for the days
        # left in it ("0 of 3" from a Friday), and test_05 reads a whole week's "0 of 4".
        started = (datetime.datetime.now(datetime.timezone.utc).date() - datetime.timedelta(days=21)).isoformat()
        for body in ({"name": "Meditate"}, {"name": "Run", "schedule": {"type": "timesPerWeek", "count": 4}, "startDate": started},
                     {"name": "Smoking", "kind": "quit", "target": 0}, {"presetId": "health.drinkWater"}):
            habit = cls.api.call("POST", "/api/v1/habits", body, expect=(201,))
            cls.habits[habit["name"]] = habit["id"]
        cls.api.call("POST", f"/api/v1/habits/{cls.habits['Smoking']}/checkins", {})
        cls.d = make_driver(javascript=True, width=cls.width, height=cls.height)
        cls.d.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {
            "width": cls.width, "height": cls.height, "deviceScaleFactor": 1, "mobile": cls.width < 600})
        cls.sign_in_browser(cls.d)
        cls.drivers = {"main": cls.d}

    @classmethod
    def sign_in_browser(cls, driver, base=None):
        driver.get((base or cls.base) + "/healthz")
        driver.add_cookie({"name": "cadence_session", "value": cls.api.session_value(), "path": "/",
                           "httpOnly": True, "sameSite": "Lax"})

    @classmethod
    def tearDownClass(cls):
        try:
            cls.d.quit()
        except Exception:
            pass

    # --- helpers -------------------------------------------------------------------------
    def box(self, element):
        return self.d.execute_script(INSIDE, element)

    def assert_inside(self, element, what):
        box = self.box(element)
        self.assertGreaterEqual(box["left"], -1, f"{what} starts left of the screen at {self.width}px: {box}")
        self.assertLessEqual(box["right"], box["viewport"] + 1, f"{what} ends right of the screen at {self.width}px: {box}")

    def assert_no_overflow(self, what):
        layout = overflow(self.d)
        self.assertLessEqual(layout["scrollWidth"], layout["width"], f"{what} scrolls sideways: {layout}")
        self.assertEqual(layout["bad"], [], f"elements past the screen on {what} at {self.width}px")

    def axe(self, what):
        problems = axe_problems(self.d)
        if problems:
            self.fail(f"axe on {what} at {self.width}px: " + "; ".join(problems))

    def post_form(self, path, fields):
        """Posts a form from the page (its CSRF token), as a person's browser would."""
        self.d.execute_script("""
            const form = document.createElement('form'); form.method = 'post'; form.action = arguments[0];
            const token = document.querySelector('input[name=csrf]');
            const fields = Object.assign({csrf: token ? token.value : ''}, arguments[1]);
            for (const [name, value] of Object.entries(fields)) {
              const input = document.createElement('input'); input.type = 'hidden'; input.name = name; input.value = value;
              form.appendChild(input);
            }
            document.body.appendChild(form); HTMLFormElement.prototype.submit.call(form);""", path, fields)

    def tile(self, name):
        return self.wait_css(f"li.tile[data-habit-id='{self.habits[name]}']")

    # --- the defects ---------------------------------------------------------------------
    def test_01_tile_menu_stays_on_screen(self):
        self.go("/today")
        tile = self.wait_css("#habit-grid li.tile")
        summary = tile.find_element(By.CSS_SELECTOR, "details.tile-menu > summary")
        self.d.execute_script("arguments[0].scrollIntoView({block: 'center'});", summary)
        summary.click()
        body = tile.find_element(By.CSS_SELECTOR, ".tile-menu-body")
        self.wait(lambda d: body.is_displayed(), "the tile menu did not open")
        self.assert_inside(body, "the first tile's menu")
        for control in body.find_elements(By.CSS_SELECTOR, "button, input, a"):
            self.assert_inside(control, f"menu control {control.text or control.get_attribute('name')!r}")

    def test_02_every_section_is_on_screen(self):
        for path in ("/today", "/settings"):
            self.go(path)
            if self.width <= 600:
                # The phone's tab bar and its More menu (docs/web.md "Navigation"; test_navigation.py).
                tabs = self.wait_css("nav#tab-bar").find_elements(By.CSS_SELECTOR, "a.tab, #tab-more-button")
                self.assertEqual(len(tabs), 6)
                for tab in tabs:
                    self.assertTrue(tab.is_displayed(), f"tab {tab.text} hidden on {path}")
                    self.assert_inside(tab, f"tab {tab.text} on {path}")
                self.assertEqual(len(self.css("#more-menu a.more-link")), 6)
                continue
            links = self.wait_css("nav#main-nav").find_elements(By.TAG_NAME, "a")
            self.assertGreaterEqual(len(links), 11)
            for link in links:
                self.assertTrue(link.is_displayed(), f"nav link {link.get_attribute('href')} hidden on {path}")
                self.assert_inside(link, f"nav link {link.get_attribute('href')} on {path}")
            current = self.d.find_element(By.CSS_SELECTOR, "nav#main-nav a[aria-current='page']")
            self.assert_inside(current, f"the current section on {path}")

    def test_03_onboarding_names_have_room(self):
        self.go("/welcome/habits")
        choice = self.wait_css("label.preset-choice")
        box = self.box(choice.find_element(By.CSS_SELECTOR, "input[type=checkbox]"))
        self.assertLessEqual(box["width"], 32, f"a preset's check box is {box['width']}px wide")
        label = self.box(choice)
        self.assertGreater(label["width"] - box["width"], 110, f"a preset's name has {label['width'] - box['width']}px")

    def test_04_no_dead_ends(self):
        self.go("/today")
        meditate = self.tile("Meditate")
        self.assertEqual(meditate.find_elements(By.CSS_SELECTOR, "button.undo-button"), [], "Undo offered with nothing to undo")
        self.post_form(f"/habits/{self.habits['Meditate']}/undo", {})
        self.wait_css("#nothing-to-undo")
        self.assertEqual(self.path(), "/today")
        for path in ("/no/such/page", "/habits/999999", "/todos/999999/edit"):
            self.go(path)
            page = self.wait_css("#error-page")
            self.assertEqual(page.get_attribute("data-status"), "404", path)
            self.assertTrue(self.css("a#back-home"), f"no way back on {path}")
        status, headers, body = http_request(self.base + "/no/such/page", headers={"Accept": "*/*"})
        self.assertEqual(status, 404)
        self.assertTrue(headers.get("Content-Type", "").startswith("text/html"), "an unknown page answers JSON")

    def test_05_flexible_and_quit_tiles_say_what_they_mean(self):
        self.go("/today")
        run = self.tile("Run")
        self.assertEqual(run.find_element(By.CSS_SELECTOR, ".tile-progress").text, "0 of 4 this week")
        smoking = self.tile("Smoking")
        self.assertIn("is-over-limit", smoking.get_attribute("class"))
        self.assertIn("Over the limit", smoking.find_element(By.CSS_SELECTOR, ".over-limit-mark").text)
        self.go(f"/habits/{self.habits['Run']}")
        header = self.wait_css(".detail-head p.muted").text
        self.assertNotIn("Once a day", header)
        self.assertIn("4", header)

    def test_06_names_do_not_break_inside_words(self):
        self.go("/overview")
        cell = self.wait_css(f"tr[data-habit-id='{self.habits['Meditate']}'] td.name a")
        lines = self.d.execute_script(
            "const r = document.createRange(); r.selectNodeContents(arguments[0]); return r.getClientRects().length;", cell)
        self.assertEqual(lines, 1, "'Meditate' breaks across lines")
        self.assert_no_overflow("the overview")

    def test_07_the_habit_form_shows_what_applies(self):
        self.go("/habits/new")
        form = self.wait_css("form#custom-habit-form")
        schedule = form.find_element(By.NAME, "scheduleType")
        self.d.execute_script("arguments[0].value = 'timesPerWeek'; arguments[0].dispatchEvent(new Event('change', {bubbles: true}));",
                              schedule)
        count = form.find_element(By.NAME, "count")
        interval = form.find_element(By.NAME, "interval")
        self.wait(lambda d: count.is_displayed() and not interval.is_displayed(), "the schedule's fields did not follow it")
        self.assertFalse(form.find_element(By.NAME, "baseline").is_displayed(), "a build habit shows the quit baseline")
        self.assert_inside(form.find_element(By.NAME, "goalType"), "the goal type select")

    def test_08_import_errors_name_the_persons_file(self):
        self.go("/data")
        form = self.wait_css("form#import-form")
        path = os.path.join(tempfile.mkdtemp(), "my-loop-backup.db")
        with open(path, "wb") as handle:
            handle.write(b"this is not a database" * 10)
        form.find_element(By.NAME, "file").send_keys(path)
        self.d.execute_script("arguments[0].value = 'loop-db';", form.find_element(By.NAME, "format"))
        self.submit(self.d.find_element(By.CSS_SELECTOR, "button#import-button"))
        result = self.wait_css("#import-result")
        self.assertEqual(result.get_attribute("data-outcome"), "refused")
        self.assertIn("my-loop-backup.db", result.text)
        self.assertNotIn("cadence-import-", self.d.page_source)
        self.assertNotIn("--format", result.text)

    def test_09_wording(self):
        self.go("/today")
        self.assertIn("Perfect-day streak", self.wait_css("#global-streak").text)
        water = self.habits["Drink water"] if "Drink water" in self.habits else list(self.habits.values())[-1]
        self.api.call("POST", f"/api/v1/habits/{water}/checkins", {"amount": 1})
        self.go(f"/habits/{water}/completions")
        entry = self.wait_css("li.entry strong").text
        self.assertRegex(entry, r"^1 (cup|glass)$")

    def test_10_completions_page(self):
        meditate = self.habits["Meditate"]
        self.api.call("POST", f"/api/v1/habits/{meditate}/checkins", {})
        self.go(f"/habits/{meditate}/completions")
        previous = self.wait_css(".calendar-nav a[aria-label='Previous month']")
        box = self.box(previous)
        self.assertGreaterEqual(min(box["width"], box["height"]), 44, f"the previous-month link is {box}")
        delete = self.wait_css("li.entry button.delete-entry")
        self.assertTrue(delete.get_attribute("data-confirm"), "delete asks nothing first")
        self.d.execute_script("window.confirm = () => true;")
        self.submit(delete)
        self.wait_css("#entry-removed")
        self.assertEqual(len(self.api.call("GET", f"/api/v1/habits/{meditate}/checkins")), 0)
        self.submit(self.d.find_element(By.CSS_SELECTOR, "button#restore-entry"))
        self.wait(lambda d: len(self.api.call("GET", f"/api/v1/habits/{meditate}/checkins")) == 1, "put back did not restore it")
        future = datetime.date.fromisoformat(self.api.call("GET", "/api/v1/today")["date"]) + datetime.timedelta(days=30)
        self.go(f"/habits/{meditate}/completions?day={future.isoformat()}")
        self.wait_css("#future-day")

    def test_12_confirmations_and_token_secret(self):
        self.go("/habits/new")
        form = self.wait_css("form#custom-habit-form")
        self.fill(form, "name", f"Stretch {self.width}")
        self.submit(self.d.find_element(By.CSS_SELECTOR, "button#create-habit"))
        self.assertIn("Created", self.wait_css("#page-notice").text)
        self.go("/settings")
        form = self.wait_css("form#token-form")
        self.fill(form, "name", "phone script")
        self.submit(self.d.find_element(By.CSS_SELECTOR, "button#create-token"))
        secret = self.wait_css("#new-token-secret")
        box = self.box(secret)
        self.assertLess(box["top"], box["viewportHeight"], "the new token's secret is below the fold")
        self.assertTrue(self.css("#new-token button.copy-button"), "no copy button next to the secret")

    def test_13_head_and_favicon(self):
        for path in ("/", "/today", "/assets/app.css", "/sign-in", "/manifest.webmanifest"):
            status, _, body = http_request(self.base + path, method="HEAD", follow_redirects=False)
            self.assertIn(status, (200, 303), f"HEAD {path} answered {status}")
            self.assertEqual(body, b"", f"HEAD {path} sent a body")
        status, headers, body = http_request(self.base + "/favicon.ico")
        self.assertEqual((status, headers.get("Content-Type")), (200, "image/png"))
        self.assertTrue(body.startswith(b"\x89PNG"))

    def test_14_the_accounts_own_settings(self):
        self.go("/settings")
        theme = self.wait_css("form#theme-form")
        theme.find_element(By.CSS_SELECTOR, "input[value=dark]").click()
        self.submit(self.d.find_element(By.CSS_SELECTOR, "button#save-theme"))
        self.assertEqual(self.wait_css("html").get_attribute("data-theme"), "dark")
        self.axe("settings in the dark theme")
        self.wait_css("form#theme-form input[value=system]").click()
        self.submit(self.d.find_element(By.CSS_SELECTOR, "button#save-theme"))
        self.wait(lambda d: d.find_element(By.TAG_NAME, "html").get_attribute("data-theme") is None, "the theme stayed")

        self.go("/categories")
        form = self.wait_css("form#category-form")
        self.fill(form, "name", "Mornings")
        self.submit(self.d.find_element(By.CSS_SELECTOR, "button#add-category"))
        self.assertIn("Added Mornings", self.wait_css("#page-notice").text)
        category = next(c for c in self.api.call("GET", "/api/v1/categories") if c["name"] == "Mornings")
        self.api.call("PATCH", f"/api/v1/habits/{self.habits['Meditate']}", {"categoryId": category["id"]})
        self.go(f"/today?category={category['id']}")
        summary = self.wait_css("#today-summary")
        self.assertEqual(summary.get_attribute("data-total"), "1", "the summary ignores the category filter")

        self.go("/settings")
        form = self.wait_css("form#password-form")
        self.fill(form, "currentPassword", "wrong password")
        self.fill(form, "newPassword", "a-new-password-1")
        self.submit(self.d.find_element(By.CSS_SELECTOR, "button#change-password"))
        self.assertTrue(self.css(".error-box"), "a wrong current password was accepted")
        form = self.wait_css("form#password-form")
        self.fill(form, "currentPassword", PASSWORD)
        self.fill(form, "newPassword", "a-new-password-1")
        self.submit(self.d.find_element(By.CSS_SELECTOR, "button#change-password"))
        self.assertIn("Password changed", self.wait_css("#page-notice").text)
        status, _, _ = http_request(self.base + "/api/v1/auth/sign-in", method="POST",
                                    body={"username": self.username, "password": "a-new-password-1"})
        self.assertEqual(status, 200, "the new password does not sign in")

    def test_15_installable(self):
        status, headers, body = http_request(self.base + "/manifest.webmanifest")
        self.assertEqual(status, 200)
        manifest = json.loads(body)
        self.assertEqual((manifest["display"], manifest["start_url"]), ("standalone", "/today"))
        sizes = {icon["sizes"] for icon in manifest["icons"] if icon["type"] == "image/png"}
        self.assertTrue({"192x192", "512x512"} <= sizes)
        for icon in manifest["icons"]:
            status, headers, _ = http_request(self.base + icon["src"])
            self.assertEqual((status, headers.get("Content-Type")), (200, icon["type"]), icon["src"])
        self.go("/today")
        self.wait(lambda d: d.execute_script("return !!(navigator.serviceWorker && navigator.serviceWorker.controller)"),
                  "no service worker controls Today")
        self.assertTrue(self.css("link[rel=manifest][href='/manifest.webmanifest']"))
        # Chromium's own installability check (what decides its install prompt).
        errors = self.d.execute_cdp_cmd("Page.getInstallabilityErrors", {}).get("installabilityErrors", [])
        self.assertEqual(errors, [], f"Chromium says the app cannot be installed: {errors}")

    def test_16_offline_check_ins_are_sent_once(self):
        target = urllib.parse.urlparse(self.base)
        proxy = SwitchableProxy(target.hostname, target.port)
        driver = make_driver(javascript=True, width=self.width, height=self.height)
        type(self).drivers["offline"] = driver
        try:
            self.sign_in_browser(driver, proxy.url())
            meditate = self.habits["Meditate"]
            # A done yes/no day takes no more check-ins (docs/domain-rules.md §3 "A yes/no day is
            # complete"): room for the queued ones and the retries below.
            self.api.call("PATCH", f"/api/v1/habits/{meditate}", {"timesPerDay": 10})
            before = len(self.api.call("GET", f"/api/v1/habits/{meditate}/checkins"))
            driver.get(proxy.url() + "/today")
            self.wait(lambda d: d.execute_script("return !!(navigator.serviceWorker && navigator.serviceWorker.controller)"),
                      "no service worker", driver)
            driver.get(proxy.url() + "/today")  # now kept by the service worker
            self.wait_css(f"li.tile[data-habit-id='{meditate}']", driver)
            driver.execute_cdp_cmd("Network.enable", {})
            driver.execute_cdp_cmd("Network.emulateNetworkConditions",
                                   {"offline": True, "latency": 0, "downloadThroughput": -1, "uploadThroughput": -1})
            proxy.down()
            driver.get(proxy.url() + "/today")
            self.wait_css("#offline-mark", driver)
            self.assertEqual(driver.execute_script("return document.body.dataset.offlineCopy"), "true",
                             "Today did not come from the service worker's copy")
            for _ in range(2):
                tile = self.wait_css(f"li.tile[data-habit-id='{meditate}']", driver)
                # The tile's button submits Today's one form (#today-form) with check-in=<id>.
                driver.execute_script(
                    "const button = arguments[0].querySelector('button.tile-button'); button.form.requestSubmit(button);",
                    tile)
                self.wait(lambda d: d.find_element(By.ID, "offline-mark").get_attribute("data-waiting") in ("1", "2"),
                          "the check-in was not queued", driver)
                time.sleep(0.3)
            self.assertEqual(driver.find_element(By.ID, "offline-mark").get_attribute("data-waiting"), "2")
            self.assertEqual(len(self.api.call("GET", f"/api/v1/habits/{meditate}/checkins")), before, "sent while offline")
            proxy.up()
            driver.execute_cdp_cmd("Network.emulateNetworkConditions",
                                   {"offline": False, "latency": 0, "downloadThroughput": -1, "uploadThroughput": -1})
            self.wait(lambda d: len(self.api.call("GET", f"/api/v1/habits/{meditate}/checkins")) == before + 2,
                      "the queued check-ins did not arrive", driver, timeout=30)
            self.wait(lambda d: d.execute_script("return localStorage.getItem('cadence-check-in-queue')") == "[]",
                      "the queue did not empty", driver)
            # A retry of a request already sent changes nothing (the client id).
            key = "retry-" + str(self.width)
            for expected in (201, 200):
                status, _, _ = http_request(self.base + f"/api/v1/habits/{meditate}/checkins", method="POST",
                                            body={"clientId": key}, cookie=self.api.cookie)
                self.assertEqual(status, expected)
            self.assertEqual(len(self.api.call("GET", f"/api/v1/habits/{meditate}/checkins")), before + 3)
        finally:
            proxy.stop()
            driver.quit()
            type(self).drivers.pop("offline", None)

    def test_17_every_page_passes_axe_light_and_dark(self):
        meditate = self.habits["Meditate"]
        pages = ["/", "/today", f"/habits/{meditate}", f"/habits/{meditate}/edit", f"/habits/{meditate}/completions",
                 "/habits/new", "/habits/archived", "/overview", "/achievements", "/settings", "/data", "/health",
                 "/money", "/todos", "/notes", "/notes/new", "/categories", "/settings/delete-account", "/no/such/page",
                 "/offline"] + self.life_pages()
        self.go("/today")
        self.assertTrue(axe_version(self.d).startswith("4."), "axe-core 4.x checks the pages")
        for scheme in ("light", "dark"):
            self.d.execute_cdp_cmd("Emulation.setEmulatedMedia",
                                   {"features": [{"name": "prefers-color-scheme", "value": scheme}]})
            for path in pages:
                self.go(path)
                self.wait_css("main#main")
                self.axe(f"{path} ({scheme})")
                self.assert_no_overflow(f"{path} ({scheme})")
        self.d.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": []})

    def life_pages(self):
        """A page of each Life OS record (an account, a to-do, a note, a health entry), made for the axe sweep."""
        account = self.api.call("POST", "/api/v1/accounts", {"name": "Wallet", "currency": "EUR"}, expect=(201,))
        self.api.call("POST", f"/api/v1/accounts/{account['id']}/transactions",
                      {"amount": "-12.50", "note": "Lunch"}, expect=(201,))
        todo = self.api.call("POST", "/api/v1/todos", {"title": "Call the dentist"}, expect=(201,))
        note = self.api.call("POST", "/api/v1/notes", {"title": "Weekly review", "content": "# Review\n\n| a | b |\n|---|---|\n| 1 | 2 |"},
                             expect=(201,))
        entry = self.api.call("POST", "/api/v1/health", {"type": "water", "value": 250}, expect=(201,))
        return [f"/money/accounts/{account['id']}", f"/todos/{todo['id']}/edit", f"/notes/{note['id']}",
                f"/notes/{note['id']}/edit", f"/health/entries/{entry['id']}/edit"]

    def test_18_deleting_the_account_offers_an_export_first(self):
        self.go("/settings/delete-account")
        self.assertTrue(self.css("a#export-before-delete[href='/data/export.json']"))
        form = self.wait_css("form#delete-account-form")
        self.fill(form, "password", "a-new-password-1")
        self.submit(self.d.find_element(By.CSS_SELECTOR, "button#confirm-delete-account"))
        self.wait_path("/sign-in")
        status, _, _ = http_request(self.base + "/api/v1/auth/sign-in", method="POST",
                                    body={"username": self.username, "password": "a-new-password-1"})
        self.assertEqual(status, 401, "the deleted account still signs in")


@capture_failures
class OnAPhone(PhoneJourney, unittest.TestCase):
    width, height, username = 390, 844, "phone"


@capture_failures
class OnADesktop(PhoneJourney, unittest.TestCase):
    width, height, username = 1366, 900, "desktop"


def main():
    return run_sizes("phone", OnAPhone, OnADesktop)


if __name__ == "__main__":
    sys.exit(main())
