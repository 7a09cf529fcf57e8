import Foundation
import Testing
@testable import GestureTraces

/// Gestures read twice: kept when read, listed with where each copy is, and left out of the
/// template evaluations only when they repeat one person's gesture of one class.
@Suite("Gestures read twice: listed, and only repeats left out of evaluations")
struct DatasetDuplicateTests {
    @Test("A repeat, one drawing under two classes and two people's copy are all kept and listed; other times are another gesture")
    func kinds() throws {
        let folder = ScratchFolder()
        let drawing = timedPoints(["1", "2", "3"])
        try folder.write("s01/check01.xml", dollarLog("Name=\"check01\"", drawing))
        try folder.write("s01/check02.xml", dollarLog("Name=\"check02\"", drawing))
        try folder.write("s01/v01.xml", dollarLog("Name=\"v01\"", drawing))
        try folder.write("s02/check01.xml", dollarLog("Name=\"check01\"", drawing))
        try folder.write("s02/check02.xml", dollarLog("Name=\"check02\"", timedPoints(["1", "2", "4"])))
        try folder.write("s03/check01.xml", dollarLog("Name=\"check01\"", ["X=\"1\" Y=\"2\"", "X=\"3\" Y=\"4\""]))
        let data = try Dataset(contentsOf: folder.url)
        #expect(data.gestures.count == 6 && data.gestures.map { $0.details["file"] ?? "" } == [
            "s01/check01.xml", "s01/check02.xml", "s01/v01.xml", "s02/check01.xml", "s02/check02.xml", "s03/check01.xml",
        ])
        let duplicates = data.duplicates
        #expect(duplicates.map { [$0.first.details["file"] ?? "", $0.second.details["file"] ?? ""] } == [
            ["s01/check01.xml", "s01/check02.xml"], ["s01/check01.xml", "s01/v01.xml"], ["s01/check01.xml", "s02/check01.xml"],
        ])
        #expect(duplicates.map(\.isRepeat) == [true, false, false])
        #expect(data.duplicateReport == """
            \(folder.url.lastPathComponent): 3 gestures with the very same strokes as another:
              s01/check02.xml repeats s01/check01.xml (check, s01): dropped from the person's pool (it could be a candidate's own template); classified again when tested against --train
              s01/v01.xml (v, s01) = s01/check01.xml (check, s01): one drawing under two classes, both kept; one of them is named wrong whatever the matcher
              s02/check01.xml (check, s02) = s01/check01.xml (check, s01): two people's, both kept; in a cross-subject run one can be the other's template
            """)
        // The evaluations' pool leaves out the repeat alone.
        let pool = AccuracyEvaluation.Pool(data.gestures)
        #expect(pool.bySubject["s01"]?.map { $0.details["file"] ?? "" } == ["s01/check01.xml", "s01/v01.xml"])
        #expect(pool.bySubject["s02"]?.count == 2 && pool.bySubject["s03"]?.count == 1)
    }

    /// Three copies of one drawing: under two classes, a repeat is paired with the gesture the
    /// pool keeps, not with the first of the same strokes; under one class, each repeat is
    /// paired with the first, the one the pool keeps.
    @Test("Three copies: a repeat is paired with the gesture the pool keeps", arguments: [
        (["check01", "v01", "v02"], ["s01/check01.xml s01/v01.xml false", "s01/v01.xml s01/v02.xml true"], ["s01/check01.xml", "s01/v01.xml"]),
        (["x1", "x2", "x3"], ["s01/x1.xml s01/x2.xml true", "s01/x1.xml s01/x3.xml true"], ["s01/x1.xml"]),
    ])
    func threeCopies(names: [String], pairs: [String], kept: [String]) throws {
        let folder = ScratchFolder()
        let drawing = timedPoints(["1", "2", "3"])
        for name in names { try folder.write("s01/\(name).xml", dollarLog("Name=\"\(name)\"", drawing)) }
        let data = try Dataset(contentsOf: folder.url)
        #expect(data.duplicates.map { "\($0.first.details["file"] ?? "") \($0.second.details["file"] ?? "") \($0.isRepeat)" } == pairs)
        #expect(AccuracyEvaluation.Pool(data.gestures).bySubject["s01"]?.map { $0.details["file"] ?? "" } == kept)
    }

    @Test("No duplicates, no report")
    func none() throws {
        let folder = ScratchFolder()
        try folder.write("s01/check01.xml", dollarLog("Name=\"check01\"", timedPoints(["1", "2", "3"])))
        try folder.write("s01/check02.xml", dollarLog("Name=\"check02\"", timedPoints(["1", "2", "4"])))
        let data = try Dataset(contentsOf: folder.url)
        #expect(data.duplicates.isEmpty && data.duplicateReport == nil)
    }

    @Test("MMG+'s tablet file: five repeats, each by its line")
    func mmgTablet() throws {
        let data = try Dataset(contentsOf: datasets.appendingPathComponent("mmg-plus/tablet.jsonl"))
        let duplicates = data.duplicates
        #expect(duplicates.count == 5 && duplicates.allSatisfy(\.isRepeat))
        #expect(duplicates.first.map { [$0.first.details["line"], $0.second.details["line"], $0.first.label] } == ["179", "180", "D"])
        #expect(data.duplicateReport?.contains("  line 180 repeats line 179 (D, 3): dropped from the person's pool (it could be a candidate's own template); classified again when tested against --train") == true)
    }
}
