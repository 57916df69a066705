import FontAudit
import FontCatalog

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

Platform.tuneAllocatorForOneShotRun()
ProcessLifetime.keepsValuesUntilExit = true
let code = FontAuditCommand.run(
    arguments: Platform.arguments,
    environment: Platform.environment,
    stdout: StandardStream.output,
    stderr: StandardStream.error
)
exit(code.rawValue)
