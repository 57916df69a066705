import Foundation
import TestSupport
import Testing

@testable import FontAuditCLI
@testable import FontAuditEngine
@testable import FontAuditInputs
@testable import FontAuditModel
@testable import FontAuditReports
@testable import FontAuditSystem
@testable import FontCatalog

/// Font files nobody vouches for: each broken one is one warning that names it, and the run goes on.
@Suite struct CorruptFontTests {
    static let corrupt = Paths.root + "/Fixtures/corrupt"
    static let auditSans = Paths.fonts + "/AuditSans"

    static var corruptFiles: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: corrupt)) ?? []).sorted().map { corrupt + "/" + $0 }
            + ["empty.ttf", "notafont.otf", "truncated.ttf"].map { Paths.root + "/Fixtures/broken/" + $0 }
    }

    /// Every warning is one line of the form `warning: PATH: skipped: REASON`, and names a file given.
    func warnings(_ stderr: String) -> [String] {
        stderr.split(separator: "\n").map(String.init).filter { $0.hasPrefix("warning: ") }
    }

    @Test func aBrokenFontAmongGoodOnesIsAWarningAndTheAuditGoesOn() throws {
        let spec = try temporarySpec(
            #"{"systemFonts": false, "styles": [{"name": "body", "family": "Audit Sans", "weight": 400}]}"#)
        let run = runInProcess([spec, "--fonts", Self.corrupt, "--fonts", Self.auditSans])
        // Audit Sans has Regular and SemiBold: the body style passes, so only the warnings are left.
        #expect(run.code == 0)
        #expect(run.stdout.contains("1 style: 1 passed"))
        for line in warnings(run.stderr) {
            #expect(line.contains(Self.corrupt + "/"), "\(line)")
            #expect(line.contains(": skipped: "), "\(line)")
        }
        #expect(warnings(run.stderr).count >= 5)
        #expect(run.stderr.split(separator: "\n").allSatisfy { $0.hasPrefix("warning: ") }, "\(run.stderr)")
    }

    /// Found by FuzzFontFile: a 2 KB file whose fvar claims 32,258 named instances over the bytes after the
    /// table took seconds and made 32,258 faces. Records outside the table make the fvar invalid, as in FreeType.
    @Test func anFvarClaimingMoreInstancesThanItHoldsIsNotExpanded() throws {
        let file = Paths.root + "/Fuzz/regressions/FuzzFontFile/fvar-instances-overrun.ttf"
        let read = BundledFonts.read(files: [file], workers: 1)
        #expect(read.faces.count + read.problems.count == 1)
        #expect(read.faces.allSatisfy { $0.weightRange == nil })
    }

    @Test func anInvertedWeightAxisReadsAsItsRange() throws {
        let faces = BundledFonts.read(files: [Self.corrupt + "/inverted-axis.ttf"], workers: 1).faces
        let range = try #require(faces.first?.weightRange)
        #expect(range == 100...900)
    }

    /// Every fixture cut short at every boundary a reader trusts: the header, the table directory, the start
    /// and middle of each table, and one byte before the end.
    @Test func truncationsAtEveryBoundaryGiveFacesOrOneProblem() throws {
        let folder = try temporaryFolder()
        var written: [String] = []
        for source in ["AuditSans/AuditSans-Regular.ttf", "PairSerif/PairSerif.ttc", "FlexSans/FlexSans[wght].ttf"] {
            let data = try Data(contentsOf: URL(fileURLWithPath: Paths.fonts + "/" + source))
            var cuts: Set<Int> = [0, 1, 3, 4, 11, 12, 13, 27, 28, 100, data.count / 2, data.count - 1]
            let base = data.prefix(4) == Data("ttcf".utf8) ? data[12..<16].reduce(0) { $0 << 8 | Int($1) } : 0
            let tableCount = Int(data[base + 4]) << 8 | Int(data[base + 5])
            cuts.insert(base + 12 + 16 * tableCount)
            for i in 0..<tableCount {
                let record = base + 12 + 16 * i
                let offset = data[(record + 8)..<(record + 12)].reduce(0) { $0 << 8 | Int($1) }
                let length = data[(record + 12)..<(record + 16)].reduce(0) { $0 << 8 | Int($1) }
                cuts.formUnion([offset, offset + 1, offset + length / 2])
            }
            for cut in cuts.sorted() where cut < data.count {
                let path = "\(folder)/\(written.count)-\(cut).\(source.hasSuffix("ttc") ? "ttc" : "ttf")"
                try data.prefix(cut).write(to: URL(fileURLWithPath: path))
                written.append(path)
            }
        }
        let read = BundledFonts.read(files: written)
        let problemPaths = Set(read.problems.map(\.path))
        let facePaths = Set(read.faces.map(\.path))
        #expect(problemPaths.isDisjoint(with: facePaths))
        #expect(problemPaths.union(facePaths) == Set(written))
        #expect(read.problems.count == problemPaths.count)
        // Nothing shorter than a table directory is a font.
        for path in written where path.hasSuffix("-0.ttf") || path.hasSuffix("-11.ttf") {
            #expect(problemPaths.contains(path))
        }
    }

    /// A small, fixed-seed mutation run in every test pass: the long runs are `make fuzz`.
    @Test func seededByteMutationsNeverCrashTheReader() throws {
        let folder = try temporaryFolder()
        var generator = SplitMix(seed: 7)
        var written: [String] = []
        for source in ["AuditSans/AuditSans-Bold.ttf", "PairSerif/PairSerif.ttc", "FlexSans/FlexSans-Italic[wght].ttf"]
        {
            let data = try Data(contentsOf: URL(fileURLWithPath: Paths.fonts + "/" + source))
            for n in 0..<100 {
                var bytes = [UInt8](data)
                // Mutations land in the first 1 KiB most often: the headers and directories live there.
                for _ in 0..<(1 + Int(generator.next() % 8)) {
                    let limit = generator.next() % 2 == 0 ? min(1024, bytes.count) : bytes.count
                    bytes[Int(generator.next() % UInt64(limit))] = UInt8(truncatingIfNeeded: generator.next())
                }
                let path = "\(folder)/\(n)-\(source.split(separator: "/").last!)"
                try Data(bytes).write(to: URL(fileURLWithPath: path))
                written.append(path)
            }
        }
        let read = BundledFonts.read(files: written)
        #expect(Set(read.problems.map(\.path)).union(read.faces.map(\.path)) == Set(written))
        for face in read.faces {
            #expect((100...1000).contains(face.weight))
            #expect((1...9).contains(face.width))
        }
    }
}
