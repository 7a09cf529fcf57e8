// swift-tools-version:6.1
import PackageDescription

import struct Foundation.URL

// The benchmarks, on ordo-one/benchmark: wall-clock percentiles, instructions (where the CPU's
// counters can be read) and malloc counts per iteration, with baselines and thresholds.
// A package of its own so that neither library users nor `swift test` ever build it.
//
//   swift package --package-path Benchmarks benchmark                      # every benchmark
//   swift package --package-path Benchmarks benchmark --target TouchDispatch    # one suite
//
// docs/Performance.md has the figures and the regression check CI runs.

// A path dependency's identity is the name of its folder, which depends on where the
// repository was cloned.
let library = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().lastPathComponent

let benchmark: [Target.Dependency] = [.product(name: "Benchmark", package: "benchmark")]
let suite: [Target.Dependency] = benchmark + ["Workloads", "SuiteSettings"]
let plugins: [Target.PluginUsage] = [.plugin(name: "BenchmarkPlugin", package: "benchmark")]

let package = Package(
    name: "GestureKitBenchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(path: ".."),
        .package(path: "../Tools"),
        // On Linux with Swift 6.3 the MallocInterposer trait alone: the default traits also
        // pull in a runtime interposer that is not needed for malloc counts.
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.0", traits: ["MallocInterposer"]),
    ],
    targets: [
        // The measured work, shared by the harness's suites and the instruction counter.
        .target(
            name: "Workloads",
            dependencies: [
                .product(name: "GestureKit", package: library),
                .product(name: "GestureShapes", package: library),
                .product(name: "GestureTraces", package: library),
                .product(name: "PlaygroundSessions", package: "Tools"),
                .product(name: "GestureListen", package: "Tools"),
                .product(name: "GestureEvdev", package: library),
            ]),
        // The metrics and regression tolerances every suite uses.
        .target(name: "SuiteSettings", dependencies: benchmark),
        // Touch updates through a 64-view, 24-recognizer scene; real recordings end to end.
        .executableTarget(
            name: "TouchDispatch", dependencies: suite,
            path: "Benchmarks/TouchDispatch", plugins: plugins),
        // Template recognizers and circle fits on real strokes.
        .executableTarget(
            name: "Recognition", dependencies: suite,
            path: "Benchmarks/Recognition", plugins: plugins),
        // The playground session's handling of one page message.
        .executableTarget(
            name: "Playground", dependencies: suite,
            path: "Benchmarks/Playground", plugins: plugins),
        // gesturekit listen: a device frame to the spawn call of its command.
        .executableTarget(
            name: "Listen", dependencies: suite,
            path: "Benchmarks/Listen", plugins: plugins),
        // The same workloads' instructions, counted under callgrind (.ci/instructions).
        .executableTarget(name: "instruction-counts", dependencies: ["Workloads", "CallgrindRequests"]),
        // Callgrind's client requests (valgrind's header, where installed).
        .target(name: "CallgrindRequests"),
    ],
    swiftLanguageModes: [.v6]
)
