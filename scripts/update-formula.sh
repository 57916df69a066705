#!/usr/bin/env bash
# Points Formula/fontaudit.rb (or FILE) at a release's source tarball: its url and its sha256.
#   update-formula.sh VERSION SHA256 [FILE]
# The release workflow runs it with the SHA-256 of the source tarball it has just built and attaches the result.
set -euo pipefail
version=${1:?usage: update-formula.sh VERSION SHA256 [FILE]}
sha=${2:?usage: update-formula.sh VERSION SHA256 [FILE]}
file=${3:-$(dirname "$0")/../Formula/fontaudit.rb}
[[ "$version" =~ ^[0-9]+\.[0-9]+\.[0-9]+$ ]] || { echo "update-formula: \"$version\" is not a version" >&2; exit 2; }
[[ "$sha" =~ ^[0-9a-f]{64}$ ]] || { echo "update-formula: \"$sha\" is not a SHA-256" >&2; exit 2; }
sed -i.bak -E \
  -e "s|^(  url \"https://github.com/[^/]+/[^/]+/releases/download/)v[^/]+/fontaudit-[^\"]+-source\.tar\.gz\"|\1v$version/fontaudit-$version-source.tar.gz\"|" \
  -e "s|^(  sha256 \")[0-9a-f]{64}\"|\1$sha\"|" "$file"
rm -f "$file.bak"
grep -q "fontaudit-$version-source.tar.gz" "$file" && grep -q "sha256 \"$sha\"" "$file" ||
  { echo "update-formula: $file has no url or sha256 line to update" >&2; exit 1; }
