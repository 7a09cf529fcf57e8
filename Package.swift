// swift-tools-version:6.0
import PackageDescription

import class Foundation.ProcessInfo

// The library package: what an app or a tool depends on. It resolves no package at all, so a
// project that adds GestureKit gets GestureKit and nothing else. The playground server, the
// `gesturekit` command and the benchmarks live in `Tools/` and `Benchmarks/`, packages of
// their own that depend on this one by path.

var package = Package(
    name: "GestureKit",
    products: [
        .library(name: "GestureKit", targets: ["GestureKit"]),
        .library(name: "GestureShapes", targets: ["GestureShapes"]),
        .library(name: "GestureTraces", targets: ["GestureTraces"]),
        .library(name: "GestureTimeline", targets: ["GestureTimeline"]),
        .library(name: "GestureKitTesting", targets: ["GestureKitTesting"]),
        .library(name: "GestureKitFoundation", targets: ["GestureKitFoundation"]),
        .library(name: "GestureEvdev", targets: ["GestureEvdev"]),
        .executable(name: "gesturekit-demo", targets: ["gesturekit-demo"]),
    ],
    targets: [
        // The core: standard library only (no Foundation), so it runs wherever Swift does.
        // On Linux the standard library's own `rounded()` and `squareRoot()` lower to libm
        // symbols, which an executable without Foundation does not otherwise link.
        .target(
            name: "GestureKit",
            linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux, .android]))]),
        // Stroke geometry, circle fitting, the source material's custom recognizers and
        // template recognizers (standard library and GestureKit only).
        .target(name: "GestureShapes", dependencies: ["GestureKit"]),
        // Linux input devices (evdev): device descriptions, the frame decoder that the evemu
        // importer shares, and the binary event stream (standard library only).
        .target(name: "GestureEvdev", dependencies: ["GestureKit", "CEvdev"]),
        // The evdev ioctls Swift cannot call directly (stubs that say ENOSYS off Linux).
        .target(name: "CEvdev"),
        // The recognizers' states over time, from a decision log, and its SVG picture
        // (standard library and GestureKit only, so that a page's embedded engine can use it).
        .target(name: "GestureTimeline", dependencies: ["GestureKit"]),
        // Trace files, importers of recordings and datasets, replay and rendering (Foundation).
        .target(name: "GestureTraces", dependencies: ["GestureKit", "GestureShapes", "GestureEvdev", "GestureTimeline"]),
        // For app developers' tests: a touch-script DSL on virtual time and a probe.
        .target(name: "GestureKitTesting", dependencies: ["GestureKit"]),
        // CGPoint/CGSize/CGRect/CGAffineTransform conversions, for code written against UIKit.
        .target(name: "GestureKitFoundation", dependencies: ["GestureKit"]),
        .executableTarget(name: "gesturekit-demo", dependencies: ["GestureKit"]),
        // Random worlds and the engine's invariants, shared by the property tests and the
        // engine fuzzer (not a product: nothing for library users).
        .target(name: "EngineInvariants", dependencies: ["GestureKit"]),
        .testTarget(name: "GestureKitTests", dependencies: ["GestureKit", "EngineInvariants"]),
        .testTarget(name: "GestureShapesTests", dependencies: ["GestureShapes", "GestureKit", "GestureTraces", "GestureKitTesting"]),
        .testTarget(name: "GestureTracesTests", dependencies: ["GestureTraces", "GestureKit", "GestureEvdev", "GestureShapes"]),
        .testTarget(name: "GestureTimelineTests", dependencies: ["GestureTimeline", "GestureKit", "GestureTraces"]),
        .testTarget(name: "GestureKitTestingTests", dependencies: ["GestureKitTesting", "GestureKit"]),
        .testTarget(name: "GestureKitFoundationTests", dependencies: ["GestureKitFoundation", "GestureKit"]),
        .testTarget(name: "GestureEvdevTests", dependencies: ["GestureEvdev", "GestureKit", "GestureTraces"]),
    ],
    swiftLanguageModes: [.v6]
)

// The documentation plugin is a maintainer's tool, not something a library user should
// resolve: it joins the graph only when asked for.
//
//   GESTUREKIT_DOCS=1 swift package generate-documentation --target GestureKit
if ProcessInfo.processInfo.environment["GESTUREKIT_DOCS"] != nil {
    package.dependencies.append(.package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.4.0"))
}

// The fuzz targets (Fuzz/, docs/Reliability.md): libFuzzer programs, built only on request
// by Fuzz/run with the sanitizers (`-sanitize=fuzzer,address`, Fuzz/toolset.json).
//
//   bash Fuzz/run 60        # every target for 60 s
if ProcessInfo.processInfo.environment["GESTUREKIT_FUZZ"] != nil {
    package.products.append(.library(name: "FuzzSupport", targets: ["FuzzSupport"]))
    package.targets += [
        .target(name: "FuzzSupport", dependencies: ["GestureKit", "GestureShapes", "GestureTraces"], path: "Fuzz/Support"),
        .executableTarget(name: "fuzz-engine", dependencies: ["FuzzSupport", "EngineInvariants", "GestureKit"], path: "Fuzz/Engine"),
        .executableTarget(name: "fuzz-trace", dependencies: ["FuzzSupport", "GestureTraces"], path: "Fuzz/Trace"),
        .executableTarget(name: "fuzz-scene", dependencies: ["FuzzSupport", "GestureTraces", "GestureKit"], path: "Fuzz/Scene"),
        .executableTarget(name: "fuzz-evemu", dependencies: ["FuzzSupport", "GestureTraces"], path: "Fuzz/Evemu"),
        .executableTarget(name: "fuzz-libinput", dependencies: ["FuzzSupport", "GestureTraces"], path: "Fuzz/Libinput"),
        .executableTarget(name: "fuzz-dollar1", dependencies: ["FuzzSupport", "GestureTraces"], path: "Fuzz/DollarOne"),
        .executableTarget(name: "fuzz-mmg", dependencies: ["FuzzSupport", "GestureTraces"], path: "Fuzz/MMGPlus"),
        .executableTarget(name: "fuzz-templates", dependencies: ["FuzzSupport", "GestureKit", "GestureTraces"], path: "Fuzz/Templates"),
    ]
}
