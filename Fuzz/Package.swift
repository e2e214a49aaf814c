// swift-tools-version:5.4
// The fuzz targets, built with libFuzzer and AddressSanitizer by `make fuzz` (see the Makefile):
//
//     swift build -c release -Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library
//
// Tools version 5.4 on purpose: a `.target` with a `main.swift` is then an executable linked
// without SwiftPM's renamed entry point, so libFuzzer's own `main` drives it; a 5.5+
// `.executableTarget` links against `<module>_main`, which `-parse-as-library` never emits.
import PackageDescription

let package = Package(
    name: "TriggerGraphFuzz",
    dependencies: [
        .package(name: "TriggerGraph", path: ".."),
    ],
    targets: [
        // Any bytes as a lesson block, a lesson page and a JSON scene.
        .target(name: "fuzz-lesson", dependencies: ["FuzzChecks"]),
        // Any text through DOT quoting, HTML-like labels, agmemread and SVG.
        .target(name: "fuzz-labels", dependencies: ["FuzzChecks"]),
        // The checks the main package's regression tests replay: its Sources/FuzzChecks, through a
        // link, built here on the library the package publishes.
        .target(name: "FuzzChecks", dependencies: [.product(name: "TriggerGraph", package: "TriggerGraph")]),
    ]
)
