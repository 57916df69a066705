import FontAuditModel
import FontCatalog

/// Fonts that ship with the platform: a style that names one uses what the device already has, so it is
/// never reported as unknown or put on the buying list.
package enum PlatformFonts {
    /// The families iOS 17 installs (Apple's "Fonts included with iOS"), and the system font's names.
    static let iosFamilies: Set<String> = Set(
        [
            "System", "Academy Engraved LET", "Al Nile", "American Typewriter",
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

    /// Apple's system font families. iOS does not give them by name: the system font is reached only through
    /// `UIFont.systemFont(ofSize:weight:)`, `preferredFont(forTextStyle:)` or SwiftUI's `.system(…)`, and
    /// `UIFont(name: "SFProText-Regular")` returns nil unless the app bundles the file; since iOS 13 a private
    /// `.SFUI-…` name gives Times New Roman (Core Text logs "it will get TimesNewRomanPSMT rather than the
    /// intended font"). Apple's licence for the downloadable SF files does not allow embedding them.
    static let appleSystemFamilies: Set<String> = Set(
        [
            "SF Pro", "SF Pro Text", "SF Pro Display", "SF Pro Rounded", "SF Compact", "SF Compact Text",
            "SF Compact Display", "SF Compact Rounded", "SF Mono", "New York", "New York Small", "New York Medium",
            "New York Large", "New York Extra Large", "SF UI", "SF UI Text", "SF UI Display", "SF NS",
            "SF NS Text", "SF NS Display",
        ].map(FamilyName.normalized))

    /// Whether a name asks for Apple's system font by name: an SF or New York family or PostScript name
    /// ("SFProText-Semibold", "SF Pro Display"), or a private `.SF…` name.
    package static func isAppleSystemFontName(_ name: String) -> Bool {
        // A name that starts with a dot is one of Apple's private names for its system font (".SFUI-Regular",
        // ".HelveticaNeueInterface-Regular"): never a font to bundle.
        if name.hasPrefix(".") { return true }
        let family = name.split(separator: "-", maxSplits: 1).first.map(String.init) ?? name
        return appleSystemFamilies.contains(FamilyName.normalized(family))
    }

    /// Whether a name asked for exactly (`UIFont(name:)`, `Font.custom`) in one of iOS's families is a face the
    /// app bundles under a PostScript name iOS does not ship: unstoppable-ios-app bundles and declares
    /// `HelveticaNeue-Custom.ttf` (family Helvetica Neue, style Custom). Core Text registers the app's font, as
    /// no installed face has that name, and `UIFont(name:)` returns it: the app's font, audited as such, not
    /// iOS's. iOS's own faces are named by weight, width and slant words after the hyphen (`HelveticaNeue-Bold`,
    /// `AvenirNextCondensed-DemiBoldItalic`, `HiraginoSans-W6`); a bundled copy of one of those loses to the
    /// installed face (Core Text refuses to register a duplicate name), so it stays iOS's.
    package static func isAppsOwnFace(_ name: String, exactName: Bool, index: FaceIndex) -> Bool {
        guard exactName, let dash = name.firstIndex(of: "-") else { return false }
        var rest = FamilyName.normalized(String(name[name.index(after: dash)...]))
        strip: while !rest.isEmpty {
            for word in iosStyleWords where rest.hasSuffix(word) {
                rest.removeLast(word.count)
                continue strip
            }
            break
        }
        guard !rest.isEmpty else { return false }
        // A bundled face the app forgot to declare is its own too: iOS ships no such name, so `UIFont(name:)`
        // returns nil, not an iOS face.
        return index.unregisteredBundledNames.contains(name)
            || index.faces(postscriptName: name).contains { $0.source == .bundled && $0.postscriptName == name }
    }

    /// The words after the hyphen of iOS's own PostScript names, normalized, longest first.
    static let iosStyleWords: [String] =
        (Array(WeightClass.namedWeights.keys)
        + [
            "italic", "oblique", "roman", "condensed", "compressed", "demi", "plain", "semi", "ultra", "extra",
            "display", "text", "small", "caps", "smallcaps", "w0", "w1", "w2", "w3", "w4", "w5", "w6", "w7", "w8",
            "w9",
        ]).sorted { ($0.count, $0) > ($1.count, $1) }

    /// Whether an iOS PostScript or family name ("HelveticaNeue-Bold", "ArialMT", "Avenir Next") is one of
    /// iOS's own fonts. PostScript names often add "MT", "PSMT" or "PS" to the family.
    package static func isIOSSystemFont(_ name: String) -> Bool {
        // Core Text's own name for the system UI font, which Interface Builder writes for a label set to the
        // system font (`<fontDescription name=".AppleSystemUIFont" …>`): the system font itself.
        if name.hasPrefix(".AppleSystemUIFont") { return true }
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

    /// An empty name (`fontFamily: ''`) is the platform's default font: the engine registers no family by an
    /// empty name (`TypefaceFontAssetProvider::RegisterTypeface` returns on `family_name_alias.empty()`), so Skia's
    /// `FontCollection::findTypefaces` finds no typeface for it and takes the default families.
    package static func isFlutterPlatformFont(_ name: String) -> Bool {
        name.isEmpty || flutterFamilies.contains(FamilyName.normalized(name)) || isIOSSystemFont(name)
    }

    /// A family name a style of `system` may use without declaring it: the platform's own font.
    package static func isPlatformFont(_ name: String, system: TextSystem?) -> Bool {
        switch system ?? .coreText {
        case .coreText: return isIOSSystemFont(name)
        case .flutter: return isFlutterPlatformFont(name)
        // Compose's FontFamily.Default, .SansSerif, .Serif, .Monospace, .Cursive; Android's sans-serif and kin;
        // Compose's `DeviceFontFamilyName("…")`, a font the device has, found by name or else the default
        // (androidx.compose.ui.text.font.DeviceFontFamilyNameFont: `Typeface.create(name, …)`).
        case .compose, .androidView:
            return name.hasPrefix("FontFamily.") || name.hasPrefix("DeviceFontFamilyName(")
                || androidFamilies.contains(name)
        // React Native: RCTFont's "System" and Fabric's CSS generic names on iOS; on Android what
        // `Typeface.create(name, style)` finds among the system families.
        case .reactNativeIOS: return isIOSSystemFont(name) || reactNativeIOSGenerics.contains(name.lowercased())
        case .reactNativeAndroid:
            return androidFamilies.contains(name) || name == "System" || name.lowercased() == androidDefaultFamily
        }
    }

    /// Fabric's design names for the system font (`RCTFontUtils.mm`).
    static let reactNativeIOSGenerics: Set<String> = [
        "system-ui", "ui-sans-serif", "ui-serif", "ui-rounded", "ui-monospace", "systemcondensed",
    ]

    /// Roboto by name: `Typeface.create("Roboto", style)` finds no fonts.xml family of that name and returns
    /// `Typeface.DEFAULT` (AOSP `Typeface.getSystemDefaultTypeface`: `sSystemFontMap.get(familyName)`, else
    /// DEFAULT), sans-serif, which is Roboto: the font a React Native style naming it asks for (NativeBase's
    /// theme, `fontFamily: 'Roboto'`), and one Bold Text makes heavier as it does the system font.
    static let androidDefaultFamily = "roboto"

    /// The families Android's fonts.xml names, which `android:fontFamily` may use without a resource, with its
    /// `<alias>` names (frameworks/base data/fonts/fonts.xml: `<alias name="helvetica" to="sans-serif" />`,
    /// `<alias name="times new roman" to="serif" />`, `<alias name="courier" to="serif-monospace" />`…):
    /// `Typeface.create("helvetica", style)` is the system's sans-serif, not a font the device lacks. The lookup
    /// (`Typeface.sSystemFontMap`) is by the exact name, so "Helvetica" is not one of them.
    static let androidFamilies: Set<String> = [
        "sans-serif", "sans-serif-thin", "sans-serif-light", "sans-serif-medium", "sans-serif-black",
        "sans-serif-condensed", "sans-serif-condensed-light", "sans-serif-condensed-medium", "sans-serif-smallcaps",
        "serif", "monospace", "serif-monospace", "casual", "cursive", "sans-serif-monospace", "serif-bold",
        "arial", "helvetica", "tahoma", "verdana", "times", "times new roman", "palatino", "georgia", "baskerville",
        "goudy", "fantasy", "ITC Stone Serif", "monaco", "courier", "courier new",
    ]
}
