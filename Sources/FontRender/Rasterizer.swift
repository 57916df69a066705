import CHarfBuzz
import FontAuditSystem
import FontCatalog

/// An 8-bit coverage image: 0 is no ink, 255 full ink.
package struct GrayImage: Sendable, Equatable {
    package var width: Int
    package var height: Int
    package var pixels: [UInt8]

    package init(width: Int, height: Int, pixels: [UInt8]) {
        (self.width, self.height, self.pixels) = (width, height, pixels)
    }

    /// The summed darkness: more weight, more ink.
    package var ink: Int { pixels.reduce(0) { $0 + Int($1) } }
}

/// A sample line rendered in one face.
package struct Specimen: Sendable {
    package var image: GrayImage
    /// Glyphs the face does not have (rendered as its .notdef), so the line is not the face's own.
    package var missingGlyphs: Int
}

/// What to render: a face of a file, at a weight (a variable font is set to it through its `wght` axis).
package struct SpecimenRequest: Sendable, Hashable {
    package var path: String
    package var faceIndex: Int
    /// The named instance, 1-based; 0 for a static face or a variable font's default.
    package var instance: Int
    /// For a variable font: the `wght` coordinate to render at.
    package var variableWeight: Int?
    package var pixelSize: Int
    /// Android's synthetic bold (`FT_Outline_Embolden`), for a face Bold Text has to fake.
    package var embolden: Bool

    package init(
        path: String, faceIndex: Int = 0, instance: Int = 0, variableWeight: Int? = nil, pixelSize: Int,
        embolden: Bool = false
    ) {
        (self.path, self.faceIndex, self.instance, self.variableWeight) = (path, faceIndex, instance, variableWeight)
        (self.pixelSize, self.embolden) = (pixelSize, embolden)
    }

    /// A catalog face at `weight`: the exact weight through the axis for a variable font.
    package init(face: FontFace, weight: Int, pixelSize: Int, embolden: Bool = false) {
        self.init(
            path: face.path, faceIndex: face.index, instance: face.isVariable ? 0 : face.instance,
            variableWeight: face.isVariable ? weight : nil, pixelSize: pixelSize, embolden: embolden)
    }
}

/// Shapes text with HarfBuzz and rasterizes it with FreeType in 8-bit grayscale. One FreeType library per
/// rasterizer: use one per thread.
package final class Rasterizer {
    private let library: FT_Library
    /// Specimens wider than this are cut: a long sample must not make a report of megabytes.
    package static let maxWidth = 1400

    /// The tallest image a specimen may be: four lines of its pixel size, and never more than 1,024 rows.
    package static func maxHeight(for pixelSize: Int) -> Int { min(1024, max(8, pixelSize * 4)) }

    package init?() {
        var library: FT_Library?
        guard FT_Init_FreeType(&library) == 0, let library else { return nil }
        self.library = library
    }

    deinit { FT_Done_FreeType(library) }

    package func render(_ text: String, _ request: SpecimenRequest) -> Specimen? {
        var opened: FT_Face?
        let index = FT_Long((request.instance << 16) | request.faceIndex)
        guard FT_New_Face(library, request.path, index, &opened) == 0, let face = opened else { return nil }
        defer { FT_Done_Face(face) }
        guard FT_Set_Pixel_Sizes(face, 0, FT_UInt(max(4, min(request.pixelSize, 512)))) == 0 else { return nil }
        if let weight = request.variableWeight { setWeight(face, weight) }
        guard let font = fontaudit_hb_ft_font_create_referenced()(face) else { return nil }
        defer { fontaudit_hb_font_destroy()(font) }
        fontaudit_hb_ft_font_changed()(font)
        guard let buffer = fontaudit_hb_buffer_create()() else { return nil }
        defer { fontaudit_hb_buffer_destroy()(buffer) }
        let utf8 = Array(text.utf8.prefix(4096))
        utf8.withUnsafeBufferPointer { bytes in
            bytes.baseAddress!.withMemoryRebound(to: CChar.self, capacity: bytes.count) {
                fontaudit_hb_buffer_add_utf8()(buffer, $0, Int32(bytes.count), 0, Int32(bytes.count))
            }
        }
        fontaudit_hb_buffer_guess_segment_properties()(buffer)
        fontaudit_hb_shape()(font, buffer, nil, 0)
        var count: UInt32 = 0
        guard let infos = fontaudit_hb_buffer_get_glyph_infos()(buffer, &count),
            let positions = fontaudit_hb_buffer_get_glyph_positions()(buffer, &count), let size = face.pointee.size
        else { return nil }
        let metrics = size.pointee.metrics
        let ascender = Int(metrics.ascender + 63) >> 6
        let descender = Int(metrics.descender - 63) / 64
        let strength =
            request.embolden
            ? Int(fontaudit_render_mul_fix(FT_Long(face.pointee.units_per_EM), metrics.y_scale)) / 24 : 0
        let padding = max(2, request.pixelSize / 8) + strength / 64
        var advance = 0
        for i in 0..<Int(count) { advance += Int(positions[i].x_advance) }
        let width = min(Self.maxWidth, max(1, advance / 64 + 2 * padding))
        // A font's vertical metrics are its own word (unitsPerEm 16 with a huge ascender gave 393,234 rows):
        // the image is held to a few line heights of the pixel size, however tall the font claims to be.
        let height = min(Self.maxHeight(for: request.pixelSize), max(1, ascender - descender + 2 * padding))
        var pixels = [UInt8](repeating: 0, count: width * height)
        // A clamped image keeps its baseline inside it, so the glyphs are drawn whatever the metrics say.
        let baseline = min(padding + ascender, height * 3 / 4)
        var penX = padding * 64
        var missing = 0
        for i in 0..<Int(count) {
            if infos[i].codepoint == 0 { missing += 1 }
            defer { penX += Int(positions[i].x_advance) }
            guard penX / 64 < width, FT_Load_Glyph(face, infos[i].codepoint, Int32(FT_LOAD_NO_BITMAP)) == 0,
                let slot = face.pointee.glyph
            else { continue }
            if request.embolden, slot.pointee.format == FT_GLYPH_FORMAT_OUTLINE {
                FT_Outline_Embolden(&slot.pointee.outline, FT_Pos(strength))
            }
            guard FT_Render_Glyph(slot, FT_RENDER_MODE_NORMAL) == 0 else { continue }
            let bitmap = slot.pointee.bitmap
            guard let source = bitmap.buffer, bitmap.pixel_mode == UInt8(FT_PIXEL_MODE_GRAY.rawValue) else { continue }
            let left = (penX + Int(positions[i].x_offset)) / 64 + Int(slot.pointee.bitmap_left)
            let top = baseline - Int(positions[i].y_offset) / 64 - Int(slot.pointee.bitmap_top)
            let pitch = Int(bitmap.pitch)
            for row in 0..<Int(bitmap.rows) {
                let y = top + row
                guard y >= 0, y < height else { continue }
                let sourceRow = pitch >= 0 ? row * pitch : (Int(bitmap.rows) - 1 - row) * -pitch
                for column in 0..<Int(bitmap.width) {
                    let x = left + column
                    guard x >= 0, x < width else { continue }
                    let value = Int(source[sourceRow + column])
                    let target = y * width + x
                    pixels[target] = UInt8(min(255, Int(pixels[target]) + value))
                }
            }
        }
        return Specimen(image: GrayImage(width: width, height: height, pixels: pixels), missingGlyphs: missing)
    }

    /// Sets the `wght` axis to `weight`, every other axis at its default.
    private func setWeight(_ face: FT_Face, _ weight: Int) {
        var variation: UnsafeMutablePointer<FT_MM_Var>?
        guard FT_Get_MM_Var(face, &variation) == 0, let mm = variation else { return }
        defer { FT_Done_MM_Var(library, mm) }
        let axes = Int(mm.pointee.num_axis)
        guard axes > 0, let axis = mm.pointee.axis else { return }
        var coordinates = (0..<axes).map { axis[$0].def }
        for i in 0..<axes where axis[i].tag == fontaudit_render_wght_tag() {
            coordinates[i] = min(max(FT_Fixed(weight) << 16, axis[i].minimum), axis[i].maximum)
        }
        _ = coordinates.withUnsafeMutableBufferPointer {
            FT_Set_Var_Design_Coordinates(face, FT_UInt(axes), $0.baseAddress)
        }
    }
}
