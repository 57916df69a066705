import FontAuditModel

extension AuditRule {
    package static let fontWeightNotParsed = AuditRule(
        id: "font-weight-not-parsed", title: "fontWeight React Native does not parse", severity: .error,
        help:
            "React Native's TypeScript types accept fontWeight keywords such as 'semibold', 'medium', 'light', 'heavy' or 'black', but its native parsers read only '100' to '900', 'normal' and 'bold' (RCTFont.mm's RCTFontWeight converter, Fabric's conversions.h, Android's parseFontWeight): any other value is Regular (400) on iOS and Android. Write the number."
    )
}

enum FontWeightNotParsedRule: ProjectFactRule {
    static var kind: ProjectFact.Kind { .weightNotParsed }
    static var rule: AuditRule { .fontWeightNotParsed }
}
