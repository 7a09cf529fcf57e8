import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import GestureKit
@testable import GestureTimeline
import Testing

/// The SVG of a timeline, parsed back as XML: well formed, a lane per recognizer, every
/// state, mark and wait titled, a legend, no text under 12 px.
@Suite("Timeline: the SVG")
struct TimelineSVGTests {
    /// An element of the parsed document: its name, attributes, the classes of the `g`
    /// elements around it, and its text.
    struct Element {
        var name: String
        var attributes: [String: String]
        var ancestors: [String]
        var text = ""
        var children: [String] = []
    }

    /// Collects every element; `parse` answers whether the document is well formed.
    final class Collector: NSObject, XMLParserDelegate {
        var elements: [Element] = []
        private var open: [Int] = []

        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                    attributes: [String: String] = [:]) {
            let ancestors = open.compactMap { elements[$0].attributes["class"] }
            if let parent = open.last { elements[parent].children.append(name) }
            open.append(elements.count)
            elements.append(Element(name: name, attributes: attributes, ancestors: ancestors))
        }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            open.removeLast()
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            if let current = open.last { elements[current].text += string }
        }
    }

    static func parse(_ svg: String) throws -> [Element] {
        let parser = XMLParser(data: Data(svg.utf8))
        let collector = Collector()
        parser.delegate = collector
        #expect(parser.parse(), "not well-formed XML: \(parser.parserError.map { "\($0)" } ?? "")")
        return collector.elements
    }

    /// The single tap waiting for the double tap (the model tests' first scene), written out.
    static let timeline = Timeline(start: 0, end: 0.4, lanes: [
        TimelineLane(recognizer: "tap", segments: [.init(state: .possible, start: 0, end: 0.4), .init(state: .ended, start: 0.4, end: 0.4)],
                     markers: [TimelineMarker(.recognized, at: 0.4)]),
        TimelineLane(recognizer: "doubleTap", segments: [.init(state: .possible, start: 0, end: 0.4), .init(state: .failed, start: 0.4, end: 0.4)],
                     markers: [TimelineMarker(.failed(.requested("the next tap did not begin in time")), at: 0.4)]),
        TimelineLane(recognizer: "pan <&\">", segments: [.init(state: .began, start: 0.1, end: 0.2), .init(state: .changed, start: 0.2, end: 0.3),
                                                          .init(state: .cancelled, start: 0.3, end: 0.35)],
                     markers: [TimelineMarker(.began, at: 0.1), TimelineMarker(.cancelled(.disabled), at: 0.3)]),
    ], waits: [TimelineWait(waiter: "tap", blocker: "doubleTap", requested: .ended, start: 0.05, end: 0.4, outcome: .released)])

    @Test("Well-formed, titled, a lane per recognizer in order, names escaped")
    func structure() throws {
        let svg = TimelineSVG.render(Self.timeline, title: "double tap")
        let elements = try Self.parse(svg)
        let root = try #require(elements.first)
        #expect(root.name == "svg" && root.attributes["role"] == "img")
        #expect(root.children.prefix(2) == ["title", "desc"])
        #expect(elements[1].text == "double tap: recognizer states over time")
        #expect(elements[2].text.contains("tap waits for doubleTap to fail: released when doubleTap failed"))
        let lanes = elements.filter { $0.attributes["class"] == "lane" }
        #expect(lanes.map { $0.attributes["data-recognizer"] } == ["tap", "doubleTap", "pan <&\">"])
        #expect(lanes.allSatisfy { $0.children.first == "title" })
        let states = elements.filter { $0.attributes["class"] == "state" }
        #expect(states.map { $0.attributes["data-state"] } == ["possible", "ended", "possible", "failed", "began", "changed", "cancelled"])
        #expect(states.allSatisfy { $0.children == ["title"] })
        let markers = elements.filter { $0.attributes["class"] == "marker" && $0.ancestors.contains("lane") }
        #expect(markers.map { $0.attributes["data-marker"] } == ["recognized", "failed", "began", "cancelled"])
        #expect(markers.allSatisfy { $0.children.last == "title" })
        let waits = elements.filter { $0.attributes["class"] == "wait" }
        #expect(waits.map { $0.attributes["data-outcome"] } == ["released"])
        #expect(waits.first?.attributes["data-waiter"] == "tap" && waits.first?.attributes["data-blocker"] == "doubleTap")
        // The title of a wait says who, for whom, how it ended, from when to when.
        let waitTitle = elements.first { $0.name == "title" && $0.ancestors.last == "wait" }?.text
        #expect(waitTitle == "tap waits for doubleTap to fail: released when doubleTap failed (from 50 ms to 400 ms)")
        let failedTitle = elements.first { $0.name == "title" && $0.ancestors.last == "marker" && $0.text.hasPrefix("doubleTap") }?.text
        #expect(failedTitle == "doubleTap failed (the next tap did not begin in time) at 400 ms")
    }

    @Test("A time axis in milliseconds and a legend of every state, mark and wait")
    func axisAndLegend() throws {
        let elements = try Self.parse(TimelineSVG.render(Self.timeline))
        let ticks = elements.filter { $0.name == "text" && $0.ancestors.contains("axis") }.map(\.text)
        #expect(ticks == ["0 ms", "50 ms", "100 ms", "150 ms", "200 ms", "250 ms", "300 ms", "350 ms", "400 ms"])
        let legend = elements.filter { $0.ancestors.contains("legend") && $0.attributes["class"] == "entry" }
        #expect(legend.compactMap { $0.attributes["data-state"] } == ["possible", "began", "changed", "ended", "failed", "cancelled"])
        #expect(legend.compactMap { $0.attributes["data-marker"] } == ["began", "recognized", "failed", "cancelled"])
        #expect(legend.contains { $0.attributes["data-wait"] != nil })
        let labels = elements.filter { $0.name == "text" && $0.ancestors.contains("legend") }.map(\.text)
        #expect(labels.contains("recognized / ended") && labels.contains("waits for another to fail"))
    }

    @Test("Readable: every font size is at least 12 px; the axis spans the lanes")
    func readable() throws {
        let elements = try Self.parse(TimelineSVG.render(Self.timeline))
        let sizes = elements.compactMap { $0.attributes["font-size"] }.map { Double($0) ?? 0 }
        #expect(!sizes.isEmpty && sizes.allSatisfy { $0 >= 12 })
        let root = try #require(elements.first)
        let width = try #require(Double(root.attributes["width"] ?? ""))
        // Every drawn x lies inside the document.
        let xs = elements.compactMap { $0.attributes["x"] ?? $0.attributes["x1"] }.compactMap(Double.init)
        #expect(xs.allSatisfy { $0 >= 0 && $0 <= width })
    }

    @Test("Ticks: 1, 2 or 5 times a power of ten, about ten of them")
    func ticks() throws {
        func ticks(_ seconds: Double) throws -> [String] {
            let elements = try Self.parse(TimelineSVG.render(Timeline(start: 10, end: 10 + seconds, lanes: [], waits: [])))
            return elements.filter { $0.name == "text" && $0.ancestors.contains("axis") }.map(\.text)
        }
        #expect(try ticks(2.5) == (0...5).map { "\($0 * 500) ms" })
        #expect(try ticks(0.003) == ["0 ms", "1 ms", "2 ms", "3 ms"])
        #expect(try ticks(12).last == "12000 ms")
        // Spans beyond a Double's milliseconds (a $1 log with times of ±1.7·10³⁰⁸ ms): a
        // picture with the one tick at 0, not a loop that never ends.
        #expect(try ticks(1.7e308) == ["0 ms"])
        #expect(try ticks(.infinity) == ["0 ms"])
        let wide = try Self.parse(TimelineSVG.render(Timeline(start: -1.7e305, end: 1.7e305, lanes: [], waits: [])))
        #expect(wide.filter { $0.name == "text" && $0.ancestors.contains("axis") }.map(\.text) == ["0 ms"])
        let largest = TimelineLayout.ticks(spanning: 1.7e308)  // the largest finite spans still have round ticks
        #expect(largest.count == 9 && largest.last.map { abs($0 - 1.6e308) < 1e295 } == true)
    }
}
