import FontAuditSystem

/// Which renderer draws the app's text on iOS: Paper (the old architecture, `+[RCTFont updateFont:…]` in
/// React/Views/RCTFont.mm) or Fabric (`RCTFontWithFontProperties` in RCTFontUtils.mm). They differ on a
/// `fontFamily` that names a face: Paper keeps the face's slant and weight where the style gives none, and
/// reads `fontWeight: 'normal'` as Regular; Fabric resets the slant and reads a missing or Regular weight
/// (UIFontWeightRegular is 0.0) as the face's own weight (`fontWeight ?: RCTGetFontWeight(font)`).
///
/// Android's font path (ReactFontManager, ReactTypefaceUtils) is the same on both, so only iOS is decided here.
struct ReactNativeArchitecture {
    /// A flag the app writes, for the platform it is written for (nil: the file says nothing).
    var infoPlist: Bool?
    var expoConfig: Bool?
    var gradleProperties: Bool?
    /// react-native's minor version, and expo's major (SDK) version.
    var reactNativeMinor: Int?
    var expoMajor: Int?

    /// Whether iOS renders with Paper, in this order:
    /// 1. React Native 0.82 and later run on the new architecture only: the flag is ignored (0.82 release notes,
    ///    "A New Era").
    /// 2. `RCTNewArchEnabled` in ios/…/Info.plist (0.76+: `pod install` writes it, RCTAppDelegate reads it).
    /// 3. Expo's `newArchEnabled` (app.json or app.config, top level or `ios`), which prebuild writes into both
    ///    shells.
    /// 4. android/gradle.properties `newArchEnabled`: with nothing said for iOS, Android's flag is the app's.
    /// 5. The version's default: Paper before 0.76 (the new architecture was opt-in from 0.68 and absent before),
    ///    and on Expo SDK 52 (RN 0.76), whose existing projects kept Paper unless app.json said otherwise
    ///    (expo.dev changelog, SDK 52); Fabric from 0.76 on, and when the version is not known.
    var iosIsPaper: Bool {
        if let minor = reactNativeMinor, minor >= 82 { return false }
        if let flag = infoPlist ?? expoConfig ?? gradleProperties { return !flag }
        if expoMajor == 52 { return true }
        guard let minor = reactNativeMinor else { return false }
        return minor < 76
    }

    /// `<key>RCTNewArchEnabled</key><true/>` (or `<false/>`) in an XML Info.plist; nil when the key is not
    /// there or the file is binary (then the other sources decide).
    static func infoPlistFlag(_ bytes: [UInt8]) -> Bool? {
        guard let key = ProjectText.find("<key>RCTNewArchEnabled</key>", in: bytes) else { return nil }
        var i = key + "<key>RCTNewArchEnabled</key>".utf8.count
        while i < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[i]) { i += 1 }
        let rest = bytes[i..<min(bytes.count, i + 8)]
        if rest.starts(with: Array("<true/>".utf8)) { return true }
        if rest.starts(with: Array("<false/>".utf8)) { return false }
        return nil
    }

    /// `newArchEnabled=true` or `=false` in a gradle.properties (the last one written wins, as in Gradle).
    static func gradleFlag(_ bytes: [UInt8]) -> Bool? {
        var flag: Bool?
        for line in bytes.split(separator: 0x0A) {
            let text = String(decoding: line, as: UTF8.self).trimmingCharacters(in: " \t\r")
            guard let equals = text.firstIndex(of: "="),
                String(text[..<equals]).trimmingCharacters(in: " \t") == "newArchEnabled"
            else { continue }
            let value = String(text[text.index(after: equals)...]).trimmingCharacters(in: " \t")
            if value == "true" { flag = true } else if value == "false" { flag = false }
        }
        return flag
    }
}
