import Publishing
import TextEscapes
import TriggerGraphCLI

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

// The process ends with the run: the block drawn last is left to its end (`ProcessEnd`).
ProcessEnd.shared.endsAfterRun = true
exit(TriggerGraphCLI.run(FileSystemPath.commandLineArguments(), console: .standard()))
