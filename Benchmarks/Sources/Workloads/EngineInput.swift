import GestureKit
import PlaygroundSessions

/// The page's engine fed as the page feeds it (``PlaygroundEngine``, its C ABI): one pointer
/// message per step, written into the engine's input buffer before the step (untimed, as the
/// page's JavaScript is outside the engine's time) either as JSON text or as the numbers
/// `playground_handle_input` reads; the step is the engine handling it and writing the replies.
/// The strokes are `PageScript`'s circles of 120 moves.
public final class EngineInput: Workload, @unchecked Sendable {  // used by one benchmark thread at a time
    /// How the message reaches the engine.
    public enum Form: String, CaseIterable, Sendable {
        case json, numbers
    }

    /// The scenes the workloads draw in (the browser test's real input is a check mark).
    public static let scenes = ["check-please"]

    private let engine = PlaygroundEngine()
    private let form: Form
    private var move = 0
    private var stroke = 0
    private var length = 0
    private static let movesPerStroke = 120

    public init(scene: String, form: Form) {
        self.form = form
        for message in [#"{"type":"hello"}"#, #"{"type":"scene","scene":"\#(scene)"}"#] { write(message) }
    }

    private func write(_ message: String) {
        let bytes = Array(message.utf8)
        engine.inputBuffer(length: bytes.count).copyMemory(from: bytes, byteCount: bytes.count)
        length = bytes.count
        _ = engine.handle(length: length)
    }

    /// Writes the next message into the engine's input buffer.
    public func prepare() {
        let t = Double(stroke) * 1_500 + Double(move) * 1_000 / 120
        let angle = Double(move) / Double(Self.movesPerStroke) * 6.283
        let x = 200 + 80 * Trigonometry.cos(angle), y = 300 + 80 * Trigonometry.sin(angle)
        let phase = move == 0 ? 0 : move == Self.movesPerStroke ? 2 : 1  // down, move, up
        switch form {
        case .json:
            let message = #"{"type":"input","t":\#(t),"changes":[{"id":1,"phase":"\#(["down", "move", "up"][phase])","x":\#(x),"y":\#(y),"kind":"touch"}]}"#
            let bytes = Array(message.utf8)
            engine.inputBuffer(length: bytes.count).copyMemory(from: bytes, byteCount: bytes.count)
            length = bytes.count
        case .numbers:
            let numbers: [Double] = [t, 1, 1, Double(phase), x, y, 0, .nan, .nan, 0]
            numbers.withUnsafeBytes { engine.inputBuffer(length: $0.count).copyMemory(from: $0.baseAddress!, byteCount: $0.count) }
            length = numbers.count
        }
        if move == Self.movesPerStroke {
            move = 0
            stroke += 1
        } else {
            move += 1
        }
    }

    /// The engine handles the message written by `prepare()`.
    public func step() {
        _ = form == .json ? engine.handle(length: length) : engine.handleInput(count: length)
    }
}
