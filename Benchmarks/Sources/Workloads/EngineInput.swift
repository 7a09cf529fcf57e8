import GestureKit
import PlaygroundSessions

/// The page's engine fed as the page feeds it (``PlaygroundEngine``, its C ABI): one pointer
/// message per step and a frame after it, as the page's next animation frame asks. Each
/// message is written into the engine's input buffer before the step (untimed, as the page's
/// JavaScript is outside the engine's time). The strokes are `PageScript`'s circles of 120
/// moves.
public final class EngineInput: Workload, @unchecked Sendable {  // used by one benchmark thread at a time
    /// What a step measures.
    public enum Form: String, CaseIterable, Sendable {
        /// The engine handling a pointer message written as JSON text.
        case json
        /// The engine handling a pointer message written as the numbers `playground_handle_input` reads.
        case numbers
        /// The engine making the frame after a pointer message (`playground_frame`; the message
        /// written as numbers and handled untimed).
        case frame
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

    /// Makes the frame after the last message (unless that is the step), then writes the next
    /// message into the engine's input buffer (for `frame`, also handles it).
    public func prepare() {
        if form != .frame, move + stroke > 0 { _ = engine.frame() }
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
        case .numbers, .frame:
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
        if form == .frame { _ = engine.handleInput(count: length) }
    }

    /// The engine handles the message written by `prepare()`, or makes the frame after it
    /// (`playground_frame`, as the page asks at its animation frame).
    public func step() {
        switch form {
        case .json: _ = engine.handle(length: length)
        case .numbers: _ = engine.handleInput(count: length)
        case .frame: _ = engine.frame()
        }
    }
}
