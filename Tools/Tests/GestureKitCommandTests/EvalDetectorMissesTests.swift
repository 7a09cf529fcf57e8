import Foundation
import Testing
import GestureTraces
@testable import gesturekit

/// `gesturekit eval detector --misses`: which gestures a design missed or took.
@Suite("eval detector: --misses")
struct EvalDetectorMissesTests {
    /// A log as some groups write them: the class only in the file's name, no `Name` or
    /// `Subject`, so that the file is the only thing that tells two gestures apart.
    static func log(_ points: [(Double, Double)]) -> Data {
        let elements = points.map { #"<Point X="\#($0.0)" Y="\#($0.1)"/>"# }.joined()
        return Data(#"<?xml version="1.0" ?><Gesture User="p1" Number="1">\#(elements)</Gesture>"#.utf8)
    }

    /// Writes a person's four logs into `folder`: two v's drawn as checks, a check, and a
    /// straight line labelled a check.
    static func writeGroup(in folder: URL) throws {
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
    }

    @Test("Each gesture is named by its file in the group's folder, so two v's of one person with no Name are told apart")
    func namedByFile() throws {
        let folder = try OutputPathTests.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.writeGroup(in: folder)
        let group = try Dataset(contentsOf: folder)
        #expect(group.gestures.count == 4)

        let lines = EvalDetectorCommand.misses(of: group, detector: .checkmark, mode: .improved, settings: group.gestures.map { _ in nil })
        #expect(lines.filter { $0.hasPrefix("took ") }.sorted() == ["took p1/v1.xml (v)", "took p1/v2.xml (v)"])
        #expect(lines.filter { $0.hasPrefix("missed ") }.map { $0.prefix { $0 != ":" } } == ["missed p1/check2.xml"])
        #expect(lines.count == 3)
        // Judged with a setting of its own, a gesture is judged by it: no arm ratio a check's
        // second arm reaches takes neither v, and misses the check.
        let strict = DetectorSettings.checkMark(minimumArmRatio: 100)
        let settings = group.gestures.map { $0.label == "check" ? strict : nil }
        let judged = EvalDetectorCommand.misses(of: group, detector: .checkmark, mode: .improved, settings: settings)
        #expect(judged.filter { $0.hasPrefix("missed ") }.map { $0.prefix { $0 != ":" } }.sorted() == ["missed p1/check1.xml", "missed p1/check2.xml"])
        #expect(judged.filter { $0.hasPrefix("took ") }.count == 2)
        #expect(EvalDetectorCommand.missesJSON(of: group, detector: .checkmark, mode: .improved, settings: settings)
                == "[" + judged.map { "\"\($0)\"" }.joined(separator: ",") + "]")
    }

    @Test("--dataset … --misses: the report lists them under the figures, and --json gives them as the field misses")
    func reportWithDataset() throws {
        let folder = try OutputPathTests.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.writeGroup(in: folder)
        let arguments = ["eval", "detector", "checkmark", "--dataset", folder.path, "--protocol", "shipped", "--misses"]
        let text = try #require(try GestureKitCommand.parseAsRoot(arguments) as? EvalDetectorCommand)
        let (data, training) = try text.datasets.load()
        let lines = text.detectorReport(.checkmark, on: data, training: training)
        let expected = EvalDetectorCommand.misses(of: data, detector: .checkmark, mode: .improved, settings: data.gestures.map { _ in nil })
        #expect(expected.count == 3)
        #expect(Array(lines.suffix(4)) == ["misses and false positives, each gesture judged as in the figures above:"] + expected.map { "    " + $0 })
        let json = try #require(try GestureKitCommand.parseAsRoot(arguments + ["--json"]) as? EvalDetectorCommand)
        let report = json.detectorReport(.checkmark, on: data, training: training)
        #expect(report.count == 1)
        let line = try #require(report.first)
        let fields = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        #expect(fields["misses"] as? [String] == expected)
        #expect(fields["protocol"] as? String == "shipped")
        // Without --misses, no field.
        let plain = try #require(try GestureKitCommand.parseAsRoot(Array(arguments.dropLast()) + ["--json"]) as? EvalDetectorCommand)
        #expect(plain.detectorReport(.checkmark, on: data, training: training).allSatisfy { !$0.contains("\"misses\"") })
    }

    @Test("--folds-by-group --json --misses: each group's line carries its own misses; without --misses, no field")
    func foldsJSON() throws {
        let root = try OutputPathTests.scratch()
        defer { try? FileManager.default.removeItem(at: root) }
        let folders = ["a", "b"].map { root.appendingPathComponent($0) }
        for folder in folders { try Self.writeGroup(in: folder) }
        let arguments = ["eval", "detector", "checkmark", "--folds-by-group"] + folders.map(\.path) + ["--json", "--misses"]
        let command = try #require(try GestureKitCommand.parseAsRoot(arguments) as? EvalDetectorCommand)
        let groups = try command.datasets.loadGroups(command.groups)
        let folds = DetectorEvaluation.runFoldsByGroup(groups, detector: .checkmark, mode: .improved, recallFloor: 0.95,
                                                       falsePositiveBudget: 0.02, rule: .everyGroup)
        let lines = command.foldsJSON(folds, groups: groups)
        #expect(lines.count == 2)
        for (line, (fold, group)) in zip(lines, zip(folds, groups)) {
            let fields = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            let expected = EvalDetectorCommand.misses(of: group, detector: .checkmark, mode: .improved, settings: fold.result.settings)
            #expect(fields["misses"] as? [String] == expected)
            #expect(fields["group"] as? String == fold.group)
        }
        let plain = try #require(try GestureKitCommand.parseAsRoot(Array(arguments.dropLast())) as? EvalDetectorCommand)
        #expect(plain.foldsJSON(folds, groups: groups).allSatisfy { !$0.contains("\"misses\"") })
    }

    static let dollar1 = RenderCommandTests.recordings.deletingLastPathComponent().appendingPathComponent("datasets/dollar1")

    @Test("With --dataset, each gesture is judged with its own fold's setting: the misses and the false positives listed are the figures' own",
          arguments: [DetectorEvaluation.DetectorProtocol.userDependent, .shipped])
    func missesAreTheFigures(protocol: DetectorEvaluation.DetectorProtocol) throws {
        let all = try Dataset(contentsOf: Self.dollar1)
        let person = Dataset(name: "s02", gestures: all.gestures.filter { $0.subject == all.subjects.first })
        try #require(person.gestures.count == 480)
        let result = DetectorEvaluation.run(person, detector: .checkmark, mode: .improved, protocol: `protocol`)
        let lines = EvalDetectorCommand.misses(of: person, detector: .checkmark, mode: .improved, settings: result.settings)
        #expect(lines.filter { $0.hasPrefix("missed ") }.count == result.total.positives - result.total.truePositives)
        #expect(lines.filter { $0.hasPrefix("took ") }.count == result.total.falsePositives)
        if `protocol` == .userDependent {
            // Three speeds, three folds, each with its own setting for its own gestures.
            #expect(result.chosen.count == 3)
            for (gesture, setting) in zip(person.gestures, result.settings) {
                #expect(setting == result.chosen["\(gesture.subject)/\(gesture.details["speed"] ?? "")"])
            }
        } else {
            #expect(result.settings.allSatisfy { $0 == nil })
        }
    }
}
