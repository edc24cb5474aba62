"""Steps 09–12 of the browser journey: sign-ups, signing out, a second user, no JavaScript."""

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from selenium.webdriver.common.by import By  # noqa: E402
from browser_support import (  # noqa: E402
    http_request,
    make_driver,
    session_cookie_header,
)
from page_actions import (  # noqa: E402
    NEW_PRESET,
    ONBOARDING_PRESET,
    OWNER,
    SECOND,
    SCRIPT_NAME,
)


class AccountsJourney:
    """Steps 09–12 of the browser journey: sign-ups, signing out, a second user, no JavaScript."""

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
        self.go("/today")
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
        self.go("/today", nojs)
        tile = self.wait_css(f"li.tile[data-habit-id='{self.meal_id}']", nojs)
        # app.js marks <html class="js"> when it runs: it must not have run here.
        html_class = nojs.find_element(By.TAG_NAME, "html").get_attribute("class") or ""
        self.assertNotIn("js", html_class.split(), "JavaScript ran in the browser that has it disabled")
        self.assertEqual(tile.get_attribute("data-complete"), "false", "the tile is complete before the click")
        done = self.summary_done(nojs)
        self.submit(tile.find_element(By.CSS_SELECTOR, "button.tile-button"), nojs)
        self.wait_path("/today", nojs)
        streak = 2 if self.backfilled else 1
        self.wait_tile(self.meal_id, True, streak, done + 1, driver=nojs, what="after a click without JavaScript")
        progress = self.tile(self.meal_id, nojs).find_element(By.CSS_SELECTOR, ".tile-progress").text.strip()
        self.assertEqual(progress, "1/1")
