// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "GestureKit",
    products: [
        .library(name: "GestureKit", targets: ["GestureKit"]),
        .library(name: "GestureShapes", targets: ["GestureShapes"]),
        .library(name: "GestureTraces", targets: ["GestureTraces"]),
        .library(name: "GestureKitTesting", targets: ["GestureKitTesting"]),
        .library(name: "GesturePlayground", targets: ["GesturePlayground"]),
        .executable(name: "gesturekit", targets: ["gesturekit"]),
        .executable(name: "gesturekit-demo", targets: ["gesturekit-demo"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.0.0"),
        .package(url: "https://github.com/hummingbird-project/hummingbird-websocket", from: "2.0.0"),
    ],
    targets: [
        // The core: standard library only (no Foundation), so it runs wherever Swift does.
        // On Linux the standard library's own `rounded()` and `squareRoot()` lower to libm
        // symbols, which an executable without Foundation does not otherwise link.
        .target(
            name: "GestureKit",
            linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux, .android]))]),
        // Trace files, importers of recordings and datasets, replay and rendering (Foundation).
        // Stroke geometry, circle fitting, the source material's custom recognizers and
        // template recognizers (standard library and GestureKit only).
        .target(name: "GestureShapes", dependencies: ["GestureKit"]),
        .target(name: "GestureTraces", dependencies: ["GestureKit", "GestureShapes"]),
        // The browser playground: a scene per sample app, a WebSocket session per tab.
        .target(
            name: "GesturePlayground",
            dependencies: [
                "GestureKit", "GestureShapes",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdWebSocket", package: "hummingbird-websocket"),
            ],
            resources: [.copy("Resources")]),
        // For app developers' tests: a touch-script DSL on virtual time and a probe.
        .target(name: "GestureKitTesting", dependencies: ["GestureKit"]),
        .executableTarget(name: "gesturekit-demo", dependencies: ["GestureKit"]),
        // The command line: replay, render (and, later, eval, bench, serve, listen).
        .executableTarget(
            name: "gesturekit",
            dependencies: [
                "GestureKit", "GestureShapes", "GestureTraces", "GesturePlayground",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]),
        .testTarget(name: "GestureKitTests", dependencies: ["GestureKit"]),
        .testTarget(name: "GestureShapesTests", dependencies: ["GestureShapes", "GestureKit", "GestureTraces", "GestureKitTesting"]),
        .testTarget(name: "GestureTracesTests", dependencies: ["GestureTraces", "GestureKit"]),
        .testTarget(name: "GestureKitTestingTests", dependencies: ["GestureKitTesting", "GestureKit"]),
        .testTarget(
            name: "GesturePlaygroundTests",
            dependencies: [
                "GesturePlayground", "GestureKit",
                .product(name: "HummingbirdTesting", package: "hummingbird"),
                .product(name: "HummingbirdWSTesting", package: "hummingbird-websocket"),
            ]),
    ],
    swiftLanguageModes: [.v6]
)
