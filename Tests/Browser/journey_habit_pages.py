"""Steps 06–08 of the browser journey: the detail page, escaping, archiving."""

import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from selenium.webdriver.common.by import By  # noqa: E402
from page_actions import (  # noqa: E402
    NEW_PRESET,
    SCRIPT_NAME,
)


class HabitPagesJourney:
    """Steps 06–08 of the browser journey: the detail page, escaping, archiving."""

    def _error_text(self):
        return re.sub(r"\s+", " ", self.d.find_element(By.TAG_NAME, "body").text)[:300]

    def test_06_detail_page_charts(self):
        self.require("meal_id")
        self.go(f"/habits/{self.meal_id}")
        self.wait_css("h1#habit-name")
        self.assertEqual(self.d.find_element(By.CSS_SELECTOR, "h1#habit-name").text.strip(), NEW_PRESET[1])
        for stat in ("#current-streak", "#best-streak", "#success-rate", "#completion-rate", "#strength-score"):
            self.assertTrue(self.css(stat), f"no {stat} on the detail page")
        for chart in ("svg#trend-chart", "svg#heatmap", "svg#difficulty-chart", "svg#time-of-day-chart"):
            svgs = self.css(chart)
            self.assertEqual(len(svgs), 1, f"{chart} on /habits/{self.meal_id}")
            titles = svgs[0].find_elements(By.CSS_SELECTOR, "title")
            self.assertTrue(titles, f"{chart} has no <title>")
            self.assertTrue((titles[0].get_attribute("textContent") or "").strip(), f"{chart}'s <title> is empty")
        self.assertTrue(self.css("a.window-link"), "no a.window-link")
        for link in ("a#edit-habit", "a#manage-completions", "form#archive-form button#archive", "a#delete-habit"):
            self.assertTrue(self.css(link), f"no {link} on the detail page")
        self.go(f"/habits/{self.meal_id}?window=365")
        self.wait_css("svg#trend-chart")

    def test_07_script_name_renders_as_text(self):
        self.require("meal_id")
        self.go("/habits/new")
        form = self.wait_css("form#custom-habit-form")
        self.fill(form, "name", SCRIPT_NAME)
        self.submit(self.d.find_element(By.CSS_SELECTOR, "button#create-habit"))
        self.assert_no_alert(where="after creating the habit")
        self.assertNotIn(SCRIPT_NAME, self.d.page_source, "the name reached the page as markup")
        self.go("/today")
        self.wait_css("ul#habit-grid > li.tile")
        self.assert_no_alert(where="on Today")
        tile = self.tile_named(SCRIPT_NAME)
        self.assertIsNotNone(tile, f"no tile with data-habit-name {SCRIPT_NAME!r} on Today: " + self._error_text())
        self.assertIn(SCRIPT_NAME, tile.text)
        self.assertNotIn(SCRIPT_NAME, self.d.page_source, "the name reached Today as markup")
        type(self).script_id = tile.get_attribute("data-habit-id")
        self.go(f"/habits/{self.script_id}")
        heading = self.wait_css("h1#habit-name")
        self.assert_no_alert(where="on the detail page")
        self.assertEqual(heading.text, SCRIPT_NAME)
        self.assertNotIn(SCRIPT_NAME, self.d.page_source, "the name reached the detail page as markup")
        scripts = self.d.execute_script(
            "return Array.from(document.scripts).map(function (s) { return s.textContent; })")
        self.assertFalse([s for s in scripts if "alert(1)" in s], "a <script> element holds the habit's name")

    def test_08_archive_from_the_detail_page(self):
        self.require("vitamins_id")
        hid = self.vitamins_id
        self.go(f"/habits/{hid}")
        self.submit(self.wait_css("form#archive-form button#archive"))
        self.go("/today")
        self.wait_css("#today-summary")
        self.assertEqual(self.css(f"li.tile[data-habit-id='{hid}']"), [], "the archived habit is still on Today")
        self.go("/habits/archived")
        item = self.wait_css(f"li.archived-habit[data-habit-id='{hid}']")
        self.assertTrue(item.find_elements(By.CSS_SELECTOR, "button.unarchive-button"),
                        "li.archived-habit has no button.unarchive-button")
