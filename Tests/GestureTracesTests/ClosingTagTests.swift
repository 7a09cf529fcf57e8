import Foundation
import GestureKit
import Testing
@testable import GestureTraces

/// Issue 28, point 1: a published collection closes every `<Gesture>` with another tag.
@Suite("A <Gesture> closed by another tag")
struct ClosingTagTests {
    /// A log as that collection writes it: CRLF lines, `</Project_1_Part_4>` for `</Gesture>`.
    static func log(_ body: [String], closing: String = "</Project_1_Part_4>") -> Data {
        let lines = ["<?xml version=\"1.0\" encoding=\"utf-8\"?>", "<Gesture Name=\"check1\" Subject=\"1\" Number=\"1\" NumPts=\"3\">"]
            + body + [closing, ""]
        return Data(lines.joined(separator: "\r\n").utf8)
    }

    static let points = ["<Point X=\"1\" Y=\"1\" />", "<Point X=\"5\" Y=\"9\" />", "<Point X=\"20\" Y=\"-10\" />"]

    @Test("Its one fault: read, every point kept, the tag named in details; white space before a tag's > is no fault")
    func read() throws {
        for (body, closing) in [(Self.points, "</Project_1_Part_4>"), (Self.points.map { $0.replacingOccurrences(of: " />", with: "></Point >") }, "</Project_1_Part_4 >")] {
            let gesture = try DollarOneImporter.read(Self.log(body, closing: closing), fileName: "1check1.xml")
            #expect(gesture.strokes[0].map(\.location) == [Point(x: 1, y: 1), Point(x: 5, y: 9), Point(x: 20, y: -10)])
            #expect(gesture.details["closedBy"] == "Project_1_Part_4" && gesture.label == "check")
        }
        #expect(try DollarOneImporter.read(Self.log(Self.points, closing: "</Gesture>")).details["closedBy"] == nil)
    }

    @Test("With anything else wrong it is refused as XML: a point after the tag, a second end tag, a point left open or closed by another tag")
    func otherwiseRefused() {
        let refused: [(String, Data)] = [
            ("a point after it", Self.log([Self.points[0], "</Other>", Self.points[1]], closing: "</Gesture>")),
            ("a point after it, closed by another", Self.log([Self.points[0], "</Other>", Self.points[1]])),
            ("two end tags", Self.log(Self.points + ["</Other>"])),
            ("a point not closed", Self.log(Self.points + ["<Point X=\"3\" Y=\"3\">"])),
            ("a point closed by another tag too", Self.log(["<Point X=\"1\" Y=\"1\">", "</Other>"] + Self.points.dropFirst())),
            ("a stray </Point>", Self.log([Self.points[0], "</Point>"] + Self.points.dropFirst())),
            ("text after it", Self.log(Self.points, closing: "</Other> tail")),
            ("a name that is not one", Self.log(Self.points, closing: "</ >")),
        ]
        for (what, data) in refused {
            #expect("\(what)") { try DollarOneImporter.read(data, fileName: "check1.xml") } throws: {
                ($0 as? TraceError)?.description.contains(": not valid XML") == true
            }
        }
    }

    @Test("A folder says how many of its logs, with which tag, and the first")
    func reported() throws {
        let folder = ScratchFolder()
        try folder.write("1/1check1.xml", Self.log(Self.points))
        try folder.write("1/1check2.xml", Self.log(Self.points.reversed()))
        try folder.write("2/2check1.xml", Self.log(Self.points, closing: "</Gesture>"))
        let data = try Dataset(contentsOf: folder.url)
        #expect(data.gestures.count == 3 && data.skipped.isEmpty)
        #expect(data.misclosedReport == "\(folder.url.lastPathComponent): 2 of 3 logs close their <Gesture> with </Project_1_Part_4>, "
            + "not </Gesture> (the first: 1/1check1.xml): read, every point kept")
        try folder.write("2/2check1.xml", Self.log(Self.points, closing: "</Project_1_Part_5>"))
        #expect(try Dataset(contentsOf: folder.url).misclosedReport?.split(separator: "\n").count == 2)
        try folder.write("2/2check1.xml", Self.log(Self.points, closing: "</Gesture>"))
        try FileManager.default.removeItem(at: folder.url.appendingPathComponent("1"))
        #expect(try Dataset(contentsOf: folder.url).misclosedReport == nil)
    }
}
