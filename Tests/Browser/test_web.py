"""Browser tests of Cadence's web app (docs/web.md), as one user journey.

Run through `scripts/browser-test.sh`, which builds `cadence`, starts `cadence serve` on a
fresh store and sets CADENCE_BASE_URL. The tests run in order (test_01 … test_12) and share
state: the owner made in test_01 is the one who completes, undoes, archives and signs out
later. A step that needs something an earlier step failed to make is skipped, and says so.

Elements are found only by the ids, classes and field names that docs/web.md promises.
"""

import datetime
import functools
import os
import re
import sys
import unittest
import urllib.parse

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from selenium.common.exceptions import (  # noqa: E402
    NoAlertPresentException,
    NoSuchElementException,
    StaleElementReferenceException,
    TimeoutException,
    WebDriverException,
)
from selenium.webdriver.common.action_chains import ActionChains  # noqa: E402
from selenium.webdriver.common.by import By  # noqa: E402
from selenium.webdriver.support import expected_conditions as EC  # noqa: E402
from selenium.webdriver.support.ui import WebDriverWait  # noqa: E402

from browser_support import (  # noqa: E402
    base_url,
    http_request,
    make_driver,
    save_failure,
    server_today,
    session_cookie_header,
)

WAIT = float(os.environ.get("CADENCE_BROWSER_WAIT", "30"))
HOLD_SECONDS = 1.3
# chromedriver's answers while the browser is between two documents.
TRANSIENT_ERRORS = ("does not belong to the document", "target frame detached", "Cannot find context with specified id")

OWNER = ("ada", "correct horse battery")
SECOND = ("bob", "staple battery horse")
ONBOARDING_PRESET = ("health.vitamins", "Take vitamins")
NEW_PRESET = ("health.healthyMeal", "Eat a healthy meal")
SCRIPT_NAME = "<script>alert(1)</script>"


def capture_failures(cls):
    """Wraps each test so that a failure saves a screenshot and the page of every open browser."""

    def wrap(name, method):
        @functools.wraps(method)
        def wrapper(self, *args, **kwargs):
            try:
                return method(self, *args, **kwargs)
            except unittest.SkipTest:
                raise
            except BaseException:
                for label, driver in list(type(self).drivers.items()):
                    paths = save_failure(driver, f"{name}-{label}")
                    for path in paths:
                        print(f"\n  saved {label} browser state: {path}", flush=True)
                raise

        return wrapper

    for name in list(vars(cls)):
        if name.startswith("test_"):
            setattr(cls, name, wrap(name, getattr(cls, name)))
    return cls


@capture_failures
class CadenceWebJourney(unittest.TestCase):
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

    def go(self, path, driver=None):
        (driver or self.d).get(self.base + path)

    def path(self, driver=None):
        return urllib.parse.urlparse((driver or self.d).current_url).path

    def wait(self, condition, message="", driver=None, timeout=WAIT):
        def guarded(d):
            try:
                return condition(d)
            except WebDriverException as error:
                # Asked while the page is being replaced: not decided yet, ask again.
                if any(text in str(error) for text in TRANSIENT_ERRORS):
                    return False
                raise

        return WebDriverWait(
            driver or self.d, timeout, ignored_exceptions=(NoSuchElementException, StaleElementReferenceException)
        ).until(guarded, message)

    def wait_css(self, css, driver=None, visible=False):
        condition = EC.visibility_of_element_located if visible else EC.presence_of_element_located
        return self.wait(condition((By.CSS_SELECTOR, css)), f"no element matches {css!r}", driver)

    def wait_path(self, expected, driver=None):
        driver = driver or self.d
        try:
            self.wait(lambda d: self.path(d) == expected, driver=driver)
        except TimeoutException:
            raise AssertionError(f"expected to land on {expected}, still on {driver.current_url}") from None

    def css(self, css, driver=None):
        return (driver or self.d).find_elements(By.CSS_SELECTOR, css)

    def require(self, *names):
        for name in names:
            if not getattr(type(self), name):
                self.skipTest(f"needs {name} from an earlier step, which failed")

    def submit(self, button, driver=None):
        """Clicks a button that posts a form, and waits for the next page (post/redirect/get)."""
        driver = driver or self.d
        old = driver.find_element(By.TAG_NAME, "html")
        button.click()
        self.wait(lambda d: self._gone(old), "the click did not lead to a new page", driver)
        self.wait(EC.presence_of_element_located((By.TAG_NAME, "body")), "the next page has no body", driver)

    @staticmethod
    def _gone(element):
        """Whether `element`'s page was replaced. While the browser is between two documents,
        chromedriver can answer with another error ("Node with given id does not belong to
        the document"): that means not decided yet, so the wait asks again."""
        try:
            element.is_enabled()
            return False
        except StaleElementReferenceException:
            return True
        except WebDriverException:
            return False

    def fill(self, form, name, value, driver=None):
        """Sets the field `name` of `form` (date/time/color inputs through their value)."""
        driver = driver or self.d
        field = form.find_element(By.NAME, name)
        kind = (field.get_attribute("type") or "").lower()
        if kind in ("date", "time", "datetime-local", "month", "week", "color", "hidden") or not field.is_displayed():
            driver.execute_script(
                "arguments[0].value = arguments[1];"
                "arguments[0].dispatchEvent(new Event('input', {bubbles: true}));"
                "arguments[0].dispatchEvent(new Event('change', {bubbles: true}));",
                field, value)
        else:
            field.clear()
            field.send_keys(value)
        return field

    def check(self, box, driver=None):
        """Ticks a checkbox, through its label when the box itself is styled away."""
        driver = driver or self.d
        if box.is_selected():
            return
        try:
            box.click()
        except Exception:
            labels = box.find_elements(By.XPATH, "ancestor::label")
            box_id = box.get_attribute("id")
            if not labels and box_id:
                labels = driver.find_elements(By.CSS_SELECTOR, f"label[for='{box_id}']")
            if labels:
                labels[0].click()
            else:
                driver.execute_script("arguments[0].click();", box)
        self.wait(lambda d: box.is_selected(), "the checkbox did not get ticked", driver)

    def tile(self, habit_id, driver=None):
        return (driver or self.d).find_element(By.CSS_SELECTOR, f"li.tile[data-habit-id='{habit_id}']")

    def tiles(self, driver=None):
        return self.css("li.tile", driver)

    def tile_named(self, name, driver=None):
        for tile in self.tiles(driver):
            if tile.get_attribute("data-habit-name") == name:
                return tile
        return None

    def summary_done(self, driver=None):
        return int((driver or self.d).find_element(By.CSS_SELECTOR, "#today-summary").get_attribute("data-done"))

    def tile_state(self, habit_id, driver=None):
        tile = self.tile(habit_id, driver)
        return (
            tile.get_attribute("data-complete"),
            tile.find_element(By.CSS_SELECTOR, ".tile-streak").get_attribute("data-streak"),
            self.summary_done(driver),
        )

    def wait_tile(self, habit_id, complete, streak, done, driver=None, what=""):
        expected = ("true" if complete else "false", str(streak), done)
        try:
            self.wait(lambda d: self.tile_state(habit_id, d) == expected, driver=driver)
        except TimeoutException:
            try:
                seen = self.tile_state(habit_id, driver)
            except Exception as error:
                seen = f"unreadable ({type(error).__name__})"
            raise AssertionError(f"{what}: expected tile {habit_id} (data-complete, data-streak, summary data-done) "
                                 f"= {expected}, saw {seen}") from None

    def assert_no_alert(self, driver=None, where=""):
        try:
            alert = (driver or self.d).switch_to.alert
            text = alert.text
            alert.dismiss()
            self.fail(f"an alert opened {where}: {text!r}")
        except NoAlertPresentException:
            pass

    def first_int(self, css, driver=None):
        text = (driver or self.d).find_element(By.CSS_SELECTOR, css).text
        match = re.search(r"-?\d+", text)
        self.assertIsNotNone(match, f"{css} shows no number: {text!r}")
        return int(match.group())

    def sign_in(self, username, password, driver=None):
        driver = driver or self.d
        self.go("/sign-in", driver)
        form = self.wait_css("form#sign-in-form", driver)
        self.fill(form, "username", username, driver)
        self.fill(form, "password", password, driver)
        self.submit(driver.find_element(By.CSS_SELECTOR, "button#sign-in"), driver)
        self.wait_path("/", driver)

    # --- the journey --------------------------------------------------------------------

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
        self.go("/")
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
        self.go("/")
        tile = self.wait_css(f"li.tile[data-habit-id='{self.meal_id}']")
        self.assertEqual(tile.get_attribute("data-complete"), "false")
        done = self.summary_done()
        # A short tap is not a hold: it opens the tile's menu (README) and completes nothing.
        button = tile.find_element(By.CSS_SELECTOR, "button.tile-button")
        self.d.execute_script("arguments[0].scrollIntoView({block: 'center'});", button)
        ActionChains(self.d).click_and_hold(button).pause(0.15).release().perform()
        menu = tile.find_element(By.CSS_SELECTOR, "details.tile-menu")
        self.wait(lambda d: menu.get_attribute("open") is not None, "a short tap did not open details.tile-menu")
        self.go("/")
        tile = self.wait_css(f"li.tile[data-habit-id='{self.meal_id}']")
        self.assertEqual(self.tile_state(self.meal_id), ("false", "0", done), "a short tap changed the tile")
        button = tile.find_element(By.CSS_SELECTOR, "button.tile-button")
        self.d.execute_script("arguments[0].scrollIntoView({block: 'center'});", button)
        ActionChains(self.d).click_and_hold(button).pause(HOLD_SECONDS).release().perform()
        self.wait_tile(self.meal_id, True, 1, done + 1, what="after the hold")
        progress = self.tile(self.meal_id).find_element(By.CSS_SELECTOR, ".tile-progress").text.strip()
        self.assertEqual(progress, "1/1", ".tile-progress after one hold")
        # Stored, not only shown: a fresh page says the same (and the hold counted once).
        self.go("/")
        self.wait_css(f"li.tile[data-habit-id='{self.meal_id}']")
        self.wait_tile(self.meal_id, True, 1, done + 1, what="after reloading Today")
        progress = self.tile(self.meal_id).find_element(By.CSS_SELECTOR, ".tile-progress").text.strip()
        self.assertEqual(progress, "1/1", ".tile-progress after reloading")

    def test_04_undo_from_the_tile_menu(self):
        self.require("meal_id")
        self.go("/")
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
        self.go("/")
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

    def _error_text(self):
        return re.sub(r"\s+", " ", self.d.find_element(By.TAG_NAME, "body").text)[:300]

    def test_06_detail_page_charts(self):
        self.require("meal_id")
        self.go(f"/habits/{self.meal_id}")
        self.wait_css("h1#habit-name")
        self.assertEqual(self.d.find_element(By.CSS_SELECTOR, "h1#habit-name").text.strip(), NEW_PRESET[1])
        for stat in ("#current-streak", "#best-streak", "#success-rate", "#completion-rate", "#strength-score"):
            self.assertTrue(self.css(stat), f"no {stat} on the detail page")
        for chart in ("svg#trend-chart", "svg#heatmap", "svg#difficulty-chart", "svg#time-of-day-chart"):
            svgs = self.css(chart)
            self.assertEqual(len(svgs), 1, f"{chart} on /habits/{self.meal_id}")
            titles = svgs[0].find_elements(By.CSS_SELECTOR, "title")
            self.assertTrue(titles, f"{chart} has no <title>")
            self.assertTrue((titles[0].get_attribute("textContent") or "").strip(), f"{chart}'s <title> is empty")
        self.assertTrue(self.css("a.window-link"), "no a.window-link")
        for link in ("a#edit-habit", "a#manage-completions", "form#archive-form button#archive", "a#delete-habit"):
            self.assertTrue(self.css(link), f"no {link} on the detail page")
        self.go(f"/habits/{self.meal_id}?window=365")
        self.wait_css("svg#trend-chart")

    def test_07_script_name_renders_as_text(self):
        self.require("meal_id")
        self.go("/habits/new")
        form = self.wait_css("form#custom-habit-form")
        self.fill(form, "name", SCRIPT_NAME)
        self.submit(self.d.find_element(By.CSS_SELECTOR, "button#create-habit"))
        self.assert_no_alert(where="after creating the habit")
        self.assertNotIn(SCRIPT_NAME, self.d.page_source, "the name reached the page as markup")
        self.go("/")
        self.wait_css("ul#habit-grid > li.tile")
        self.assert_no_alert(where="on Today")
        tile = self.tile_named(SCRIPT_NAME)
        self.assertIsNotNone(tile, f"no tile with data-habit-name {SCRIPT_NAME!r} on Today: " + self._error_text())
        self.assertIn(SCRIPT_NAME, tile.text)
        self.assertNotIn(SCRIPT_NAME, self.d.page_source, "the name reached Today as markup")
        type(self).script_id = tile.get_attribute("data-habit-id")
        self.go(f"/habits/{self.script_id}")
        heading = self.wait_css("h1#habit-name")
        self.assert_no_alert(where="on the detail page")
        self.assertEqual(heading.text, SCRIPT_NAME)
        self.assertNotIn(SCRIPT_NAME, self.d.page_source, "the name reached the detail page as markup")
        scripts = self.d.execute_script(
            "return Array.from(document.scripts).map(function (s) { return s.textContent; })")
        self.assertFalse([s for s in scripts if "alert(1)" in s], "a <script> element holds the habit's name")

    def test_08_archive_from_the_detail_page(self):
        self.require("vitamins_id")
        hid = self.vitamins_id
        self.go(f"/habits/{hid}")
        self.submit(self.wait_css("form#archive-form button#archive"))
        self.go("/")
        self.wait_css("#today-summary")
        self.assertEqual(self.css(f"li.tile[data-habit-id='{hid}']"), [], "the archived habit is still on Today")
        self.go("/habits/archived")
        item = self.wait_css(f"li.archived-habit[data-habit-id='{hid}']")
        self.assertTrue(item.find_elements(By.CSS_SELECTOR, "button.unarchive-button"),
                        "li.archived-habit has no button.unarchive-button")

    def test_09_owner_opens_sign_ups(self):
        self.require("vitamins_id")
        self.go("/settings")
        form = self.wait_css("form#sign-ups-form")
        self.check(form.find_element(By.CSS_SELECTOR, "input[type=checkbox][name=signUpsOpen]"))
        self.submit(self.d.find_element(By.CSS_SELECTOR, "button#save-sign-ups"))
        self.go("/settings")
        box = self.wait_css("form#sign-ups-form input[name=signUpsOpen]")
        self.assertTrue(box.is_selected(), "signUpsOpen is not ticked after saving")
        type(self).sign_ups_opened = True

    def test_10_sign_out(self):
        self.require("vitamins_id")
        self.go("/")
        self.submit(self.wait_css("form#sign-out-form button#sign-out"))
        self.wait_path("/sign-in")
        self.wait_css("form#sign-in-form")
        type(self).owner_signed_out = True
        self.go("/")
        self.wait_path("/sign-in")
        if self.sign_ups_opened:
            self.assertTrue(self.css("a#sign-up-link"), "no a#sign-up-link on /sign-in while sign-ups are open")

    def test_11_second_user_sees_only_their_own(self):
        self.require("sign_ups_opened", "owner_signed_out", "meal_id")
        self.go("/sign-in")
        self.submit(self.wait_css("a#sign-up-link"))
        self.wait_path("/sign-up")
        form = self.wait_css("form#sign-up-form")
        self.fill(form, "username", SECOND[0])
        self.fill(form, "password", SECOND[1])
        if not (form.find_element(By.NAME, "timeZone").get_attribute("value") or "").strip():
            self.fill(form, "timeZone", "UTC")
        self.submit(self.d.find_element(By.CSS_SELECTOR, "button#sign-up"))
        self.wait_path("/welcome/habits")
        self.wait_css("fieldset.preset-category")
        # docs/web.md names `a#skip-onboarding`; the page has made it a button of the form
        # (skip=1), so take either.
        self.submit(self.wait_css("#skip-onboarding"))
        self.wait_path("/")
        self.wait_css("#today-summary")

        owner_names = [ONBOARDING_PRESET[1], NEW_PRESET[1], SCRIPT_NAME]
        owner_ids = [i for i in (self.vitamins_id, self.meal_id, self.script_id) if i]
        self.assertEqual(self.tiles(), [], "the second user's Today shows tiles")
        self.assertTrue(self.css(".empty-today"), "no .empty-today for a user with no habits")
        self.assertEqual(self.d.find_element(By.CSS_SELECTOR, "#today-summary").get_attribute("data-total"), "0")
        body = self.d.find_element(By.TAG_NAME, "body").text
        for name in owner_names:
            self.assertNotIn(name, body, "an owner's habit name on the second user's Today")

        self.go("/overview")
        self.wait_css("table#overview-table")
        rows = [r.get_attribute("data-habit-id") for r in self.css("table#overview-table tr[data-habit-id]")]
        self.assertEqual([r for r in rows if r in owner_ids], [], "owner's habits in the second user's overview")
        self.assertEqual(rows, [], "habit rows in the overview of a user with no habits")
        self.assertTrue(self.css("table#overview-table tr.empty-overview"), "no tr.empty-overview for no habits")
        body = self.d.find_element(By.TAG_NAME, "body").text
        for name in owner_names:
            self.assertNotIn(name, body, "an owner's habit name on the second user's /overview")

        self.go("/habits/archived")
        self.wait_css("nav#main-nav")
        self.assertEqual(self.css("li.archived-habit"), [], "the second user sees archived habits")

        cookie = session_cookie_header(self.d)
        for hid in owner_ids:
            for path in (f"/habits/{hid}", f"/habits/{hid}/completions", f"/habits/{hid}/edit"):
                status, _, _ = http_request(self.base + path, cookie=cookie, headers={"Accept": "text/html"})
                self.assertEqual(status, 404, f"GET {path} as the second user")
        self.go(f"/habits/{self.meal_id}")
        self.wait_css("body")
        self.assertEqual(self.css("h1#habit-name"), [], "the owner's habit detail shows to the second user")

    def test_12_without_javascript_a_click_completes(self):
        self.require("meal_id", "owner_signed_out")
        nojs = make_driver(javascript=False)
        type(self).drivers["nojs"] = nojs
        self.sign_in(*OWNER, driver=nojs)
        tile = self.wait_css(f"li.tile[data-habit-id='{self.meal_id}']", nojs)
        # app.js marks <html class="js"> when it runs: it must not have run here.
        html_class = nojs.find_element(By.TAG_NAME, "html").get_attribute("class") or ""
        self.assertNotIn("js", html_class.split(), "JavaScript ran in the browser that has it disabled")
        self.assertEqual(tile.get_attribute("data-complete"), "false", "the tile is complete before the click")
        done = self.summary_done(nojs)
        self.submit(tile.find_element(By.CSS_SELECTOR, "button.tile-button"), nojs)
        self.wait_path("/", nojs)
        streak = 2 if self.backfilled else 1
        self.wait_tile(self.meal_id, True, streak, done + 1, driver=nojs, what="after a click without JavaScript")
        progress = self.tile(self.meal_id, nojs).find_element(By.CSS_SELECTOR, ".tile-progress").text.strip()
        self.assertEqual(progress, "1/1")


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
