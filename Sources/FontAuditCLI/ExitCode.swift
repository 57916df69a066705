import FontAuditEngine
import FontAuditInputs
import FontAuditModel
import FontAuditReports
import FontAuditSystem
import FontCatalog

/// fontaudit's exit codes: the contract CI gates on.
package enum ExitCode: Int32, Sendable {
    /// Every style passes (warnings allowed unless `--strict`); a scan that ran.
    case success = 0
    /// Any style fails, or warnings under `--strict`.
    case findings = 1
    /// A usage, spec or path error.
    case usageError = 2
}
