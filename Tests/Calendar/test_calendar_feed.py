"""The calendar feed read by a real iCalendar parser (docs/domain-rules.md §9 "Calendar feed").

Against a fresh `cadence serve` (scripts/with-cadence-server.sh sets CADENCE_BASE_URL): signs up,
makes habits with reminders, asks for a feed URL, fetches it without credentials, parses it with
PyPI's `icalendar`, and checks every event against /api/v1/reminders/due for the same span —
one event per planned firing, at the planner's instant, with a stable UID, an alarm exactly when
the firing is not cancelled — and that a refresh keeps the UIDs and a revoked URL is gone.
"""

import datetime
import json
import os
import sys
import urllib.error
import urllib.request

import icalendar

BASE = os.environ["CADENCE_BASE_URL"].rstrip("/")


def call(method, path, body=None, token=None, cookie=None, expect=200, headers_out=None):
    data = None if body is None else json.dumps(body).encode()
    request = urllib.request.Request(BASE + path, data=data, method=method)
    if body is not None:
        request.add_header("Content-Type", "application/json")
    if token:
        request.add_header("Authorization", f"Bearer {token}")
    if cookie:
        request.add_header("Cookie", f"cadence_session={cookie}")
    try:
        with urllib.request.urlopen(request, timeout=20) as response:
            status, text, headers = response.status, response.read().decode(), response.headers
    except urllib.error.HTTPError as error:
        status, text, headers = error.code, error.read().decode(), error.headers
    assert status == expect, f"{method} {path}: {status} {text}"
    if headers_out is not None:
        headers_out.append(headers)
    return text, headers.get("Content-Type", "")


def main():
    headers = []
    call("POST", "/api/v1/auth/sign-up", {"username": "ical", "password": "correct horse battery", "timeZone": "Europe/Paris"},
         expect=201, headers_out=headers)
    cookie = None
    for header in headers[0].get_all("Set-Cookie") or []:
        name, _, value = header.partition("=")
        if name == "cadence_session":
            cookie = value.split(";")[0]
    assert cookie, "sign-up sets a session cookie"
    token_text, _ = call("POST", "/api/v1/tokens", {"name": "ical"}, cookie=cookie, expect=201)
    token = json.loads(token_text)["secret"]

    read, _ = call("POST", "/api/v1/habits", {"name": "Read, \"daily\"", "reminders": [{"time": "21:00"}, {"time": "07:30"}]},
                   token=token, expect=201)
    read_id = json.loads(read)["id"]
    call("POST", "/api/v1/habits", {"name": "Run", "schedule": {"type": "weekdays", "days": [1, 3, 5]},
                                    "reminders": [{"time": "06:45"}]}, token=token, expect=201)

    made, _ = call("POST", "/api/v1/calendar-feed", token=token, expect=201)
    url = json.loads(made)["url"]
    text, content_type = call("GET", url)
    assert content_type.startswith("text/calendar"), content_type
    calendar = icalendar.Calendar.from_ical(text)
    events = [component for component in calendar.walk("VEVENT")]

    starts = [event.decoded("DTSTART") for event in events]
    first = min(starts)
    due_text, _ = call("GET", "/api/v1/reminders/due?from=" + urlquote(iso(first)) + "&to=" + urlquote(iso(first + datetime.timedelta(days=14))),
                       token=token)
    firings = json.loads(due_text)
    assert len(events) == len(firings) > 20, (len(events), len(firings))
    by_uid = {}
    for event, firing in zip(sorted(events, key=lambda e: (e.decoded("DTSTART"), str(e["UID"]))),
                             sorted(firings, key=lambda f: (f["at"], f"cadence-reminder-{f['reminderId']}-{f['day']}@cadence"))):
        uid = str(event["UID"])
        assert uid == f"cadence-reminder-{firing['reminderId']}-{firing['day']}@cadence", (uid, firing)
        assert iso(event.decoded("DTSTART")) == firing["at"], (event.decoded("DTSTART"), firing)
        alarms = list(event.walk("VALARM"))
        assert (len(alarms) == 0) == firing["cancelled"], (uid, firing)
        assert firing["habit"]["name"] in str(event["SUMMARY"]), (event["SUMMARY"], firing)
        by_uid[uid] = event

    refreshed, _ = call("GET", url)
    assert {str(e["UID"]) for e in icalendar.Calendar.from_ical(refreshed).walk("VEVENT")} == set(by_uid), "stable UIDs"
    call("DELETE", "/api/v1/calendar-feed", token=token, expect=204)
    call("GET", url, expect=404)
    print(f"calendar feed: {len(events)} events parsed by icalendar {icalendar.__version__}, equal to the planner's firings")


def iso(instant):
    return instant.astimezone(datetime.timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ")


def urlquote(text):
    return urllib.request.quote(text, safe="")


if __name__ == "__main__":
    main()
    sys.exit(0)
