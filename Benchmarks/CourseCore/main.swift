// The course core's change() timed on a generated tree: compiled with Invalidation.swift as the
// course compiles a block (`swiftc Invalidation.swift main.swift`), by trigger-bench.
// Reads the file given (or standard input), one record a line:
//   S <key> state <owner> | S <key> model <object> | S <key> environment
//   N <name> <parent or -> <read>…
//   C <label> <key>
// prints what the core prints for the changes and their count, then `time <seconds>`: the
// changes' time alone, the tree already built.
import Glibc

if CommandLine.arguments.count > 1, freopen(CommandLine.arguments[1], "r", stdin) == nil {
    fatalError("cannot read \(CommandLine.arguments[1])")
}
var storage: [String: Storage] = [:]
var nodes: [ViewNode] = []
var changes: [(label: String, key: String)] = []
while let line = readLine() {
    let fields = line.split(separator: " ").map(String.init)
    switch fields.first {
    case "S":
        switch fields[2] {
        case "state": storage[fields[1]] = .state(owner: fields[3])
        case "model": storage[fields[1]] = .model(object: fields[3])
        default: storage[fields[1]] = .environment
        }
    case "N":
        nodes.append(ViewNode(fields[1], parent: fields[2] == "-" ? nil : fields[2], reads: Set(fields.dropFirst(3))))
    case "C":
        changes.append((fields[1], fields[2]))
    default:
        break
    }
}
let tree = ViewTree(nodes: nodes, storage: storage)
var start = timespec()
clock_gettime(CLOCK_MONOTONIC, &start)
var recomputes: [Recompute] = []
for change in changes { recomputes += tree.change(change.label, key: change.key) }
var end = timespec()
clock_gettime(CLOCK_MONOTONIC, &end)
countCauses(recomputes)
print("time \(Double(end.tv_sec - start.tv_sec) + Double(end.tv_nsec - start.tv_nsec) / 1e9)")
