import Testing
import GestureTraces
@testable import gesturekit

/// `gesturekit eval templates --templates`: counts, or "all" where the templates come from other people.
@Suite("eval templates: --templates all")
struct EvalTemplatesCommandTests {
    @Test("\"all\" is taken across groups and across people, refused user-dependent; other words and 0 are refused")
    func allTemplates() throws {
        for accepted in [["--train", "t", "--templates", "1,all"], ["--protocol", "cross-subject", "--templates", "all"],
                         ["--protocol", "user-independent", "--templates", "9, all"]] {
            #expect(throws: Never.self) {
                try GestureKitCommand.parseAsRoot(["eval", "templates", "--dataset", "d", "--recognizer", "jackknife+q"] + accepted)
            }
        }
        for refused in [["--templates", "all"], ["--protocol", "user-dependent", "--templates", "1,all"], ["--train", "t", "--templates", "every"],
                        ["--train", "t", "--templates", "0"]] {
            #expect(throws: (any Error).self) {
                try GestureKitCommand.parseAsRoot(["eval", "templates", "--dataset", "d", "--recognizer", "jackknife+q"] + refused)
            }
        }
    }
}

/// `gesturekit eval templates --decision`: its settings are chosen by holding each training collection out.
@Suite("eval templates: --decision")
struct EvalTemplatesDecisionTests {
    @Test("Taken with two --train collections or more and --templates all; refused otherwise, and with --open-set or an unknown name")
    func decision() throws {
        let base = ["eval", "templates", "--dataset", "d", "--recognizer", "jackknife+q"]
        for accepted in [["--decision", "vote"], ["--decision", "edited"], ["--decision", "nearest"]] {
            #expect(throws: Never.self) {
                try GestureKitCommand.parseAsRoot(base + ["--train", "a", "--train", "b", "--templates", "all"] + accepted)
            }
        }
        for refused in [["--train", "a", "--templates", "all", "--decision", "vote"],
                        ["--train", "a", "--train", "b", "--templates", "1,all", "--decision", "vote"],
                        ["--train", "a", "--train", "b", "--templates", "all", "--decision", "vote", "--open-set"],
                        ["--train", "a", "--train", "b", "--templates", "all", "--decision", "knn"],
                        ["--protocol", "cross-subject", "--templates", "all", "--decision", "vote"],
                        ["--train", "a", "--train", "b", "--templates", "all", "--decision", "vote", "--selection", "condensed"],
                        ["--train", "a", "--train", "b", "--templates", "all", "--decision", "vote", "--selection", "medoids"]] {
            #expect(throws: (any Error).self) { try GestureKitCommand.parseAsRoot(base + refused) }
        }
    }
}

@Suite("eval templates: --selection condensed")
struct EvalTemplatesCondensedTests {
    @Test("Taken across groups with --templates all; refused with counts, --open-set, without --train, and by eval rejection")
    func validation() throws {
        let base = ["eval", "templates", "--dataset", "d", "--recognizer", "jackknife+q", "--selection", "condensed"]
        #expect(throws: Never.self) { try GestureKitCommand.parseAsRoot(base + ["--train", "a", "--templates", "all"]) }
        for refused in [["--train", "a", "--templates", "9"], ["--train", "a", "--templates", "1,all"],
                        ["--train", "a", "--templates", "all", "--open-set"], ["--protocol", "cross-subject", "--templates", "all"]] {
            #expect(throws: (any Error).self, "\(refused)") { try GestureKitCommand.parseAsRoot(base + refused) }
        }
        #expect(throws: (any Error).self) {
            try GestureKitCommand.parseAsRoot(["eval", "rejection", "--dataset", "d", "--train", "t", "--train", "u", "--selection", "condensed"])
        }
    }

    @Test("The JSON line says how many templates condensing kept, and only when it ran")
    func jsonField() throws {
        let command = try #require(try GestureKitCommand.parseAsRoot(
            ["eval", "templates", "--dataset", "d", "--train", "a", "--recognizer", "jackknife+q", "--templates", "all", "--selection", "condensed"])
            as? EvalTemplatesCommand)
        let data = EvalTemplatesTableTests.dataset
        let rows = [TemplateSelection.condensed, .random].map {
            AccuracyEvaluation.run(test: data, training: data, matcher: .jackknife, templateCounts: [AccuracyEvaluation.allTemplates],
                                   repetitions: 1, seed: 1, selection: $0)[0]
        }
        // One group: four orders, no inner scores; two classes told apart keep one to four (one per order) of each class's three.
        let condensing = try #require(rows[0].condensing)
        #expect(condensing.templates >= 2 && condensing.trainingGestures == 6 && condensing.orders == 4)
        let line = command.jsonLine(rows[0], recognizer: .jackknife, training: nil, untrained: [])
        #expect(line.contains("\"condensedTemplates\":\(condensing.templates),\"condensingOrders\":4,\"condensingInnerScores\":{}"))
        #expect(rows[1].condensing == nil)
        #expect(!command.jsonLine(rows[1], recognizer: .jackknife, training: nil, untrained: []).contains("condens"))
    }
}

@Suite("--templates lists")
struct TemplateCountsTests {
    @Test("Positive whole numbers, \"all\" only where allowed; anything else refuses the whole list")
    func parse() {
        #expect(TemplateCounts.parse("1, 3,9", allowingAll: false) == [1, 3, 9])
        #expect(TemplateCounts.parse("1,,2", allowingAll: false) == [1, 2])  // an empty field is skipped
        #expect(TemplateCounts.parse("1,all", allowingAll: true) == [1, AccuracyEvaluation.allTemplates])
        #expect(TemplateCounts.parse("1,all", allowingAll: false) == nil)
        for refused in ["", "0", "1,-2", "two", "1.5", "9223372036854775807", "1,99999999999999999999"] {
            #expect(TemplateCounts.parse(refused, allowingAll: true) == nil, "\(refused)")
        }
    }
}

/// `gesturekit eval templates`'s table rows: a row without trials was printed as an accuracy of
/// 0.00%, and a T of four digits ran into the accuracy ("10000.00%" for T 1000 and 0.00%).
@Suite("eval templates: the table")
struct EvalTemplatesTableTests {
    /// One person, two classes of three gestures each: enough for T = 1, not for T = 1000.
    static let dataset = Dataset(name: "small", gestures: (0..<6).map { index in
        let up = index < 3
        let points = (0..<8).map { step in
            StrokePoint(x: Double(step * 10 + index), y: up ? Double(-step * 10) : Double(step * step), time: Double(step) * 0.01)
        }
        return LabelledGesture(label: up ? "line" : "curve", subject: "1", details: [:], strokes: [points])
    })

    @Test("T 1000 with no trials: '-' and a reason, not 0.00%; T 1: an accuracy, a space after T")
    func rows() throws {
        let command = try #require(try GestureKitCommand.parseAsRoot(
            ["eval", "templates", "--dataset", "d", "--recognizer", "protractor", "--templates", "1,1000", "--repetitions", "1"]) as? EvalTemplatesCommand)
        let rows = AccuracyEvaluation.run(Self.dataset, matcher: .protractor, protocol: .userDependent, templateCounts: [1, 1000],
                                          repetitions: 1, seed: 1)
        #expect(rows.map(\.templates) == [1, 1000] && rows[0].trials > 0 && rows[1].trials == 0)
        let none = command.tableLine(rows[1], noTrials: "why")
        #expect(none.hasPrefix("1000 -"))
        #expect(!none.contains("%"))
        #expect(none.hasSuffix("0   no trials: why"))
        let some = command.tableLine(rows[0], noTrials: "why")
        #expect(some.hasPrefix("1   ") && some.contains("%"))
        // The accuracy begins in the header's column, under "accuracy".
        #expect(some.dropFirst(4).first?.isNumber == true)
        // JSON: nothing classified has no accuracy (null, which a script cannot take for 0%), and who was not tested, why.
        let json = command.jsonLine(rows[1], recognizer: .protractor, training: nil, untrained: [])
        #expect(json.contains("\"trials\":0,\"accuracy\":null,\"meanAccuracyOfPeople\":null,\"halfWidth95\":null,\"standardDeviation\":null"))
        #expect(json.contains("\"untested\":{\"1\":[\"curve has 3, line has 3 distinct gesture(s), 1001 needed (T templates and a candidate)\"]}"))
        #expect(command.jsonLine(rows[0], recognizer: .protractor, training: nil, untrained: []).contains("\"accuracy\":1.0"))
    }

    @Test("A worst person's long name pushes the columns after it, never runs into the pooled figure")
    func longName() throws {
        let command = try #require(try GestureKitCommand.parseAsRoot(
            ["eval", "templates", "--dataset", "d", "--recognizer", "protractor", "--templates", "1", "--repetitions", "1"]) as? EvalTemplatesCommand)
        let renamed = Dataset(name: "long", gestures: Self.dataset.gestures.map { gesture in
            var gesture = gesture
            gesture.subject = "participant-01-left-handed"
            return gesture
        })
        let row = AccuracyEvaluation.run(renamed, matcher: .protractor, protocol: .userDependent, templateCounts: [1], repetitions: 1, seed: 1)[0]
        #expect(command.tableLine(row, noTrials: "").contains("participant-01-left-handed 100.00% 100.00%"))
    }
}

/// `--train` refuses a test gesture copied into a training collection, by where it was drawn:
/// a copy whose times were rewritten (from 0, or as a counter) slipped through when times counted.
@Suite("eval templates: copies of test gestures in --train")
struct TrainingCopyTests {
    @Test("A copy is found whatever its times, and named by both files; gestures drawn elsewhere are not copies")
    func copiesByPlace() {
        let test = EvalTemplatesTableTests.dataset.gestures.enumerated().map { index, gesture in
            var named = gesture
            named.details["file"] = "p1/g\(index).xml"
            return named
        }
        var retimed = test[2]
        retimed.strokes = retimed.strokes.map { stroke in stroke.enumerated().map { StrokePoint(x: $1.location.x, y: $1.location.y, time: Double($0)) } }
        retimed.details["file"] = "s9/copy.xml"
        var moved = test[3]
        moved.strokes = moved.strokes.map { stroke in stroke.map { StrokePoint(x: $0.location.x + 0.5, y: $0.location.y, time: $0.time) } }
        let training = Dataset(merging: [Dataset(name: "other", gestures: [retimed, moved])])
        #expect(EvalDataOptions.copies(of: Dataset(name: "mine", gestures: test), in: training) == ["mine/p1/g2.xml is other/s9/copy.xml"])
    }
}

/// The open-set threshold and the combination's shares are learned by holding people out:
/// with too few, the threshold was 0 (every stranger accepted) and printed as calibrated.
@Suite("eval templates: people to learn from")
struct TuningPeopleTests {
    static func people(_ count: Int) -> Dataset {
        Dataset(name: "d", gestures: (0..<count).flatMap { person in
            EvalTemplatesTableTests.dataset.gestures.map { gesture in
                var gesture = gesture
                gesture.subject = "p\(person)"
                return gesture
            }
        })
    }

    static func command(_ extra: [String]) throws -> EvalTemplatesCommand {
        try #require(try GestureKitCommand.parseAsRoot(["eval", "templates", "--dataset", "d", "--recognizer", "jackknife+q"] + extra)
            as? EvalTemplatesCommand)
    }

    @Test("--open-set is refused with one training person, or two people across people; shares fall back to the default, said so")
    func tooFewPeople() throws {
        let openAcross = try Self.command(["--open-set", "--protocol", "cross-subject"])
        #expect(throws: CommandFailure.self) { try openAcross.checkTuningPeople(Self.people(2), training: nil) }
        #expect(throws: Never.self) { try openAcross.checkTuningPeople(Self.people(3), training: nil) }
        let openOwn = try Self.command(["--open-set", "--protocol", "user-dependent"])
        #expect(throws: CommandFailure.self) { try openOwn.checkTuningPeople(Self.people(1), training: nil) }
        #expect(throws: Never.self) { try openOwn.checkTuningPeople(Self.people(2), training: nil) }
        let openGroups = try Self.command(["--open-set", "--train", "t"])
        #expect(throws: CommandFailure.self) { try openGroups.checkTuningPeople(Self.people(3), training: Self.people(1)) }
        #expect(throws: Never.self) { try openGroups.checkTuningPeople(Self.people(1), training: Self.people(2)) }
        // Closed set: nothing refused; the shares are the default, and the report says they were not learned.
        let closed = try Self.command(["--train", "t"])
        #expect(throws: Never.self) { try closed.checkTuningPeople(Self.people(1), training: Self.people(1)) }
        #expect(!closed.hasTuningPeople(Self.people(1), training: Self.people(1)))
    }

    @Test("An open-set row is refused for a tested person calibrated on no one, not for people no row tested")
    func refusedOnlyForTestedPeople() throws {
        let open = try Self.command(["--open-set", "--protocol", "user-dependent", "--templates", "1,10"])
        // Three people of two classes, three gestures each: T = 1 calibrates on the others; T = 10 tests no one.
        let rows = AccuracyEvaluation.run(Self.people(3), matcher: .jackknife, protocol: .userDependent, templateCounts: [1, 10],
                                          repetitions: 1, seed: 1, openSet: true)
        #expect(rows[1].trials == 0 && rows[1].learnedFromNoOne.count == 3)
        #expect(throws: Never.self) { try open.checkCalibrated(rows) }
        var marked = rows[0]
        marked.learnedFromNoOne = ["p1"]
        #expect(throws: CommandFailure.self) { try open.checkCalibrated([marked]) }
    }
}
