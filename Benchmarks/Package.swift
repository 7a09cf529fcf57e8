// swift-tools-version:6.0
import PackageDescription

import struct Foundation.URL

// The benchmarks live in a package of their own so that `swift test` in the main package
// never builds them, and so that the allocation counter (which replaces malloc for the
// whole process) can never end up in a product of GestureKit.
//
//   swift run -c release --package-path Benchmarks dispatch-benchmark

// A path dependency's identity is the name of its folder, which depends on where the
// repository was cloned.
let gestureKitPackage = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().lastPathComponent

let package = Package(
    name: "GestureKitBenchmarks",
    dependencies: [.package(path: "..")],
    targets: [
        .target(name: "AllocationCounter"),
        .executableTarget(
            name: "dispatch-benchmark",
            dependencies: ["AllocationCounter", .product(name: "GestureKit", package: gestureKitPackage)],
            path: "Sources/DispatchBenchmark"),
    ],
    swiftLanguageModes: [.v6]
)
