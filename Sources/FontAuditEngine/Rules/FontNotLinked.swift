import FontAuditModel

extension AuditRule {
    package static let fontNotLinked = AuditRule(
        id: "font-not-linked", title: "React Native font not linked into a native shell", severity: .error,
        help:
            "react-native.config.js `assets` (or package.json `rnpm.assets`) or the expo-font config plugin names a font that the committed ios/ or android/ project does not have: it is listed in UIAppFonts and copied to android/app/src/main/assets/fonts only when `npx react-native-asset` or `npx expo prebuild` runs. Run it again and commit the result."
    )
}

enum FontNotLinkedRule: ProjectFactRule {
    static var kind: ProjectFact.Kind { .notLinked }
    static var rule: AuditRule { .fontNotLinked }
}
