#!/usr/bin/env python3
"""Screenshots of the web app for the docs: docs/screenshots/{home,today,health,detail}-{phone,desktop}.png,
more-phone.png (the phone's tab bar with More open), offline-phone.png (Today from the service
worker's copy, with the network off), today-de-phone.png (Today in German) and detail-ar-phone.png (a habit's
page in Arabic, right to left; issue #41).

Run through scripts/screenshots.sh, which starts a fresh `cadence serve` and sets
CADENCE_BASE_URL. This script makes an account through the REST API (urllib only), adds a
few habits from presets with ten weeks of check-ins, difficulty ratings and a few done today,
then signs the browser in with the same session cookie and saves full-page PNGs at phone
width (390 px, device scale 2) and desktop width (1280 px).

    CADENCE_SCREENSHOT_DIR=/tmp/shots scripts/screenshots.sh   # somewhere else
    scripts/screenshots.sh languages                           # only the German and the Arabic page
"""

import datetime
import os
import random
import sys
import urllib.parse

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "Tests", "Browser"))

from selenium.webdriver.common.by import By  # noqa: E402
from selenium.webdriver.support import expected_conditions as EC  # noqa: E402
from selenium.webdriver.support.ui import WebDriverWait  # noqa: E402

from browser_support import APIClient, base_url, make_driver  # noqa: E402
from switchable_proxy import SwitchableProxy  # noqa: E402

OUT = os.environ.get("CADENCE_SCREENSHOT_DIR", os.path.join(HERE, "..", "docs", "screenshots"))
USER = {"username": "maya", "password": "screenshot-pass", "timeZone": "UTC"}
DAYS = 70

# (preset, body overrides, chance of meeting the goal on a day, amount maker)
HABITS = [
    ("health.drinkWater", {}, 0.8, lambda rng: rng.choice([6, 8, 8, 9, 10])),
    ("health.meditate", {}, 0.7, lambda rng: rng.choice([10, 10, 12, 15, 20])),
    ("fitness.run", {"schedule": {"type": "timesPerWeek", "count": 3}}, 0.45, lambda rng: rng.choice([4, 5, 5, 6, 8])),
    ("health.vitamins", {}, 0.9, lambda rng: 1),
    ("learning.learnLanguage", {}, 0.6, lambda rng: rng.choice([15, 15, 20, 30])),
    ("health.dontSmoke", {}, 0.08, lambda rng: 1),  # quit habit: a check-in is a slip
]


def seed(api):
    try:
        api.call("POST", "/api/v1/auth/sign-up", USER, expect=(201,))
    except RuntimeError:
        api.call("POST", "/api/v1/auth/sign-in", {"username": USER["username"], "password": USER["password"]},
                 expect=(200,))
    today = datetime.date.fromisoformat(api.call("GET", "/api/v1/today")["date"])
    start = today - datetime.timedelta(days=DAYS)
    existing = {h.get("presetId"): h for h in api.call("GET", "/api/v1/habits")}
    rng = random.Random(20260301)
    detail_id = None
    for preset, overrides, chance, amount in HABITS:
        if preset in existing:
            habit = existing[preset]
            if detail_id is None:
                detail_id = habit["id"]
            continue
        body = {"presetId": preset, "startDate": start.isoformat(), **overrides}
        habit = api.call("POST", "/api/v1/habits", body, expect=(201,))
        if detail_id is None:
            detail_id = habit["id"]
        for offset in range(DAYS, -1, -1):
            day = start + datetime.timedelta(days=DAYS - offset)
            # Better lately: the chance grows over the ten weeks (a visible trend).
            p = chance * (0.75 + 0.35 * (DAYS - offset) / DAYS) if habit["kind"] == "build" else chance
            if day == today:
                if preset in ("health.vitamins", "health.drinkWater", "health.meditate"):
                    api.call("POST", f"/api/v1/habits/{habit['id']}/checkins", {"amount": amount(rng)})
                continue
            if rng.random() >= min(p, 0.97):
                continue
            hour = rng.choice([7, 7, 8, 12, 13, 18, 19, 21]) if preset != "health.vitamins" else 8
            check_in = {"date": day.isoformat(), "amount": amount(rng), "time": f"{hour:02d}:{rng.randrange(60):02d}"}
            api.call("POST", f"/api/v1/habits/{habit['id']}/checkins", check_in)
            if habit["kind"] == "build" and rng.random() < 0.5:
                api.call("PUT", f"/api/v1/habits/{habit['id']}/days/{day.isoformat()}",
                         {"difficulty": rng.choice([1, 2, 2, 3, 3, 4, 5])})
    return detail_id


def seed_life(api, today):
    """Thirty days of sleep, mood, steps and water, an account with a month of spending, a few
    to-dos and notes (docs/domain-rules.md §12), unless the account already has them."""
    if api.call("GET", "/api/v1/health"):
        return
    rng = random.Random(20261125)
    for back in range(29, -1, -1):
        day = (today - datetime.timedelta(days=back)).isoformat()
        api.call("POST", "/api/v1/health", {"type": "sleep", "value": rng.choice([6, 6.5, 7, 7.5, 7.5, 8, 8.5]), "date": day})
        api.call("POST", "/api/v1/health", {"type": "mood", "value": rng.choice([3, 3, 4, 4, 4, 5]), "date": day})
        api.call("POST", "/api/v1/health", {"type": "steps", "value": rng.randrange(3000, 13000), "date": day})
        if back < 3:
            api.call("POST", "/api/v1/health", {"type": "water", "value": 250 * rng.randrange(3, 8), "unit": "mL", "date": day})
    account = api.call("POST", "/api/v1/accounts", {"name": "Everyday", "currency": "EUR", "type": "checking",
                                                      "opening": "1200.00"}, expect=(201,))
    api.call("POST", "/api/v1/accounts", {"name": "Travel yen", "currency": "JPY", "type": "cash", "opening": "25000"},
             expect=(201,))
    for back in range(28, -1, -2):
        day = (today - datetime.timedelta(days=back)).isoformat()
        amount = f"-{rng.randrange(4, 60)}.{rng.randrange(0, 100):02d}"
        api.call("POST", f"/api/v1/accounts/{account['id']}/transactions",
                 {"amount": amount, "date": day, "note": rng.choice(["Groceries", "Lunch", "Bus", "Books"])}, expect=(201,))
    api.call("POST", f"/api/v1/accounts/{account['id']}/transactions",
             {"amount": "850.00", "date": (today - datetime.timedelta(days=14)).isoformat(), "note": "Salary"}, expect=(201,))
    for title, due, repeat in [("Water the plants", 0, "every 3 days"), ("Pay rent", 5, "monthly"), ("Call Grandma", -1, None)]:
        body = {"title": title, "due": (today + datetime.timedelta(days=due)).isoformat()}
        if repeat:
            body["repeat"] = repeat
        api.call("POST", "/api/v1/todos", body, expect=(201,))
    api.call("POST", "/api/v1/notes", {"title": "Packing list", "pinned": True,
                                       "content": "# Hike\n\n- **boots**\n- map and water"}, expect=(201,))
    api.call("POST", "/api/v1/notes", {"title": "Books to read", "content": "- _Atomic Habits_\n- The Overstory"},
             expect=(201,))


def full_page(driver, width, height, scale, mobile, path):
    """Renders at `width` CSS pixels, grows the viewport to the document's height, saves a PNG."""
    metrics = {"width": width, "height": height, "deviceScaleFactor": scale, "mobile": mobile}
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", metrics)
    driver.refresh()
    WebDriverWait(driver, 30).until(EC.presence_of_element_located((By.CSS_SELECTOR, "nav#main-nav")))
    WebDriverWait(driver, 30).until(lambda d: d.execute_script("return document.readyState") == "complete")
    total = driver.execute_script(
        "return Math.max(document.documentElement.scrollHeight, document.body.scrollHeight)")
    metrics["height"] = max(height, int(total))
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", metrics)
    driver.execute_script("window.scrollTo(0, 0)")
    driver.save_screenshot(path)
    driver.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})
    print(f"saved {os.path.relpath(path)} ({width}x{metrics['height']} CSS px)")


def more_menu(driver, base):
    """The phone's bottom tab bar with More open (docs/web.md "Navigation"), one screen tall."""
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                           {"width": 390, "height": 844, "deviceScaleFactor": 2, "mobile": True})
    driver.get(base + "/today")
    WebDriverWait(driver, 30).until(EC.visibility_of_element_located((By.ID, "tab-more-button"))).click()
    WebDriverWait(driver, 10).until(EC.visibility_of_element_located((By.ID, "more-menu")))
    path = os.path.join(OUT, "more-phone.png")
    driver.save_screenshot(path)
    driver.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})
    print(f"saved {os.path.relpath(path)} (390x844 CSS px, More open)")


def offline_today(api, base):
    """Today on a phone with the network gone: the service worker's copy, the offline mark and
    one check-in waiting (docs/web.md "Installable and offline")."""
    target = urllib.parse.urlparse(base)
    proxy = SwitchableProxy(target.hostname, target.port)
    driver = make_driver(javascript=True, width=390, height=844)
    try:
        driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                               {"width": 390, "height": 844, "deviceScaleFactor": 2, "mobile": True})
        driver.get(proxy.url() + "/healthz")
        driver.add_cookie({"name": "cadence_session", "value": api.session_value(), "path": "/", "httpOnly": True,
                           "sameSite": "Lax"})
        driver.get(proxy.url() + "/today")
        WebDriverWait(driver, 30).until(lambda d: d.execute_script("return !!navigator.serviceWorker.controller"))
        driver.get(proxy.url() + "/today")
        WebDriverWait(driver, 30).until(EC.presence_of_element_located((By.CSS_SELECTOR, "#habit-grid li.tile")))
        driver.execute_cdp_cmd("Network.enable", {})
        driver.execute_cdp_cmd("Network.emulateNetworkConditions",
                               {"offline": True, "latency": 0, "downloadThroughput": -1, "uploadThroughput": -1})
        proxy.down()
        driver.get(proxy.url() + "/today")
        WebDriverWait(driver, 30).until(EC.presence_of_element_located((By.ID, "offline-mark")))
        # Today's tiles share one form (#today-form); a tile's button submits it with check-in=<id>.
        open_tiles = driver.find_elements(By.CSS_SELECTOR, "#habit-grid li.tile[data-complete='false'] button.tile-button")
        if open_tiles:
            driver.execute_script("arguments[0].form.requestSubmit(arguments[0]);", open_tiles[0])
            WebDriverWait(driver, 10).until(
                lambda d: d.find_element(By.ID, "offline-mark").get_attribute("data-waiting") == "1")
        path = os.path.join(OUT, "offline-phone.png")
        driver.save_screenshot(path)
        print(f"saved {os.path.relpath(path)} (390x844 CSS px, offline)")
        driver.execute_script("localStorage.removeItem('cadence-check-in-queue')")
    finally:
        proxy.stop()
        driver.quit()


def languages(api, driver, base, detail_id):
    """Today in German and a habit's page in Arabic on a phone (docs/domain-rules.md §23): the
    account's language set through `PATCH /api/v1/settings`, then back to following the browser."""
    try:
        for locale, name, path in [("de", "today-de", "/today"), ("ar", "detail-ar", f"/habits/{detail_id}")]:
            api.call("PATCH", "/api/v1/settings", {"locale": locale}, expect=(200,))
            driver.get(base + path)
            full_page(driver, 390, 844, 2, True, os.path.join(OUT, f"{name}-phone.png"))
    finally:
        api.call("PATCH", "/api/v1/settings", {"locale": None}, expect=(200,))


def main():
    only_languages = sys.argv[1:] == ["languages"]
    base = base_url()
    api = APIClient(base)
    detail_id = seed(api)
    seed_life(api, datetime.date.fromisoformat(api.call("GET", "/api/v1/today")["date"]))
    os.makedirs(OUT, exist_ok=True)
    driver = make_driver(javascript=True)
    try:
        driver.get(base + "/healthz")
        driver.add_cookie({"name": "cadence_session", "value": api.session_value(), "path": "/",
                           "httpOnly": True, "sameSite": "Lax"})
        if only_languages:
            languages(api, driver, base, detail_id)
            return 0
        pages = [("home", "/"), ("today", "/today"), ("health", "/health"), ("detail", f"/habits/{detail_id}")]
        for name, path in pages:
            driver.get(base + path)
            full_page(driver, 390, 844, 2, True, os.path.join(OUT, f"{name}-phone.png"))
            full_page(driver, 1280, 900, 1, False, os.path.join(OUT, f"{name}-desktop.png"))
        more_menu(driver, base)
        languages(api, driver, base, detail_id)
    finally:
        driver.quit()
    offline_today(api, base)
    return 0


if __name__ == "__main__":
    sys.exit(main())
