import FontCatalog

/// Fonts that ship with the platform: a style that names one uses what the device already has, so it is
/// never reported as unknown or put on the buying list.
package enum PlatformFonts {
    /// The families iOS 17 installs (Apple's "Fonts included with iOS"), and the system font's names.
    static let iosFamilies: Set<String> = Set(
        [
            "System", "SF Pro", "SF Pro Text", "SF Pro Display", "SF Pro Rounded", "SF Compact", "SF Mono", ".SFUI",
            ".SFUIText", ".SFUIDisplay", ".SF NS", "New York", "Academy Engraved LET", "Al Nile", "American Typewriter",
            "Apple Color Emoji", "Apple SD Gothic Neo", "Apple Symbols", "Arial", "Arial Hebrew",
            "Arial Rounded MT Bold", "Avenir", "Avenir Next", "Avenir Next Condensed", "Baskerville", "Bodoni 72",
            "Bodoni 72 Oldstyle", "Bodoni 72 Smallcaps", "Bodoni Ornaments", "Bradley Hand", "Chalkboard SE",
            "Chalkduster", "Charter", "Cochin", "Copperplate", "Courier", "Courier New", "Damascus",
            "Devanagari Sangam MN", "Didot", "DIN Alternate", "DIN Condensed", "Euphemia UCAS", "Farah", "Futura",
            "Galvji", "Geeza Pro", "Georgia", "Gill Sans", "Grantha Sangam MN", "Helvetica", "Helvetica Neue",
            "Hiragino Maru Gothic ProN", "Hiragino Mincho ProN", "Hiragino Sans", "Hoefler Text", "Kailasa", "Kefa",
            "Khmer Sangam MN", "Kohinoor Bangla", "Kohinoor Devanagari", "Kohinoor Gujarati", "Kohinoor Telugu",
            "Lao Sangam MN", "Malayalam Sangam MN", "Marker Felt", "Menlo", "Mishafi", "Mukta Mahee",
            "Myanmar Sangam MN", "Noteworthy", "Noto Nastaliq Urdu", "Noto Sans Kannada", "Noto Sans Myanmar",
            "Noto Sans Oriya", "Optima", "Palatino", "Papyrus", "Party LET", "PingFang HK", "PingFang SC",
            "PingFang TC", "Rockwell", "Savoye LET", "Sinhala Sangam MN", "Snell Roundhand", "STIX Two Math",
            "STIX Two Text", "Symbol", "Tamil Sangam MN", "Thonburi", "Times New Roman", "Trebuchet MS", "Verdana",
            "Zapf Dingbats", "Zapfino",
        ].map(FamilyName.normalized))

    /// Whether an iOS PostScript or family name ("HelveticaNeue-Bold", "ArialMT", "Avenir Next") is one of
    /// iOS's own fonts. PostScript names often add "MT", "PSMT" or "PS" to the family.
    package static func isIOSSystemFont(_ name: String) -> Bool {
        let family = name.split(separator: "-", maxSplits: 1).first.map(String.init) ?? name
        var key = FamilyName.normalized(family)
        if iosFamilies.contains(key) { return true }
        for suffix in ["psmt", "mt", "ps"] where key.hasSuffix(suffix) {
            key.removeLast(suffix.count)
            if iosFamilies.contains(key) { return true }
        }
        return false
    }
}

extension PlatformFonts {
    /// Family names a Flutter style can use without declaring them: the platforms' own fonts.
    static let flutterFamilies: Set<String> = Set(
        [
            "Roboto", "Roboto Flex", "sans-serif", "serif", "monospace", "CupertinoSystemText",
            "CupertinoSystemDisplay",
            ".SF UI Text", ".SF UI Display", "Noto Sans",
        ].map(FamilyName.normalized))

    package static func isFlutterPlatformFont(_ name: String) -> Bool {
        flutterFamilies.contains(FamilyName.normalized(name)) || isIOSSystemFont(name)
    }
}

extension AuditRule {
    package static let platformFont = AuditRule(
        id: "platform-font", title: "Font that ships with the platform", severity: .note,
        help:
            "The style names a font the platform itself installs (the system font, or one of the families iOS ships). It is neither bundled nor bought; Bold Text does for it what the platform does."
    )
}
