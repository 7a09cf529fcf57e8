import Foundation
import GesturePlayground
import Hummingbird
import HummingbirdTesting
import HummingbirdWSTesting
import HummingbirdWebSocket
import Synchronization
import Testing

/// Replies collected inside a WebSocket handler (which may not mutate captured variables).
final class Replies: Sendable {
    private let texts = Mutex<[String]>([])
    func append(_ text: String) { texts.withLock { $0.append(text) } }
    var all: [String] { texts.withLock { $0 } }
}

/// What a scripted WebSocket conversation with the playground produced.
struct Conversation {
    var frames: [[String: Any]] = []
    var errors: [String] = []
    var log: [String] = []
    var other: [[String: Any]] = []

    /// The last frame's drawing.
    var drawing: [String: Any] { frames.last?["drawing"] as? [String: Any] ?? [:] }
    var status: String { drawing["status"] as? String ?? "" }
    var texts: [String] { (drawing["texts"] as? [[String: Any]] ?? []).compactMap { $0["text"] as? String } }
    var labels: [String] { (drawing["shapes"] as? [[String: Any]] ?? []).compactMap { $0["label"] as? String } }
    var paths: [[[Double]]] { (drawing["paths"] as? [[String: Any]] ?? []).compactMap { $0["points"] as? [[Double]] } }
    var circles: [[String: Any]] { drawing["circles"] as? [[String: Any]] ?? [] }

    /// `frame` with its ink made whole from the previous frame's, as the page does: a path
    /// with `from` > 0 continues the previous frame's path at that index.
    static func mergingInk(_ frame: [String: Any], into previous: [String: Any]?) -> [String: Any] {
        var frame = frame
        guard var drawing = frame["drawing"] as? [String: Any], let paths = drawing["paths"] as? [[String: Any]] else { return frame }
        let had = (previous?["drawing"] as? [String: Any])?["paths"] as? [[String: Any]] ?? []
        drawing["paths"] = paths.enumerated().map { index, path -> [String: Any] in
            let from = path["from"] as? Int ?? 0
            guard from > 0 else { return path }
            var whole = path
            let earlier = index < had.count ? had[index]["points"] as? [[Double]] ?? [] : []
            if earlier.count != from { Issue.record("a frame continued path \(index) from \(from); the client has \(earlier.count) points") }
            whole["points"] = earlier + (path["points"] as? [[Double]] ?? [])
            return whole
        }
        frame["drawing"] = drawing
        return frame
    }

    /// The corners of the shape named `name` in the last frame.
    func corners(of name: String) -> [[Double]]? {
        (drawing["shapes"] as? [[String: Any]])?.first { $0["name"] as? String == name }?["corners"] as? [[Double]]
    }
}

/// Builds pointer messages with explicit times (milliseconds).
enum Script {
    static func input(_ t: Double, _ changes: [(Int, String, Double, Double)]) -> String {
        let list = changes.map { #"{"id":\#($0.0),"phase":"\#($0.1)","x":\#($0.2),"y":\#($0.3)}"# }.joined(separator: ",")
        return #"{"type":"input","t":\#(t),"changes":[\#(list)]}"#
    }
    static func tick(_ t: Double) -> String { #"{"type":"tick","t":\#(t)}"# }
    static func scene(_ id: String) -> String { #"{"type":"scene","scene":"\#(id)"}"# }
    static let hello = #"{"type":"hello"}"#

    /// A tap of one finger.
    static func tap(_ id: Int, at t: Double, _ x: Double, _ y: Double) -> [String] {
        [input(t, [(id, "down", x, y)]), input(t + 50, [(id, "up", x, y)])]
    }

    /// One finger along straight legs through `points`, a sample every 1/60 s.
    static func stroke(_ id: Int, from t: Double, through points: [(Double, Double)], legDuration: Double = 100) -> [String] {
        var messages = [input(t, [(id, "down", points[0].0, points[0].1)])]
        var time = t
        for (a, b) in zip(points, points.dropFirst()) {
            let steps = max(1, Int(legDuration / 16.67))
            for step in 1...steps {
                let f = Double(step) / Double(steps)
                time += legDuration / Double(steps)
                messages.append(input(time, [(id, "move", a.0 + (b.0 - a.0) * f, a.1 + (b.1 - a.1) * f)]))
            }
        }
        messages.append(input(time + 10, [(id, "up", points[points.count - 1].0, points[points.count - 1].1)]))
        return messages
    }

    /// Ticks every 50 ms from `start` to `end`, as the page sends them.
    static func ticks(from start: Double, to end: Double) -> [String] {
        stride(from: start, through: end, by: 50).map(tick)
    }
}

/// Runs `messages` through a live playground over a real WebSocket and collects the replies.
func converse(_ messages: [String], configuration: PlaygroundConfiguration = .init(port: 0)) async throws -> Conversation {
    let app = PlaygroundServer.application(configuration)
    let replies = Replies()
    _ = try await app.test(.live) { client in
        try await client.ws("/ws", configuration: .init(maxFrameSize: 1 << 20)) { inbound, outbound, _ in
            // Read while writing, as a page does: a client that only writes would stall the
            // server's replies, and then its own writes.
            let writing = Task {
                for message in messages { try await outbound.write(.text(message)) }
                try await outbound.write(.text(#"{"type":"end-of-script"}"#))
            }
            defer { writing.cancel() }
            for try await message in inbound.messages(maxSize: 1 << 22) {
                guard case .text(let text) = message else { continue }
                replies.append(text)
                if text.contains("end-of-script") { break }
            }
            try await writing.value
        }
    }
    var result = Conversation()
    for text in replies.all {
        guard let object = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any] else { continue }
        switch object["type"] as? String {
        case "frame":
            result.frames.append(Conversation.mergingInk(object, into: result.frames.last))
            result.log += object["log"] as? [String] ?? []
        case "error":
            let error = object["message"] as? String ?? ""
            if !error.contains("end-of-script") { result.errors.append(error) }
        default:
            result.other.append(object)
        }
    }
    return result
}
