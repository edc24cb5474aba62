#!/usr/bin/env python3
"""Crash and concurrency harness for Cadence's SQLite store (docs/robustness.md).

Scenarios, each bounded in count and in time:

  cli-kill      `cadence done` / `cadence set` processes (several at once) killed with SIGKILL at
                seeded random moments; a command that exited 0 is acknowledged.
  import-kill   `cadence import` of a generated Loop backup killed mid-way.
  server-kill   `cadence serve` under concurrent HTTP check-ins (threads on 127.0.0.1) killed.
  server-term   the same load, then SIGTERM: gone within 5 s, exit 0, no 5xx, every 201 stored.
  shared-store  `cadence serve` and `cadence` CLI processes writing one store at once: no write
                may fail.

After every kill: `PRAGMA integrity_check` is ok (python's sqlite3), and every acknowledged
check-in is present (CLI: by its unique note, or the day's total for `set`; HTTP: by the id the
201 answer returned). An import is all or nothing. Standard library only.

  Tests/Crash/crash_harness.py --cadence .build/debug/cadence [--quick] [--seed N] [--rounds N]
"""
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

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from crash_support import (  # noqa: E402
    EPOCH,
    FAILURES,
    Cadence,
    Server,
    account,
    fail,
    hammer,
    http,
    integrity,
    kill_after,
    make_loop_backup,
    ordinal,
    query,
)


def cli_kill(args, rng, workdir):
    db = os.path.join(workdir, "cli.sqlite")
    cadence = Cadence(args.cadence, db, workdir)
    cadence.run("habit", "add", "Read", "--start", "2020-01-01")
    cadence.run("habit", "add", "Water", "--unit", "cups", "--target", "8", "--start", "2020-01-01")
    acknowledged_notes = []
    acknowledged_sets = {}  # day -> total, the last acknowledged `set` of that day
    set_order = []
    killed = 0
    deadline = time.time() + args.budget
    first = datetime.date(2020, 1, 1)
    index = 0
    for round_number in range(args.rounds):
        if time.time() > deadline:
            print(f"  cli-kill: time budget reached after {round_number} rounds", flush=True)
            break
        batch = []
        for _ in range(args.parallel):
            index += 1
            day = first + datetime.timedelta(days=index)
            if rng.random() < 0.7:
                note = f"ack-{index}"
                process = cadence.start("done", "Read", "--date", day.isoformat(), "--note", note)
                batch.append((process, ("done", note)))
            else:
                total = rng.randint(1, 20)
                process = cadence.start("set", "Water", str(total), "--date", day.isoformat())
                batch.append((process, ("set", day, total)))
        delay = rng.uniform(0.0, args.kill_window)
        time.sleep(delay)
        for process, _ in batch:
            if rng.random() < 0.8 and process.poll() is None:
                process.send_signal(signal.SIGKILL)
                killed += 1
        for process, what in batch:
            try:
                code = process.wait(timeout=60)
            except subprocess.TimeoutExpired:
                process.kill()
                fail(f"cli-kill: {what} hung")
                continue
            if code == 0:
                if what[0] == "done":
                    acknowledged_notes.append(what[1])
                else:
                    acknowledged_sets[what[1]] = what[2]
                    set_order.append(what[1])
            elif code != -signal.SIGKILL:
                fail(f"cli-kill: {what} exited {code}: {process.stderr.read().strip()[:300]}")
        integrity(db, f"cli-kill round {round_number}")
    notes = {row[0] for row in query(db, "SELECT note FROM checkin WHERE note IS NOT NULL")}
    missing = [note for note in acknowledged_notes if note not in notes]
    if missing:
        fail(f"cli-kill: {len(missing)} acknowledged `done` check-ins are missing: {missing[:10]}")
    water = query(db, "SELECT id FROM habit WHERE name = 'Water'")[0][0]
    for day, total in acknowledged_sets.items():
        rows = query(db, "SELECT coalesce(sum(amount), 0) FROM checkin WHERE habit_id = ? AND day = ?",
                     (water, ordinal(day)))
        if abs(rows[0][0] - total) > 1e-9:
            fail(f"cli-kill: `set Water {total} --date {day}` was acknowledged but the day totals {rows[0][0]}")
    print(f"  cli-kill: {index} commands, {killed} killed, {len(acknowledged_notes)} done and "
          f"{len(acknowledged_sets)} set acknowledged and present", flush=True)


# MARK: - import-kill


def import_kill(args, rng, workdir):
    backup = os.path.join(workdir, "big-loop.db")
    expected = make_loop_backup(backup, habits=20, days=365 * (1 if args.quick else 3))
    template = os.path.join(workdir, "import-template.sqlite")
    Cadence(args.cadence, template, workdir).run("habit", "list")
    # How long a whole import takes, to kill within it.
    probe = os.path.join(workdir, "import-probe.sqlite")
    shutil.copy(template, probe)
    started = time.time()
    Cadence(args.cadence, probe, workdir).run("import", backup, timeout=300)
    full = time.time() - started
    complete = query(probe, "SELECT count(*) FROM checkin")[0][0]
    if complete != expected:
        fail(f"import-kill: a whole import wrote {complete} check-ins, expected {expected}")
    outcomes = {"killed": 0, "finished": 0}
    deadline = time.time() + args.budget
    for round_number in range(max(4, args.rounds // 3)):
        if time.time() > deadline:
            break
        db = os.path.join(workdir, f"import-{round_number}.sqlite")
        shutil.copy(template, db)
        process = Cadence(args.cadence, db, workdir).start("import", backup)
        killed = kill_after(process, rng.uniform(0.05, full * 1.1))
        outcomes["killed" if killed else "finished"] += 1
        integrity(db, f"import-kill round {round_number}")
        count = query(db, "SELECT count(*) FROM checkin")[0][0]
        logged = query(db, "SELECT count(*) FROM import_log WHERE succeeded = 1")[0][0]
        if not killed and process.returncode != 0:
            fail(f"import-kill round {round_number}: the import exited {process.returncode}")
        if count not in (0, expected):
            fail(f"import-kill round {round_number}: {count} check-ins after the kill: not all or nothing")
        if (count == expected) != (logged == 1):
            fail(f"import-kill round {round_number}: {count} check-ins but {logged} successful log entries")
        if not killed and count != expected:
            fail(f"import-kill round {round_number}: acknowledged import has {count} of {expected} check-ins")
        for suffix in ("", "-wal", "-shm"):
            if os.path.exists(db + suffix):
                os.remove(db + suffix)
    print(f"  import-kill: whole import {full:.1f} s ({expected} check-ins); {outcomes['killed']} killed, "
          f"{outcomes['finished']} finished; every store all or nothing", flush=True)


# MARK: - server


def server_kill(args, rng, workdir):
    db = os.path.join(workdir, "server.sqlite")
    cadence = Cadence(args.cadence, db, workdir)
    server = Server(cadence)
    server.start()
    token = account(server.url)
    status, habit, _ = http(server.url, "POST", "/api/v1/habits", {
        "name": "Stretch", "unit": "times", "target": 1, "startDate": "2020-01-01"},
                            token=token)
    if status != 201:
        server.stop()
        raise RuntimeError(f"habit creation answered {status}: {habit}")
    acknowledged = []
    total_errors = 0
    deadline = time.time() + args.budget
    rounds = max(2, args.rounds // 4)
    try:
        for round_number in range(rounds):
            if time.time() > deadline:
                break
            if round_number > 0:
                server.start()
            stop = threading.Event()
            errors = []
            workers = hammer(server.url, token, habit["id"], args.threads, 400, stop, args.seed + round_number,
                             acknowledged, errors)
            time.sleep(rng.uniform(0.3, args.kill_window * 10))
            server.kill()
            stop.set()
            for thread in workers:
                thread.join(timeout=30)
            total_errors += len(errors)
            integrity(db, f"server-kill round {round_number}")
            present = {row[0] for row in query(db, "SELECT id FROM checkin")}
            missing = [i for i in acknowledged if i not in present]
            if missing:
                fail(f"server-kill round {round_number}: {len(missing)} acknowledged check-ins missing: {missing[:10]}")
    finally:
        server.kill()
    print(f"  server-kill: {rounds} rounds, {len(acknowledged)} check-ins acknowledged (201) and present, "
          f"{total_errors} requests cut off by the kills", flush=True)


def shared_store(args, rng, workdir):
    db = os.path.join(workdir, "shared.sqlite")
    cadence = Cadence(args.cadence, db, workdir)
    server = Server(cadence)
    server.start()
    try:
        token = account(server.url)
        status, habit, _ = http(server.url, "POST", "/api/v1/habits", {
        "name": "Walk", "unit": "times", "target": 1, "startDate": "2020-01-01"},
                                token=token)
        if status != 201:
            raise RuntimeError(f"habit creation answered {status}: {habit}")
        cadence.run("habit", "add", "Cli", "--start", "2020-01-01")
        acknowledged, errors = [], []
        stop = threading.Event()
        per_thread = 30 if args.quick else 150
        workers = hammer(server.url, token, habit["id"], args.threads, per_thread, stop, args.seed, acknowledged, errors)
        cli_notes = []
        deadline = time.time() + args.budget
        commands = 20 if args.quick else 100
        for index in range(commands):
            if time.time() > deadline:
                break
            day = datetime.date(2021, 1, 1) + datetime.timedelta(days=index)
            note = f"cli-{index}"
            result = subprocess.run(cadence.command("done", "Cli", "--date", day.isoformat(), "--note", note),
                                    env=cadence.env, capture_output=True, text=True, timeout=60)
            if result.returncode != 0:
                fail(f"shared-store: `cadence done` failed while the server wrote: {result.stderr.strip()[:300]}")
            else:
                cli_notes.append(note)
        for thread in workers:
            thread.join(timeout=max(1, deadline - time.time()) + 60)
        stop.set()
        if errors:
            fail(f"shared-store: {len(errors)} HTTP check-ins failed while the CLI wrote: {errors[:5]}")
        if server.process.poll() is not None:
            fail("shared-store: the server died")
    finally:
        server.stop()
    integrity(db, "shared-store")
    present = {row[0] for row in query(db, "SELECT id FROM checkin")}
    notes = {row[0] for row in query(db, "SELECT note FROM checkin WHERE note IS NOT NULL")}
    missing = [i for i in acknowledged if i not in present] + [n for n in cli_notes if n not in notes]
    if missing:
        fail(f"shared-store: acknowledged writes missing: {missing[:10]}")
    print(f"  shared-store: {len(acknowledged)} HTTP and {len(cli_notes)} CLI check-ins at once, all present",
          flush=True)


def server_term(args, rng, workdir):
    """SIGTERM under load (docs/robustness.md "server-term"): the server must be gone within 5 s,
    exit 0, answer no 5xx, and every acknowledged (201) check-in must be in the store."""
    db = os.path.join(workdir, "term.sqlite")
    cadence = Cadence(args.cadence, db, workdir)
    server = Server(cadence)
    server.start()
    token = account(server.url)
    status, habit, _ = http(server.url, "POST", "/api/v1/habits", {
        "name": "Stretch", "unit": "times", "target": 1, "startDate": "2020-01-01"}, token=token)
    if status != 201:
        server.stop()
        raise RuntimeError(f"habit creation answered {status}: {habit}")
    acknowledged, refused, slowest = [], 0, 0.0
    deadline = time.time() + args.budget
    rounds = max(2, args.rounds // 6)
    try:
        for round_number in range(rounds):
            if time.time() > deadline:
                break
            if round_number > 0:
                server.start()
            stop, errors = threading.Event(), []
            workers = hammer(server.url, token, habit["id"], args.threads, 400, stop, args.seed + 7 * round_number,
                             acknowledged, errors)
            time.sleep(rng.uniform(0.3, args.kill_window * 10))
            started = time.time()
            server.process.send_signal(signal.SIGTERM)
            stop.set()  # requests already sent finish or are refused; no new ones start
            try:
                code = server.process.wait(timeout=5)
            except subprocess.TimeoutExpired:
                code = None
                fail(f"server-term round {round_number}: still running 5 s after SIGTERM")
                server.kill()
            slowest = max(slowest, time.time() - started)
            if code not in (0, None):
                fail(f"server-term round {round_number}: exit status {code} after SIGTERM")
            for thread in workers:
                thread.join(timeout=30)
            server_errors = [e for e in errors if e[:1] == "5"]
            if server_errors:
                fail(f"server-term round {round_number}: {len(server_errors)} answers 5xx: {server_errors[:3]}")
            refused += len(errors)
            integrity(db, f"server-term round {round_number}")
            present = {row[0] for row in query(db, "SELECT id FROM checkin")}
            missing = [i for i in acknowledged if i not in present]
            if missing:
                fail(f"server-term round {round_number}: {len(missing)} acknowledged check-ins missing: {missing[:10]}")
    finally:
        server.kill()
    print(f"  server-term: {rounds} rounds, {len(acknowledged)} check-ins acknowledged (201) and present, "
          f"{refused} refused or cut off, slowest stop {slowest:.2f} s (limit 5 s)", flush=True)


SCENARIOS = {"cli-kill": cli_kill, "import-kill": import_kill, "server-kill": server_kill,
             "shared-store": shared_store, "server-term": server_term}


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--cadence", required=True, help="the cadence executable")
    parser.add_argument("--quick", action="store_true", help="the short CI version")
    parser.add_argument("--seed", type=int, default=11)
    parser.add_argument("--rounds", type=int, help="kill rounds (default 20 quick, 100 full)")
    parser.add_argument("--parallel", type=int, default=3, help="CLI processes per round")
    parser.add_argument("--threads", type=int, default=6, help="HTTP client threads")
    parser.add_argument("--kill-window", type=float, default=0.25, help="seconds within which a CLI kill falls")
    parser.add_argument("--budget", type=float, help="seconds per scenario (default 60 quick, 600 full)")
    parser.add_argument("--only", choices=sorted(SCENARIOS), action="append", help="run only these scenarios")
    parser.add_argument("--keep", action="store_true", help="keep the work folder")
    args = parser.parse_args()
    args.rounds = args.rounds or (20 if args.quick else 100)
    args.budget = args.budget or (60.0 if args.quick else 600.0)
    args.cadence = os.path.abspath(args.cadence)
    workdir = tempfile.mkdtemp(prefix="cadence-crash-")
    print(f"crash harness: seed {args.seed}, {args.rounds} rounds, work folder {workdir}", flush=True)
    try:
        for name in args.only or list(SCENARIOS):
            started = time.time()
            print(f"== {name}", flush=True)
            try:
                SCENARIOS[name](args, random.Random(f"{args.seed}-{name}"), workdir)
            except Exception as error:  # noqa: BLE001 - report and go on to the next scenario
                fail(f"{name}: {error!r}")
            print(f"  {name}: {time.time() - started:.1f} s", flush=True)
    finally:
        if args.keep or FAILURES:
            print(f"work folder kept: {workdir}", flush=True)
        else:
            shutil.rmtree(workdir, ignore_errors=True)
    passed = len(SCENARIOS if not args.only else args.only) - len({f.split(':')[0].split(' ')[0] for f in FAILURES})
    print(f"crash: {max(passed, 0)} passed, {len({f.split(':')[0].split(' ')[0] for f in FAILURES})} failed", flush=True)
    return 1 if FAILURES else 0


if __name__ == "__main__":
    sys.exit(main())
