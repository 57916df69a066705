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

    /// Whether any ink touches the outermost rows or columns: a glyph cut by the image's edge.
    package var inkOnEdge: Bool {
        guard width > 0, height > 0 else { return false }
        let rows = (0..<width).contains { pixels[$0] > 0 || pixels[(height - 1) * width + $0] > 0 }
        return rows || (0..<height).contains { pixels[$0 * width] > 0 || pixels[$0 * width + width - 1] > 0 }
    }
}

/// A sample line rendered in one face.
package struct Specimen: Sendable {
    package var image: GrayImage
    /// Glyphs the face does not have (rendered as its .notdef), so the line is not the face's own.
    package var missingGlyphs: Int
    /// Glyphs left out whole because the sample did not fit in `Rasterizer.maxLines` lines.
    package var droppedGlyphs: Int
    /// Coverage that fell outside the image: 0 unless a font's glyphs are taller than the height cap.
    package var clippedInk: Int
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
    /// Lines longer than this many pixels wrap at a space (or, in a word longer than a line, between glyphs).
    package var lineWidth: Int

    package init(
        path: String, faceIndex: Int = 0, instance: Int = 0, variableWeight: Int? = nil, pixelSize: Int,
        embolden: Bool = false, lineWidth: Int = Rasterizer.maxWidth
    ) {
        (self.path, self.faceIndex, self.instance, self.variableWeight) = (path, faceIndex, instance, variableWeight)
        (self.pixelSize, self.embolden, self.lineWidth) = (pixelSize, embolden, min(lineWidth, Rasterizer.maxWidth))
    }

    /// A catalog face at `weight`: the exact weight through the axis for a variable font.
    package init(
        face: FontFace, weight: Int, pixelSize: Int, embolden: Bool = false, lineWidth: Int = Rasterizer.maxWidth
    ) {
        self.init(
            path: face.path, faceIndex: face.index, instance: face.isVariable ? 0 : face.instance,
            variableWeight: face.isVariable ? weight : nil, pixelSize: pixelSize, embolden: embolden,
            lineWidth: lineWidth)
    }
}

/// One rendered glyph, placed on its line: `x` from the line's start, `y` of its top row from the baseline
/// (down is positive).
/// One glyph as FreeType rendered it: its coverage and where it sits from the pen.
private struct GlyphBitmap {
    var width: Int
    var rows: Int
    var coverage: [UInt8]
    var left: Int
    var top: Int
}

private struct PlacedGlyph {
    var x: Int
    var y: Int
    var width: Int
    var rows: Int
    var coverage: [UInt8]
    /// The pen position before and after the glyph, in pixels from the start of the run.
    var penStart: Int
    var penEnd: Int
    var isSpace: Bool
    var left: Int { x }
    var right: Int { x + width }
}

/// Shapes text with HarfBuzz and rasterizes it with FreeType in 8-bit grayscale. One FreeType library per
/// rasterizer: use one per thread.
///
/// The image is sized from the shaped run itself: its lines span the face's ascender and descender and every
/// glyph's real ink (accents above the ascender, descenders below it, overhangs at either end), with a margin,
/// so no glyph is ever cut by the image's edge. A long sample wraps at spaces instead of being cut.
package final class Rasterizer {
    private let library: FT_Library
    /// No specimen is wider than this: a long sample wraps, and what does not fit in `maxLines` is left out
    /// whole, so a long sample cannot make a report of megabytes.
    package static let maxWidth = 1400
    package static let maxLines = 4

    /// The tallest image a specimen may be: its lines, and never more than 1,024 rows. Only a font whose glyphs
    /// reach far outside its own em (a hostile one) is cut by this.
    package static func maxHeight(for pixelSize: Int) -> Int { min(1024, max(8, pixelSize * 6)) }

    /// Lines of `column` pixels, or wider for a large size: ten ems, so a sample of a few dozen characters still
    /// fits in `maxLines` lines (shown narrower than its size in a narrow column, rather than cut short).
    package static func lineWidth(column: Int, pixelSize: Int) -> Int { min(maxWidth, max(column, pixelSize * 10)) }

    /// Every glyph of a text hinted and rendered where it occurs, none kept for the next occurrence: the plain
    /// path the glyph cache of `render` is compared with.
    package var renderEachTime = false

    package init?() {
        var library: FT_Library?
        guard FT_Init_FreeType(&library) == 0, let library else { return nil }
        self.library = library
    }

    deinit { FT_Done_FreeType(library) }

    /// The glyph hinted and rendered at the face's size, emboldened by `strength` when asked; nil when FreeType
    /// cannot, or gives no gray bitmap of a sane size (a space has none).
    private static func glyphBitmap(_ face: FT_Face, _ glyph: UInt32, embolden: Bool, strength: Int) -> GlyphBitmap? {
        guard FT_Load_Glyph(face, glyph, Int32(FT_LOAD_NO_BITMAP)) == 0, let slot = face.pointee.glyph else {
            return nil
        }
        if embolden, slot.pointee.format == FT_GLYPH_FORMAT_OUTLINE {
            FT_Outline_Embolden(&slot.pointee.outline, FT_Pos(strength))
        }
        guard FT_Render_Glyph(slot, FT_RENDER_MODE_NORMAL) == 0 else { return nil }
        let bitmap = slot.pointee.bitmap
        guard let source = bitmap.buffer, bitmap.pixel_mode == UInt8(FT_PIXEL_MODE_GRAY.rawValue),
            bitmap.width > 0, bitmap.rows > 0, Int(bitmap.rows) <= 8 * 1024, Int(bitmap.width) <= 8 * 1024
        else { return nil }
        let (width, rows, pitch) = (Int(bitmap.width), Int(bitmap.rows), Int(bitmap.pitch))
        var coverage: [UInt8] = []
        coverage.reserveCapacity(width * rows)
        for row in 0..<rows {
            let sourceRow = pitch >= 0 ? row * pitch : (rows - 1 - row) * -pitch
            coverage.append(contentsOf: UnsafeBufferPointer(start: source + sourceRow, count: width))
        }
        return GlyphBitmap(
            width: width, rows: rows, coverage: coverage, left: Int(slot.pointee.bitmap_left),
            top: Int(slot.pointee.bitmap_top))
    }

    package func render(_ text: String, _ request: SpecimenRequest) -> Specimen? {
        var opened: FT_Face?
        let index = FT_Long((request.instance << 16) | request.faceIndex)
        guard FT_New_Face(library, request.path, index, &opened) == 0, let face = opened else { return nil }
        defer { FT_Done_Face(face) }
        let pixelSize = max(4, min(request.pixelSize, 512))
        guard FT_Set_Pixel_Sizes(face, 0, FT_UInt(pixelSize)) == 0 else { return nil }
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
        // A font's vertical metrics are its own word (unitsPerEm 16 with a huge ascender gave 393,234 rows): each
        // is held to twice the pixel size; the ink, not the claim, decides how far the image reaches.
        let ascender = min(2 * pixelSize, max(0, Int(metrics.ascender + 63) >> 6))
        let descender = min(2 * pixelSize, max(0, -Int(metrics.descender - 63) / 64))
        let claimedLine = Int(metrics.height + 63) >> 6
        let lineAdvance =
            claimedLine >= ascender + descender && claimedLine <= 3 * pixelSize
            ? claimedLine : ascender + descender
        let strength =
            request.embolden
            ? Int(fontaudit_render_mul_fix(FT_Long(face.pointee.units_per_EM), metrics.y_scale)) / 24 : 0
        let margin = max(2, pixelSize / 16)

        var glyphs: [PlacedGlyph] = []
        var drawn: [UInt32: GlyphBitmap?] = [:]
        glyphs.reserveCapacity(Int(count))
        var missing = 0
        var penX = 0
        for i in 0..<Int(count) {
            if infos[i].codepoint == 0 { missing += 1 }
            let cluster = Int(infos[i].cluster)
            let isSpace = cluster < utf8.count && (utf8[cluster] == 0x20 || utf8[cluster] == 0x09)
            var glyph = PlacedGlyph(
                x: 0, y: 0, width: 0, rows: 0, coverage: [], penStart: penX / 64,
                penEnd: (penX + Int(positions[i].x_advance)) / 64, isSpace: isSpace)
            defer {
                penX += Int(positions[i].x_advance)
                glyphs.append(glyph)
            }
            // A glyph starting past what the lines can hold is never kept: not rendered either.
            guard penX / 64 <= Self.maxLines * request.lineWidth else { continue }
            // A glyph met again in the text (a sample's "o", "u", "a") is the same bitmap: hinted and rendered
            // once. `renderEachTime` is the plain path the cache is tested against (`RasterizerTests`).
            let bitmap: GlyphBitmap
            if !renderEachTime, let known = drawn[infos[i].codepoint] {
                guard let known else { continue }
                bitmap = known
            } else {
                let fresh = Self.glyphBitmap(face, infos[i].codepoint, embolden: request.embolden, strength: strength)
                if !renderEachTime { drawn[infos[i].codepoint] = .some(fresh) }
                guard let fresh else { continue }
                bitmap = fresh
            }
            glyph.x = (penX + Int(positions[i].x_offset)) / 64 + bitmap.left
            glyph.y = -Int(positions[i].y_offset) / 64 - bitmap.top
            (glyph.width, glyph.rows, glyph.coverage) = (bitmap.width, bitmap.rows, bitmap.coverage)
        }

        // Each line spans its pen advance and its ink, and every line starts at the same left edge: when one
        // line's overhang on the left and another's on the right together pass the width, break again, narrower.
        var limit = request.lineWidth - 2 * margin
        var lines: [Range<Int>] = []
        var (left, right, top, bottom) = (0, 1, -ascender, descender)
        for _ in 0..<3 {
            lines = Self.breakLines(glyphs, width: limit)
            (left, right, top) = (0, 1, -ascender)
            bottom = (max(1, lines.count) - 1) * lineAdvance + descender
            for (number, line) in lines.enumerated() {
                let start = glyphs[line.lowerBound].penStart
                for glyph in glyphs[line] {
                    right = max(right, glyph.penEnd - start)
                    guard glyph.width > 0 else { continue }
                    left = min(left, glyph.left - start)
                    right = max(right, glyph.right - start)
                    top = min(top, number * lineAdvance + glyph.y)
                    bottom = max(bottom, number * lineAdvance + glyph.y + glyph.rows)
                }
            }
            let excess = right - left - (request.lineWidth - 2 * margin)
            if excess <= 0 { break }
            limit -= excess
        }
        let kept = lines.reduce(0) { sum, line in sum + glyphs[line].count { !$0.isSpace } }
        let width = min(Self.maxWidth, right - left + 2 * margin)
        let height = min(Self.maxHeight(for: pixelSize), bottom - top + 2 * margin)
        var pixels = [UInt8](repeating: 0, count: width * height)
        var clipped = 0
        pixels.withUnsafeMutableBufferPointer { pixels in
            for (number, line) in lines.enumerated() {
                let originX = margin - left - glyphs[line.lowerBound].penStart
                let baseline = margin - top + number * lineAdvance
                for glyph in glyphs[line] where glyph.width > 0 {
                    glyph.coverage.withUnsafeBufferPointer { coverage in
                        for row in 0..<glyph.rows {
                            let y = baseline + glyph.y + row
                            let x0 = originX + glyph.x
                            let source = row * glyph.width
                            // The columns inside the image; ink outside it (only past the height cap) is counted.
                            let first = max(0, -x0)
                            let last = y >= 0 && y < height ? min(glyph.width, width - x0) : first
                            for column in 0..<min(first, glyph.width) { clipped += Int(coverage[source + column]) }
                            for column in min(glyph.width, max(first, last))..<glyph.width {
                                clipped += Int(coverage[source + column])
                            }
                            guard first < last else { continue }
                            let target = y * width + x0
                            for column in first..<last {
                                let sum = Int(pixels[target + column]) + Int(coverage[source + column])
                                pixels[target + column] = UInt8(truncatingIfNeeded: min(255, sum))
                            }
                        }
                    }
                }
            }
        }
        return Specimen(
            image: GrayImage(width: width, height: height, pixels: pixels), missingGlyphs: missing,
            droppedGlyphs: glyphs.count { !$0.isSpace } - kept, clippedInk: clipped)
    }

    /// Greedy lines of at most `width` pixels (pen advance and ink), broken after a space; a word longer than a
    /// line is broken between glyphs. Spaces at a break are left out; glyphs past `maxLines` lines are dropped.
    private static func breakLines(_ glyphs: [PlacedGlyph], width: Int) -> [Range<Int>] {
        var lines: [Range<Int>] = []
        var start = 0
        while start < glyphs.count, lines.count < maxLines {
            while start < glyphs.count, glyphs[start].isSpace { start += 1 }
            guard start < glyphs.count else { break }
            let origin = glyphs[start].penStart
            var (low, high) = (0, 0)
            var end = start
            var lastWordEnd: Int?
            while end < glyphs.count {
                let glyph = glyphs[end]
                var (newLow, newHigh) = (low, max(high, glyph.penEnd - origin))
                if glyph.width > 0 {
                    newLow = min(newLow, glyph.left - origin)
                    newHigh = max(newHigh, glyph.right - origin)
                }
                if newHigh - newLow > width, !glyph.isSpace { break }
                if glyph.isSpace { lastWordEnd = end }
                (low, high) = (newLow, newHigh)
                end += 1
            }
            if end < glyphs.count, let wordEnd = lastWordEnd, wordEnd > start { end = wordEnd }
            end = max(end, start + 1)
            var trimmed = end
            while trimmed > start + 1, glyphs[trimmed - 1].isSpace { trimmed -= 1 }
            lines.append(start..<trimmed)
            start = end
        }
        return lines
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
