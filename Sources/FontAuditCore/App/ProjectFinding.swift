import FontAuditSystem

/// A finding about the app project itself rather than one style: a font file not declared, a declaration
/// with no file, a name in code that no face carries. Located where the fix goes.
package struct ProjectFinding: Sendable, Hashable {
    package var rule: AuditRule
    package var severity: Finding.Severity
    package var message: String
    package var location: SourceLocation
    /// The file the finding is about (a font file, a declared entry), when there is one.
    package var path: String?
    /// What a waiver names to cover it: the font file's name, the declared entry or the PostScript name.
    package var subject: String
    package var waiver: Waiver?

    package init(
        _ rule: AuditRule, _ message: String, at location: SourceLocation, path: String? = nil, subject: String
    ) {
        (self.rule, self.severity, self.message, self.location) = (rule, rule.defaultSeverity, message, location)
        (self.path, self.subject) = (path, subject)
    }
}

/// Which app platform a style or finding belongs to.
package enum AppPlatform: String, Sendable, CaseIterable, Comparable {
    case ios, android, flutter

    package var displayName: String {
        switch self {
        case .ios: return "iOS"
        case .android: return "Android"
        case .flutter: return "Flutter"
        }
    }

    /// The Bold Text policy the platform's own text system follows.
    package var defaultPolicy: BoldTextPolicy.Name {
        switch self {
        case .ios: return .apple
        case .android: return .android
        case .flutter: return .flutter
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
