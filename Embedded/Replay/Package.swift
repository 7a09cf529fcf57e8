// swift-tools-version: 6.0
// The native half of replaying recordings on the embedded targets: converts recordings (evemu,
// via GestureTraces) into the compact event stream the replay runner reads (Embedded/Runner,
// Replay.swift). A package of its own, so that the library package's manifest stays as it is.
import PackageDescription

let package = Package(
    name: "EmbeddedConvert",
    dependencies: [.package(name: "GestureKit", path: "../..")],
    targets: [
        .executableTarget(
            name: "embedded-convert",
            dependencies: [.product(name: "GestureTraces", package: "GestureKit"), .product(name: "GestureKit", package: "GestureKit")]
        ),
    ]
)
