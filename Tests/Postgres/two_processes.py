#!/usr/bin/env python3
"""Two `cadence serve` processes on one PostgreSQL database, written to at once.

Run by scripts/postgres-two-process.sh, which starts the two servers (A and B) on a fresh
schema and passes their base URLs:

    python3 Tests/Postgres/two_processes.py --a http://127.0.0.1:PA --b http://127.0.0.1:PB

It proves, through the REST API only (docs/api.md):

1. accounts: the first account signed up on A, and a personal API token made on A, both work
   on B (the session and token live in the database, not in a process);
2. concurrency: 8 client threads (bounded in time and count) add check-ins to three daily
   yes/no habits of that one user, alternating between A and B, each request with its own
   `clientId` (docs/domain-rules.md §3 "Client ids"); a 409 `concurrentChange` is a refusal
   (nothing recorded), any 5xx or other answer is a failure;
3. afterwards (a) every acknowledged check-in exists exactly once and nothing else does, per
   habit and day, listed identically by A and B; (b) perfect days (docs/domain-rules.md §6) are
   exactly the days on which all three habits were checked in, each awarded 50 XP once, and the
   XP ledger (GET /api/v1/export, `xp`) sums to the total that GET /api/v1/progress reports on
   A and on B; (c) after each of a few sequential writes, alternating A and B, GET
   /api/v1/today (and /progress) answer the same JSON on A and on B — no stale cached answer.

Python 3 standard library only. Exits 0 when everything holds, 1 with the list of failures.
"""

import argparse
import collections
import http.client
import json
import random
import sys
import threading
import time
import urllib.parse
import uuid
from datetime import date, timedelta

PASSWORD = "two processes, one database"


class Failure(Exception):
    pass


class Response:
    def __init__(self, status, headers, body):
        self.status = status
        self.headers = headers
        self.body = body

    def json(self):
        try:
            return json.loads(self.body.decode("utf-8")) if self.body else None
        except ValueError as error:
            raise Failure(f"answer is not JSON ({error}): {self.body[:300]!r}")

    def header(self, name):
        for key, value in self.headers:
            if key.lower() == name.lower():
                return value
        return None

    def all_headers(self, name):
        return [value for key, value in self.headers if key.lower() == name.lower()]


def request(base, method, path, body=None, token=None, cookie=None, origin=None, headers=None, timeout=30.0):
    """One HTTP request on a fresh connection; transport errors raise OSError/HTTPException."""
    parts = urllib.parse.urlsplit(base)
    if parts.hostname != "127.0.0.1":
        raise Failure(f"refusing to talk to {parts.hostname}: 127.0.0.1 only")
    connection = http.client.HTTPConnection(parts.hostname, parts.port, timeout=timeout)
    try:
        sent = dict(headers or {})
        data = None
        if body is not None:
            data = json.dumps(body).encode("utf-8")
            sent["Content-Type"] = "application/json"
        if token:
            sent["Authorization"] = f"Bearer {token}"
        if cookie:
            sent["Cookie"] = cookie
        if origin:
            sent["Origin"] = origin
        connection.request(method, path, body=data, headers=sent)
        answer = connection.getresponse()
        return Response(answer.status, answer.getheaders(), answer.read())
    finally:
        connection.close()


def expect(response, statuses, what):
    if response.status not in statuses:
        raise Failure(f"{what}: HTTP {response.status}, expected {sorted(statuses)}: {response.body[:500]!r}")
    return response


class Client:
    """The signed-in user's view of one server process."""

    def __init__(self, name, base, token):
        self.name = name
        self.base = base.rstrip("/")
        self.token = token

    def get(self, path, what=None):
        return expect(request(self.base, "GET", path, token=self.token), {200}, what or f"GET {path} on {self.name}").json()

    def get_raw(self, path):
        return expect(request(self.base, "GET", path, token=self.token), {200}, f"GET {path} on {self.name}")


def wait_healthy(base, name, seconds=30.0):
    deadline = time.monotonic() + seconds
    last = None
    while time.monotonic() < deadline:
        try:
            answer = request(base, "GET", "/healthz", timeout=5)
            if answer.status == 200:
                return
            last = f"HTTP {answer.status}"
        except (OSError, http.client.HTTPException) as error:
            last = repr(error)
        time.sleep(0.2)
    raise Failure(f"process {name} at {base} is not healthy after {seconds:.0f} s: {last}")


def session_cookie(response):
    for value in response.all_headers("Set-Cookie"):
        first = value.split(";", 1)[0].strip()
        if first.startswith("cadence_session="):
            return first
    raise Failure(f"sign-up set no cadence_session cookie: {response.headers}")


# ---------------------------------------------------------------------------------------------
# 1. Accounts across processes


def accounts(a_base, b_base, username):
    signed_up = expect(
        request(a_base, "POST", "/api/v1/auth/sign-up",
                body={"username": username, "password": PASSWORD, "timeZone": "UTC"}, timeout=60),
        {200, 201}, "sign-up on A")
    account = signed_up.json()
    if account.get("role") != "owner":
        raise Failure(f"the first account is not the owner: {account}")
    cookie = session_cookie(signed_up)

    made = expect(request(a_base, "POST", "/api/v1/tokens", body={"name": "two-processes"}, cookie=cookie,
                          origin=a_base), {200, 201}, "POST /api/v1/tokens on A (session cookie)").json()
    token = made.get("secret")
    if not isinstance(token, str) or not token.startswith("cad_"):
        raise Failure(f"POST /api/v1/tokens answered no cad_… secret: {made}")

    # B has never seen this session or token: both must work there (they are in the database).
    for what, kwargs in (("session cookie", {"cookie": cookie}), ("API token", {"token": token})):
        seen = expect(request(b_base, "GET", "/api/v1/account", **kwargs), {200}, f"GET /api/v1/account on B with the {what}").json()
        if seen.get("username", "").lower() != username.lower():
            raise Failure(f"B answered another account for the {what}: {seen}")
        habits = expect(request(b_base, "GET", "/api/v1/habits", **kwargs), {200}, f"GET /api/v1/habits on B with the {what}").json()
        if not isinstance(habits, list):
            raise Failure(f"GET /api/v1/habits on B with the {what} is not a list: {habits}")
    # Control: B does check credentials.
    for what, kwargs in (("no credentials", {}), ("a made-up token", {"token": "cad_" + "x" * 43})):
        answer = request(b_base, "GET", "/api/v1/habits", **kwargs)
        if answer.status != 401:
            raise Failure(f"GET /api/v1/habits on B with {what}: HTTP {answer.status}, expected 401")
    return cookie, token


def shared_sign_in_limit(a_base, b_base, username):
    """docs/deploy.md "What is shared and what is per process": 10 failed sign-ins per account and
    address in 15 minutes, counted in the database — 5 failures on A and 5 on B use up the limit,
    so the next attempt is refused with 429 by either process (per-process counters would allow 20)."""
    for attempt in range(10):
        base = a_base if attempt % 2 == 0 else b_base
        answer = request(base, "POST", "/api/v1/auth/sign-in", body={"username": username, "password": "wrong " * 3})
        if answer.status != 401:
            raise Failure(f"failed sign-in {attempt + 1} answered HTTP {answer.status}, expected 401")
    for name, base in (("A", a_base), ("B", b_base)):
        answer = request(base, "POST", "/api/v1/auth/sign-in", body={"username": username, "password": "wrong " * 3})
        if answer.status != 429 or not answer.header("Retry-After"):
            raise Failure(f"the 11th failed sign-in on {name} answered HTTP {answer.status}, expected 429 with Retry-After")


# ---------------------------------------------------------------------------------------------
# 2. Concurrent check-ins


class Tally:
    def __init__(self):
        self.lock = threading.Lock()
        self.acked = {}  # clientId -> (habit id, day, [entry ids], process)
        self.requests = collections.Counter()  # process -> requests sent (retries included)
        self.acknowledged = collections.Counter()
        self.refused = collections.Counter()
        self.refusal_codes = collections.Counter()
        self.retries = collections.Counter()
        self.repeats = collections.Counter()
        self.failures = []
        self.slowest = 0.0


def problem_code(response):
    try:
        return (json.loads(response.body.decode("utf-8")) or {}).get("code")
    except ValueError:
        return None


def post_check_in(client, habit, day, client_id, tally):
    """One acknowledged-or-refused check-in, retried with the same clientId if the answer is lost."""
    body = {"date": day, "clientId": client_id}
    path = f"/api/v1/habits/{habit}/checkins"
    answer = None
    error = None
    for attempt in range(3):  # a lost answer is retried with the same clientId: never twice recorded
        started = time.monotonic()
        with tally.lock:
            tally.requests[client.name] += 1
            if attempt:
                tally.retries[client.name] += 1
        try:
            answer = request(client.base, "POST", path, body=body, token=client.token, timeout=45)
            error = None
        except (OSError, http.client.HTTPException) as caught:
            answer, error = None, caught
        with tally.lock:
            tally.slowest = max(tally.slowest, time.monotonic() - started)
        if answer is not None:
            break
        time.sleep(0.2)
    with tally.lock:
        if answer is None:
            tally.failures.append(f"{client.name}: POST {path} {client_id}: no answer after 3 tries: {error!r}")
            return
        if answer.status in (200, 201):
            try:
                entries = json.loads(answer.body.decode("utf-8"))
            except ValueError:
                tally.failures.append(f"{client.name}: POST {path}: HTTP {answer.status} with a body that is not JSON")
                return
            if answer.status == 200:
                tally.repeats[client.name] += 1
                if client_id in tally.acked:
                    return
            ids = [entry.get("id") for entry in entries] if isinstance(entries, list) else []
            if len(ids) != 1 or not all(isinstance(i, int) for i in ids) or any(e.get("date") != day for e in entries):
                tally.failures.append(
                    f"{client.name}: POST {path} {body}: HTTP {answer.status} answered {entries!r}, expected one entry on {day}")
                return
            tally.acked[client_id] = (habit, day, ids, client.name)
            tally.acknowledged[client.name] += 1
        elif answer.status == 409 and problem_code(answer) == "concurrentChange":
            tally.refused[client.name] += 1
            tally.refusal_codes[problem_code(answer)] += 1
        elif answer.status >= 500:
            tally.failures.append(f"{client.name}: POST {path} {body}: HTTP {answer.status} (server error): {answer.body[:400]!r}")
        else:
            tally.failures.append(f"{client.name}: POST {path} {body}: unexpected HTTP {answer.status}: {answer.body[:400]!r}")


def writer(index, clients, habits, days, deadline, max_requests, tally, seed):
    rng = random.Random(seed * 1000 + index)
    for k in range(max_requests):
        if time.monotonic() >= deadline:
            return
        with tally.lock:
            if len(tally.failures) >= 20:
                return
        client = clients[(index + k) % 2]  # alternate A/B, threads out of phase
        post_check_in(client, rng.choice(habits), rng.choice(days), f"w{index}-{k}-{uuid.uuid4().hex[:12]}", tally)


def race(clients, habits, race_days, threads, tally):
    """For each day: the first habits checked in one by one, then the last one by every thread at
    once, half on A and half on B — the moment the day becomes perfect, decided by both processes."""
    for day in race_days:
        for number, habit in enumerate(habits[:-1]):
            post_check_in(clients[number % 2], habit, day, f"r-{day}-{habit}-{uuid.uuid4().hex[:12]}", tally)
        barrier = threading.Barrier(threads, timeout=30)

        def last(index):
            try:
                barrier.wait()
            except threading.BrokenBarrierError:
                pass
            post_check_in(clients[index % 2], habits[-1], day, f"r-{day}-{index}-{uuid.uuid4().hex[:12]}", tally)

        racers = [threading.Thread(target=last, args=(i,), daemon=True) for i in range(threads)]
        for racer in racers:
            racer.start()
        for racer in racers:
            racer.join(timeout=150)
        if any(racer.is_alive() for racer in racers):
            tally.failures.append(f"race on {day}: a request did not finish in 150 s")
            return


def load(clients, habits, days, threads, seconds, max_requests, seed, tally):
    deadline = time.monotonic() + seconds
    workers = [threading.Thread(target=writer, daemon=True,
                                args=(i, clients, habits, days, deadline, max_requests, tally, seed))
               for i in range(threads)]
    started = time.monotonic()
    for worker in workers:
        worker.start()
    for worker in workers:
        # Each request may take up to 3 × 45 s in the worst case; never wait forever.
        worker.join(timeout=max(0.0, deadline + 150 - time.monotonic()))
    if any(worker.is_alive() for worker in workers):
        tally.failures.append("a writer thread did not finish in time (a request hangs)")
    return tally, time.monotonic() - started


# ---------------------------------------------------------------------------------------------
# 3. Verification


def list_check_ins(client, habit, first_day, last_day):
    """Every check-in of a habit in the range, following pages (bounded)."""
    entries = []
    total = None
    for page in range(200):
        query = urllib.parse.urlencode({"from": first_day, "to": last_day, "limit": 1000, "offset": len(entries)})
        answer = client.get_raw(f"/api/v1/habits/{habit}/checkins?{query}")
        total = int(answer.header("X-Total-Count") or -1)
        batch = answer.json()
        entries.extend(batch)
        if not batch or len(entries) >= total:
            break
    else:
        raise Failure(f"{client.name}: listing habit {habit}'s check-ins did not end after 200 pages")
    if total != len(entries):
        raise Failure(f"{client.name}: habit {habit}: X-Total-Count {total} but {len(entries)} check-ins listed")
    return entries


def verify_check_ins(clients, habits, first_day, today, tally, failures):
    """(a): every acknowledged check-in exactly once, nothing else; A and B list the same."""
    listed = {}
    for client in clients:
        listed[client.name] = {habit: list_check_ins(client, habit, first_day, today) for habit in habits}
    if listed["A"] != listed["B"]:
        failures.append("A and B list different check-ins")
    expected_ids = {}
    expected_counts = collections.Counter()
    for client_id, (habit, day, ids, _) in tally.acked.items():
        for entry_id in ids:
            if entry_id in expected_ids:
                failures.append(f"check-in id {entry_id} acknowledged twice ({expected_ids[entry_id]} and {client_id})")
            expected_ids[entry_id] = client_id
        expected_counts[(habit, day)] += len(ids)
    counts = collections.Counter()
    seen = collections.Counter()
    for habit, entries in listed["A"].items():
        for entry in entries:
            seen[entry["id"]] += 1
            counts[(habit, entry["date"])] += 1
            if entry["id"] not in expected_ids:
                failures.append(f"habit {habit}: check-in {entry['id']} on {entry['date']} exists but was never acknowledged")
    for entry_id, times in seen.items():
        if times > 1:
            failures.append(f"check-in {entry_id} listed {times} times")
    missing = sorted(set(expected_ids) - set(seen))
    if missing:
        failures.append(f"{len(missing)} acknowledged check-ins are missing, e.g. {missing[:10]}")
    for key in sorted(set(counts) | set(expected_counts)):
        if counts[key] != expected_counts[key]:
            failures.append(f"habit {key[0]} on {key[1]}: {counts[key]} check-ins stored, {expected_counts[key]} acknowledged")
    return counts


def verify_progress(clients, habits, days_checked, counts, failures, label):
    """(b): perfect days exactly where all habits are done, each awarded once; ledger sum = total."""
    a, b = clients
    document = a.get("/api/v1/export")
    ledger = document.get("xp")
    perfect = document.get("perfectDays")
    if not isinstance(ledger, list) or not isinstance(perfect, list):
        raise Failure(f"{label}: GET /api/v1/export has no xp ledger or perfectDays list")
    ledger_sum = sum(int(row["amount"]) for row in ledger)
    for client in clients:
        progress = client.get("/api/v1/progress")
        total = progress["xp"]["total"]
        if total != ledger_sum:
            failures.append(f"{label}: {client.name} reports {total} XP, the ledger sums to {ledger_sum}")
        streak = progress["globalStreak"]["perfectDays"]
        if streak != len(set(perfect)):
            failures.append(f"{label}: {client.name} counts {streak} perfect days, the export lists {len(set(perfect))}")
        for row in progress["transactions"]:
            if row not in [{"amount": r["amount"], "reason": r["reason"], "date": r["day"], "at": row["at"]} for r in ledger]:
                failures.append(f"{label}: {client.name}'s recent XP row {row} is not in the ledger")
                break
    if len(perfect) != len(set(perfect)):
        failures.append(f"{label}: a day appears twice among perfectDays: {sorted(perfect)}")
    expected = {day for day in days_checked if all(counts[(habit, day)] > 0 for habit in habits)}
    if set(perfect) != expected:
        failures.append(f"{label}: perfect days {sorted(set(perfect))}, expected the days with all habits done {sorted(expected)}")
    awards = collections.Counter(row["day"] for row in ledger if row["reason"] == "perfectDay")
    revokes = collections.Counter(row["day"] for row in ledger if row["reason"] == "perfectDayRevoked")
    for day in sorted(set(awards) | set(revokes) | set(perfect), key=str):
        net = awards[day] - revokes[day]
        if net != (1 if day in perfect else 0):
            failures.append(f"{label}: day {day}: {awards[day]} perfect-day awards and {revokes[day]} reversals "
                            f"({'perfect' if day in perfect else 'not perfect'})")
        for row in ledger:
            if row["day"] == day and row["reason"] in ("perfectDay", "perfectDayRevoked") and abs(row["amount"]) != 50:
                failures.append(f"{label}: day {day}: a perfect-day ledger entry of {row['amount']} XP")
    achievements = collections.Counter(row["achievementId"] for row in ledger if row["reason"] == "achievement")
    for achievement, times in achievements.items():
        if times != 1:
            failures.append(f"{label}: achievement {achievement} earned XP {times} times")
    unlocked = [row["id"] for row in document.get("achievements", [])]
    if len(unlocked) != len(set(unlocked)) or set(unlocked) != set(achievements):
        failures.append(f"{label}: achievements unlocked {sorted(unlocked)} but XP for {sorted(achievements)}")
    return {"xp": ledger_sum, "perfectDays": len(set(perfect)), "awards": sum(awards.values()),
            "reversals": sum(revokes.values()), "ledger": len(ledger)}


def same_on_both(clients, path, failures, label):
    a_answer = clients[0].get_raw(path)
    b_answer = clients[1].get_raw(path)
    if a_answer.body != b_answer.body:
        failures.append(f"{label}: GET {path} differs between A and B:\n  A: {a_answer.body[:600]!r}\n  B: {b_answer.body[:600]!r}")
    return a_answer.json()


def sequential(clients, habits, today, counts, failures):
    """(c): after each write, alternating processes, today and progress read the same on A and B."""
    a, b = clients
    steps = [
        (a, "POST", habits[0], +1), (b, "POST", habits[1], +1), (b, "POST", habits[0], +1),
        (a, "DELETE", habits[1], -1), (b, "DELETE", habits[0], -1), (a, "DELETE", habits[0], -1),
    ]
    for number, (client, method, habit, change) in enumerate(steps, 1):
        label = f"sequential write {number} ({method} on {client.name}, habit {habit})"
        # Read first on both, so that each process has a cached answer that the write must invalidate.
        same_on_both(clients, "/api/v1/today", failures, f"before {label}")
        same_on_both(clients, "/api/v1/progress", failures, f"before {label}")
        if method == "POST":
            body = {"date": today, "clientId": f"seq-{number}-{uuid.uuid4().hex[:12]}"}
            expect(request(client.base, "POST", f"/api/v1/habits/{habit}/checkins", body=body, token=client.token),
                   {201}, label)
        else:
            expect(request(client.base, "DELETE", f"/api/v1/habits/{habit}/days/{today}/last", token=client.token),
                   {200}, label)
        counts[(habit, today)] += change
        shown = same_on_both(clients, "/api/v1/today", failures, f"after {label}")
        same_on_both(clients, "/api/v1/progress", failures, f"after {label}")
        row = next((h for h in shown.get("habits", []) if h.get("id") == habit), None)
        if row is None or row.get("total") != counts[(habit, today)]:
            failures.append(f"after {label}: today shows {row and row.get('total')} for habit {habit}, "
                            f"expected {counts[(habit, today)]} (a stale answer?)")
    return len(steps)


# ---------------------------------------------------------------------------------------------


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--a", required=True, help="base URL of process A (http://127.0.0.1:PORT)")
    parser.add_argument("--b", required=True, help="base URL of process B (http://127.0.0.1:PORT)")
    parser.add_argument("--threads", type=int, default=8)
    parser.add_argument("--seconds", type=float, default=4.0, help="how long the writers run (at most 60)")
    parser.add_argument("--days", type=int, default=4, help="check-ins go to today and the days before (at most 30)")
    parser.add_argument("--race-days", type=int, default=6, help="days whose perfection is raced (at most 30)")
    parser.add_argument("--max-requests", type=int, default=2000, help="per thread")
    parser.add_argument("--seed", type=int, default=int(time.time()))
    options = parser.parse_args()
    if not (1 <= options.threads <= 64 and 0 < options.seconds <= 60 and 1 <= options.days <= 30
            and 1 <= options.max_requests <= 100000 and 0 <= options.race_days <= 30):
        parser.error("out of bounds: threads 1–64, seconds ≤ 60, days 1–30, race-days 0–30, max-requests ≤ 100000")

    failures = []
    wait_healthy(options.a, "A")
    wait_healthy(options.b, "B")
    username = f"two-proc-{uuid.uuid4().hex[:8]}"
    _, token = accounts(options.a, options.b, username)
    a, b = Client("A", options.a, token), Client("B", options.b, token)
    clients = (a, b)
    print(f"accounts: signed up {username} on A; its session cookie and API token work on B")

    today_text = a.get("/api/v1/today")["date"]
    today = date.fromisoformat(today_text)
    first_day = (today - timedelta(days=options.days + options.race_days + 2)).isoformat()
    days = [(today - timedelta(days=offset)).isoformat() for offset in range(options.days)]
    race_days = [(today - timedelta(days=options.days + 1 + offset)).isoformat() for offset in range(options.race_days)]
    habits = []
    for number in range(3):
        client = clients[number % 2]
        made = expect(request(client.base, "POST", "/api/v1/habits", token=token, body={
            "name": f"Two processes {number + 1}", "unit": "times", "target": 1, "schedule": {"type": "daily"},
            "startDate": first_day}), {201}, f"create habit {number + 1} on {client.name}").json()
        habits.append(made["id"])
    for client in clients:
        listed = sorted(h["id"] for h in client.get("/api/v1/habits"))
        if listed != sorted(habits):
            raise Failure(f"{client.name} lists habits {listed}, expected {sorted(habits)}")
    print(f"habits {habits} (daily, counted, target 1 time: a day may take more than one, docs/domain-rules.md §3) from {first_day}; check-ins on {days[-1]}…{days[0]}")

    tally = Tally()
    race(clients, habits, race_days, options.threads, tally)
    raced = sum(tally.requests.values())
    if race_days:
        print(f"race: on {len(race_days)} days ({race_days[-1]}…{race_days[0]}) the last habit checked in by "
              f"{options.threads} threads at once, half on A and half on B ({raced} requests)")
    _, elapsed = load(clients, habits, days, options.threads, options.seconds, options.max_requests, options.seed, tally)
    failures.extend(tally.failures)
    sent = sum(tally.requests.values())
    print(f"load: {options.threads} threads for {elapsed:.1f} s (seed {options.seed}); with the race: {sent} requests, "
          f"{sum(tally.acknowledged.values())} acknowledged, {sum(tally.refused.values())} refused (409 concurrentChange), "
          f"{sum(tally.retries.values())} retried, {len(tally.failures)} failed; slowest {tally.slowest * 1000:.0f} ms")
    for client in clients:
        name = client.name
        print(f"  process {name}: {tally.requests[name]} requests, {tally.acknowledged[name]} acknowledged, "
              f"{tally.refused[name]} refused, {tally.retries[name]} retried, {tally.repeats[name]} repeat answers")
    if not tally.acked:
        failures.append("no check-in was acknowledged")

    if a.get("/api/v1/today")["date"] != today_text:
        raise Failure("the day changed during the run (midnight UTC); run it again")

    counts = verify_check_ins(clients, habits, first_day, today_text, tally, failures)
    print(f"(a) check-ins: {sum(counts.values())} stored = {sum(len(v[2]) for v in tally.acked.values())} acknowledged, "
          f"per habit and day: " + ", ".join(f"{h}/{d[5:]}:{n}" for (h, d), n in sorted(counts.items())))
    all_days = [(date.fromisoformat(first_day) + timedelta(days=i)).isoformat()
                for i in range((today - date.fromisoformat(first_day)).days + 1)]
    summary = verify_progress(clients, habits, all_days, counts, failures, "after the load")
    print(f"(b) progress: {summary['perfectDays']} perfect days, {summary['awards']} awards, "
          f"{summary['reversals']} reversals, ledger of {summary['ledger']} entries sums to {summary['xp']} XP = total on A and B")
    writes = sequential(clients, habits, today_text, counts, failures)
    summary = verify_progress(clients, habits, all_days, counts, failures, "after the sequential writes")
    print(f"(c) {writes} sequential writes alternating A/B: today and progress read the same on A and B after each; "
          f"ledger now {summary['ledger']} entries, {summary['xp']} XP")

    shared_sign_in_limit(options.a, options.b, username)
    print("(d) sign-in limit shared: 5 failed sign-ins on A and 5 on B, then 429 on both")

    if failures:
        print(f"\nFAILED: {len(failures)} problem(s):", file=sys.stderr)
        for failure in failures[:50]:
            print(f"  - {failure}", file=sys.stderr)
        return 1
    print("two processes: OK")
    return 0


if __name__ == "__main__":
    try:
        sys.exit(main())
    except Failure as failure:
        print(f"FAILED: {failure}", file=sys.stderr)
        sys.exit(1)
    except (OSError, http.client.HTTPException) as error:
        print(f"FAILED: a request could not be made: {error!r}", file=sys.stderr)
        sys.exit(1)
