import CPNG

/// PNG files of specimens, written by libpng's simplified API, and their `data:` URIs.
///
/// `encode` is the speed path of a report: a palette image (PLTE and tRNS: 256 entries of black, entry N at alpha
/// N), whose pixels are the coverage bytes themselves, one per pixel instead of gray-and-alpha's two; one pass,
/// no row filter (`PNG_IMAGE_FLAG_FAST`), into a buffer sized for the worst case. Half the bytes to deflate:
/// a 50-style report's encoding takes a third fewer instructions, and its images are 12 % smaller.
/// `referenceEncode` is libpng's default gray-and-alpha, kept as the plain path it is compared with: it compresses
/// twice (once to measure, once to write) and tries every row filter on every row. Both decode to the same
/// pixels (`PNGEncoderTests`): black ink whose alpha is the coverage.
package enum PNGEncoder {
    /// Palette entry N is black at alpha N, as gray-and-alpha pairs.
    private static let coverageColormap: [UInt8] = (0..<256).flatMap { [0, UInt8($0)] }

    /// A palette PNG of black ink whose alpha is the coverage, so it sits on any background.
    package static func encode(_ image: GrayImage) -> [UInt8]? {
        guard image.width > 0, image.height > 0, image.pixels.count == image.width * image.height else { return nil }
        var png = header(image, flags: UInt32(PNG_IMAGE_FLAG_FAST))
        png.format = UInt32(PNG_FORMAT_GA) | UInt32(PNG_FORMAT_FLAG_COLORMAP)
        png.colormap_entries = 256
        defer { png_image_free(&png) }
        var capacity = maximumSize(image)
        // libpng says how much it needed when the bound was too small (another zlib); then once more.
        for _ in 0..<2 {
            var size = capacity
            let out = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, count in
                let written = png_image_write_to_memory(
                    &png, buffer.baseAddress, &size, 0, image.pixels, 0, coverageColormap)
                count = written != 0 ? size : 0
            }
            if !out.isEmpty { return out }
            guard size > capacity else { return nil }
            capacity = size
            png.warning_or_error = 0
        }
        return nil
    }

    /// libpng's default encoding: measured, then written, every row filter tried.
    package static func referenceEncode(_ image: GrayImage) -> [UInt8]? {
        guard let pixels = grayAlpha(image) else { return nil }
        var png = header(image, flags: 0)
        defer { png_image_free(&png) }
        var size: Int = 0
        guard png_image_write_to_memory(&png, nil, &size, 0, pixels, 0, nil) != 0, size > 0 else { return nil }
        var out = [UInt8](repeating: 0, count: size)
        let written = out.withUnsafeMutableBytes {
            png_image_write_to_memory(&png, $0.baseAddress, &size, 0, pixels, 0, nil)
        }
        guard written != 0 else { return nil }
        return Array(out.prefix(size))
    }

    /// The pixels of a PNG as coverage (its alpha), through libpng's simplified reader; nil when it is not a
    /// PNG libpng can read. For the tests that compare the two encoders, and any check of a report's images.
    package static func decode(_ data: [UInt8]) -> GrayImage? {
        var png = png_image()
        png.version = UInt32(PNG_IMAGE_VERSION)
        defer { png_image_free(&png) }
        guard png_image_begin_read_from_memory(&png, data, data.count) != 0 else { return nil }
        png.format = UInt32(PNG_FORMAT_GA)
        let (width, height) = (Int(png.width), Int(png.height))
        guard width > 0, height > 0, width * height <= 1 << 26 else { return nil }
        var pixels = [UInt8](repeating: 0, count: width * height * 2)
        guard png_image_finish_read(&png, nil, &pixels, 0, nil) != 0 else { return nil }
        return GrayImage(width: width, height: height, pixels: (0..<width * height).map { pixels[2 * $0 + 1] })
    }

    private static func grayAlpha(_ image: GrayImage) -> [UInt8]? {
        guard image.width > 0, image.height > 0, image.pixels.count == image.width * image.height else { return nil }
        return [UInt8](unsafeUninitializedCapacity: image.pixels.count * 2) { buffer, count in
            image.pixels.withUnsafeBufferPointer { coverage in
                for i in 0..<coverage.count {
                    buffer[2 * i] = 0
                    buffer[2 * i + 1] = coverage[i]
                }
            }
            count = image.pixels.count * 2
        }
    }

    private static func header(_ image: GrayImage, flags: UInt32) -> png_image {
        var png = png_image()
        png.version = UInt32(PNG_IMAGE_VERSION)
        png.width = UInt32(image.width)
        png.height = UInt32(image.height)
        png.format = UInt32(PNG_FORMAT_GA)
        png.flags = flags
        return png
    }

    /// libpng's `PNG_IMAGE_PNG_SIZE_MAX` for the 256-entry palette image (a function-like macro Swift cannot
    /// import): the filter byte of each row, zlib's worst case, PLTE and tRNS, the chunks around them.
    static func maximumSize(_ image: GrayImage) -> Int {
        let data = (image.width + 1) * image.height
        let compressed = data + (data + 7) >> 3 + (data + 63) >> 6 + 11
        let palette = 12 + 3 * 256 + 12 + 256
        return 8 + 25 + 16 + 44 + 12 + palette + 12 + 12 * (compressed / Int(PNG_ZBUF_SIZE)) + compressed
    }

    package static func dataURI(_ png: [UInt8]) -> String { "data:image/png;base64," + Base64.encode(png) }
}

/// RFC 4648 base64, for `data:` URIs.
package enum Base64 {
    private static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)

    package static func encode(_ bytes: [UInt8]) -> String {
        let length = (bytes.count + 2) / 3 * 4
        return String(unsafeUninitializedCapacity: length) { out in
            bytes.withUnsafeBufferPointer { bytes in
                var (i, o) = (0, 0)
                while i + 2 < bytes.count {
                    let n = Int(bytes[i]) << 16 | Int(bytes[i + 1]) << 8 | Int(bytes[i + 2])
                    (out[o], out[o + 1]) = (alphabet[n >> 18], alphabet[n >> 12 & 63])
                    (out[o + 2], out[o + 3]) = (alphabet[n >> 6 & 63], alphabet[n & 63])
                    (i, o) = (i + 3, o + 4)
                }
                let rest = bytes.count - i
                guard rest > 0 else { return }
                let n = Int(bytes[i]) << 16 | (rest == 2 ? Int(bytes[i + 1]) << 8 : 0)
                (out[o], out[o + 1]) = (alphabet[n >> 18], alphabet[n >> 12 & 63])
                out[o + 2] = rest == 2 ? alphabet[n >> 6 & 63] : UInt8(ascii: "=")
                out[o + 3] = UInt8(ascii: "=")
            }
            return length
        }
    }
}
