"""Browser test of the health import from the phone (issue #37 part 4; docs/import-export.md "Apple Health";
docs/domain-rules.md "§20 Health import from the phone"; docs/web.md `form#import-form`).

Run through `scripts/browser-test.sh`, which starts a fresh `cadence serve` for this file and sets
CADENCE_BASE_URL. One user uploads an Apple Health export.zip (made here with zipfile, shaped like the
phone's: apple_health_export/export.xml with an iPhone's and a Watch's steps for the same hour, a night of
sleep stages and an in-bed record) on the Data page: a dry run shows what would be added and writes
nothing; the import adds the larger source's steps and the night's asleep time; uploading it again adds
nothing. axe-core must find no serious or critical violation on the pages visited.
"""

import os
import sys
import tempfile
import unittest
import zipfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from selenium.webdriver.common.by import By  # noqa: E402
from browser_support import APIClient, base_url, make_driver, quit_driver, sign_in_driver  # noqa: E402
from page_actions import PageActions, capture_failures  # noqa: E402
from page_checks import axe_problems  # noqa: E402

USER = {"username": "phone", "password": "phone-pass-1", "timeZone": "Europe/Berlin"}
EXPORT = """<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE HealthData [
<!ELEMENT HealthData (ExportDate,Me,(Record|Correlation|Workout|ActivitySummary)*)>
]>
<HealthData locale="en_US">
 <Record type="HKQuantityTypeIdentifierStepCount" sourceName="iPhone" unit="count" startDate="2026-03-01 09:00:00 +0100" \
endDate="2026-03-01 10:00:00 +0100" value="5000"/>
 <Record type="HKQuantityTypeIdentifierStepCount" sourceName="Watch" unit="count" startDate="2026-03-01 09:00:00 +0100" \
endDate="2026-03-01 10:00:00 +0100" value="5400"/>
 <Record type="HKCategoryTypeIdentifierSleepAnalysis" sourceName="Watch" startDate="2026-03-01 22:30:00 +0100" \
endDate="2026-03-02 07:00:00 +0100" value="HKCategoryValueSleepAnalysisInBed"/>
 <Record type="HKCategoryTypeIdentifierSleepAnalysis" sourceName="Watch" startDate="2026-03-01 23:00:00 +0100" \
endDate="2026-03-02 06:30:00 +0100" value="HKCategoryValueSleepAnalysisAsleepCore"/>
</HealthData>
"""


@capture_failures
class HealthImportOnTheDataPage(PageActions, unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.base = base_url()
        cls.api = APIClient(cls.base)
        cls.api.call("POST", "/api/v1/auth/sign-up", USER, expect=(201,))
        cls.folder = tempfile.TemporaryDirectory()
        cls.zip_path = os.path.join(cls.folder.name, "export.zip")
        with zipfile.ZipFile(cls.zip_path, "w", compression=zipfile.ZIP_DEFLATED) as archive:
            archive.writestr("apple_health_export/export.xml", EXPORT)
            archive.writestr("apple_health_export/export_cda.xml", "<ClinicalDocument/>")
        cls.d = make_driver(javascript=True)
        sign_in_driver(cls.d, cls.base, cls.api)
        cls.drivers = {"main": cls.d}

    @classmethod
    def tearDownClass(cls):
        quit_driver(cls.d)
        cls.folder.cleanup()

    def upload(self, dry_run):
        self.go("/data")
        form = self.wait_css("form#import-form")
        form.find_element(By.CSS_SELECTOR, "input#import-file").send_keys(self.zip_path)
        if dry_run:
            self.check(form.find_element(By.NAME, "dryRun"))
        self.submit(form.find_element(By.CSS_SELECTOR, "button#import-button"))
        return self.wait_css("#import-result")

    def health(self):
        entries = self.api.call("GET", "/api/v1/health?from=2026-02-25&to=2026-03-05", expect=(200,))
        return sorted((e["type"], e["date"], e["value"]) for e in entries)

    def test_1_a_dry_run_shows_what_would_be_added_and_writes_nothing(self):
        result = self.upload(dry_run=True)
        self.assertEqual(result.get_attribute("data-outcome"), "dry-run")
        self.assertIn("Apple Health export", result.text)
        self.assertEqual(self.health(), [])
        problems = axe_problems(self.d)
        if problems:
            self.fail("axe on the import result: " + "; ".join(problems))

    def test_2_the_import_adds_the_larger_source_and_the_night_asleep(self):
        result = self.upload(dry_run=False)
        self.assertEqual(result.get_attribute("data-outcome"), "imported")
        self.assertEqual(self.health(), [("sleep", "2026-03-02", 7.5), ("steps", "2026-03-01", 5400)])

    def test_3_uploading_it_again_adds_nothing(self):
        result = self.upload(dry_run=False)
        self.assertEqual(result.get_attribute("data-outcome"), "imported")
        self.assertEqual(self.health(), [("sleep", "2026-03-02", 7.5), ("steps", "2026-03-01", 5400)])


if __name__ == "__main__":
    unittest.main(verbosity=2)
