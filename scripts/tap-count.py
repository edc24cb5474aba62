"""Counts the taps of the five most common actions on a phone (390 x 844), from Home.

A tap is a click on a link, a button or a field (typing is not counted; a press-and-hold is one tap; a field the page
focuses by itself costs no tap). Each action is done for real and checked afterwards, so a
count is never of a path that did not work. Run against a fresh server:

    scripts/with-cadence-server.sh /opt/cadence-browser-venv/bin/python -u scripts/tap-count.py

It prints one line per action and a JSON summary (docs/web.md "Taps for the common actions").
"""

import json
import os
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "Tests", "Browser"))

from selenium.webdriver.common.action_chains import ActionChains  # noqa: E402
from selenium.webdriver.common.by import By  # noqa: E402

from browser_support import base_url, make_driver  # noqa: E402


class Phone:
    """A headless phone that counts its taps."""

    def __init__(self):
        self.driver = make_driver(width=390, height=844)
        self.taps = 0

    def open(self, path):
        self.driver.get(base_url() + path)

    def visible(self, css):
        return [e for e in self.driver.find_elements(By.CSS_SELECTOR, css) if e.is_displayed()]

    def tap(self, css):
        found = self.visible(css)
        if not found:
            raise RuntimeError(f"nothing visible to tap: {css} on {self.driver.current_url}")
        self.taps += 1
        found[0].click()
        time.sleep(0.3)

    def hold(self, css):
        """A press-and-hold (Today's tiles: docs/web.md "Today"), one gesture, counted as a tap."""
        found = self.visible(css)
        if not found:
            raise RuntimeError(f"nothing visible to hold: {css} on {self.driver.current_url}")
        self.taps += 1
        ActionChains(self.driver).click_and_hold(found[0]).pause(1.2).release().perform()
        time.sleep(0.5)

    def tap_field(self, css, text):
        field = self.visible(css)[0]
        if self.driver.switch_to.active_element != field:
            self.taps += 1
            field.click()
        field.send_keys(text)

    def go(self, path):
        """From any page, to a section: a visible link to it, else the More menu, then the link."""
        link = f'a[href="{path}"]'
        if not self.visible(link):
            self.tap("#tab-more > summary")
        self.tap(link)


def sign_up(phone):
    phone.open("/welcome")
    phone.driver.find_element(By.NAME, "username").send_keys("tapper")
    phone.driver.find_element(By.NAME, "password").send_keys("correct-horse-battery")
    phone.driver.find_element(By.CSS_SELECTOR, "#onboarding-form button[type=submit], #onboarding-form button").click()
    time.sleep(0.5)


def main():
    phone = Phone()
    results = {}
    try:
        sign_up(phone)
        # Setup, not counted: one habit and one money account.
        phone.open("/habits/new")
        phone.driver.find_element(By.NAME, "name").send_keys("Read")
        phone.driver.find_element(By.CSS_SELECTOR, "form button.primary").click()
        phone.open("/money")
        phone.driver.find_element(By.CSS_SELECTOR, "#account-form input[name=name]").send_keys("Wallet")
        phone.driver.find_element(By.CSS_SELECTOR, "#open-account").click()
        time.sleep(0.5)

        def measure(name, steps, check):
            phone.open("/")
            phone.taps = 0
            steps()
            time.sleep(0.6)
            if not check():
                raise RuntimeError(f"{name}: the action did not take effect")
            results[name] = phone.taps
            print(f"{name}: {phone.taps} tap{'' if phone.taps == 1 else 's'}")

        measure("check in", lambda: (phone.go("/today"), phone.hold(".tile-button")),
                lambda: (phone.open("/today"), "1/1" in phone.driver.page_source or "Done" in phone.driver.page_source)[1])
        # Home's quick actions (docs/web.md "Home") where the page has them, else the section's page.
        def quick(css, fallback):
            if phone.visible(css):
                phone.tap(css)
            else:
                fallback()

        measure("log a cup of water", lambda: quick("#quick-water", lambda: (phone.go("/health"), phone.tap("#water-cup"))),
                lambda: (phone.open("/health"), "250 mL" in phone.driver.page_source)[1])
        measure("add an expense", lambda: (
            quick("#quick-expense", lambda: (phone.go("/money"), phone.tap('a[href^="/money/accounts/"]'))),
            phone.tap_field("#transaction-form input[name=amount]", "4.50"), phone.tap("#record-amount")),
            lambda: "4.50" in phone.driver.page_source)
        measure("add a to-do", lambda: (
            quick("#quick-todo", lambda: phone.go("/todos")),
            phone.tap_field("#todo-form input[name=title]", "Call the dentist"), phone.tap("#add-todo")),
            lambda: "Call the dentist" in phone.driver.page_source)
        measure("write a note", lambda: (
            quick("#quick-note", lambda: (phone.go("/notes"), phone.tap("#new-note"))),
            phone.tap_field("#note-form input[name=title]", "Weekly review"), phone.tap("#save-note")),
            lambda: "Weekly review" in phone.driver.page_source)
    finally:
        phone.driver.quit()
    print(json.dumps(results))


if __name__ == "__main__":
    main()
