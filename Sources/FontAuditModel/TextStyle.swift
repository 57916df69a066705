import FontAuditSystem
import FontCatalog

/// One text style of a typography spec, with where it was written.
package struct TextStyle: Sendable, Hashable {
    package var name: String
    package var location: SourceLocation
    /// The family as written in the spec; nil for a `fontName` style.
    package var family: String?
    /// The weight as written, on the 1–1000 scale (a name already turned into its number).
    package var weight: Int?
    package var italic: Bool
    /// A PostScript name, as iOS `UIFont(name:)` uses; replaces family + weight + italic.
    package var fontName: String?
    /// A design token's `$description`, kept for reports.
    package var description: String?
    /// A design token's `$deprecated`: true, or the deprecation message.
    package var deprecated: String?
    /// The font size and line height as the spec gives them, for the HTML report.
    package var size: Double?
    package var lineHeight: String?
    /// The app platform a style read from a project belongs to.
    package var platform: AppPlatform?
    /// The text system that picks its face; nil is Core Text's (a spec, iOS).
    package var textSystem: TextSystem?
    /// The code sets font variations somewhere (Flutter's `FontVariation`): a variable font may be drawn at the
    /// weight asked, which a lexical scan cannot follow to this style.
    package var variationsInCode = false
    /// The style sets its variable font's `wght` axis itself (Flutter's `fontVariations: [FontVariation('wght',
    /// 600)]`): the text is drawn at this weight, and the bold that Bold Text merges in does not move it (the
    /// engine sets `wght` from `fontWeight` only when the style gives no `wght` variation).
    package var fixedAxisWeight: Int?
    /// What draws the style where the platform's Bold Text never reaches it ("Flame's TextPaint": Flutter merges
    /// the bold only in `Text.build`): it stays at its weight, as with `fixedAxisWeight`.
    package var boldTextNotApplied: String?
    /// The declared family it uses (`PlatformReading.families`' key), for Android, Compose and Flutter styles.
    package var familyKey: String?
    /// The Bold Text policy the style's own code follows (YMatterType's), used unless `--policy` is given.
    package var policy: BoldTextPolicy.Name?
    /// The face is asked for by exactly `fontName`, and its Bold Text face by the same naming convention
    /// (YMatterType): a face of the right weight under another name does not count.
    package var exactName = false
    /// The name may also be a family name (SwiftUI's `Font.custom`, through Core Text), not only a PostScript or
    /// full name (`UIFont(name:)`).
    package var acceptsFamilyName = false
    /// `weight` (and `italic`) are a SwiftUI modifier's on the named font (`Font.custom("DM Sans", size: 12)
    /// .weight(.bold)`, `.bold()`, `.italic()`, a `Text`'s `.fontWeight(_:)`): Core Text shows that weight and slant
    /// of the named font's family, not the named face.
    package var weightFromModifier = false
    /// The name the app's own code asks for instead of `fontName` when Bold Text is on (it swaps
    /// `boldFontName = "Inter-ExtraBold"` in for it under `legibilityWeight == .bold`): the style's Bold Text face,
    /// in place of the policy's weight.
    package var boldTextFontName: String?
    /// Whether its text follows the user's text size, read from the app's code (nil: not looked at).
    package var scaling: TextScaling?
    /// Whether the app switches it under Bold Text, read from the app's code (nil: not looked at).
    package var boldText: BoldTextResponse?

    package init(
        name: String, location: SourceLocation, family: String? = nil, weight: Int? = nil,
        italic: Bool = false, fontName: String? = nil
    ) {
        self.name = name
        self.location = location
        self.family = family
        self.weight = weight
        self.italic = italic
        self.fontName = fontName
    }
}

extension TextStyle {
    /// A size or line height as written for people: "16", "17.5". Whole numbers lose their ".0"; a value too
    /// large for an integer stays a Double, since converting it would trap.
    package static func measure(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}

/// The Bold Text policy a spec asks for: a named policy, optionally with a custom map on top.
package struct BoldTextSetting: Sendable, Hashable {
    package var policy: BoldTextPolicy.Name
    /// Style weight class → Bold Text weight; weights not listed fall back to `policy`.
    package var map: [Int: Int]

    package init(policy: BoldTextPolicy.Name = .apple, map: [Int: Int] = [:]) {
        self.policy = policy
        self.map = map
    }
}

/// A parsed spec: styles plus the run settings it carries.
package struct Spec: Sendable {
    package var file: String
    package var styles: [TextStyle]
    /// Bundled font paths, already resolved against the spec's folder.
    package var fonts: [String]
    package var systemFonts: Bool?
    package var boldText: BoldTextSetting?
    /// Known gaps shipped on purpose (the spec's "waivers").
    package var waivers: [Waiver]
    package var warnings: [LocatedWarning]
    /// Whether the reader checked that no two styles share a name (the native spec's readers do).
    package var styleNamesAreDistinct = false

    package init(
        file: String, styles: [TextStyle], fonts: [String], systemFonts: Bool?, boldText: BoldTextSetting?,
        waivers: [Waiver], warnings: [LocatedWarning], styleNamesAreDistinct: Bool = false
    ) {
        (self.file, self.styles, self.fonts, self.systemFonts, self.boldText) = (
            file, styles, fonts, systemFonts, boldText
        )
        (self.waivers, self.warnings, self.styleNamesAreDistinct) = (waivers, warnings, styleNamesAreDistinct)
    }
}
