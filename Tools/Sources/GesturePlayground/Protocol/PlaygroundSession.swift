import Foundation
import GestureKit

/// One browser tab's playground: a scene with its own window, fed by the page's messages.
///
/// Messages from the page (JSON text, at most ``maximumMessageBytes``):
/// - `{"type":"hello"}` → the list of scenes and a frame;
/// - `{"type":"scene","scene":"touch-tracker"}` → switch scenes (touches down are cancelled);
/// - `{"type":"input","t":1234.5,"changes":[{"id":1,"phase":"down","x":10,"y":20}]}` → the
///   pointers that changed at `t` (milliseconds, the page's `performance.now()`); phases
///   `down`, `move`, `up`, `cancel`; the engine's clock follows `t`;
/// - `{"type":"tick","t":1300}` → lets virtual time reach `t`, so deadlines fire (a long press
///   begins, a single tap is recognized after the double tap's interval).
///
/// Replies: `{"type":"frame","drawing":{…},"log":[…]}` with the scene to draw and the decision
/// log lines since the last frame (a tick that changes nothing gets no reply),
/// `{"type":"scenes","scenes":[…]}`, and `{"type":"error","message":"…"}` for a bad message —
/// after which the session carries on.
public final class PlaygroundSession {
    /// The largest message accepted, in bytes.
    public static let maximumMessageBytes = 16 * 1024
    /// The most pointer changes in one message.
    public static let maximumChanges = 20

    /// The scene being played.
    public private(set) var scene: any PlaygroundScene
    private var pointers: [Int: Int] = [:]  // page pointer id → touch id
    private var nextTouchID = 1
    private var origin: Double?  // the page's first time, in milliseconds
    private var lastTime = 0.0  // seconds
    private var pendingLog: [String] = []
    private var lastDrawing: Drawing?

    /// Creates a session playing the scene `identifier` (the car browser by default).
    public init(scene identifier: String = CarBrowserScene.identifier) {
        scene = PlaygroundScenes.make(identifier) ?? CarBrowserScene()
        observe()
    }

    /// How many pointers are down.
    public var pointersDown: Int { pointers.count }

    /// Handles one message from the page and returns the replies, in order.
    public func handle(_ text: String) -> [String] {
        do {
            return try replies(to: try decode(text))
        } catch {
            return [self.error(error.text)]
        }
    }

    private func decode(_ text: String) throws(MessageProblem) -> ClientMessage {
        guard text.utf8.count <= Self.maximumMessageBytes else {
            throw MessageProblem(text: "message too large (\(text.utf8.count) bytes; the limit is \(Self.maximumMessageBytes))")
        }
        do {
            return try JSONDecoder().decode(ClientMessage.self, from: Data(text.utf8))
        } catch {
            throw MessageProblem(text: (error as? DecodingError).map(ClientMessage.describe) ?? "not JSON")
        }
    }

    private func replies(to message: ClientMessage) throws(MessageProblem) -> [String] {
        switch message.type {
        case "hello":
            return [scenesMessage(), frame(force: true)].compactMap { $0 }
        case "scene":
            guard let name = message.scene, let next = PlaygroundScenes.make(name) else {
                let names = PlaygroundScenes.all.map { $0.identifier }.joined(separator: ", ")
                throw MessageProblem(text: "scene: \"\(message.scene ?? "")\" is not a scene (\(names))")
            }
            cancelPointers()
            scene = next
            lastTime = 0
            origin = nil
            observe()
            return [frame(force: true)].compactMap { $0 }
        case "input":
            guard let t = message.t, let changes = message.changes else {
                throw MessageProblem(text: "input needs \"t\" (milliseconds) and \"changes\"")
            }
            try send(changes, at: try seconds(t))
            return [frame(force: true)].compactMap { $0 }
        case "tick":
            guard let t = message.t else { throw MessageProblem(text: "tick needs \"t\" (milliseconds)") }
            let time = try seconds(t)
            scene.window.advance(to: time)
            lastTime = time
            scene.tick(at: time)
            return [frame(force: false)].compactMap { $0 }
        default:
            throw MessageProblem(text: "type: \"\(message.type)\" is not a message type (hello, scene, input, tick)")
        }
    }

    /// Cancels every pointer still down (the page went away or fell silent); returns how many.
    @discardableResult
    public func close() -> Int {
        let count = pointers.count
        cancelPointers()
        return count
    }

    // MARK: Input

    struct MessageProblem: Error { let text: String }

    private func seconds(_ milliseconds: Double) throws(MessageProblem) -> Double {
        guard milliseconds.isFinite else { throw MessageProblem(text: "t: not a finite number") }
        let origin = origin ?? milliseconds
        self.origin = origin
        let time = (milliseconds - origin) / 1000
        guard time >= lastTime else {
            throw MessageProblem(text: "t: time went backwards (\(milliseconds) ms is before the last message)")
        }
        return time
    }

    private func send(_ changes: [ClientMessage.Change], at time: Double) throws(MessageProblem) {
        guard !changes.isEmpty, changes.count <= Self.maximumChanges else {
            throw MessageProblem(text: "changes: between 1 and \(Self.maximumChanges) pointers per message")
        }
        var mapped: [TouchEvent.Change] = []
        var newPointers = pointers
        for (index, change) in changes.enumerated() {
            let place = "changes[\(index)]"
            guard change.x.isFinite, change.y.isFinite else { throw MessageProblem(text: "\(place): x and y must be finite numbers") }
            let location = Point(x: change.x, y: change.y)
            // One pointer twice would be one touch twice in one event, which the window refuses (E2).
            guard !changes[..<index].contains(where: { $0.id == change.id }) else {
                throw MessageProblem(text: "\(place): pointer \(change.id) appears more than once")
            }
            switch change.phase {
            case "down":
                guard newPointers[change.id] == nil else { throw MessageProblem(text: "\(place): pointer \(change.id) is already down") }
                newPointers[change.id] = nextTouchID + mapped.filter { $0.phase == .began }.count
                mapped.append(.init(id: newPointers[change.id]!, phase: .began, location: location, type: change.touchType))
            case "move", "up", "cancel":
                guard let touch = newPointers[change.id] else { throw MessageProblem(text: "\(place): pointer \(change.id) is not down") }
                let phase: TouchPhase = change.phase == "move" ? .moved : change.phase == "up" ? .ended : .cancelled
                mapped.append(.init(id: touch, phase: phase, location: location, type: change.touchType))
                if phase != .moved { newPointers[change.id] = nil }
            default:
                throw MessageProblem(text: "\(place).phase: \"\(change.phase)\" is not a phase (down, move, up, cancel)")
            }
        }
        do {
            try scene.window.sendEvent(TouchEvent(timestamp: time, changes: mapped))
        } catch {
            throw MessageProblem(text: error.description)  // E2: nothing of it took effect
        }
        nextTouchID += mapped.filter { $0.phase == .began }.count
        pointers = newPointers
        lastTime = time
        scene.tick(at: time)
    }

    private func cancelPointers() {
        guard !pointers.isEmpty else { return }
        let window = scene.window
        let changes = pointers.values.sorted().map { touch in
            TouchEvent.Change(id: touch, phase: .cancelled, location: window.touches.first { $0.id == touch }?.location(in: nil) ?? .zero)
        }
        try? window.sendEvent(TouchEvent(timestamp: window.currentTime, changes: changes))
        pointers.removeAll()
        scene.tick(at: window.currentTime)
    }

    // MARK: Replies

    private func observe() {
        scene.window.addDecisionObserver { [weak self] record in self?.pendingLog.append(record.description) }
    }

    private struct FrameMessage: Encodable {
        let type = "frame"
        let drawing: Drawing
        let log: [String]
    }

    /// The frame to send: always when `force`; otherwise only when something changed.
    private func frame(force: Bool) -> String? {
        let message = FrameMessage(drawing: scene.draw(), log: Array(pendingLog.suffix(200)))
        pendingLog.removeAll()
        defer { lastDrawing = message.drawing }
        if !force, message.log.isEmpty, message.drawing == lastDrawing { return nil }
        guard let data = try? JSONEncoder().encode(message) else { return nil }
        return String(data: data, encoding: .utf8)
    }

    private func scenesMessage() -> String? {
        struct Entry: Encodable { let id: String, title: String, instructions: String }
        struct Message: Encodable { let type = "scenes"; let scenes: [Entry]; let current: String }
        let entries = PlaygroundScenes.all.map { Entry(id: $0.identifier, title: $0.title, instructions: $0.instructions) }
        let message = Message(scenes: entries, current: type(of: scene).identifier)
        return (try? JSONEncoder().encode(message)).flatMap { String(data: $0, encoding: .utf8) }
    }

    private func error(_ message: String) -> String {
        struct ErrorMessage: Encodable { let type = "error"; let message: String }
        let data = (try? JSONEncoder().encode(ErrorMessage(message: message))) ?? Data()
        return String(data: data, encoding: .utf8) ?? "{\"type\":\"error\"}"
    }
}

/// A message from the page.
struct ClientMessage: Decodable {
    struct Change: Decodable {
        var id: Int
        var phase: String
        var x: Double
        var y: Double
        var kind: String?

        var touchType: TouchType { kind == "mouse" ? .indirect : kind == "pen" ? .pencil : .direct }
    }

    var type: String
    var t: Double?
    var scene: String?
    var changes: [Change]?

    static func describe(_ error: DecodingError) -> String {
        func path(_ keys: [any CodingKey]) -> String {
            keys.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined().trimmingCharacters(in: CharacterSet(charactersIn: "."))
        }
        switch error {
        case .keyNotFound(let key, let context):
            let at = path(context.codingPath)
            return (at.isEmpty ? "" : at + ": ") + "missing \"\(key.stringValue)\""
        case .typeMismatch(_, let context), .valueNotFound(_, let context):
            return path(context.codingPath) + ": wrong type"
        case .dataCorrupted:
            return "not JSON"
        @unknown default:
            return "not a message"
        }
    }
}
