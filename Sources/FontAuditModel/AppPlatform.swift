import FontAuditSystem

/// Which app platform a style or finding belongs to.
package enum AppPlatform: String, Sendable, CaseIterable, Comparable {
    case ios, android, flutter
    case reactNative = "react-native"

    package var displayName: String {
        switch self {
        case .ios: return "iOS"
        case .android: return "Android"
        case .flutter: return "Flutter"
        case .reactNative: return "React Native"
        }
    }

    /// The Bold Text policy the platform's own text system follows.
    package var defaultPolicy: BoldTextPolicy.Name {
        switch self {
        case .ios: return .apple
        case .android: return .android
        case .flutter: return .flutter
        // Each React Native style carries its own: apple for iOS's, android for Android's.
        case .reactNative: return .apple
        }
    }

    /// Reports list iOS, then Android, then Flutter.
    package var sortOrder: Int { AppPlatform.allCases.firstIndex(of: self)! }

    package static func < (a: AppPlatform, b: AppPlatform) -> Bool { a.sortOrder < b.sortOrder }
}

/// Where the app audit's styles came from, for the reports.
package struct AppSources: Sendable, Hashable {
    /// Styles read from source code and resources (Swift call sites, Android styles and layouts).
    package var stylesFromCode = 0
    /// Font call sites whose name is not a literal: counted, never guessed.
    package var callsNotChecked = 0
    /// Font declarations read: UIAppFonts entries, Android `<font>` entries and single-file families.
    package var declarations = 0
    package var fontFiles = 0

    package init() {}

    package static func + (a: AppSources, b: AppSources) -> AppSources {
        var sum = a
        sum.stylesFromCode += b.stylesFromCode
        sum.callsNotChecked += b.callsNotChecked
        sum.declarations += b.declarations
        sum.fontFiles += b.fontFiles
        return sum
    }
}

/// A fact a reader states about the project (a file not declared, an entry with no file): the engine's rules
/// decide what finding it is and how severe. Readers know the project, not the verdict.
package struct ProjectFact: Sendable, Hashable {
    package enum Kind: String, Sendable, CaseIterable {
        /// A bundled font file the platform's declaration does not list.
        case undeclaredFont
        /// A declaration entry naming no file.
        case declaredFontMissing
        /// A declared file that is not a readable font.
        case notAFont
        /// A reference to a font resource that does not exist.
        case missingFontResource
        /// An Android XML `<font-family>` that holds no `<font>`: the framework shows the system font for it.
        case emptyFontFamily
        /// A declared weight or slant that differs from the file's.
        case declarationMismatch
        /// A declared or loaded font file in a format the platform does not load (WOFF and WOFF2 on React
        /// Native).
        case formatNotLoaded
        /// A font a React Native declaration (react-native.config.js `assets`, the expo-font plugin) names that
        /// a committed native shell does not have: the link or prebuild step was not run again.
        case notLinked
        /// A `fontWeight` the TypeScript types accept but React Native's native code does not parse
        /// ('semibold', 'medium'…): Regular on both platforms.
        case weightNotParsed
        /// A style that React Native 0.83–0.86's Fabric iOS resolver shows in the family's heaviest face
        /// (react-native#57483).
        case fabricWeightBug
        /// Fonts asked for by name whose app never reads the Bold Text setting (iOS: the platform leaves it to
        /// the app).
        case boldTextNotHandled
        /// Code that turns the platform's own Bold Text off.
        case boldTextTurnedOff
        /// Text whose size ignores the user's text size setting.
        case textDoesNotScale
        /// Text scaling capped below what the user asks for, still scaling up to the cap.
        case textScaleCapped
    }

    package var kind: Kind
    package var message: String
    package var location: SourceLocation
    package var path: String?
    package var subject: String
    /// The reader cannot be sure (the code registers fonts at run time; the file may come from a dependency):
    /// a warning, not an error.
    package var uncertain = false
    /// The text system whose declaration it is about, when the platform has more than one (Android views and
    /// Compose).
    package var system: TextSystem?

    package init(
        _ kind: Kind, _ message: String, at location: SourceLocation, path: String? = nil, subject: String,
        uncertain: Bool = false, system: TextSystem? = nil
    ) {
        (self.kind, self.message, self.location, self.path, self.subject, self.uncertain) = (
            kind, message, location, path, subject, uncertain
        )
        self.system = system
    }
}
