"""Browser tests of the Life OS pages (docs/web.md "Home", "Health", "Money", "To-dos", "Notes").

Run through `scripts/browser-test.sh`, which starts a fresh `cadence serve` for this file and
sets CADENCE_BASE_URL. Each area's main flow runs twice, on a phone (390×844) and on a desktop
(1366×900), each as its own user: log a night's sleep and a mood, record an expense and see the
balance, add and complete a repeating to-do and see the next one, write a note in Markdown and
find it by search, and the home dashboard's cards following every change. On every page the
flow visits, axe-core (axe-selenium-python) must find no serious or critical violation and, on
the phone, no element may reach past the viewport.
"""

import os
import sys
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from selenium.webdriver.common.by import By  # noqa: E402
from browser_support import APIClient, base_url, make_driver, quit_driver, server_today, sign_in_driver  # noqa: E402
from page_actions import PageActions, capture_failures  # noqa: E402
from page_checks import axe_problems, overflow, run_sizes  # noqa: E402

OWNER = {"username": "owner", "password": "owner-pass-1", "timeZone": "UTC"}

def setUpModule():
    """The server's first account opens sign-ups, so each size's user can sign up."""
    owner = APIClient(base_url())
    owner.call("POST", "/api/v1/auth/sign-up", OWNER, expect=(201,))
    owner.call("PATCH", "/api/v1/server/settings", {"signUpsOpen": True})


class LifeJourney(PageActions):
    """One user's walk through the Life OS pages at one window size (set by the subclass)."""

    width = 0
    height = 0
    username = ""
    checked_pages = None

    @classmethod
    def setUpClass(cls):
        cls.base = base_url()
        cls.api = APIClient(cls.base)
        cls.api.call("POST", "/api/v1/auth/sign-up",
                     {"username": cls.username, "password": "life-pass-123", "timeZone": "UTC"}, expect=(201,))
        cls.d = make_driver(javascript=True, width=cls.width, height=cls.height)
        cls.d.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {
            "width": cls.width, "height": cls.height, "deviceScaleFactor": 1, "mobile": cls.width < 600})
        # A new account is offered habits first (docs/web.md "Onboarding"); this one skips them.
        sign_in_driver(cls.d, cls.base, cls.api)
        cls.drivers = {"main": cls.d}
        cls.checked_pages = []

    @classmethod
    def tearDownClass(cls):
        quit_driver(cls.d)

    # --- checks on every page ------------------------------------------------------------
    def check_page(self, what):
        """axe-core: no serious or critical violation; on a phone, nothing past the viewport."""
        problems = axe_problems(self.d)
        if problems:
            self.fail(f"axe on {what} at {self.width}px: " + "; ".join(problems))
        layout = overflow(self.d)
        self.assertLessEqual(layout["scrollWidth"], layout["width"], f"{what} scrolls sideways at {self.width}px: {layout}")
        self.assertEqual(layout["bad"], [], f"elements past the viewport on {what} at {self.width}px")
        type(self).checked_pages.append(what)

    def card(self, area):
        self.go("/")
        return self.wait_css(f"#dashboard section#dash-{area}")

    def click(self, css, root=None):
        element = (root or self.d).find_element(By.CSS_SELECTOR, css)
        self.d.execute_script("arguments[0].scrollIntoView({block: 'center'});", element)
        return element

    # --- the flows -----------------------------------------------------------------------
    def test_1_home_invites_each_empty_area(self):
        self.go("/")
        self.wait_css("#dashboard")
        for area in ("habits", "health", "money", "todos", "notes"):
            card = self.wait_css(f"#dashboard section#dash-{area}")
            self.assertEqual(card.get_attribute("data-empty"), "true", f"{area} card of a new user")
            self.assertTrue(card.find_elements(By.CSS_SELECTOR, ".dash-invite a"), f"{area} card has no invitation")
        self.assertTrue(self.css("a#open-today[href='/today']"), "Today is not one tap away")
        self.check_page("home")

    def test_2_health_sleep_and_mood(self):
        self.go("/health")
        form = self.wait_css("form#sleep-form")
        hours = form.find_element(By.NAME, "value")
        self.assertEqual(hours.get_attribute("value"), "7.5")
        self.check_page("health")
        self.click("button.step-up", form).click()
        self.wait(lambda d: hours.get_attribute("value") == "8", "the + of the sleep stepper did not add half an hour")
        self.submit(self.click("button#save-sleep", form))
        self.wait_css("#health-saved")
        self.assertEqual(self.d.find_element(By.ID, "today-sleep").text, "8 h")
        self.submit(self.click("form#mood-form button.mood-face[value='4']"))
        self.wait_css("#health-saved")
        self.assertEqual(self.d.find_element(By.ID, "today-mood").text, "4/5")
        self.submit(self.click("form#water-form button#water-cup"))
        self.wait_css("#health-saved")
        self.assertEqual(self.d.find_element(By.ID, "today-water").text, "250 mL")
        self.assertEqual(len(self.css("#health-entries li.health-entry")), 3)
        card = self.card("health")
        self.assertEqual(card.get_attribute("data-empty"), "false")
        self.assertIn("8 h", card.find_element(By.CSS_SELECTOR, ".dash-figure").text)

    def test_3_money_expense_and_balance(self):
        self.go("/money")
        form = self.wait_css("form#account-form")
        self.check_page("money")
        self.fill(form, "name", "Checking")
        self.fill(form, "currency", "EUR")
        self.fill(form, "opening", "100")
        self.submit(self.click("button#open-account", form))
        form = self.wait_css("form#transaction-form")
        self.fill(form, "amount", "12.50")
        self.fill(form, "note", "Groceries")
        self.submit(self.click("button#record-amount", form))
        self.wait_css("#money-saved")
        self.assertEqual(self.d.find_element(By.ID, "account-balance").text, "€87.50")
        self.assertTrue(self.css("svg#balance-chart"), "no balance chart")
        self.check_page("an account")
        self.assertIn("€87.50", self.card("money").text)

    def test_4_todos_repeat_and_complete(self):
        self.go("/todos")
        form = self.wait_css("form#todo-form")
        self.check_page("to-dos")
        today = server_today(self.d)
        self.fill(form, "title", "Water the plants")
        self.fill(form, "due", today.isoformat())
        form.find_element(By.CSS_SELECTOR, "select[name=repeat] option[value='daily']").click()
        self.submit(self.click("button#add-todo", form))
        item = self.wait_css("#todo-list li.todo")
        self.assertIn("Water the plants", item.text)
        first_id = item.get_attribute("data-todo-id")
        self.submit(self.click("button.todo-check", item))
        self.wait_css("#todo-undo")
        items = self.css("#todo-list li.todo")
        self.assertEqual(len(items), 1, "the list shows the next occurrence only")
        tomorrow = (today.toordinal() + 1)
        self.assertNotEqual(items[0].get_attribute("data-todo-id"), first_id)
        self.assertEqual(items[0].get_attribute("data-due"),
                         type(today).fromordinal(tomorrow).isoformat(), "the next one is due tomorrow")
        self.check_page("to-dos after completing")
        card = self.card("todos")
        self.assertEqual(card.get_attribute("data-empty"), "false")

    def test_5_notes_markdown_and_search(self):
        self.go("/notes/new")
        form = self.wait_css("form#note-form")
        self.check_page("the note editor")
        self.fill(form, "title", "Packing list")
        content = form.find_element(By.NAME, "content")
        content.clear()
        content.send_keys("# Hike\n\n- **boots**\n- map <script>alert(1)</script>\n")
        self.submit(self.click("button#preview-note", form))
        preview = self.wait_css("#note-preview")
        self.assertEqual(preview.find_element(By.CSS_SELECTOR, "strong").text, "boots")
        self.assertIn("Packing list", self.d.find_element(By.NAME, "title").get_attribute("value"))
        self.submit(self.click("button#save-note"))
        body = self.wait_css("#note-body")
        self.assertEqual(body.find_element(By.TAG_NAME, "h1").text, "Hike")
        self.assertIn("<script>alert(1)</script>", body.text, "raw HTML shows as text")
        self.assert_no_alert(where="on the note")
        self.check_page("a note")
        self.go("/notes?q=boots")
        mark = self.wait_css("#note-hits li.note-hit mark")
        self.assertEqual(mark.text.lower(), "boots")
        self.check_page("note search")
        self.assertIn("1 note", self.card("notes").text)
        self.check_page("home after every change")


    def test_6_without_javascript(self):
        """Every area's main form works as a plain form post (the stepper is the only extra)."""
        nojs = make_driver(javascript=False, width=self.width, height=self.height)
        type(self).drivers["nojs"] = nojs
        try:
            nojs.get(self.base + "/healthz")
            nojs.add_cookie({"name": "cadence_session", "value": self.api.session_value(), "path": "/",
                             "httpOnly": True, "sameSite": "Lax"})
            nojs.get(self.base + "/health")
            form = self.wait_css("form#sleep-form", nojs)
            self.assertFalse(form.find_element(By.CSS_SELECTOR, "button.step-up").is_displayed(), "the stepper shows without JS")
            self.fill(form, "value", "6.5", nojs)
            self.submit(form.find_element(By.CSS_SELECTOR, "button#save-sleep"), nojs)
            self.wait_css("#health-saved", nojs)
            self.go("/todos", nojs)
            form = self.wait_css("form#todo-form", nojs)
            self.fill(form, "title", "Call the bank", nojs)
            self.submit(form.find_element(By.CSS_SELECTOR, "button#add-todo"), nojs)
            item = next(li for li in self.css("#todo-list li.todo", nojs) if "Call the bank" in li.text)
            self.submit(item.find_element(By.CSS_SELECTOR, "button.todo-check"), nojs)
            self.submit(self.wait_css("#todo-undo button#undo-todo", nojs), nojs)
            todos = self.api.call("GET", "/api/v1/todos")
            self.assertTrue(any(t["title"] == "Call the bank" and not t["completed"] for t in todos), "undo without JS")
            sleep = [e for e in self.api.call("GET", "/api/v1/health") if e["type"] == "sleep"]
            self.assertIn(6.5, [e["value"] for e in sleep])
        finally:
            nojs.quit()
            type(self).drivers.pop("nojs", None)


@capture_failures
class LifeOnPhone(LifeJourney, unittest.TestCase):
    width, height, username = 390, 844, "phone-user"


@capture_failures
class LifeOnDesktop(LifeJourney, unittest.TestCase):
    width, height, username = 1366, 900, "desk-user"


def main():
    return run_sizes("Life OS", LifeOnPhone, LifeOnDesktop)


if __name__ == "__main__":
    sys.exit(main())
