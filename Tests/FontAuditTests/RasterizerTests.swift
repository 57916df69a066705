import Foundation
import TestSupport
import Testing

@testable import FontCatalog
@testable import FontRender

/// The specimen renderer: HarfBuzz shaping, FreeType rasterizing, libpng encoding.
@Suite struct RasterizerTests {
    static let dejavu = "/usr/share/fonts/truetype/dejavu"
    static let inkVar = Paths.root + "/Fixtures/render/InkVar.ttf"

    func ink(_ path: String, weight: Int? = nil, embolden: Bool = false, text: String = "Hamburgefonstiv") throws
        -> Int
    {
        let rasterizer = try #require(Rasterizer())
        let specimen = try #require(
            rasterizer.render(
                text, SpecimenRequest(path: path, variableWeight: weight, pixelSize: 40, embolden: embolden)))
        return specimen.image.ink
    }

    /// A glyph met again in the text is drawn from the first rendering of it: the same images, glyph counts
    /// and clipping as hinting and rendering it at every occurrence (`Rasterizer.renderEachTime`), across sizes,
    /// synthetic bold, a variable font's weights and both faces of a collection.
    @Test func glyphsDrawnOnceGiveTheImagesOfGlyphsDrawnEachTime() throws {
        let cached = try #require(Rasterizer())
        let plain = try #require(Rasterizer())
        plain.renderEachTime = true
        // A variable font's weight set, changed, left at the default and set again; both faces of a collection.
        func variants(_ path: String) -> [(Int, Int?)] {
            path == Self.inkVar
                ? [(0, 700), (0, nil), (0, 300), (0, nil), (0, 900)]
                : path.hasSuffix(".ttc") ? [(0, nil), (1, nil)] : [(0, nil)]
        }
        let faces = [
            Self.dejavu + "/DejaVuSans.ttf", Self.dejavu + "/DejaVuSerif-Bold.ttf", Self.inkVar,
            Paths.fonts + "/AuditSans/AuditSans-Regular.ttf", Paths.fonts + "/PairSerif/PairSerif.ttc",
        ]
        let texts = [
            "Sphinx of black quartz, judge my vow 0123456789 àéîõü", "aaaa bbbb aaaa", "ﬁ ﬂ office مرحبا",
            String(repeating: "Hamburgefonstiv ", count: 40), "AAAA AAAA",
        ]
        for path in faces {
            for pixelSize in [9, 32, 96] {
                for embolden in [false, true] {
                    for text in texts {
                        for (faceIndex, weight) in variants(path) {
                            let request = SpecimenRequest(
                                path: path, faceIndex: faceIndex, variableWeight: weight, pixelSize: pixelSize,
                                embolden: embolden)
                            let a = try #require(cached.render(text, request))
                            let b = try #require(plain.render(text, request))
                            #expect(
                                a.image == b.image,
                                "\(path) \(pixelSize) \(embolden) \(String(describing: weight)) \(text.prefix(12))")
                            #expect(
                                (a.missingGlyphs, a.droppedGlyphs, a.clippedInk)
                                    == (b.missingGlyphs, b.droppedGlyphs, b.clippedInk))
                        }
                    }
                }
            }
        }
    }

    @Test func inkGrowsWithWeightAcrossAStaticFamily() throws {
        // fonts-dejavu-core and fonts-dejavu-extra, which `make test` installs.
        let light = try ink(Self.dejavu + "/DejaVuSans-ExtraLight.ttf")
        let book = try ink(Self.dejavu + "/DejaVuSans.ttf")
        let bold = try ink(Self.dejavu + "/DejaVuSans-Bold.ttf")
        #expect(light < book)
        #expect(book < bold)
    }

    @Test func inkGrowsAlongAVariableFontsWeightAxis() throws {
        let weights = [100, 250, 400, 650, 900]
        let inks = try weights.map { try ink(Self.inkVar, weight: $0, text: "AAAA") }
        #expect(inks == inks.sorted() && Set(inks).count == inks.count, "\(inks)")
    }

    /// The demo's faces show what Bold Text does: each heavier face of Audit Sans, Slant Mono and Flex Sans (along
    /// its `wght` axis) has more ink than the one below it.
    @Test func theDemoFacesGetHeavierWithWeight() throws {
        let audit = Paths.fonts + "/AuditSans/AuditSans-"
        let inks = try ["Regular", "SemiBold", "Bold", "Black"].map { try ink(audit + $0 + ".ttf") }
        #expect(inks == inks.sorted() && Set(inks).count == 4, "\(inks)")
        let slant = try ["Regular", "SemiBold", "Bold"].map { try ink(Paths.fonts + "/SlantMono/SlantMono-\($0).ttf") }
        #expect(slant == slant.sorted() && Set(slant).count == 3, "\(slant)")
        for file in ["FlexSans[wght].ttf", "FlexSans-Italic[wght].ttf"] {
            let flex = try [300, 400, 500, 600, 700].map { try ink(Paths.fonts + "/FlexSans/" + file, weight: $0) }
            #expect(flex == flex.sorted() && Set(flex).count == 5, "\(file): \(flex)")
        }
    }

    @Test func theEmboldenedFallbackHasMoreInk() throws {
        let regular = try ink(Self.dejavu + "/DejaVuSans.ttf")
        let faked = try ink(Self.dejavu + "/DejaVuSans.ttf", embolden: true)
        #expect(faked > regular)
    }

    /// Accented capitals above the ascender, descenders, an italic's overhang at either end: the image is sized
    /// from the run's ink, so nothing reaches its edge and nothing falls outside it.
    @Test func specimensHoldEveryGlyphWhole() throws {
        let rasterizer = try #require(Rasterizer())
        let faces = [
            Self.dejavu + "/DejaVuSans.ttf", Self.dejavu + "/DejaVuSans-Bold.ttf",
            Self.dejavu + "/DejaVuSans-BoldOblique.ttf", Self.dejavu + "/DejaVuSerif-Italic.ttf",
            Paths.fonts + "/AuditSans/AuditSans-BoldItalic.ttf", Paths.fonts + "/FlexSans/FlexSans[wght].ttf",
        ]
        for path in faces {
            for pixelSize in [16, 24, 34, 56, 96] {
                for embolden in [false, true] {
                    for text in ["ƒjord ÀÉÎÕÜ Åpgqy ÿ", "Sphinx of black quartz, judge my vow 0123456789 àéîõü"] {
                        let lineWidth = Rasterizer.lineWidth(column: 720, pixelSize: pixelSize)
                        let request = SpecimenRequest(
                            path: path, pixelSize: pixelSize, embolden: embolden, lineWidth: lineWidth)
                        let specimen = try #require(rasterizer.render(text, request))
                        let what = "\(path) \(pixelSize) px\(embolden ? " emboldened" : ""): \(text)"
                        #expect(!specimen.image.inkOnEdge, "\(what)")
                        #expect(
                            specimen.clippedInk == 0 && specimen.droppedGlyphs == 0,
                            "\(what) dropped \(specimen.droppedGlyphs) \(specimen.image.width)x\(specimen.image.height)"
                        )
                        #expect(specimen.image.width <= lineWidth, "\(what)")
                    }
                }
            }
        }
    }

    @Test func aLongSampleWrapsAtSpacesAndLeavesOutWholeWords() throws {
        let rasterizer = try #require(Rasterizer())
        let request = SpecimenRequest(path: Self.dejavu + "/DejaVuSans.ttf", pixelSize: 40, lineWidth: 400)
        let one = try #require(rasterizer.render("Sphinx", request))
        let two = try #require(rasterizer.render("Sphinx of black quartz", request))
        #expect(two.image.height > one.image.height * 3 / 2 && two.image.width <= 400)
        let long = try #require(rasterizer.render(String(repeating: "judge my vow ", count: 40), request))
        #expect(long.droppedGlyphs > 0 && long.clippedInk == 0 && !long.image.inkOnEdge)
        #expect(long.image.width <= 400 && long.image.height < 40 * 6)
        // One word longer than a line is broken between glyphs, never through one.
        let word = try #require(rasterizer.render(String(repeating: "W", count: 30), request))
        #expect(word.clippedInk == 0 && !word.image.inkOnEdge && word.image.width <= 400)
    }

    @Test func missingGlyphsAreCounted() throws {
        let rasterizer = try #require(Rasterizer())
        let specimen = try #require(
            rasterizer.render("A漢字", SpecimenRequest(path: Self.dejavu + "/DejaVuSans.ttf", pixelSize: 20)))
        #expect(specimen.missingGlyphs == 2)
        #expect(rasterizer.render("A", SpecimenRequest(path: "/nonexistent.ttf", pixelSize: 20)) == nil)
    }

    @Test func thePNGDecodes() throws {
        let rasterizer = try #require(Rasterizer())
        let specimen = try #require(
            rasterizer.render("Ag", SpecimenRequest(path: Self.dejavu + "/DejaVuSans.ttf", pixelSize: 32)))
        let png = try #require(PNGEncoder.encode(specimen.image))
        #expect(Array(png.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        // Every chunk's length, type and CRC-32; IHDR first with the image's size, IEND last.
        var offset = 8
        var types: [String] = []
        while offset + 12 <= png.count {
            let length = png[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
            let type = String(decoding: png[offset + 4..<offset + 8], as: UTF8.self)
            let data = Array(png[offset + 8..<offset + 8 + length])
            let stored = png[offset + 8 + length..<offset + 12 + length].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
            #expect(stored == crc32(Array(type.utf8) + data), "\(type) CRC")
            if type == "IHDR" {
                #expect(data[0..<4].reduce(0) { $0 << 8 | Int($1) } == specimen.image.width)
                #expect(data[4..<8].reduce(0) { $0 << 8 | Int($1) } == specimen.image.height)
                #expect(data[8] == 8 && data[9] == 3)  // 8 bits, palette
            }
            if type == "PLTE" { #expect(data == [UInt8](repeating: 0, count: 3 * 256)) }  // all black
            // Entry N at alpha N; libpng leaves out the last, opaque one (an entry past tRNS is opaque).
            if type == "tRNS" { #expect(data == (0...254).map { UInt8($0) }) }
            types.append(type)
            offset += 12 + length
        }
        #expect(offset == png.count)
        #expect(types.first == "IHDR" && types.last == "IEND" && types.contains("IDAT"))
        #expect(types.firstIndex(of: "PLTE")! < types.firstIndex(of: "tRNS")!)
        #expect(types.firstIndex(of: "tRNS")! < types.firstIndex(of: "IDAT")!)
        #expect(PNGEncoder.dataURI([0, 1, 2, 3]) == "data:image/png;base64,AAECAw==")
    }

    /// One glyph against a committed rendering, within a small tolerance (FreeType versions differ slightly).
    @Test func oneGlyphMatchesItsGoldenRendering() throws {
        let rasterizer = try #require(Rasterizer())
        let specimen = try #require(
            rasterizer.render("g", SpecimenRequest(path: Self.dejavu + "/DejaVuSans.ttf", pixelSize: 24)))
        let golden = Paths.root + "/Tests/FontAuditTests/Golden/glyph-g-dejavu-24.txt"
        let rows = (0..<specimen.image.height).map { y in
            (0..<specimen.image.width).map { x -> String in
                let value = Int(specimen.image.pixels[y * specimen.image.width + x])
                return String(UnicodeScalar(UInt8(48 + value * 9 / 255)))
            }.joined()
        }
        let actual = rows.joined(separator: "\n") + "\n"
        if ProcessInfo.processInfo.environment["FONTAUDIT_RECORD_GOLDEN"] == "1" {
            try actual.write(toFile: golden, atomically: true, encoding: .utf8)
        }
        let expected = try String(contentsOfFile: golden, encoding: .utf8)
        let a = Array(actual.utf8)
        let e = Array(expected.utf8)
        #expect(a.count == e.count)
        let differing = zip(a, e).filter { abs(Int($0) - Int($1)) > 1 }.count
        #expect(differing <= a.count / 50, "\(differing) of \(a.count) pixels differ by more than one level")
    }

    func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }
}
