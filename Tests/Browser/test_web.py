"""Browser tests of Cadence's web app (docs/web.md), as one user journey.

Run through `scripts/browser-test.sh`, which builds `cadence`, starts `cadence serve` on a
fresh store and sets CADENCE_BASE_URL. The tests run in order (test_01 … test_12) and share
state: the owner made in test_01 is the one who completes, undoes, archives and signs out
later. A step that needs something an earlier step failed to make is skipped, and says so.

Elements are found only by the ids, classes and field names that docs/web.md promises.
"""

import datetime
import os
import sys
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from selenium.common.exceptions import TimeoutException  # noqa: E402
from selenium.webdriver.common.action_chains import ActionChains  # noqa: E402
from selenium.webdriver.common.by import By  # noqa: E402
from browser_support import (  # noqa: E402
    base_url,
    make_driver,
    server_today,
)
from page_actions import (  # noqa: E402
    HOLD_SECONDS,
    NEW_PRESET,
    ONBOARDING_PRESET,
    OWNER,
    PageActions,
    capture_failures,
)
from journey_accounts import AccountsJourney  # noqa: E402
from journey_habit_pages import HabitPagesJourney  # noqa: E402


@capture_failures
class CadenceWebJourney(HabitPagesJourney, AccountsJourney, PageActions, unittest.TestCase):
    drivers = {}

    # State carried from step to step (None until the step that makes it passes).
    vitamins_id = None
    meal_id = None
    script_id = None
    backfilled = False
    sign_ups_opened = False
    owner_signed_out = False

    @classmethod
    def setUpClass(cls):
        cls.base = base_url()
        cls.d = make_driver(javascript=True)
        cls.drivers = {"main": cls.d}

    @classmethod
    def tearDownClass(cls):
        for driver in cls.drivers.values():
            try:
                driver.quit()
            except Exception:
                pass

    # --- helpers ------------------------------------------------------------------------
    def test_01_onboarding_creates_the_owner(self):
        self.go("/welcome")
        form = self.wait_css("form#onboarding-form")
        time_zone = form.find_element(By.NAME, "timeZone")
        try:
            self.wait(lambda d: (time_zone.get_attribute("value") or "").strip() != "")
        except TimeoutException:
            raise AssertionError("the timeZone field of form#onboarding-form is not prefilled") from None
        self.fill(form, "username", OWNER[0])
        self.fill(form, "password", OWNER[1])
        self.submit(self.d.find_element(By.CSS_SELECTOR, "button#create-account"))
        self.wait_path("/welcome/habits")

        self.wait_css("fieldset.preset-category")
        preset_id, preset_name = ONBOARDING_PRESET
        box = self.wait_css(f"input[type=checkbox][name=preset][value='{preset_id}']")
        self.check(box)
        self.submit(self.d.find_element(By.CSS_SELECTOR, "button#finish-onboarding"))
        self.wait_path("/")
        self.wait_css("#dashboard #dash-habits")
        self.go("/today")
        self.wait_css("ul#habit-grid > li.tile")
        tile = self.tile_named(preset_name)
        self.assertIsNotNone(tile, f"no tile named {preset_name!r} on Today after onboarding")
        type(self).vitamins_id = tile.get_attribute("data-habit-id")
        self.assertTrue(self.css("nav#main-nav a[href='/habits/new']"), "nav#main-nav lacks a[href='/habits/new']")

    def test_02_create_habit_from_preset(self):
        self.require("vitamins_id")
        preset_id, preset_name = NEW_PRESET
        self.go("/habits/new")
        self.wait_css("form.preset-form")
        self.assertTrue(self.css("nav#category-tabs a.category-tab"), "no nav#category-tabs a.category-tab")
        selector = f"form.preset-form button[name=preset][value='{preset_id}']"
        if not self.css(selector):
            for tab in self.css("nav#category-tabs a.category-tab"):
                if "health" in tab.text.lower():
                    self.submit(tab)
                    break
        button = self.wait_css(selector)
        self.submit(button)
        self.go("/today")
        self.wait_css("ul#habit-grid > li.tile")
        tile = self.tile_named(preset_name)
        self.assertIsNotNone(tile, f"no tile named {preset_name!r} on Today after adding the preset")
        type(self).meal_id = tile.get_attribute("data-habit-id")
        summary = self.d.find_element(By.CSS_SELECTOR, "#today-summary")
        self.assertEqual(summary.get_attribute("data-total"), "2", "#today-summary data-total")
        self.assertEqual(summary.get_attribute("data-done"), "0", "#today-summary data-done")
        self.assertEqual(tile.get_attribute("data-complete"), "false")

    def test_03_hold_completes_a_tile(self):
        self.require("meal_id")
        self.go("/today")
        tile = self.wait_css(f"li.tile[data-habit-id='{self.meal_id}']")
        self.assertEqual(tile.get_attribute("data-complete"), "false")
        done = self.summary_done()
        # A short tap is not a hold: it opens the tile's menu (README) and completes nothing.
        button = tile.find_element(By.CSS_SELECTOR, "button.tile-button")
        self.d.execute_script("arguments[0].scrollIntoView({block: 'center'});", button)
        ActionChains(self.d).click_and_hold(button).pause(0.15).release().perform()
        menu = tile.find_element(By.CSS_SELECTOR, "details.tile-menu")
        self.wait(lambda d: menu.get_attribute("open") is not None, "a short tap did not open details.tile-menu")
        self.go("/today")
        tile = self.wait_css(f"li.tile[data-habit-id='{self.meal_id}']")
        self.assertEqual(self.tile_state(self.meal_id), ("false", "0", done), "a short tap changed the tile")
        button = tile.find_element(By.CSS_SELECTOR, "button.tile-button")
        self.d.execute_script("arguments[0].scrollIntoView({block: 'center'});", button)
        ActionChains(self.d).click_and_hold(button).pause(HOLD_SECONDS).release().perform()
        self.wait_tile(self.meal_id, True, 1, done + 1, what="after the hold")
        progress = self.tile(self.meal_id).find_element(By.CSS_SELECTOR, ".tile-progress").text.strip()
        self.assertEqual(progress, "1/1", ".tile-progress after one hold")
        # Stored, not only shown: a fresh page says the same (and the hold counted once).
        self.go("/today")
        self.wait_css(f"li.tile[data-habit-id='{self.meal_id}']")
        self.wait_tile(self.meal_id, True, 1, done + 1, what="after reloading Today")
        progress = self.tile(self.meal_id).find_element(By.CSS_SELECTOR, ".tile-progress").text.strip()
        self.assertEqual(progress, "1/1", ".tile-progress after reloading")

    def test_04_undo_from_the_tile_menu(self):
        self.require("meal_id")
        self.go("/today")
        tile = self.wait_css(f"li.tile[data-habit-id='{self.meal_id}']")
        self.assertEqual(tile.get_attribute("data-complete"), "true", "test_03 left the tile complete")
        done = self.summary_done()
        menu = tile.find_element(By.CSS_SELECTOR, "details.tile-menu")
        menu.find_element(By.TAG_NAME, "summary").click()
        self.wait(lambda d: menu.get_attribute("open") is not None, "details.tile-menu did not open")
        undo = menu.find_element(By.CSS_SELECTOR, "button.undo-button")
        self.wait(lambda d: undo.is_displayed(), "button.undo-button not visible in the open menu")
        undo.click()
        self.wait_tile(self.meal_id, False, 0, done - 1, what="after undo")
        self.go("/today")
        self.wait_css(f"li.tile[data-habit-id='{self.meal_id}']")
        self.wait_tile(self.meal_id, False, 0, done - 1, what="after reloading Today")

    def test_05_backfill_yesterday(self):
        self.require("meal_id")
        hid = self.meal_id
        today = server_today(self.d)
        yesterday = today - datetime.timedelta(days=1)
        self.go(f"/habits/{hid}")
        self.wait_css("#best-streak")
        best_before = self.first_int("#best-streak")

        self.go(f"/habits/{hid}/completions?day={today.isoformat()}")
        self.wait_css("table.month-calendar")
        day_link = f"a.calendar-day[data-date='{yesterday.isoformat()}']"
        if not self.css(day_link):  # yesterday is in last month's calendar
            self.go(f"/habits/{hid}/completions?day={yesterday.isoformat()}")
        link = self.wait_css(day_link)
        href = link.get_attribute("href") or ""
        if href and not href.endswith("#"):
            self.submit(link)  # a link to ?day=yesterday
        else:
            link.click()  # filled in place by the script

        # The habit began today and no check-in may precede a habit's start (domain rules):
        # docs/web.md offers form#move-start-form (button#move-start) instead of the backfill
        # form for such a day; moving the start makes the day fillable.
        self.wait(lambda d: self.css("form#move-start-form") or self.css("form#backfill-form"),
                  "neither form#move-start-form nor form#backfill-form after clicking yesterday")
        self.assertTrue(self.css("form#move-start-form button#move-start"),
                        "no form#move-start-form button#move-start for a day before the habit's start")
        self.assertEqual(self.css("form#backfill-form"), [], "form#backfill-form offered before the start")
        self.submit(self.d.find_element(By.CSS_SELECTOR, "form#move-start-form button#move-start"))
        if self.path() != f"/habits/{hid}/completions":
            self.go(f"/habits/{hid}/completions?day={yesterday.isoformat()}")

        day_field = "form#backfill-form [name=day]"
        try:
            self.wait(lambda d: d.find_element(By.CSS_SELECTOR, day_field).get_attribute("value")
                      == yesterday.isoformat())
        except TimeoutException:
            seen = [f.get_attribute("value") for f in self.css(day_field)]
            raise AssertionError(f"backfill-form day is {seen!r} after moving the start, "
                                 f"expected {yesterday.isoformat()}: " + self._error_text()) from None
        form = self.d.find_element(By.CSS_SELECTOR, "form#backfill-form")
        self.assertEqual(self.css("li.entry"), [], "yesterday already has entries")
        self.fill(form, "amount", "1")
        self.submit(self.d.find_element(By.CSS_SELECTOR, "button#add-entry"))

        self.go(f"/habits/{hid}/completions?day={yesterday.isoformat()}")
        self.wait_css("li.entry[data-entry-id]")
        self.assertEqual(len(self.css("li.entry[data-entry-id]")), 1, "entries on yesterday")
        self.assertTrue(self.css("li.entry button.delete-entry"), "li.entry has no button.delete-entry")
        self.assertIn("1", self.d.find_element(By.CSS_SELECTOR, "#day-total").text, "#day-total")

        self.go(f"/habits/{hid}")
        self.wait_css("#best-streak")
        best_after = self.first_int("#best-streak")
        self.assertEqual(best_after, max(best_before, 1), f"#best-streak (was {best_before} before the backfill)")
        self.assertGreaterEqual(best_after, 1)
        type(self).backfilled = True



class Result(unittest.TextTestResult):
    pass


def main():
    suite = unittest.defaultTestLoader.loadTestsFromTestCase(CadenceWebJourney)
    runner = unittest.TextTestRunner(verbosity=2, resultclass=Result)
    result = runner.run(suite)
    failed = len(result.failures) + len(result.errors)
    skipped = len(result.skipped)
    passed = result.testsRun - failed - skipped
    print(f"browser: {passed} passed, {failed} failed, {skipped} skipped")
    return 0 if result.wasSuccessful() and failed == 0 and skipped == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
