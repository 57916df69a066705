#!/usr/bin/env bash
# Drops the libraries that fontaudit loads on first use (Sources/CLazyLoad/lazy_load.h: HarfBuzz, libxml2,
# libplist, libyaml) from a Linux binary's DT_NEEDED list, so that a run which never calls them never loads them
# (with ICU, glib, graphite2 and pcre2 behind them). SwiftPM puts pkg-config's -l flags before any linker flag a
# package can give, so --as-needed cannot do this at link time. It is sound only because the binary refers to
# none of their symbols (every call goes through dlsym): that is checked first, and a direct reference fails.
set -euo pipefail
bin=$1
[ "$(uname -s)" = Linux ] || exit 0
command -v patchelf >/dev/null || { echo "lazy-link: needs patchelf (apt-get install patchelf)" >&2; exit 1; }
undefined=$(nm -D --undefined-only "$bin" | awk '{print $2}' | sed 's/@.*//' | sort -u)
for soname in $(patchelf --print-needed "$bin"); do
  case $soname in libharfbuzz.so.*|libxml2.so.*|libplist-2.0.so.*|libyaml-0.so.*) ;; *) continue ;; esac
  path=$(ldd "$bin" | awk -v s="$soname" '$1 == s {print $3}')
  direct=$(comm -12 <(echo "$undefined") <(nm -D --defined-only "$path" | awk '{print $3}' | sed 's/@.*//' | sort -u))
  if [ -n "$direct" ]; then
    echo "lazy-link: $bin calls $soname directly, not through its shim: $(echo $direct)" >&2; exit 1
  fi
  patchelf --remove-needed "$soname" "$bin"
done
