"""Browser test of Cadence in German and Arabic (issue #41; docs/domain-rules.md §23, docs/translating.md).

Run through `scripts/browser-test.sh`, which starts a fresh `cadence serve` for this file and sets
CADENCE_BASE_URL. One user with a measured, a yes/no and a quit habit; for German and Arabic (the
account's setting, `PATCH /api/v1/settings {"locale": …}`), Today at 390 px: `lang` and `dir` on the
document (Arabic right to left), the page's words translated — no text of the catalog's template that
the language translates differently may show in English — nothing wider than the screen, and
axe-core 4.x finds no serious or critical violation. Then back to English, unchanged.
(`Accept-Language` without a setting is tested in Tests/CadenceServerTests/Web/WebLanguageTests.swift.)
"""

import os
import re
import sys
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from browser_support import APIClient, base_url, make_driver, sign_in_driver  # noqa: E402
from page_actions import OneBrowser, PageActions, capture_failures  # noqa: E402
from page_checks import overflow  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
CATALOGS = os.path.join(ROOT, "Sources", "CadenceLocalization", "Catalogs")
ACCOUNT = {}


def read_catalog(name):
    """msgid → first msgstr of a .po file (plural entries by their singular), escapes read."""
    entries, key, field = {}, None, None
    text = open(os.path.join(CATALOGS, name), encoding="utf-8").read()
    values = {"msgid": "", "msgstr": ""}
    for line in text.splitlines() + [""]:
        line = line.strip()
        match = re.match(r'^(msgid|msgstr|msgstr\[0\])\s+"(.*)"$', line)
        if match:
            field = "msgid" if match.group(1) == "msgid" else "msgstr"
            values[field] = match.group(2)
            continue
        if line.startswith('"') and field:
            values[field] += line[1:-1]
            continue
        if line.startswith("msgid_plural") or line.startswith("msgstr["):
            field = None
            continue
        if not line and values["msgid"]:
            key = values["msgid"].replace('\\"', '"')
            entries[key] = values["msgstr"].replace('\\"', '"')
            values = {"msgid": "", "msgstr": ""}
            field = None
    return entries


def account(base):
    if "api" not in ACCOUNT:
        api = APIClient(base)
        api.call("POST", "/api/v1/auth/sign-up", {"username": "polyglot", "password": "polyglot-pass-1", "timeZone": "UTC"},
                 expect=(201,))
        for habit in [{"name": "Read", "unit": "pages", "target": 20}, {"name": "Stretch"},
                      {"name": "Sweets", "kind": "quit"}]:
            api.call("POST", "/api/v1/habits", habit, expect=(201,))
        api.call("POST", "/api/v1/todos", {"title": "Call Mum", "priority": "high", "repeat": "weekly"}, expect=(201,))
        api.call("POST", "/api/v1/accounts", {"name": "Girokonto", "currency": "EUR", "type": "checking",
                                                    "opening": "3594.10"}, expect=(201,))
        ACCOUNT["api"] = api
    return ACCOUNT["api"]


class LanguageCase(PageActions):
    def one(self, css):
        return self.d.find_element("css selector", css)

    # What a page shows that is not Cadence's own words: elements (a CSS selector) and proper names left out of the scan.
    SKIP_SELECTOR = ""
    PROPER_NAMES = ()

    def untranslated(self, catalog):
        """English texts of the template without placeholders that this language says otherwise
        and that the page shows as whole words (leaving out SKIP_SELECTOR's elements and PROPER_NAMES)."""
        shown = self.d.execute_script(
            "const skip = arguments[0] ? Array.from(document.querySelectorAll(arguments[0])) : [];"
            "const saved = skip.map((e) => e.textContent); skip.forEach((e) => { e.textContent = ''; });"
            "const text = document.body.innerText; skip.forEach((e, i) => { e.textContent = saved[i]; }); return text;",
            self.SKIP_SELECTOR)
        for name in self.PROPER_NAMES:
            shown = shown.replace(name, "")
        # A word this language also uses for something else ("Start" is German for Home) is not English here.
        own = set(catalog.values())
        found = []
        for english, translated in catalog.items():
            if "{" in english or not translated or translated == english or english in own or len(english) < 3:
                continue
            if re.search(r"(?<![\w-])" + re.escape(english) + r"(?![\w-])", shown):
                found.append(english)
        return found

    def check_page(self, language, direction, heading, path="/today", ready="#habit-grid"):
        self.go(path)
        self.wait_css(ready)
        html = self.one("html")
        self.assertEqual(html.get_attribute("lang"), language)
        self.assertEqual(html.get_attribute("dir"), direction)
        self.assertEqual(self.one("h1").text, heading)
        catalog = read_catalog(language.replace("-", "_") + ".po")
        self.assertEqual(self.untranslated(catalog), [], f"English words on {path} in {language}")
        layout = overflow(self.d)
        self.assertLessEqual(layout["scrollWidth"], layout["width"] + 1, f"{path} in {language} overflows: {layout['bad']}")
        self.assertEqual(layout["bad"], [], f"{path} in {language}")
        self.check_axe(f"{path} in {language}")


@capture_failures
class Languages(OneBrowser, LanguageCase, unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.base = base_url()
        cls.api = account(cls.base)
        cls.d = make_driver(javascript=True, width=390, height=844)
        sign_in_driver(cls.d, cls.base, cls.api)
        cls.drivers = {"main": cls.d}

    def test_1_german(self):
        self.api.call("PATCH", "/api/v1/settings", {"locale": "de"}, expect=(200,))
        self.check_page("de", "ltr", "Heute")
        self.assertEqual(self.one("#today-summary").text, "0 von 2 erledigt")
        self.check_page("de", "ltr", "Aufgaben", "/todos", "#todo-list")
        self.assertIn("hohe Priorität", self.one("#todo-list").text)
        self.check_page("de", "ltr", "Finanzen", "/money", "#money-accounts")
        self.assertIn("3.594,10\u00a0€", self.one("#money-accounts").text.replace(" ", "\u00a0"))

    def test_2_arabic_right_to_left(self):
        self.api.call("PATCH", "/api/v1/settings", {"locale": "ar"}, expect=(200,))
        self.check_page("ar", "rtl", "اليوم")
        self.check_page("ar", "rtl", "المهام", "/todos", "#todo-list")
        self.check_page("ar", "rtl", "المال", "/money", "#money-accounts")
        self.go("/today")
        # Mirrored: the tile's menu button sits at its left edge, the streak at its right.
        tile = self.one("li.tile")
        menu = tile.find_element("css selector", ".tile-menu")
        streak = tile.find_element("css selector", ".tile-streak")
        self.assertLess(menu.rect["x"], streak.rect["x"], "the tile is not mirrored")

    def test_3_english_again_is_unchanged(self):
        self.api.call("PATCH", "/api/v1/settings", {"locale": None}, expect=(200,))
        self.go("/today")
        self.assertEqual(self.one("html").get_attribute("lang"), "en")
        self.assertEqual(self.one("h1").text, "Today")


if __name__ == "__main__":
    suite = unittest.defaultTestLoader.loadTestsFromTestCase(Languages)
    result = unittest.TextTestRunner(verbosity=2).run(suite)
    failed = len(result.failures) + len(result.errors) + len(result.skipped)
    print(f"browser (languages): {result.testsRun - failed} passed, {failed} failed or skipped")
    sys.exit(0 if result.wasSuccessful() and failed == 0 else 1)
