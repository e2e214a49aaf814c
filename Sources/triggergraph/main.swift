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

exit(TriggerGraphCLI.run(FileSystemPath.commandLineArguments(), console: .standard()))
