import FontAuditModel
import FontAuditSystem
import FontCatalog

extension AuditRule {
    package static let systemFontByName = AuditRule(
        id: "system-font-by-name", title: "Apple's system font asked for by name", severity: .error,
        help:
            "SF Pro, SF Compact, SF Mono and New York are not available by name on iOS: UIFont(name:) returns nil (and since iOS 13 a private .SF… name gives Times New Roman), so the app falls back silently. Ask for the system font with UIFont.systemFont(ofSize:weight:), UIFont.preferredFont(forTextStyle:) or SwiftUI's .system(size:weight:design:), which Bold Text makes bolder by itself. A bundled SF file is audited like any bundled font, with a note that Apple's licence does not allow embedding it."
    )
}

/// A style that asks Core Text for an SF or New York face by name, which the app does not bundle: nothing to
/// buy, the fix is the API.
enum SystemFontByNameCheck: StyleCheck {
    static func check(_ audit: StyleAudit) -> [Finding] {
        guard audit.asksSystemFontByName else { return [] }
        let name = Terminal.sanitize(audit.style.fontName ?? audit.style.family ?? "")
        let timesNewRoman = name.hasPrefix(".") ? " (a private .SF name gives Times New Roman since iOS 13)" : ""
        return [
            audit.finding(
                .systemFontByName,
                "\"\(name)\" is Apple's system font, which iOS does not give by name: UIFont(name:) returns nil\(timesNewRoman) and the app falls back silently; use UIFont.systemFont(ofSize:weight:) or SwiftUI's .system(size:weight:), which Bold Text makes bolder by itself"
            )
        ]
    }

    /// Bundled SF or New York files: audited like any font, with a note on Apple's licence.
    static func bundledNotes(_ faces: [FontFace]) -> [Finding] {
        var seen = Set<String>()
        return faces.compactMap { face in
            guard
                PlatformFonts.isAppleSystemFontName(face.family)
                    || PlatformFonts.isAppleSystemFontName(face.postscriptName),
                seen.insert(face.path).inserted
            else { return nil }
            return Finding(
                .systemFontByName,
                "\(Terminal.sanitize(Platform.baseName(of: face.path))) bundles Apple's \(Terminal.sanitize(face.family)), audited like any bundled font; Apple's licence for the SF and New York files does not allow embedding them in an app",
                at: SourceLocation(file: face.path, line: 1, column: 1), path: face.path,
                subject: Platform.baseName(of: face.path), severity: .note)
        }
    }
}
