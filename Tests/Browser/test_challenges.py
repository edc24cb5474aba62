"""Browser test of a three-person challenge (issue #39; docs/web.md "Partners"; docs/domain-rules.md
"§26 Challenges").

Run through `scripts/browser-test.sh`, which starts a fresh `cadence serve` for this file and sets
CADENCE_BASE_URL. Alice, Bob and Carol each have a browser; Bob and Carol are Alice's partners.
Alice starts a challenge on the Partners page and invites both; Bob and Carol each join it from
their own Partners page (a habit like Alice's appears on their Today page); they check in; every
browser shows the same leaderboard, ranked by days done. axe-core must find no serious or critical
violation on the pages visited.
"""

import datetime
import os
import sys
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from selenium.webdriver.common.by import By  # noqa: E402
from browser_support import APIClient, base_url, make_driver, quit_driver, server_today, sign_in_driver  # noqa: E402
from page_actions import OneBrowser, PageActions, capture_failures  # noqa: E402
from page_checks import axe_problems  # noqa: E402

PEOPLE = ("alice", "bob", "carol")


@capture_failures
class ThreePersonChallenge(OneBrowser, PageActions, unittest.TestCase):
    challenge = None

    @classmethod
    def setUpClass(cls):
        cls.base = base_url()
        cls.apis = {}
        for name in PEOPLE:
            api = APIClient(cls.base)
            api.call("POST", "/api/v1/auth/sign-up", {"username": name, "password": f"{name}-pass-1", "timeZone": "UTC"},
                     expect=(201,))
            cls.apis[name] = api
            if name == "alice":
                api.call("PATCH", "/api/v1/server/settings", {"signUpsOpen": True}, expect=(200,))
        cls.partner_ids = {}
        for name in ("bob", "carol"):
            code = cls.apis["alice"].call("POST", "/api/v1/partners/invites", expect=(201,))["code"]
            cls.partner_ids[name] = cls.apis[name].call("POST", "/api/v1/partners/accept", {"code": code}, expect=(201,))["id"]
        cls.browsers = {}
        for name in PEOPLE:
            driver = make_driver(javascript=True)
            sign_in_driver(driver, cls.base, cls.apis[name])
            cls.browsers[name] = driver
        cls.d = cls.browsers["alice"]
        cls.drivers = dict(cls.browsers)
        cls.today = server_today(cls.d)

    @classmethod
    def tearDownClass(cls):
        for name in ("bob", "carol"):
            quit_driver(cls.browsers[name])
        super().tearDownClass()

    def axe(self, name, what):
        problems = axe_problems(self.browsers[name])
        if problems:
            self.fail(f"axe on {what} ({name}): " + "; ".join(problems))

    def standings(self, name):
        driver = self.browsers[name]
        self.go("/partners", driver=driver)
        table = self.wait_css(f"table#challenge-{self.challenge}-standings", driver=driver)
        return [[cell.text for cell in row.find_elements(By.CSS_SELECTOR, "th, td")]
                for row in table.find_elements(By.CSS_SELECTOR, "tbody tr")]

    def test_1_alice_starts_a_challenge_and_invites_both(self):
        self.go("/partners")
        form = self.wait_css("form#challenge-form")
        self.check_axe("Partners with the challenge form")
        self.fill(form, "name", "Spring stretch")
        self.fill(form, "habit", "Stretch")
        start = (self.today - datetime.timedelta(days=2)).isoformat()
        self.d.execute_script("document.getElementById('challenge-start').value = arguments[0]", start)
        for name in ("bob", "carol"):
            form.find_element(By.CSS_SELECTOR, f"input#challenge-invite-{self.partner_ids[name]}").click()
        self.submit(self.d.find_element(By.CSS_SELECTOR, "button#create-challenge"))
        self.wait_path("/partners")
        challenges = self.apis["alice"].call("GET", "/api/v1/challenges")
        self.assertEqual([c["name"] for c in challenges], ["Spring stretch"])
        type(self).challenge = challenges[0]["id"]
        rows = self.standings("alice")
        self.assertEqual([row[1].strip() for row in rows], ["alice", "bob", "carol"])
        self.assertEqual([row[2] for row in rows], ["0", "invited", "invited"])
        self.check_axe("Partners with a new challenge")

    def test_2_bob_and_carol_join_from_their_pages(self):
        self.require("challenge")
        for name in ("bob", "carol"):
            driver = self.browsers[name]
            self.go("/partners", driver=driver)
            self.axe(name, "Partners, invited to a challenge")
            self.submit(self.wait_css(f"button#join-challenge-{self.challenge}", driver=driver), driver=driver)
            self.wait_css("p#page-notice", driver=driver)
            self.assertEqual(self.css(f"button#join-challenge-{self.challenge}", driver=driver), [], "joined once")
            habits = self.apis[name].call("GET", "/api/v1/habits")
            self.assertEqual([h["name"] for h in habits], ["Stretch"], "a habit like Alice's")
            self.go("/today", driver=driver)
            self.wait(lambda d: "Stretch" in d.find_element(By.TAG_NAME, "main").text, "the habit is on Today", driver=driver)

    def test_3_every_browser_shows_the_same_leaderboard(self):
        self.require("challenge")
        alice_habit = self.apis["alice"].call("GET", "/api/v1/habits")[0]["id"]
        for offset in (2, 1, 0):
            day = (self.today - datetime.timedelta(days=offset)).isoformat()
            self.apis["alice"].call("POST", f"/api/v1/habits/{alice_habit}/checkins", {"date": day}, expect=(201,))
        carol_habit = self.apis["carol"].call("GET", "/api/v1/habits")[0]["id"]
        self.apis["carol"].call("POST", f"/api/v1/habits/{carol_habit}/checkins", {}, expect=(201,))
        expected = [["1", "alice", "3", "3"], ["2", "carol", "1", "1"], ["3", "bob", "0", "0"]]
        for name in PEOPLE:
            rows = [[cell.strip() for cell in row] for row in self.standings(name)]
            self.assertEqual(rows, expected, f"{name}'s leaderboard")
            self.assertEqual(self.css(f"#challenge-{self.challenge}-state", driver=self.browsers[name])[0].text[:5], "Until")
        self.axe("carol", "Partners with a leaderboard")
        self.assertEqual(self.apis["bob"].call("GET", f"/api/v1/challenges/{self.challenge}")["standings"][0]["name"], "alice")


if __name__ == "__main__":
    unittest.main(verbosity=2)
