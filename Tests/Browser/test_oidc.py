"""Browser test of OpenID Connect sign-in (issue #39 item 6; docs/web.md "Signing in with an identity
provider"; docs/domain-rules.md "§24 OpenID Connect sign-in") in headless Chromium.

Run by scripts/oidc-check.sh, which starts `cadence serve` configured for a provider on loopback
(CADENCE_OIDC_ISSUER, CADENCE_OIDC_PRIVATE_NETWORKS=1) and names the provider's Python
(CADENCE_OIDC_PROVIDER_PYTHON, with Authlib); this file starts the provider (Tests/OIDC/oidc_provider.py).
A new person presses the sign-in page's provider button, signs in at the provider and lands in
Cadence with a new account (sign-ups are open); signed out, they sign in again the same way and
reach the same account; Settings shows the link. axe-core must find no serious or critical
violation on the sign-in page.
"""

import os
import subprocess
import sys
import tempfile
import time
import unittest
import urllib.parse
import urllib.request

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from browser_support import APIClient, base_url, make_driver  # noqa: E402
from page_actions import OneBrowser, PageActions, capture_failures  # noqa: E402

ISSUER = os.environ["CADENCE_OIDC_ISSUER"]
OWNER = {"username": "owner", "password": "owner-pass-1", "timeZone": "UTC"}
HERE = os.path.dirname(os.path.abspath(__file__))


@capture_failures
class OIDCSignIn(OneBrowser, PageActions, unittest.TestCase):
    provider = None

    @classmethod
    def setUpClass(cls):
        cls.base = base_url()
        port = urllib.parse.urlparse(ISSUER).port
        key = os.path.join(tempfile.mkdtemp(prefix="cadence-op-"), "key.json")
        cls.provider = subprocess.Popen(
            [os.environ["CADENCE_OIDC_PROVIDER_PYTHON"], os.path.join(HERE, "..", "OIDC", "oidc_provider.py"), "--port", str(port),
             "--key", key, "--client-secret", os.environ["CADENCE_OIDC_CLIENT_SECRET"]],
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        for _ in range(100):
            try:
                urllib.request.urlopen(ISSUER + "/jwks", timeout=2).read()
                break
            except OSError:
                time.sleep(0.1)
        cls.api = APIClient(cls.base)
        cls.api.call("POST", "/api/v1/auth/sign-up", OWNER, expect=(201,))
        cls.api.call("PATCH", "/api/v1/server/settings", {"signUpsOpen": True}, expect=(200,))
        cls.d = make_driver(javascript=True)

    @classmethod
    def tearDownClass(cls):
        super().tearDownClass()
        cls.provider.terminate()
        cls.provider.wait(timeout=10)

    def sign_in_at_provider(self, person):
        self.go("/sign-in")
        self.wait_css("a#oidc-sign-in").click()
        field = self.wait_css("#op-username")
        field.send_keys(person)
        self.submit(self.d.find_element("css selector", "#op-approve"))

    def test_1_a_new_person_signs_in_and_gets_an_account(self):
        self.go("/sign-in")
        self.wait_css("form#sign-in-form")
        self.wait_css("a#oidc-sign-in")
        self.check_axe("the sign-in page with the provider's button")
        self.sign_in_at_provider("dana")
        self.wait_path("/welcome/habits")

    def test_2_signed_out_they_sign_in_again_to_the_same_account(self):
        self.go("/settings")
        self.wait_css("form#oidc-unlink-form")
        self.submit(self.wait_css("button#sign-out-settings"))
        self.wait_path("/sign-in")
        self.sign_in_at_provider("dana")
        self.wait(lambda d: self.path(d) in ("/", "/welcome/habits"), "no page after the provider")
        self.go("/settings")
        self.assertIn("dana", self.wait_css("form#oidc-unlink-form").find_element("xpath", "..").text + self.d.page_source)


if __name__ == "__main__":
    unittest.main(verbosity=2)
