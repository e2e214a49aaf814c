import Foundation
import TriggerGraphCLI

exit(TriggerGraphCLI.run(Array(CommandLine.arguments.dropFirst()), console: .standard()))
