import FontAuditModel
import FontAuditSystem
import FontCatalog

/// A `<style>` or layout element that sets a font family, with its text weight attributes.
struct AndroidStyleUse: Sendable {
    var name: String
    var location: SourceLocation
    var fontFamily: String
    var textFontWeight: String?
    var textStyle: String?
    /// `android:textSize` and `android:lineHeight` ("16sp"), for the HTML report.
    var textSize: String? = nil
    var lineHeight: String? = nil
}

/// Reads the font families, styles and layouts of Android resource folders (`res/font*`, `res/values*`,
/// `res/layout*`) with libxml2.
struct AndroidResources {
    var families: [String: DeclaredFamily] = [:]
    var uses: [AndroidStyleUse] = []
    /// Styles whose font family is not a `@font/` resource the audit can follow (`?attr/…`), or is a
    /// downloadable font fetched from a font provider at run time.
    var notChecked = 0
    /// Families fetched from a font provider (`fontProviderQuery`): nothing bundled to check offline.
    var downloadable = Set<String>()
    /// Families whose XML holds no `<font>`, with the note each gives: the system font wherever they are used
    /// (`readFamily`). Kept only once no other resource folder declares the family with fonts:
    /// `res/font/brand.xml` may be empty where `res/font-v26/brand.xml`, which every device with Bold Text uses,
    /// is not.
    private var emptyFamilies: [String: ProjectFact] = [:]
    var facts: [ProjectFact] = []
    var declarations = 0
    /// What each `<font>` entry references.
    var declaredFonts: [String] = []
    var fontFiles: [String] = []
    /// The first `<font>` entry that names each font file, where a file that is not a font is reported.
    private var firstUse: [String: SourceLocation] = [:]
    /// `res/font*/NAME.ttf` by NAME: what `@font/NAME` and `R.font.NAME` name.
    var fileResources: [String: String] = [:]
    /// The project's real path: no resource outside it is read.
    var realRoot: String?
    /// Each style's items with its parents' (`resolveStyles`), by name, for a layout element that takes its
    /// family from its `style=` or `android:textAppearance`; and the app theme's `@font/` family.
    private var resolvedStyles: [String: [String: String]] = [:]
    private var themeFamily: String?

    init(_ files: ProjectFiles, fonts: ProjectFonts, warnings: inout [LocatedWarning]) {
        realRoot = files.realRoot
        var familyFiles: [String] = []
        var valueFiles: [String] = []
        var layoutFiles: [String] = []
        for res in files.resourceFolders {
            guard case .success(let listing) = Platform.readFolder(res) else { continue }
            let builtByGradle = FontResourceNames.isBuiltByGradle(res)
            for folder in listing.entries where folder.kind == .directory || folder.kind == .unknown {
                let path = res + "/" + folder.name
                guard case .success(let inner) = Platform.readFolder(path) else { continue }
                for entry in inner.entries {
                    let file = path + "/" + entry.name
                    let ext = Platform.lowercasedExtension(of: entry.name)
                    if builtByGradle, Self.isFolder(folder.name, "font"), entry.kind != .directory,
                        let problem = FontResourceNames.problem(entry.name)
                    {
                        // The build stops here (`mergeResources`): the app is not built from these fonts.
                        warnings.append(
                            LocatedWarning(
                                location: SourceLocation(file: file, line: 1, column: 1),
                                message:
                                    "Android's build refuses this res/\(Terminal.sanitize(folder.name)) file: \(Terminal.sanitize(problem))",
                                isError: true))
                    }
                    if Self.isFolder(folder.name, "font") {
                        if ext == "xml" {
                            familyFiles.append(file)
                        } else if FontFileFinder.fontExtensions.contains(ext) {
                            let resource = String(entry.name.dropLast(ext.count + 1))
                            fileResources[resource] = fileResources[resource] ?? file
                            fontFiles.append(file)
                        }
                    } else if ext == "xml", Self.isFolder(folder.name, "values") {
                        valueFiles.append(file)
                    } else if ext == "xml", Self.isFolder(folder.name, "layout") {
                        layoutFiles.append(file)
                    }
                }
            }
        }
        for (resource, file) in fileResources.sorted(by: { $0.key < $1.key }) {
            let location = SourceLocation(file: file, line: 1, column: 1)
            // A file Android cannot load gives `@font/NAME` no face: the styles on it fail, never pass on a
            // face declared but unreadable.
            let faces =
                fonts.problem(for: file) == nil
                ? [DeclaredFace(resource: resource, file: file, location: location, face: fonts.faces(in: file).first)]
                : []
            families[resource] = DeclaredFamily(
                name: resource, reference: "@font/" + resource, location: location, faces: faces, isSingleFile: true)
        }
        for file in familyFiles {
            readFamily(file, fileResources: fileResources, fonts: fonts, warnings: &warnings)
        }
        facts += Self.notFonts(fontFiles, fonts: fonts, firstUse: firstUse)
        emptyFamilies = emptyFamilies.filter { families[$0.key] == nil }
        facts += emptyFamilies.sorted { $0.key < $1.key }.map(\.value)
        var styles: [String: StyleDefinition] = [:]
        var order: [StyleDefinition] = []
        for file in valueFiles {
            readStyles(file, into: &styles, order: &order, warnings: &warnings)
        }
        resolveStyles(styles, order: order)
        for file in layoutFiles { readLayout(file, warnings: &warnings) }
    }

    static func isFolder(_ name: String, _ kind: String) -> Bool { name == kind || name.hasPrefix(kind + "-") }

    /// An element by its local name, with any namespace prefix (`<f:font>`): Android's font resource parser
    /// (`FontResourcesParser`) compares `XmlPullParser.getName()`, the name without its prefix.
    static func isElement(_ element: XMLElement, _ name: String) -> Bool {
        element.name == name || element.name.hasSuffix(":" + name)
    }

    private func parse(_ file: String, warnings: inout [LocatedWarning]) -> (XMLElement, XMLLines)? {
        guard let bytes = ProjectText.read(file, within: realRoot, warnings: &warnings) else { return nil }
        switch XMLTree.parse(bytes, url: file) {
        case .success(let root): return (root, XMLLines(bytes, file: file))
        case .failure(let error):
            warnings.append(
                LocatedWarning(
                    location: SourceLocation(file: file, line: error.line, column: error.column),
                    message: "not well-formed XML (\(error.message)); this resource cannot be read", isError: true))
            return nil
        }
    }

    /// An attribute in the `android:` or `app:` namespace (AppCompat families repeat each under `app:`).
    static func attribute(_ element: XMLElement, _ name: String) -> String? {
        element.attribute("android:" + name) ?? element.attribute("app:" + name)
    }

    static func resourceName(_ reference: String) -> String? {
        guard reference.hasPrefix("@font/") else { return nil }
        return String(reference.dropFirst("@font/".count))
    }

    private mutating func readFamily(
        _ file: String, fileResources: [String: String], fonts: ProjectFonts, warnings: inout [LocatedWarning]
    ) {
        guard let (root, read) = parse(file, warnings: &warnings), Self.isElement(root, "font-family") else { return }
        var lines = read
        let name = String(Platform.baseName(of: file).dropLast(4))
        let familyLocation = lines.location(of: root)
        if Self.attribute(root, "fontProviderQuery") != nil || Self.attribute(root, "fontProviderAuthority") != nil {
            // A provider family (androidx `FontResourcesParserCompat`: its `<font>` children are not read) holds
            // the one face its Google Fonts query names, fetched at run time: declared at that weight and slant,
            // as Compose's `Font(googleFont = …, weight = …)` is. Another provider's, or a query not read, is not
            // checked.
            guard Self.attribute(root, "fontProviderAuthority") == FontProviderQuery.googleAuthority,
                let query = Self.attribute(root, "fontProviderQuery").flatMap(FontProviderQuery.init)
            else {
                downloadable.insert(name)
                return
            }
            // One face, whatever its weight, as a font file used as a family is: the typeface takes that face's
            // style (AOSP `FontsContract.buildTypeface`, as `Typeface.createFromResources`: `setStyle(bestFont
            // .getStyle())`, the font closest to normal), so a style that sets no weight shows it as it is.
            let face = DeclaredFace(
                resource: "GoogleFont(\"\(query.family)\")", file: nil, declaredWeight: query.weight,
                declaredItalic: query.italic, location: familyLocation, face: nil)
            var family = DeclaredFamily(
                name: name, reference: "@font/" + name, location: familyLocation, faces: [face], isSingleFile: true)
            family.typeface = query.family
            families[name] = family
            return
        }
        // No `<font>` at all: `Typeface.createFromResources` builds no family from the entry and returns
        // `Typeface.DEFAULT` (AOSP frameworks/base, graphics/java/android/graphics/Typeface.java: `if
        // (familyBuilder == null) return Typeface.DEFAULT;`), the system font, which Android makes bolder itself.
        guard root.children.contains(where: { Self.isElement($0, "font") }) else {
            emptyFamilies[name] = ProjectFact(
                .emptyFontFamily,
                "@font/\(Terminal.sanitize(name)) holds no <font>: Android shows the system font (Typeface.DEFAULT) wherever it is used, and makes it bolder itself; nothing to bundle or buy",
                at: familyLocation, subject: "@font/" + name, system: .androidView)
            return
        }
        var entries: [DeclaredFace] = []
        for element in root.children where Self.isElement(element, "font") {
            let location = lines.location(of: element)
            // Downloadable font families (app:fontProviderAuthority) have no <font> files to check.
            guard let reference = Self.attribute(element, "font") else { continue }
            declarations += 1
            declaredFonts.append(reference)
            guard let resource = Self.resourceName(reference), let path = fileResources[resource] else {
                facts.append(
                    ProjectFact(
                        .missingFontResource,
                        "\(Terminal.sanitize(reference)) in @font/\(Terminal.sanitize(name)) names no font file in res/font",
                        at: location, subject: reference))
                continue
            }
            guard fonts.problem(for: path) == nil else {
                // Not a font (`notFonts` says so, here): the family has no such face.
                firstUse[path] = firstUse[path] ?? location
                continue
            }
            var entry = DeclaredFace(
                resource: resource, file: path, location: location, face: fonts.faces(in: path).first)
            if let weight = Self.attribute(element, "fontWeight") { entry.declaredWeight = Int(weight) }
            if let style = Self.attribute(element, "fontStyle") { entry.declaredItalic = style == "italic" }
            checkDeclaration(entry, family: name)
            entries.append(entry)
        }
        families[name] = DeclaredFamily(
            name: name, reference: "@font/" + name, location: familyLocation, faces: entries, isSingleFile: false)
    }

    /// Every `res/font*` file is a resource the app ships (`R.font.NAME`, `@font/NAME`): one FreeType cannot
    /// read (truncated, a Git LFS pointer, HTML saved as `.ttf`) is `not-a-font`, at the first `<font>` entry
    /// that names it, else at the file, rather than a warning beside a passing audit.
    static func notFonts(_ files: [String], fonts: ProjectFonts, firstUse: [String: SourceLocation]) -> [ProjectFact] {
        files.compactMap { file in
            guard let problem = fonts.problem(for: file) else { return nil }
            let name = Platform.baseName(of: file)
            let resource = "@font/" + name.dropLast(Platform.lowercasedExtension(of: name).count + 1)
            return ProjectFact(
                .notAFont,
                "res/font holds \(Terminal.sanitize(name)), which is not a font: \(Terminal.sanitize(problem)); Android cannot load \(Terminal.sanitize(resource))",
                at: firstUse[file] ?? SourceLocation(file: file, line: 1, column: 1), path: file,
                subject: resource)
        }
    }

    private mutating func checkDeclaration(_ entry: DeclaredFace, family: String) {
        facts += Self.declarationMismatches(
            entry, family: "@font/" + family, consequence: "; Android picks faces by the declaration",
            system: .androidView)
    }

    /// A declared weight or slant that the file does not have; `consequence` says what the platform does with
    /// the declaration.
    static func declarationMismatches(
        _ entry: DeclaredFace, family: String, consequence: String, system: TextSystem
    ) -> [ProjectFact] {
        guard let face = entry.face else { return [] }
        let file = Platform.baseName(of: entry.file ?? entry.resource)
        var found: [ProjectFact] = []
        // A variable file holds every weight of its axis: declaring one of them is how it is asked for.
        if let declared = entry.declaredWeight, !face.covers(weightClass: WeightClass.bucket(declared)) {
            found.append(
                ProjectFact(
                    .declarationMismatch,
                    "\(Terminal.sanitize(family)) declares \(Terminal.sanitize(file)) as weight \(declared), but the file is \(Terminal.sanitize(face.displayName)) with weight class \(face.weight) (usWeightClass \(face.weightRaw))\(consequence)",
                    at: entry.location, path: entry.file, subject: file, system: system))
        }
        if let declared = entry.declaredItalic, declared != face.italic {
            found.append(
                ProjectFact(
                    .declarationMismatch,
                    "\(Terminal.sanitize(family)) declares \(Terminal.sanitize(file)) as \(declared ? "italic" : "normal (upright)"), but the file is \(face.italic ? "italic" : "upright")\(consequence)",
                    at: entry.location, path: entry.file, subject: file, system: system))
        }
        return found
    }

    struct StyleDefinition {
        var name: String
        var location: SourceLocation
        var parent: String?
        var items: [String: String]
    }

    private func readStyles(
        _ file: String, into styles: inout [String: StyleDefinition], order: inout [StyleDefinition],
        warnings: inout [LocatedWarning]
    ) {
        guard let (root, read) = parse(file, warnings: &warnings) else { return }
        var lines = read
        _ = lines.location(of: root)
        for element in root.children where element.name == "style" {
            let location = lines.location(of: element)
            guard let name = element.attribute("name") else { continue }
            var items: [String: String] = [:]
            for item in element.children where item.name == "item" {
                guard var key = item.attribute("name") else { continue }
                if key.hasPrefix("android:") { key.removeFirst("android:".count) }
                items[key] = items[key] ?? item.text.trimmingCharacters(in: " \t\r\n")
            }
            let definition = StyleDefinition(
                name: name, location: location, parent: element.attribute("parent"), items: items)
            if styles[name] == nil { styles[name] = definition }
            order.append(definition)
        }
    }

    /// Each style whose font family, its own or inherited through `parent=` (or its dotted name), is a
    /// `@font/` resource.
    private mutating func resolveStyles(_ styles: [String: StyleDefinition], order: [StyleDefinition]) {
        func parent(of style: StyleDefinition) -> StyleDefinition? {
            if var name = style.parent {
                if name.hasPrefix("@android:") || name.hasPrefix("android:") { return nil }
                if name.hasPrefix("@style/") { name.removeFirst("@style/".count) }
                return name.isEmpty ? nil : styles[name]
            }
            guard let dot = style.name.lastIndex(of: ".") else { return nil }
            return styles[String(style.name[..<dot])]
        }
        func resolved(_ style: StyleDefinition) -> [String: String] {
            var values: [String: String] = [:]
            var current: StyleDefinition? = style
            var depth = 0
            while let definition = current, depth < 64 {
                for (key, value) in definition.items where values[key] == nil { values[key] = value }
                current = parent(of: definition)
                depth += 1
            }
            return values
        }
        // The app theme's `fontFamily` (a `Theme.…` style, or one whose parent is a theme) is every text view's
        // family unless its own style sets another: a text appearance that sets only a weight inherits it.
        let theme = order.first { style in
            let isTheme = style.name.contains("Theme") || (style.parent ?? "").contains("Theme.")
            return isTheme && resolved(style)["fontFamily"]?.hasPrefix("@font/") == true
        }
        let themeFamily = theme.flatMap { resolved($0)["fontFamily"] }
        self.themeFamily = themeFamily
        var seenNames = Set<String>()
        for style in order {
            let values = resolved(style)
            if resolvedStyles[style.name] == nil { resolvedStyles[style.name] = values }
            let setsText = ["textStyle", "textFontWeight", "textSize"].contains { values[$0] != nil }
            guard let family = values["fontFamily"] ?? (setsText && style.name != theme?.name ? themeFamily : nil)
            else { continue }
            guard family.hasPrefix("@font/"), !downloadable.contains(String(family.dropFirst(6))) else {
                if family.hasPrefix("?") || family.hasPrefix("@font/") { notChecked += 1 }
                continue
            }
            // The system font, as `sans-serif` is: not a style of the app's fonts (`readFamily`).
            if emptyFamilies[String(family.dropFirst(6))] != nil { continue }
            let inserted = seenNames.insert(style.name).inserted
            let name =
                inserted
                ? style.name : "\(style.name) (\(Platform.baseName(of: Platform.parent(of: style.location.file))))"
            uses.append(
                AndroidStyleUse(
                    name: name, location: style.location, fontFamily: family,
                    textFontWeight: values["textFontWeight"], textStyle: values["textStyle"],
                    textSize: values["textSize"], lineHeight: values["lineHeight"]))
        }
    }

    private mutating func readLayout(_ file: String, warnings: inout [LocatedWarning]) {
        guard let (root, read) = parse(file, warnings: &warnings) else { return }
        var lines = read
        var stack = [root]
        let layout = Platform.baseName(of: file)
        // Depth first, in document order: every element is located, so each is the next start tag.
        while let element = stack.popLast() {
            stack.append(contentsOf: element.children.reversed())
            let location = lines.location(of: element)
            var (textFontWeight, textStyle) = (
                Self.attribute(element, "textFontWeight"), Self.attribute(element, "textStyle")
            )
            let family: String
            if let own = Self.attribute(element, "fontFamily") {
                family = own
                guard family.hasPrefix("@font/"), !downloadable.contains(String(family.dropFirst(6))) else {
                    if family.hasPrefix("?") || family.hasPrefix("@font/") { notChecked += 1 }
                    continue
                }
            } else {
                // A text view that sets its own weight (`android:textStyle="bold"`) on the family of its
                // `style=`, the app theme or its `android:textAppearance`: TextView reads the appearance first
                // and lets its own attributes override it (`TextView(Context, AttributeSet, int, int)`), and
                // those come from the element, else its style, else the theme's own values
                // (`Theme.obtainStyledAttributes`): a theme's `android:fontFamily` beats a text appearance's,
                // as "Style hierarchy" in Android's *Styles and themes* ranks a TextAppearance last. It shows
                // that family at its own weight: a style of its own. One that sets no weight shows its style's,
                // audited as that style.
                guard textFontWeight != nil || textStyle != nil,
                    let inherited = inheritedFamily(
                        of: element, textFontWeight: &textFontWeight, textStyle: &textStyle),
                    inherited.hasPrefix("@font/"), !downloadable.contains(String(inherited.dropFirst(6)))
                else { continue }
                family = inherited
            }
            // The system font, as `sans-serif` is: not a style of the app's fonts (`readFamily`).
            if emptyFamilies[String(family.dropFirst(6))] != nil { continue }
            var name = "\(layout):\(location.line)"
            if let id = element.attribute("android:id"), let slash = id.lastIndex(of: "/") {
                name = "\(layout)#\(id[id.index(after: slash)...])"
            }
            uses.append(
                AndroidStyleUse(
                    name: name, location: location, fontFamily: family, textFontWeight: textFontWeight,
                    textStyle: textStyle, textSize: Self.attribute(element, "textSize"),
                    lineHeight: Self.attribute(element, "lineHeight")))
        }
    }
}

extension AndroidResources {
    /// The family a layout element without `android:fontFamily` shows: its `style=`'s, else the app theme's,
    /// else its `android:textAppearance`'s (the theme's own values override an appearance). A weight attribute
    /// the element leaves out is taken from its style, else its text appearance.
    fileprivate func inheritedFamily(
        of element: XMLElement, textFontWeight: inout String?, textStyle: inout String?
    ) -> String? {
        func values(_ reference: String?) -> [String: String]? {
            guard var name = reference, name.hasPrefix("@style/") else { return nil }
            name.removeFirst("@style/".count)
            return resolvedStyles[name]
        }
        let (style, appearance) = (
            values(element.attribute("style")), values(Self.attribute(element, "textAppearance"))
        )
        for source in [style, appearance].compactMap({ $0 }) {
            textFontWeight = textFontWeight ?? source["textFontWeight"]
            textStyle = textStyle ?? source["textStyle"]
        }
        return style?["fontFamily"] ?? themeFamily ?? appearance?["fontFamily"]
    }
}

/// Places of the elements of an XML file, found by a forward scan of its start tags: asked for in document order,
/// each element is the next start tag of its name, so a file costs one pass however its lines are laid out.
/// Comments, CDATA, processing instructions and declarations are skipped; XML allows no raw `<` elsewhere.
/// Where each element of an XML resource starts, found in one forward pass. libxml2 gives each element the
/// line its start tag ends on; the start tag itself is searched from the end of the last one found, and never
/// past the end of that line, so every search is bounded and the whole file is walked about once, however
/// its comments, processing instructions or encoding try to mislead the scan.
package struct XMLLines {
    private let bytes: [UInt8]
    private let file: String
    private var positions: ProjectText.Positions
    private var cursor = 0
    /// The byte offset where each line starts (index 0 is line 1).
    private let lineStarts: [Int]
    /// UTF-16 or UTF-32 text: its tags are not ASCII byte runs, so places come from libxml2's lines alone.
    private let isWide: Bool

    package init(_ bytes: [UInt8], file: String) {
        self.bytes = bytes
        self.file = file
        positions = ProjectText.Positions(bytes)
        var starts = [0]
        for (i, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") { starts.append(i + 1) }
        lineStarts = starts
        isWide = bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) || bytes.prefix(4).contains(0)
    }

    private func starts(with text: String, at i: Int) -> Bool {
        let pattern = Array(text.utf8)
        return i + pattern.count <= bytes.count && bytes[i..<(i + pattern.count)].elementsEqual(pattern)
    }

    private func index(of text: String, from i: Int, before end: Int) -> Int {
        guard let found = ProjectText.find(text, in: bytes, from: i) else { return end }
        return min(found + text.utf8.count, end)
    }

    /// The next start tag named like `element`; libxml2's own line (where the start tag ends) if none is found.
    package mutating func location(of element: XMLElement) -> SourceLocation {
        let fallback = SourceLocation(file: file, line: element.line, column: 1)
        guard !isWide else { return fallback }
        // The start tag ends on `element.line`: the search stops at that line's end.
        let end = element.line < lineStarts.count ? lineStarts[element.line] : bytes.count
        let name = Array(element.name.utf8)
        var i = cursor
        while i < end {
            guard bytes[i] == UInt8(ascii: "<") else {
                i += 1
                continue
            }
            if starts(with: "<!--", at: i) {
                i = index(of: "-->", from: i + 4, before: end)
            } else if starts(with: "<![CDATA[", at: i) {
                i = index(of: "]]>", from: i + 9, before: end)
            } else if starts(with: "<?", at: i) {
                i = index(of: "?>", from: i + 2, before: end)
            } else if i + 1 < bytes.count, bytes[i + 1] == UInt8(ascii: "!") || bytes[i + 1] == UInt8(ascii: "/") {
                i += 2
            } else {
                let tagEnd = i + 1 + name.count
                let delimiter = tagEnd < bytes.count ? bytes[tagEnd] : UInt8(ascii: ">")
                if tagEnd <= bytes.count, bytes[(i + 1)..<tagEnd].elementsEqual(name),
                    [
                        UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\t"), UInt8(ascii: "\r"),
                        UInt8(ascii: ">"),
                        UInt8(ascii: "/"),
                    ].contains(delimiter)
                {
                    let (line, column) = positions.position(of: i)
                    cursor = tagEnd
                    return SourceLocation(file: file, line: line, column: column)
                }
                i += 1
            }
        }
        // Not found by the end of its line: the next element starts on this line or later.
        let lineStart = element.line - 1 < lineStarts.count ? lineStarts[max(0, element.line - 1)] : bytes.count
        cursor = max(cursor, lineStart)
        return fallback
    }
}
