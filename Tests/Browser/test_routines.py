"""Browser test of routines on Today (issue #37 part 3; docs/web.md "Routines on Today";
docs/domain-rules.md "§19 Routines").

Run through `scripts/browser-test.sh`, which starts a fresh `cadence serve` for this file and sets
CADENCE_BASE_URL. One user makes three habits and the routine "Morning" (Stretch, Water, Meditate)
through the API (and, for the part without JavaScript, "Evening" of three others); Today shows its
card with the habits in that order, none done; Start opens the walk, which names each habit in turn
and checks it in with one tap; the card then shows done and every habit has its check-in. Without
JavaScript, Start checks in the next habit itself. axe-core must find no serious or critical
violation on Today with the card and the walk.
"""

import os
import sys
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from selenium.webdriver.common.by import By  # noqa: E402
from browser_support import APIClient, base_url, make_driver, sign_in_driver  # noqa: E402
from page_actions import OneBrowser, PageActions, capture_failures  # noqa: E402

ORDER = ["Stretch", "Water", "Meditate"]
EVENING = ["Floss", "Journal", "Plan"]
ACCOUNT = {}


def account(base):
    """The one account of this file (the server's first sign-up; later ones are closed)."""
    if "api" not in ACCOUNT:
        api = APIClient(base)
        api.call("POST", "/api/v1/auth/sign-up", {"username": "routines", "password": "routines-pass-1", "timeZone": "UTC"},
                 expect=(201,))
        ACCOUNT["api"] = api
    return ACCOUNT["api"]


def seed(api, name, order):
    ids = {}
    for habit in order:
        ids[habit] = api.call("POST", "/api/v1/habits", {"name": habit}, expect=(201,))["id"]
    routine = api.call("POST", "/api/v1/routines", {"name": name, "habits": [ids[n] for n in order], "time": "07:00"}, expect=(201,))
    return ids, routine["id"]


def open_session(cls, javascript):
    cls.base = base_url()
    cls.api = account(cls.base)
    cls.ids, cls.routine = seed(cls.api, cls.routine_name, cls.order)
    cls.d = make_driver(javascript=javascript, width=390, height=844)
    sign_in_driver(cls.d, cls.base, cls.api, skip_onboarding=False)
    cls.drivers = {"main": cls.d}


class RoutineCase(PageActions):
    def card(self):
        return self.wait_css(f'section.routine-card[data-routine-id="{self.routine}"]')

    def card_names(self):
        return [li.get_attribute("data-habit-name") for li in self.card().find_elements(By.CSS_SELECTOR, "li.routine-habit")]

    def done_names(self):
        items = self.card().find_elements(By.CSS_SELECTOR, "li.routine-habit")
        return [li.get_attribute("data-habit-name") for li in items if li.get_attribute("data-done") == "true"]

    def checked_in(self, name):
        return len(self.api.call("GET", f"/api/v1/habits/{self.ids[name]}/checkins", expect=(200,)))


@capture_failures
class RoutineWalk(OneBrowser, RoutineCase, unittest.TestCase):
    routine_name, order = "Morning", ORDER

    @classmethod
    def setUpClass(cls):
        open_session(cls, javascript=True)

    def test_1_today_shows_the_card_in_the_routines_order(self):
        self.go("/today")
        card = self.card()
        self.assertEqual(self.card_names(), ORDER)
        self.assertEqual(card.get_attribute("data-done"), "false")
        self.assertIn("Morning", card.find_element(By.CSS_SELECTOR, "h2.routine-title").text)
        self.assertEqual(card.find_element(By.CSS_SELECTOR, "p.routine-state").text, "0 of 3 done")
        self.assertEqual(len(card.find_elements(By.CSS_SELECTOR, "button.start-routine")), 1)
        self.check_axe("Today with a routine card")

    def test_2_start_walks_through_the_habits_one_tap_each(self):
        self.go("/today")
        self.card().find_element(By.CSS_SELECTOR, "button.start-routine").click()
        for index, name in enumerate(ORDER):
            self.wait(lambda d: self.css(".routine-walk-habit") and self.css(".routine-walk-habit")[0].text == name,
                      f"the walk does not name {name}")
            if index == 0:
                self.check_axe("Today with the walk open")
            self.css("button.routine-walk-done")[0].click()
            self.wait(lambda d: name in self.done_names(), f"{name} is not shown done after its tap")
        self.wait(lambda d: self.card().get_attribute("data-done") == "true", "the card does not show done")
        card = self.card()
        self.assertEqual(card.find_element(By.CSS_SELECTOR, "p.routine-state").text, "Done ✓")
        self.assertEqual(card.find_elements(By.CSS_SELECTOR, "button.start-routine"), [], "nothing left to start")
        self.assertEqual(self.css(".routine-walk"), [], "the walk closes after the last habit")
        self.assertEqual([self.checked_in(name) for name in ORDER], [1, 1, 1], "one check-in per habit")
        self.go("/today")
        self.assertEqual(self.card().get_attribute("data-done"), "true", "done after a reload too")


@capture_failures
class RoutineWithoutJavaScript(OneBrowser, RoutineCase, unittest.TestCase):
    routine_name, order = "Evening", EVENING

    @classmethod
    def setUpClass(cls):
        open_session(cls, javascript=False)

    def test_start_checks_in_the_next_habit_each_press(self):
        self.go("/today")
        for count, name in enumerate(EVENING, start=1):
            self.submit(self.card().find_element(By.CSS_SELECTOR, "button.start-routine"))
            self.assertEqual(self.done_names(), EVENING[:count], f"after press {count}")
            self.assertEqual(self.checked_in(name), 1)
        self.assertEqual(self.card().get_attribute("data-done"), "true")


if __name__ == "__main__":
    unittest.main(verbosity=2)
