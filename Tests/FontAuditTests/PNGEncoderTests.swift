import Foundation
import TestSupport
import Testing

@testable import FontRender

/// The report's one-pass PNG encoder against libpng's default (the reference): both decode to the source
/// pixels, on real specimens and on images no specimen looks like.
@Suite struct PNGEncoderTests {
    static let dejavu = "/usr/share/fonts/truetype/dejavu"

    func expectSamePixels(_ image: GrayImage, _ what: String) throws {
        let fast = try #require(PNGEncoder.encode(image), "\(what)")
        let reference = try #require(PNGEncoder.referenceEncode(image), "\(what)")
        #expect(PNGEncoder.decode(fast) == image, "\(what): the fast encoding")
        #expect(PNGEncoder.decode(reference) == image, "\(what): the reference encoding")
    }

    @Test func realSpecimensDecodeToTheSamePixelsBothWays() throws {
        let rasterizer = try #require(Rasterizer())
        let faces = [
            Self.dejavu + "/DejaVuSans.ttf", Self.dejavu + "/DejaVuSans-Bold.ttf",
            Paths.fonts + "/AuditSans/AuditSans-Regular.ttf", Paths.fonts + "/FlexSans/FlexSans[wght].ttf",
        ]
        for path in faces {
            for pixelSize in [8, 24, 68, 96] {
                for embolden in [false, true] {
                    let request = SpecimenRequest(path: path, pixelSize: pixelSize, embolden: embolden)
                    let specimen = try #require(
                        rasterizer.render("Sphinx of black quartz, judge my vow 0123456789 àéîõü", request))
                    try expectSamePixels(specimen.image, "\(path) at \(pixelSize) px")
                }
            }
        }
    }

    @Test func imagesNoSpecimenLooksLikeDecodeToTheSamePixels() throws {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> UInt8 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return UInt8(truncatingIfNeeded: state >> 56)
        }
        let noise = GrayImage(width: 1400, height: 300, pixels: (0..<1400 * 300).map { _ in next() })
        try expectSamePixels(noise, "noise")
        try expectSamePixels(GrayImage(width: 1, height: 1, pixels: [0]), "one empty pixel")
        try expectSamePixels(GrayImage(width: 3, height: 2, pixels: [255, 0, 128, 1, 254, 7]), "six pixels")
        try expectSamePixels(
            GrayImage(width: 1400, height: 1024, pixels: .init(repeating: 255, count: 1400 * 1024)), "ink")
        #expect(PNGEncoder.encode(GrayImage(width: 0, height: 0, pixels: [])) == nil)
        #expect(PNGEncoder.encode(GrayImage(width: 2, height: 2, pixels: [1])) == nil)
        #expect(PNGEncoder.decode([0x89, 0x50, 0x4E, 0x47]) == nil)
    }
}
