import FontAuditModel
import FontAuditSystem

/// Fonts set in Interface Builder. A storyboard or xib gives a view's custom font as
/// `<fontDescription key="fontDescription" name="Roboto-Bold" family="Roboto" pointSize="17"/>`, and UIKit loads
/// it by that PostScript name when it decodes the view, as `UIFont(name:size:)` does in code: a face that is
/// not registered falls back to the system font. An attributed string's runs carry theirs as
/// `<font key="NSFont" name="…" size="…"/>`. A system font (`type="system"`, `"boldSystem"`), a text style
/// (`style="UICTFontTextStyleBody"`) or a `metaFont` names no custom font, and is left out. (Sphinx's 96 xib and
/// storyboard files set 731 custom fonts, none of them in its Swift code.)
enum InterfaceBuilderFonts {
    static let extensions = ["storyboard", "xib"]

    /// The styles of every storyboard and xib of the project, in file order. A file that is not well-formed XML
    /// is an input error: Xcode does not build it, and what it sets is not known.
    static func styles(_ files: ProjectFiles, warnings: inout [LocatedWarning]) -> [TextStyle] {
        var styles: [TextStyle] = []
        for file in extensions.flatMap({ files.filesByIndexedExtension[$0] ?? [] }).sorted() {
            guard let bytes = files.read(file, warnings: &warnings) else { continue }
            // Cheap test first: most xibs set no custom font.
            guard ProjectText.find("name=", in: bytes) != nil else { continue }
            switch XMLTree.parse(bytes, url: file) {
            case .success(let root):
                // A macOS document ("com.apple.InterfaceBuilder3.Cocoa.XIB") is AppKit's, not the iOS app's.
                if root.attribute("type")?.contains(".Cocoa.") == true { continue }
                var lines = XMLLines(bytes, file: file)
                collect(root, owner: root, lines: &lines, into: &styles)
            case .failure(let error):
                warnings.append(
                    LocatedWarning(
                        location: SourceLocation(file: file, line: error.line, column: error.column),
                        message: "not well-formed XML (\(error.message)); the fonts it sets cannot be read",
                        isError: true))
            }
        }
        return styles
    }

    /// The custom fonts under `element`, in document order; `owner` is the nearest element with an id (the
    /// label, button or text view the font is set on), which names the style.
    private static func collect(
        _ element: XMLElement, owner: XMLElement, lines: inout XMLLines, into styles: inout [TextStyle]
    ) {
        // Every font element is placed, custom or not: places are found tag by tag in document order.
        let location = isFontElement(element) ? lines.location(of: element) : nil
        if let location, let fontName = customFontName(element) {
            var style = TextStyle(name: name(of: owner), location: location, fontName: fontName)
            style.platform = .ios
            // Looked up by exactly this name, as `UIFont(name:size:)` is: no family name stands in for it.
            style.exactName = true
            style.size = (element.attribute("pointSize") ?? element.attribute("size")).flatMap(Double.init)
            styles.append(style)
        }
        let owner = element.attribute("id") != nil ? element : owner
        for child in element.children { collect(child, owner: owner, lines: &lines, into: &styles) }
    }

    /// The PostScript name a `fontDescription` or an attributed string's `font` sets, if it is a custom font.
    static func customFontName(_ element: XMLElement) -> String? {
        guard isFontElement(element), let name = element.attribute("name"), !name.isEmpty,
            element.attribute("type") == nil, element.attribute("style") == nil, element.attribute("metaFont") == nil
        else { return nil }
        return name
    }

    private static func isFontElement(_ element: XMLElement) -> Bool {
        element.name == "fontDescription" || element.name == "font"
    }

    /// "Title label" (Xcode's label for it), `label "Welcome"`, `button "Save"`, or `label l1-ab-xyz` (its id).
    static func name(of owner: XMLElement) -> String {
        if let label = owner.attribute("userLabel"), !label.isEmpty { return label }
        let shown =
            owner.attribute("text") ?? owner.attribute("placeholder") ?? owner.attribute("title")
            ?? owner.children.first { $0.name == "state" }?.attribute("title")
        if let shown, !shown.isEmpty {
            let short = shown.count > 40 ? String(shown.prefix(40)) + "…" : shown
            return "\(owner.name) \"\(short)\""
        }
        return "\(owner.name) \(owner.attribute("id") ?? "")"
    }
}
