import Foundation
import GestureKit
import GestureTraces

/// Real device recordings from `../shared/recordings` (not part of the repository).
public struct Recording: Sendable {
    public let name: String
    public let file: String

    public static let all = [
        Recording(name: "Wacom double-centre circle", file: "Wacom ISDv4 E6 Finger.double-center-circle.events"),
        Recording(name: "Atmel fast taps", file: "Atmel maXTouch Touchscreen.1-finger-fast-taps.events"),
        Recording(name: "EP0430M09 four-finger drag", file: "EP0430M09.4-finger-drag-down.events"),
    ]

    /// The folder of evemu recordings beside the repository.
    static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("shared/recordings/evemu")  // Benchmarks/Sources/Workloads/ → ../shared

    /// The recording as a trace, or nil (with a note) when `../shared` is not beside the
    /// repository.
    public func trace() -> Trace? {
        let url = Self.folder.appendingPathComponent(file)
        do {
            return try EvemuImporter.read(contentsOf: url)
        } catch {
            print("skipping the replay of \(name): \(error)")
            return nil
        }
    }
}

/// Replays one recording end to end through the standard scene: importing is done once,
/// building the scene and every update is in each step.
public final class RecordingReplay: Workload, @unchecked Sendable {
    public let trace: Trace

    public init?(_ recording: Recording) {
        guard let trace = recording.trace() else { return nil }
        self.trace = trace
    }

    public func step() {
        do {
            _ = try Replayer.replay(trace)
        } catch {
            fatalError("the recording did not replay: \(error)")
        }
    }
}
