import FontAuditModel
import FontAuditSystem
import FontCatalog

/// The one platform-specific question of the audit: which declared face does this platform show for a family,
/// weight and slant, and what does it fake? One selector per text system; everything else is shared.
package protocol FaceSelector: Sendable {
    /// Who picks, in messages: "Android", "Compose", "Flutter".
    var picker: String { get }
    /// Who picks the Bold Text face, in messages: the picker, where the platform asks for it by itself; where
    /// only the app can (React Native on iOS), said so.
    var boldTextPicker: String { get }
    /// The weight and slant a face is matched by: its declaration, or the file's own values.
    func weight(of face: DeclaredFace) -> Int
    func italic(of face: DeclaredFace) -> Bool
    /// The face shown for a request, nil only for a family with no face.
    func pick(_ family: DeclaredFamily, weight: Int, italic: Bool) -> DeclaredFace?
    /// Whether the platform draws a synthetic bold over `face` for a request of `weight`.
    func fakesBold(_ face: DeclaredFace, weight: Int) -> Bool
    /// Whether a declaration that disagrees with the file changes which face is shown.
    var picksByDeclaration: Bool { get }
    /// How the code asks a declared variable file (`resource`) for `weight`: the weight is in the file, not yet
    /// asked for.
    func variableWeightDeclaration(resource: String, weight: Int, italic: Bool) -> String
    /// Whether `face` is the system font the platform shows instead of the family's (React Native on Android:
    /// an asset font's bold or italic slot with no file). Never exact, and named as the system font.
    func isSystemFallback(_ face: DeclaredFace) -> Bool
    /// How the platform's code names a bundled font file, for a finding that says to declare it.
    func codeName(ofBundledFile path: String) -> String
}

extension FaceSelector {
    package func isSystemFallback(_ face: DeclaredFace) -> Bool { false }

    package var boldTextPicker: String { picker }

    /// How the platform's code names a bundled font file, for a finding that says to declare it: Kotlin's
    /// `R.font.name` unless the selector says otherwise.
    package func codeName(ofBundledFile path: String) -> String { "R.font." + Self.resourceStem(path) }

    /// "mosaic_sans_black" for ".../res/font/mosaic_sans_black.ttf".
    package static func resourceStem(_ path: String) -> String {
        String(Platform.baseName(of: path).split(separator: ".").first ?? "")
    }
}

extension FaceSelector {
    /// What the user sees: "Mosaic Sans Regular (400) with a synthetic bold".
    package func shown(_ face: DeclaredFace, weight: Int, italic: Bool) -> String {
        var fakes: [String] = []
        if fakesBold(face, weight: weight) { fakes.append("a synthetic bold") }
        if italic && !self.italic(of: face) { fakes.append("a synthetic slant") }
        return label(face) + (fakes.isEmpty ? "" : " with " + fakes.joined(separator: " and "))
    }

    /// "Mosaic Sans Bold (700)": the face's name with the weight it is matched by.
    /// A variable file declared at a weight of its axis other than its default is shown at that weight, and
    /// named by it: "Flexa Bold (700)", not its default's "Flexa Regular".
    package func label(_ face: DeclaredFace) -> String {
        if isSystemFallback(face) {
            return
                "\(face.resource) (\(FaceNaming.weightLabel(weight(of: face), italic: italic(of: face)))), the system font"
        }
        let weight = weight(of: face)
        let italic = italic(of: face)
        let label = FaceNaming.weightLabel(weight, italic: italic)
        if let file = face.face {
            let atAxisWeight = file.covers(weightClass: weight) && !file.covers(weightClassExactly: weight)
            let style = FaceNaming.styleName(weight: weight, italic: file.italic)
            return "\(Terminal.sanitize(atAxisWeight ? "\(file.family) \(style)" : file.displayName)) (\(label))"
        }
        // A font fetched at run time (`GoogleFont("Lobster Two")`): named by its family and declared weight.
        if face.file == nil, face.resource.hasPrefix("GoogleFont(\""), face.resource.hasSuffix("\")") {
            let family = face.resource.dropFirst("GoogleFont(\"".count).dropLast(2)
            let style = FaceNaming.styleName(weight: weight, italic: italic)
            return "\(Terminal.sanitize(String(family))) \(style) (\(label), downloadable)"
        }
        // An `@expo-google-fonts` export (`@expo-google-fonts/inter/Inter_700Bold`), whose file is in node_modules.
        if face.isExpoGoogleFontsExport {
            return "\(Terminal.sanitize(face.resource)) (\(label), an npm package's file, not read)"
        }
        // A Flutter asset of a pub package (`packages/NAME/…`), which is in pub's cache, not here.
        if face.file == nil, face.resource.hasPrefix("packages/") {
            return "\(Terminal.sanitize(face.resource)) (\(label), a pub package's file, not read)"
        }
        // An `@font/` resource whose file is missing.
        return "@font/\(Terminal.sanitize(face.resource)) (\(label))"
    }

    /// The face whose file is `weight` in this slant but which is declared as another weight or slant: a
    /// declaration to fix, not a face to buy. Only where the platform picks by the declaration.
    package func misdeclared(_ family: DeclaredFamily, weight: Int, italic: Bool) -> DeclaredFace? {
        guard picksByDeclaration else { return nil }
        return family.faces.first { entry in
            guard let face = entry.face else { return false }
            return face.weight == weight && face.italic == italic
                && (entry.weightAsDeclared != weight || entry.italicAsDeclared != italic)
        }
    }

    /// Whether `face` is exactly the request.
    package func isExact(_ face: DeclaredFace, weight: Int, italic: Bool) -> Bool {
        !isSystemFallback(face) && self.weight(of: face) == weight && self.italic(of: face) == italic
    }
}

/// The selector of each text system.
package enum FaceSelectors {
    package static func selector(for system: TextSystem) -> (any FaceSelector)? {
        switch system {
        case .coreText: return nil  // installed faces, by name or exact weight: StyleAudit's own path
        case .androidView: return MinikinSelector()
        case .compose: return ComposeFontMatcher()
        case .flutter: return FlutterEngineSelector()
        case .reactNativeIOS: return ReactNativeIOSSelector()
        case .reactNativeAndroid: return ReactNativeAndroidSelector()
        }
    }
}
