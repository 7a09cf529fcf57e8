import Foundation
import Testing
@testable import PlaygroundSessions

/// The page's `input` messages as numbers (`playground_handle_input`, `ClientMessage.readInput`):
/// the same replies, byte for byte, as the same messages as JSON text.
@Suite("Playground: input messages as numbers")
struct NumberInputTests {
    /// The numbers the page's `writeInput` (playground.js) writes for an input message's JSON,
    /// read by the engine's own JSON reader (Foundation's rounds some 17-digit numbers
    /// differently; the page's numbers are JavaScript's, which the text is made from).
    static func numbers(of message: String) -> [Double]? {
        guard let object = try? JSONValue.parse(message), case .string("input") = object["type"],
              case .array(let changes) = object["changes"] else { return nil }
        func number(_ value: JSONValue?) -> Double {
            guard case .number(let number) = value else { return .nan }
            return number
        }
        func index(_ value: JSONValue?, of names: [String]) -> Double {
            guard case .string(let name) = value else { return .nan }
            return Double(names.firstIndex(of: name) ?? -1)
        }
        var numbers = [number(object["t"]), Double(changes.count)]
        for change in changes {
            var samples: [JSONValue] = []
            if case .array(let list) = change["samples"] { samples = list }
            numbers += [number(change["id"]), index(change["phase"], of: ClientMessage.Phase.names), number(change["x"]), number(change["y"]),
                        index(change["kind"], of: ClientMessage.PointerKind.names), number(change["buttons"]), number(change["force"]),
                        Double(samples.count)]
            for sample in samples { numbers += [number(sample["t"]), number(sample["x"]), number(sample["y"]), number(sample["force"])] }
        }
        return numbers
    }

    /// The replies to `text` as JSON text, through the ABI.
    static func send(_ text: String, to engine: UnsafeMutableRawPointer) -> String {
        let bytes = Array(text.utf8)
        playgroundInput(engine, Int32(bytes.count)).copyMemory(from: bytes, byteCount: bytes.count)
        return output(of: engine, length: playgroundHandle(engine, Int32(bytes.count)))
    }

    /// The replies to `numbers`, through the ABI as the page sends an input message.
    static func send(numbers: [Double], to engine: UnsafeMutableRawPointer) -> String {
        let bytes = numbers.count * MemoryLayout<Double>.stride
        numbers.withUnsafeBytes { playgroundInput(engine, Int32(bytes)).copyMemory(from: $0.baseAddress!, byteCount: bytes) }
        return output(of: engine, length: playgroundHandleInput(engine, Int32(numbers.count)))
    }

    static func output(of engine: UnsafeMutableRawPointer, length: Int32) -> String {
        String(decoding: UnsafeRawBufferPointer(start: playgroundOutput(engine), count: Int(length)), as: UTF8.self)
    }

    /// Plays `messages` through two engines, one all JSON, one with its input messages as
    /// numbers, each message followed by a frame; expects the same replies to every message
    /// and the same frame after it. Returns how many were inputs.
    @discardableResult
    static func expectSameReplies(_ messages: [String]) -> Int {
        let json = playgroundCreate(), numbered = playgroundCreate()
        defer {
            playgroundDestroy(json)
            playgroundDestroy(numbered)
        }
        var inputs = 0
        for message in messages {
            let expected = send(message, to: json) + send(Script.frame, to: json)
            let numbers = Self.numbers(of: message)
            let got = (numbers.map { send(numbers: $0, to: numbered) } ?? send(message, to: numbered)) + send(Script.frame, to: numbered)
            inputs += numbers == nil ? 0 : 1
            #expect(got == expected, "\(message)")
        }
        return inputs
    }

    /// A stroke with everything a change may carry: a kind, buttons, a pen's force and
    /// coalesced samples with and without force.
    static func richStroke(id: Int, kind: String, from t: Double, at x: Double, _ y: Double) -> [String] {
        let extra = kind == "pen" ? #","force":0.4"# : kind == "mouse" ? #","buttons":1"# : ""
        var messages = [#"{"type":"input","t":\#(t),"changes":[{"id":\#(id),"phase":"down","x":\#(x),"y":\#(y),"kind":"\#(kind)"\#(extra)}]}"#]
        for step in 1...30 {
            let time = t + Double(step) * 16, (px, py) = (x + Double(step) * 4, y + 30 * sin(Double(step) / 5))
            let force = kind == "pen" ? #","force":\#(0.3 + Double(step) / 100)"# : ""
            let samples = (1...3).map { index in #"{"t":\#(time - Double(4 - index) * 4),"x":\#(px - Double(4 - index)),"y":\#(py)\#(force)}"# }
            messages.append(#"{"type":"input","t":\#(time),"changes":[{"id":\#(id),"phase":"move","x":\#(px),"y":\#(py),"kind":"\#(kind)"\#(extra),"samples":[\#(samples.joined(separator: ","))]}]}"#)
        }
        messages.append(#"{"type":"input","t":\#(t + 500),"changes":[{"id":\#(id),"phase":"up","x":\#(x + 120),"y":\#(y),"kind":"\#(kind)"\#(extra)}]}"#)
        return messages
    }

    @Test("Every scene, a check mark, a circle, two fingers and strokes of a pen, a mouse and a touch: the same replies as JSON")
    func scenes() throws {
        for scene in PlaygroundScenes.all.map(\.identifier) {
            var messages = [Script.hello, Script.scene(scene)]
            messages += Script.stroke(1, from: 1000, through: [(300, 300), (340, 350), (440, 200)])  // a check mark
            let circle: [(Double, Double)] = (0...12).map { (index: Int) -> (Double, Double) in
                let angle = Double(index) / 2
                return (400 + 80 * cos(angle), 300 + 80 * sin(angle))
            }
            messages += Script.stroke(2, from: 2000, through: circle)
            messages += Script.ticks(from: 3000, to: 3400)
            messages.append(Script.input(3500, [(3, "down", 300, 300), (4, "down", 400, 300)]))
            messages.append(Script.input(3520, [(3, "move", 280, 300), (4, "move", 420, 310)]))
            messages.append(Script.input(3540, [(3, "up", 270, 300), (4, "cancel", 430, 320)]))
            for (index, kind) in ["pen", "mouse", "touch"].enumerated() {
                messages += Self.richStroke(id: 10 + index, kind: kind, from: 4000 + 1000 * Double(index), at: 200, 250)
            }
            messages += Script.tap(20, at: 8000, 400, 300) + Script.ticks(from: 8100, to: 9000)
            #expect(Self.expectSameReplies(messages) > 100)
        }
    }

    @Test("The fuzzer's seed conversations: the same replies as JSON, refusals by the session included")
    func seeds() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fuzz/Seeds/playground")
        var inputs = 0
        for file in try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil) {
            // Lines that start with "#" are the fuzzer's numbers and "!" its frame requests
            // (PlaygroundFuzzer), not JSON; each message here is followed by a frame anyway.
            let lines = try Data(contentsOf: file).split(separator: 0x0A).filter { $0.first != UInt8(ascii: "#") && $0.first != UInt8(ascii: "!") }
                .map { String(decoding: $0, as: UTF8.self) }
            // The session's own refusals: time going backwards, a pointer not down, one already down.
            inputs += Self.expectSameReplies(lines + [Script.input(1, [(77, "move", 1, 1)]), Script.input(1e9, [(77, "move", 1, 1)]),
                                                          Script.input(1e9 + 1, [(78, "down", 1, 1)]), Script.input(1e9 + 2, [(78, "down", 1, 1)])])
        }
        #expect(inputs > 10)
    }

    @Test("Numbers out of range, not whole, too few or too many are refused with an error naming the number; the engine carries on")
    func refused() throws {
        let engine = playgroundCreate()
        defer { playgroundDestroy(engine) }
        _ = Self.send(Script.hello, to: engine)
        let down: [Double] = [1, 0, 100, 100, .nan, .nan, .nan, 0]
        let cases: [([Double], String)] = [
            ([-1, 1] + down, "input: number 0 (-1.0) is outside"),
            ([10, 1, 1.5] + down.dropFirst(), "input: number 2 (1.5) is outside"),
            ([10, 0], "input: number 1 (0.0) is outside 1.0…20.0 or not whole"),
            ([10, 21] + down, "input: number 1 (21.0) is outside"),
            ([10, 1, 1, 4] + down.dropFirst(2), "input: number 3 (4.0) is outside 0.0…3.0"),
            ([10, 1, 1, 0, 2e6] + down.dropFirst(3), "input: number 4 (2000000.0) is outside"),
            ([10, 1, 1, 0, .nan] + down.dropFirst(3), "input: number 4 (nan) is outside"),
            ([10, 1, 1, 0, 100, 100, 3] + down.dropFirst(5), "input: number 6 (3.0) is outside 0.0…2.0"),
            ([10, 1, 1, 0, 100, 100, .nan, .nan, 1.5, 0], "input: number 8 (1.5) is outside 0.0…1.0"),
            ([10, 1, 1, 0, 100, 100, .nan, .nan, .nan, 65], "input: number 9 (65.0) is outside 0.0…64.0"),
            ([10, 1, 1, 0, 100, 100, .nan, .nan, .nan, 1, 5, 100], "input: the numbers end early"),
            ([10, 1] + down + [7], "input: numbers after the last change"),
            ([10, 2] + down + down, "changes[1]: pointer 1 appears more than once"),
            ([], "input: the numbers end early"),
        ]
        for (numbers, message) in cases {
            let reply = Self.send(numbers: numbers, to: engine)
            #expect(reply.hasPrefix(#"{"type":"error","message":"\#(message)"#) && reply.hasSuffix("}\n"), "\(reply)")
        }
        #expect(Self.send(numbers: [10, 1] + down, to: engine).isEmpty)  // accepted: an input replies nothing
        #expect(Self.send(Script.frame, to: engine).hasPrefix(#"{"type":"frame""#))
        #expect(Self.output(of: engine, length: playgroundHandleInput(engine, 1 << 24)).contains("does not fit the input buffer"))
    }
}
