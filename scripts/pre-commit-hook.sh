#!/usr/bin/env bash
# The pre-commit hook: runs fontaudit on each spec or token file pre-commit hands over, and fails if any of
# them fails (exit 2 wins over 1). Options for fontaudit go in the hook's args, ended by `--`, since
# pre-commit appends the file names after them:
#   args: [--no-system-fonts, --fonts, App/Fonts, --]
set -u
options=()
if [[ " $* " == *" -- "* ]]; then
  while [ $# -gt 0 ] && [ "$1" != "--" ]; do options+=("$1"); shift; done
  shift
fi
status=0
for file in "$@"; do
  fontaudit "$file" ${options[@]+"${options[@]}"}
  code=$?
  if [ $code -gt $status ]; then status=$code; fi
done
exit $status
