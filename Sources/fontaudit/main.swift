import FontAuditCLI
import FontAuditSystem

Platform.prepareStandardStreams()
// What the command is done with stays until `exit` ends the process, rather than being freed first.
let keptUntilExit = KeptUntilExit()
let code = FontAuditCommand.run(
    arguments: Platform.arguments,
    environment: Platform.environment,
    stdout: StandardStream.output,
    stderr: StandardStream.error,
    keptUntilExit: keptUntilExit
)
Platform.exit(code.rawValue)
