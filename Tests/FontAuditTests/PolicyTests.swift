import TestSupport
import Testing

@testable import FontAuditCLI
@testable import FontAuditEngine
@testable import FontAuditInputs
@testable import FontAuditModel
@testable import FontAuditReports
@testable import FontAuditSystem
@testable import FontCatalog

@Suite struct PolicyTests {
    @Test func appleTable() {
        let policy = BoldTextPolicy(name: .apple)
        let expected = [100: 200, 200: 300, 300: 400, 400: 600, 500: 700, 600: 800, 700: 900, 800: 900]
        for (from, to) in expected { #expect(policy.target(for: from, installedWeights: []) == to) }
        #expect(policy.target(for: 900, installedWeights: []) == nil)
        #expect(policy.target(for: 1000, installedWeights: []) == nil)
    }

    @Test func androidAddsThreeHundredCappedAtNineHundred() {
        let policy = BoldTextPolicy(name: .android)
        #expect(policy.target(for: 400, installedWeights: []) == 700)
        #expect(policy.target(for: 100, installedWeights: []) == 400)
        #expect(policy.target(for: 700, installedWeights: []) == 900)
        #expect(policy.target(for: 800, installedWeights: []) == 900)
        #expect(policy.target(for: 900, installedWeights: []) == nil)
    }

    @Test func nextTakesTheLightestHeavierInstalledWeight() {
        let policy = BoldTextPolicy(name: .next)
        #expect(policy.target(for: 400, installedWeights: [300, 400, 700, 900]) == 700)
        #expect(policy.target(for: 700, installedWeights: [300, 400, 700, 900]) == 900)
        // Nothing heavier installed: the face to buy is the apple target.
        #expect(policy.target(for: 400, installedWeights: [400]) == 600)
        #expect(policy.target(for: 900, installedWeights: [400, 900]) == nil)
    }

    @Test func customMapFallsBackToTheNamedPolicy() {
        let policy = BoldTextPolicy(name: .android, map: [400: 700, 700: 950])
        #expect(policy.target(for: 400, installedWeights: []) == 700)
        #expect(policy.target(for: 700, installedWeights: []) == 1000)  // 950 buckets to 1000
        #expect(policy.target(for: 300, installedWeights: []) == 600)
    }
}
