#!/usr/bin/env bash
# make fuzz FUZZ_SECONDS=N: builds the libFuzzer targets with AddressSanitizer and runs each for N seconds
# on a working copy of its seed corpus. Crashes, leaks, hangs (an input over FUZZ_TIMEOUT seconds) and
# out-of-memory inputs are saved under .build/fuzz/artifacts/TARGET/ and fail the run. See FUZZING.md.
set -uo pipefail
cd "$(dirname "$0")/.."
SECONDS_EACH=${FUZZ_SECONDS:-60}
RUNS=${FUZZ_RUNS:--1}                  # a number of executions instead of a time, when set
TIMEOUT=${FUZZ_TIMEOUT:-10}
SANITIZE=${FUZZ_SANITIZE:-fuzzer,address}
TARGETS=${FUZZ_TARGETS:-FuzzSpec FuzzFontFile FuzzEscaping FuzzAppSources}
SEED=${FUZZ_SEED:-0}                    # 0: a new seed each run; CI's smoke run fixes one
OUT=.build/fuzz
SCRATCH=$OUT/build-${SANITIZE//,/-}
mkdir -p "$OUT"

for target in $TARGETS; do
  FONTAUDIT_FUZZ=1 swift build --scratch-path "$SCRATCH" -c release --product "$target" -Xswiftc "-sanitize=$SANITIZE" \
    2>&1 | grep -v "Cannot export local symbol" | grep -E "error|warning: |Build of" || true
  [ -x "$SCRATCH/release/$target" ] || { echo "fuzz: $target did not build"; exit 1; }
done

# Seeds: the hand-made edge cases, the fixtures, and every input that once broke a target.
seed() {  # seed TARGET FILES...
  local corpus=$OUT/corpus/$1; shift
  mkdir -p "$corpus"
  for f in "$@"; do [ -f "$f" ] && cp "$f" "$corpus/seed-$(printf %s "$f" | tr / _)"; done
}
seed FuzzSpec Fuzz/seeds/spec/* Fixtures/demo/spec.json Fixtures/tokens/*.json Fuzz/regressions/FuzzSpec/*
seed FuzzFontFile Fuzz/seeds/font/* $(find Fixtures/fonts Fixtures/broken Fixtures/corrupt Fixtures/markup -type f 2>/dev/null) Fuzz/regressions/FuzzFontFile/*
seed FuzzEscaping Fuzz/seeds/escaping/* Fuzz/regressions/FuzzEscaping/*
seed FuzzAppSources $(find Fixtures/apps -type f ! -iname "*.ttf" 2>/dev/null) Fuzz/regressions/FuzzAppSources/*

RESULTS=$OUT/results.md
{
  echo "| target | executions | seconds | exec/s | corpus | crashes, leaks, hangs, OOM |"
  echo "|---|---:|---:|---:|---:|---:|"
} > "$RESULTS"
failed=0
for target in $TARGETS; do
  artifacts=$OUT/artifacts/$target
  mkdir -p "$artifacts"
  log=$OUT/$target.log
  started=$OUT/$target.started   # artifacts older than this run (already fixed) do not count against it
  touch "$started"
  echo "fuzz: $target for ${SECONDS_EACH}s ($SANITIZE)"
  # Swift's own crash handler fights ASan's; libFuzzer reports crashes itself.
  SWIFT_BACKTRACE=enable=no ASAN_OPTIONS=detect_leaks=1 "$SCRATCH/release/$target" "$OUT/corpus/$target" \
    -max_total_time="$SECONDS_EACH" -runs="$RUNS" -timeout="$TIMEOUT" -rss_limit_mb=2048 -max_len=65536 \
    -seed="$SEED" -artifact_prefix="$artifacts/" -print_final_stats=1 >"$log" 2>&1
  status=$?
  runs=$(grep -o 'stat::number_of_executed_units: *[0-9]*' "$log" | grep -o '[0-9]*$' | tail -1)
  time=$(grep -o 'Done [0-9]* runs in [0-9]* second' "$log" | grep -o 'in [0-9]*' | grep -o '[0-9]*' | tail -1)
  found=$(find "$artifacts" -type f -newer "$started" | wc -l)
  corpus=$(find "$OUT/corpus/$target" -type f | wc -l)
  rate=$([ -n "$time" ] && [ "$time" -gt 0 ] && echo $(( ${runs:-0} / time )) || echo "-")
  echo "| $target | ${runs:-?} | ${time:-?} | $rate | $corpus | $found |" >> "$RESULTS"
  if [ "$status" -ne 0 ] || [ "$found" -ne 0 ]; then
    failed=1
    echo "fuzz: $target FAILED (exit $status); see $log and $artifacts/"
    grep -E "Fatal error|ERROR:|SUMMARY" "$log" | head -5
  fi
done
cat "$RESULTS"
exit $failed
