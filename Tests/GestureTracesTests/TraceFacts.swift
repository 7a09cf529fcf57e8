import Foundation
import GestureKit
@testable import GestureTraces

/// The shared recordings folder, beside the repository.
let recordings = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("shared/recordings/evemu")

let datasets = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("shared/datasets")

func recording(_ name: String) throws -> Trace {
    try EvemuImporter.read(contentsOf: recordings.appendingPathComponent(name))
}

/// What a trace shows, measured from its events: for stating facts next to expectations.
struct TraceFacts: CustomStringConvertible {
    struct TouchFacts {
        var id: Int
        var down: Double, up: Double
        var start: Point, end: Point
        var path: Double
        var duration: Double { up - down }
        var displacement: Point { end - start }
    }

    var touches: [TouchFacts] = []
    var mostFingersDown = 0

    init(_ trace: Trace) {
        var open: [Int: TouchFacts] = [:]
        for event in trace.events {
            for change in event.changes {
                switch change.phase {
                case .began:
                    open[change.id] = TouchFacts(id: change.id, down: event.timestamp, up: event.timestamp,
                                                 start: change.location, end: change.location, path: 0)
                default:
                    guard var facts = open[change.id] else { continue }
                    facts.path += facts.end.distance(to: change.location)
                    facts.end = change.location
                    facts.up = event.timestamp
                    if change.phase.isTerminal {
                        touches.append(facts)
                        open[change.id] = nil
                    } else {
                        open[change.id] = facts
                    }
                }
            }
            mostFingersDown = Swift.max(mostFingersDown, open.count)
        }
        touches.sort { $0.down < $1.down }
    }

    /// Time from each lift to the next touch-down.
    var gaps: [Double] { zip(touches, touches.dropFirst()).map { $1.down - $0.up } }

    var description: String {
        let ms = { (s: Double) in Int((s * 1000).rounded()) }
        return "\(touches.count) touches, at most \(mostFingersDown) down; "
            + touches.map { "#\($0.id) \(ms($0.duration)) ms, moved \(Int($0.displacement.distance(to: .zero))) pt, path \(Int($0.path)) pt" }
                .joined(separator: "; ")
            + "; gaps " + gaps.map { "\(ms($0)) ms" }.joined(separator: ", ")
    }
}
