// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "GestureKit",
    products: [
        .library(name: "GestureKit", targets: ["GestureKit"]),
        .executable(name: "gesturekit-demo", targets: ["gesturekit-demo"]),
    ],
    targets: [
        // The core: standard library only (no Foundation), so it runs wherever Swift does.
        // On Linux the standard library's own `rounded()` and `squareRoot()` lower to libm
        // symbols, which an executable without Foundation does not otherwise link.
        .target(
            name: "GestureKit",
            linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux, .android]))]),
        .executableTarget(name: "gesturekit-demo", dependencies: ["GestureKit"]),
        .testTarget(name: "GestureKitTests", dependencies: ["GestureKit"]),
    ],
    swiftLanguageModes: [.v6]
)
