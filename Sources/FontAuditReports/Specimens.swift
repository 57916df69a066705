import FontAuditModel
import FontAuditSystem
import FontCatalog
import FontRender

/// Specimen images for the HTML reports, each rendered once however many styles show it, as `<img>` tags.
final class Specimens {
    /// A pangram with digits and accented letters.
    static let defaultSample = "Sphinx of black quartz, judge my vow 0123456789 àéîõü"

    /// Lines wrap at 720 pixels, 360 CSS pixels at 2×: a specimen column's width at 1280 px, so a specimen is
    /// shown at its size there.
    static let lineWidth = 720

    private struct Key: Hashable, Sendable {
        var request: SpecimenRequest
        var text: String
    }

    private struct Rendered: Sendable {
        var uri: String
        var width: Int
        var height: Int
        var missing: Int
    }

    private let rasterizer = Rasterizer()
    private var cache: [Key: Rendered?] = [:]
    let sample: String
    /// While `prerender` collects: the images asked for, in order, instead of drawn.
    private var wanted: [Key]?

    init(sample: String?) { self.sample = sample ?? Self.defaultSample }

    /// Runs `collect`, which asks for the images a report will show, to learn which they are; draws them all on
    /// every core, one FreeType library per worker (rasterizing and encoding are most of an HTML report's time);
    /// then the report's own pass finds each one drawn. Without it, each is drawn when first asked for, on one
    /// core: the reference the HTML tests hold this to.
    func prerender(_ collect: () -> Void) {
        wanted = []
        collect()
        var seen = Set<Key>()
        let keys = (wanted ?? []).filter { cache[$0] == nil && seen.insert($0).inserted }
        wanted = nil
        guard keys.count > 1 else { return }
        let drawn: [Rendered??] = Parallel.run(count: keys.count) { slots in
            guard let rasterizer = Rasterizer() else { return }
            while let i = slots.next() { slots.store(Self.draw(keys[i], rasterizer), at: i) }
        }
        // A key no worker could draw (no FreeType library) is left to the report's own pass.
        for (key, result) in zip(keys, drawn) { if let result { cache[key] = .some(result) } }
    }

    private static func draw(_ key: Key, _ rasterizer: Rasterizer) -> Rendered? {
        guard let specimen = rasterizer.render(key.text, key.request), let png = PNGEncoder.encode(specimen.image)
        else { return nil }
        return Rendered(
            uri: PNGEncoder.dataURI(png), width: specimen.image.width, height: specimen.image.height,
            missing: specimen.missingGlyphs)
    }

    /// An `<img>` of `text` in `face` at `weight` (its `wght` coordinate for a variable font), shown at half its
    /// pixel size for sharp 2× display; a note when the face lacks some of the sample's glyphs. Empty when the
    /// face cannot be rendered.
    func image(
        _ face: FontFace, weight: Int, pointSize: Double, embolden: Bool = false, alt: String, text: String? = nil
    ) -> String {
        let pixelSize = Int((min(max(pointSize, 8), 48) * 2).rounded())
        let request = SpecimenRequest(
            face: face, weight: weight, pixelSize: pixelSize, embolden: embolden,
            lineWidth: Rasterizer.lineWidth(column: Self.lineWidth, pixelSize: pixelSize))
        let text = text ?? sample
        let key = Key(request: request, text: text)
        if wanted != nil {
            wanted!.append(key)
            return ""
        }
        if cache[key] == nil { cache[key] = .some(rasterizer.flatMap { Self.draw(key, $0) }) }
        guard let rendered = cache[key] ?? nil else {
            return "<span class=\"note\">This face could not be rendered.</span>"
        }
        var html =
            "<img class=\"specimen\" src=\"\(rendered.uri)\" width=\"\((rendered.width + 1) / 2)\" height=\"\((rendered.height + 1) / 2)\" alt=\"\(Escape.xml(alt))\">"
        if rendered.missing > 0 {
            html +=
                "<span class=\"note\">\(rendered.missing) character\(rendered.missing == 1 ? " is" : "s are") not in this face; shown as its .notdef box</span>"
        }
        return html
    }
}
