"""Browser tests of the navigation (docs/web.md "Navigation"; issue #34 item 4).

On a phone (390×844): a bottom tab bar (Home, Today, Health, Money, To-dos, More) is the only
fixed chrome, at most 64 px; `--tabbar-height` is defined; More lists the other pages; keyboard
focus is never covered by fixed or sticky chrome (WCAG 2.4.11, tabbing through form pages);
the chrome's controls and a tile's menu button are at least 44×44 px; Escape closes a tile's
menu (and More) and gives focus back to its button; the vacation form's "Take back" check box
sits next to its label. On a desktop (1366×900): the top navigation, no tab bar, and focus
never under the sticky header either.
"""

import os
import sys
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from selenium.webdriver.common.action_chains import ActionChains  # noqa: E402
from selenium.webdriver.common.by import By  # noqa: E402
from selenium.webdriver.common.keys import Keys  # noqa: E402
from browser_support import APIClient, base_url, make_driver  # noqa: E402
from page_actions import PageActions, capture_failures  # noqa: E402
from page_checks import run_sizes  # noqa: E402

OWNER = {"username": "nav-owner", "password": "owner-pass-1", "timeZone": "UTC"}
PASSWORD = "nav-pass-1234"
TABS = [("tab-home", "/"), ("tab-today", "/today"), ("tab-health", "/health"), ("tab-money", "/money"),
        ("tab-todos", "/todos")]
MORE = ["/notes", "/overview", "/achievements", "/habits/new", "/settings", "/data"]

# Every visible element that is position: fixed or sticky, outside the page's own menus.
CHROME = """
const out = [];
for (const element of document.querySelectorAll('body *')) {
  const style = getComputedStyle(element);
  if (style.position !== 'fixed' && style.position !== 'sticky') continue;
  if (element.closest('details:not([open]) > :not(summary)') || element.closest('.skip-link')) continue;
  const box = element.getBoundingClientRect();
  if (box.width === 0 || box.height === 0 || style.visibility === 'hidden') continue;
  out.push({what: element.tagName.toLowerCase() + (element.id ? '#' + element.id : '') + '.' + element.className,
            top: box.top, bottom: box.bottom, left: box.left, right: box.right, height: box.height});
}
return out;
"""

# The focused element's box, and whether fixed or sticky chrome (other than what holds it) covers it.
FOCUS = """
const element = document.activeElement;
if (!element || element === document.body) return null;
const box = element.getBoundingClientRect();
const covered = [];
for (const chrome of document.querySelectorAll('body *')) {
  const style = getComputedStyle(chrome);
  if (style.position !== 'fixed' && style.position !== 'sticky') continue;
  if (chrome.contains(element) || element.contains(chrome)) continue;
  if (chrome.closest('details:not([open]) > :not(summary)')) continue;
  const c = chrome.getBoundingClientRect();
  if (c.width === 0 || c.height === 0) continue;
  if (box.left < c.right && box.right > c.left && box.top < c.bottom && box.bottom > c.top) {
    // Overlapping boxes: covered when the chrome is what is painted there (the skip link, for
    // one, is drawn above the header).
    const x = (Math.max(box.left, c.left) + Math.min(box.right, c.right)) / 2;
    const y = (Math.max(box.top, c.top) + Math.min(box.bottom, c.bottom)) / 2;
    const hit = document.elementFromPoint(x, y);
    if (!hit || (chrome.contains(hit) && !element.contains(hit))) {
      covered.push(chrome.tagName.toLowerCase() + (chrome.id ? '#' + chrome.id : ''));
    }
  }
}
return {what: element.tagName.toLowerCase() + (element.id ? '#' + element.id : '') + (element.name ? '[name=' + element.name + ']' : ''),
        top: box.top, bottom: box.bottom, height: box.height, viewport: window.innerHeight, covered: covered};
"""

SIZE = "const b = arguments[0].getBoundingClientRect(); return [b.width, b.height];"


def setUpModule():
    owner = APIClient(base_url())
    owner.call("POST", "/api/v1/auth/sign-up", OWNER, expect=(201,))
    owner.call("PATCH", "/api/v1/server/settings", {"signUpsOpen": True})


class Navigation(PageActions):
    width = height = 0
    username = ""

    @classmethod
    def setUpClass(cls):
        cls.base = base_url()
        cls.api = APIClient(cls.base)
        cls.api.call("POST", "/api/v1/auth/sign-up", {"username": cls.username, "password": PASSWORD, "timeZone": "UTC"},
                     expect=(201,))
        cls.habits = {}
        for index in range(8):
            habit = cls.api.call("POST", "/api/v1/habits", {"name": f"Habit {index + 1}"}, expect=(201,))
            cls.habits[habit["name"]] = habit["id"]
        cls.d = make_driver(javascript=True, width=cls.width, height=cls.height)
        cls.d.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {
            "width": cls.width, "height": cls.height, "deviceScaleFactor": 1, "mobile": cls.width < 600})
        cls.d.get(cls.base + "/healthz")
        cls.d.add_cookie({"name": "cadence_session", "value": cls.api.session_value(), "path": "/",
                          "httpOnly": True, "sameSite": "Lax"})
        cls.drivers = {"main": cls.d}

    @classmethod
    def tearDownClass(cls):
        cls.d.quit()

    @property
    def phone(self):
        return self.width <= 600

    def size(self, element):
        return self.d.execute_script(SIZE, element)

    def assert_target(self, element, what):
        width, height = self.size(element)
        self.assertGreaterEqual(width, 44, f"{what} is {width:.0f}×{height:.0f} px at {self.width}px")
        self.assertGreaterEqual(height, 44, f"{what} is {width:.0f}×{height:.0f} px at {self.width}px")

    def test_01_the_chrome_leaves_room_for_the_content(self):
        for path in ["/today", "/health", "/settings", "/notes"]:
            self.go(path)
            self.wait_css("main#main")
            chrome = self.d.execute_script(CHROME)
            total = sum(item["height"] for item in chrome)
            if self.phone:
                self.assertLessEqual(total, 64, f"fixed and sticky chrome on {path}: {chrome}")
                self.assertEqual([item["what"].split(".")[0] for item in chrome], ["nav#tab-bar"], f"{path}: {chrome}")
                bar = chrome[0]
                self.assertAlmostEqual(bar["bottom"], self.d.execute_script("return window.innerHeight"), delta=1)
                self.assertEqual(self.d.execute_script(
                    "return getComputedStyle(document.documentElement).getPropertyValue('--tabbar-height').trim()"), "56px")
                self.assertFalse(self.css("#main-nav")[0].is_displayed(), "the top links show beside the tab bar")
            else:
                self.assertFalse(self.css("#tab-bar")[0].is_displayed(), "a tab bar on a desktop")
                self.assertTrue(self.css("#main-nav")[0].is_displayed())
                self.assertLessEqual(total, 64, f"the desktop header on {path}: {chrome}")
        if self.phone:
            self.go("/today")
            first = self.wait_css("li.tile")
            # 361 px before the tab bar (a 142 px sticky header); the top bar now scrolls away.
            self.assertLess(first.rect["y"], 300, "the first tile starts low on the screen")

    def test_02_tabs_and_more_reach_every_section(self):
        if not self.phone:
            self.go("/today")
            for _, path in TABS:
                self.assertTrue(self.css(f"#main-nav a[href='{path}']"), path)
            return
        self.go("/today")
        for name, path in TABS:
            tab = self.wait_css(f"#tab-bar a.{name}")
            self.assertEqual(tab.get_attribute("pathname"), path)
            self.assert_target(tab, name)
        self.assertEqual(self.css("#tab-bar a.tab-today")[0].get_attribute("aria-current"), "page")
        more = self.css("#tab-more-button")[0]
        self.assert_target(more, "More")
        self.assertFalse(self.css("#more-menu")[0].is_displayed())
        more.click()
        self.wait(lambda d: self.css("#more-menu")[0].is_displayed(), "More did not open")
        links = self.css("#more-menu a.more-link")
        self.assertEqual([link.get_attribute("pathname") for link in links], MORE)
        for link in links:
            self.assert_target(link, link.text)
            box = link.rect
            self.assertGreaterEqual(box["y"], 0)
            self.assertLessEqual(box["y"] + box["height"], self.height - 56, f"{link.text} is under the tab bar")
        links[0].click()
        self.wait_path("/notes")
        self.assertEqual(self.css("#tab-more")[0].get_attribute("data-current"), "true")
        self.assertEqual(self.css("#more-menu a.more-notes")[0].get_attribute("aria-current"), "page")
        self.go("/money")
        self.assertEqual(self.wait_css("#tab-bar a.tab-money").get_attribute("aria-current"), "page")

    def test_03_touch_targets(self):
        self.go("/today")
        tile = self.wait_css("li.tile")
        summary = tile.find_element(By.CSS_SELECTOR, ".tile-menu > summary")
        self.assert_target(summary, "a tile's menu button")
        self.assert_target(self.css("#sign-out")[0], "Sign out")
        summary.click()
        self.wait(lambda d: tile.find_element(By.CSS_SELECTOR, ".tile-menu-body").is_displayed(), "the menu did not open")
        for button in tile.find_elements(By.CSS_SELECTOR, ".tile-menu-body button"):
            width, height = self.size(button)
            self.assertGreaterEqual(height, 44, f"{button.text} in a tile's menu is {height:.0f} px tall")
        sheet = tile.find_element(By.CSS_SELECTOR, ".tile-menu-body").rect
        if self.phone:
            self.assertLessEqual(sheet["y"] + sheet["height"], self.height - 56 + 1, "the menu sheet is under the tab bar")
        ActionChains(self.d).send_keys(Keys.ESCAPE).perform()

    def test_04_escape_gives_focus_back_to_the_menu_button(self):
        self.go("/today")
        tile = self.wait_css("li.tile")
        summary = tile.find_element(By.CSS_SELECTOR, ".tile-menu > summary")
        self.d.execute_script("arguments[0].focus()", summary)
        ActionChains(self.d).send_keys(Keys.ENTER).perform()
        self.wait(lambda d: tile.find_element(By.CSS_SELECTOR, "details.tile-menu").get_attribute("open") is not None,
                  "Enter did not open the menu")
        ActionChains(self.d).send_keys(Keys.TAB).perform()
        inside = self.d.execute_script("return arguments[0].contains(document.activeElement)", tile.find_element(
            By.CSS_SELECTOR, ".tile-menu-body"))
        self.assertTrue(inside, "Tab did not go into the menu")
        ActionChains(self.d).send_keys(Keys.ESCAPE).perform()
        self.wait(lambda d: tile.find_element(By.CSS_SELECTOR, "details.tile-menu").get_attribute("open") is None,
                  "Escape did not close the menu")
        self.assertTrue(self.d.execute_script("return document.activeElement === arguments[0]", summary),
                        "focus did not return to the menu button: " + self.d.execute_script(
                            "return document.activeElement.outerHTML.slice(0, 120)"))
        if self.phone:
            more = self.css("#tab-more-button")[0]
            self.d.execute_script("arguments[0].focus()", more)
            ActionChains(self.d).send_keys(Keys.ENTER).perform()
            self.wait(lambda d: self.css("#more-menu")[0].is_displayed(), "More did not open")
            ActionChains(self.d).send_keys(Keys.TAB).perform()
            ActionChains(self.d).send_keys(Keys.ESCAPE).perform()
            self.wait(lambda d: not self.css("#more-menu")[0].is_displayed(), "Escape did not close More")
            self.assertTrue(self.d.execute_script("return document.activeElement === arguments[0]", more))

    def test_05_keyboard_focus_is_never_hidden(self):
        habit = self.habits["Habit 1"]
        for path in ["/settings", "/habits/new", f"/habits/{habit}/edit", "/health", "/today"]:
            self.go(path)
            self.wait_css("main#main")
            self.d.execute_script("document.activeElement && document.activeElement.blur(); window.scrollTo(0, 0)")
            seen = []
            for _ in range(90):
                ActionChains(self.d).send_keys(Keys.TAB).perform()
                focus = self.d.execute_script(FOCUS)
                if focus is None:
                    continue
                seen.append(focus["what"])
                self.assertEqual(focus["covered"], [], f"{path}: focus on {focus['what']} is under {focus['covered']}: {focus}")
                if focus["height"] < focus["viewport"]:
                    self.assertGreaterEqual(focus["top"], -1, f"{path}: {focus}")
                    self.assertLessEqual(focus["bottom"], focus["viewport"] + 1, f"{path}: {focus}")
            self.assertGreater(len(set(seen)), 5, f"{path}: tabbing reached only {set(seen)}")

    def test_06_take_back_sits_next_to_its_label(self):
        self.go("/settings")
        box = self.wait_css("#pause-form input[name=undo]")
        label = box.find_element(By.XPATH, "./ancestor::label")
        self.assertLessEqual(box.rect["width"], 30, f"the check box is {box.rect['width']} px wide")
        self.assertLessEqual(label.rect["width"], 200, f"the label is {label.rect['width']} px wide")
        self.assertIn("Take back", label.text)


@capture_failures
class OnAPhone(Navigation, unittest.TestCase):
    width, height, username = 390, 844, "nav-phone"


@capture_failures
class OnADesktop(Navigation, unittest.TestCase):
    width, height, username = 1366, 900, "nav-desktop"


def main():
    return run_sizes("navigation", OnAPhone, OnADesktop)


if __name__ == "__main__":
    sys.exit(main())
