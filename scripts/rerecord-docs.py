#!/usr/bin/env python3
"""Re-records the real output in docs: every fenced block whose first line is `$ fontaudit …` is run again with
the debug build (from the project root) and its output replaced. Usage: scripts/rerecord-docs.py docs/app.md …"""
import os, pathlib, re, shlex, subprocess, sys

root = pathlib.Path(__file__).resolve().parent.parent
binary = root / ".build/debug/fontaudit"
for name in sys.argv[1:]:
    path = root / name
    text = path.read_text()
    def rerun(match):
        fence, command = match.group(1), match.group(2)
        argv = shlex.split(command)
        if argv[0] != "fontaudit" or "|" in argv:
            return match.group(0)
        run = subprocess.run([str(binary)] + argv[1:], cwd=root, capture_output=True, text=True,
                             env={**os.environ, "NO_COLOR": "1", "FONTAUDIT_TODAY": "2026-12-01"})
        return f"{fence}\n$ {command}\n{run.stdout.rstrip()}\n```"
    text = re.sub(r"(```[a-z]*)\n\$ (fontaudit [^\n]*)\n.*?\n```", rerun, text, flags=re.S)
    path.write_text(text)
    print("re-recorded", name)
