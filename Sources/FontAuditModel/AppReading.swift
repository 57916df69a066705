import FontAuditSystem
import FontCatalog

/// What an app reader hands the engine for one platform: the styles its code and resources ask for, the font
/// families it declares, the faces the platform registers, and the facts about its declarations. Facts, not
/// verdicts: the engine's rules decide what fails.
package struct PlatformReading: Sendable {
    package var platform: AppPlatform
    package var styles: [TextStyle] = []
    /// Declared families by the key styles use (`TextStyle.familyKey`).
    package var families: [String: DeclaredFamily] = [:]
    /// Faces the platform makes available by name or family (iOS: those of declared files).
    package var availableFaces: [FontFace] = []
    /// Faces in the app that its declarations leave out: not available, and not to be bought either.
    package var undeclaredFaces: [FontFace] = []
    /// The files of those faces that no Xcode project lists: in the repository, but in no app.
    package var unshippedFiles = Set<String>()
    /// Every face the app bundles for this platform, with its file: what a family could declare.
    package var bundledFaces: [FontFace] = []
    package var facts: [ProjectFact] = []
    package var sources = AppSources()
    /// Font files the app declares but a dependency brings at build time (a pod's, node_modules'), by name
    /// without extension: their faces are not read, so a style asking for one of them by that name is not
    /// checked rather than missing.
    package var dependencyFonts: [String] = []
    /// Font files this platform claims as its own, which no other platform of the repository bundles.
    package var claimedFiles = Set<String>()
    /// What each font declaration names (a UIAppFonts entry, a `<font>` reference, a pubspec asset, an expo-font
    /// plugin file, a `useFonts` key), whether or not its file is there: an app that declares text fonts and has no
    /// style audited was not audited.
    package var declaredFonts: [String] = []

    package init(platform: AppPlatform) { self.platform = platform }

    /// A native shell of a cross-platform app that says nothing about fonts.
    package var holdsNothing: Bool { styles.isEmpty && facts.isEmpty && sources.declarations == 0 }
}

/// Everything read from one app project.
package struct AppReading: Sendable {
    package var parts: [PlatformReading] = []
    package var warnings: [LocatedWarning] = []
    /// Font files that could not be read as fonts, by path.
    package var fontProblems: [(path: String, reason: String)] = []
    package var fontFiles = 0
    package var facesRead = 0

    package init() {}
}
