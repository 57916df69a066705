import FontAudit
import Foundation

let code = FontAuditCommand.run(
    arguments: Array(CommandLine.arguments.dropFirst()),
    environment: ProcessInfo.processInfo.environment,
    stdout: StandardStream.output,
    stderr: StandardStream.error
)
exit(code.rawValue)
