import FontAuditCLI
import FontAuditSystem

Platform.prepareStandardStreams()
let code = FontAuditCommand.run(
    arguments: Platform.arguments,
    environment: Platform.environment,
    stdout: StandardStream.output,
    stderr: StandardStream.error
)
Platform.exit(code.rawValue)
