import Foundation
import GestureKit
import Testing
@testable import GestureShapes
@testable import GestureTraces

/// The protocols of `gesturekit eval` (issue 13): who may be a template, a candidate, or
/// tuning data for whom.
@Suite("Evaluation by person")
struct EvaluationProtocolTests {
    static let mmg: [LabelledGesture] = (try? MMGPlusImporter.read(contentsOf: mmgTablet)) ?? []

    func fourPeople() throws -> [LabelledGesture] {
        let gestures = Self.mmg.filter { ["1", "2", "3", "4"].contains($0.subject) }
        try #require(gestures.count == 4 * 16 * 5)
        return gestures  // person 3 repeats 4 gestures exactly: the pool drops the repeats
    }

    @Test("Cross-subject: every held-out person's gestures are all classified, never with their own templates",
          arguments: AccuracyEvaluation.EvaluationProtocol.allCases)
    func heldOutPersonNeverInTemplatesOrTuning(protocol: AccuracyEvaluation.EvaluationProtocol) throws {
        let pool = AccuracyEvaluation.Pool(try fourPeople())
        var random = SplitMix(seed: 3)
        for subject in pool.subjects {
            for openSet in [false, true] {
                let rounds = AccuracyEvaluation.rounds(for: subject, in: pool, protocol: `protocol`, templates: 2, openSet: openSet, random: &random)
                #expect(!rounds.isEmpty)
                for round in rounds {
                    #expect(round.candidates.allSatisfy { $0.subject == subject })
                    if `protocol` == .userDependent {
                        #expect(round.templates.allSatisfy { $0.subject == subject })
                        // A candidate is never one of its own round's templates.
                        #expect(Set(round.candidates.map(\.strokes.description)).isDisjoint(with: round.templates.map(\.strokes.description)))
                    } else {
                        #expect(round.templates.allSatisfy { $0.subject != subject })
                    }
                    if `protocol` == .crossSubject { #expect(round.candidates.count == (subject == "3" ? 76 : 80)) }
                    if openSet {
                        #expect(round.leftOut.count == 4)
                        #expect(round.templates.allSatisfy { !round.leftOut.contains($0.label) })
                    } else {
                        #expect(round.leftOut.isEmpty)
                    }
                }
                // Tuning data (thresholds, shares) comes only from the other people.
                let training = AccuracyEvaluation.trainingRounds(excluding: subject, in: pool, protocol: `protocol`, templates: 2,
                                                                 openSet: openSet, random: &random)
                #expect(training.count >= 3)
                for round in training {
                    #expect(round.templates.allSatisfy { $0.subject != subject })
                    #expect(round.candidates.allSatisfy { $0.subject != subject })
                }
            }
        }
    }

    /// Behaviour, not structure: person "9" draws every class as person 1 (who then leaves
    /// the data) drew the next class. Templates from the others teach the usual shapes, so
    /// person 9 is nearly always "wrong"; had their own gestures leaked into the templates,
    /// each candidate would find its exact copies and score far higher.
    @Test("Cross-subject: a person whose gestures are copies of each other's labels scores as a stranger would")
    func leakWouldShow() throws {
        var gestures = try fourPeople()
        // Person 9: each gesture of class c is person 1's gesture of the *next* class, relabelled c.
        let labels = Array(Set(gestures.map(\.label))).sorted()
        let person1 = gestures.filter { $0.subject == "1" }
        for (index, label) in labels.enumerated() {
            let next = labels[(index + 1) % labels.count]
            for var copy in person1.filter({ $0.label == next }) {
                copy.subject = "9"
                copy.label = label
                gestures.append(copy)
            }
        }
        gestures.removeAll { $0.subject == "1" }
        let rows = AccuracyEvaluation.run(Dataset(name: "leak", gestures: gestures), matcher: .protractor, protocol: .crossSubject,
                                          templateCounts: [3], repetitions: 1, seed: 5)
        // Templates from others say "next class": person 9 is nearly always wrong.
        let nine = try #require(rows[0].bySubject["9"])
        #expect(nine.knownTrials == 80)
        #expect(nine.accuracy < 0.2)
        #expect(rows[0].accuracySummary.values.count == 4)
        // Its mistakes are recorded as what they are: mostly class c named as the next class.
        let wrong = nine.knownTrials - nine.knownCorrect - nine.knownRejected
        #expect(nine.confusions.values.reduce(0, +) == wrong)
        let asNext = labels.indices.reduce(0) { sum, index in
            sum + (nine.confusions[.init(actual: labels[index], named: labels[(index + 1) % labels.count])] ?? 0)
        }
        #expect(2 * asNext > wrong)
        // All five of person 9's "5-star"s are person 1's 6-stars, and are named so.
        let starAsNext = AccuracyEvaluation.Confusion(actual: "5-star", named: "6-star")
        #expect(nine.confusions[starAsNext] == 5)
        #expect(rows[0].subjects(confusing: starAsNext).first.map { [$0.subject: $0.count] } == ["9": 5])
        let counts = rows[0].commonestConfusions.map(\.count)
        #expect(counts == counts.sorted(by: >))
        #expect(counts.reduce(0, +) == rows[0].trials - rows[0].correct - rows[0].total.knownRejected)
    }

    @Test("A candidate counts once: right, wrongly named (as which class), rejected, or — left out of the templates — falsely accepted")
    func tallyRecordsEachOutcome() throws {
        var tally = AccuracyEvaluation.Tally()
        let star = TemplateMatch(name: "star", score: 0.8, distance: 0.25)
        tally.record("star", as: star, threshold: 0.5, isLeftOut: false)           // right
        tally.record("T", as: star, threshold: 0.5, isLeftOut: false)              // named wrong
        tally.record("T", as: star, threshold: 0.5, isLeftOut: false)
        tally.record("X", as: star, threshold: 0.9, isLeftOut: false)              // wrong, but rejected: not a confusion
        tally.record("X", as: nil, threshold: -.infinity, isLeftOut: false)        // no answer at all: rejected, even in a closed set
        tally.record("H", as: star, threshold: 0.5, isLeftOut: true)               // false accept
        tally.record("H", as: star, threshold: 0.8, isLeftOut: true)               // at the threshold: accepted
        tally.record("H", as: star, threshold: 0.8000001, isLeftOut: true)         // one step past it: rejected
        #expect(tally.knownTrials == 5 && tally.knownCorrect == 1 && tally.knownRejected == 2)
        #expect(tally.confusions == [.init(actual: "T", named: "star"): 2])
        #expect(tally.unknownTrials == 3 && tally.unknownAccepted == 2)
        let twice = tally + tally
        #expect(twice.confusions == [.init(actual: "T", named: "star"): 4])
        #expect(twice.knownTrials == 10 && twice.unknownAccepted == 4)
        // A closed set takes every answer, a score of 0 (Protractor's floor) too.
        var closed = AccuracyEvaluation.Tally()
        closed.record("star", as: TemplateMatch(name: "star", score: 0, distance: 3), threshold: -.infinity, isLeftOut: false)
        #expect(closed.knownCorrect == 1 && closed.knownRejected == 0)
    }

    @Test("Runs repeat exactly for a seed, open set and learned shares included")
    func deterministic() throws {
        let data = Dataset(name: "four", gestures: try fourPeople())
        let runs = (0..<2).map { _ in
            AccuracyEvaluation.run(data, matcher: .jackknifeQ, protocol: .crossSubject, templateCounts: [1], repetitions: 1, seed: 11, openSet: true)
        }
        #expect(runs[0][0].bySubject == runs[1][0].bySubject)
        #expect(runs[0][0].thresholds == runs[1][0].thresholds)
        #expect(runs[0][0].choices == runs[1][0].choices)
        #expect(runs[0][0].thresholds.count == 4 && runs[0][0].choices.count == 4)
        #expect(runs[0][0].total.knownTrials + runs[0][0].total.unknownTrials == 4 * 80 - 4)  // every distinct gesture, once
        #expect(runs[0][0].total.unknownTrials >= 4 * 4 * 5 - 4)  // 4 people × 4 left-out classes × 5 samples
    }

    @Test("Open set: without rejection every stranger's gesture is accepted; with the calibrated threshold most are not")
    func openSetRejects() throws {
        let data = Dataset(name: "four", gestures: try fourPeople())
        let row = AccuracyEvaluation.run(data, matcher: .q, protocol: .crossSubject, templateCounts: [3], repetitions: 1, seed: 2, openSet: true)[0]
        #expect(row.total.unknownTrials > 0)
        #expect(row.total.falseAcceptRate < 0.6)
        #expect(row.thresholds.values.allSatisfy { $0 > 0 && $0 < 1 })
        // Every known candidate is either right, wrong, or rejected — none lost.
        #expect(row.total.knownTrials + row.total.unknownTrials == 4 * 80 - 4)
    }

    @Test("Per-person summary: mean, sample standard deviation and Student's t interval")
    func subjectSummary() {
        let summary = SubjectSummary(["a": 0.9, "b": 0.8, "c": 1.0])
        #expect(abs(summary.mean - 0.9) < 1e-12)
        #expect(abs(summary.standardDeviation - 0.1) < 1e-12)
        #expect(abs(summary.halfWidth95 - 4.303 * 0.1 / 3.0.squareRoot()) < 1e-12)
        #expect(summary.worst?.subject == "b")
        #expect(SubjectSummary(["a": 0.5]).halfWidth95 == 0)
        #expect(SubjectSummary.studentT975(degreesOfFreedom: 30) == 2.042)
        #expect(abs(SubjectSummary.studentT975(degreesOfFreedom: 60) - 2.000) < 0.002)
    }
}

@Suite("Evaluation by person: people without candidates")
struct EvaluationCoverageTests {
    /// MMG+ tablet person 3 repeats gestures exactly; without the repeats, some classes have
    /// 4 samples, too few for 4 templates and a candidate. They must not count as 0%.
    @Test("A person the protocol cannot test is left out of the per-person summary, not counted as 0%")
    func personWithoutCandidates() throws {
        let gestures = EvaluationProtocolTests.mmg.filter { ["2", "3"].contains($0.subject) }
        let row = AccuracyEvaluation.run(Dataset(name: "two", gestures: gestures), matcher: .protractor, protocol: .userDependent,
                                         templateCounts: [4], repetitions: 1, seed: 1)[0]
        #expect(row.bySubject["3"]?.knownTrials == 0)
        #expect(row.accuracySummary.values.keys.sorted() == ["2"])
        #expect(row.accuracySummary.mean == row.bySubject["2"]?.accuracy)
        // And the row says why, for the report: the classes short of T + 1, with their counts.
        #expect(row.untested == ["3": ["D has 4, arrowhead has 4, null has 3 distinct gesture(s), 5 needed (T templates and a candidate)"]])
    }

    @Test("A user-dependent group is tested only with every class at T + 1 distinct gestures and two classes at least; else it says why")
    func untestedGroups() throws {
        func gesture(_ label: String, _ subject: String, _ speed: String, _ n: Int) -> LabelledGesture {
            // Distinct strokes (by speed too): the pool drops a person's exact repeats.
            LabelledGesture(label: label, subject: subject, details: ["speed": speed],
                            strokes: [[StrokePoint(x: 0, y: 0, time: nil), StrokePoint(x: Double(n + 1), y: speed == "fast" ? 20 : 9, time: nil)]])
        }
        var gestures: [LabelledGesture] = []
        for n in 0..<3 { gestures += [gesture("a", "1", "slow", n), gesture("b", "1", "slow", n), gesture("a", "1", "fast", n)] }
        gestures += [gesture("b", "1", "fast", 0), gesture("b", "1", "fast", 1)]  // 2 of b when fast: T = 2 needs 3
        for n in 0..<3 { gestures.append(gesture("a", "2", "", n)) }  // one class only
        let pool = AccuracyEvaluation.Pool(gestures)
        #expect(AccuracyEvaluation.untestedGroups(of: "1", in: pool, templates: 1).isEmpty)
        #expect(AccuracyEvaluation.untestedGroups(of: "1", in: pool, templates: 2)
                == ["speed fast: b has 2 distinct gesture(s), 3 needed (T templates and a candidate)"])
        #expect(AccuracyEvaluation.untestedGroups(of: "2", in: pool, templates: 1) == ["one class only (a): nothing to tell it from"])
        var random = SplitMix(seed: 1)
        #expect(AccuracyEvaluation.rounds(for: "1", in: pool, protocol: .userDependent, templates: 2, openSet: false, random: &random).count == 1)
        #expect(AccuracyEvaluation.rounds(for: "2", in: pool, protocol: .userDependent, templates: 1, openSet: false, random: &random).isEmpty)
        let row = AccuracyEvaluation.run(Dataset(name: "d", gestures: gestures), matcher: .protractor, protocol: .userDependent,
                                         templateCounts: [2], repetitions: 1, seed: 1)[0]
        // Person 2's one-class group would be right every time: no 100% counted for them.
        #expect(row.accuracySummary.values.keys.sorted() == ["1"] && row.untested.keys.sorted() == ["1", "2"])
    }

    @Test("A threshold or shares learned from no one (no other person testable) is marked, not passed off as learned")
    func learnedFromNoOne() throws {
        func gesture(_ label: String, _ subject: String, _ n: Int) -> LabelledGesture {
            LabelledGesture(label: label, subject: subject, details: [:],
                            strokes: [[StrokePoint(x: 0, y: 0, time: nil), StrokePoint(x: Double(n + 1), y: label == "a" ? 9 : -9, time: nil)]])
        }
        // Person A: three of each class; person B: one of each, never testable at T = 1.
        var gestures = (0..<3).flatMap { [gesture("a", "A", $0), gesture("b", "A", $0)] }
        gestures += [gesture("a", "B", 7), gesture("b", "B", 7)]
        let data = Dataset(name: "two", gestures: gestures)
        for matcher in [AccuracyEvaluation.Matcher.jackknife, .jackknifeQ] {
            let row = AccuracyEvaluation.run(data, matcher: matcher, protocol: .userDependent, templateCounts: [1], repetitions: 1, seed: 1,
                                             openSet: matcher == .jackknife)[0]
            #expect(row.learnedFromNoOne == ["A"], "\(matcher)")  // B's tuning has A to learn from
        }
        // With a third person like A, A's tuning has someone: nothing is marked.
        let three = Dataset(name: "three", gestures: gestures + (0..<3).flatMap { [gesture("a", "C", $0 + 3), gesture("b", "C", $0 + 3)] })
        #expect(AccuracyEvaluation.run(three, matcher: .jackknifeQ, protocol: .userDependent, templateCounts: [1], repetitions: 1,
                                       seed: 1, openSet: true)[0].learnedFromNoOne.isEmpty)
    }
}

@Suite("Detectors by person")
struct DetectorFoldTests {
    /// The $1 logs' gestures, read once for the whole run by `SharedData`; none when they
    /// cannot be read, which each test's count check then reports.
    static var gestures: [LabelledGesture] { (try? SharedData.dollarOne.get().gestures) ?? [] }

    @Test("A fold tunes only on gestures it does not report: other people (cross-subject), the person's other speeds (user-dependent)")
    func foldsKeepTheHeldOutApart() throws {
        try #require(Self.gestures.count == 2880)
        let crossSubject = DetectorEvaluation.Fold(subject: "2", speed: nil)
        let userDependent = DetectorEvaluation.Fold(subject: "2", speed: "fast")
        for gesture in Self.gestures {
            #expect(!(crossSubject.trains(gesture) && crossSubject.tests(gesture)))
            #expect(crossSubject.tests(gesture) == (gesture.subject == "2"))
            #expect(crossSubject.trains(gesture) == (gesture.subject != "2"))
            #expect(!(userDependent.trains(gesture) && userDependent.tests(gesture)))
            if userDependent.trains(gesture) { #expect(gesture.subject == "2" && gesture.details["speed"] != "fast") }
        }
    }

    @Test("Improved mode chooses its parameter once per fold; the seed is never tuned; every gesture is judged once")
    func tuning() throws {
        let data = Dataset(name: "dollar1", gestures: Self.gestures)
        let improved = DetectorEvaluation.run(data, detector: .checkmark, mode: .improved, protocol: .crossSubject)
        #expect(improved.chosen.count == 6)
        #expect(improved.chosen.values.allSatisfy { DetectorEvaluation.Detector.checkmark.tuningOptions.contains($0) })
        #expect(improved.total.positives == 180 && improved.total.negatives == 2700)
        // Each gesture's setting is its fold's: what --misses judges it with.
        #expect(improved.settings == data.gestures.map { improved.chosen[$0.subject] })
        let seed = DetectorEvaluation.run(data, detector: .checkmark, mode: .seed, protocol: .userDependent)
        #expect(seed.chosen.isEmpty)
        #expect(seed.settings.count == data.gestures.count && seed.settings.allSatisfy { $0 == nil })
        #expect(seed.total == DetectorEvaluation.run(data, detector: .checkmark, mode: .seed))
    }

    @Test("Shipped: nothing is chosen, and each person is judged by the detector's own defaults, improved or seed")
    func shipped() throws {
        // Two writers keep the replays few; the defaults are the same whoever is judged.
        let data = Dataset(name: "dollar1", gestures: Self.gestures.filter { ["2", "5"].contains($0.subject) })
        try #require(data.gestures.count == 960)
        for detector in DetectorEvaluation.Detector.allCases {
            for mode in [DetectorEvaluation.Mode.improved, .seed] {
                let shipped = DetectorEvaluation.run(data, detector: detector, mode: mode, protocol: .shipped)
                #expect(shipped.chosen.isEmpty)
                #expect(shipped.settings.count == data.gestures.count && shipped.settings.allSatisfy { $0 == nil })
                #expect(shipped.total == DetectorEvaluation.run(data, detector: detector, mode: mode))
                for subject in data.subjects {
                    let own = Dataset(name: subject, gestures: data.gestures.filter { $0.subject == subject })
                    #expect(shipped.bySubject[subject] == DetectorEvaluation.run(own, detector: detector, mode: mode))
                }
            }
        }
        // Tuned, by contrast, the improved check mark chooses a setting for each person.
        let tuned = DetectorEvaluation.run(data, detector: .checkmark, mode: .improved, protocol: .crossSubject)
        #expect(tuned.chosen.count == 2)
    }

    @Test("Judging the check mark's kept stroke again with each setting equals replaying it with that setting")
    func rejudgingEqualsReplay() throws {
        let options = DetectorEvaluation.Detector.checkmark.tuningOptions
        let sampled = [options[0], options[6], options[10], options[20]]
        for gesture in Self.gestures where gesture.subject == "2" && ["check", "v", "rectangle", "caret"].contains(gesture.label) {
            let rejudged = DetectorEvaluation.detectsImproved(gesture, detector: .checkmark, with: sampled)
            for (option, verdict) in zip(sampled, rejudged) {
                let check = CheckMarkGestureRecognizer(mode: .improved)
                option.apply(to: check)
                #expect(DetectorEvaluation.replay(gesture, through: check) == verdict, "\(gesture.label) \(option)")
            }
        }
    }

    @Test("Typed settings reach only the detector they belong to, in its units")
    func settingsApply() {
        let circle = CircleGestureRecognizer(mode: .improved), check = CheckMarkGestureRecognizer(mode: .improved)
        let turn = DetectorSettings.circle(maximumCornerTurn: 75)
        turn.apply(to: circle)
        turn.apply(to: check)
        #expect(abs(circle.maximumCornerTurn - 75 * Trigonometry.pi / 180) < 1e-12)
        DetectorSettings.checkMark(minimumArmRatio: 1.4).apply(to: check)
        #expect(check.minimumArmRatio == 1.4 && check.maximumCornerAngle == 135 && check.maximumArmCurvature == 1.3)
        #expect(check.maximumAngle == 135)  // the seed's window is untouched
        let ratios = DetectorEvaluation.Detector.checkmark.tuningOptions.map(\.description)
        #expect(ratios.count == 21 && ratios.first == "minimumArmRatio 1" && ratios[3] == "minimumArmRatio 1.15" && ratios.last == "minimumArmRatio 2")
        let turns = DetectorEvaluation.Detector.circle.tuningOptions.map(\.description)
        #expect(turns.count == 9 && turns.first == "maximumCornerTurn 60°" && turns[1] == "maximumCornerTurn 67.5°"
                && turns.last == "maximumCornerTurn 120°")
    }

    @Test("The tuning rule: the middle of the longest run of settings under which every training person meets the target")
    func chooseSetting() {
        func person(_ tp: Int, _ fp: Int, positives: Int = 30) -> DetectorEvaluation.Result {
            var r = DetectorEvaluation.Result()
            (r.truePositives, r.positives, r.falsePositives, r.negatives) = (tp, positives, fp, 450)
            return r
        }
        let good = person(30, 0)
        // Acceptable: recall ≥ 95% (29 of 30 is 96.7%, 28 is 93.3%) and false positives ≤ 1% (4 of 450 is 0.89%, 5 is 1.11%).
        let settings: [[String: DetectorEvaluation.Result]] = [
            ["a": person(30, 5), "b": good],  // a's false positives over the budget
            ["a": person(30, 4), "b": good],  // 1 …
            ["a": good, "b": person(29, 0)],  // 2
            ["a": good, "b": good],  // 3
            ["a": good, "b": person(29, 0)],  // … 4
            ["a": good, "b": person(28, 0)],  // b's recall under the floor
            ["a": good, "b": good],  // a run of one
        ]
        #expect(DetectorEvaluation.chooseSetting(settings, recallFloor: 0.95, budget: 0.01) == 2)  // (1 + 4) / 2, the lower middle
        #expect(DetectorEvaluation.chooseSetting(Array(settings.prefix(4)), recallFloor: 0.95, budget: 0.01) == 2)  // 1…3
        #expect(DetectorEvaluation.chooseSetting(Array(settings.prefix(5)), recallFloor: 0.95, budget: 0.01) == 2)  // 1…4
        // A person who never drew the class does not hold recall back.
        #expect(DetectorEvaluation.chooseSetting([["a": person(0, 0, positives: 0)], ["a": person(0, 9, positives: 0)]],
                                                recallFloor: 0.95, budget: 0.01) == 0)
        // Nothing acceptable: the most recall within the budget on everyone's counts together.
        let none: [[String: DetectorEvaluation.Result]] = [
            ["a": person(20, 0), "b": person(30, 9)],  // 50 of 60, 9 of 900
            ["a": person(25, 0), "b": person(30, 9)],  // 55 of 60, 9 of 900: chosen
            ["a": person(30, 0), "b": person(30, 10)],  // 60 of 60, 10 of 900: over 1%
        ]
        #expect(DetectorEvaluation.chooseSetting(none, recallFloor: 0.95, budget: 0.01) == 1)
        #expect(DetectorEvaluation.longestRun([]) == nil && DetectorEvaluation.longestRun([false, false]) == nil)
        #expect(DetectorEvaluation.longestRun([true, false, true, true]) == 2...3)
        #expect(DetectorEvaluation.longestRun([true, true, false, true, true]) == 0...1)  // the first of equals
    }

    @Test("The held-out person's gestures cannot change their fold's choice")
    func heldOutPersonIsNotConsulted() throws {
        let three = Self.gestures.filter { ["2", "3", "5"].contains($0.subject) }
        try #require(three.count == 1440)
        // Writer 5's checks and v's swap labels: any use of them in writer 5's own fold would show.
        let swapped = three.map { gesture -> LabelledGesture in
            guard gesture.subject == "5", ["check", "v"].contains(gesture.label) else { return gesture }
            var copy = gesture
            copy.label = gesture.label == "check" ? "v" : "check"
            return copy
        }
        let original = DetectorEvaluation.run(Dataset(name: "three", gestures: three), detector: .checkmark, mode: .improved, protocol: .crossSubject)
        let changed = DetectorEvaluation.run(Dataset(name: "three", gestures: swapped), detector: .checkmark, mode: .improved, protocol: .crossSubject)
        #expect(original.chosen["5"] == changed.chosen["5"])
        #expect(original.bySubject["5"] != changed.bySubject["5"])  // while what is reported of writer 5 does change
        #expect(original.chosen["2"] != changed.chosen["2"])  // and writer 2's fold, which trains on writer 5, does consult them
    }

    @Test("The tuning rule: most recall within the false-positive budget, then fewest false positives, else fewest false positives; ties to the first")
    func bestValue() {
        func result(_ tp: Int, _ fp: Int) -> DetectorEvaluation.Result {
            var r = DetectorEvaluation.Result()
            (r.truePositives, r.positives, r.falsePositives, r.negatives) = (tp, 100, fp, 1000)
            return r
        }
        #expect(DetectorEvaluation.bestValue([result(90, 5), result(95, 10), result(99, 11)], budget: 0.01) == 1)  // 10/1000 is within 1%
        #expect(DetectorEvaluation.bestValue([result(90, 50), result(95, 30), result(99, 30)], budget: 0.01) == 1)
        #expect(DetectorEvaluation.bestValue([result(95, 1), result(95, 0)], budget: 0.01) == 1)  // same recall, fewer false positives
        #expect(DetectorEvaluation.bestValue([result(95, 1), result(95, 1)], budget: 0.01) == 0)
    }
}
