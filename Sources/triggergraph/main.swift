import Foundation
import TriggerGraphCLI

exit(TriggerGraphCLI.run(TriggerGraphCLI.commandLineArguments(), console: .standard()))
