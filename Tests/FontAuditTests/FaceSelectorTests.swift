import Testing

@testable import FontAuditEngine
@testable import FontAuditModel

/// Each text system's face selection, on declared families built in place: the one platform-specific part of
/// the audit.
@Suite struct FaceSelectorTests {
    func face(_ weight: Int, italic: Bool = false) -> DeclaredFace {
        DeclaredFace(
            resource: "f\(weight)\(italic ? "i" : "")", file: nil, declaredWeight: weight, declaredItalic: italic,
            location: SourceLocation(file: "f.xml", line: 1, column: 1), face: nil)
    }

    func family(_ faces: [DeclaredFace]) -> DeclaredFamily {
        DeclaredFamily(
            name: "f", reference: "@font/f", location: SourceLocation(file: "f.xml", line: 1, column: 1),
            faces: faces, isSingleFile: false)
    }

    @Test func minikinScoresWeightStepsAndSlant() {
        let minikin = MinikinSelector()
        let brand = family([face(400), face(400, italic: true), face(700), face(800)])
        #expect(minikin.pick(brand, weight: 900, italic: false)?.declaredWeight == 800)
        // 700 roman costs |7−7| + 2 = 2; 400 italic costs 3: the roman bold, slanted.
        let italicBold = minikin.pick(brand, weight: 700, italic: true)
        #expect(italicBold?.declaredWeight == 700 && italicBold?.declaredItalic == false)
        #expect(minikin.shown(face(700), weight: 900, italic: false).contains("synthetic bold"))
        #expect(!minikin.shown(face(800), weight: 900, italic: false).contains("synthetic bold"))
        #expect(!minikin.shown(face(400), weight: 500, italic: false).contains("synthetic bold"))
    }

    @Test func composeKeepsTheRequestedStyleThenMatchesWeightsAsCSSDoes() {
        let compose = ComposeFontMatcher()
        let brand = family([face(300), face(400), face(600), face(400, italic: true)])
        // Above 500: the lightest at or above, else the heaviest below.
        #expect(compose.pick(brand, weight: 700, italic: false)?.declaredWeight == 600)
        #expect(compose.pick(brand, weight: 500, italic: false)?.declaredWeight == 400)
        // Below 400: the heaviest at or below.
        #expect(compose.pick(family([face(200), face(500)]), weight: 300, italic: false)?.declaredWeight == 200)
        // 400–500: up to 500 first, then down, then up.
        #expect(
            compose.pick(family([face(300), face(500), face(700)]), weight: 400, italic: false)?.declaredWeight == 500)
        #expect(compose.pick(family([face(300), face(700)]), weight: 400, italic: false)?.declaredWeight == 300)
        // The italic request stays among italic fonts, however far their weight.
        let italic = compose.pick(brand, weight: 700, italic: true)
        #expect(italic?.declaredWeight == 400 && italic?.declaredItalic == true)
        // Fake bold only when asked ≥ 600 and the font is < 600 (FontSynthesis.kt).
        #expect(compose.fakesBold(face(400), weight: 700))
        #expect(!compose.fakesBold(face(600), weight: 900))
        #expect(!compose.fakesBold(face(500), weight: 550))
    }

    @Test func flutterMatchesTheWeightStoredInTheFileNotThePubspec() {
        let flutter = FlutterEngineSelector()
        // Declared as 400 in pubspec, but no file is read here: the declaration stands in for the file.
        let declaredOnly = face(400)
        #expect(flutter.weight(of: declaredOnly) == 400)
        #expect(!flutter.picksByDeclaration)
        // Skia's paragraph shaper fakes a bold 200 or more above the face, from 600 up (OneLineShaper's fakeBold).
        #expect(flutter.fakesBold(face(400), weight: 700))
        #expect(flutter.fakesBold(face(400), weight: 600))
        #expect(!flutter.fakesBold(face(500), weight: 600))
        #expect(!flutter.fakesBold(face(300), weight: 500))
        #expect(flutter.pick(family([face(400), face(900)]), weight: 700, italic: false)?.declaredWeight == 900)
    }

    @Test func everyTextSystemButCoreTextHasADeclaredFamilySelector() {
        for system in TextSystem.allCases {
            #expect((FaceSelectors.selector(for: system) == nil) == (system == .coreText))
        }
    }
}
