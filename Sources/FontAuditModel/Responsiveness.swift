/// Whether a style's text follows the user's text size (Dynamic Type, Android's font scale, Flutter's
/// `TextScaler`), as far as the app's code can be followed lexically.
package enum TextScaling: Sendable, Hashable {
    /// It scales: `how` says why ("UIFontMetrics.scaledFont(for:)", "Font.custom(_:size:)", "sp").
    case scales(how: String)
    /// It keeps its size whatever the user's setting: `why` says what fixes it.
    case fixed(why: String)
    /// It scales up to a cap: still scaling, a note.
    case capped(how: String)
    /// The flow of the font value cannot be followed lexically: not checked, never guessed.
    case notChecked(why: String)

    /// True, false, or nil when capped scaling or not checked.
    package var scales: Bool? {
        switch self {
        case .scales, .capped: return true
        case .fixed: return false
        case .notChecked: return nil
        }
    }

    /// The reason, for reports.
    package var detail: String {
        switch self {
        case .scales(let s), .fixed(let s), .capped(let s), .notChecked(let s): return s
        }
    }

    /// A short word for reports' columns and JSON: scales, fixed, capped, not-checked.
    package var label: String {
        switch self {
        case .scales: return "scales"
        case .fixed: return "fixed"
        case .capped: return "capped"
        case .notChecked: return "not-checked"
        }
    }
}

/// Whether the app switches a style to a heavier face under Bold Text.
package enum BoldTextResponse: Sendable, Hashable {
    /// The platform's text system applies Bold Text itself (Android views, Compose, Flutter, iOS system font).
    case platform
    /// The app's own code reads the setting (`UIAccessibility.isBoldTextEnabled`, `legibilityWeight`,
    /// YMatterType): `how` says where.
    case app(how: String)
    /// Nothing in the code reads the setting, and the platform does nothing for this font.
    case never(why: String)
    /// The app turns the platform's Bold Text off (`MediaQuery(boldText: false)`, `fontWeightAdjustment = 0`).
    case turnedOff(how: String)
    /// The flow cannot be followed lexically (the setting is turned off somewhere; which styles it reaches is
    /// not known).
    case notChecked(why: String)

    package var detail: String {
        switch self {
        case .platform: return "the platform applies Bold Text itself"
        case .app(let s), .never(let s), .turnedOff(let s), .notChecked(let s): return s
        }
    }

    /// A short word for reports' columns and JSON: platform, app, never, off, not-checked.
    package var label: String {
        switch self {
        case .platform: return "platform"
        case .app: return "app"
        case .never: return "never"
        case .turnedOff: return "off"
        case .notChecked: return "not-checked"
        }
    }

    /// Whether the style changes under Bold Text: true, false, or nil when not known.
    package var switches: Bool? {
        switch self {
        case .platform, .app: return true
        case .never, .turnedOff: return false
        case .notChecked: return nil
        }
    }
}

/// Why a platform's Bold Text never reaches text drawn on a canvas (`TextStyle.boldTextNotApplied`): said once,
/// for the reader's `boldText` column and the audit's finding alike.
package enum CanvasText {
    /// Android adjusts a typeface only in `TextView.setTypeface` (AOSP: the one place `fontWeightAdjustment` is
    /// added); Flutter merges the bold only in `Text.build` (`MediaQuery.boldTextOf`).
    package static func whyBoldTextNeverReaches(on platform: AppPlatform?) -> String {
        platform == .android
            ? "Android adds Configuration.fontWeightAdjustment to a typeface only in TextView.setTypeface"
            : "Flutter merges FontWeight.bold only in Text.build, when MediaQuery.boldTextOf(context) is true"
    }
}
