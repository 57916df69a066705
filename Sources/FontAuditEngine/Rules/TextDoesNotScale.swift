import FontAuditModel

extension AuditRule {
    package static let textDoesNotScale = AuditRule(
        id: "text-does-not-scale", title: "Text ignores the text size setting", severity: .warning,
        help:
            "The text keeps its size whatever the user's text size setting. UIKit: a custom UIFont scales only through UIFontMetrics.scaledFont(for:) (Apple, \"Scaling fonts automatically\"); adjustsFontForContentSizeCategory needs such a font. SwiftUI: Font.custom(_:fixedSize:) does not scale, Font.custom(_:size:) and relativeTo: do; .dynamicTypeSize(.large) pins one size. Android: a textSize in dp, px, pt, in or mm instead of sp (Android's \"Support different pixel densities\": use sp for text); Compose's Density with a constant fontScale. Flutter: textScaleFactor: 1, TextScaler.noScaling, TextScaler.linear(1), MediaQuery.withNoTextScaling, or a clamp whose maxScaleFactor is 1. A warning: text that must stay one size on purpose (a badge) is waived by baseline."
    )
}

/// A fixed-size place in the code that no style read stands for (an Android layout's textSize, a Flutter
/// MediaQuery).
enum TextDoesNotScaleRule: ProjectFactRule {
    static var kind: ProjectFact.Kind { .textDoesNotScale }
    static var rule: AuditRule { .textDoesNotScale }
}

/// A style whose font the code fixes at one size (`TextStyle.scaling` is `.fixed`).
enum TextDoesNotScaleCheck: StyleCheck {
    static var readsTheCall: Bool { true }

    static func check(_ audit: StyleAudit) -> [Finding] {
        guard case .fixed(let why) = audit.style.scaling else { return [] }
        return [audit.finding(.textDoesNotScale, "\(Terminal.sanitize(why)): this text ignores the user's text size")]
    }
}
