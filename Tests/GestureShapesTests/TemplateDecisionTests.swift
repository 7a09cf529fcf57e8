import GestureKit
import Testing
@testable import GestureShapes
@testable import GestureTraces

/// Issue 28, points 4 and 5: decisions with every training gesture a template (`--decision`),
/// their settings chosen by leave-one-group-out inside the training collections.
@Suite("Template decisions")
struct TemplateDecisionTests {
    @Test("Nearest takes each member's nearest per class, from different templates; a 1-NN vote takes the nearest template's combined distance")
    func nearestAgainstOneNeighbour() {
        // Class 0: one template near by Jackknife, another near by $Q; class 1: one middling template.
        let classOf = [0, 0, 1], logs: [[Float]] = [[0, 4, 1], [4, 0, 1]]
        #expect(NeighbourDecision.nearest(classOf: classOf, logs: logs, shares: [1, 1], classCount: 2) == 0)  // 0 against 1
        let combined = NeighbourDecision.combined(logs, shares: [1, 1])
        #expect(combined == [2, 2, 1])
        #expect(NeighbourDecision.vote(NeighbourDecision.nearestIndices(combined, k: 1), classOf: classOf, combined: combined,
                                       weighted: false, classCount: 2) == 1)
        // Shares weigh the mean of logs: Jackknife alone picks class 0's first template.
        #expect(NeighbourDecision.combined(logs, shares: [3, 1]) == [1, 3, 1])
        #expect(NeighbourDecision.nearest(classOf: [], logs: [[], []], shares: [1, 1], classCount: 2) == nil)
        // A class a member lacks is no answer; ties go to the lower class.
        #expect(NeighbourDecision.nearest(classOf: [1, 0], logs: [[2, 2], [1, 1]], shares: [1, 1], classCount: 3) == 0)
    }

    @Test("The k nearest: NaN cells skipped, ties to the lower index, nearest first")
    func nearestIndices() {
        #expect(NeighbourDecision.nearestIndices([3, .nan, 1, 1, 2], k: 3) == [2, 3, 4])
        #expect(NeighbourDecision.nearestIndices([3, .nan, 1], k: 5) == [2, 0])
        #expect(NeighbourDecision.nearestIndices([3, 1], k: 0) == [])
    }

    @Test("Votes: plain counts, weighted by 1 / distance; a tie goes to the nearer class")
    func votes() {
        // Class 0 at distance 1 (log 0), class 1 twice at e (log 1).
        let classOf = [1, 0, 1], combined: [Float] = [1, 0, 1]
        let neighbours = NeighbourDecision.nearestIndices(combined, k: 3)
        #expect(neighbours == [1, 0, 2])
        #expect(NeighbourDecision.vote(neighbours, classOf: classOf, combined: combined, weighted: false, classCount: 2) == 1)  // 2 votes to 1
        #expect(NeighbourDecision.vote(neighbours, classOf: classOf, combined: combined, weighted: true, classCount: 2) == 0)  // 1 against 2/e
        #expect(NeighbourDecision.vote(Array(neighbours.prefix(2)), classOf: classOf, combined: combined, weighted: false, classCount: 2) == 0)
        #expect(NeighbourDecision.vote([], classOf: classOf, combined: combined, weighted: false, classCount: 2) == nil)
    }

    /// Three groups (a, b, c), two classes, two templates each of group a and b, one of c, and
    /// one test gesture; logs given by hand (one member). Group a's second template looks
    /// like class 1 to the other groups: editing drops it.
    static let table: AccuracyEvaluation.GroupDistances = {
        let names = ["a/1", "a/1", "b/1", "b/1", "c/1"], labels = ["x", "y", "x", "y", "x"]
        let templates = zip(labels, names).map { LabelledGesture(label: $0, subject: $1, strokes: []) }
        let n = Float.nan
        let rows: [[Float]] = [
            // a0 (x)  a1 (y)  b0 (x)  b1 (y)  c0 (x)
            [n, n, 0, 5, 1],  // a0: x by b and c
            [n, n, 0, 5, 1],  // a1, labelled y, but x's neighbours all round
            [0, 0.5, n, n, 1],  // b0
            [5, 0.5, n, n, 6],  // b1
            [1, 2, 1, 6, n],  // c0
            [3, 0.2, 3, 2.5, 3],  // the test gesture, a y, nearest a1
        ]
        return AccuracyEvaluation.GroupDistances(templates: templates, classes: ["x", "y"], templateClass: [0, 1, 0, 1, 0],
                                                 groups: ["a", "b", "c"], templateGroup: [0, 0, 1, 1, 2],
                                                 test: [LabelledGesture(label: "y", subject: "t/1", strokes: [])],
                                                 logDistances: [rows.flatMap { $0 }])
    }()

    @Test("Editing by group: a template is judged by the other groups' templates only, and only the allowed groups'")
    func editing() {
        let all = AccuracyEvaluation.editedTemplates(Self.table, allowed: [true, true, true], shares: [1], ks: [1, 3])
        // a1 (y) has x's nearest in b and c: dropped for k = 1 and 3. b1 (y): nearest other-group is a1 (y, 0.5) → kept at k = 1;
        // at k = 3 its neighbours a1 (y), a0 (x), c0 (x) → x: dropped.
        #expect(all[1] == [true, false, true, true, true])
        #expect(all[3] == [true, false, true, false, true])
        // Without group c, a0's only judges are b's: x at 0 (kept); c0 is not allowed and stays untouched (true, unused).
        let withoutC = AccuracyEvaluation.editedTemplates(Self.table, allowed: [true, true, false], shares: [1], ks: [1])
        #expect(withoutC[1] == [true, false, true, true, true])
        // The test gesture: nearest names y (a1); after editing, a1 is gone and the nearest y is b1 (2.5) against x's 3: still y.
        let options = [DecisionOption(decision: .nearest, k: 0, weighted: false), DecisionOption(decision: .edited, k: 1, weighted: false),
                       DecisionOption(decision: .vote, k: 3, weighted: false)]
        let answers = AccuracyEvaluation.decisionAnswers(Self.table, rows: [5], allowed: [true, true, true], shares: [1], options: options)
        #expect(answers == [[1, 1, 1]])
        // Group a held out (an inner fold): its rows see b and c only; a1 (y) is named x by its nearest, b0.
        let inner = AccuracyEvaluation.decisionAnswers(Self.table, rows: [0, 1], allowed: [false, true, true], shares: [1], options: options)
        #expect(inner == [[0, 0, 0], [0, 0, 0]])
    }

    @Test("Class weights: each class's offset set in turn to the value nearest 0 that names the most right; a tie between classes goes to the lower")
    func classWeightsLearn() {
        // Two x's, two y's that sit nearer x: x's offset must pass 0.1 (at exactly 0.1, r3 ties and x, the lower class, wins).
        let scores: [[Float]] = [[0, 0.5], [0, 0.3], [0.2, 0.25], [0.1, 0.2]]
        #expect(ClassWeights.learn(scores: scores, labels: [0, 0, 1, 1], rowWeights: [1, 1, 1, 1]) == [Float(11) / 100, 0])
        // Past 0.3 the second x is lost: a y that would need 0.35 is not worth it at equal weight, and is at triple weight.
        let harder = scores + [[0, 0.35]]
        #expect(ClassWeights.learn(scores: harder, labels: [0, 0, 1, 1, 1], rowWeights: [1, 1, 1, 1, 1]) == [Float(11) / 100, 0])
        #expect(ClassWeights.learn(scores: harder, labels: [0, 0, 1, 1, 1], rowWeights: [1, 1, 1, 1, 3]) == [Float(36) / 100, 0])
        // Everything right already, or a class no row names or is: weight 1.
        #expect(ClassWeights.learn(scores: [[0, 1, 1], [1, 0, 1]], labels: [0, 1], rowWeights: [1, 1]) == [0, 0, 0])
        #expect(ClassWeights.learn(scores: [], labels: [], rowWeights: []) == [])
        #expect(ClassWeights.grid.first == -0.4 && ClassWeights.grid.last == 0.4 && ClassWeights.grid.count == 81)
    }

    @Test("Class weights are learned from the allowed groups only, each gesture against the other allowed groups' templates, never a test gesture")
    func classWeightsUseAllowedGroups() {
        // Groups a, b, c; one x and one y each, and a test gesture. b's and c's gestures are named right by each other's
        // templates; a's y sits 0.05 nearer x, and a's x template misleads b's y by 0.05.
        let names = ["a/1", "a/1", "b/1", "b/1", "c/1", "c/1"], labels = ["x", "y", "x", "y", "x", "y"]
        let templates = zip(labels, names).map { LabelledGesture(label: $0, subject: $1, strokes: []) }
        let n = Float.nan
        func table(a: [[Float]], test: [Float] = [0, 0.1, 0, 0.1, 0, 0.1]) -> AccuracyEvaluation.GroupDistances {
            let rows: [[Float]] = a + [
                [0, 1, n, n, 0, 1], [-0.05, 1, n, n, 1, 0],  // b0 (x), b1 (y)
                [0, 1, 0, 1, n, n], [1, 0, 1, 0, n, n],  // c0 (x), c1 (y)
                test,
            ]
            return AccuracyEvaluation.GroupDistances(templates: templates, classes: ["x", "y"], templateClass: [0, 1, 0, 1, 0, 1],
                                                     groups: ["a", "b", "c"], templateGroup: [0, 0, 1, 1, 2, 2],
                                                     test: [LabelledGesture(label: "y", subject: "t/1", strokes: [])],
                                                     logDistances: [rows.flatMap { $0 }])
        }
        let leaning = table(a: [[n, n, 0, 1, 0, 1], [n, n, 1, 1.05, 1, 1.05]])
        #expect(AccuracyEvaluation.learnedClassOffsets(leaning, allowed: [true, true, true], shares: [1]) == [Float(6) / 100, 0])
        // Group a held out: neither its gestures (its y) nor its templates (b's y misled) teach anything.
        #expect(AccuracyEvaluation.learnedClassOffsets(leaning, allowed: [false, true, true], shares: [1]) == [0, 0])
        let leaningMore = table(a: [[n, n, 0, 1, 0, 1], [n, n, 1, 1.2, 1, 1.2]])
        #expect(AccuracyEvaluation.learnedClassOffsets(leaningMore, allowed: [true, true, true], shares: [1]) == [Float(21) / 100, 0])
        #expect(AccuracyEvaluation.learnedClassOffsets(leaningMore, allowed: [false, true, true], shares: [1]) == [0, 0])
        #expect(AccuracyEvaluation.learnedClassOffsets(leaning, allowed: [false, false, true], shares: [1]) == [0, 0])  // one group: nothing to learn from
        // The test gesture's distances never reach the weights.
        let otherTest = table(a: [[n, n, 0, 1, 0, 1], [n, n, 1, 1.05, 1, 1.05]], test: [0.3, 0, 0.3, 0, 0.3, 0])
        #expect(AccuracyEvaluation.learnedClassOffsets(otherTest, allowed: [true, true, true], shares: [1]) == [Float(6) / 100, 0])
        // The decision: a's y named x by nearest, y with the weights learned on all three; with a held out (an inner
        // fold), x by both, its own row teaching nothing. The test gesture, a y 0.1 nearer x: x by both (0.06 is not 0.1).
        let options = [DecisionOption(decision: .nearest, k: 0, weighted: false), DecisionOption(decision: .classWeights, k: 0, weighted: false)]
        #expect(AccuracyEvaluation.decisionAnswers(leaning, rows: [1], allowed: [true, true, true], shares: [1], options: options) == [[0, 1]])
        #expect(AccuracyEvaluation.decisionAnswers(leaning, rows: [1], allowed: [false, true, true], shares: [1], options: options) == [[0, 0]])
        #expect(AccuracyEvaluation.decisionAnswers(leaning, rows: [6], allowed: [true, true, true], shares: [1], options: options) == [[0, 0]])
    }

    @Test("Class weights leave out a class any member lacks, as nearest does, even a member with no share")
    func classWeightsMissingClass() {
        let names = ["a/1", "b/1", "b/1"], labels = ["x", "x", "y"]
        let templates = zip(labels, names).map { LabelledGesture(label: $0, subject: $1, strokes: []) }
        let n = Float.nan
        // One row that matters, a0 (x) against b's x and y; the second member measured b's y only.
        let first: [[Float]] = [[n, 1, 0], [0, n, n], [0, n, n]], second: [[Float]] = [[n, n, 0], [0, n, n], [0, n, n]]
        let table = AccuracyEvaluation.GroupDistances(templates: templates, classes: ["x", "y"], templateClass: [0, 0, 1],
                                                      groups: ["a", "b"], templateGroup: [0, 1, 1], test: [],
                                                      logDistances: [first.flatMap { $0 }, second.flatMap { $0 }])
        #expect(AccuracyEvaluation.combinedNearest(table, row: 0, candidates: [1, 2], shares: [1, 0]) == [.infinity, 0])
        #expect(NeighbourDecision.nearest(classOf: [0, 1], logs: [[1, 0], [.infinity, 0]], shares: [1, 0], classCount: 2) == 1)
    }

    @Test("Every setting a decision tries, the simplest first")
    func options() {
        #expect(DecisionOption.options(for: .nearest).map(\.description) == ["nearest"])
        #expect(DecisionOption.options(for: .vote).count == 11 && DecisionOption.options(for: .vote)[0].description == "vote k=1")
        #expect(DecisionOption.options(for: .vote)[2].description == "vote k=3 weighted")
        #expect(DecisionOption.options(for: .edited).map(\.k) == [1, 3, 5, 9])
        #expect(DecisionOption.options(for: .classWeights).map(\.description) == ["class weights"])
    }

    @Test("No test gesture is a template or reaches the editing or the choice: the choice and inner scores are the same for another test set",
          arguments: [TemplateDecision.vote, .edited, .classWeights])
    func noTestGestureTrains(decision: TemplateDecision) throws {
        let training = CrossGroupEvaluationTests.training, test = CrossGroupEvaluationTests.test
        let testSamples = Set(test.gestures.map(\.sample)), trainingSamples = Set(training.gestures.map(\.sample))
        let log = MatcherLog()
        let report = AccuracyEvaluation.run(test: test, training: training, matchers: CrossGroupEvaluationTests.recording(log),
                                            decision: decision, seed: 7)
        let entries = log.entries
        #expect(Set(entries.learned).isSubset(of: trainingSamples) && Set(entries.learned).isSuperset(of: trainingSamples))
        // Test gestures are measured to be classified: once per member and training group (two members, two groups), no more.
        let measured = Dictionary(grouping: entries.measured.filter(testSamples.contains), by: { $0 }).mapValues(\.count)
        #expect(measured.count == testSamples.count && Set(measured.values) == [2 * 2])
        #expect(report.innerGroups == ["north", "south"])
        #expect(report.rows.count == report.options.count && report.chosen.decision == decision)
        // The synthetic shapes are told apart by every setting; "square" has no templates: unknown.
        #expect(report.chosenRow.total.knownCorrect == 24 && report.chosenRow.total.unknownTrials == 6)
        let other = CrossGroupEvaluationTests.collection("west", people: ["c"], classes: ["vee", "zed"], samples: 2, shift: -5_000)
        let again = AccuracyEvaluation.run(test: other, training: training, matcher: .jackknifeQ, decision: decision, seed: 7)
        #expect(again.chosen == report.chosen && again.innerScores == report.innerScores && again.shares == report.shares)
        #expect(again.classWeights == report.classWeights && report.classWeights.count == training.labels.count)
    }
}
