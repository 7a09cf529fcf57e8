import Foundation
import FuzzSupport
import PlaygroundSessions

/// The playground's messages, as the page hands them to its engine: the input is a session's
/// messages, one per line, played in order through the engine's C ABI (``PlaygroundEngine``,
/// what the page's WebAssembly module exports) as raw bytes, UTF-8 or not — or, for a line
/// that starts with `#`, as the numbers of an input message (`playground_handle_input`), one
/// per byte after it (``number(_:)``), and a line that starts with `!` as the page's request
/// for a frame at an animation frame (`playground_frame`). Every message gets
/// replies, one per line, that are JSON objects with a type (an error for a bad one), the
/// session carries on after any of them, and closing it lifts every pointer and leaves no
/// deadline behind.
@main
enum PlaygroundFuzzer {
    static func main() {
        FuzzerDriver.run { start, count in
            let input = FuzzerDriver.bytes(start, count)
            let engine = PlaygroundEngine()
            // Named here, not in a static: a C function pointer cannot capture the type.
            let scenes = PlaygroundScenes.all.map { $0.identifier }
            let scene = scenes[input.first.map { Int($0) % scenes.count } ?? 0]
            for line in [Array(#"{"type":"scene","scene":"\#(scene)"}"#.utf8)]
                + input.split(separator: 0x0A, omittingEmptySubsequences: true).prefix(200).map(Array.init) {
                let length: Int
                if line.first == UInt8(ascii: "!") {
                    length = engine.frame()
                } else if line.first == UInt8(ascii: "#") {
                    let numbers = line.dropFirst().map { PlaygroundFuzzer.number($0) }
                    numbers.withUnsafeBytes { engine.inputBuffer(length: $0.count).copyMemory(from: $0.baseAddress!, byteCount: $0.count) }
                    length = engine.handleInput(count: numbers.count)
                } else {
                    engine.inputBuffer(length: line.count).copyMemory(from: line, byteCount: line.count)
                    length = engine.handle(length: line.count)
                }
                let output = UnsafeRawBufferPointer(start: engine.outputBuffer, count: length)
                for reply in output.split(separator: 0x0A) {
                    let object = try? JSONSerialization.jsonObject(with: Data(reply)) as? [String: Any]
                    FuzzerDriver.require(object?["type"] is String,
                                         "a reply that is not a message: \(String(decoding: reply.prefix(200), as: UTF8.self))")
                }
            }
            let session = engine.session
            session.close()
            FuzzerDriver.require(session.pointersDown == 0, "pointers left down after close")
            session.scene.window.advance(to: .infinity)
            FuzzerDriver.require(session.scene.window.nextDeadline == nil, "a deadline left after close")
            return 0
        }
    }

    /// A number of an input message, from one byte: the small whole numbers the fields take
    /// (phases, kinds, counts, ids, points, times), fractions (forces, numbers not whole), and
    /// the values outside every range.
    static func number(_ byte: UInt8) -> Double {
        switch byte {
        case 0..<128: Double(byte)
        case 128..<250: Double(byte - 128) / 100
        case 250: .nan
        case 251: -1
        case 252: 1e13
        case 253: .infinity
        case 254: -0.0
        default: 2e6
        }
    }
}
