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

    private struct Key: Hashable {
        var request: SpecimenRequest
        var text: String
    }

    private let rasterizer = Rasterizer()
    private var cache: [Key: (uri: String, width: Int, height: Int, missing: Int)?] = [:]
    let sample: String

    init(sample: String?) { self.sample = sample ?? Self.defaultSample }

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
        if cache[key] == nil {
            cache[key] = .some(
                rasterizer.flatMap { rasterizer in
                    guard let specimen = rasterizer.render(text, request), let png = PNGEncoder.encode(specimen.image)
                    else { return nil }
                    return (
                        PNGEncoder.dataURI(png), specimen.image.width, specimen.image.height, specimen.missingGlyphs
                    )
                })
        }
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
