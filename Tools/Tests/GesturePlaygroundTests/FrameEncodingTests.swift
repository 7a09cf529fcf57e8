import Foundation
import GestureKit
import Testing
@testable import PlaygroundSessions

/// Frames are written by hand (`JSONWriter`) for speed: they must say exactly what
/// `JSONEncoder` would, for every scene, every string and every number.
@Suite("Playground: frames written by hand")
struct FrameEncodingTests {
    /// Parses JSON text into Foundation objects, to compare meaning rather than spelling.
    func parsed(_ text: String) throws -> NSObject {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed]) as? NSObject)
    }

    @Test("Each scene's drawing, with ink, written by hand, reads back as JSONEncoder's", arguments: PlaygroundScenes.all.map { $0.identifier })
    func sameAsEncoder(scene identifier: String) throws {
        let session = PlaygroundSession(scene: identifier)
        _ = session.handle(Script.hello)
        for message in Script.stroke(1, from: 0, through: [(300, 300), (420, 360), (300, 420)]).dropLast() { _ = session.handle(message) }
        var drawing = session.scene.draw()
        drawing.status = "a \"quoted\" status\nwith a tab\t, a backslash \\ and \u{1} and é — ✓"
        var json = JSONWriter()
        try drawing.write(to: &json)
        let encoded = String(decoding: try JSONEncoder().encode(drawing), as: UTF8.self)
        #expect(try parsed(json.text) == parsed(encoded))
        #expect(!drawing.shapes.isEmpty)
    }

    @Test("Numbers: whole ones without a fraction, others exactly, at the edges of the whole-number path; NaN and infinities refused")
    func numbers() throws {
        for value in [0.0, -0.0, 1, -1, 400, 123.456, -0.1, 1e-7, .leastNonzeroMagnitude, 999_999_999_999_999, 1e15, 1e20, -1.5e300, 0.1 + 0.2] {
            var json = JSONWriter()
            try json.number(value)
            let back = try #require(Double(json.text), "\(json.text) is not a number")
            #expect(back == value, "\(value) was written \(json.text)")
        }
        var whole = JSONWriter()
        try whole.number(400)
        #expect(whole.text == "400")
        whole.reset()
        whole.integer(Int64.min + 1)
        #expect(whole.text == "-9223372036854775807")
        for bad in [Double.nan, .infinity, -.infinity] {
            var json = JSONWriter()
            #expect(throws: JSONWriter.NonFinite.self) { try json.number(bad) }
        }
    }

    @Test("Strings: quotes, backslashes and control characters escaped; other text as it is")
    func strings() throws {
        for text in ["", "plain", "\"", "\\", "\n\r\t", "\u{0}\u{1f}", "é ✓ 🖐", "</script>"] {
            var json = JSONWriter()
            json.string(text)
            #expect(try parsed(json.text) as? String == text, "\(json.text)")
        }
    }
}
