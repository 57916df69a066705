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
    /// iOS app extensions (widgets, share and notification extensions…): each its own bundle, which registers only
    /// the fonts its own Info.plist lists and its own target copies. Empty when the project does not tell.
    package var extensions: [ExtensionBundle] = []
    /// The source files an extension target compiles, by path: which extensions (indices in `extensions`), and
    /// whether an app (or another non-extension) target compiles it too. A file not here runs in the app.
    package var extensionFiles: [String: ExtensionMembership] = [:]

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

/// An app extension's bundle, as its project describes it.
package struct ExtensionBundle: Sendable {
    /// The target's name.
    package var name: String
    /// Its Info.plist as the project names it (`INFOPLIST_FILE`, XcodeGen's `info: path:`), if it names one.
    package var infoPlist: String?
    /// The faces it registers: of font files its target copies and its UIAppFonts lists.
    package var availableFaces: [FontFace] = []
    /// The lowercased file names its UIAppFonts lists.
    package var listedFiles = Set<String>()
    /// The font files its target copies, by path.
    package var targetFiles = Set<String>()

    package init(name: String, infoPlist: String?) { (self.name, self.infoPlist) = (name, infoPlist) }
}

/// The targets that compile one source file, when an extension is among them.
package struct ExtensionMembership: Sendable, Hashable {
    /// An app (or another target that is not an extension) compiles it too.
    package var inApp: Bool
    /// The extensions that compile it, by index in `PlatformReading.extensions`.
    package var extensions: [Int]

    package init(inApp: Bool, extensions: [Int]) { (self.inApp, self.extensions) = (inApp, extensions) }
}
