"""What the browser journey does on a page: find, wait, fill, submit, sign in (docs/web.md's
ids, classes and field names only), and the journey's shared constants."""

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
from selenium.webdriver.common.by import By  # noqa: E402
from selenium.webdriver.support import expected_conditions as EC  # noqa: E402
from selenium.webdriver.support.ui import WebDriverWait  # noqa: E402
from browser_support import quit_driver, save_failure  # noqa: E402
from page_checks import axe_problems  # noqa: E402

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

    for name in dir(cls):
        if name.startswith("test_"):
            setattr(cls, name, wrap(name, getattr(cls, name)))
    return cls



class OneBrowser:
    """A test class with one browser, `cls.d`: closed after the class, and axe-core's check of the
    page it shows (mixed in before `unittest.TestCase`)."""

    @classmethod
    def tearDownClass(cls):
        quit_driver(cls.d)

    def check_axe(self, what):
        problems = axe_problems(self.d)
        if problems:
            self.fail(f"axe on {what}: " + "; ".join(problems))


class PageActions:
    """Page helpers shared by every part of the journey (mixed into the test case)."""


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
