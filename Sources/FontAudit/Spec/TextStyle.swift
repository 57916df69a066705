/// One text style of a typography spec, with where it was written.
public struct TextStyle: Sendable, Hashable {
    public var name: String
    public var location: SourceLocation
    /// The family as written in the spec; nil for a `fontName` style.
    public var family: String?
    /// The weight as written, on the 1–1000 scale (a name already turned into its number).
    public var weight: Int?
    public var italic: Bool
    /// A PostScript name, as iOS `UIFont(name:)` uses; replaces family + weight + italic.
    public var fontName: String?
    /// A design token's `$description`, kept for reports.
    public var description: String?
    /// A design token's `$deprecated`: true, or the deprecation message.
    public var deprecated: String?

    public init(name: String, location: SourceLocation, family: String? = nil, weight: Int? = nil,
                italic: Bool = false, fontName: String? = nil) {
        self.name = name
        self.location = location
        self.family = family
        self.weight = weight
        self.italic = italic
        self.fontName = fontName
    }
}

/// The Bold Text policy a spec asks for: a named policy, optionally with a custom map on top.
public struct BoldTextSetting: Sendable, Hashable {
    public var policy: BoldTextPolicy.Name
    /// Style weight class → Bold Text weight; weights not listed fall back to `policy`.
    public var map: [Int: Int]

    public init(policy: BoldTextPolicy.Name = .apple, map: [Int: Int] = [:]) {
        self.policy = policy
        self.map = map
    }
}

/// A parsed spec: styles plus the run settings it carries.
public struct Spec: Sendable {
    public var file: String
    public var styles: [TextStyle]
    /// Bundled font paths, already resolved against the spec's folder.
    public var fonts: [String]
    public var systemFonts: Bool?
    public var boldText: BoldTextSetting?
    /// Known gaps shipped on purpose (the spec's "waivers").
    public var waivers: [Waiver]
    public var warnings: [LocatedWarning]
    /// Whether the reader checked that no two styles share a name (the native spec's readers do).
    var styleNamesAreDistinct = false
}
