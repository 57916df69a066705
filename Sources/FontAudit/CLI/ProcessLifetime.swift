/// The large values of a run, kept until the process exits instead of being freed one by one.
///
/// Freeing a 5,000-style audit (its JSON tree, styles, results and faces) is a hundred thousand releases
/// and frees, about 2 ms, just before `exit` hands the whole address space back at once. The executable
/// turns this on; tests and other in-process callers leave it off and free as usual.
public enum ProcessLifetime {
    nonisolated(unsafe) public static var keepsValuesUntilExit = false
    nonisolated(unsafe) private static var kept: [Any] = []

    /// Called on the command's own thread only.
    static func keep(_ value: Any) {
        if keepsValuesUntilExit { kept.append(value) }
    }
}
