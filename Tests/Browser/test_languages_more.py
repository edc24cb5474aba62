"""Browser test of Home, Settings and Notes in German and Arabic (issue #41; docs/domain-rules.md §23, docs/web.md
"Languages").

Run through `scripts/browser-test.sh`, which starts a fresh `cadence serve` for this file and sets
CADENCE_BASE_URL. The same account as test_languages.py (habits, a to-do, an account) plus a health entry and a
note; for German and Arabic at 390 px, Home, Settings, the notes list and a note: `lang` and `dir`, no text of the
catalog's template that the language translates differently shown in English, nothing wider than the screen, and
axe-core 4.x finds no serious or critical violation. The note's own words stay as written.
"""

import os
import sys
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from browser_support import base_url, make_driver, sign_in_driver  # noqa: E402
from page_actions import OneBrowser, capture_failures  # noqa: E402
from test_languages import LanguageCase, account  # noqa: E402


@capture_failures
class MoreLanguages(OneBrowser, LanguageCase, unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.base = base_url()
        cls.api = account(cls.base)
        cls.api.call("POST", "/api/v1/health", {"type": "steps", "value": 8432}, expect=(201,))
        note = cls.api.call("POST", "/api/v1/notes", {"title": "Packing list", "content": "Take the map"}, expect=(201,))
        cls.note = note["id"]
        cls.d = make_driver(javascript=True, width=390, height=844)
        sign_in_driver(cls.d, cls.base, cls.api)
        cls.drivers = {"main": cls.d}

    def check_all(self, language, direction, headings):
        home, settings, notes = headings
        self.check_page(language, direction, home, "/", "#dashboard")
        self.check_page(language, direction, settings, "/settings", "#settings-form")
        self.check_page(language, direction, notes, "/notes", "#note-list")
        self.go(f"/notes/{self.note}")
        self.wait_css("#note-body")
        self.assertEqual(self.one("#note-title").text, "Packing list")
        self.assertIn("Take the map", self.one("#note-body").text)

    def test_1_german(self):
        self.api.call("PATCH", "/api/v1/settings", {"locale": "de"}, expect=(200,))
        self.check_all("de", "ltr", ("Start", "Einstellungen", "Notizen"))

    def test_2_arabic_right_to_left(self):
        self.api.call("PATCH", "/api/v1/settings", {"locale": "ar"}, expect=(200,))
        self.check_all("ar", "rtl", ("الرئيسية", "الإعدادات", "الملاحظات"))

    def test_3_english_again_is_unchanged(self):
        self.api.call("PATCH", "/api/v1/settings", {"locale": None}, expect=(200,))
        self.go("/")
        self.wait_css("#dashboard")
        self.assertEqual(self.one("html").get_attribute("lang"), "en")
        self.assertEqual(self.one("h1").text, "Home")


if __name__ == "__main__":
    suite = unittest.defaultTestLoader.loadTestsFromTestCase(MoreLanguages)
    result = unittest.TextTestRunner(verbosity=2).run(suite)
    failed = len(result.failures) + len(result.errors) + len(result.skipped)
    print(f"browser (more languages): {result.testsRun - failed} passed, {failed} failed or skipped")
    sys.exit(0 if result.wasSuccessful() and failed == 0 else 1)
