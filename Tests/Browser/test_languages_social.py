"""Browser test of Partners, Webhooks, Categories, sign-in and the new-habit form's refusal in German and Arabic
(issue #41; docs/domain-rules.md §23, docs/translating.md).

Run through `scripts/browser-test.sh`, which starts a fresh `cadence serve` for this file and sets
CADENCE_BASE_URL. Alice and Bob are partners (the API: an invite, accepted); Bob shares a habit he checked in
today, starts a challenge and invites her, and Alice has a webhook endpoint. For German and Arabic (Alice's
setting) at 390 px: Partners (Bob's shared tile, the challenge's leaderboard), Settings ▸ Webhooks, Categories and
the New habit form refused for its empty name; then, signed out with the browser's `Accept-Language` alone, the
sign-in page refusing a wrong password. Each: `lang` and `dir`, the heading in the language, no text of the
catalog's template that the language translates differently shown in English, nothing wider than the screen,
and axe-core 4.x finds no serious or critical violation. The refusals say the code's sentence in the language.
"""

import os
import sys
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from selenium.webdriver.common.by import By  # noqa: E402
from browser_support import base_url, make_driver, quit_driver, sign_in_driver, sign_up_two  # noqa: E402
from page_actions import OneBrowser, capture_failures  # noqa: E402
from page_checks import overflow  # noqa: E402
from test_languages import LanguageCase, read_catalog  # noqa: E402

ALICE = {"username": "lina", "password": "lina-pass-12", "timeZone": "UTC"}
BOB = {"username": "omar", "password": "omar-pass-12", "timeZone": "UTC"}


@capture_failures
class SocialLanguages(OneBrowser, LanguageCase, unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.base = base_url()
        cls.api, cls.bob_api = sign_up_two(cls.base, ALICE, BOB)
        cls.api.call("POST", "/api/v1/habits", {"name": "Stretch"}, expect=(201,))
        habit = cls.bob_api.call("POST", "/api/v1/habits", {"name": "Lap swim"}, expect=(201,))["id"]
        cls.bob_api.call("POST", f"/api/v1/habits/{habit}/checkins", {}, expect=(201,))
        code = cls.api.call("POST", "/api/v1/partners/invites", expect=(201,))["code"]
        partner = cls.bob_api.call("POST", "/api/v1/partners/accept", {"code": code}, expect=(201,))["id"]
        cls.bob_api.call("PUT", f"/api/v1/habits/{habit}/sharing", {"with": "all"}, expect=(200,))
        today = cls.api.call("GET", "/api/v1/today", expect=(200,))["date"]
        cls.bob_api.call("POST", "/api/v1/challenges", {"name": "June walk", "habit": {"name": "Kata drill"}, "start": today,
                                                       "end": today, "invite": [partner]}, expect=(201,))
        cls.api.call("POST", "/api/v1/webhooks", {"url": "http://127.0.0.1:9/in", "events": ["day.perfect"]}, expect=(201,))
        cls.api.call("POST", "/api/v1/categories", {"name": "Work"}, expect=(201,))
        cls.d = make_driver(javascript=True, width=390, height=844)
        sign_in_driver(cls.d, cls.base, cls.api)
        cls.visitor = make_driver(javascript=True, width=390, height=844)
        cls.drivers = {"main": cls.d, "visitor": cls.visitor}

    @classmethod
    def tearDownClass(cls):
        quit_driver(cls.visitor)
        super().tearDownClass()

    # Machine names: `<code>` and an endpoint's events (`day.perfect`).
    SKIP_SELECTOR = ".webhook p.muted, code"

    def check_shown(self, language, direction, heading, what):
        """check_page's checks on the page already open."""
        html = self.one("html")
        self.assertEqual(html.get_attribute("lang"), language)
        self.assertEqual(html.get_attribute("dir"), direction)
        self.assertEqual(self.one("h1").text, heading)
        catalog = read_catalog(language + ".po")
        self.assertEqual(self.untranslated(catalog), [], f"English words on {what} in {language}")
        layout = overflow(self.d)
        self.assertLessEqual(layout["scrollWidth"], layout["width"] + 1, f"{what} in {language} overflows: {layout['bad']}")
        self.assertEqual(layout["bad"], [], f"{what} in {language}")
        self.check_axe(f"{what} in {language}")

    def check_all(self, language, direction):
        catalog = read_catalog(language + ".po")
        self.api.call("PATCH", "/api/v1/settings", {"locale": language}, expect=(200,))
        self.check_page(language, direction, catalog["Partners"], "/partners", "#partner-invite-form")
        tiles = self.one("ul.partner-tiles").text
        self.assertIn("Lap swim", tiles)
        self.assertIn(catalog["Done today"], tiles)
        self.assertIn(catalog["Challenges"], self.one("#challenges-title").text)
        self.assertTrue(self.css("button[id^='join-challenge-']"), "Alice is invited to Bob's challenge")
        self.check_page(language, direction, catalog["Webhooks"], "/settings/webhooks", "#webhooks")
        self.check_page(language, direction, catalog["Categories"], "/categories", "#categories")
        self.assertIn("Work", self.one("#categories").text)
        self.assertIn(catalog["Health"], self.one("#categories").text)
        # The new-habit form refused for its empty name (the browser's own check taken off).
        self.go("/habits/new")
        form = self.wait_css("form#custom-habit-form")
        self.d.execute_script("arguments[0].noValidate = true;", form)
        self.submit(self.one("button#create-habit"))
        box = self.wait_css("#custom-habit-form .error-box, .error-box")
        self.assertEqual(box.text, catalog["Give it a name."])
        self.check_shown(language, direction, catalog["New habit"], "the refused new-habit form")

    def check_sign_in(self, language, direction):
        """Signed out, the browser's language alone: a wrong password refused in that language."""
        catalog = read_catalog(language + ".po")
        agent = self.visitor.execute_script("return navigator.userAgent;")
        self.visitor.execute_cdp_cmd("Emulation.setUserAgentOverride", {"userAgent": agent, "acceptLanguage": language})
        main = self.d
        self.d = self.visitor
        try:
            self.go("/sign-in")
            form = self.wait_css("form#sign-in-form")
            self.fill(form, "username", ALICE["username"])
            self.fill(form, "password", "not-the-password")
            self.submit(self.one("button#sign-in"))
            box = self.wait_css(".error-box")
            self.assertEqual(box.text, catalog["That user name or password is wrong."])
            self.check_shown(language, direction, catalog["Sign in to Cadence"], "the refused sign-in")
        finally:
            self.d = main

    def test_1_german(self):
        self.check_all("de", "ltr")

    def test_2_arabic_right_to_left(self):
        self.check_all("ar", "rtl")

    def test_3_sign_in_refused_in_german(self):
        self.check_sign_in("de", "ltr")

    def test_4_sign_in_refused_in_arabic(self):
        self.check_sign_in("ar", "rtl")

    def test_5_english_again_is_unchanged(self):
        self.api.call("PATCH", "/api/v1/settings", {"locale": None}, expect=(200,))
        self.go("/partners")
        self.wait_css("#partner-invite-form")
        self.assertEqual(self.one("html").get_attribute("lang"), "en")
        self.assertEqual(self.one("h1").text, "Partners")
        self.assertIn("Done today", self.one("ul.partner-tiles").text)


if __name__ == "__main__":
    suite = unittest.defaultTestLoader.loadTestsFromTestCase(SocialLanguages)
    result = unittest.TextTestRunner(verbosity=2).run(suite)
    failed = len(result.failures) + len(result.errors) + len(result.skipped)
    print(f"browser (social languages): {result.testsRun - failed} passed, {failed} failed or skipped")
    sys.exit(0 if result.wasSuccessful() and failed == 0 else 1)
