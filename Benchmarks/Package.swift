// swift-tools-version:6.0
// The benchmarks, built and run by `make bench` (see the Makefile):
//
//     cd Benchmarks && swift build -c release
//     Benchmarks/.build/release/trigger-bench --tool .build/release/triggergraph --graphs Graphs
//
// A package of their own, so the main package's products are the tool, the library and the plugin,
// and `swift test` there never builds the benchmarks. `CourseCore/` is no target: the bench
// compiles it with `swiftc` as the course compiles a block.
import PackageDescription

let package = Package(
    name: "TriggerGraphBenchmarks",
    dependencies: [
        .package(name: "TriggerGraph", path: "..")
    ],
    targets: [
        // The model, the renderer, the peers, the preview and memory, each beside its baseline.
        .executableTarget(
            name: "trigger-bench",
            dependencies: ["BaselineModel", .product(name: "TriggerGraph", package: "TriggerGraph")]
        ),
        // The course core's algorithm, the model tests' reference: the main package's
        // Tests/Support/BaselineModel, through a link, built here on the library the package publishes.
        .target(name: "BaselineModel", dependencies: [.product(name: "TriggerGraph", package: "TriggerGraph")]),
    ]
)
