// swift-tools-version:6.1
import PackageDescription

import class Foundation.ProcessInfo
import struct Foundation.URL

// The tools: the playground server and the `gesturekit` command. They live in a package of
// their own so that depending on the library (the package one folder up) never resolves
// Hummingbird, SwiftNIO or ArgumentParser.
//
//   swift run --package-path Tools gesturekit serve
//   swift test --package-path Tools

// A path dependency's identity is the name of its folder, which depends on where the
// repository was cloned.
let library = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().lastPathComponent

var package = Package(
    name: "GestureKitTools",
    products: [
        .library(name: "PlaygroundSessions", targets: ["PlaygroundSessions"]),
        .library(name: "GesturePlayground", targets: ["GesturePlayground"]),
        .library(name: "GestureListen", targets: ["GestureListen"]),
        .executable(name: "gesturekit", targets: ["gesturekit"]),
    ],
    dependencies: [
        .package(path: ".."),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        // No traits: the server reads no swift-configuration and decodes no URL-encoded forms.
        // With both default traits on, SwiftPM orders their -D flags differently from one run
        // to the next, and every run recompiled Hummingbird.
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.0.0", traits: []),
        .package(url: "https://github.com/jpsim/Yams", from: "5.0.0"),
        // Hummingbird's own: the playground's tests stop a live server gracefully, as a signal
        // does (its HummingbirdTesting would bring an HTTP client and a TLS stack to build).
        .package(url: "https://github.com/swift-server/swift-service-lifecycle.git", from: "2.0.0"),
    ],
    targets: [
        // The playground's sessions: a scene per sample app, the page's message protocol and
        // the C ABI the page calls (Engine/), with no server, so that tests, benchmarks and
        // fuzzers drive them directly. Tools/Wasm/build compiles the same sources as Embedded
        // Swift into the page's playground.wasm: standard library, GestureKit and GestureShapes only.
        .target(
            name: "PlaygroundSessions",
            dependencies: [
                .product(name: "GestureKit", package: library),
                .product(name: "GestureShapes", package: library),
            ]),
        // The browser playground's site: the page, its script and style, and the engine as
        // WebAssembly (built by Tools/Wasm/build), served over HTTP or written to a folder.
        .target(
            name: "GesturePlayground",
            dependencies: [
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdCore", package: "hummingbird"),
            ],
            resources: [.copy("Resources")]),
        // The gesture daemon behind `gesturekit listen`: bindings from YAML, the scene built
        // from them, the moments that act, and commands spawned without waiting.
        .target(
            name: "GestureListen",
            dependencies: [
                .product(name: "GestureKit", package: library),
                .product(name: "GestureShapes", package: library),
                .product(name: "GestureTraces", package: library),
                .product(name: "GestureEvdev", package: library),
                .product(name: "Yams", package: "Yams"),
            ]),
        // The command line: serve, replay, render, convert, eval, bench, devices, listen.
        .executableTarget(
            name: "gesturekit",
            dependencies: [
                .product(name: "GestureKit", package: library),
                .product(name: "GestureShapes", package: library),
                .product(name: "GestureTraces", package: library),
                .product(name: "GestureTimeline", package: library),
                .product(name: "GestureEvdev", package: library),
                "GesturePlayground",
                "GestureListen",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]),
        // The command line's own tests: its commands run in process on real recordings.
        .testTarget(
            name: "GestureKitCommandTests",
            dependencies: ["gesturekit", "GestureListen"]),
        .testTarget(
            name: "GestureListenTests",
            dependencies: [
                "GestureListen",
                .product(name: "GestureKit", package: library),
                .product(name: "GestureEvdev", package: library),
                .product(name: "GestureTraces", package: library),
                .product(name: "Yams", package: "Yams"),  // the nesting count against Yams' own depth
            ]),
        .testTarget(
            name: "GesturePlaygroundTests",
            dependencies: [
                "GesturePlayground",
                "PlaygroundSessions",
                .product(name: "GestureKit", package: library),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
            ]),
    ],
    swiftLanguageModes: [.v6]
)

// The playground's fuzz target (docs/Reliability.md), built only on request by Fuzz/run.
if ProcessInfo.processInfo.environment["GESTUREKIT_FUZZ"] != nil {
    package.targets.append(.executableTarget(
        name: "fuzz-playground",
        dependencies: ["PlaygroundSessions", .product(name: "FuzzSupport", package: library)],
        path: "Fuzz/Playground"))
}
