import Foundation
import GestureKit
import GestureTraces

/// One writer's gestures from the $1 logs beside the repository: the first of each class is
/// the template, the rest are candidates.
public struct DollarOneWriter: Sendable {
    public var templates: [LabelledGesture]
    public var candidates: [LabelledGesture]
    public var circles: [LabelledGesture]

    /// The writer `GESTUREKIT_BENCH_WRITER` names (`s03`), if any: settings are chosen on
    /// writers the baseline never counts (docs/Performance.md).
    static let chosenWriter = ProcessInfo.processInfo.environment["GESTUREKIT_BENCH_WRITER"]

    /// Writer s02's medium-speed logs, or ``chosenWriter``'s.
    static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("shared/datasets/dollar1")
        .appendingPathComponent(chosenWriter ?? "s02")
        .appendingPathComponent("medium")
    static let others = folder.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("dollar1-others")

    /// Every gesture of the four other groups' collections (`dollar1-others`), empty when they
    /// are not there. Read only by the workloads that need them: thousands of files.
    public static func otherGroups() -> [LabelledGesture] {
        ["klarubbio", "namita", "nikhithasudati", "pixelfac"].flatMap {
            (try? Dataset(contentsOf: others.appendingPathComponent($0)).gestures) ?? []
        }
    }

    /// The writer's gestures, or nil (with a note) when `../shared` is not there.
    public static func load() -> DollarOneWriter? {
        do {
            let dataset = try Dataset(contentsOf: folder)
            var templates: [LabelledGesture] = [], candidates: [LabelledGesture] = []
            for gesture in dataset.gestures {
                if templates.contains(where: { $0.label == gesture.label }) {
                    candidates.append(gesture)
                } else {
                    templates.append(gesture)
                }
            }
            return DollarOneWriter(
                templates: templates, candidates: candidates,
                circles: dataset.gestures.filter { $0.label == "circle" })
        } catch {
            // A writer asked for by name that is not there is a typo, not a missing ../shared.
            if let writer = chosenWriter {
                print("GESTUREKIT_BENCH_WRITER=\(writer) names no writer of the $1 logs: \(error)")
            } else {
                print("skipping the recognition benchmarks: \(error)")
            }
            return nil
        }
    }
}

