import Foundation
import Testing
import GestureTraces
@testable import gesturekit

/// `gesturekit eval detector --folds-by-group --misses`: which gestures a design missed or took.
@Suite("eval detector: --misses")
struct EvalDetectorMissesTests {
    /// A log as some groups write them: the class only in the file's name, no `Name` or
    /// `Subject`, so that the file is the only thing that tells two gestures apart.
    static func log(_ points: [(Double, Double)]) -> Data {
        let elements = points.map { #"<Point X="\#($0.0)" Y="\#($0.1)"/>"# }.joined()
        return Data(#"<?xml version="1.0" ?><Gesture User="p1" Number="1">\#(elements)</Gesture>"#.utf8)
    }

    @Test("Each gesture is named by its file in the group's folder, so two v's of one person with no Name are told apart")
    func namedByFile() throws {
        let folder = try OutputPathTests.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let person = folder.appendingPathComponent("p1")
        try FileManager.default.createDirectory(at: person, withIntermediateDirectories: true)
        // A check's shape: a short arm down to the right, a long one up to the right.
        let check = (0...30).map { step -> (Double, Double) in
            let t = Double(step)
            return t <= 10 ? (100 + 3 * t, 100 + 3 * t) : (130 + 4 * (t - 10), 130 - 5 * (t - 10))
        }
        try Self.log(check).write(to: person.appendingPathComponent("v1.xml"))
        try Self.log(check.map { ($0.0 + 7, $0.1 - 3) }).write(to: person.appendingPathComponent("v2.xml"))
        try Self.log(check).write(to: person.appendingPathComponent("check1.xml"))
        // A straight line labelled a check: missed.
        try Self.log((0...30).map { (100 + 5 * Double($0), 100) }).write(to: person.appendingPathComponent("check2.xml"))
        let group = try Dataset(contentsOf: folder)
        #expect(group.gestures.count == 4)

        let lines = EvalDetectorCommand.misses(of: group, detector: .checkmark, mode: .improved, setting: nil)
        #expect(lines.filter { $0.hasPrefix("took ") }.sorted() == ["took p1/v1.xml (v)", "took p1/v2.xml (v)"])
        #expect(lines.filter { $0.hasPrefix("missed ") }.map { $0.prefix { $0 != ":" } } == ["missed p1/check2.xml"])
        #expect(lines.count == 3)
    }
}
