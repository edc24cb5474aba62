"""Browser test of the habit form's schedules by the month and by the fortnight (docs/web.md "Habit form:
schedules by the month"; docs/domain-rules.md §16).

Run through `scripts/browser-test.sh` on a fresh `cadence serve`. With the script, choosing "On days of the
month", "On a weekday of the month" or "On some weekdays every N weeks" shows only that schedule's fields;
each creates its habit with the JSON schedule the API answers, the edit form shows the values back, and a
day out of bounds comes back as the form's error with nothing created. Without the script every field shows
and the form still works.
"""

import os
import sys
import time
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from selenium.webdriver.common.by import By  # noqa: E402
from selenium.webdriver.support.ui import Select, WebDriverWait  # noqa: E402
from browser_support import APIClient, base_url, make_driver  # noqa: E402

PASSWORD = "schedule-pass-1"
OWNER = {"username": "schedules-owner", "password": "owner-pass-1", "timeZone": "UTC"}


def setUpModule():
    owner = APIClient(base_url())
    owner.call("POST", "/api/v1/auth/sign-up", OWNER, expect=(201,))
    owner.call("PATCH", "/api/v1/server/settings", {"signUpsOpen": True})


class SchedulesByTheMonth(unittest.TestCase):
    javascript = True
    username = "schedules"

    @classmethod
    def setUpClass(cls):
        cls.base = base_url()
        cls.api = APIClient(cls.base)
        cls.api.call("POST", "/api/v1/auth/sign-up", {"username": cls.username, "password": PASSWORD, "timeZone": "UTC"},
                     expect=(201,))
        cls.d = make_driver(javascript=cls.javascript)
        cls.d.get(cls.base + "/healthz")
        cls.d.add_cookie({"name": "cadence_session", "value": cls.api.session_value(), "path": "/", "httpOnly": True,
                          "sameSite": "Lax"})

    @classmethod
    def tearDownClass(cls):
        cls.d.quit()

    def open_form(self):
        self.d.get(self.base + "/habits/new")
        return self.d.find_element(By.CSS_SELECTOR, "form#custom-habit-form")

    def fill(self, form, name, schedule):
        form.find_element(By.NAME, "name").clear()
        form.find_element(By.NAME, "name").send_keys(name)
        Select(form.find_element(By.NAME, "scheduleType")).select_by_value(schedule)

    def submit(self, form):
        form.find_element(By.CSS_SELECTOR, "button#create-habit").click()

    def habit(self, name, wait=5.0):
        """The habit by name, once the form's post (a fetch with the script) has landed; None after `wait` s."""
        deadline = time.monotonic() + wait
        while True:
            found = next((habit for habit in self.api.call("GET", "/api/v1/habits") if habit["name"] == name), None)
            if found or time.monotonic() > deadline:
                return found
            time.sleep(0.1)

    def shown(self, element_id):
        return self.d.find_element(By.ID, element_id).find_element(By.XPATH, "./ancestor::label").is_displayed()

    def test_1_days_of_the_month(self):
        form = self.open_form()
        self.fill(form, "Bills", "daysOfMonth")
        if self.javascript:
            self.assertTrue(self.shown("habit-month-days"))
            self.assertFalse(self.shown("habit-month-week"))
            self.assertFalse(self.shown("habit-every-weeks"))
        form.find_element(By.ID, "habit-month-days").send_keys("1,15,last")
        self.submit(form)
        self.assertEqual(self.habit("Bills")["schedule"], {"type": "daysOfMonth", "days": [1, 15, -1]})
        self.d.get(self.base + f"/habits/{self.habit('Bills')['id']}/edit")
        self.assertEqual(self.d.find_element(By.ID, "habit-month-days").get_attribute("value"), "1,15,last")

    def test_2_weekday_of_the_month(self):
        form = self.open_form()
        self.fill(form, "Board meeting", "nthWeekday")
        if self.javascript:
            self.assertTrue(self.shown("habit-month-week"))
            self.assertFalse(self.shown("habit-month-days"))
        Select(form.find_element(By.ID, "habit-month-week")).select_by_value("last")
        Select(form.find_element(By.ID, "habit-month-weekday")).select_by_value("fri")
        self.submit(form)
        self.assertEqual(self.habit("Board meeting")["schedule"], {"type": "nthWeekday", "week": -1, "weekday": "fri"})
        self.d.get(self.base + f"/habits/{self.habit('Board meeting')['id']}/edit")
        week = Select(self.d.find_element(By.ID, "habit-month-week")).first_selected_option.get_attribute("value")
        self.assertEqual(week, "last")

    def test_3_every_two_weeks(self):
        form = self.open_form()
        self.fill(form, "Long run", "everyNWeeks")
        if self.javascript:
            self.assertTrue(self.shown("habit-every-weeks"))
            self.assertTrue(form.find_element(By.CSS_SELECTOR, "input[name=weekday][value='1']").is_displayed())
        for value in ("1", "4"):
            form.find_element(By.CSS_SELECTOR, f"input[name=weekday][value='{value}']").click()
        weeks = form.find_element(By.ID, "habit-every-weeks")
        weeks.clear()
        weeks.send_keys("2")
        self.submit(form)
        self.assertEqual(self.habit("Long run")["schedule"], {"type": "everyNWeeks", "weeks": 2, "weekdays": ["mon", "thu"]})

    def test_4_a_day_out_of_bounds_is_the_forms_error(self):
        form = self.open_form()
        self.fill(form, "Never", "daysOfMonth")
        form.find_element(By.ID, "habit-month-days").send_keys("40")
        self.submit(form)
        error = WebDriverWait(self.d, 5).until(lambda driver: driver.find_element(By.CSS_SELECTOR, ".error-box[role=alert]"))
        self.assertIn("1 to 31", error.text)
        self.assertIsNone(self.habit("Never", wait=0))


class SchedulesByTheMonthWithoutScript(SchedulesByTheMonth):
    javascript = False
    username = "schedules-no-js"


if __name__ == "__main__":
    unittest.main(verbosity=2)
