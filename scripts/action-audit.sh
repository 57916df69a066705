#!/usr/bin/env bash
# The GitHub Action's audit step (action.yml), kept here so that it can be tested without GitHub.
# It runs fontaudit once with the action's inputs: GitHub annotations on standard output (and, through
# GITHUB_STEP_SUMMARY, the Markdown report in the job summary), SARIF and JSON files (written even when the spec
# has an error), and any Markdown, HTML or JUnit file asked for. Then it writes the step's outputs from the JSON
# report, whatever the audit found, and exits 0: action.yml's last step exits with the audit's code, after the
# SARIF upload, so that neither an upload failure nor a failing audit hides the other's result.
#
# Environment: SPEC (a spec, token file or app folder), FONTS (paths, whitespace-separated), NO_SYSTEM_FONTS,
# POLICY, STRICT, BASELINE (paths), ARGS (more options, whitespace-separated), ANNOTATIONS ("true"/"false"),
# SARIF, JSON, MARKDOWN, HTML, JUNIT (report paths; empty: not written, but JSON always is, to RUNNER_TEMP).
set -u

output() {
  echo "$1=$2"
  if [ -n "${GITHUB_OUTPUT:-}" ]; then echo "$1=$2" >> "$GITHUB_OUTPUT"; fi
}

json=${JSON:-}
[ -n "$json" ] || json=${RUNNER_TEMP:-${TMPDIR:-/tmp}}/fontaudit-report.json
rm -f "$json"

arguments=("${SPEC:?the spec input is required}")
for path in ${FONTS:-}; do arguments+=(--fonts "$path"); done
for path in ${BASELINE:-}; do arguments+=(--baseline "$path"); done
if [ "${NO_SYSTEM_FONTS:-false}" = true ]; then arguments+=(--no-system-fonts); fi
if [ -n "${POLICY:-}" ]; then arguments+=(--policy "$POLICY"); fi
if [ "${STRICT:-false}" = true ]; then arguments+=(--strict); fi
read -r -a extra <<< "${ARGS:-}"
arguments+=(${extra[@]+"${extra[@]}"})
if [ "${ANNOTATIONS:-true}" = true ]; then arguments+=(--format github); fi
reports=()
for pair in "sarif:${SARIF:-}" "json:$json" "markdown:${MARKDOWN:-}" "html:${HTML:-}" "junit:${JUNIT:-}"; do
  format=${pair%%:*}
  path=${pair#*:}
  if [ -n "$path" ]; then
    arguments+=(--format "$format" --output "$path")
    reports+=("$format:$path")
  fi
done

fontaudit "${arguments[@]}"
code=$?
output exit-code "$code"

# What the JSON report says, for later steps: the count of failing styles, and the faces to buy.
if [ -s "$json" ] && command -v python3 >/dev/null; then
  python3 - "$json" "${GITHUB_OUTPUT:-/dev/null}" <<'PYTHON' || echo "::warning title=fontaudit::cannot read $json"
import json, sys
report = json.load(open(sys.argv[1], encoding="utf-8"))
missing = report.get("missingFaces", [])
values = {
    "failed-styles": report.get("summary", {}).get("failed", 0),
    "faces-to-buy": len(missing),
    "faces-to-buy-names": ",".join(face.get("postscriptName") or face.get("name", "") for face in missing),
}
with open(sys.argv[2], "a", encoding="utf-8") as out:
    for key, value in values.items():
        print(f"{key}={value}")
        out.write(f"{key}={value}\n")
PYTHON
fi
for report in "${reports[@]}"; do
  path=${report#*:}
  if [ -e "$path" ]; then output "${report%%:*}-file" "$path"; fi
done
exit 0
