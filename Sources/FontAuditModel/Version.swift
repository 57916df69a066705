/// The version every report and `--version` gives, and the commit `--version` names.
package enum FontAuditVersion {
    package static let current = "0.1.0"

    /// The commit this binary was built from, abbreviated, or "unknown" for a plain `swift build` of a checkout.
    package static var commit: String {
        let stamp = commitStamp().dropFirst(stampPrefix.count).prefix { $0 != " " }
        guard !stamp.isEmpty, !stamp.hasPrefix("$") else { return "unknown" }
        let hash = stamp.prefix { $0.isHexDigit }
        return String(hash.prefix(7)) + stamp.dropFirst(hash.count)
    }

    /// `fontaudit 0.2.0 (commit 1a2b3c4)`.
    package static var description: String { "fontaudit \(current) (commit \(commit))" }

    static let stampPrefix = "fontaudit-commit="

    /// Two writers fill this in, so that a build from a tarball (no .git at build or run time) still names its
    /// commit: `git archive` (a release's source tarball, Homebrew's url) expands the placeholder through
    /// `export-subst` in .gitattributes, and `make dist` overwrites the same bytes in the binary it ships
    /// (scripts/stamp-commit.py), padded with spaces to the literal's length. Not optimized, so the bytes are read
    /// at run time and never folded at compile time.
    @_optimize(none)
    static func commitStamp() -> String {
        "fontaudit-commit=$Format:%H$                                                "
    }
}
