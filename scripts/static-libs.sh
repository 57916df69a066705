#!/usr/bin/env bash
# Fills FOLDER (.build/static-libs) with a link to libstdc++'s static archive. The Makefile's RELEASE_FLAGS put
# that folder on the release link's library search path before the compiler's own folder: the release binary then
# carries the part of libstdc++ the Swift runtime uses instead of loading and relocating all of it at start (issue
# 26). Without the archive, libstdc++ is linked as a shared library, as by a plain `swift build`.
# (fontconfig, FreeType and expat stay shared: pkg-config's -L puts their shared libraries first, and HarfBuzz,
# loaded for the HTML report, brings the shared FreeType with it; one process must not hold two FreeTypes.)
set -euo pipefail
folder=$1
rm -rf "$folder" && mkdir -p "$folder"
[ "$(uname -s)" = Linux ] || exit 0
archive=$(${CC:-cc} -print-file-name=libstdc++.a)
if [ -f "$archive" ]; then ln -s "$archive" "$folder/"; else echo "static-libs: no libstdc++.a; linking it shared" >&2; fi
