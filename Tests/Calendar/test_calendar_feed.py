"""The calendar feed read by a real iCalendar parser (docs/domain-rules.md §9 "Calendar feed").

Against a fresh `cadence serve` (scripts/with-cadence-server.sh sets CADENCE_BASE_URL): signs up,
makes habits with reminders, asks for a feed URL, fetches it without credentials, parses it with
PyPI's `icalendar`, and checks every event against /api/v1/reminders/due for the same span —
one event per planned firing, at the planner's instant, with a stable UID, an alarm exactly when
the firing is not cancelled — and that a refresh keeps the UIDs and a revoked URL is gone.
After the 14 days, each reminder of a fixed schedule is one recurring event (docs/domain-rules.md
§17 The calendar feed's recurring events): its RRULE (`BYMONTHDAY=1,15,-1`,
`BYDAY=2TU`, `INTERVAL=2;BYDAY=MO,TH`, …) with its EXDATEs, expanded by python-dateutil, gives
exactly the planner's firings from its DTSTART through its UNTIL, across DST changes and a pause.
"""

import datetime
import json
import os
import sys
import urllib.error
import urllib.request

import icalendar
from dateutil import rrule as dateutil_rrule

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

    schedules = {
        "Pay bills": ({"type": "daysOfMonth", "days": [1, 15, -1]}, "FREQ=MONTHLY;BYMONTHDAY=1,15,-1"),
        "Board meeting": ({"type": "nthWeekday", "week": 2, "weekday": "tue"}, "FREQ=MONTHLY;BYDAY=2TU"),
        "Last Friday review": ({"type": "nthWeekday", "week": -1, "weekday": "fri"}, "FREQ=MONTHLY;BYDAY=-1FR"),
        "Fortnight run": ({"type": "everyNWeeks", "weeks": 2, "weekdays": ["mon", "thu"]},
                          "FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,TH;WKST=MO"),
    }
    ids = {}
    for name, (schedule, _) in schedules.items():
        made_habit, _ = call("POST", "/api/v1/habits", {"name": name, "schedule": schedule, "reminders": [{"time": "08:15"}]},
                             token=token, expect=201)
        ids[name] = json.loads(made_habit)["id"]
    today = datetime.datetime.now(datetime.timezone.utc).date()
    pause = {"from": str(today + datetime.timedelta(days=40)), "to": str(today + datetime.timedelta(days=70)),
             "habitIds": [ids["Fortnight run"], ids["Pay bills"]]}
    call("POST", "/api/v1/pauses", pause, token=token, expect=201)

    made, _ = call("POST", "/api/v1/calendar-feed", token=token, expect=201)
    url = json.loads(made)["url"]
    text, content_type = call("GET", url)
    assert content_type.startswith("text/calendar"), content_type
    calendar = icalendar.Calendar.from_ical(text)
    everything = [component for component in calendar.walk("VEVENT")]
    events = [event for event in everything if "RRULE" not in event]
    series = [event for event in everything if "RRULE" in event]

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

    checked = check_series(series, events, schedules, text.replace("\r\n ", ""), token)

    refreshed, _ = call("GET", url)
    refreshed_uids = {str(e["UID"]) for e in icalendar.Calendar.from_ical(refreshed).walk("VEVENT")}
    assert refreshed_uids == set(by_uid) | {str(e["UID"]) for e in series}, "stable UIDs"
    call("DELETE", "/api/v1/calendar-feed", token=token, expect=204)
    call("GET", url, expect=404)
    print(f"calendar feed: {len(events)} events parsed by icalendar {icalendar.__version__}, equal to the planner's firings;"
          f" {len(series)} recurring events expanded to {checked} firings, equal to the planner's")


def check_series(series, singles, schedules, unfolded, token):
    """Each recurring event, expanded, is exactly the planner's firings of its reminder over its span."""
    names = {str(event["SUMMARY"]) for event in series}
    assert set(schedules) <= names, names
    last_single = max(event.decoded("DTSTART") for event in singles)
    checked = 0
    excluded_any = False
    for event in series:
        uid = str(event["UID"])
        assert uid.startswith("cadence-series-") and uid.endswith("@cadence"), uid
        rule = event["RRULE"].to_ical().decode()
        name = str(event["SUMMARY"])
        written = unfolded.split("UID:" + uid + "\r\n", 1)[1].split("END:VEVENT", 1)[0]
        if name in schedules:
            assert "\r\nRRULE:" + schedules[name][1] + ";UNTIL=" in written, (name, written)
        start = event.decoded("DTSTART")
        assert start > last_single - datetime.timedelta(days=1), (name, start, last_single)
        assert str(event["DTSTART"].params.get("TZID")) == "Europe/Paris", event["DTSTART"].params
        excluded = set()
        exdates = event.get("EXDATE")
        for group in (exdates if isinstance(exdates, list) else [exdates] if exdates is not None else []):
            for value in group.dts:
                excluded.add(iso(value.dt))
        excluded_any = excluded_any or bool(excluded)
        occurrences = [iso(moment) for moment in dateutil_rrule.rrulestr(rule, dtstart=start)]
        expanded = [moment for moment in occurrences if moment not in excluded]
        assert excluded <= set(occurrences), (name, sorted(excluded - set(occurrences))[:3])
        reminder_id = int(uid[len("cadence-series-"):-len("@cadence")])
        until = event["RRULE"]["UNTIL"][0]
        to = until + datetime.timedelta(seconds=1)
        due_text, _ = call("GET", "/api/v1/reminders/due?from=" + urlquote(iso(start)) + "&to=" + urlquote(iso(to)), token=token)
        planned = [firing["at"] for firing in json.loads(due_text) if firing["reminderId"] == reminder_id]
        assert expanded == planned, (name, rule, [m for m in expanded if m not in planned][:3], [m for m in planned if m not in expanded][:3])
        assert len(planned) > 5, (name, len(planned))
        checked += len(planned)
    assert excluded_any, "the pause shows as EXDATEs"
    return checked


def iso(instant):
    return instant.astimezone(datetime.timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ")


def urlquote(text):
    return urllib.request.quote(text, safe="")


if __name__ == "__main__":
    main()
    sys.exit(0)
