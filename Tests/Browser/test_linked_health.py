"""Browser test of habits fed by health data (issue #37 part 1; docs/web.md "Habits fed by health
data"; docs/domain-rules.md "§18 Habits fed by health data"), on a phone (390×844).

Run through `scripts/browser-test.sh`, which starts a fresh `cadence serve` for this file and
sets CADENCE_BASE_URL. One user makes "Walk" on the habit form with "Fed by health data: Steps"
and a target of 10000; Today shows its tile with the metric and a link to Health instead of a
check-in button; saving 12000 steps on Health completes the tile; a check-in posted anyway is
refused (409 `habitLinked`) and changes nothing. axe-core must find no serious or critical
violation on the pages visited.
"""

import os
import sys
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from selenium.webdriver.common.by import By  # noqa: E402
from selenium.webdriver.support.ui import Select  # noqa: E402
from browser_support import APIClient, base_url, make_driver, sign_in_driver  # noqa: E402
from page_actions import OneBrowser, PageActions, capture_failures  # noqa: E402

USER = {"username": "linked", "password": "linked-pass-1", "timeZone": "UTC"}


@capture_failures
class LinkedHealthOnPhone(OneBrowser, PageActions, unittest.TestCase):
    width, height = 390, 844

    @classmethod
    def setUpClass(cls):
        cls.base = base_url()
        cls.api = APIClient(cls.base)
        cls.api.call("POST", "/api/v1/auth/sign-up", USER, expect=(201,))
        cls.d = make_driver(javascript=True, width=cls.width, height=cls.height)
        cls.d.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {
            "width": cls.width, "height": cls.height, "deviceScaleFactor": 1, "mobile": True})
        sign_in_driver(cls.d, cls.base, cls.api)
        cls.drivers = {"main": cls.d}

    def walk_tile(self):
        self.go("/today")
        self.wait_css("ul#habit-grid > li.tile")
        tile = self.tile_named("Walk")
        self.assertIsNotNone(tile, "no Walk tile on Today")
        return tile

    def test_1_the_form_links_a_habit_to_steps(self):
        self.go("/habits/new")
        form = self.wait_css("form#custom-habit-form")
        self.fill(form, "name", "Walk")
        Select(form.find_element(By.CSS_SELECTOR, "select#linked-health")).select_by_value("steps")
        self.fill(form, "target", "10000")
        self.check_axe("the habit form")
        self.submit(self.d.find_element(By.CSS_SELECTOR, "button#create-habit"))
        self.assert_no_alert(where="after creating the habit")
        habits = self.api.call("GET", "/api/v1/habits", expect=(200,))
        walk = [h for h in habits if h["name"] == "Walk"]
        self.assertEqual(len(walk), 1)
        self.assertEqual(walk[0]["linkedHealth"], "steps")
        self.assertEqual((walk[0]["unit"], walk[0]["target"]), ("steps", 10000))
        type(self).walk_id = walk[0]["id"]

    def test_2_today_shows_the_metric_and_links_to_health(self):
        self.require("walk_id")
        tile = self.walk_tile()
        self.assertEqual(tile.get_attribute("data-linked-health"), "steps")
        self.assertEqual(tile.find_elements(By.CSS_SELECTOR, "button.tile-button"), [], "a linked tile has no check-in button")
        link = tile.find_element(By.CSS_SELECTOR, "a.tile-link")
        self.assertTrue(link.get_attribute("href").endswith("/health"))
        self.assertEqual(tile.find_element(By.CSS_SELECTOR, ".tile-progress").text, "0/10,000 steps")
        self.check_axe("Today with a linked tile")

    def test_3_saving_steps_on_health_completes_the_tile(self):
        self.require("walk_id")
        self.walk_tile().find_element(By.CSS_SELECTOR, "a.tile-link").click()
        self.wait_path("/health")
        form = self.wait_css("form#steps-form")
        self.fill(form, "value", "12000")
        self.submit(form.find_element(By.CSS_SELECTOR, "button.primary"))
        tile = self.walk_tile()
        self.assertEqual(tile.get_attribute("data-complete"), "true")
        self.assertEqual(tile.find_element(By.CSS_SELECTOR, ".tile-progress").text, "12,000/10,000 steps")

    def test_4_a_check_in_posted_anyway_is_refused(self):
        self.require("walk_id")
        refused = self.api.call("POST", f"/api/v1/habits/{self.walk_id}/checkins", {"amount": 1}, expect=(409,))
        self.assertEqual(refused["code"], "habitLinked")
        day = self.api.call("GET", f"/api/v1/habits/{self.walk_id}/checkins", expect=(200,))
        self.assertEqual([c["amount"] for c in day], [12000])


if __name__ == "__main__":
    unittest.main(verbosity=2)
