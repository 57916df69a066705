import Foundation

/// Paths to the committed fixtures, found from this file's location so tests run from any folder.
enum Paths {
    static let root: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }
        return url.path
    }()
    static let fonts = root + "/Fixtures/fonts"
    static let broken = root + "/Fixtures/broken"
    static let markup = root + "/Fixtures/markup"
    static func font(_ relative: String) -> String { fonts + "/" + relative }
}
