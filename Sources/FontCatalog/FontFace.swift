import FontAuditSystem

/// One face as the catalog sees it: a static face, one face of a collection, or one named instance of
/// a variable font.
package struct FontFace: Sendable, Hashable {
    package enum Source: String, Sendable, Hashable {
        case system, bundled
    }

    /// The face's fields, in one box its copies share (`CopyOnWrite`): a verdict holds three faces, and copying
    /// their strings one by one was a third of the serial copies of a 5,000-style audit (issue 26).
    private var fields: CopyOnWrite<Fields>

    /// What a face is. `FontFace` gives each field as its own property.
    private struct Fields: Sendable, Hashable {
        var families: [String]
        var style: String
        var postscriptName: String
        var path: String
        var index: Int
        var instance: Int
        var weightRaw: Int
        var italic: Bool
        var oblique: Bool
        var width: Int
        var weightRange: ClosedRange<Int>?
        var source: Source
        var fullName: String?
        var coreTextName: String?
        var weight = 400

        mutating func readWeight() {
            weight = WeightClass.read(raw: weightRaw, styleName: style, variable: weightRange != nil)
        }
    }

    /// Every family name, in order: name ID 21 (WWS), 16 (typographic), 1 (legacy); no duplicates.
    package var families: [String] {
        get { fields.value.families }
        set { fields.value.families = newValue }
    }
    /// Setting it reads the weight again (`weight`), as setting `weightRaw` and `weightRange` does.
    package var style: String {
        get { fields.value.style }
        set {
            fields.value.style = newValue
            fields.value.readWeight()
        }
    }
    package var postscriptName: String {
        get { fields.value.postscriptName }
        set { fields.value.postscriptName = newValue }
    }
    package var path: String {
        get { fields.value.path }
        set { fields.value.path = newValue }
    }
    /// The face's index in its file (0 unless the file is a TTC/OTC).
    package var index: Int {
        get { fields.value.index }
        set { fields.value.index = newValue }
    }
    /// The named instance, 1-based; 0 for a static face or a variable font's default.
    package var instance: Int {
        get { fields.value.instance }
        set { fields.value.instance = newValue }
    }
    /// `usWeightClass` as stored, or the `wght` coordinate of a named instance.
    package var weightRaw: Int {
        get { fields.value.weightRaw }
        set {
            fields.value.weightRaw = newValue
            fields.value.readWeight()
        }
    }
    /// True for any slanted face: italic or oblique.
    package var italic: Bool {
        get { fields.value.italic }
        set { fields.value.italic = newValue }
    }
    /// True when the slant is an oblique rather than a true italic.
    package var oblique: Bool {
        get { fields.value.oblique }
        set { fields.value.oblique = newValue }
    }
    /// `usWidthClass`, 1 (ultra-condensed) … 5 (normal) … 9 (ultra-expanded).
    package var width: Int {
        get { fields.value.width }
        set { fields.value.width = newValue }
    }
    /// The `wght` axis range of a variable font, nil for a static face.
    package var weightRange: ClosedRange<Int>? {
        get { fields.value.weightRange }
        set {
            fields.value.weightRange = newValue
            fields.value.readWeight()
        }
    }
    package var source: Source {
        get { fields.value.source }
        set { fields.value.source = newValue }
    }
    /// The full name (name ID 4, "OpenDyslexic"), which Core Text finds a font by as it does its PostScript name;
    /// nil when not read (installed fonts).
    package var fullName: String? {
        get { fields.value.fullName }
        set { fields.value.fullName = newValue }
    }
    /// The PostScript name Core Text gives a variable font's face where the font names none, when it differs from
    /// `postscriptName` (the Adobe TN 5902 name fontconfig and FreeType give): a named instance without an `fvar`
    /// postscriptNameID is the font's name ID 6, an underscore and the subfamily with hyphens for spaces
    /// ("Inter_Semi-Bold"), and the default instance is the font itself ("Inter"). As SwiftGen's table of
    /// anytype-swift's Inter.ttf has them: `CTFontCopyPostScriptName` of each descriptor of the file; macOS's
    /// Skia ("Skia-Regular_Black-Condensed") names its instances the same way.
    package var coreTextName: String? {
        get { fields.value.coreTextName }
        set { fields.value.coreTextName = newValue }
    }
    /// The weight class, read from `weightRaw` and the style name by `WeightClass.read` (kept, not worked
    /// out on every look: matching reads it for every candidate face).
    package var weight: Int { fields.value.weight }

    package init(
        families: [String], style: String, postscriptName: String, path: String, index: Int = 0,
        instance: Int = 0, weightRaw: Int, italic: Bool, oblique: Bool = false, width: Int = 5,
        weightRange: ClosedRange<Int>? = nil, source: Source
    ) {
        var fields = Fields(
            families: families, style: style, postscriptName: postscriptName, path: path, index: index,
            instance: instance, weightRaw: weightRaw, italic: italic, oblique: oblique, width: width,
            weightRange: weightRange, source: source)
        fields.readWeight()
        self.fields = CopyOnWrite(fields)
    }

    /// Whether the style name's weight word overrode a stored weight on the OpenType scale (`WeightClass.read`):
    /// "ExtraLight" stored as 100. Values of 10–99 are off the scale, and their word always stands.
    package var weightIsFromStyleWord: Bool {
        !isVariable && !(10...99).contains(weightRaw) && weight != WeightClass.bucket(weightRaw)
    }

    /// Goes back to the stored weight: another face of the family holds the class the style word names
    /// (`FamilyWeights.settle`).
    package mutating func keepStoredWeight() { fields.value.weight = WeightClass.bucket(weightRaw) }

    /// The primary family: the first family name.
    package var family: String { families.first ?? "" }
    package var isVariable: Bool { weightRange != nil }

    /// Whether this face provides `weightClass`: as its own weight, or inside its variable `wght` range.
    package func covers(weightClass: Int) -> Bool {
        if weight == weightClass { return true }
        if let range = weightRange { return range.contains(weightClass) }
        return false
    }

    /// Whether this face is at `weightClass` itself, not only through its range.
    package func covers(weightClassExactly weightClass: Int) -> Bool { weight == weightClass }

    /// The variable font this face is an instance of, at a weight of its range that no named instance sits
    /// at: "Karla 600 (variable)".
    package func atVariableWeight(_ weightClass: Int) -> FontFace {
        var face = self
        face.style = "\(weightClass)\(italic ? " italic" : "") (variable)"
        face.weightRaw = weightClass
        face.postscriptName = FamilyName.compact(family)  // the font itself: no instance carries this weight
        face.instance = 0
        return face
    }

    /// Whether `name` is this face's PostScript name, or the one Core Text gives it (`coreTextName`).
    package func hasPostScriptName(_ name: String) -> Bool { postscriptName == name || coreTextName == name }

    /// Whether iOS would find this face by `name` as a full name: its name ID 4, or the family and style.
    package func hasFullName(_ name: String) -> Bool { fullName == name || displayName == name }

    /// "Open Sans Bold Italic"-style name for messages.
    package var displayName: String {
        style.isEmpty ? family : "\(family) \(style)"
    }
}
