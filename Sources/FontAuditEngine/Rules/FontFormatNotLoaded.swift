import FontAuditModel

extension AuditRule {
    package static let fontFormatNotLoaded = AuditRule(
        id: "font-format-not-loaded", title: "Font format React Native does not load", severity: .error,
        help:
            "A React Native app declares or loads a WOFF or WOFF2 file. Android's asset lookup tries only .ttf and .otf, Typeface reads TrueType and OpenType only, react-native-asset does not link other files as fonts, and Metro does not resolve require('./x.woff') by default: the text falls back to the system font. Ship the .ttf or .otf."
    )
}

enum FontFormatNotLoadedRule: ProjectFactRule {
    static var kind: ProjectFact.Kind { .formatNotLoaded }
    static var rule: AuditRule { .fontFormatNotLoaded }
}
