#!/usr/bin/env python3
"""Writes a commit over the stamp in a built fontaudit binary (`make dist`), in place, keeping its length.

The stamp is the string literal of `FontAuditVersion.commitStamp()` (Sources/FontAuditModel/Version.swift):
"fontaudit-commit=" and a placeholder, padded with spaces. It must occur exactly once, or nothing is written.
"""
import sys

PREFIX = b"fontaudit-commit="
PLACEHOLDER = b"$Format:%H$"


def main(path: str, commit: str) -> int:
    data = bytearray(open(path, "rb").read())
    start = data.find(PREFIX + PLACEHOLDER)
    if start < 0 or data.find(PREFIX + PLACEHOLDER, start + 1) >= 0:
        print(f"stamp-commit: {path} has no single commit stamp", file=sys.stderr)
        return 1
    body = start + len(PREFIX)
    # The placeholder and the spaces after it: the literal's bytes (whatever follows them stays untouched).
    end = body + len(PLACEHOLDER)
    while end < len(data) and data[end] == ord(" "):
        end += 1
    room = end - body
    value = commit.encode("ascii")
    if len(value) > room:
        print(f"stamp-commit: {commit} does not fit the stamp's {room} bytes", file=sys.stderr)
        return 1
    data[body:end] = value + b" " * (room - len(value))
    open(path, "wb").write(bytes(data))
    return 0


if __name__ == "__main__":
    if len(sys.argv) != 3:
        print("usage: stamp-commit.py BINARY COMMIT", file=sys.stderr)
        sys.exit(2)
    sys.exit(main(sys.argv[1], sys.argv[2]))
