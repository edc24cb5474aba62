"""What the crash harness's scenarios share (docs/robustness.md): failures, SQLite checks, the
`cadence` command, a served store, HTTP on 127.0.0.1, the check-in hammer and a generated Loop
backup. Standard library only."""

import argparse
import datetime
import json
import os
import random
import shutil
import signal
import sqlite3
import subprocess
import sys
import tempfile
import threading
import time
import urllib.error
import urllib.request


EPOCH = datetime.date(1970, 1, 1)
FAILURES = []


def fail(message):
    FAILURES.append(message)
    print("FAIL:", message, flush=True)


def ordinal(day):
    return (day - EPOCH).days


def integrity(db_path, label):
    """integrity_check and foreign_key_check on the store, read as a separate connection."""
    connection = sqlite3.connect(db_path, timeout=30)
    try:
        result = [row[0] for row in connection.execute("PRAGMA integrity_check")]
        if result != ["ok"]:
            fail(f"{label}: integrity_check: {result[:5]}")
        keys = connection.execute("PRAGMA foreign_key_check").fetchall()
        if keys:
            fail(f"{label}: foreign_key_check: {keys[:5]}")
    finally:
        connection.close()


def query(db_path, sql, arguments=()):
    connection = sqlite3.connect(db_path, timeout=30)
    try:
        return connection.execute(sql, arguments).fetchall()
    finally:
        connection.close()


class Cadence:
    """Runs the `cadence` binary on one store."""

    def __init__(self, binary, db_path, workdir):
        self.binary = binary
        self.db = db_path
        self.env = dict(os.environ, XDG_DATA_HOME=os.path.join(workdir, "xdg"), NO_COLOR="1")

    def command(self, *arguments):
        return [self.binary, *arguments, "--db", self.db]

    def run(self, *arguments, timeout=60):
        result = subprocess.run(self.command(*arguments), env=self.env, capture_output=True, text=True,
                                timeout=timeout)
        if result.returncode != 0:
            raise RuntimeError(f"cadence {' '.join(arguments)} exited {result.returncode}: {result.stderr.strip()}")
        return result.stdout

    def start(self, *arguments):
        return subprocess.Popen(self.command(*arguments), env=self.env, stdout=subprocess.PIPE,
                                stderr=subprocess.PIPE, text=True)


def kill_after(process, delay):
    """SIGKILL `process` after `delay` seconds unless it ended; True if it was killed."""
    try:
        process.wait(timeout=delay)
        return False
    except subprocess.TimeoutExpired:
        process.send_signal(signal.SIGKILL)
        process.wait()
        return True


# MARK: - cli-kill




def make_loop_backup(path, habits, days):
    """A Loop backup (version 22 layout) with `habits` yes/no habits checked every day."""
    db = sqlite3.connect(path)
    db.execute("CREATE TABLE android_metadata (locale TEXT)")
    db.execute("CREATE TABLE Habits ( id integer primary key autoincrement, archived integer, color integer, "
               "description text, freq_den integer, freq_num integer, highlight integer, name text, position integer, "
               "reminder_hour integer, reminder_min integer , reminder_days integer not null default 127, type integer "
               "not null default 0, target_type integer not null default 0, target_value real not null default 0, "
               "unit text not null default \"\")")
    db.execute("CREATE TABLE Repetitions ( id integer primary key autoincrement, habit integer not null references "
               "habits(id), timestamp integer not null, value integer not null)")
    db.execute("CREATE UNIQUE INDEX idx_repetitions_habit_timestamp on Repetitions( habit, timestamp)")
    start = 1_640_995_200_000  # 2022-01-01
    for habit in range(1, habits + 1):
        db.execute("INSERT INTO Habits (id, archived, color, description, freq_den, freq_num, highlight, name, "
                   "position) VALUES (?, 0, 1, '', 1, 1, 0, ?, ?)", (habit, f"Loop habit {habit}", habit))
        db.executemany("INSERT INTO Repetitions (habit, timestamp, value) VALUES (?, ?, 2)",
                       [(habit, start + day * 86_400_000) for day in range(days)])
    db.execute("PRAGMA user_version = 22")
    db.commit()
    db.close()
    return habits * days




class Server:
    """`cadence serve` on a loopback port of its own choosing."""

    def __init__(self, cadence):
        self.cadence = cadence
        self.process = None
        self.url = None

    def start(self):
        self.process = self.cadence.start("serve", "--host", "127.0.0.1", "--port", "0")
        deadline = time.time() + 60
        while time.time() < deadline:
            line = self.process.stdout.readline()
            if "listening on http://" in line:
                self.url = line.split("listening on ")[1].split()[0].rstrip("/")
                break
            if self.process.poll() is not None:
                raise RuntimeError(f"the server exited: {self.process.stderr.read()[:500]}")
        if not self.url:
            raise RuntimeError("the server printed no address within 60 s")
        # Drain its output so that it never blocks on a full pipe.
        threading.Thread(target=self.process.stdout.read, daemon=True).start()
        threading.Thread(target=self.process.stderr.read, daemon=True).start()
        while time.time() < deadline:
            try:
                with urllib.request.urlopen(self.url + "/healthz", timeout=5) as response:
                    if response.status == 200:
                        return
            except (urllib.error.URLError, ConnectionError):
                time.sleep(0.1)
        raise RuntimeError("/healthz did not answer within 60 s")

    def kill(self):
        if self.process and self.process.poll() is None:
            self.process.send_signal(signal.SIGKILL)
            self.process.wait()

    def stop(self):
        if self.process and self.process.poll() is None:
            self.process.send_signal(signal.SIGTERM)
            try:
                self.process.wait(timeout=20)
            except subprocess.TimeoutExpired:
                self.kill()


def http(url, method, path, body=None, token=None, cookie=None, timeout=15):
    headers = {"Content-Type": "application/json"}
    if token:
        headers["Authorization"] = f"Bearer {token}"
    if cookie:
        headers["Cookie"] = cookie
    data = json.dumps(body).encode() if body is not None else None
    request = urllib.request.Request(url + path, data=data, method=method, headers=headers)
    try:
        with urllib.request.urlopen(request, timeout=timeout) as response:
            text = response.read()
            return response.status, json.loads(text) if text else None, response.headers
    except urllib.error.HTTPError as error:
        return error.code, error.read().decode(errors="replace"), error.headers


def account(url):
    status, body, headers = http(url, "POST", "/api/v1/auth/sign-up",
                                 {"username": "crash", "password": "correct horse battery", "timeZone": "UTC"})
    if status != 201:
        raise RuntimeError(f"sign-up answered {status}: {body}")
    cookie = headers.get("Set-Cookie", "").split(";")[0]
    status, token, _ = http(url, "POST", "/api/v1/tokens", {"name": "crash"}, cookie=cookie)
    if status != 201:
        raise RuntimeError(f"token answered {status}: {token}")
    return token["secret"]


def hammer(url, token, habit, threads, per_thread, stop, rng_seed, acknowledged, errors):
    """`threads` threads each POST up to `per_thread` check-ins; 201 answers go to `acknowledged`."""

    def worker(number):
        local = random.Random(rng_seed * 1000 + number)
        for index in range(per_thread):
            if stop.is_set():
                return
            day = datetime.date(2021, 1, 1) + datetime.timedelta(days=local.randrange(0, 1500))
            try:
                status, body, _ = http(url, "POST", f"/api/v1/habits/{habit}/checkins",
                                       {"amount": 1, "date": day.isoformat(), "note": f"t{number}-{index}"},
                                       token=token)
            except Exception as error:  # noqa: BLE001 - a killed server refuses connections
                errors.append(repr(error))
                continue
            if status == 201:
                ids = [item["id"] for item in body] if isinstance(body, list) else [body.get("id")]
                acknowledged.extend(i for i in ids if i is not None)
            else:
                errors.append(f"{status}: {str(body)[:200]}")

    workers = [threading.Thread(target=worker, args=(n,), daemon=True) for n in range(threads)]
    for thread in workers:
        thread.start()
    return workers
