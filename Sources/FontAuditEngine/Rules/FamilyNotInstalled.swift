import FontAuditModel
import FontAuditSystem
import FontCatalog

extension AuditRule {
    package static let familyNotInstalled = AuditRule(
        id: "family-not-installed", title: "Family not installed", severity: .error,
        help:
            "No installed or bundled face belongs to this family. Check the spelling, the --fonts paths, or install the family."
    )
}

/// No face of the family is installed. A family spelt like an installed one is most likely a typo: it gets
/// "did you mean", and its faces stay off the buying list.
enum FamilyNotInstalledCheck: StyleCheck {
    static func check(_ audit: StyleAudit) -> [Finding] {
        if let declared = audit.declared { return check(audit, declared: declared) }
        guard audit.familyFaces.isEmpty else { return [] }
        var message =
            audit.style.fontName.map {
                "no installed face has the PostScript name \"\($0)\", and family \"\(audit.family)\" is not installed"
            }
            ?? "family \"\(audit.family)\" is not installed"
        if let guess = audit.suggestedFamily { message += "; did you mean \"\(guess)\"?" }
        var finding = audit.finding(.familyNotInstalled, message, needs: audit.isLikelyTypo ? nil : audit.weight)
        finding.isLikelyTypo = audit.isLikelyTypo
        return [finding]
    }

    /// A Flutter family that pubspec.yaml does not declare: Flutter shows the platform's default font. Bundled
    /// elsewhere in the project, it is to declare, not to buy.
    private static func check(_ audit: StyleAudit, declared: DeclaredSelection) -> [Finding] {
        if declared.family == nil, let (name, other) = ReactNativeFamilies.otherPlatform(audit) {
            guard other == nil else { return [] }  // font-on-one-platform's
            let ios = audit.style.textSystem == .reactNativeIOS
            let other: TextSystem = ios ? .reactNativeAndroid : .reactNativeIOS
            if PlatformFonts.isPlatformFont(name, system: other) {
                return [
                    audit.finding(
                        .familyNotInstalled,
                        "fontFamily \"\(Terminal.sanitize(name))\" is \(ios ? "an Android" : "an iOS") system font, which \(ios ? "iOS" : "Android") does not have: it shows \(ios ? "the system font (San Francisco)" : "Roboto"); choose each platform's name with Platform.select",
                        needs: nil)
                ]
            }
            return [
                audit.finding(
                    .familyNotInstalled,
                    "fontFamily \"\(Terminal.sanitize(name))\" is loaded on neither platform, so \(ios ? "iOS shows the system font (San Francisco)" : "Android shows Roboto")",
                    needs: nil)
            ]
        }
        guard declared.family == nil, audit.style.textSystem == .flutter else { return [] }
        let key = FamilyName.normalized(declared.reference)
        // The bundled face of that family nearest the style: its slant first, then its weight.
        let undeclared = declared.bundled.filter { face in face.families.contains { FamilyName.normalized($0) == key } }
            .min { a, b in
                let (slantA, slantB) = (a.italic != audit.italic ? 1 : 0, b.italic != audit.italic ? 1 : 0)
                return (slantA, abs(a.weight - audit.weight)) < (slantB, abs(b.weight - audit.weight))
            }
        var message =
            "family \"\(Terminal.sanitize(declared.reference))\" is not declared under flutter: fonts: in pubspec.yaml, so Flutter shows the platform's default font"
        if let undeclared {
            let file = Terminal.sanitize(Platform.baseName(of: undeclared.path))
            // The engine knows a family only by its pubspec name (io_flip declares GoogleSansText-*.ttf as "Google
            // Sans" and asks for "Google Sans Text"): a file declared already is to be named, not declared again.
            if let owner = declared.families.values.filter({ family in
                family.faces.contains { $0.file == undeclared.path }
            }).map(\.name).min() {
                message +=
                    "; \(file) is declared as family \"\(Terminal.sanitize(owner))\": use that name, nothing to buy"
            } else {
                message += "; \(file) is in the project: declare it, nothing to buy"
            }
        }
        return [audit.finding(.familyNotInstalled, message, needs: undeclared == nil ? audit.weight : nil)]
    }
}
