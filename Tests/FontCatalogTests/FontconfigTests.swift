import Foundation
import TestSupport
import Testing

@testable import FontAuditSystem
@testable import FontCatalog

/// fontconfig enumeration, checked against real Debian fonts that `make test` installs, and against an
/// independent reading of the same files with FreeType.
@Suite struct FontconfigTests {
    static let dejavu = "/usr/share/fonts/truetype/dejavu"
    static let jetbrains = "/usr/share/fonts/truetype/jetbrains-mono"
    static let urw = "/usr/share/fonts/opentype/urw-base35"

    @Test func listsInstalledDejaVu() throws {
        let faces = SystemFonts.list()
        let dejavuSans = faces.filter { $0.families.contains("DejaVu Sans") && $0.width == 5 }
        let summary = Set(dejavuSans.map { "\($0.weight) \($0.italic ? "italic" : "roman")" })
        #expect(summary.isSuperset(of: ["400 roman", "700 roman", "400 italic", "700 italic"]))
        #expect(faces.allSatisfy { $0.source == .system })
        #expect(faces.allSatisfy { !$0.path.isEmpty })
        // DejaVu's slanted faces are obliques.
        let oblique = try #require(faces.first { $0.postscriptName == "DejaVuSans-Oblique" })
        #expect(oblique.italic && oblique.oblique)
    }

    @Test(arguments: [dejavu, jetbrains, urw])
    func fontconfigAndFreeTypeAgreeOnRealFiles(folder: String) throws {
        let bundled = BundledFonts.read(files: try FontFileFinder.find([folder]).files)
        #expect(bundled.problems.isEmpty)
        let system = SystemFonts.list().filter { $0.path.hasPrefix(folder) }
        #expect(!system.isEmpty)
        func key(_ f: FontFace) -> String {
            "\(f.path)#\(f.index) \(f.family) \(f.weight) \(f.italic) \(f.postscriptName)"
        }
        #expect(Set(bundled.faces.map(key)) == Set(system.map(key)))
    }

    @Test func jetBrainsMonoHasEightWeightsInRomanAndItalic() throws {
        let faces = BundledFonts.read(files: try FontFileFinder.find([Self.jetbrains]).files).faces
            .filter { $0.family == "JetBrains Mono" }
        for italic in [false, true] {
            #expect(
                faces.filter { $0.italic == italic }.map(\.weight).sorted() == [100, 200, 300, 400, 500, 600, 700, 800])
        }
    }

    @Test func urwBookmanIsLightAndDemi() throws {
        let faces = BundledFonts.read(files: try FontFileFinder.find([Self.urw]).files).faces
            .filter { $0.family == "URW Bookman" }
        #expect(Set(faces.map { "\($0.weight)\($0.italic ? "i" : "")" }) == ["300", "300i", "600", "600i"])
    }
}

@Suite struct ParallelTests {
    @Test(arguments: [0, 1, 2, 7, 1000])
    func mapKeepsItemOrderOnAnyNumberOfWorkers(count: Int) {
        for workers in [1, 2, 8] {
            let squares = Parallel.run(count: count, workers: workers) { (slots: WorkSlots<Int>) in
                while let i = slots.next() { slots.store(i * i, at: i) }
            }
            #expect(squares == (0..<count).map { $0 * $0 })
        }
    }
}
