#!/usr/bin/env bash
# `make dist`: packs the release binary (already built by `make release`) into a relocatable tarball,
#   dist/fontaudit-VERSION-OS-ARCH.tar.gz and its .sha256, holding
#   bin/fontaudit, lib/ (every library it needs but the C library's own), share/man, share/*completions,
#   LICENSE, README.md, CHANGELOG.md.
# Libraries are found at pack time, not listed here: what ldd (otool -L on macOS) resolves for the binary, plus any
# library the binary names by soname for dlopen, plus what those need in turn.
# Linux: the binary gets a DT_RPATH (not RUNPATH) of $ORIGIN/../lib, which the loader also uses for the
# libraries' own dependencies and for dlopen; each library gets $ORIGIN. macOS: install names are rewritten to
# @executable_path/../lib and @loader_path, and everything is signed again (ad hoc).
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
binary=${FONTAUDIT_DIST_BINARY:-.build/release/fontaudit}
out=${FONTAUDIT_DIST_DIR:-dist}
version=$(sed -n 's/.*static let current = "\(.*\)".*/\1/p' Sources/FontAuditModel/Version.swift)
case "$(uname -s)" in Linux) os=linux ;; Darwin) os=macos ;; *) echo "dist: unsupported OS $(uname -s)" >&2; exit 1 ;; esac
case "$(uname -m)" in x86_64 | amd64) arch=x86_64 ;; aarch64 | arm64) arch=arm64 ;; *) arch=$(uname -m) ;; esac
name=fontaudit-$version-$os-$arch
stage=.build/dist/$name
[ -x "$binary" ] || { echo "dist: $binary is missing; run make release first" >&2; exit 1; }

rm -rf "$stage"
mkdir -p "$stage/bin" "$stage/lib" "$stage/share/man/man1" "$stage/share/bash-completion/completions" \
  "$stage/share/zsh/site-functions" "$stage/share/fish/vendor_completions.d" "$out"
cp "$binary" "$stage/bin/fontaudit"
chmod 755 "$stage/bin/fontaudit"

# The commit, written over the stamp in the copied binary. A checkout stamps HEAD (with -dirty when tracked files
# differ from it); a source tarball from `git archive` already has it in the source (export-subst).
# (Only this repository's own HEAD: a source tarball unpacked inside another repository is not stamped with its.)
if [ "$(git -C "$root" rev-parse --show-toplevel 2>/dev/null)" = "$root" ] && commit=$(git -C "$root" rev-parse HEAD); then
  git -C "$root" diff --quiet HEAD -- 2>/dev/null || commit=$commit-dirty
  python3 scripts/stamp-commit.py "$stage/bin/fontaudit" "$commit"
fi

# The C library's own parts stay the system's: they must match the system's loader.
is_glibc() {
  case "$1" in
    linux-vdso.so.* | linux-gate.so.* | ld-linux*.so.* | libc.so.* | libm.so.* | libmvec.so.* | libpthread.so.* | \
      libdl.so.* | librt.so.* | libresolv.so.* | libutil.so.* | libanl.so.*) return 0 ;;
  esac
  return 1
}

# Sonames a file names in its strings: the candidates for dlopen. Only those the system can resolve are kept.
dlopened_sonames() {
  LC_ALL=C grep -aoE 'lib[A-Za-z0-9_.+-]+\.so\.[0-9]+' "$1" | sort -u || true
}

# awk reads to the end: exiting at the first match could kill ldconfig with SIGPIPE, which pipefail makes fatal.
resolve_soname() {
  /sbin/ldconfig -p 2>/dev/null | awk -v so="$1" '$1 == so && !found { print $NF; found = 1 }'
}

copy_linux_library() {  # soname, path
  local soname=$1 path=$2
  [ -e "$stage/lib/$soname" ] && return 1
  cp -L "$path" "$stage/lib/$soname"
  chmod 644 "$stage/lib/$soname"
  return 0
}

pack_linux() {
  command -v patchelf >/dev/null || { echo "dist: patchelf is missing (apt-get install patchelf)" >&2; exit 1; }
  local queue=("$stage/bin/fontaudit") file line soname path
  while [ ${#queue[@]} -gt 0 ]; do
    file=${queue[0]}
    queue=("${queue[@]:1}")
    # ldd lists the whole closure of what the file links; dlopen'ed sonames are added by name.
    while IFS= read -r line; do
      case "$line" in
        *"=> not found"*) echo "dist: $file needs ${line%% *} and the system has no such library" >&2; exit 1 ;;
        *" => /"*)
          soname=$(echo "$line" | awk '{ print $1 }')
          path=$(echo "$line" | awk '{ print $3 }')
          is_glibc "$soname" || copy_linux_library "$soname" "$path" || true
          ;;
      esac
    done < <(ldd "$file" 2>/dev/null || true)
    [ "$file" = "$stage/bin/fontaudit" ] || continue
    for soname in $(dlopened_sonames "$file"); do
      is_glibc "$soname" && continue
      [ -e "$stage/lib/$soname" ] && continue
      path=$(resolve_soname "$soname")
      [ -n "$path" ] || continue
      copy_linux_library "$soname" "$path" && queue+=("$stage/lib/$soname")
    done
  done
  patchelf --force-rpath --set-rpath '$ORIGIN/../lib' "$stage/bin/fontaudit"
  for file in "$stage"/lib/*; do
    [ -e "$file" ] && patchelf --force-rpath --set-rpath '$ORIGIN' "$file"
  done
}

pack_macos() {
  # Libraries outside the OS (/usr/lib, /System), by the path otool -L shows, each rewritten to the copy.
  local queue=("$stage/bin/fontaudit") file dependency base
  install_name_tool -add_rpath @executable_path/../lib "$stage/bin/fontaudit" 2>/dev/null || true
  while [ ${#queue[@]} -gt 0 ]; do
    file=${queue[0]}
    queue=("${queue[@]:1}")
    for dependency in $(otool -L "$file" | tail -n +2 | awk '{ print $1 }'); do
      case "$dependency" in /usr/lib/* | /System/* | @*) continue ;; esac
      base=$(basename "$dependency")
      if [ ! -e "$stage/lib/$base" ]; then
        cp -L "$dependency" "$stage/lib/$base"
        chmod 644 "$stage/lib/$base"
        install_name_tool -id "@rpath/$base" "$stage/lib/$base"
        queue+=("$stage/lib/$base")
      fi
      if [ "$file" = "$stage/bin/fontaudit" ]; then
        install_name_tool -change "$dependency" "@executable_path/../lib/$base" "$file"
      else
        install_name_tool -change "$dependency" "@loader_path/$base" "$file"
      fi
    done
  done
  for file in "$stage"/lib/* "$stage/bin/fontaudit"; do
    [ -e "$file" ] && codesign --force --sign - "$file"
  done
}

if [ "$os" = linux ]; then pack_linux; else pack_macos; fi

"$stage/bin/fontaudit" --generate-manual > "$stage/share/man/man1/fontaudit.1"
"$stage/bin/fontaudit" --generate-completion-script bash > "$stage/share/bash-completion/completions/fontaudit"
"$stage/bin/fontaudit" --generate-completion-script zsh > "$stage/share/zsh/site-functions/_fontaudit"
"$stage/bin/fontaudit" --generate-completion-script fish > "$stage/share/fish/vendor_completions.d/fontaudit.fish"
cp LICENSE README.md CHANGELOG.md "$stage/"

# The same inputs give the same bytes: sorted names, no owners, one date (the commit's, when there is one).
tarball=$out/$name.tar.gz
epoch=${SOURCE_DATE_EPOCH:-$(git -C "$root" log -1 --format=%ct 2>/dev/null || date +%s)}
if tar --version 2>/dev/null | grep GNU >/dev/null; then
  tar -C .build/dist --sort=name --owner=0 --group=0 --numeric-owner --mtime="@$epoch" -cf - "$name" | gzip -n -9 > "$tarball"
else
  tar -C .build/dist -cf - "$name" | gzip -n -9 > "$tarball"
fi
if command -v sha256sum >/dev/null; then
  (cd "$out" && sha256sum "$name.tar.gz" > "$name.tar.gz.sha256")
else
  (cd "$out" && shasum -a 256 "$name.tar.gz" > "$name.tar.gz.sha256")
fi
echo "dist: $tarball ($(du -k "$tarball" | cut -f1) KB, $(ls "$stage/lib" | wc -l | tr -d ' ') libraries)"
cat "$out/$name.tar.gz.sha256"
