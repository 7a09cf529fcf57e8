import Foundation
import Testing
@testable import PlaygroundSessions

/// The C ABI the page calls in its WebAssembly module (`playground_*`), called natively the
/// same way: bytes in through the input buffer, replies out of the output buffer.
@Suite("Playground: the engine's C ABI")
struct EngineABITests {
    /// Sends `text` through the ABI; the replies, one per line.
    func send(_ text: String, to engine: UnsafeMutableRawPointer) -> [String] {
        let bytes = Array(text.utf8)
        playgroundInput(engine, Int32(bytes.count)).copyMemory(from: bytes, byteCount: bytes.count)
        let length = Int(playgroundHandle(engine, Int32(bytes.count)))
        let output = String(decoding: UnsafeRawBufferPointer(start: playgroundOutput(engine), count: length), as: UTF8.self)
        #expect(length == 0 || output.hasSuffix("\n"))
        return output.split(separator: "\n").map(String.init)
    }

    @Test("A hello gets the scene list, the frame after it the scene, each a JSON text on a line of its own; a tick that changes nothing, and the frame after it, get nothing")
    func hello() throws {
        let engine = playgroundCreate()
        defer { playgroundDestroy(engine) }
        let replies = send(Script.hello, to: engine) + send(Script.frame, to: engine)
        #expect(replies.count == 2)
        #expect(replies.first?.hasPrefix(#"{"type":"scenes","scenes":[{"id":"car-browser","title":"Car browser""#) == true)
        #expect(replies.last?.hasPrefix(#"{"type":"frame","drawing":{"scene":"car-browser""#) == true)
        for reply in replies { _ = try JSONSerialization.jsonObject(with: Data(reply.utf8)) }
        #expect(send(Script.tick(100), to: engine).isEmpty)
        #expect(send(Script.frame, to: engine).isEmpty)
        // A second hello (a page reloaded) is owed the whole frame, although nothing changed.
        #expect(send(Script.hello, to: engine).count == 1)
        #expect(send(Script.frame, to: engine).first?.hasPrefix(#"{"type":"frame""#) == true)
    }

    @Test("playground_frame replies what a frame message does: the frame when one is due, nothing when nothing changed")
    func frameExport() {
        let viaExport = playgroundCreate(), viaMessage = playgroundCreate()
        defer {
            playgroundDestroy(viaExport)
            playgroundDestroy(viaMessage)
        }
        func frame(_ engine: UnsafeMutableRawPointer) -> String {
            let length = Int(playgroundFrame(engine))
            return String(decoding: UnsafeRawBufferPointer(start: playgroundOutput(engine), count: length), as: UTF8.self)
        }
        var frames = 0
        for message in [Script.hello, Script.scene("check-please")] + Script.stroke(1, from: 0, through: [(300, 300), (340, 350), (440, 200)]) + [Script.tick(900), Script.tick(901)] {
            #expect(send(message, to: viaExport) == send(message, to: viaMessage))
            let expected = send(Script.frame, to: viaMessage)
            let got = frame(viaExport)
            #expect(got.split(separator: "\n").map(String.init) == expected, "\(message)")
            frames += expected.count
        }
        #expect(frames > 5 && frame(viaExport).isEmpty)
    }

    @Test("The input buffer stays where it is, for messages up to the room asked for, until a longer one asks for more")
    func inputBufferStays() {
        let engine = playgroundCreate()
        defer { playgroundDestroy(engine) }
        let kept = playgroundInput(engine, 512)
        #expect(playgroundInput(engine, 16) == kept)
        _ = send(Script.hello, to: engine)  // asks for its own length, less than 512
        _ = send(Script.frame, to: engine)
        // A message written where the page kept the pointer, without asking again.
        let tick = Array(Script.tick(10).utf8)
        kept.copyMemory(from: tick, byteCount: tick.count)
        #expect(Int(playgroundHandle(engine, Int32(tick.count))) == 0)
        let scene = Array(Script.scene("check-please").utf8)
        kept.copyMemory(from: scene, byteCount: scene.count)
        _ = playgroundHandle(engine, Int32(scene.count))
        #expect(send(Script.frame, to: engine).first?.contains(#""scene":"check-please""#) == true)
        #expect(playgroundInput(engine, 512) == kept)
    }

    @Test("A message longer than the room asked for gets an error; a message after it is read as usual")
    func badLength() {
        let engine = playgroundCreate()
        defer { playgroundDestroy(engine) }
        _ = playgroundInput(engine, 4)
        for length: Int32 in [1 << 20, -1] {
            let count = Int(playgroundHandle(engine, length))
            let reply = String(decoding: UnsafeRawBufferPointer(start: playgroundOutput(engine), count: count), as: UTF8.self)
            #expect(reply.contains("does not fit the input buffer"))
        }
        #expect(send(Script.hello, to: engine).count == 1)
    }

    @Test("Text that is not UTF-8 is read with replacement characters and refused as not JSON; the engine carries on")
    func notUTF8() {
        let engine = playgroundCreate()
        defer { playgroundDestroy(engine) }
        let bytes: [UInt8] = [0x7B, 0xFF, 0xFE, 0x7D]
        playgroundInput(engine, 4).copyMemory(from: bytes, byteCount: 4)
        let length = Int(playgroundHandle(engine, 4))
        let reply = String(decoding: UnsafeRawBufferPointer(start: playgroundOutput(engine), count: length), as: UTF8.self)
        #expect(reply == #"{"type":"error","message":"not JSON"}"# + "\n")
        #expect(send(Script.hello, to: engine).count == 1)
    }

    @Test("The next deadline is on the page's timeline: a double tap's wait after a tap, none once it has passed")
    func nextDeadline() {
        let engine = playgroundCreate()
        defer { playgroundDestroy(engine) }
        #expect(playgroundNextDeadline(engine) == -1)  // no timeline yet
        _ = send(Script.scene("touch-tracker"), to: engine)
        for message in Script.tap(1, at: 5000, 400, 300) { _ = send(message, to: engine) }
        let deadline = playgroundNextDeadline(engine)
        #expect(deadline > 5050 && deadline < 6000, "\(deadline)")  // the double tap's interval, after the lift at 5050 ms
        _ = send(Script.tick(deadline), to: engine)
        #expect(playgroundNextDeadline(engine) == -1)
    }

    @Test("The fuzzer's seeds, whole and cut short at every tenth byte, through the ABI as bytes: every reply is a JSON message")
    func seeds() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fuzz/Seeds/playground")
        let files = try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
        #expect(!files.isEmpty)
        var replies = 0
        for file in files {
            let engine = playgroundCreate()
            defer { playgroundDestroy(engine) }
            for line in try Data(contentsOf: file).split(separator: 0x0A) {
                let bytes = [UInt8](line)
                for cut in stride(from: bytes.count, through: 1, by: -10) {
                    let message = Array(bytes[..<cut])
                    playgroundInput(engine, Int32(message.count)).copyMemory(from: message, byteCount: message.count)
                    let length = Int(playgroundHandle(engine, Int32(message.count)))
                    for reply in UnsafeRawBufferPointer(start: playgroundOutput(engine), count: length).split(separator: 0x0A) {
                        let object = try JSONSerialization.jsonObject(with: Data(reply)) as? [String: Any]
                        #expect(object?["type"] is String, "\(String(decoding: reply, as: UTF8.self))")
                        replies += 1
                    }
                }
            }
        }
        #expect(replies > 20)
    }
}
