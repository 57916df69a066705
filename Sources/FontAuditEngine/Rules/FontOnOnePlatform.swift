import FontAuditModel

extension AuditRule {
    package static let fontOnOnePlatform = AuditRule(
        id: "font-on-one-platform", title: "React Native font loaded on one platform only", severity: .error,
        help:
            "The style's fontFamily names a font that the app loads on one platform (iOS: a UIAppFonts face, the expo-font plugin or a useFonts key; Android: assets/fonts, a registered custom family or a useFonts key) but not on the other, which shows its system font instead. React Native looks fonts up by family or PostScript name on iOS and by file name on Android: name the Android file after the iOS name, or select each platform's name with Platform.select."
    )
}

/// A React Native style whose font is loaded on the other platform only. A React Native reader keys its
/// families "ios:NAME" and "android:NAME" (an Android asset font "android:NAME#slot").
enum FontOnOnePlatformCheck: StyleCheck {
    static func check(_ audit: StyleAudit) -> [Finding] {
        guard let declared = audit.declared, declared.family == nil, !audit.isPlatformFont,
            let (name, other) = ReactNativeFamilies.otherPlatform(audit), let otherName = other
        else { return [] }
        let shown = audit.style.textSystem == .reactNativeIOS ? "the system font (San Francisco)" : "Roboto"
        let here = audit.style.textSystem == .reactNativeIOS ? "iOS" : "Android"
        return [
            audit.finding(
                .fontOnOnePlatform,
                "fontFamily \"\(Terminal.sanitize(name))\" is loaded on \(otherName) but not on \(here), which shows \(shown) instead"
            )
        ]
    }
}

/// The React Native readers' family keys.
enum ReactNativeFamilies {
    /// The fontFamily a React Native style names, and the other platform's name when that platform loads it.
    static func otherPlatform(_ audit: StyleAudit) -> (name: String, other: String?)? {
        guard let declared = audit.declared, let key = audit.style.familyKey,
            let system = audit.style.textSystem, system == .reactNativeIOS || system == .reactNativeAndroid,
            let colon = key.firstIndex(of: ":")
        else { return nil }
        let name = String(key[key.index(after: colon)...].prefix { $0 != "#" })
        let prefix = system == .reactNativeIOS ? "android:" : "ios:"
        let loaded = declared.families.keys.contains { $0 == prefix + name || $0.hasPrefix(prefix + name + "#") }
        return (name, loaded ? (system == .reactNativeIOS ? "Android" : "iOS") : nil)
    }
}
