import Foundation
import GestureKit
import Testing
@testable import GestureShapes
@testable import GestureTraces

/// Everything that reaches an evaluation's matchers: the samples they learn, the samples
/// they classify, the samples whose distances they measure (what tuning the combination
/// does). Shared by the recording matchers of one evaluation.
final class MatcherLog: @unchecked Sendable {
    // The evaluation runs on one thread; the lock only makes sharing the log sound.
    private let lock = NSLock()
    private var learned: [GestureSample] = [], classified: [GestureSample] = [], measured: [GestureSample] = []

    enum Use { case learned, classified, measured }

    func note(_ use: Use, _ sample: GestureSample) {
        lock.withLock {
            switch use {
            case .learned: learned.append(sample)
            case .classified: classified.append(sample)
            case .measured: measured.append(sample)
            }
        }
    }

    var entries: (learned: [GestureSample], classified: [GestureSample], measured: [GestureSample]) {
        lock.withLock { (learned, classified, measured) }
    }
}

/// A matcher that writes down every sample it is given, then does what `inner` does.
struct RecordingMatcher: TemplateMatching {
    var inner: any TemplateMatching
    let log: MatcherLog

    mutating func addTemplate(_ name: String, sample: GestureSample) {
        log.note(.learned, sample)
        inner.addTemplate(name, sample: sample)
    }

    func recognize(_ sample: GestureSample) -> TemplateMatch? {
        log.note(.classified, sample)
        return inner.recognize(sample)
    }

    func classDistances(_ sample: GestureSample) -> ClassDistances {
        log.note(.measured, sample)
        return inner.classDistances(sample)
    }
}

/// One log per matcher an evaluation makes, in the order it makes them: to tell the
/// classifiers of a round from the matchers of tuning and condensing.
final class MatcherLogs: @unchecked Sendable {
    private let lock = NSLock()
    private var all: [MatcherLog] = []

    func next() -> MatcherLog {
        let log = MatcherLog()
        lock.withLock { all.append(log) }
        return log
    }

    var logs: [MatcherLog] { lock.withLock { all } }

    /// Jackknife + $Q, each matcher made recording into a log of its own.
    var source: AccuracyEvaluation.MatcherSource {
        AccuracyEvaluation.MatcherSource(
            make: { [self] in RecordingMatcher(inner: CombinedMatcher.jackknifeAndQ(jackknifeShares: $0?.jackknife ?? 1, qShares: $0?.q ?? 1), log: next()) },
            members: { [self] in [RecordingMatcher(inner: JackknifeRecognizer(), log: next()), RecordingMatcher(inner: QRecognizer(), log: next())] })
    }

    /// How many templates each matcher that classified one of `samples` had learned.
    func learnedCounts(ofClassifiersOf samples: Set<GestureSample>) -> [Int] {
        logs.map(\.entries).filter { $0.classified.contains(where: samples.contains) }.map(\.learned.count)
    }
}

/// Issue 28, point 2: `gesturekit eval --train`. Templates and every tuned value come from
/// the training collections; every test gesture is classified, and only classified.
@Suite("Cross-group evaluation")
struct CrossGroupEvaluationTests {
    /// Four classes anyone tells apart, and "square", which only the test people draw.
    static let shapes: [String: [Point]] = [
        "line": [Point(x: 0, y: 0), Point(x: 100, y: 0)],
        "vee": [Point(x: 0, y: 0), Point(x: 50, y: 100), Point(x: 100, y: 0)],
        "ell": [Point(x: 0, y: 0), Point(x: 0, y: 100), Point(x: 60, y: 100)],
        "zed": [Point(x: 0, y: 0), Point(x: 100, y: 0), Point(x: 0, y: 100), Point(x: 100, y: 100)],
        "square": [Point(x: 0, y: 0), Point(x: 100, y: 0), Point(x: 100, y: 100), Point(x: 0, y: 100), Point(x: 0, y: 0)],
    ]

    /// `samples` gestures of each of `classes` per person, each a little different (a seeded
    /// wobble), drawn `shift` points to the right: test gestures are shifted far, so that
    /// none is equal to any training gesture.
    static func collection(_ name: String, people: [String], classes: [String], samples: Int, shift: Double) -> Dataset {
        var random = SplitMix(seed: UInt64(name.utf8.reduce(0) { $0 &* 31 &+ Int($1) }.magnitude))
        var gestures: [LabelledGesture] = []
        for person in people {
            for label in classes {
                for _ in 0..<samples {
                    let corners = shapes[label]!
                    var stroke: [StrokePoint] = []
                    for (from, to) in zip(corners, corners.dropFirst()) {
                        for step in 0..<16 {
                            let f = Double(step) / 16
                            let wobble = { Double(random.next() % 1000) / 1000 * 3 }
                            stroke.append(StrokePoint(x: shift + from.x + (to.x - from.x) * f + wobble(), y: from.y + (to.y - from.y) * f + wobble(),
                                                      time: nil))
                        }
                    }
                    gestures.append(LabelledGesture(label: label, subject: person, strokes: [stroke]))
                }
            }
        }
        return Dataset(name: name, gestures: gestures)
    }

    static let training = Dataset(merging: [
        collection("north", people: ["1", "2"], classes: ["line", "vee", "ell", "zed"], samples: 4, shift: 0),
        collection("south", people: ["1"], classes: ["line", "vee", "ell", "zed"], samples: 4, shift: 0),
    ])
    static let test = collection("east", people: ["a", "b"], classes: ["line", "vee", "ell", "zed", "square"], samples: 3, shift: 10_000)

    /// The matchers of Jackknife + $Q, every one of them recording into `log`.
    static func recording(_ log: MatcherLog) -> AccuracyEvaluation.MatcherSource {
        AccuracyEvaluation.MatcherSource(
            make: { RecordingMatcher(inner: CombinedMatcher.jackknifeAndQ(jackknifeShares: $0?.jackknife ?? 1, qShares: $0?.q ?? 1), log: log) },
            members: { [RecordingMatcher(inner: JackknifeRecognizer(), log: log), RecordingMatcher(inner: QRecognizer(), log: log)] })
    }

    @Test("No test gesture reaches a template or the tuning; every one is classified exactly once per repetition and template count",
          arguments: [false, true])
    func noTestGestureTrains(openSet: Bool) throws {
        let testSamples = Set(Self.test.gestures.map(\.sample)), trainingSamples = Set(Self.training.gestures.map(\.sample))
        try #require(testSamples.count == 2 * 5 * 3 && trainingSamples.count == 3 * 4 * 4 && testSamples.isDisjoint(with: trainingSamples))
        let log = MatcherLog()
        let rows = AccuracyEvaluation.run(test: Self.test, training: Self.training, matchers: Self.recording(log), templateCounts: [1, 2],
                                          repetitions: 3, seed: 7, openSet: openSet)
        let entries = log.entries
        #expect(!entries.learned.isEmpty && Set(entries.learned).isSubset(of: trainingSamples))
        // The shares are tuned by measuring distances: of training gestures only.
        #expect(!entries.measured.isEmpty && Set(entries.measured).isSubset(of: trainingSamples))
        // Classified more often than 3 repetitions × 2 template counts, a test gesture would have been tuning data too.
        let classified = Dictionary(grouping: entries.classified.filter(testSamples.contains), by: { $0 }).mapValues(\.count)
        #expect(classified.count == testSamples.count && Set(classified.values) == [6])
        // In an open set the threshold is calibrated by classifying training gestures, and only those.
        let calibration = entries.classified.filter { !testSamples.contains($0) }
        #expect(Set(calibration).isSubset(of: trainingSamples) && calibration.isEmpty == !openSet)
        for row in rows {
            #expect(row.bySubject.keys.sorted() == ["a", "b"])
            #expect(row.total.knownTrials + row.total.unknownTrials == 30 * 3)
            // "square" has no templates: unknown; an open set leaves one more class (of four) out of each repetition's templates.
            #expect(row.total.unknownTrials == (openSet ? 12 : 6) * 3)
            #expect(row.choices.keys.sorted() == ["a", "b"] && Set(row.choices.values).count == 1)
            #expect(row.thresholds.count == (openSet ? 2 : 0))
        }
        // The closed set names every known test gesture right: the shift and wobble change nothing.
        if !openSet { #expect(rows.allSatisfy { $0.total.knownCorrect == 24 * 3 && $0.total.unknownAccepted == 6 * 3 }) }
    }

    @Test("Every training gesture, and no test gesture, is a template with --templates all; medoids of smaller counts still ranked",
          arguments: [TemplateSelection.random, .medoids])
    func allTemplates(selection: TemplateSelection) throws {
        let testSamples = Set(Self.test.gestures.map(\.sample)), trainingSamples = Set(Self.training.gestures.map(\.sample))
        let log = MatcherLog()
        let all = AccuracyEvaluation.allTemplates
        let rows = AccuracyEvaluation.run(test: Self.test, training: Self.training, matchers: Self.recording(log), templateCounts: [1, all],
                                          repetitions: 2, seed: 7, openSet: false, selection: selection)
        let entries = log.entries
        #expect(Set(entries.learned) == trainingSamples)
        #expect(!entries.measured.isEmpty && Set(entries.measured).isSubset(of: trainingSamples))
        let classified = Dictionary(grouping: entries.classified.filter(testSamples.contains), by: { $0 }).mapValues(\.count)
        #expect(classified.count == testSamples.count && Set(classified.values) == [4])
        #expect(rows.map(\.templates) == [1, all])
        // The "all" row learns each training gesture once per repetition (48 of them, twice), and the T = 1 row one per class.
        let learnedCounts = Dictionary(grouping: entries.learned, by: { $0 }).mapValues(\.count)
        #expect(entries.learned.count >= 48 * 2 && learnedCounts.values.allSatisfy { $0 >= 2 })
        // "all" ranks nothing and draws nothing: the T = 1 row (medoids or random) is what a run without it gives.
        let alone = AccuracyEvaluation.run(test: Self.test, training: Self.training, matchers: Self.recording(MatcherLog()), templateCounts: [1],
                                           repetitions: 2, seed: 7, openSet: false, selection: selection)
        #expect(alone[0].bySubject == rows[0].bySubject && alone[0].choices == rows[0].choices)
        #expect(rows.allSatisfy { $0.total.knownCorrect == 24 * 2 })
        // The classifiers of the test gestures: one per repetition and row, with 1 template per class, then all 48.
        let perMatcher = MatcherLogs()
        _ = AccuracyEvaluation.run(test: Self.test, training: Self.training, matchers: perMatcher.source, templateCounts: [1, all],
                                   repetitions: 2, seed: 7, openSet: false, selection: selection)
        #expect(perMatcher.learnedCounts(ofClassifiersOf: testSamples) == [4, 4, 48, 48])
    }

    @Test("The recording sees a leak: test gestures put among the training ones do reach the templates")
    func aLeakWouldShow() {
        let log = MatcherLog()
        let leaky = Dataset(merging: [Self.training, Self.test])
        _ = AccuracyEvaluation.run(test: Self.test, training: leaky, matchers: Self.recording(log), templateCounts: [100],
                                   repetitions: 1, seed: 7, openSet: false)
        #expect(Set(log.entries.learned).isSuperset(of: Self.test.gestures.map(\.sample)))
    }

    @Test("The tuned values depend on the training collections alone: another test set gets the very same shares and threshold")
    func tuningIgnoresTheTestSet() {
        let other = Self.collection("west", people: ["c"], classes: ["vee", "zed"], samples: 2, shift: -5_000)
        let runs = [Self.test, other].map {
            AccuracyEvaluation.run(test: $0, training: Self.training, matcher: .jackknifeQ, templateCounts: [1, 3], repetitions: 1,
                                   seed: 5, openSet: true)
        }
        for (a, b) in zip(runs[0], runs[1]) {
            #expect(Set(a.thresholds.values).count == 1 && Set(a.thresholds.values) == Set(b.thresholds.values))
            #expect(Set(a.choices.values).count == 1 && Set(a.choices.values) == Set(b.choices.values))
        }
    }

    @Test("Merged collections keep their people apart: each person is named collection/person; skipped files are kept")
    func merging() {
        var north = Self.collection("north", people: ["2"], classes: ["line"], samples: 1, shift: 0)
        north.skipped = [TraceError("not a text log", at: "line 1", file: "north/.ds_store.xml")]
        let south = Self.collection("south", people: ["2"], classes: ["line"], samples: 1, shift: 0)
        let merged = Dataset(merging: [north, south])
        #expect(merged.name == "north + south" && merged.subjects == ["north/2", "south/2"] && merged.gestures.count == 2)
        #expect(merged.skipped == north.skipped)
    }

    @Test("Detector: the setting is chosen on the training people alone; a person is judged as their own cross-subject fold would judge them")
    func detectorAcrossGroups() throws {
        let gestures = DetectorFoldTests.gestures
        try #require(gestures.count == 2880)
        let training = Dataset(name: "train", gestures: gestures.filter { ["2", "3", "4"].contains($0.subject) })
        let five = Dataset(name: "five", gestures: gestures.filter { $0.subject == "5" })
        let result = DetectorEvaluation.run(test: five, training: training, detector: .checkmark, mode: .improved)
        // The cross-subject fold of person 5 in {2, 3, 4, 5} tunes on 2, 3 and 4: the same data, the same verdicts.
        let fold = DetectorEvaluation.run(Dataset(name: "four", gestures: training.gestures + five.gestures), detector: .checkmark,
                                          mode: .improved, protocol: .crossSubject)
        #expect(result.chosen == ["5": try #require(fold.chosen["5"])])
        #expect(result.bySubject == ["5": try #require(fold.bySubject["5"])])
        #expect(result.total.positives == 30 && result.total.negatives == 450)
        // Every test gesture was judged with that setting: what --misses replays.
        #expect(result.settings == five.gestures.map { _ in result.chosen["5"] })
        // Other test people, their checks and v's swapped: the same setting, for each of them.
        let swapped = gestures.filter { ["6", "7"].contains($0.subject) }.map { gesture in
            var copy = gesture
            copy.label = ["check": "v", "v": "check"][gesture.label] ?? gesture.label
            return copy
        }
        let other = DetectorEvaluation.run(test: Dataset(name: "swapped", gestures: swapped), training: training, detector: .checkmark, mode: .improved)
        #expect(other.chosen == ["6": result.chosen["5"]!, "7": result.chosen["5"]!])
        let seed = DetectorEvaluation.run(test: five, training: training, detector: .checkmark, mode: .seed)
        #expect(seed.chosen.isEmpty)
        #expect(seed.settings.count == five.gestures.count && seed.settings.allSatisfy { $0 == nil })
    }
}
