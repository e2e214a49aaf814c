import Foundation
import TextEscapes
import TriggerGraphCLI

exit(TriggerGraphCLI.run(FileSystemPath.commandLineArguments(), console: .standard()))
