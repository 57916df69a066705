#!/usr/bin/env bash
# The goals of issue 26, each a ratio to a peer measured side by side in one hyperfine call (alternating rounds,
# medians over all of them). Called by bench.sh with BIN, OUT, ROUNDS, RUNS and CORPUS set; prints Markdown.
set -euo pipefail
: "${BIN:?}" "${OUT:?}" "${ROUNDS:?}" "${RUNS:?}" "${CORPUS:?}"
G=$OUT/goals
rm -rf "$G" && mkdir -p "$G/faces"
# A machine with about 500 installed faces: every installed family but Noto, and enough Noto files (a fixed,
# sorted choice) to reach 500, seen through a fonts.conf of their own, by fontaudit and fc-list alike.
{ echo '<?xml version="1.0"?><!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd"><fontconfig>'
  fc-list --format '%{file}\n' | grep -v '/noto/' | sed 's|/[^/]*$||' | sort -u | sed 's|.*|<dir>&</dir>|'
  echo "<dir>$G/faces</dir><cachedir>$G/cache</cachedir></fontconfig>"; } > "$G/fonts.conf"
export FONTCONFIG_FILE=$G/fonts.conf
# fontaudit keeps fontconfig's listing between runs (InstalledFontsCache): here, in a folder of the bench's own.
export FONTAUDIT_CACHE_DIR=$G/fontaudit-cache
others=$(fc-list | wc -l)
wanted=$((500 > others ? 500 - others : 0))
[ "$wanted" -gt 0 ] && find /usr/share/fonts/truetype/noto -name '*.ttf' | sort | sed -n "1,${wanted}p" \
  | xargs -r ln -s -t "$G/faces"
fc-cache "$G/faces" >/dev/null 2>&1 || true
FACES=$(fc-list | wc -l)
python3 - "$G" <<'PY'
import json, random, subprocess, sys
g = sys.argv[1]
families = sorted({l for l in subprocess.run(["fc-list", "--format", "%{family[0]}\n"], capture_output=True, text=True).stdout.split("\n") if l})
for n, seed in ((50, 7), (5000, 7)):
    rng = random.Random(seed)
    styles = [{"name": f"style-{i}", "family": rng.choice(families), "weight": rng.choice([300, 400, 500, 600, 700]),
               "italic": rng.random() < 0.3} for i in range(n)]
    json.dump({"styles": styles}, open(f"{g}/spec{n}.json", "w"))
PY
# The 10,000-file apps: iOS (200 fonts, Benchmarks/app_project.py), Compose and Flutter (source_tree.py).
python3 Benchmarks/app_project.py "$G/ios" "$CORPUS" 200 10000 >/dev/null
FONT_ONE=$(find "$CORPUS" -iname '*.ttf' | sort | sed -n 1p)
python3 Benchmarks/source_tree.py "$G/kotlin" kotlin "$FONT_ONE" 10000 >/dev/null
python3 Benchmarks/source_tree.py "$G/dart" dart "$FONT_ONE" 10000 >/dev/null

# The spec goal is for a run that reads the listing an earlier run kept: one such run, once the fonts.conf and
# fontconfig's caches made above are older than the two seconds a listing made from fresh files is not kept.
sleep 2
"$BIN" "$G/spec50.json" --format json >/dev/null || true

pair() { # name, fontaudit command, peer command
  local name=$1; shift
  for r in $(seq "$ROUNDS"); do
    hyperfine -N -i --warmup 2 --runs "$RUNS" --export-json "$G/$name.$r.json" "$@" >/dev/null 2>&1
  done
}
pair spec "$BIN $G/spec50.json --format json" "fc-list : family style weight slant file"
# The same without the kept listing: fontconfig loaded on every run, as on a fresh CI runner.
(export FONTAUDIT_CACHE_DIR=; pair spec_loaded "$BIN $G/spec50.json --format json" "fc-list : family style weight slant file")
pair version "$BIN --version" "fc-list --version"
pair ios "$BIN app $G/ios --format json" "rg -c -F 'UIFont(name:' $G/ios"
pair kotlin "$BIN app $G/kotlin --format json" "rg -c -F 'FontFamily(' $G/kotlin"
pair dart "$BIN app $G/dart --format json" "rg -c -F 'fontFamily' $G/dart"
pair html "$BIN $G/spec50.json --format html" "$BIN $G/spec50.json --format json"
pair styles "$BIN $G/spec5000.json --format json" "$BIN $G/spec50.json --format json"
# Peak resident memory (GNU time's %M, KiB); fontaudit exits 1 on these failing audits, which is not an error here.
peak() { /usr/bin/time -o "$G/peak" -f %M "$@" >/dev/null 2>&1 || true; tail -n 1 "$G/peak"; }
IOS_KB=$(peak "$BIN" app "$G/ios" --format json)
S5000_KB=$(peak "$BIN" "$G/spec5000.json" --format json)
S50_KB=$(peak "$BIN" "$G/spec50.json" --format json)

python3 - "$G" "$ROUNDS" "$FACES" "$IOS_KB" "$S5000_KB" "$S50_KB" <<'PY'
import json, statistics, sys
g, rounds, faces, ios_kb, s5000_kb, s50_kb = sys.argv[1], int(sys.argv[2]), sys.argv[3], *map(int, sys.argv[4:7])
def medians(name):
    times = {}
    for r in range(1, rounds + 1):
        for i, result in enumerate(json.load(open(f"{g}/{name}.{r}.json"))["results"]):
            times.setdefault(i, []).extend(result["times"])
    return [statistics.median(times[i]) * 1000 for i in sorted(times)]
rows = [("spec", "50-style spec audit / fc-list", "<= 1.0x"),
        ("spec_loaded", "the same, fontconfig loaded (no kept listing) / fc-list", "<= 1.0x"),
        ("version", "--version / fc-list --version", "<= 1.5x"),
        ("ios", "iOS app, 10,000 Swift files, 200 fonts / rg", "<= 10x"),
        ("kotlin", "Compose app, 10,000 Kotlin files / rg", "<= 3x"),
        ("dart", "Flutter app, 10,000 Dart files / rg", "<= 3x"),
        ("html", "HTML report / JSON report, 50 styles", "<= 7x"),
        ("styles", "5,000 styles / 50 styles", "<= 4x")]
print(f"\n## Goals of issue 26 ({faces} installed faces through the goals' fonts.conf)\n")
print("| goal | fontaudit | peer | ratio | target | met |\n|---|---|---|---|---|---|")
for name, label, target in rows:
    ours, peer = medians(name)
    ratio = ours / peer
    met = "yes" if ratio <= float(target.split()[1].rstrip("x")) else "no"
    print(f"| {label} | {ours:.1f} ms | {peer:.1f} ms | {ratio:.2f}x | {target} | {met} |")
print(f"| peak memory, iOS app of 10,000 files | {ios_kb / 1024:.0f} MiB | | | <= 150 MiB | {'yes' if ios_kb <= 150 * 1024 else 'no'} |")
print(f"| peak memory, 5,000 styles / 50 styles | {s5000_kb / 1024:.0f} MiB / {s50_kb / 1024:.0f} MiB | | | grows with the report | |")
PY
