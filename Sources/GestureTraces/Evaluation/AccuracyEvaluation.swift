import GestureKit
import GestureShapes

/// Measures template recognizers on a dataset with the protocols of the $-family papers.
public enum AccuracyEvaluation {
    /// The template matchers.
    public enum Matcher: String, CaseIterable, Sendable {
        /// Protractor (unistroke; the strokes of a multistroke gesture are joined).
        case protractor
        /// $P point clouds (Euclidean distances, as published).
        case p
        /// $P with squared distances, as $Q measures them.
        case pSquared = "p-squared"
        /// $Q point clouds.
        case q
    }

    /// How templates and candidates are chosen.
    public enum EvaluationProtocol: String, CaseIterable, Sendable {
        /// Templates and candidate from the same writer (and, for $1, the same speed).
        case userDependent = "user-dependent"
        /// Templates from other writers, candidates from a held-out writer.
        case userIndependent = "user-independent"
    }

    /// The accuracy for one number of templates per class.
    public struct Row: Sendable {
        /// Templates per class.
        public var templates: Int
        /// Candidates classified.
        public var trials: Int
        /// Candidates classified correctly.
        public var correct: Int
        /// Mean time to classify one candidate, in seconds.
        public var secondsPerClassification: Double

        /// correct / trials.
        public var accuracy: Double { trials > 0 ? Double(correct) / Double(trials) : 0 }
    }

    /// Runs the protocol for each template count, `repetitions` times, with a seeded
    /// random order so results repeat exactly.
    public static func run(_ dataset: Dataset, matcher: Matcher, protocol: EvaluationProtocol, templateCounts: [Int],
                           repetitions: Int, seed: UInt64) -> [Row] {
        var random = SplitMix(seed: seed)
        return templateCounts.map { t in
            var row = Row(templates: t, trials: 0, correct: 0, secondsPerClassification: 0)
            var elapsed = Duration.zero
            let clock = ContinuousClock()
            for _ in 0..<repetitions {
                for round in rounds(dataset, protocol: `protocol`, templates: t, random: &random) {
                    // One set of templates serves every candidate of its round.
                    let classifier = Classifier(matcher: matcher, templates: round.templates)
                    for candidate in round.candidates {
                        let sample = candidate.sample  // the dataset's form → a sample: not the recognizer's cost
                        let start = clock.now
                        let answer = classifier.classify(sample)
                        elapsed += start.duration(to: clock.now)
                        row.trials += 1
                        if answer == candidate.label { row.correct += 1 }
                    }
                }
            }
            let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
            row.secondsPerClassification = row.trials > 0 ? seconds / Double(row.trials) : 0
            return row
        }
    }

    /// Templates, and the candidates to classify with them.
    struct Round {
        var templates: [LabelledGesture]
        var candidates: [LabelledGesture]
    }

    /// One repetition's rounds: per writer (and speed), templates and one candidate per class.
    static func rounds(_ dataset: Dataset, protocol: EvaluationProtocol, templates t: Int, random: inout SplitMix) -> [Round] {
        var result: [Round] = []
        switch `protocol` {
        case .userDependent:
            for group in dataset.userDependentGroups {
                let byClass = Dictionary(grouping: group, by: \.label)
                // A group whose classes have too few samples for t templates and a candidate is skipped.
                guard byClass.values.allSatisfy({ $0.count > t }) else { continue }
                var round = Round(templates: [], candidates: [])
                for label in byClass.keys.sorted() {
                    let shuffled = byClass[label]!.shuffled(using: &random)
                    round.templates += shuffled.prefix(t)
                    round.candidates.append(shuffled[t])
                }
                result.append(round)
            }
        case .userIndependent:
            for subject in dataset.subjects {
                let own = Dictionary(grouping: dataset.gestures.filter { $0.subject == subject }, by: \.label)
                let othersByClass = Dictionary(grouping: dataset.gestures.filter { $0.subject != subject }, by: \.label)
                var round = Round(templates: [], candidates: [])
                for label in othersByClass.keys.sorted() {
                    round.templates += othersByClass[label]!.shuffled(using: &random).prefix(t)
                }
                for label in own.keys.sorted() {
                    if let candidate = own[label]!.randomElement(using: &random) { round.candidates.append(candidate) }
                }
                result.append(round)
            }
        }
        return result
    }

    /// A matcher loaded with templates.
    struct Classifier {
        private var protractor: ProtractorRecognizer?
        private var pointCloud: PointCloudRecognizer?
        private var q: QRecognizer?

        init(matcher: Matcher, templates: [LabelledGesture]) {
            switch matcher {
            case .protractor:
                var recognizer = ProtractorRecognizer()
                for t in templates { recognizer.addTemplate(t.label, points: t.sample.points) }
                protractor = recognizer
            case .p, .pSquared:
                var recognizer = PointCloudRecognizer(metric: matcher == .p ? .euclidean : .squaredEuclidean)
                for t in templates { recognizer.addTemplate(t.label, sample: t.sample) }
                pointCloud = recognizer
            case .q:
                var recognizer = QRecognizer()
                for t in templates { recognizer.addTemplate(t.label, sample: t.sample) }
                q = recognizer
            }
        }

        func classify(_ sample: GestureSample) -> String? {
            if let protractor { return protractor.recognize(sample.points)?.name }
            if let pointCloud { return pointCloud.recognize(sample)?.name }
            return q?.recognize(sample)?.name
        }
    }
}

/// SplitMix64: a small seeded generator, so evaluations repeat exactly.
struct SplitMix: RandomNumberGenerator {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
