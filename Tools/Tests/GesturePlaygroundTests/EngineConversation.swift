import Foundation
import PlaygroundSessions
import Testing

/// What a scripted conversation with the page's engine produced.
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
    /// What the page sends at each animation frame after a message.
    static let frame = #"{"type":"frame"}"#

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

extension PlaygroundSession {
    /// Handles `message`, then asks for a frame as the page does at its next animation frame:
    /// the replies to both.
    func handleAndDraw(_ message: String) -> [String] { handle(message) + handle(Script.frame) }
}

/// Runs `messages` through a new engine by its C ABI, as the page calls its WebAssembly
/// module (`playground_input`, `playground_handle`, `playground_output`), and collects the
/// replies. After each message it asks for a frame, as a page whose every message is
/// followed by an animation frame does.
func converse(_ messages: [String]) async throws -> Conversation {
    let engine = playgroundCreate()
    defer { playgroundDestroy(engine) }
    var replies: [String] = []
    for message in messages.flatMap({ [$0, Script.frame] }) {
        let bytes = Array(message.utf8)
        let input = playgroundInput(engine, Int32(bytes.count))
        input.copyMemory(from: bytes, byteCount: bytes.count)
        let length = Int(playgroundHandle(engine, Int32(bytes.count)))
        let output = UnsafeRawBufferPointer(start: playgroundOutput(engine), count: length)
        replies += String(decoding: output, as: UTF8.self).split(separator: "\n").map(String.init)
    }
    var result = Conversation()
    for text in replies {
        guard let object = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any] else { continue }
        switch object["type"] as? String {
        case "frame":
            result.frames.append(Conversation.mergingInk(object, into: result.frames.last))
            result.log += object["log"] as? [String] ?? []
        case "error":
            result.errors.append(object["message"] as? String ?? "")
        default:
            result.other.append(object)
        }
    }
    return result
}
