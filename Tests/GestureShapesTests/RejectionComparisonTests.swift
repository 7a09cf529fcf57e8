import Foundation
import GestureKit
import Testing
@testable import GestureShapes
@testable import GestureTraces

/// Issue 28, point 5: rejection designs compared across groups. Every design is calibrated on
/// the training collections alone, by group; the test gestures are only classified.
@Suite("Rejection across groups")
struct RejectionComparisonTests {
    typealias Fixture = CrossGroupEvaluationTests

    static let training = Dataset(merging: [
        Fixture.collection("north", people: ["1", "2"], classes: ["line", "vee", "ell", "zed"], samples: 3, shift: 0),
        Fixture.collection("south", people: ["1"], classes: ["line", "vee", "ell", "zed"], samples: 3, shift: 0),
        Fixture.collection("west", people: ["1"], classes: ["line", "vee", "ell", "zed"], samples: 3, shift: 0),
    ])

    @Test("No test gesture reaches a template or a calibration; each is measured once per repetition", arguments: TemplateSelection.allCases)
    func noTestGestureCalibrates(selection: TemplateSelection) throws {
        let testSamples = Set(Fixture.test.gestures.map(\.sample)), trainingSamples = Set(Self.training.gestures.map(\.sample))
        try #require(testSamples.isDisjoint(with: trainingSamples))
        let log = MatcherLog()
        let outcomes = RejectionComparison.run(test: Fixture.test, training: Self.training, matchers: Fixture.recording(log), templates: 1,
                                               repetitions: 2, seed: 3, selection: selection)
        let entries = log.entries
        #expect(!entries.learned.isEmpty && Set(entries.learned).isSubset(of: trainingSamples))
        #expect(Set(entries.classified.filter { !testSamples.contains($0) }).isSubset(of: trainingSamples))
        // Observed (classified, and their distances to every class measured) once per repetition, never more.
        let classified = Dictionary(grouping: entries.classified.filter(testSamples.contains), by: { $0 }).mapValues(\.count)
        #expect(classified.count == testSamples.count && Set(classified.values) == [2])
        let measured = Dictionary(grouping: entries.measured.filter(testSamples.contains), by: { $0 }).mapValues(\.count)
        #expect(measured.count == testSamples.count && Set(measured.values) == [2])
        #expect(outcomes.keys.sorted() == RejectionDesign.allCases)
        for outcome in outcomes.values {
            #expect(outcome.bySubject.keys.sorted() == ["a", "b"])
            let total = outcome.bySubject.values.reduce(0) { $0 + $1.knownTrials + $1.unknownTrials }
            #expect(total == Fixture.test.gestures.count * 2)
        }
    }

    @Test("Calibration by groups holds each training collection out: each of its gestures observed once per repetition, with templates of the others only")
    func calibrationHoldsGroupsOut() {
        let pool = AccuracyEvaluation.Pool(Self.training.gestures)
        var random = SplitMix(seed: 1)
        let log = MatcherLog()
        let make: () -> any TemplateMatching = { RecordingMatcher(inner: JackknifeRecognizer(), log: log) }
        let observations = RejectionComparison.groupObservations(pool, make: make, templates: 1, repetitions: 3, selection: .medoids,
                                                                 random: &random)
        #expect(observations.count == Self.training.gestures.count * 3)
        // A quarter of the four classes (one) is left out of each round: a quarter of the observations are unknown.
        #expect(observations.count(where: { !$0.isKnownClass }) == Self.training.gestures.count * 3 / 4)
        #expect(RejectionComparison.group(of: "north/1") == "north" && RejectionComparison.group(of: "alone") == "alone")
        // One group alone cannot be held out: nothing to calibrate on.
        let one = AccuracyEvaluation.Pool(Self.training.gestures.filter { $0.subject.hasPrefix("north/") })
        #expect(RejectionComparison.groupObservations(one, make: make, templates: 1, repetitions: 1, selection: .random, random: &random).isEmpty)
    }

    @Test("The score-only calibration gives the full observations' trials; with --templates all, every gesture of the other groups is a template")
    func groupTrialsAreTheObservationsScores() {
        let pool = AccuracyEvaluation.Pool(Self.training.gestures)
        let make: () -> any TemplateMatching = { JackknifeRecognizer() }
        for selection in TemplateSelection.allCases {
            var first = SplitMix(seed: 5), second = SplitMix(seed: 5)
            let observed = RejectionComparison.groupObservations(pool, make: make, templates: 1, repetitions: 2, selection: selection, random: &first)
            let trials = RejectionComparison.groupTrials(pool, make: make, templates: 1, repetitions: 2, selection: selection, random: &second)
            #expect(!trials.isEmpty && trials == observed.map(\.trial))
        }
        let log = MatcherLog()
        var random = SplitMix(seed: 5)
        let trials = RejectionComparison.groupTrials(pool, make: { RecordingMatcher(inner: JackknifeRecognizer(), log: log) },
                                                     templates: AccuracyEvaluation.allTemplates, repetitions: 1, selection: .medoids, random: &random)
        #expect(trials.count == Self.training.gestures.count && trials.count(where: { !$0.isKnownClass }) == Self.training.gestures.count / 4)
        // north (24 gestures) held out: south's and west's 24 are the templates, less the left-out class's quarter: 18; south or west
        // held out: the other 36, less a quarter: 27 each.
        #expect(log.entries.learned.count == 18 + 27 + 27)
        #expect(log.entries.classified.count == Self.training.gestures.count)
    }

    static func observation(_ label: String, known: Bool, named: String, best: Double, second: Double) -> RejectionComparison.Observation {
        RejectionComparison.Observation(label: label, isKnownClass: known, named: named, score: 1 / (1 + best), best: best, second: second,
                                        spread: 1)
    }

    @Test("The margin rejects what is nearly as near another class, whatever the distance's size")
    func margin() {
        // Known gestures are far from their class but much nearer it than the next; strangers near two classes alike.
        let known = (0..<30).map { Self.observation("a", known: true, named: "a", best: 4 + Double($0) / 10, second: 20) }
        let strangers = (0..<30).map { Self.observation("z", known: false, named: "a", best: 2 + Double($0) / 10, second: 2.5 + Double($0) / 10) }
        let margin = Rejector.calibrated(.margin, on: known + strangers)
        #expect(known.allSatisfy(margin.accepts) && !strangers.contains(where: margin.accepts))
        // The best distance alone cannot: the strangers are nearer than any known gesture.
        let score = Rejector.calibrated(.scoreByGroups, on: known + strangers)
        #expect(strangers.contains(where: score.accepts) || !known.allSatisfy(score.accepts))
        #expect(margin.value(Self.observation("a", known: true, named: "a", best: 1, second: .infinity)) == 1)
    }

    @Test("A threshold per class only where the class has 20 calibration trials of each kind; the others share one")
    func perClass() {
        let a = (0..<20).map { _ in Self.observation("a", known: true, named: "a", best: 1, second: 9) }
            + (0..<20).map { _ in Self.observation("z", known: false, named: "a", best: 3, second: 9) }
        let b = (0..<19).map { _ in Self.observation("b", known: true, named: "b", best: 5, second: 9) }
            + (0..<19).map { _ in Self.observation("z", known: false, named: "b", best: 7, second: 9) }
        let rejector = Rejector.calibrated(.scorePerClass, on: a + b)
        #expect(rejector.perClass.keys.sorted() == ["a"])
        // Class a's own cut lies between 1/(1+1) and 1/(1+3).
        #expect(rejector.perClass["a"]! > 0.25 && rejector.perClass["a"]! < 0.5)
    }

    @Test("The learned rejector separates what its features separate")
    func learned() {
        let known = (0..<40).map { Self.observation("a", known: true, named: "a", best: 1 + Double($0 % 5) / 10, second: 6) }
        let strangers = (0..<40).map { Self.observation("z", known: false, named: "a", best: 4 + Double($0 % 5) / 10, second: 5) }
        let rejector = Rejector.calibrated(.learned, on: known + strangers)
        #expect(known.allSatisfy(rejector.accepts) && !strangers.contains(where: rejector.accepts))
    }
}

@Suite("Rejection thresholds per class")
struct RejectionThresholdsPerClassTests {
    @Test("Each well-calibrated class gets its own cut; the rest, and trials without a name, the shared one")
    func perClass() {
        let near = (0..<25).map { _ in RejectionCalibration.Trial(score: 0.9, isKnownClass: true, isCorrect: true, named: "near") }
            + (0..<25).map { _ in RejectionCalibration.Trial(score: 0.7, isKnownClass: false, isCorrect: false, named: "near") }
        let far = (0..<25).map { _ in RejectionCalibration.Trial(score: 0.4, isKnownClass: true, isCorrect: true, named: "far") }
            + (0..<25).map { _ in RejectionCalibration.Trial(score: 0.2, isKnownClass: false, isCorrect: false, named: "far") }
        let thin = [RejectionCalibration.Trial(score: 0.5, isKnownClass: true, isCorrect: true, named: "thin")]
        let thresholds = RejectionCalibration.thresholdsPerClass(for: near + far + thin)
        #expect(thresholds.byClass == ["near": 0.8, "far": 0.30000000000000004])
        #expect(thresholds.shared == RejectionCalibration.threshold(for: near + far + thin))
        #expect(thresholds.threshold(for: "thin") == thresholds.shared)
        // One threshold for all cannot keep every near-class stranger out and every far-class gesture in.
        let one = RejectionCalibration.threshold(for: near + far)
        #expect(!(one > 0.7 && one <= 0.4))
        #expect(RejectionCalibration.thresholdsPerClass(for: near + far, minimumTrials: 26).byClass.isEmpty)
    }
}
