"""Browser test of nudges and the partner news switches (issue #39; docs/web.md "Partners";
docs/domain-rules.md "§27 Nudges and partner news").

Run through `scripts/browser-test.sh`, which starts a fresh `cadence serve` for this file and sets
CADENCE_BASE_URL. Alice and Bob become partners through the API and Alice shares "Run"; in Bob's
browser the Partners page has a Nudge button under the tile, which sends a nudge (a notice) and,
pressed again the same day, answers with the reason; Alice switches nudges off and sets quiet hours
in her Settings' "Partner news" card, and the API reads them back. axe-core must find no serious or
critical violation on the pages visited.
"""

import os
import sys
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from browser_support import base_url, make_driver, quit_driver, sign_in_driver, sign_up_two  # noqa: E402
from page_actions import OneBrowser, PageActions, capture_failures  # noqa: E402
from page_checks import axe_problems  # noqa: E402

ALICE = {"username": "alice", "password": "alice-pass-1", "timeZone": "UTC"}
BOB = {"username": "bob", "password": "bob-pass-12", "timeZone": "Pacific/Kiritimati"}


@capture_failures
class Nudges(OneBrowser, PageActions, unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.base = base_url()
        cls.api, cls.bob_api = sign_up_two(cls.base, ALICE, BOB)
        code = cls.api.call("POST", "/api/v1/partners/invites", expect=(201,))["code"]
        cls.partner = cls.bob_api.call("POST", "/api/v1/partners/accept", {"code": code}, expect=(201,))["id"]
        cls.habit = cls.api.call("POST", "/api/v1/habits", {"name": "Run"}, expect=(201,))["id"]
        cls.api.call("PUT", f"/api/v1/habits/{cls.habit}/sharing", {"with": "all"}, expect=(200,))
        cls.d = make_driver(javascript=True)
        sign_in_driver(cls.d, cls.base, cls.api)
        cls.bob = make_driver(javascript=True)
        sign_in_driver(cls.bob, cls.base, cls.bob_api)
        cls.drivers = {"alice": cls.d, "bob": cls.bob}

    @classmethod
    def tearDownClass(cls):
        quit_driver(cls.bob)
        super().tearDownClass()

    def test_1_bob_nudges_once_a_day(self):
        self.go("/partners", driver=self.bob)
        button = self.wait_css(f"button#nudge-partner-{self.partner}-habit-{self.habit}", driver=self.bob)
        self.assertIn("Run", button.text)
        problems = axe_problems(self.bob)
        if problems:
            self.fail("axe on Partners with a Nudge button: " + "; ".join(problems))
        self.submit(button, driver=self.bob)
        self.wait_path("/partners", driver=self.bob)
        self.assertIn("Nudge sent about Run", self.wait_css("p#page-notice", driver=self.bob).text)
        again = self.wait_css(f"button#nudge-partner-{self.partner}-habit-{self.habit}", driver=self.bob)
        self.submit(again, driver=self.bob)
        self.assertIn("already nudged", self.wait_css("div.error-box", driver=self.bob).text)

    def test_2_alice_switches_nudges_off_and_sets_quiet_hours(self):
        self.go("/settings")
        box = self.wait_css("input#news-nudges")
        self.assertTrue(box.is_selected(), "on by default")
        self.check_axe("Settings with the Partner news card")
        box.click()
        self.d.execute_script(
            "document.getElementById('news-quiet-start').value = '22:00';"
            "document.getElementById('news-quiet-end').value = '07:00';")
        self.submit(self.wait_css("button#save-partner-news"))
        self.wait_path("/settings")
        self.assertFalse(self.wait_css("input#news-nudges").is_selected())
        news = self.api.call("GET", "/api/v1/settings/news")
        self.assertEqual(news, {"nudges": False, "partnerCompleted": True, "overtaken": True,
                                "quietStart": "22:00", "quietEnd": "07:00"})


if __name__ == "__main__":
    unittest.main(verbosity=2)
