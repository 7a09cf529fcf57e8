import Foundation
import GestureKit
import Testing
@testable import GestureShapes
@testable import GestureTraces

/// Condensing (Hart 1968): which training gestures a matcher keeps as templates.
@Suite("Condensed templates")
struct CondensedTemplatesTests {
    /// Straight strokes from the origin at an angle drawn from `degrees`, 32 points each: two
    /// classes whose angles overlap are what condensing has to keep more than one of.
    static func strokes(_ label: String, degrees: ClosedRange<Double>, count: Int, random: inout SplitMix) -> [LabelledGesture] {
        (0..<count).map { _ in
            let angle = (degrees.lowerBound + Double(random.next() % 10_000) / 10_000 * (degrees.upperBound - degrees.lowerBound)) * .pi / 180
            let stroke = (0..<32).map { StrokePoint(x: Double($0) * 4 * cos(angle), y: Double($0) * 4 * sin(angle), time: nil) }
            return LabelledGesture(label: label, subject: "p", strokes: [stroke])
        }
    }

    /// 30 "low" strokes (0–50°) and 30 "high" ones (40–90°), interleaved.
    static let overlapping: [LabelledGesture] = {
        var random = SplitMix(seed: 11)
        let low = strokes("low", degrees: 0...50, count: 30, random: &random)
        let high = strokes("high", degrees: 40...90, count: 30, random: &random)
        return zip(low, high).flatMap { [$0, $1] }
    }()

    /// The overlapping strokes, the `index`th drawn by `subject(index)` (`group/person`).
    static func overlapping(drawnBy subject: (Int) -> String) -> [LabelledGesture] {
        overlapping.enumerated().map { index, gesture in
            var gesture = gesture
            gesture.subject = subject(index)
            return gesture
        }
    }

    static func matcher(of gestures: [LabelledGesture]) -> JackknifeRecognizer {
        var matcher = JackknifeRecognizer()
        for gesture in gestures { matcher.addTemplate(gesture.label, sample: gesture.sample) }
        return matcher
    }

    @Test("Classes anyone tells apart keep one template each: the first of each class")
    func separatedClassesKeepTheirFirst() {
        let gestures = CrossGroupEvaluationTests.training.gestures
        let kept = CondensedTemplates.choose(gestures, orders: 1) { JackknifeRecognizer() }
        let firsts = Set(gestures.map(\.label)).map { label in gestures.first { $0.label == label }! }
        #expect(kept.count == 4 && Set(kept) == Set(firsts))
    }

    @Test("One run keeps what names every gesture right, and no more than it must to start")
    func oneRunIsConsistent() throws {
        let gestures = Self.overlapping
        let order = Array(gestures.indices)
        let kept = CondensedTemplates.condense(gestures, in: order, passes: 20, matcher: JackknifeRecognizer())
        // The overlap makes the first of each class not enough: the test would be empty otherwise.
        try #require(kept.count > 2 && kept.count < gestures.count)
        #expect(Array(kept.prefix(2)) == [0, 1])  // each class's first, kept before any pass
        let matcher = Self.matcher(of: kept.map { gestures[$0] })
        #expect(gestures.allSatisfy { matcher.recognize($0.sample)?.name == $0.label })
        // No pass: each class's first only. One pass: what it keeps, in order, begins the full run's.
        #expect(CondensedTemplates.condense(gestures, in: order, passes: 0, matcher: JackknifeRecognizer()) == [0, 1])
        let onePass = CondensedTemplates.condense(gestures, in: order, passes: 1, matcher: JackknifeRecognizer())
        #expect(onePass.count > 2 && Array(kept.prefix(onePass.count)) == onePass)
    }

    @Test("Several orders keep the union of their runs, in the gestures' order, the same every time")
    func ordersUnite() {
        let gestures = Self.overlapping
        let united = CondensedTemplates.choose(gestures, orders: 3) { JackknifeRecognizer() }
        let forward = CondensedTemplates.condense(gestures, in: Array(gestures.indices), passes: 20, matcher: JackknifeRecognizer())
        let backward = CondensedTemplates.condense(gestures, in: gestures.indices.reversed(), passes: 20, matcher: JackknifeRecognizer())
        let keptIndices = gestures.indices.filter { Set(united).contains(gestures[$0]) }
        #expect(Set(forward).union(backward).isSubset(of: Set(keptIndices)))
        #expect(keptIndices.count == united.count && keptIndices.map { gestures[$0] } == united)
        #expect(CondensedTemplates.choose(gestures, orders: 3) { JackknifeRecognizer() } == united)
        #expect(CondensedTemplates.choose(gestures, orders: 1) { JackknifeRecognizer() } == forward.sorted().map { gestures[$0] })
    }

    @Test("A cross-group run condenses the training gestures alone, with the tuned matcher, and says how many it kept")
    func crossGroupCondensesTrainingOnly() throws {
        let testSamples = Set(CrossGroupEvaluationTests.test.gestures.map(\.sample))
        let trainingSamples = Set(CrossGroupEvaluationTests.training.gestures.map(\.sample))
        let log = MatcherLog()
        let all = AccuracyEvaluation.allTemplates
        let rows = AccuracyEvaluation.run(test: CrossGroupEvaluationTests.test, training: CrossGroupEvaluationTests.training,
                                          matchers: CrossGroupEvaluationTests.recording(log), templateCounts: [all],
                                          repetitions: 2, seed: 7, openSet: false, selection: .condensed)
        let entries = log.entries
        #expect(!entries.learned.isEmpty && Set(entries.learned).isSubset(of: trainingSamples))
        // Condensing classifies training gestures; each test gesture is classified once per repetition.
        let classified = Dictionary(grouping: entries.classified.filter(testSamples.contains), by: { $0 }).mapValues(\.count)
        #expect(classified.count == testSamples.count && Set(classified.values) == [2])
        #expect(entries.classified.contains { trainingSamples.contains($0) })
        let condensing = try #require(rows.first?.condensing)
        // Four classes told apart at once: every option names each held-out group perfectly, so the tie goes to one order,
        // which keeps the first gesture of each class.
        #expect(condensing.innerScores == [1, 1, 1, 1] && condensing.orders == 1 && condensing.templates == 4)
        #expect(rows[0].total.knownCorrect == 24 * 2 && condensing.trainingGestures == trainingSamples.count)
        // The test gestures' classifiers learned the condensed templates and nothing else.
        let perMatcher = MatcherLogs()
        _ = AccuracyEvaluation.run(test: CrossGroupEvaluationTests.test, training: CrossGroupEvaluationTests.training,
                                   matchers: perMatcher.source, templateCounts: [all], repetitions: 2, seed: 7, openSet: false, selection: .condensed)
        #expect(perMatcher.learnedCounts(ofClassifiersOf: testSamples) == [4, 4])
        // Other selections and counts say nothing of condensing.
        let random = AccuracyEvaluation.run(test: CrossGroupEvaluationTests.test, training: CrossGroupEvaluationTests.training,
                                            matcher: .jackknife, templateCounts: [1, all], repetitions: 1, seed: 7)
        #expect(random.allSatisfy { $0.condensing == nil })
    }

    @Test("Nested: each count of orders keeps what choose keeps with it, and everything the fewer orders keep")
    func nestedOrders() {
        let gestures = Self.overlapping
        let unions = CondensedTemplates.nested(gestures, orders: [1, 2, 4]) { JackknifeRecognizer() }
        for (orders, union) in zip([1, 2, 4], unions) {
            #expect(union == CondensedTemplates.choose(gestures, orders: orders) { JackknifeRecognizer() })
        }
        #expect(Set(unions[0]).isSubset(of: Set(unions[1])) && Set(unions[1]).isSubset(of: Set(unions[2])))
    }

    @Test("The inner folds choose the best-scoring count of orders, fewest among equals; one group gets four")
    func innerChoice() throws {
        // The overlapping strokes, as two groups of two people.
        let grouped = Self.overlapping(drawnBy: { "g\($0 % 4 < 2 ? 1 : 2)/p\($0 % 2)" })
        let choice = AccuracyEvaluation.chooseCondensingOrders(AccuracyEvaluation.Pool(grouped)) { JackknifeRecognizer() }
        try #require(choice.innerScores.count == AccuracyEvaluation.condensingOrders.count)
        let best = try #require(choice.innerScores.max())
        #expect(choice.orders == AccuracyEvaluation.condensingOrders[choice.innerScores.firstIndex(of: best)!])
        #expect(choice.innerScores.allSatisfy { (0...1).contains($0) })
        let oneGroup = AccuracyEvaluation.chooseCondensingOrders(AccuracyEvaluation.Pool(Self.overlapping)) { JackknifeRecognizer() }
        #expect(oneGroup.orders == 4 && oneGroup.innerScores.isEmpty)
    }

    @Test("The inner folds hold each group out: what classifies one group's gestures learned none of them")
    func innerFoldsHoldOut() throws {
        // Three groups, so condensing inside a fold (two groups) and scoring it (one group) can be told apart.
        let grouped = Self.overlapping(drawnBy: { "g\($0 % 3)/p" })
        let groupOf = Dictionary(grouped.map { ($0.sample, $0.subject) }, uniquingKeysWith: { first, _ in first })
        let logs = MatcherLogs()
        _ = AccuracyEvaluation.chooseCondensingOrders(AccuracyEvaluation.Pool(grouped)) { RecordingMatcher(inner: JackknifeRecognizer(), log: logs.next()) }
        let scorers = logs.logs.map(\.entries).filter { entries in
            Set(entries.classified.compactMap { groupOf[$0] }).count == 1 && !entries.learned.isEmpty
        }
        // Each of 3 groups scored with each of 4 counts of orders.
        try #require(scorers.count == 3 * AccuracyEvaluation.condensingOrders.count)
        for entries in scorers {
            let heldGroup = try #require(entries.classified.first.flatMap { groupOf[$0] })
            #expect(!entries.learned.contains { groupOf[$0] == heldGroup })
        }
    }
}
