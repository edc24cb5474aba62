"""Browser test of Settings ▸ Webhooks (issue #38; docs/web.md "Webhooks"; docs/domain-rules.md
"§21 Outgoing events (webhooks)").

Run through `scripts/browser-test.sh`, which starts a fresh `cadence serve` for this file (its host
list names 127.0.0.1) and sets CADENCE_BASE_URL. One user follows Settings' link to Webhooks, adds
an endpoint for two events (the secret is shown once, and gone after a reload), sends a test (it
shows among the endpoint's deliveries), sees an unknown URL scheme refused with nothing added, and
deletes the endpoint. axe-core must find no serious or critical violation on the pages visited.
"""

import os
import sys
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from selenium.webdriver.common.by import By  # noqa: E402
from browser_support import APIClient, base_url, make_driver, sign_in_driver  # noqa: E402
from page_actions import OneBrowser, PageActions, capture_failures  # noqa: E402

USER = {"username": "hooks", "password": "hooks-pass-1", "timeZone": "UTC"}


@capture_failures
class WebhooksPage(OneBrowser, PageActions, unittest.TestCase):
    endpoint_id = None

    @classmethod
    def setUpClass(cls):
        cls.base = base_url()
        cls.api = APIClient(cls.base)
        cls.api.call("POST", "/api/v1/auth/sign-up", USER, expect=(201,))
        cls.d = make_driver(javascript=True)
        sign_in_driver(cls.d, cls.base, cls.api)
        cls.drivers = {"main": cls.d}

    def test_1_add_an_endpoint_and_see_its_secret_once(self):
        self.go("/settings")
        self.wait_css("a#settings-webhooks-link").click()
        self.wait_path("/settings/webhooks")
        self.wait_css("p#no-webhooks")
        self.check_axe("Settings ▸ Webhooks, empty")
        form = self.wait_css("form#webhook-form")
        self.fill(form, "url", "http://127.0.0.1:9/in")
        for event in ("checkin.created", "day.perfect"):
            form.find_element(By.CSS_SELECTOR, f"#webhook-events input[value='{event}']").click()
        self.submit(self.d.find_element(By.CSS_SELECTOR, "button#add-webhook"))
        secret = self.wait_css("code#new-webhook-secret").text
        self.assertTrue(secret.startswith("whsec_"), secret)
        self.check_axe("Settings ▸ Webhooks with a new secret")
        endpoints = self.api.call("GET", "/api/v1/webhooks", expect=(200,))
        self.assertEqual([e["events"] for e in endpoints], [["checkin.created", "day.perfect"]])
        type(self).endpoint_id = endpoints[0]["id"]
        self.go("/settings/webhooks")
        self.wait_css(f"li#webhook-{self.endpoint_id}")
        self.assertEqual(self.d.find_elements(By.CSS_SELECTOR, "#new-webhook-secret"), [], "the secret is shown once")
        self.assertNotIn(secret, self.d.page_source)

    def test_2_a_test_shows_among_the_deliveries(self):
        self.require("endpoint_id")
        self.go("/settings/webhooks")
        self.submit(self.wait_css(f"button#test-webhook-{self.endpoint_id}"))
        deliveries = self.wait_css(f"ul#webhook-deliveries-{self.endpoint_id}")
        self.assertIn("webhook.test", deliveries.text)
        self.check_axe("Settings ▸ Webhooks with deliveries")

    def test_3_a_bad_url_is_refused_and_adds_nothing(self):
        self.require("endpoint_id")
        self.go("/settings/webhooks")
        form = self.wait_css("form#webhook-form")
        self.d.execute_script("document.getElementById('webhook-url').type = 'text'")
        self.fill(form, "url", "ftp://127.0.0.1/in")
        form.find_element(By.CSS_SELECTOR, "#webhook-events input[value='level.up']").click()
        self.submit(self.d.find_element(By.CSS_SELECTOR, "button#add-webhook"))
        self.assertIn("http(s)", self.d.find_element(By.TAG_NAME, "main").text)
        self.assertEqual(len(self.api.call("GET", "/api/v1/webhooks", expect=(200,))), 1)

    def test_4_delete_the_endpoint(self):
        self.require("endpoint_id")
        self.go("/settings/webhooks")
        self.submit(self.wait_css(f"button#delete-webhook-{self.endpoint_id}"))
        self.wait_css("p#no-webhooks")
        self.assertEqual(self.api.call("GET", "/api/v1/webhooks", expect=(200,)), [])


if __name__ == "__main__":
    unittest.main(verbosity=2)
