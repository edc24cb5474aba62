"""Browser test of a money account, a transaction's and a to-do's edit forms, Import and export, and the overview
in German and Arabic (issue #41; docs/domain-rules.md §23, docs/web.md "Languages").

Run through `scripts/browser-test.sh`, which starts a fresh `cadence serve` for this file and sets
CADENCE_BASE_URL. The same account as test_languages.py (habits, a to-do, an account) plus two transactions, so the
account's page shows its chart and history; for German and Arabic at 390 px, the account's page, a transaction's
edit form, the to-do's edit form, /data (and the answer to a dry-run import) and /overview: `lang` and `dir`, no
text of the catalog's template that the language translates differently shown in English, nothing wider than the
screen, and axe-core 4.x finds no serious or critical violation. The account's name and notes stay as written.
"""

import os
import sys
import tempfile
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from selenium.webdriver.common.by import By  # noqa: E402

from browser_support import base_url, make_driver, sign_in_driver  # noqa: E402
from page_actions import OneBrowser, capture_failures  # noqa: E402
from page_checks import overflow  # noqa: E402
from test_languages import LanguageCase, account, read_catalog  # noqa: E402


@capture_failures
class LifeLanguages(OneBrowser, LanguageCase, unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.base = base_url()
        cls.api = account(cls.base)
        accounts = cls.api.call("GET", "/api/v1/accounts", expect=(200,))
        listed = accounts["accounts"] if isinstance(accounts, dict) else accounts
        cls.account = next(a for a in listed if a["name"] == "Girokonto")["id"]
        first = cls.api.call("POST", f"/api/v1/accounts/{cls.account}/transactions",
                             {"amount": "-12.50", "note": "Bäcker", "category": "Essen"}, expect=(201,))
        cls.api.call("POST", f"/api/v1/accounts/{cls.account}/transactions", {"amount": "250.00", "note": "Gehalt"},
                     expect=(201,))
        cls.transaction = first["id"]
        todos = cls.api.call("GET", "/api/v1/todos", expect=(200,))
        listed = todos["todos"] if isinstance(todos, dict) else todos
        cls.todo = next(t for t in listed if t["title"] == "Call Mum")["id"]
        cls.folder = tempfile.TemporaryDirectory()
        cls.csv = os.path.join(cls.folder.name, "habits.csv")
        with open(cls.csv, "w", encoding="utf-8") as file:
            file.write("habit,date\nJournal,2026-11-01\nJournal,2026-11-02\n")
        cls.d = make_driver(javascript=True, width=390, height=844)
        sign_in_driver(cls.d, cls.base, cls.api)
        cls.drivers = {"main": cls.d}

    @classmethod
    def tearDownClass(cls):
        super().tearDownClass()
        cls.folder.cleanup()

    # Names of apps and of their menus stay as their makers write them ("Loop Habit Tracker", "Apple Health",
    # Loop's "Settings → Restore data"), and so do the import formats' names in the Format menu, which the importer
    # also says (docs/translating.md "Still English"): they are left out of the scan.
    PROPER_NAMES = ("Loop Habit Tracker", "Table Habit", "Beaver Habit Tracker", "Apple Health", "Google Fit",
                    "Settings → Restore data")

    SKIP_SELECTOR = "#import-format option:not([value=auto])"

    def check_here(self, language, direction, label):
        """check_page's checks on the page the browser shows (after a form was sent)."""
        html = self.one("html")
        self.assertEqual(html.get_attribute("lang"), language)
        self.assertEqual(html.get_attribute("dir"), direction)
        catalog = read_catalog(language.replace("-", "_") + ".po")
        self.assertEqual(self.untranslated(catalog), [], f"English words on {label} in {language}")
        layout = overflow(self.d)
        self.assertLessEqual(layout["scrollWidth"], layout["width"] + 1, f"{label} in {language} overflows: {layout['bad']}")
        self.assertEqual(layout["bad"], [], f"{label} in {language}")
        self.check_axe(f"{label} in {language}")

    def dry_run(self):
        self.go("/data")
        form = self.wait_css("form#import-form")
        form.find_element(By.CSS_SELECTOR, "input#import-file").send_keys(self.csv)
        self.check(form.find_element(By.NAME, "dryRun"))
        self.submit(form.find_element(By.CSS_SELECTOR, "button#import-button"))
        result = self.wait_css("#import-result")
        self.assertEqual(result.get_attribute("data-outcome"), "dry-run")
        return result

    def check_all(self, language, direction, headings):
        edit_transaction, edit_todo, data, overview = headings
        self.check_page(language, direction, "Girokonto", f"/money/accounts/{self.account}", "#balance-chart")
        self.assertEqual(len(self.d.find_elements(By.CSS_SELECTOR, "#money-history .money-transaction")), 2)
        self.assertIn("Bäcker", self.one("#money-history").text)
        self.check_page(language, direction, edit_transaction,
                        f"/money/accounts/{self.account}/transactions/{self.transaction}/edit", "#transaction-edit-form")
        self.check_page(language, direction, edit_todo, f"/todos/{self.todo}/edit", "#todo-edit-form")
        self.check_page(language, direction, data, "/data", "#import-form")
        self.dry_run()
        self.check_here(language, direction, "/data after a dry run")
        self.check_page(language, direction, overview, "/overview", "#overview-table")

    def test_1_german(self):
        self.api.call("PATCH", "/api/v1/settings", {"locale": "de"}, expect=(200,))
        self.check_all("de", "ltr", ("Buchung bearbeiten", "Aufgabe bearbeiten", "Import & Export", "Übersicht"))
        self.go(f"/money/accounts/{self.account}")
        self.wait_css("#account-balance")
        self.assertEqual(self.one("#account-balance").text.replace(" ", "\u00a0"), "3.831,60\u00a0€")
        self.assertIn("Stand", self.one("#money-history").text)

    def test_2_arabic_right_to_left(self):
        self.api.call("PATCH", "/api/v1/settings", {"locale": "ar"}, expect=(200,))
        self.check_all("ar", "rtl", ("تعديل المعاملة", "تعديل المهمة", "الاستيراد والتصدير", "نظرة عامة"))

    def test_3_english_again_is_unchanged(self):
        self.api.call("PATCH", "/api/v1/settings", {"locale": None}, expect=(200,))
        self.go(f"/money/accounts/{self.account}")
        self.wait_css("#balance-chart")
        self.assertEqual(self.one("html").get_attribute("lang"), "en")
        self.assertEqual(self.one("#account-balance").text, "€3,831.60")
        self.assertIn("balance €3,581.60", self.one("#money-history").text)


if __name__ == "__main__":
    suite = unittest.defaultTestLoader.loadTestsFromTestCase(LifeLanguages)
    result = unittest.TextTestRunner(verbosity=2).run(suite)
    failed = len(result.failures) + len(result.errors) + len(result.skipped)
    print(f"browser (life languages): {result.testsRun - failed} passed, {failed} failed or skipped")
    sys.exit(0 if result.wasSuccessful() and failed == 0 else 1)
