import CPNG

/// PNG files of specimens, written by libpng's simplified API, and their `data:` URIs.
package enum PNGEncoder {
    /// A gray-and-alpha PNG: black ink whose alpha is the coverage, so it sits on any background.
    package static func encode(_ image: GrayImage) -> [UInt8]? {
        guard image.width > 0, image.height > 0, image.pixels.count == image.width * image.height else { return nil }
        var pixels = [UInt8](repeating: 0, count: image.pixels.count * 2)
        for (i, coverage) in image.pixels.enumerated() { pixels[2 * i + 1] = coverage }
        var png = png_image()
        png.version = UInt32(PNG_IMAGE_VERSION)
        png.width = UInt32(image.width)
        png.height = UInt32(image.height)
        png.format = UInt32(PNG_FORMAT_GA)
        var size: Int = 0
        // The first call measures, the second writes.
        guard png_image_write_to_memory(&png, nil, &size, 0, pixels, 0, nil) != 0, size > 0 else {
            png_image_free(&png)
            return nil
        }
        var out = [UInt8](repeating: 0, count: size)
        let written = out.withUnsafeMutableBytes {
            png_image_write_to_memory(&png, $0.baseAddress, &size, 0, pixels, 0, nil)
        }
        png_image_free(&png)
        guard written != 0 else { return nil }
        return Array(out.prefix(size))
    }

    package static func dataURI(_ png: [UInt8]) -> String { "data:image/png;base64," + Base64.encode(png) }
}

/// RFC 4648 base64, for `data:` URIs.
package enum Base64 {
    private static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)

    package static func encode(_ bytes: [UInt8]) -> String {
        var out = [UInt8]()
        out.reserveCapacity((bytes.count + 2) / 3 * 4)
        var i = 0
        while i + 2 < bytes.count {
            let n = Int(bytes[i]) << 16 | Int(bytes[i + 1]) << 8 | Int(bytes[i + 2])
            out += [alphabet[n >> 18], alphabet[n >> 12 & 63], alphabet[n >> 6 & 63], alphabet[n & 63]]
            i += 3
        }
        let rest = bytes.count - i
        if rest == 1 {
            let n = Int(bytes[i]) << 16
            out += [alphabet[n >> 18], alphabet[n >> 12 & 63], UInt8(ascii: "="), UInt8(ascii: "=")]
        } else if rest == 2 {
            let n = Int(bytes[i]) << 16 | Int(bytes[i + 1]) << 8
            out += [alphabet[n >> 18], alphabet[n >> 12 & 63], alphabet[n >> 6 & 63], UInt8(ascii: "=")]
        }
        return String(decoding: out, as: UTF8.self)
    }
}
