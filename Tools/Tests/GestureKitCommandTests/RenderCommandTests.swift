import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
@testable import gesturekit

/// `gesturekit render`, run in process on real recordings from `../shared/recordings` beside
/// the repository: `--timeline` draws the recognizers' states, without it the touches as before.
@Suite("Render command: --timeline and the touch picture")
struct RenderCommandTests {
    static let recordings = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("shared/recordings")

    /// The standard scene's recognizers, the lanes of every timeline of it.
    static let standardLanes = ["tap", "doubleTap", "twoFingerTap", "longPress", "pan", "pinch", "rotation",
                                "swipeLeft", "swipeRight", "swipeUp", "swipeDown"]

    /// Runs `gesturekit render` with `arguments` and returns the SVG it wrote.
    static func render(_ arguments: [String]) throws -> String {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("render-\(UUID().uuidString).svg")
        defer { try? FileManager.default.removeItem(at: output) }
        let command = try RenderCommand.parseAsRoot(arguments + ["-o", output.path])
        let runnable = try #require(command as? RenderCommand)
        try runnable.run()
        return try String(contentsOf: output, encoding: .utf8)
    }

    /// The elements of `svg` with the given attribute, in document order (the document must be well formed).
    static func values(of attribute: String, in svg: String, where matches: @escaping ([String: String]) -> Bool = { _ in true }) -> [String] {
        final class Collector: NSObject, XMLParserDelegate {
            var values: [String] = []
            let attribute: String, matches: ([String: String]) -> Bool
            init(_ attribute: String, _ matches: @escaping ([String: String]) -> Bool) { self.attribute = attribute; self.matches = matches }
            func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                        attributes: [String: String] = [:]) {
                if let value = attributes[attribute], matches(attributes) { values.append(value) }
            }
        }
        let parser = XMLParser(data: Data(svg.utf8))
        let collector = Collector(attribute, matches)
        parser.delegate = collector
        #expect(parser.parse(), "not well-formed XML")
        return collector.values
    }

    /// The E6's real double tap (its log is a golden test of GestureTraces): the single tap
    /// waits for the double tap from the first lift (32 ms) until the second touch-down
    /// (172 ms), when it fails with one tap too many (P1): the wait is abandoned.
    @Test("--timeline on an evemu double tap: a lane per recognizer, the single tap's wait")
    func timelineOfADoubleTap() throws {
        let file = Self.recordings.appendingPathComponent("evemu/Wacom ISDv4 E6 Finger.double-tap-center.events").path
        let svg = try Self.render([file, "--timeline"])
        #expect(Self.values(of: "data-recognizer", in: svg) { $0["class"] == "lane" } == Self.standardLanes)
        #expect(Self.values(of: "data-outcome", in: svg) == ["abandoned"])
        #expect(svg.contains("<title>tap waits for doubleTap to fail: abandoned by tap (from 32 ms to 172 ms)</title>"))
        #expect(svg.contains("<title>doubleTap recognized at 232 ms</title>"))
        #expect(Self.values(of: "data-state", in: svg) { $0["class"] == "entry" } == ["possible", "began", "changed", "ended", "failed", "cancelled"])
        #expect(!svg.contains("class=\"touch\""))
    }

    /// Android getevent, a two-finger drag: any recording the input options read.
    @Test("--timeline on a getevent recording: the pan begins, changes and ends")
    func timelineOfGetevent() throws {
        let file = Self.recordings.appendingPathComponent("getevent/Phone/phone-two-finger-drag.txt").path
        let svg = try Self.render([file, "--timeline"])
        #expect(Self.values(of: "data-recognizer", in: svg) { $0["class"] == "lane" } == Self.standardLanes)
        let states = Set(Self.values(of: "data-state", in: svg) { $0["class"] == "state" })
        #expect(states.isSuperset(of: ["possible", "began", "changed", "ended", "failed"]))
        #expect(Self.values(of: "data-marker", in: svg) { $0["class"] == "marker" }.contains("began"))
    }

    /// Without the flag, the touch picture is what it always was.
    @Test("render without --timeline still draws the touches")
    func touchPicture() throws {
        let file = Self.recordings.appendingPathComponent("evemu/Wacom ISDv4 E6 Finger.double-tap-center.events").path
        let svg = try Self.render([file])
        #expect(Self.values(of: "data-touch", in: svg) == ["1", "2"])
        #expect(Self.values(of: "data-recognizer", in: svg) == ["doubleTap"])
        #expect(!svg.contains("class=\"lane\""))
    }

    /// A trace may last up to the clock's limit, 2³² s (E2): one lasting 1e20 s trapped
    /// converting the summary's milliseconds to Int64 before the limit refused it. At the
    /// limit it is drawn; beyond, refused at its place. The span is written as a decimal
    /// number, however large (`milliseconds`).
    @Test("--timeline on a trace lasting 2³² s, the clock's limit: drawn, no trap; 1e20 s is refused at its event")
    func timelineOfAHugeSpan() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("render-huge-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        func trace(lasting span: String) throws -> URL {
            let file = folder.appendingPathComponent("\(span).json")
            try Data(("{\"format\": \"gesturekit-trace\", \"version\": 1, \"window\": {\"width\": 300, \"height\": 300}, \"events\": ["
                + "{\"t\": 0, \"touches\": [{\"id\": 1, \"phase\": \"began\", \"x\": 1, \"y\": 1}]}, "
                + "{\"t\": \(span), \"touches\": [{\"id\": 1, \"phase\": \"ended\", \"x\": 1, \"y\": 1}]}]}").utf8).write(to: file)
            return file
        }
        let svg = try Self.render([try trace(lasting: "4294967296").path, "--timeline"])
        #expect(Self.values(of: "data-recognizer", in: svg) { $0["class"] == "lane" } == Self.standardLanes)
        let beyond = try trace(lasting: "1e20")
        do {
            _ = try Self.render([beyond.path, "--timeline"])
            Issue.record("a trace lasting 1e20 s was drawn")
        } catch {
            #expect("\(error)".hasSuffix("1e20.json: events[1]: timestamp 1e+20 is beyond 2³² s, the clock's limit (microseconds given as seconds?)"))
        }
        #expect(RenderCommand.milliseconds(1e20) == "1e+23 ms")
        #expect(RenderCommand.milliseconds(-1e20) == "-1e+23 ms")
        #expect(RenderCommand.milliseconds(0.032) == "32 ms")
    }
}
