#!/usr/bin/env bash
# make bench: fontaudit against the tools people would script instead, side by side on one machine.
# Not a test: CI does not run it. Results go to .build/bench/results.md (and stdout).
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$PWD
OUT=${BENCH_DIR:-$ROOT/.build/bench}
ROUNDS=${BENCH_ROUNDS:-5}
RUNS=${BENCH_RUNS:-6}
SUDO=$([ "$(id -u)" = 0 ] || echo sudo)
FONT_PACKAGES="ripgrep fonts-noto-core fonts-noto-extra fonts-dejavu-core fonts-dejavu-extra fonts-urw-base35 fonts-texgyre fonts-liberation2 fonts-jetbrains-mono fonts-cantarell"
TOOLS="hyperfine time python3 rg"

missing=""
for p in $FONT_PACKAGES hyperfine time; do dpkg -s "$p" >/dev/null 2>&1 || missing="$missing $p"; done
if [ -n "$missing" ]; then
  echo "Installing:$missing"
  $SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq $missing >/dev/null
fi
for t in $TOOLS; do command -v "$t" >/dev/null || { echo "bench needs $t"; exit 1; }; done

# The release binary as `make release` makes it: libstdc++ linked in, the lazily loaded libraries dropped.
make -s release >/dev/null
BIN=$ROOT/.build/release/fontaudit
mkdir -p "$OUT"

# The corpus: a fresh copy of every font the packages install, so no fontconfig cache covers it.
CORPUS=$OUT/corpus
rm -rf "$CORPUS" && mkdir -p "$CORPUS"
find -L /usr/share/fonts /usr/share/texmf/fonts/opentype -type f \
  \( -iname '*.ttf' -o -iname '*.otf' -o -iname '*.ttc' -o -iname '*.otc' \) -print0 2>/dev/null \
  | xargs -0 cp --backup=numbered -t "$CORPUS"
FILES=$(find "$CORPUS" -type f | wc -l)
SIZE=$(du -sh "$CORPUS" | cut -f1)
sync  # the copy's writeback would otherwise land in the first rounds' timings

# Scaling subsets: 1x is a tenth of the corpus; 2x, 4x and 10x (the whole corpus) contain it.
ls "$CORPUS" | sort > "$OUT/files.txt"
BASE=$((FILES / 10))
for k in 1 2 4; do
  rm -rf "$OUT/scale$k" && mkdir -p "$OUT/scale$k"
  head -n $((BASE * k)) "$OUT/files.txt" | sed "s|^|$CORPUS/|" | xargs -d '\n' cp -l -t "$OUT/scale$k"
done

# Specs of 50 and 5,000 styles over the installed families (fixed seed: the same specs every run).
python3 - "$OUT" <<'PY'
import json, random, subprocess, sys
out = sys.argv[1]
families = sorted({l for l in subprocess.run(["fc-list", "--format", "%{family[0]}\n"], capture_output=True, text=True).stdout.split("\n") if l})
rng = random.Random(7)
for n in (50, 5000):
    styles = [{"name": f"style-{i}", "family": rng.choice(families), "weight": rng.choice([300, 400, 500, 600, 700]),
               "italic": rng.random() < 0.3} for i in range(n)]
    json.dump({"styles": styles}, open(f"{out}/spec{n}.json", "w"))
# The styles series (500 and 50,000 the same way, from seeds of their own, so the two above never change),
# and a design system's shape: 5,000 styles over the ten installed families with the most faces.
for n, seed in ((500, 8), (50000, 9)):
    rng = random.Random(seed)
    styles = [{"name": f"style-{i}", "family": rng.choice(families), "weight": rng.choice([300, 400, 500, 600, 700]),
               "italic": rng.random() < 0.3} for i in range(n)]
    json.dump({"styles": styles}, open(f"{out}/spec{n}.json", "w"))
counts = {}
for line in subprocess.run(["fc-list", "--format", "%{family[0]}\n"], capture_output=True, text=True).stdout.split("\n"):
    if line: counts[line] = counts.get(line, 0) + 1
big = sorted(counts, key=lambda f: (-counts[f], f))[:10]
rng = random.Random(10)
styles = [{"name": f"style-{i}", "family": rng.choice(big), "weight": rng.choice([300, 400, 500, 600, 700]),
           "italic": rng.random() < 0.3} for i in range(5000)]
json.dump({"styles": styles}, open(f"{out}/few5000.json", "w"))
# spec50 with a fifth of its families not installed (made-up names) and a tenth misspelt: the "did you mean"
# path, which once loaded fontconfig a second time.
styles = json.load(open(f"{out}/spec50.json"))["styles"]
partial = []
for i, style in enumerate(styles):
    style = dict(style)
    if i % 5 == 0: style["family"] = f"Nowhere Grotesk {i}"
    elif i % 10 == 1: style["family"] = style["family"][:-1] + ("x" if style["family"][-1] != "x" else "y")
    partial.append(style)
json.dump({"styles": partial}, open(f"{out}/spec50partial.json", "w"))
# A team's spec grown by copying: spec50's 50 styles a hundred times, under names of their own.
base = json.load(open(f"{out}/spec50.json"))["styles"]
styles = [dict(style, name=f"{style['name']}-{copy}") for copy in range(100) for style in base]
json.dump({"styles": styles}, open(f"{out}/rep5000.json", "w"))
PY

FACES=$(fc-list | wc -l)
echo "corpus: $FILES files, $SIZE; installed faces: $FACES; $ROUNDS rounds x $RUNS runs, alternating"

# Alternating rounds: each hyperfine call runs both commands; medians are taken over all rounds.
bench() { # name, then commands
  local name=$1; shift
  for r in $(seq "$ROUNDS"); do
    hyperfine -N -i --warmup 2 --runs "$RUNS" --export-json "$OUT/$name.$r.json" "$@" >/dev/null 2>&1
  done
}
bench scan "fc-scan $CORPUS" "$BIN scan --no-system-fonts --fonts $CORPUS --format json"
bench audit "fc-list" "$BIN $OUT/spec50.json" "$BIN $OUT/spec50partial.json"
bench styles "$BIN $OUT/spec50.json" "$BIN $OUT/spec500.json" "$BIN $OUT/spec5000.json" "$BIN $OUT/spec50000.json" \
  "$BIN $OUT/few5000.json" "$BIN $OUT/rep5000.json"
# An app as `fontaudit app` meets it: 40 fonts of the corpus, declared in Info.plist and project.pbxproj, and
# 200 Swift files of ordinary code with 3 to 7 font calls each.
python3 Benchmarks/app_project.py "$OUT/app" "$CORPUS" 40 200 >/dev/null
# Compose and Flutter: 2,000 Kotlin or Dart files, one in twenty with typography.
FONT_ONE=$(find "$CORPUS" -iname '*.ttf' | sort | sed -n 1p)
python3 Benchmarks/source_tree.py "$OUT/kotlin" kotlin "$FONT_ONE" 2000 >/dev/null
python3 Benchmarks/source_tree.py "$OUT/dart" dart "$FONT_ONE" 2000 >/dev/null
python3 Benchmarks/source_tree.py "$OUT/rn" react-native "$FONT_ONE" 2000 >/dev/null
bench app "$BIN app $OUT/app --format json" "$BIN app $OUT/kotlin --format json" "$BIN app $OUT/dart --format json" \
  "$BIN app $OUT/rn --format json"
# The HTML report: the demo (9 styles), spec50 (50 styles over installed families), and the scan chart of 50
# families (a script, so that family names with spaces stay whole).
{ echo '#!/bin/sh'; printf 'exec %s scan --format html' "$BIN"
  fc-list --format "%{family[0]}\n" | sort -u | sed -n 1,50p | while IFS= read -r f; do printf " --family '%s'" "$(printf %s "$f" | sed "s/'/'\\\\''/g")"; done
  echo; } > "$OUT/scan50.sh"
bench html "$BIN Fixtures/demo/spec.json --format html" "$BIN $OUT/spec50.json --format html" "sh $OUT/scan50.sh"
"$BIN" "$OUT/spec50.json" --format html > "$OUT/spec50.html" || true
HTML50_KB=$(( $(stat -c %s "$OUT/spec50.html") / 1024 ))
bench scaling "$BIN scan --no-system-fonts --fonts $OUT/scale1 --format json" \
  "$BIN scan --no-system-fonts --fonts $OUT/scale2 --format json" \
  "$BIN scan --no-system-fonts --fonts $OUT/scale4 --format json" \
  "$BIN scan --no-system-fonts --fonts $CORPUS --format json"

PEAK_KB=$( { /usr/bin/time -f %M "$BIN" scan --no-system-fonts --fonts "$CORPUS" --format json >/dev/null; } 2>&1 | tail -1)
PEER_KB=$( { /usr/bin/time -f %M fc-scan "$CORPUS" >/dev/null; } 2>&1 | tail -1)
STATS=$("$BIN" scan --no-system-fonts --fonts "$CORPUS" --format json --stats 2>&1 >/dev/null)

python3 - "$OUT" "$ROUNDS" "$FILES" "$SIZE" "$FACES" "$PEAK_KB" "$PEER_KB" "$STATS" "$HTML50_KB" <<'PY' | tee "$OUT/results.md"
import json, statistics, sys, platform, os, subprocess
out, rounds, files, size, faces, peak_kb, peer_kb, stats, html50_kb = sys.argv[1:10]
rounds = int(rounds)
def medians(name):
    times = {}
    for r in range(1, rounds + 1):
        for result in json.load(open(f"{out}/{name}.{r}.json"))["results"]:
            times.setdefault(result["command"], []).extend(result["times"])
    return [(cmd, statistics.median(t) * 1000, len(t)) for cmd, t in times.items()]
short = lambda cmd: cmd.replace(out + "/", "").replace(os.path.dirname(os.path.dirname(out)) + "/.build/release/", "")
cpu = next((l.split(":", 1)[1].strip() for l in open("/proc/cpuinfo") if l.startswith("model name")), "?")
print(f"# fontaudit benchmark results\n\nMachine: {os.cpu_count()} cores, {cpu}; {platform.platform()}")
print(f"Corpus: {files} font files, {size}; installed faces (fc-list): {faces}. Medians over {rounds} alternating rounds.\n")
print("| what | command | median | samples |\n|---|---|---|---|")
rows = {}
for name in ("scan", "audit", "styles", "app", "html", "scaling"):
    for cmd, ms, n in medians(name):
        rows[(name, cmd)] = ms
        print(f"| {name} | `{short(cmd)}` | {ms:.1f} ms | {n} |")
def pick(name, needle):
    return next(ms for (n, cmd), ms in rows.items() if n == name and needle in cmd)
scan_ratio = pick("scan", "scan --no-system") / pick("scan", "fc-scan")
audit_ratio = pick("audit", "spec50.json") / pick("audit", "fc-list")
partial_ratio = pick("audit", "spec50partial") / pick("audit", "fc-list")
styles_ratio = pick("styles", "spec5000.") / pick("styles", "spec50.")
few_ratio = pick("styles", "few5000.") / pick("styles", "spec50.")
rep_ratio = pick("styles", "rep5000.") / pick("styles", "spec50.")
series = [pick("styles", f"spec{n}.") for n in (50, 500, 5000, 50000)]
per_style = (series[3] - series[2]) / 45000 * 1000
scale = [pick("scaling", f"scale{k} ") for k in (1, 2, 4)] + [pick("scaling", "corpus ")]
print("\n| ratio | value | target |\n|---|---|---|")
print(f"| scan cold / fc-scan | {scan_ratio:.2f}x | <= 0.35x |")
print(f"| audit 50 styles / fc-list | {audit_ratio:.2f}x | <= 1.2x |")
print(f"| audit 50 styles, families partly not installed / fc-list | {partial_ratio:.2f}x | <= 1.2x |")
print(f"| 5,000 styles / 50 styles | {styles_ratio:.2f}x | about 1x |")
print(f"| 5,000 styles over 10 families / 50 styles | {few_ratio:.2f}x | |")
print(f"| spec50's styles a hundred times / 50 styles | {rep_ratio:.2f}x | |")
print(f"| styles 50:500:5,000:50,000 | " + " : ".join(f"{t / series[0]:.2f}" for t in series) + f" ({per_style:.1f} us a style) | linear |")
print(f"| scaling 1x:2x:4x:10x files | " + " : ".join(f"{t / scale[0]:.2f}" for t in scale) + " | 10x <= 10.5 |")
print(f"| app of 40 fonts and 200 Swift files | {pick('app', '/app --format'):.1f} ms | <= 50 ms |")
print(f"| Compose app of 2,000 Kotlin files | {pick('app', '/kotlin --format'):.1f} ms | <= 200 ms |")
print(f"| Flutter app of 2,000 Dart files | {pick('app', '/dart --format'):.1f} ms | <= 200 ms |")
print(f"| React Native app of 2,000 JS/TS files | {pick('app', '/rn --format'):.1f} ms | <= 200 ms |")
print(f"| HTML report of the 9-style demo | {pick('html', 'demo/spec.json'):.1f} ms | <= 100 ms |")
print(f"| HTML report of 50 styles | {pick('html', 'spec50.json'):.1f} ms, {int(html50_kb)} KiB | <= 300 ms, <= 2 MB |")
print(f"| scan --format html, 50 families | {pick('html', 'scan50.sh'):.1f} ms | <= 1 s |")
print(f"| peak memory, scan of the corpus | {int(peak_kb) / 1024:.1f} MiB (fc-scan {int(peer_kb) / 1024:.1f} MiB) | <= 64 MiB |")
print(f"\n`--stats` on the corpus: {stats.strip()}")
PY
BIN=$BIN OUT=$OUT ROUNDS=$ROUNDS RUNS=$RUNS CORPUS=$CORPUS bash Benchmarks/goals.sh | tee -a "$OUT/results.md"
echo "results: $OUT/results.md"
