"""Browser tests of undo after a delete, money edits and readable numbers (docs/web.md "Undo a delete",
"Numbers and money", "Charts", "Notes"; docs/domain-rules.md "§14 Undo and the trash").

Run through `scripts/browser-test.sh` on a fresh `cadence serve`, on a phone (390×844). Deleting a
to-do, a note, a health entry and a money transaction each shows `#undo-toast` with `button#undo`
at the bottom of the viewport (inside it, clear of the header); the undo brings back the same
record (its id in its links), in place with the script, after a reload, and as plain form posts
without it. A transaction is edited in place; the balance chart's labels are neither clipped nor
repeated; money and steps are grouped with symbols; the notes list shows plain text; a search
word finds the words it begins.
"""

import os
import sys
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from selenium.webdriver.common.by import By  # noqa: E402
from browser_support import APIClient, base_url, make_driver  # noqa: E402
from page_actions import PageActions, capture_failures  # noqa: E402
from page_checks import run_sizes  # noqa: E402

OWNER = {"username": "undo-owner", "password": "owner-pass-1", "timeZone": "UTC"}
PASSWORD = "undo-pass-123"

RECT = """
const box = arguments[0].getBoundingClientRect();
return {left: box.left, right: box.right, top: box.top, bottom: box.bottom, width: box.width, height: box.height,
        viewportWidth: document.documentElement.clientWidth, viewportHeight: window.innerHeight};
"""

# Fixed or sticky elements at the top of the viewport (the header and navigation), as rectangles.
TOP_CHROME = """
const toast = document.getElementById('undo-toast');
return Array.from(document.querySelectorAll('body *')).filter(function (element) {
  if (toast && (element === toast || toast.contains(element) || element.contains(toast))) return false;
  const style = getComputedStyle(element);
  if (style.position !== 'fixed' && style.position !== 'sticky') return false;
  const box = element.getBoundingClientRect();
  return box.height > 0 && box.top < window.innerHeight / 2;
}).map(function (element) { const box = element.getBoundingClientRect(); return {top: box.top, bottom: box.bottom}; });
"""


def setUpModule():
    owner = APIClient(base_url())
    owner.call("POST", "/api/v1/auth/sign-up", OWNER, expect=(201,))
    owner.call("PATCH", "/api/v1/server/settings", {"signUpsOpen": True})


@capture_failures
class UndoOnPhone(PageActions, unittest.TestCase):
    width, height = 390, 844
    username = "undo-phone"

    @classmethod
    def setUpClass(cls):
        cls.base = base_url()
        cls.api = APIClient(cls.base)
        cls.api.call("POST", "/api/v1/auth/sign-up", {"username": cls.username, "password": PASSWORD, "timeZone": "UTC"},
                     expect=(201,))
        cls.d = make_driver(javascript=True, width=cls.width, height=cls.height)
        cls.d.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {
            "width": cls.width, "height": cls.height, "deviceScaleFactor": 1, "mobile": True})
        cls.sign_in_driver(cls.d)
        cls.drivers = {"main": cls.d}
        cls.d.get(cls.base + "/")
        skip = cls.d.find_elements(By.CSS_SELECTOR, "#skip-onboarding")
        if skip:
            skip[0].click()

    @classmethod
    def sign_in_driver(cls, driver):
        driver.get(cls.base + "/healthz")
        driver.add_cookie({"name": "cadence_session", "value": cls.api.session_value(), "path": "/",
                           "httpOnly": True, "sameSite": "Lax"})

    @classmethod
    def tearDownClass(cls):
        for driver in cls.drivers.values():
            try:
                driver.quit()
            except Exception:
                pass

    # --- helpers --------------------------------------------------------------------------------
    def press(self, css, root=None, driver=None):
        """Clicks an element after scrolling it to the middle of the viewport."""
        driver = driver or self.d
        element = (root or driver).find_element(By.CSS_SELECTOR, css)
        driver.execute_script("arguments[0].scrollIntoView({block: 'center'});", element)
        element.click()
        return element

    def assert_toast_at_the_bottom(self, what):
        toast = self.wait_css("#undo-toast", visible=True)
        button = toast.find_element(By.CSS_SELECTOR, "button#undo")
        self.assertTrue(button.is_displayed(), f"button#undo hidden after deleting {what}")
        box = self.d.execute_script(RECT, toast)
        self.assertGreaterEqual(box["top"], 0, f"the toast starts above the viewport ({what}): {box}")
        self.assertLessEqual(box["bottom"], box["viewportHeight"], f"the toast ends below the viewport ({what}): {box}")
        self.assertGreaterEqual(box["left"], 0, f"the toast leaves the screen ({what}): {box}")
        self.assertLessEqual(box["right"], box["viewportWidth"], f"the toast leaves the screen ({what}): {box}")
        self.assertGreater(box["top"], box["viewportHeight"] / 2, f"the toast is not near the thumb ({what}): {box}")
        for chrome in self.d.execute_script(TOP_CHROME):
            self.assertTrue(box["top"] >= chrome["bottom"] or box["bottom"] <= chrome["top"],
                            f"the toast is under a header ({what}): {box} vs {chrome}")
        button_box = self.d.execute_script(RECT, button)
        self.assertGreaterEqual(min(button_box["width"], button_box["height"]), 44, f"button#undo is too small: {button_box}")
        return toast

    def undo(self, driver=None):
        self.press("#undo-toast button#undo", driver=driver)

    # --- the flows --------------------------------------------------------------------------------
    def test_1_todo_delete_and_undo_in_place(self):
        todo = self.api.call("POST", "/api/v1/todos", {"title": "Call the dentist", "priority": "high"})
        self.go("/todos")
        row = self.wait_css(f"li.todo[data-todo-id='{todo['id']}']")
        self.press("button.delete-todo", row)
        self.wait(lambda d: not d.find_elements(By.CSS_SELECTOR, f"li.todo[data-todo-id='{todo['id']}']"), "the to-do stayed")
        self.assert_toast_at_the_bottom("a to-do")
        self.assertIn(f"undo=todo-{todo['id']}", self.d.current_url, "the address keeps the undo (a reload shows it)")
        self.undo()
        self.wait_css(f"li.todo[data-todo-id='{todo['id']}'] a[href='/todos/{todo['id']}/edit']")
        self.assertEqual(self.api.call("GET", f"/api/v1/todos/{todo['id']}"), todo, "the same to-do, every field")
        self.assertFalse(self.css("#undo-toast"), "the toast stays after the undo")

    def test_2_note_delete_reload_then_undo(self):
        note = self.api.call("POST", "/api/v1/notes", {"title": "Weekly review", "content": "# Weekly review\nThings that went **well**"})
        self.go(f"/notes/{note['id']}")
        self.press("details.danger-zone > summary")
        self.press("button#delete-note")
        self.assert_toast_at_the_bottom("a note")
        self.d.refresh()
        self.assert_toast_at_the_bottom("a note, after a reload")
        self.undo()
        self.wait_css(f"li.note-item[data-note-id='{note['id']}'] a[href='/notes/{note['id']}']")
        self.assertEqual(self.api.call("GET", f"/api/v1/notes/{note['id']}"), note)

    def test_3_health_entry_delete_and_undo(self):
        entry = self.api.call("POST", "/api/v1/health", {"type": "steps", "value": 17432})
        self.go("/health")
        self.assertEqual(self.wait_css("#today-steps").text, "17,432", "steps are grouped")
        self.assertIn("17,432", self.d.find_element(By.CSS_SELECTOR, f"li.health-entry[data-entry-id='{entry['id']}']").text)
        self.press(f"li.health-entry[data-entry-id='{entry['id']}'] button.delete-health-entry")
        self.assert_toast_at_the_bottom("a health entry")
        self.undo()
        self.wait_css(f"li.health-entry[data-entry-id='{entry['id']}'] a[href='/health/entries/{entry['id']}/edit']")

    def test_4_money_transaction_delete_undo_and_edit(self):
        account = self.api.call("POST", "/api/v1/accounts", {"name": "Main", "currency": "EUR", "opening": "3594.10"})
        spent = [self.api.call("POST", f"/api/v1/accounts/{account['id']}/transactions", {"amount": "-1.05"}) for _ in range(3)]
        path = f"/money/accounts/{account['id']}"
        self.go(path)
        self.assertEqual(self.wait_css("#account-balance").text, "€3,590.95", "money is grouped with its symbol")
        target = spent[1]["id"]
        self.press(f"li.money-transaction[data-transaction-id='{target}'] button.delete-transaction")
        self.assert_toast_at_the_bottom("a transaction")
        self.assertFalse(self.css(f"li.money-transaction[data-transaction-id='{target}']"))
        self.undo()
        row = self.wait_css(f"li.money-transaction[data-transaction-id='{target}']")
        self.assertIn(f"/transactions/{target}/edit", row.find_element(By.CSS_SELECTOR, "a.edit-transaction").get_attribute("href"))
        self.press("a.edit-transaction", row)
        form = self.wait_css("form#transaction-edit-form")
        self.fill(form, "amount", "2.50")
        self.fill(form, "note", "fixed")
        self.submit(form.find_element(By.CSS_SELECTOR, "button#save-transaction"))
        self.wait_path(path)
        row = self.wait_css(f"li.money-transaction[data-transaction-id='{target}']")
        self.assertEqual(row.get_attribute("data-amount"), "-2.50")
        self.assertIn("-€2.50", row.text)
        history = self.api.call("GET", f"/api/v1/accounts/{account['id']}/transactions")
        edited = next(line for line in history["transactions"] if line["id"] == target)
        self.assertEqual((edited["amount"], edited["note"], edited["createdAt"]), ("-2.50", "fixed", spent[1]["createdAt"]))

    def test_5_balance_chart_labels_fit_and_do_not_repeat(self):
        account = self.api.call("POST", "/api/v1/accounts", {"name": "Yen", "currency": "JPY", "opening": "0"})
        for amount in ("1500", "-200", "300"):
            self.api.call("POST", f"/api/v1/accounts/{account['id']}/transactions", {"amount": amount})
        self.go(f"/money/accounts/{account['id']}")
        chart = self.wait_css("svg#balance-chart")
        self.d.execute_script("arguments[0].scrollIntoView({block: 'center'});", chart)
        chart_box = self.d.execute_script(RECT, chart)
        x_labels = [label.text for label in chart.find_elements(By.CSS_SELECTOR, "text.x-label")]
        self.assertEqual(len(x_labels), len(set(x_labels)), f"x labels repeat: {x_labels}")
        y_labels = chart.find_elements(By.CSS_SELECTOR, "text.axis-label")
        texts = [label.text for label in y_labels]
        self.assertEqual(len(texts), len(set(texts)), f"y labels repeat: {texts}")
        for label in y_labels:
            self.assertTrue(label.text.startswith("¥") or label.text.startswith("-¥"), f"a y label without the symbol: {texts}")
            box = self.d.execute_script(RECT, label)
            self.assertGreaterEqual(box["left"], chart_box["left"] - 0.5, f"{label.text!r} is clipped on the left: {box}")

    def test_6_notes_excerpt_and_prefix_search(self):
        note = self.api.call("POST", "/api/v1/notes", {"title": "Appointments", "content": "# Plans\nCall the **dentist** on Monday"})
        self.go("/notes")
        excerpt = self.wait_css(f"li.note-item[data-note-id='{note['id']}'] .note-excerpt").text
        self.assertEqual(excerpt, "Plans Call the dentist on Monday", "the excerpt is plain text")
        self.go("/notes?q=dent")
        hit = self.wait_css(f"#note-hits li.note-hit[data-note-id='{note['id']}']")
        self.assertEqual(hit.find_element(By.CSS_SELECTOR, "mark").text.lower(), "dentist")
        self.assertIn("1 note matches", self.d.find_element(By.ID, "search-summary").text)

    def test_7_without_javascript(self):
        nojs = make_driver(javascript=False, width=self.width, height=self.height)
        type(self).drivers["nojs"] = nojs
        self.sign_in_driver(nojs)
        todo = self.api.call("POST", "/api/v1/todos", {"title": "Plain form"})
        nojs.get(self.base + "/todos")
        row = self.wait_css(f"li.todo[data-todo-id='{todo['id']}']", nojs)
        self.submit(row.find_element(By.CSS_SELECTOR, "button.delete-todo"), nojs)
        toast = self.wait_css("#undo-toast", nojs)
        self.assertFalse(self.css(f"li.todo[data-todo-id='{todo['id']}']", nojs))
        self.submit(toast.find_element(By.CSS_SELECTOR, "button#undo"), nojs)
        self.wait_css(f"li.todo[data-todo-id='{todo['id']}']", nojs)
        self.assertEqual(self.api.call("GET", f"/api/v1/todos/{todo['id']}"), todo)


if __name__ == "__main__":
    sys.exit(run_sizes("undo", UndoOnPhone))
