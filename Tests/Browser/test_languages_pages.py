"""Browser test of a habit's page and Health in German and Arabic (issue #41; docs/domain-rules.md §23).

Run through `scripts/browser-test.sh`, which starts a fresh `cadence serve` for this file and sets
CADENCE_BASE_URL. One user with a measured habit (checked in), a quit habit and health entries of every
type (one with a note); for German and Arabic (the account's setting, `PATCH /api/v1/settings
{"locale": …}`), at 390 px: the habit page, its edit form, completions and delete question, the archived habits,
Health and a health entry's edit form with `lang` and `dir` on the document (Arabic right to left), no
text of the catalog's template that the language says otherwise shown in English, nothing wider than the
screen, axe-core 4.x clean. The habit's name, its
unit and the note stay as the person wrote them. Then back to English, unchanged.
"""

import os
import sys
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from browser_support import APIClient, base_url, make_driver, sign_in_driver  # noqa: E402
from page_actions import OneBrowser, capture_failures  # noqa: E402
from test_languages import LanguageCase  # noqa: E402


def account(base):
    api = APIClient(base)
    api.call("POST", "/api/v1/auth/sign-up", {"username": "polyglot2", "password": "polyglot-pass-1", "timeZone": "UTC"},
             expect=(201,))
    read = api.call("POST", "/api/v1/habits", {"name": "Read", "unit": "pages", "target": 20}, expect=(201,))["id"]
    sweets = api.call("POST", "/api/v1/habits", {"name": "Sweets", "kind": "quit"}, expect=(201,))["id"]
    api.call("POST", f"/api/v1/habits/{read}/checkins", {"amount": 12}, expect=(201,))
    for entry in [{"type": "sleep", "value": 7.5}, {"type": "steps", "value": 9000, "note": "Park run"},
                  {"type": "mood", "value": 4}, {"type": "water", "value": 250, "unit": "mL"},
                  {"type": "weight", "value": 71.2, "unit": "kg"}]:
        api.call("POST", "/api/v1/health", entry, expect=(201,))
    steps = [e for e in api.call("GET", "/api/v1/health?type=steps") if e["type"] == "steps"][0]["id"]
    return api, read, sweets, steps


@capture_failures
class LanguagePages(OneBrowser, LanguageCase, unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.base = base_url()
        cls.api, cls.read, cls.sweets, cls.steps = account(cls.base)
        cls.d = make_driver(javascript=True, width=390, height=844)
        sign_in_driver(cls.d, cls.base, cls.api)
        cls.drivers = {"main": cls.d}

    def check_all(self, language, direction, health, edit, habit_edit, delete, archived, completions):
        self.check_page(language, direction, "Read", f"/habits/{self.read}", "#heatmap")
        self.assertIn("pages", self.one(".detail-head .muted").text, "the unit is the person's own")
        self.check_page(language, direction, habit_edit, f"/habits/{self.read}/edit", "#edit-habit-form")
        self.check_page(language, direction, delete, f"/habits/{self.read}/delete", "#delete-form")
        self.check_page(language, direction, completions, f"/habits/{self.read}/completions", "#backfill-form")
        self.check_page(language, direction, archived, "/habits/archived", "main")
        self.check_page(language, direction, "Sweets", f"/habits/{self.sweets}", "#heatmap")
        self.check_page(language, direction, health, "/health", "#health-today")
        self.assertIn("Park run", self.one("#health-entries").text, "the note stays as written")
        self.check_page(language, direction, edit, f"/health/entries/{self.steps}/edit", "#health-entry-form")

    def check_destination(self, nowhere, two_channels):
        """push.js writes where reminders arrive in the page's language: nowhere, then two channels
        (the plural form chosen by the browser's plural rules from the server's sample forms)."""
        note = "#reminder-destination"
        self.go(f"/habits/{self.read}/edit")
        self.wait(lambda d: self.one(note).text != "", message="the reminder destination is written")
        self.assertEqual(self.one(note).text, nowhere)
        made = [self.api.call("POST", "/api/v1/notify/channels", {"kind": "ntfy", "url": f"http://127.0.0.1:9/cadence-{n}"},
                              expect=(201,))["id"] for n in (1, 2)]
        try:
            self.go(f"/habits/{self.read}/edit")
            self.wait(lambda d: self.one(note).text not in ("", nowhere), message="the destination names the channels")
            self.assertEqual(self.one(note).text, two_channels)
        finally:
            for channel in made:
                self.api.call("DELETE", f"/api/v1/notify/channels/{channel}", expect=(204,))

    def test_1_german(self):
        self.api.call("PATCH", "/api/v1/settings", {"locale": "de"}, expect=(200,))
        self.check_all("de", "ltr", "Gesundheit", "Schritte bearbeiten", "Read bearbeiten", "Read löschen?",
                       "Archivierte Gewohnheiten", "Einträge von Read")
        self.go("/health")
        self.assertIn("9.000 Schritte", self.one("#health-entries").text)
        self.assertIn("7,5 Std.", self.one("#today-sleep").text)
        self.go(f"/habits/{self.read}")
        self.assertIn("20 pages am Tag", self.one(".detail-head .muted").text)
        self.check_destination("Erinnerungen kommen hier an: noch nirgends – schalte Benachrichtigungen ein.",
                               "Erinnerungen kommen hier an: 2 Kanäle.")

    def test_2_arabic_right_to_left(self):
        self.api.call("PATCH", "/api/v1/settings", {"locale": "ar"}, expect=(200,))
        self.check_all("ar", "rtl", "الصحة", "عدّل الخطوات", "عدّل Read", "حذف Read؟",
                       "العادات المؤرشفة", "مرات إنجاز Read")
        self.check_destination("تصل التذكيرات إلى: لا مكان بعد، فعّل الإشعارات.", "تصل التذكيرات إلى: قناتان.")

    def test_3_english_again_is_unchanged(self):
        self.api.call("PATCH", "/api/v1/settings", {"locale": None}, expect=(200,))
        self.go(f"/habits/{self.read}")
        self.assertEqual(self.one("html").get_attribute("lang"), "en")
        self.assertEqual(self.one(".detail-head .muted").text, "20 pages a day · daily")
        self.assertIn("Current streak", self.one(".stat-grid").text)
        self.go("/health")
        self.assertIn("9,000 steps", self.one("#health-entries").text)


if __name__ == "__main__":
    suite = unittest.defaultTestLoader.loadTestsFromTestCase(LanguagePages)
    result = unittest.TextTestRunner(verbosity=2).run(suite)
    failed = len(result.failures) + len(result.errors) + len(result.skipped)
    print(f"browser (languages, habit page and Health): {result.testsRun - failed} passed, {failed} failed or skipped")
    sys.exit(0 if result.wasSuccessful() and failed == 0 else 1)
