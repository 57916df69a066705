#!/usr/bin/env bash
# The GitHub Action's install logic (action.yml), kept here so that it can be tested without GitHub:
#
#   action-install.sh resolve   which version, OS and architecture, and where it goes (outputs for the cache key)
#   action-install.sh install   the release tarball for them: downloaded, its SHA-256 checked, unpacked; or, when
#                               there is no such release, from-source=true (action.yml then builds)
#   action-install.sh build     the fallback: dependencies (apt on Linux, brew on macOS), then `make install`
#
# Environment (action.yml sets these from its inputs and contexts):
#   FONTAUDIT_VERSION        "0.2.0" or "v0.2.0"; empty: the action's own ref when it is a version tag (v0, v0.2,
#                            v0.2.0: the version in that checkout's Version.swift), otherwise "source"
#   FONTAUDIT_ACTION_REF     the action's ref (github.action_ref); FONTAUDIT_ACTION_PATH its checkout
#   FONTAUDIT_REPOSITORY     owner/name of the releases (github.action_repository)
#   FONTAUDIT_RELEASE_URL    base of the release assets (default https://github.com/OWNER/NAME/releases/download);
#                            assets are BASE/vVERSION/fontaudit-VERSION-OS-ARCH.tar.gz and .sha256; file:// works
#   FONTAUDIT_FALLBACK       "source" (default): build when there is no release asset; "never": fail instead
#   FONTAUDIT_OS, FONTAUDIT_ARCH  override linux|macos and x86_64|arm64 (tests)
#   FONTAUDIT_INSTALL_DIR    where to install; default RUNNER_TOOL_CACHE/fontaudit/VERSION/OS-ARCH
# Outputs go to GITHUB_OUTPUT, the bin folder to GITHUB_PATH, when they are set. A wrong checksum always fails.
set -euo pipefail

action_path=${FONTAUDIT_ACTION_PATH:-$(cd "$(dirname "$0")/.." && pwd)}

output() {
  echo "$1=$2"
  if [ -n "${GITHUB_OUTPUT:-}" ]; then echo "$1=$2" >> "$GITHUB_OUTPUT"; fi
}

fail() {
  echo "::error title=fontaudit install::$*" >&2
  exit 1
}

platform_os() {
  if [ -n "${FONTAUDIT_OS:-}" ]; then echo "$FONTAUDIT_OS"; return; fi
  case "$(uname -s)" in Linux) echo linux ;; Darwin) echo macos ;; *) fail "no fontaudit release for $(uname -s)" ;; esac
}

platform_arch() {
  if [ -n "${FONTAUDIT_ARCH:-}" ]; then echo "$FONTAUDIT_ARCH"; return; fi
  case "$(uname -m)" in x86_64 | amd64) echo x86_64 ;; aarch64 | arm64) echo arm64 ;; *) uname -m ;; esac
}

# The version of the release to install, or "source".
resolve_version() {
  local version=${FONTAUDIT_VERSION:-} ref=${FONTAUDIT_ACTION_REF:-}
  if [ -n "$version" ]; then
    version=${version#v}
    [[ "$version" =~ ^[0-9]+\.[0-9]+\.[0-9]+([-+][0-9A-Za-z.-]+)?$ || "$version" = source ]] ||
      fail "version \"$FONTAUDIT_VERSION\" is not a version such as 0.2.0 (or \"source\")"
    echo "$version"
    return
  fi
  [ -n "$ref" ] || ref=$(basename "$action_path")
  if [[ "$ref" =~ ^v[0-9]+(\.[0-9]+){0,2}$ ]]; then
    # v0 and v0.2 move with releases: the checkout of that tag knows the exact version.
    sed -n 's/.*static let current = "\(.*\)".*/\1/p' "$action_path/Sources/FontAuditModel/Version.swift"
  else
    echo source
  fi
}

sha256() {
  if command -v sha256sum >/dev/null; then sha256sum "$1" | cut -d' ' -f1; else shasum -a 256 "$1" | cut -d' ' -f1; fi
}

resolve() {
  local version os arch dir
  version=$(resolve_version)
  os=$(platform_os)
  arch=$(platform_arch)
  dir=${FONTAUDIT_INSTALL_DIR:-${RUNNER_TOOL_CACHE:-${RUNNER_TEMP:-/tmp}}/fontaudit/$version/$os-$arch}
  output version "$version"
  output os "$os"
  output arch "$arch"
  output dir "$dir"
}

# Installed when dir/bin/fontaudit runs and says it is this version.
installed() {
  [ -x "$1/bin/fontaudit" ] && "$1/bin/fontaudit" --version 2>/dev/null | grep -q "^fontaudit $2 "
}

use() {
  if [ -n "${GITHUB_PATH:-}" ]; then echo "$1/bin" >> "$GITHUB_PATH"; fi
  output path "$1/bin/fontaudit"
}

# No release to install: build from source, or fail when the fallback is off.
no_release() {
  if [ "${FONTAUDIT_FALLBACK:-source}" = never ]; then
    fail "$1, and the fallback is off (build-from-source: never)"
  fi
  echo "::warning title=fontaudit install::$1; building fontaudit from source instead"
  output from-source true
}

install() {
  local version=$1 os=$2 arch=$3 dir=$4
  if [ "$version" = source ]; then
    no_release "the action's ref (${FONTAUDIT_ACTION_REF:-$(basename "$action_path")}) is not a release tag"
    return
  fi
  if installed "$dir" "$version"; then
    echo "fontaudit $version is already installed in $dir (cache)"
    use "$dir"
    output from-source false
    return
  fi
  local repository=${FONTAUDIT_REPOSITORY:-fontaudit/fontaudit}
  local base=${FONTAUDIT_RELEASE_URL:-https://github.com/$repository/releases/download}
  local name=fontaudit-$version-$os-$arch
  local url=$base/v$version/$name.tar.gz
  work=$(mktemp -d)
  trap 'rm -rf "$work"' EXIT
  echo "Downloading $url"
  if ! curl -fsSL --retry 3 -o "$work/$name.tar.gz" "$url" 2>"$work/curl.log" ||
    ! curl -fsSL --retry 3 -o "$work/$name.tar.gz.sha256" "$url.sha256" 2>>"$work/curl.log"; then
    sed 's/^/  /' "$work/curl.log" >&2
    no_release "no release asset $name.tar.gz (with its .sha256) at $base/v$version"
    return
  fi
  local expected actual
  expected=$(awk 'NR == 1 { print $1 }' "$work/$name.tar.gz.sha256")
  actual=$(sha256 "$work/$name.tar.gz")
  if [ "$expected" != "$actual" ]; then
    fail "$name.tar.gz has SHA-256 $actual but $name.tar.gz.sha256 says ${expected:-nothing}; not installed"
  fi
  echo "SHA-256 $actual verified"
  rm -rf "$dir"
  mkdir -p "$dir"
  tar -xzf "$work/$name.tar.gz" -C "$dir" --strip-components 1
  if ! installed "$dir" "$version"; then
    "$dir/bin/fontaudit" --version >&2 || true
    rm -rf "$dir"
    no_release "the release binary $name does not run on this runner"
    return
  fi
  "$dir/bin/fontaudit" --version
  use "$dir"
  output from-source false
}

build() {
  local dir=$1
  # On Linux, make installs the Debian or Ubuntu packages it needs itself (with sudo when not root).
  if [ "$(platform_os)" = macos ]; then
    brew install pkg-config freetype harfbuzz libpng fontconfig libplist libxml2 libyaml
  fi
  make -C "$action_path" install PREFIX="$dir"
  use "$dir"
}

case "${1:-}" in
  resolve) resolve ;;
  install) install "$2" "$3" "$4" "$5" ;;
  build) build "$2" ;;
  *) echo "usage: action-install.sh resolve | install VERSION OS ARCH DIR | build DIR" >&2; exit 2 ;;
esac
