"""Browser tests of entries that mean what people mean (issue #34; docs/web.md "Entries on Today
and Health"; docs/domain-rules.md §3, §5, §12), on a phone (390×844).

Run through `scripts/browser-test.sh`, which starts a fresh `cadence serve` for this file and
sets CADENCE_BASE_URL. One user: saving last night's sleep again replaces it and says so; a
weight of 714 kg is refused with the range shown and nothing stored; holding a done yes/no tile
offers Undo instead of logging again; a 3×-a-week habit's ring is a third full at "1 of 3 this
week" with no ✓; a measured habit's amount is pre-filled with its last amount, not the day's
target. axe-core must find no serious or critical violation on the pages visited.
"""

import datetime
import os
import sys
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from selenium.webdriver.common.action_chains import ActionChains  # noqa: E402
from selenium.webdriver.common.by import By  # noqa: E402
from browser_support import APIClient, base_url, make_driver, sign_in_driver  # noqa: E402
from page_actions import HOLD_SECONDS, OneBrowser, PageActions, capture_failures  # noqa: E402
from page_checks import run_sizes  # noqa: E402

USER = {"username": "entries", "password": "entries-pass-1", "timeZone": "UTC"}


@capture_failures
class EntriesOnPhone(OneBrowser, PageActions, unittest.TestCase):
    width, height = 390, 844

    @classmethod
    def setUpClass(cls):
        cls.base = base_url()
        cls.api = APIClient(cls.base)
        cls.api.call("POST", "/api/v1/auth/sign-up", USER, expect=(201,))
        habit = cls.api.call("POST", "/api/v1/habits", {"name": "Floss"}, expect=(201,))
        cls.floss = habit["id"]
        # Started two weeks ago: this week is whole, so its target is 3 on every weekday (a habit
        # started this Saturday has only 2 days left in its first week: docs/domain-rules.md §4).
        started = (datetime.date.today() - datetime.timedelta(days=14)).isoformat()
        gym = cls.api.call("POST", "/api/v1/habits", {"name": "Gym", "schedule": {"type": "timesPerWeek", "count": 3},
                                                      "startDate": started}, expect=(201,))
        cls.gym = gym["id"]
        water = cls.api.call("POST", "/api/v1/habits", {"name": "Water", "unit": "cups", "target": 8}, expect=(201,))
        cls.water = water["id"]
        cls.d = make_driver(javascript=True, width=cls.width, height=cls.height)
        cls.d.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {
            "width": cls.width, "height": cls.height, "deviceScaleFactor": 1, "mobile": True})
        sign_in_driver(cls.d, cls.base, cls.api)
        cls.drivers = {"main": cls.d}

    def into_view(self, element):
        self.d.execute_script("arguments[0].scrollIntoView({block: 'center'});", element)
        return element

    def hold(self, element):
        self.into_view(element)
        ActionChains(self.d).click_and_hold(element).pause(HOLD_SECONDS).release().perform()

    def test_1_saving_sleep_again_replaces_it(self):
        self.go("/health")
        form = self.wait_css("form#sleep-form")
        self.fill(form, "value", "8.5")
        self.submit(self.into_view(form.find_element(By.CSS_SELECTOR, "button#save-sleep")))
        self.wait_css("#health-saved")
        self.assertEqual(self.d.find_element(By.ID, "today-sleep").text, "8.5 h")
        form = self.wait_css("form#sleep-form")
        self.fill(form, "value", "7.5")
        self.submit(self.into_view(form.find_element(By.CSS_SELECTOR, "button#save-sleep")))
        notice = self.wait_css("#health-saved")
        self.assertEqual(notice.text, "Replaced last night's sleep: 7.5 h")
        self.assertEqual(self.d.find_element(By.ID, "today-sleep").text, "7.5 h", "not 16 h")
        sleep = [e for e in self.api.call("GET", "/api/v1/health?type=sleep")]
        self.assertEqual([e["value"] for e in sleep], [7.5], "one entry, replaced")
        self.check_axe("health after a replaced sleep")

    def test_2_a_weight_typo_is_refused_with_the_range(self):
        self.go("/health")
        form = self.wait_css("form#weight-form")
        self.fill(form, "value", "714")
        self.submit(self.into_view(form.find_element(By.CSS_SELECTOR, "button.primary")))
        box = self.wait_css("#weight-form-error")
        self.assertIn("20 to 400 kg", box.text)
        typed = self.d.find_element(By.CSS_SELECTOR, "form#weight-form input[name=value]").get_attribute("value")
        self.assertEqual(typed, "714", "the typed value is kept")
        self.assertEqual(self.api.call("GET", "/api/v1/health?type=weight"), [], "nothing stored")
        self.check_axe("health with a refused weight")

    def test_3_holding_a_done_yes_no_tile_offers_undo(self):
        self.go("/today")
        tile = self.wait_css(f"li.tile[data-habit-id='{self.floss}']")
        self.hold(tile.find_element(By.CSS_SELECTOR, "button.tile-button"))
        self.wait(lambda d: self.tile(self.floss).get_attribute("data-day-full") == "true", "the hold did not complete Floss")
        self.assertEqual(self.tile(self.floss).find_element(By.CSS_SELECTOR, ".tile-progress").text.strip(), "1/1")
        # Holding it again opens its menu with Undo last focused; nothing is logged.
        self.hold(self.tile(self.floss).find_element(By.CSS_SELECTOR, "button.tile-button"))
        menu = self.tile(self.floss).find_element(By.CSS_SELECTOR, "details.tile-menu")
        self.wait(lambda d: menu.get_attribute("open") is not None, "holding a done tile did not open its menu")
        self.wait(lambda d: d.switch_to.active_element.get_attribute("name") == "undo", "Undo last is not focused")
        self.assertFalse(menu.find_elements(By.CSS_SELECTOR, "button.complete-button"), "a done yes/no tile offers Mark done")
        self.assertEqual(self.tile(self.floss).find_element(By.CSS_SELECTOR, ".tile-progress").text.strip(), "1/1", "not 2/1")
        entries = self.api.call("GET", f"/api/v1/habits/{self.floss}/checkins")
        self.assertEqual(len(entries), 1, "the second hold logged nothing")
        self.check_axe("Today with a done yes/no tile's menu open")
        # Today's buttons update the page in place (docs/web.md "Decisions": the hold gesture).
        self.d.switch_to.active_element.click()
        self.wait(lambda d: self.tile(self.floss).get_attribute("data-complete") == "false", "Undo last did not undo")
        self.assertEqual(self.api.call("GET", f"/api/v1/habits/{self.floss}/checkins"), [])

    def test_4_a_flexible_ring_follows_its_week(self):
        self.api.call("POST", f"/api/v1/habits/{self.gym}/checkins", {}, expect=(201,))
        self.go("/today")
        tile = self.wait_css(f"li.tile[data-habit-id='{self.gym}']")
        self.assertEqual(tile.find_element(By.CSS_SELECTOR, ".tile-progress").text.strip(), "1 of 3 this week")
        self.assertEqual(tile.get_attribute("data-complete"), "false", "a ✓ at 1 of 3")
        self.assertNotIn("is-complete", tile.get_attribute("class"))
        fill = self.d.execute_script("return getComputedStyle(arguments[0]).getPropertyValue('--p').trim();", tile)
        self.assertEqual(fill, "33", "the ring is a third full")

    def test_5_a_measured_amount_is_prefilled_with_its_step(self):
        self.go("/today")
        tile = self.wait_css(f"li.tile[data-habit-id='{self.water}']")
        amount = tile.find_element(By.CSS_SELECTOR, "input[name=amount]")
        self.assertEqual(amount.get_attribute("value"), "1", "one cup, not the day's 8")
        self.api.call("POST", f"/api/v1/habits/{self.water}/checkins", {"amount": 2}, expect=(201,))
        self.go("/today")
        tile = self.wait_css(f"li.tile[data-habit-id='{self.water}']")
        self.hold(tile.find_element(By.CSS_SELECTOR, "button.tile-button"))
        amount = tile.find_element(By.CSS_SELECTOR, "input[name=amount]")
        self.wait(lambda d: amount.is_displayed(), "holding a measured tile did not open its amount")
        self.assertEqual(amount.get_attribute("value"), "2", "the last amount logged")
        tile.find_element(By.CSS_SELECTOR, "button[name=log]").click()
        self.wait(lambda d: self.tile(self.water).find_element(By.CSS_SELECTOR, ".tile-progress").text.strip() == "4/8 cups",
                  "Log did not record one more step of 2")
        self.check_axe("Today after logging a step")


def main():
    return run_sizes("entries", EntriesOnPhone)


if __name__ == "__main__":
    sys.exit(main())
