"""Shared helpers for Cadence's browser tests and screenshots.

Chromium and its driver come from Debian's packages (`chromium`, `chromium-driver`); selenium
is given both binaries explicitly so that it never tries to download a browser or a driver.
"""

import datetime
import http.cookiejar
import json
import os
import re
import time
import urllib.error
import urllib.request

from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.remote.webelement import WebElement

CHROMIUM = os.environ.get("CADENCE_CHROMIUM", "/usr/bin/chromium")
CHROMEDRIVER = os.environ.get("CADENCE_CHROMEDRIVER", "/usr/bin/chromedriver")
FAILURE_DIR = os.environ.get("CADENCE_BROWSER_FAILURES", "/tmp/cadence-browser-failures")


def base_url():
    """The server under test, from CADENCE_BASE_URL (set by scripts/browser-test.sh)."""
    url = os.environ.get("CADENCE_BASE_URL")
    if not url:
        raise RuntimeError("CADENCE_BASE_URL is not set: run the tests through scripts/browser-test.sh")
    return url.rstrip("/")


# Whether the element is out of sight or under the phone's fixed bottom tab bar (docs/web.md
# "Navigation"): chromedriver scrolls a control just into the window, to its bottom edge, which
# is where the bar is, and would tap the bar instead.
COVERED = """
const element = arguments[0], bar = document.getElementById('tab-bar');
if (!bar || bar.getBoundingClientRect().height === 0 || bar.contains(element)) return false;
const box = element.getBoundingClientRect();
if (box.width === 0 && box.height === 0) return false;
return box.top < 0 || box.bottom > bar.getBoundingClientRect().top;
"""
_plain_click = WebElement.click


def _click_clear_of_the_tab_bar(element):
    """Clicks as a person taps: a control under the tab bar is first scrolled up into view."""
    try:
        if element.parent.execute_script(COVERED, element):
            element.parent.execute_script("arguments[0].scrollIntoView({block: 'center', inline: 'nearest'})", element)
    except Exception:  # noqa: BLE001 - a page without script, or one being replaced: click as it is
        pass
    return _plain_click(element)


WebElement.click = _click_clear_of_the_tab_bar


def make_driver(javascript=True, width=1280, height=900):
    """A headless Chromium driven through Debian's chromedriver."""
    options = webdriver.ChromeOptions()
    options.binary_location = CHROMIUM
    for argument in (
        "--headless=new",
        "--no-sandbox",
        "--disable-dev-shm-usage",
        "--disable-gpu",
        "--no-first-run",
        "--no-default-browser-check",
        "--disable-extensions",
        "--lang=en-US",
        f"--window-size={width},{height}",
    ):
        options.add_argument(argument)
    prefs = {"credentials_enable_service": False, "profile.password_manager_enabled": False}
    if not javascript:
        prefs["profile.managed_default_content_settings.javascript"] = 2
    options.add_experimental_option("prefs", prefs)
    # Leave alerts open so that a test can see one (an escaped name must never raise one).
    options.set_capability("unhandledPromptBehavior", "ignore")
    service = Service(executable_path=CHROMEDRIVER)
    driver = webdriver.Chrome(service=service, options=options)
    driver.set_page_load_timeout(60)
    return driver


def sign_in_driver(driver, base, api, skip_onboarding=True):
    """The API client's session in the browser (the `cadence_session` cookie), then, unless told
    otherwise, past the habit offer a new account sees first (docs/web.md "Onboarding")."""
    driver.get(base + "/healthz")
    driver.add_cookie({"name": "cadence_session", "value": api.session_value(), "path": "/",
                       "httpOnly": True, "sameSite": "Lax"})
    if skip_onboarding:
        driver.get(base + "/")
        skip = driver.find_elements("css selector", "#skip-onboarding")
        if skip:
            skip[0].click()
            # The skip is a form post: wait until its answer has left the offer (at most 10 s), or
            # the test's next page could be replaced by the post's redirect.
            deadline = time.monotonic() + 10
            while "/welcome" in driver.current_url and time.monotonic() < deadline:
                time.sleep(0.05)


def quit_driver(driver):
    """Closes a test class's browser; a browser that is already gone is not a failure."""
    try:
        driver.quit()
    except Exception:
        pass


def save_failure(driver, name):
    """Saves a screenshot and the page source of `driver`; returns their paths."""
    os.makedirs(FAILURE_DIR, exist_ok=True)
    stamp = datetime.datetime.now().strftime("%Y%m%d-%H%M%S")
    safe = re.sub(r"[^A-Za-z0-9_.-]+", "_", name)
    png = os.path.join(FAILURE_DIR, f"{stamp}-{safe}.png")
    html = os.path.join(FAILURE_DIR, f"{stamp}-{safe}.html")
    paths = []
    try:
        try:
            alert = driver.switch_to.alert
            text = alert.text
            alert.dismiss()
            with open(os.path.join(FAILURE_DIR, f"{stamp}-{safe}.alert.txt"), "w") as handle:
                handle.write(text)
        except Exception:
            pass
        driver.save_screenshot(png)
        paths.append(png)
    except Exception as error:  # the browser may be gone
        print(f"  (no screenshot for {name}: {error})")
    try:
        with open(html, "w", encoding="utf-8") as handle:
            handle.write(f"<!-- URL: {driver.current_url} -->\n")
            handle.write(driver.page_source)
        paths.append(html)
    except Exception as error:
        print(f"  (no page source for {name}: {error})")
    return paths


# --- plain HTTP (no browser) -------------------------------------------------------------


class NoRedirect(urllib.request.HTTPRedirectHandler):
    def redirect_request(self, req, fp, code, msg, headers, newurl):
        return None


def http_request(url, method="GET", body=None, cookie=None, headers=None, follow_redirects=True):
    """One request with urllib; returns (status, headers, body bytes) for any status."""
    data = None
    all_headers = {"Accept": "application/json"}
    if body is not None:
        data = json.dumps(body).encode()
        all_headers["Content-Type"] = "application/json"
    if cookie:
        all_headers["Cookie"] = cookie
    all_headers.update(headers or {})
    request = urllib.request.Request(url, data=data, method=method, headers=all_headers)
    handlers = [] if follow_redirects else [NoRedirect()]
    opener = urllib.request.build_opener(*handlers)
    try:
        with opener.open(request, timeout=30) as response:
            return response.status, response.headers, response.read()
    except urllib.error.HTTPError as error:
        return error.code, error.headers, error.read()


def session_cookie_header(driver):
    """The browser's cookies as one Cookie header, to ask the server outside the browser."""
    return "; ".join(f"{c['name']}={c['value']}" for c in driver.get_cookies())


def server_today(driver):
    """The signed-in user's today (their time zone and day start) from GET /api/v1/today."""
    status, _, body = http_request(base_url() + "/api/v1/today", cookie=session_cookie_header(driver))
    if status != 200:
        raise AssertionError(f"GET /api/v1/today answered {status}: {body[:300]!r}")
    return datetime.date.fromisoformat(json.loads(body)["date"])


class APIClient:
    """The REST API with a session cookie (from sign-up or sign-in), for seeding data."""

    def __init__(self, base):
        self.base = base.rstrip("/")
        self.cookie = None

    def call(self, method, path, body=None, expect=(200, 201, 204)):
        status, headers, data = http_request(self.base + path, method=method, body=body, cookie=self.cookie)
        if status not in expect:
            raise RuntimeError(f"{method} {path} answered {status}: {data[:500].decode(errors='replace')}")
        set_cookie = headers.get_all("Set-Cookie") or []
        for line in set_cookie:
            match = re.match(r"\s*cadence_session=([^;]*)", line)
            if match:
                self.cookie = f"cadence_session={match.group(1)}"
        return json.loads(data) if data else None

    def session_value(self):
        return self.cookie.split("=", 1)[1] if self.cookie else None


def sign_up_two(base, first, second):
    """Two accounts on a fresh server (the partner tests): the first signs up (the owner), opens sign-ups,
    then the second signs up. Returns their API clients."""
    first_api = APIClient(base)
    first_api.call("POST", "/api/v1/auth/sign-up", first, expect=(201,))
    first_api.call("PATCH", "/api/v1/server/settings", {"signUpsOpen": True}, expect=(200,))
    second_api = APIClient(base)
    second_api.call("POST", "/api/v1/auth/sign-up", second, expect=(201,))
    return first_api, second_api
