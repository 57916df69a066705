import TestSupport
import Testing

@testable import FontAuditSystem

/// `Platform.lowercasedExtension` on UTF-8 bytes against the plain code it skips for ASCII endings.
@Suite struct LowercasedExtensionTests {
    /// Seeded random names over an alphabet of separators, cases and characters a "." or "/" can join (a
    /// combining accent after, an Arabic prepended mark before, CR LF), and the usual names.
    @Test func agreesWithTheCharacterCode() {
        var random = SplitMix(seed: 26)
        let alphabet = ["/", ".", "a", "K", "T", "é", "\u{301}", "\u{600}", "\r", "\n", "\r\n", "\u{212A}", "ß"]
        for _ in 0..<50_000 {
            let name = (0..<random.below(9)).map { _ in alphabet[random.below(alphabet.count)] }.joined()
            #expect(
                Platform.lowercasedExtension(of: name) == Platform.lowercasedExtensionReference(of: name), "\(name)")
        }
        for name in [
            "", ".", "/", "a.", ".bashrc", "a/.x", "a/b", "Font.TTF", "/p/lib/main.dart", "x/Screen.KT", "a.b/c",
            "a\u{600}.kt", "a.b\u{600}/c", "é.kt", "a.\u{212A}T", "dir.d/file", "\u{600}/.K", "a\u{600}/.kt",
        ] {
            #expect(
                Platform.lowercasedExtension(of: name) == Platform.lowercasedExtensionReference(of: name), "\(name)")
        }
        #expect(Platform.lowercasedExtension(of: "Fonts/Brand.TTF") == "ttf")
    }
}
