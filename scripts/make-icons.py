#!/usr/bin/env python3
"""Draws the web app's PNG icons (Sources/CadenceWeb/Assets/icon-{192,512}.png and
icon-maskable-512.png) from the same design as icon.svg: a white progress ring, three
quarters full, on Cadence's indigo. Standard library only (zlib); run again after a change:

    python3 scripts/make-icons.py
"""
import math
import os
import struct
import zlib

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "..", "Sources", "CadenceWeb", "Assets")
INDIGO = (79, 70, 229)
WHITE = (255, 255, 255)
SOFT = (167, 162, 242)


def pixel(x, y, size, inset):
    """The colour at the centre of pixel (x, y); `inset` shrinks the ring (maskable safe zone)."""
    cx = cy = size / 2
    dx, dy = x + 0.5 - cx, y + 0.5 - cy
    r = math.hypot(dx, dy) / (size / 2)
    outer, inner = 0.62 * inset, 0.44 * inset
    if inner <= r <= outer:
        angle = (math.degrees(math.atan2(dx, -dy)) + 360) % 360  # 0 at the top, clockwise
        return WHITE if angle <= 270 else SOFT
    if r <= 0.16 * inset:
        return WHITE
    return INDIGO


def png(size, inset, rounded):
    rows = []
    radius = size * 0.22
    for y in range(size):
        row = bytearray([0])
        for x in range(size):
            colour = pixel(x, y, size, inset)
            alpha = 255
            if rounded:
                # Transparent outside a rounded square (the maskable one fills the square).
                qx = min(x + 0.5, size - x - 0.5)
                qy = min(y + 0.5, size - y - 0.5)
                if qx < radius and qy < radius and math.hypot(radius - qx, radius - qy) > radius:
                    alpha = 0
            row += bytes(colour) + bytes([alpha])
        rows.append(bytes(row))
    raw = b"".join(rows)

    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)

    header = struct.pack(">IIBBBBB", size, size, 8, 6, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b"")


def main():
    for name, size, inset, rounded in [("icon-192.png", 192, 1.0, True), ("icon-512.png", 512, 1.0, True),
                                       ("icon-maskable-512.png", 512, 0.8, False)]:
        path = os.path.join(OUT, name)
        with open(path, "wb") as handle:
            handle.write(png(size, inset, rounded))
        print(f"wrote {os.path.relpath(path)}")


if __name__ == "__main__":
    main()
