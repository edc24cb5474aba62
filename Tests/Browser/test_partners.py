"""Browser test of the Partners page and a habit's sharing (issue #39; docs/web.md "Partners";
docs/domain-rules.md "§25 Partners and shared habits").

Run through `scripts/browser-test.sh`, which starts a fresh `cadence serve` for this file and sets
CADENCE_BASE_URL. Alice follows Settings' link to Partners and makes an invite (its link, code and
QR code shown); Bob, in his own browser, opens the link, finds the code filled in and accepts; Alice
shares her habit with him on its page; Bob sees it as a tile with no control (it cannot be checked
in) and nothing else of hers; Alice makes it private and it is gone from Bob's page at once; Bob
ends the partnership. axe-core must find no serious or critical violation on the pages visited.
"""

import os
import sys
import unittest
import urllib.parse

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from selenium.webdriver.common.by import By  # noqa: E402
from browser_support import base_url, make_driver, quit_driver, sign_in_driver, sign_up_two  # noqa: E402
from page_actions import OneBrowser, PageActions, capture_failures  # noqa: E402
from page_checks import axe_problems  # noqa: E402

ALICE = {"username": "alice", "password": "alice-pass-1", "timeZone": "UTC"}
BOB = {"username": "bob", "password": "bob-pass-12", "timeZone": "UTC"}


@capture_failures
class PartnersPage(OneBrowser, PageActions, unittest.TestCase):
    invite_path = None
    partner = None
    habit = None

    @classmethod
    def setUpClass(cls):
        cls.base = base_url()
        cls.api, cls.bob_api = sign_up_two(cls.base, ALICE, BOB)
        cls.d = make_driver(javascript=True)
        sign_in_driver(cls.d, cls.base, cls.api)
        cls.bob = make_driver(javascript=True)
        sign_in_driver(cls.bob, cls.base, cls.bob_api)
        cls.drivers = {"alice": cls.d, "bob": cls.bob}
        cls.habit = cls.api.call("POST", "/api/v1/habits", {"name": "Run", "description": "knee rehab"}, expect=(201,))["id"]
        cls.api.call("POST", f"/api/v1/habits/{cls.habit}/checkins", {"note": "sore knee"}, expect=(201,))
        cls.api.call("POST", "/api/v1/habits", {"name": "Diary walk"}, expect=(201,))

    @classmethod
    def tearDownClass(cls):
        quit_driver(cls.bob)
        super().tearDownClass()

    def check_bob_axe(self, what):
        problems = axe_problems(self.bob)
        if problems:
            self.fail(f"axe on {what}: " + "; ".join(problems))

    def test_1_alice_makes_an_invite_with_a_qr_code(self):
        self.go("/settings")
        self.wait_css("a#settings-partners-link").click()
        self.wait_path("/partners")
        self.wait_css("p#no-partners")
        self.check_axe("Partners, empty")
        self.submit(self.wait_css("button#partner-invite"))
        link = self.wait_css("a#partner-invite-url")
        qr = self.wait_css("svg#partner-invite-qr", visible=True)
        self.assertEqual(qr.get_attribute("role"), "img")
        self.assertGreater(qr.size["width"], 100, "the QR code is large enough to scan")
        url = urllib.parse.urlparse(link.get_attribute("href"))
        self.assertEqual(url.path, "/partners/accept")
        self.assertEqual(urllib.parse.parse_qs(url.query)["code"][0], self.css("code#partner-invite-code")[0].text)
        self.check_axe("Partners with a new invite")
        type(self).invite_path = url.path + "?" + url.query

    def test_2_bob_opens_the_link_and_accepts(self):
        self.require("invite_path")
        self.go(self.invite_path, driver=self.bob)
        field = self.wait_css("input#partner-code", driver=self.bob)
        self.assertTrue(field.get_attribute("value"), "the link fills the code in")
        self.assertEqual(self.bob_api.call("GET", "/api/v1/partners"), [], "opening the link changes nothing")
        self.check_bob_axe("Partners, accepting an invite")
        self.submit(self.wait_css("button#partner-accept", driver=self.bob), driver=self.bob)
        self.wait_path("/partners", driver=self.bob)
        self.assertIn("alice", self.wait_css("p#page-notice", driver=self.bob).text)
        partners = self.bob_api.call("GET", "/api/v1/partners")
        self.assertEqual([p["name"] for p in partners], ["alice"])
        type(self).partner = partners[0]["id"]

    def test_3_alice_shares_her_habit_on_its_page(self):
        self.require("partner")
        self.go(f"/habits/{self.habit}")
        form = self.wait_css("form#habit-sharing-form")
        self.assertTrue(self.css("input#share-none")[0].is_selected(), "private until shared")
        self.check_axe("a habit's page with its sharing")
        form.find_element(By.CSS_SELECTOR, "input#share-some").click()
        form.find_element(By.CSS_SELECTOR, f"input#share-with-{self.partner}").click()
        self.submit(self.d.find_element(By.CSS_SELECTOR, "button#save-sharing"))
        self.wait_path(f"/habits/{self.habit}")
        self.assertTrue(self.wait_css(f"input#share-with-{self.partner}").is_selected())
        sharing = self.api.call("GET", f"/api/v1/habits/{self.habit}/sharing")
        self.assertEqual(sharing["with"], [self.partner])

    def test_4_bob_sees_a_tile_he_cannot_check_in(self):
        self.require("partner")
        self.go("/partners", driver=self.bob)
        tile = self.wait_css(f"li#partner-{self.partner}-habit-{self.habit}", driver=self.bob)
        self.assertIn("Run", tile.text)
        self.assertIn("Done today", tile.text)
        controls = tile.find_elements(By.CSS_SELECTOR, "button, input, form, a, [tabindex]")
        self.assertEqual(controls, [], "a partner's tile has no control")
        page = self.bob.page_source
        for hidden in ("knee", "sore", "Diary walk"):
            self.assertNotIn(hidden, page)
        self.check_bob_axe("Partners with a partner's shared habit")

    def test_5_unsharing_hides_it_at_once(self):
        self.require("partner")
        self.go(f"/habits/{self.habit}")
        self.wait_css("input#share-none").click()
        self.submit(self.d.find_element(By.CSS_SELECTOR, "button#save-sharing"))
        self.go("/partners", driver=self.bob)
        self.wait_css(f"section#partner-{self.partner}", driver=self.bob)
        self.assertEqual(self.css(f"li#partner-{self.partner}-habit-{self.habit}", driver=self.bob), [])
        self.assertNotIn("Run", self.bob.find_element(By.TAG_NAME, "main").text)

    def test_6_bob_ends_the_partnership(self):
        self.require("partner")
        self.go("/partners", driver=self.bob)
        self.submit(self.wait_css(f"button#end-partner-{self.partner}", driver=self.bob), driver=self.bob)
        self.wait_css("p#no-partners", driver=self.bob)
        self.go("/partners")
        self.wait_css("p#no-partners")
        self.assertEqual(self.api.call("GET", "/api/v1/partners"), [])


if __name__ == "__main__":
    unittest.main(verbosity=2)
