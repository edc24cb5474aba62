#!/usr/bin/env python3
"""Writes the Loop Habit Tracker backup seeds of the importer fuzzers (docs/robustness.md):
small SQLite files in the layouts of Loop's database versions 12, 18, 22 and 25 (the columns
each version has, as Sources/CadenceTestSupport/LoopBackupWriter.swift describes them),
with made-up habits and entries. Deterministic; run from the repository root:

    python3 Tests/Fuzz/make-loop-seeds.py
"""
import os
import sqlite3

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "Corpus", "loop-db")
DAY = 86_400_000
START = 1_735_689_600_000  # 2025-01-01 UTC midnight, in milliseconds


def habit_columns(version):
    columns = [
        ("id", "integer primary key autoincrement"), ("archived", "integer"), ("color", "integer"),
        ("description", "text"), ("freq_den", "integer"), ("freq_num", "integer"), ("highlight", "integer"),
        ("name", "text"), ("position", "integer"), ("reminder_hour", "integer"), ("reminder_min", "integer"),
    ]
    if version >= 11:
        columns.append(("reminder_days", "integer not null default 127"))
    if version >= 16:
        columns.append(("type", "integer not null default 0"))
    if version >= 18:
        columns += [("target_type", "integer not null default 0"), ("target_value", "real not null default 0"),
                    ("unit", "text not null default \"\"")]
    if version >= 23:
        columns.append(("question", "text"))
    if version >= 24:
        columns.append(("uuid", "text"))
    return columns


HABITS = [
    dict(id=1, archived=0, color=3, description="Morning sitting", freq_den=1, freq_num=1, highlight=0,
         name="Meditate", position=0, reminder_hour=7, reminder_min=30, reminder_days=127, type=0,
         target_type=0, target_value=0.0, unit="", question="Did you meditate?", uuid="a1b2c3d4e5f6"),
    dict(id=2, archived=0, color=8, description="", freq_den=7, freq_num=3, highlight=0, name="Run",
         position=1, reminder_hour=None, reminder_min=None, reminder_days=113, type=1, target_type=0,
         target_value=5.0, unit="km", question="How far did you run?", uuid="b2c3d4e5f6a1"),
    dict(id=3, archived=1, color=0xFF00897B, description="", freq_den=1, freq_num=1, highlight=0,
         name="Hydrate", position=2, reminder_hour=None, reminder_min=None, reminder_days=127, type=1,
         target_type=1, target_value=8.0, unit="cups", question="", uuid=None),
]


def entries(version):
    rows = []
    for day in range(12):
        stamp = START + day * DAY
        rows.append((1, stamp, [2, 1, 0, 3, -1, 2][day % 6], "felt calm" if day == 2 else None))
        if version >= 16:
            rows.append((2, stamp, 5500 if day % 2 else 3000, None))
            rows.append((3, stamp, 8000, None))
    return rows


def write(version):
    path = os.path.join(OUT, f"loop-v{version}.db")
    if os.path.exists(path):
        os.remove(path)
    db = sqlite3.connect(path)
    db.execute("CREATE TABLE android_metadata (locale TEXT)")
    columns = habit_columns(version)
    db.execute("CREATE TABLE Habits (" + ", ".join(f"{n} {t}" for n, t in columns) + ")")
    constrained = " not null" if version >= 22 else ""
    entry_columns = ["id integer primary key autoincrement", f"habit integer{constrained} references habits(id)",
                     f"timestamp integer{constrained}"]
    if version >= 16:
        entry_columns.append("value integer not null" + ("" if version >= 22 else " default 2"))
    if version >= 25:
        entry_columns.append("notes text")
    db.execute("CREATE TABLE Repetitions (" + ", ".join(entry_columns) + ")")
    unique = "UNIQUE " if version >= 22 else ""
    db.execute(f"CREATE {unique}INDEX idx_repetitions_habit_timestamp on Repetitions(habit, timestamp)")
    if version >= 19:
        db.execute("CREATE TABLE Events (id integer primary key autoincrement, timestamp integer, message text, "
                   "server_id integer)")
    names = [n for n, _ in columns]
    for habit in HABITS if version >= 16 else HABITS[:1]:
        db.execute(f"INSERT INTO Habits ({', '.join(names)}) VALUES ({', '.join('?' * len(names))})",
                   [habit[n] for n in names])
    for habit, stamp, value, note in entries(version):
        if version >= 25:
            db.execute("INSERT INTO Repetitions (habit, timestamp, value, notes) VALUES (?, ?, ?, ?)",
                       (habit, stamp, value, note))
        elif version >= 16:
            db.execute("INSERT INTO Repetitions (habit, timestamp, value) VALUES (?, ?, ?)", (habit, stamp, value))
        elif value in (1, 2):
            db.execute("INSERT INTO Repetitions (habit, timestamp) VALUES (?, ?)", (habit, stamp))
    db.execute(f"PRAGMA user_version = {version}")
    db.commit()
    db.execute("VACUUM")
    db.close()


if __name__ == "__main__":
    os.makedirs(OUT, exist_ok=True)
    for version in (12, 18, 22, 25):
        write(version)
        print("wrote", os.path.join(OUT, f"loop-v{version}.db"))
