import FontAuditModel
import FontAuditSystem

/// The names Android's build accepts in a `res/font*` folder, from the Android Gradle Plugin's
/// `FileResourceNameValidator` (`getErrorTextForFileResource` for `ResourceFolderType.FONT`, then
/// `getErrorTextForNameWithoutExtension`): `mergeResources` stops the build on any other, so an app with one is
/// not built from these files, and its audit must not pass on them.
enum FontResourceNames {
    /// Why the build refuses the `res/font*` entry `name`, or nil when it accepts it or never sees it.
    static func problem(_ name: String) -> String? {
        guard !isIgnored(name) else { return nil }
        let lowered = name.lowercased()
        guard [".xml", ".ttf", ".ttc", ".otf"].contains(where: { lowered.hasSuffix($0) }) else {
            return "The file name must end with .xml, .ttf, .ttc or .otf"
        }
        // `removeSingleExtension`: up to the last dot.
        let stem = name[..<(name.lastIndex(of: ".") ?? name.endIndex)]
        guard let first = stem.first else { return "Resource must have a name" }
        // `Character.isJavaIdentifierStart`: a letter, `_` or `$` here (any other first character fails below
        // anyway, as only a-z, 0-9 and _ pass).
        guard first.isLetter || first == "_" || first == "$" else {
            return "The resource name must start with a letter"
        }
        if let bad = stem.first(where: { !(("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "_") }) {
            return
                "'\(bad)' is not a valid file-based resource name character: File-based resource names must contain only lowercase a-z, 0-9, or underscore"
        }
        if javaKeywords.contains(String(stem)) { return "\(stem) is not a valid resource name (reserved Java keyword)" }
        return nil
    }

    /// What the resource merger leaves out before it validates, by the default `aaptOptions.ignoreAssetsPattern`
    /// (`!.svn:!.git:!.ds_store:!*.scc:.*:<dir>_*:!CVS:!thumbs.db:!picasa.ini:!*~`): hidden files, editor
    /// backups and the like.
    static func isIgnored(_ name: String) -> Bool {
        let lowered = name.lowercased()
        return name.hasPrefix(".") || name.hasSuffix("~") || lowered.hasSuffix(".scc")
            || ["thumbs.db", "picasa.ini", "cvs"].contains(lowered)
    }

    /// `SourceVersion.isKeyword`: Java's keywords, its literals, and `_`.
    static let javaKeywords: Set<String> = [
        "abstract", "assert", "boolean", "break", "byte", "case", "catch", "char", "class", "const", "continue",
        "default", "do", "double", "else", "enum", "extends", "final", "finally", "float", "for", "goto", "if",
        "implements", "import", "instanceof", "int", "interface", "long", "native", "new", "package", "private",
        "protected", "public", "return", "short", "static", "strictfp", "super", "switch", "synchronized", "this",
        "throw", "throws", "transient", "try", "void", "volatile", "while", "true", "false", "null", "_",
    ]

    /// Whether `res` is an Android module's resource folder, which the Android Gradle Plugin builds: a source set's
    /// (`…/src/main/res`) or one beside an `AndroidManifest.xml`. A folder that is merely named `res` elsewhere is
    /// read for its fonts but not held to the build's names.
    static func isBuiltByGradle(_ res: String) -> Bool {
        let parent = Platform.parent(of: res)
        return Platform.baseName(of: Platform.parent(of: parent)) == "src"
            || Platform.isReadable(parent + "/AndroidManifest.xml")
    }
}
