/// What a command is done with once its report is out, kept for the process to let go of by ending
/// (`Platform.exit` ends it at once, with `_exit`) rather than freed value by value: the 50,000 styles of a
/// large app, with what was read to find them, took 50 ms to free, 5 % of the whole audit. Only the
/// executable hands the commands one (`main.swift`); a caller that runs a command in-process and goes on
/// (the tests) gives none, and everything is freed as usual: that is the plain path this one is compared with.
package final class KeptUntilExit: @unchecked Sendable {
    // Written on the command's own thread only, after its workers are done.
    private var values: [Any] = []

    package init() {}

    func keep(_ value: Any) { values.append(value) }

    /// How many hand-overs it holds.
    package var count: Int { values.count }
}
