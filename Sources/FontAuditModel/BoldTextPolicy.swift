import FontAuditSystem
import FontCatalog

/// Which weight a style switches to under Bold Text.
package struct BoldTextPolicy: Sendable, Hashable {
    package enum Name: String, Sendable, CaseIterable {
        /// iOS's system-font table: 100→200 … 400→600, 500→700, 600→800, 700→900, 800→900; 900 stays.
        case apple
        /// Android 12+: fontWeightAdjustment +300, here capped at 900.
        case android
        /// The lightest installed weight of the family heavier than the style (not YMatterType's rule: that
        /// is `ymattertype`).
        case next
        /// YMatterType's default `accessibilityBoldWeight`: one step up its 9-step ladder, by name.
        case ymattertype
        /// `UIFontDescriptor.withSymbolicTraits(.traitBold)` plus the usual hand mapping: Regular→Bold,
        /// Bold→Black.
        case traitBold = "trait-bold"
        /// Flutter: with Bold Text on, `Text` merges FontWeight.bold, so every style asks for 700 (and an 800 or
        /// 900 style gets lighter).
        case flutter

        package static var allNames: String { allCases.map(\.rawValue).joined(separator: ", ") }

        /// The text system the policy models draws a synthetic bold when the weight is missing (Android's
        /// minikin); Core Text shows a custom face as it is.
        package var fakesBold: Bool { self == .android }

        /// The policy's target depends on the weights the family has.
        package var needsInstalledWeights: Bool { self == .next }

        /// A policy that asks for the Bold Text face by a name built from the family (YMatterType's
        /// "Family-ExtraBold"), not by weight: that name, or nothing.
        package var namingConvention: (@Sendable (_ family: String, _ weight: Int, _ italic: Bool) -> String)? {
            guard self == .ymattertype else { return nil }
            return { YMatterTypeNames.fontName(family: $0, weight: $1, italic: $2) }
        }
    }

    package var name: Name
    /// Custom map on top of `name`: weight class → Bold Text weight.
    package var map: [Int: Int]

    package init(name: Name = .apple, map: [Int: Int] = [:]) {
        self.name = name
        self.map = map
    }

    static let appleTable: [Int: Int] = [
        100: 200, 200: 300, 300: 400, 400: 600, 500: 700, 600: 800, 700: 900, 800: 900,
    ]

    /// The weight the platform asks the font for under Bold Text, for a style of `weightClass` whose Bold Text
    /// weight class is `target`. Android's request is the style's weight + 300 clamped to 1000 (TextView's
    /// `setTypeface` and Compose clamp to `FONT_WEIGHT_MAX`), heavier than any face to buy for a 700 or 800
    /// style; it decides whether minikin fakes the bold. Every other policy asks for `target` itself.
    package func requested(for weightClass: Int, target: Int) -> Int {
        guard name == .android, map[weightClass] == nil else { return target }
        return min(weightClass + 300, 1000)
    }

    /// The Bold Text weight class for a style of `weightClass`, or nil when nothing heavier exists (900 and
    /// above under apple/android). `installedWeights` are the weight classes the family has, for `next`.
    package func target(for weightClass: Int, installedWeights: [Int]) -> Int? {
        if let mapped = map[weightClass] { return WeightClass.bucket(mapped) }
        switch name {
        case .apple:
            return Self.appleTable[weightClass]
        case .android:
            let target = min(weightClass + 300, 900)
            return target > weightClass ? target : nil
        case .next:
            // When nothing heavier is installed, the face to buy is the one iOS's own table names.
            return installedWeights.filter { $0 > weightClass }.min() ?? Self.appleTable[weightClass]
        case .ymattertype:
            // ultralight→thin→light→regular→medium→semibold→bold→heavy(800)→black; heavy and black → black.
            return weightClass < 900 ? weightClass + 100 : nil
        case .traitBold:
            if weightClass < 700 { return 700 }
            return weightClass < 900 ? 900 : nil
        case .flutter:
            return weightClass == 700 ? nil : 700
        }
    }

    /// Whether the target came from the custom map, for the report.
    func isMapped(_ weightClass: Int) -> Bool { map[weightClass] != nil }
}

/// How YMatterType names a face: "\(familyName)-\(weightName)\(suffix)".
package enum YMatterTypeNames {
    /// Its default weight names; its ultralight (100) is "ExtraLight" and its heavy (800) "ExtraBold".
    package static let weightNames: [Int: String] = [
        100: "ExtraLight", 200: "Thin", 300: "Light", 400: "Regular", 500: "Medium", 600: "SemiBold", 700: "Bold",
        800: "ExtraBold", 900: "Black",
    ]
    /// FontInfo's default italic suffix.
    package static let italicSuffix = "Italic"

    package static func fontName(family: String, weight: Int, italic: Bool) -> String {
        let weightName = weightNames[weight] ?? "Regular"
        return "\(family)-\(weightName)\(italic ? italicSuffix : "")"
    }
}
