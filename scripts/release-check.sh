#!/usr/bin/env bash
# A release tag must name the version the code carries: `release-check.sh v0.2.0` fails unless
# Sources/FontAuditModel/Version.swift says 0.2.0 and CHANGELOG.md has a "## 0.2.0" section.
set -euo pipefail
cd "$(dirname "$0")/.."
tag=${1:?usage: release-check.sh TAG}
version=$(sed -n 's/.*static let current = "\(.*\)".*/\1/p' Sources/FontAuditModel/Version.swift)
[ "$tag" = "v$version" ] || { echo "release-check: tag $tag, but Version.swift says $version" >&2; exit 1; }
grep -qx "## $version" CHANGELOG.md || { echo "release-check: CHANGELOG.md has no \"## $version\" section" >&2; exit 1; }
echo "release-check: $tag is version $version"
