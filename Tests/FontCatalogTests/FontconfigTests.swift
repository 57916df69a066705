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

    /// Items placing their elements out of order, several per item (as an audit's verdict is copied to every
    /// style sharing it), give the same array on any number of workers; strings, so a lost or doubled
    /// retain would show.
    @Test(arguments: [0, 1, 7, 1000])
    func placingFillsEveryPlaceOnAnyNumberOfWorkers(count: Int) {
        // Item k places the elements of the indices i with i % 13 == k % 13, from the end.
        let items = min(count, 13)
        for workers in [1, 2, 8] {
            let placed = Parallel.placing(count: count, items: items, workers: workers) {
                (item: Int, placer: Placer<String>) in
                for i in stride(from: count - 1, through: 0, by: -1) where i % 13 == item {
                    placer.place("element \(i)", at: i)
                }
            }
            #expect(placed == (0..<count).map { "element \($0)" })
        }
    }
}

/// `CopyOnWrite` keeps value semantics: a change to one copy is not seen by another, and equal values are equal
/// whether or not they share a box.
@Suite struct CopyOnWriteTests {
    @Test func aChangedCopyLeavesTheOriginal() {
        let original = CopyOnWrite(["Inter", "Inter Display"])
        var copy = original
        #expect(copy.sharesStorage(with: original))
        copy.value.append("Inter Tight")
        #expect(!copy.sharesStorage(with: original))
        #expect(original.value == ["Inter", "Inter Display"])
        #expect(copy.value == ["Inter", "Inter Display", "Inter Tight"])
        #expect(copy != original)
        #expect(CopyOnWrite(["Inter"]) == CopyOnWrite(["Inter"]))
        #expect(Set([CopyOnWrite(["Inter"]), CopyOnWrite(["Inter"])]).count == 1)
    }

    /// A face's weight is read again when its style name changes, as it was when its fields were its own.
    @Test func aFaceCopyChangedKeepsItsOwnWeight() {
        let regular = FontFace(
            families: ["Audit Sans"], style: "Regular", postscriptName: "AuditSans-Regular", path: "/a.ttf",
            weightRaw: 400, italic: false, source: .bundled)
        var bold = regular
        bold.style = "Bold"
        bold.weightRaw = 700
        #expect(regular.weight == 400 && bold.weight == 700)
        #expect(regular.style == "Regular" && regular != bold)
        var same = bold
        same.path = "/a.ttf"
        #expect(same == bold)
    }
}
