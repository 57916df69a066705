/// The version every report and `--version` gives.
package enum FontAuditVersion {
    package static let current = "0.1.0"
}
