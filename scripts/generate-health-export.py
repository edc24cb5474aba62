#!/usr/bin/env python3
"""Writes a synthetic Apple Health export of about SIZE bytes (docs/benchmarks.md "Apple Health import").

    scripts/generate-health-export.py /tmp/health/export.zip            # 1 GiB export.xml, zipped
    scripts/generate-health-export.py /tmp/health/export.xml --mib 64   # a bare export.xml of 64 MiB

Deterministic (a fixed seed), streamed to disk a line at a time (memory stays a few MB), shaped like
the phone's file: the DOCTYPE, then day after day backwards from 2026-03-01 in Europe/Berlin (its DST
offsets), each day holding an iPhone's and a Watch's step samples every 10 minutes, heart rate samples
(most of a real export, passed over by the import), a night of sleep stages with an in-bed record,
water, a weighing and a mindful session. A .zip target holds apple_health_export/export.xml (deflated;
no ZIP64, so at most 4 GiB).
"""
import argparse
import datetime
import random
import zipfile
from zoneinfo import ZoneInfo

ZONE = ZoneInfo("Europe/Berlin")
HEADER = """<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE HealthData [
<!-- HealthKit Export Version: 14 -->
<!ELEMENT HealthData (ExportDate,Me,(Record|Correlation|Workout|ActivitySummary)*)>
<!ATTLIST HealthData
  locale CDATA #REQUIRED
>
<!ELEMENT Record ((MetadataEntry|HeartRateVariabilityMetadataList)*)>
]>
<HealthData locale="en_US">
 <ExportDate value="2026-03-01 09:00:00 +0100"/>
 <Me HKCharacteristicTypeIdentifierDateOfBirth="1990-01-01" HKCharacteristicTypeIdentifierBiologicalSex="HKBiologicalSexFemale"/>
"""


def stamp(moment):
    """2024-03-31 01:30:00 +0100 in Europe/Berlin."""
    return moment.astimezone(ZONE).strftime("%Y-%m-%d %H:%M:%S %z")


def record(kind, source, start, end, value, unit=None):
    unit_text = f' unit="{unit}"' if unit else ""
    return (f' <Record type="{kind}" sourceName="{source}" sourceVersion="17.4"{unit_text} creationDate="{stamp(end)}" '
            f'startDate="{stamp(start)}" endDate="{stamp(end)}" value="{value}"/>\n')


def day_lines(day, rng):
    """The records of one day (local midnight `day`)."""
    # Real elapsed time from midnight (aware local datetimes add wall-clock time, which a DST gap breaks).
    day = day.astimezone(datetime.timezone.utc)
    minute = datetime.timedelta(minutes=1)
    lines = []
    for slot in range(6 * 7, 6 * 23):  # 07:00–23:00, every 10 minutes
        start = day + slot * 10 * minute
        end = start + 9 * minute
        lines.append(record("HKQuantityTypeIdentifierStepCount", "Anna’s iPhone", start, end, rng.randint(0, 180), "count"))
        lines.append(record("HKQuantityTypeIdentifierStepCount", "Anna’s Apple Watch", start, end, rng.randint(0, 200), "count"))
        for beat in range(3):
            at = start + beat * 3 * minute
            lines.append(record("HKQuantityTypeIdentifierHeartRate", "Anna’s Apple Watch", at, at, rng.randint(55, 120), "count/min"))
    night = day - datetime.timedelta(hours=1)
    lines.append(record("HKCategoryTypeIdentifierSleepAnalysis", "Anna’s Apple Watch", night, night + 8 * 60 * minute,
                        "HKCategoryValueSleepAnalysisInBed"))
    stages = ["AsleepCore", "AsleepDeep", "AsleepREM", "Awake"]
    at = night + 10 * minute
    while at < night + 7 * 60 * minute:
        length = rng.randint(10, 50) * minute
        lines.append(record("HKCategoryTypeIdentifierSleepAnalysis", "Anna’s Apple Watch", at, at + length,
                            "HKCategoryValueSleepAnalysis" + rng.choice(stages)))
        at += length
    for hour in (8, 11, 14, 18):
        at = day + hour * 60 * minute
        lines.append(record("HKQuantityTypeIdentifierDietaryWater", "WaterMinder", at, at, rng.choice((250, 330, 500)), "mL"))
    weighing = day + 7 * 60 * minute
    lines.append(record("HKQuantityTypeIdentifierBodyMass", "Scale", weighing, weighing, round(150 + rng.random() * 5, 1), "lb"))
    lines.append(record("HKCategoryTypeIdentifierMindfulSession", "Anna’s Apple Watch", weighing, weighing + 10 * minute,
                        "HKCategoryValueNotApplicable"))
    return lines


def write(out, limit):
    """Writes the export to the binary stream `out`, stopping once `limit` bytes are written."""
    rng = random.Random(37)
    out.write(HEADER.encode())
    written = len(HEADER)
    day = datetime.datetime(2026, 3, 1, tzinfo=ZONE)
    while written < limit:
        chunk = "".join(day_lines(day, rng)).encode()
        out.write(chunk)
        written += len(chunk)
        # Calendar days backwards, at local midnight whatever the DST offset.
        previous = (day - datetime.timedelta(days=1)).date()
        day = datetime.datetime(previous.year, previous.month, previous.day, tzinfo=ZONE)
    out.write(b"</HealthData>\n")


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("target", help="export.zip or export.xml to write")
    parser.add_argument("--mib", type=int, default=1024, help="size of export.xml in MiB (default 1024)")
    arguments = parser.parse_args()
    limit = arguments.mib * 1_048_576
    if arguments.target.endswith(".zip"):
        with zipfile.ZipFile(arguments.target, "w", compression=zipfile.ZIP_DEFLATED, compresslevel=6) as archive:
            with archive.open("apple_health_export/export.xml", "w") as out:
                write(out, limit)
    else:
        with open(arguments.target, "wb") as out:
            write(out, limit)


if __name__ == "__main__":
    main()
