#!/usr/bin/env python3
"""Writes a synthetic iOS app of a realistic size for `make bench`: N font files (copied from a font folder),
declared in an Info.plist and in project.pbxproj, and M Swift files of ordinary code, each with a few font calls
naming the fonts' real PostScript names (and some that no font carries).

usage: app_project.py OUT FONT_FOLDER [FONTS=40] [SWIFT_FILES=200]
"""
import os
import random
import shutil
import subprocess
import sys

out, source = sys.argv[1], sys.argv[2]
font_count = int(sys.argv[3]) if len(sys.argv) > 3 else 40
swift_count = int(sys.argv[4]) if len(sys.argv) > 4 else 200
rng = random.Random(11)

shutil.rmtree(out, ignore_errors=True)
fonts_dir = os.path.join(out, "App", "Fonts")
os.makedirs(fonts_dir)
candidates = sorted(f for f in os.listdir(source) if f.lower().endswith((".ttf", ".otf")))[:font_count]
names = []
for f in candidates:
    shutil.copy(os.path.join(source, f), os.path.join(fonts_dir, f))
    ps = subprocess.run(["fc-scan", "--format", "%{postscriptname}\n", os.path.join(fonts_dir, f)],
                        capture_output=True, text=True).stdout.split("\n")[0]
    if ps:
        names.append(ps)
declared = candidates[: int(len(candidates) * 0.9)]  # a tenth left undeclared
plist = "".join(f"\t\t<string>{f}</string>\n" for f in declared)
with open(os.path.join(out, "App", "Info.plist"), "w") as fh:
    fh.write('<?xml version="1.0" encoding="UTF-8"?>\n<plist version="1.0">\n<dict>\n\t<key>UIAppFonts</key>\n'
             f"\t<array>\n{plist}\t</array>\n</dict>\n</plist>\n")
os.makedirs(os.path.join(out, "App.xcodeproj"))
entries = "".join(f'\t\t\t\t\t"{f}",\n' for f in declared)
with open(os.path.join(out, "App.xcodeproj", "project.pbxproj"), "w") as fh:
    fh.write("// !$*UTF8*$!\n{\n\tobjects = {\n\t\tA = {\n\t\t\tisa = XCBuildConfiguration;\n\t\t\tbuildSettings = {\n"
             f"\t\t\t\tINFOPLIST_KEY_UIAppFonts = (\n{entries}\t\t\t\t);\n\t\t\t}};\n\t\t}};\n\t}};\n}}\n")
for i in range(swift_count):
    lines = ["import UIKit", "import SwiftUI", "", f"final class Screen{i}ViewController: UIViewController {{"]
    for j in range(rng.randint(2, 6)):
        name = rng.choice(names) if rng.random() < 0.9 else f"Missing-Face{j}"
        lines.append(f'    private let label{j}Font = UIFont(name: "{name}", size: {rng.randint(11, 34)})')
    lines += ["", "    override func viewDidLoad() {", "        super.viewDidLoad()"]
    for j in range(rng.randint(20, 60)):
        lines.append(f'        view.backgroundColor = .systemBackground // step {j}: "not a font call"')
    lines += ["    }", "}", "", f"struct Screen{i}View: View {{", "    var body: some View {",
              f'        Text("Screen {i}")', f'            .font(.custom("{rng.choice(names)}", size: 17))', "    }", "}"]
    os.makedirs(os.path.join(out, "App", "Screens"), exist_ok=True)
    with open(os.path.join(out, "App", "Screens", f"Screen{i}.swift"), "w") as fh:
        fh.write("\n".join(lines) + "\n")
print(f"{out}: {len(candidates)} fonts, {swift_count} Swift files")
