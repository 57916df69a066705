import Testing

@testable import FontAuditSystem

/// libplist is only handed property lists that stay within depth and expansion limits: shared objects, deep
/// nesting and reference cycles are refused before it builds anything.
@Suite struct PropertyListLimitsTests {
    /// A binary property list whose object k (1…levels) is an array of `width` references to object k − 1, the
    /// first object a one-letter string: `width` 2 doubles the expansion at every level; `width` 1 is a chain.
    func sharedArrays(levels: Int, width: Int, cycle: Bool = false) -> [UInt8] {
        var bytes = Array("bplist00".utf8)
        var offsets: [Int] = []
        offsets.append(bytes.count)
        bytes += [0x51, UInt8(ascii: "x")]
        func ref(_ value: Int) -> [UInt8] { (0..<4).reversed().map { UInt8((value >> ($0 * 8)) & 0xFF) } }
        for k in 1...levels {
            offsets.append(bytes.count)
            bytes.append(0xA0 | UInt8(width))
            for _ in 0..<width { bytes += ref(cycle && k == 1 ? levels : k - 1) }
        }
        let table = bytes.count
        for offset in offsets { bytes += ref(offset) }
        func long(_ value: Int) -> [UInt8] { (0..<8).reversed().map { UInt8((value >> ($0 * 8)) & 0xFF) } }
        bytes += [0, 0, 0, 0, 0, 0, 4, 4] + long(offsets.count) + long(levels) + long(table)
        return bytes
    }

    @Test func sharedObjectsThatWouldExpandExponentiallyAreRefused() {
        #expect(PropertyListLimits.withinLimits(sharedArrays(levels: 10, width: 2)))  // 2,047 nodes
        #expect(!PropertyListLimits.withinLimits(sharedArrays(levels: 40, width: 2)))
        #expect(PropertyList.parse(sharedArrays(levels: 40, width: 2)) == nil)
    }

    @Test func deepChainsAndCyclesAreRefused() {
        #expect(!PropertyListLimits.withinLimits(sharedArrays(levels: 100_000, width: 1)))
        #expect(!PropertyListLimits.withinLimits(sharedArrays(levels: 5, width: 1, cycle: true)))
        #expect(PropertyListLimits.withinLimits(sharedArrays(levels: 30, width: 1)))
    }

    /// The fuzz corpus carries these as regressions (Fuzz/regressions/FuzzAppSources).
    @Test func theCommittedRegressionsAreRefused() throws {
        let folder = #filePath.split(separator: "/").dropLast(3).joined(separator: "/")
        for name in ["bplist-shared-arrays", "plist-deep-xml.plist"] {
            let path = "/" + folder + "/Fuzz/regressions/FuzzAppSources/" + name
            guard case .success(let bytes) = Platform.readFile(path, limit: 1 << 20) else {
                Issue.record("cannot read \(path)")
                continue
            }
            #expect(!PropertyListLimits.withinLimits(bytes), "\(name)")
        }
    }

    @Test func deeplyNestedXMLIsRefusedAndOrdinaryPlistsPass() {
        let nested =
            "<?xml version=\"1.0\"?><plist><dict><key>UIAppFonts</key>" + String(repeating: "<array>", count: 200_000)
            + String(repeating: "</array>", count: 200_000) + "</dict></plist>"
        #expect(!PropertyListLimits.withinLimits(Array(nested.utf8)))
        #expect(PropertyList.parse(Array(nested.utf8)) == nil)
        let ordinary =
            "<?xml version=\"1.0\"?><plist version=\"1.0\"><dict><key>UIAppFonts</key><array><string>A.ttf</string>"
            + "<string>B.ttf</string></array><key>Empty</key><array/></dict></plist>"
        #expect(PropertyList.parse(Array(ordinary.utf8))?["UIAppFonts"]?.array?.count == 2)
    }
}
