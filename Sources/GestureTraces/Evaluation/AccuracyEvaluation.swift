import GestureKit
import GestureShapes

/// Measures template recognizers on a dataset with the protocols of the $-family papers, and
/// per person: every figure is also reported as the mean over held-out people with its
/// spread, which is what a new person can expect.
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
        /// Jackknife with its inner-product measure (strokes joined in drawing order).
        case jackknife
        /// Jackknife and $Q combined (`CombinedMatcher`), their weights chosen per fold on
        /// the training people.
        case jackknifeQ = "jackknife+q"

        /// An empty matcher of this kind.
        public func makeMatcher() -> any TemplateMatching {
            switch self {
            case .protractor: ProtractorRecognizer()
            case .p: PointCloudRecognizer(metric: .euclidean)
            case .pSquared: PointCloudRecognizer(metric: .squaredEuclidean)
            case .q: QRecognizer()
            case .jackknife: JackknifeRecognizer()
            case .jackknifeQ: CombinedMatcher.jackknifeAndQ()
            }
        }
    }

    /// How templates and candidates are chosen. Every protocol is run once per person, who
    /// is then "held out": their figure is one value of the row's ``Row/accuracySummary``.
    public enum EvaluationProtocol: String, CaseIterable, Sendable {
        /// Templates and candidates from the held-out person (and, for $1, one speed): one
        /// random candidate per class per repetition (Wobbrock et al. 2007).
        case userDependent = "user-dependent"
        /// Templates from the other people, one random candidate per class of the held-out
        /// person per repetition (the $P and $Q papers).
        case userIndependent = "user-independent"
        /// Leave one subject out: templates from the other people, *every* gesture of the
        /// held-out person classified in every repetition.
        case crossSubject = "cross-subject"
    }

    /// The template count that stands for every gesture of each class the protocol may draw
    /// from (`--templates all`): the other people's in cross-subject and user-independent
    /// rounds, the training collections' across groups. Not for user-dependent rounds, which
    /// need a candidate left over.
    public static let allTemplates = Int.max

    /// The results for one number of templates per class.
    public struct Row: Sendable {
        /// Templates per class (``AccuracyEvaluation/allTemplates``: all of them).
        public var templates: Int
        /// Everyone's counts together.
        public var total = Tally()
        /// Each held-out person's counts.
        public var bySubject: [String: Tally] = [:]
        /// Open set: each held-out person's rejection threshold, calibrated on the others.
        public var thresholds: [String: Double] = [:]
        /// Learned parameters per held-out person, chosen on the others (the combination's
        /// shares, e.g. "jackknife 1 : q 1").
        public var choices: [String: String] = [:]
        /// User-dependent: each person's groups (speeds) that could not be tested, with why
        /// (a class with too few distinct gestures, or one class only); a person all of whose
        /// groups are here has no accuracy in ``accuracySummary``.
        public var untested: [String: [String]] = [:]
        /// User-independent and cross-subject: the classes that had fewer than T templates in
        /// some round, because the other people drew fewer, with the fewest used. The row's
        /// T is then an upper bound, not what every round had.
        public var fewerTemplates: [String: Int] = [:]
        /// People tested whose learned values (the combination's shares, the open-set
        /// threshold) had nothing to learn from — no tuning trial (no other person, or no
        /// training person, could be tested), or for the threshold no trial of a class left
        /// out — so the defaults stood in: shares of 1 : 1, a threshold of 0 (every stranger
        /// accepted).
        public var learnedFromNoOne: Set<String> = []
        /// Mean time to classify one candidate, in seconds.
        public var secondsPerClassification: Double = 0
        /// With ``TemplateSelection/condensed``, what condensing kept and the orders chosen;
        /// nil otherwise.
        public var condensing: Condensing?

        /// Candidates classified (of known classes).
        public var trials: Int { total.knownTrials }
        /// Candidates classified correctly (and, in an open set, accepted).
        public var correct: Int { total.knownCorrect }
        /// correct / trials, over everyone's candidates together.
        public var accuracy: Double { total.accuracy }
        /// Accuracy per held-out person: its mean is the headline figure. A person with no
        /// candidate (too few distinct samples of some class for the templates and a
        /// candidate) is not counted as 0%: they are left out.
        public var accuracySummary: SubjectSummary {
            SubjectSummary(bySubject.filter { $0.value.knownTrials > 0 }.mapValues(\.accuracy))
        }
        /// Every confusion of the row, commonest first (ties in the order of the classes' names).
        public var commonestConfusions: [(confusion: Confusion, count: Int)] {
            total.confusions.map { (confusion: $0.key, count: $0.value) }
                .sorted { ($0.count, $1.confusion.actual, $1.confusion.named) > ($1.count, $0.confusion.actual, $0.confusion.named) }
        }
        /// The held-out people whose candidates were named as `confusion` says, with how many
        /// times; most first (ties in the order of the people's names).
        public func subjects(confusing confusion: Confusion) -> [(subject: String, count: Int)] {
            bySubject.compactMap { subject, tally in tally.confusions[confusion].map { (subject: subject, count: $0) } }
                .sorted { ($0.count, $1.subject) > ($1.count, $0.subject) }
        }
        /// Open set: the false-accept rate per held-out person (those with unknown candidates).
        public var falseAcceptSummary: SubjectSummary {
            SubjectSummary(bySubject.filter { $0.value.unknownTrials > 0 }.mapValues(\.falseAcceptRate))
        }
    }

    /// Runs `protocol` for each template count, `repetitions` times, with a seeded random
    /// order so results repeat exactly. With `openSet`, a quarter of the classes is left out
    /// of every round's templates and each held-out person's rejection threshold is
    /// calibrated (`RejectionCalibration`) on the other people only, under the same protocol.
    public static func run(_ dataset: Dataset, matcher: Matcher, protocol: EvaluationProtocol, templateCounts: [Int],
                           repetitions: Int, seed: UInt64, openSet: Bool = false) -> [Row] {
        let pool = Pool(dataset.gestures)
        var random = SplitMix(seed: seed)
        let clock = ContinuousClock()
        return templateCounts.map { t in
            var row = Row(templates: t)
            var elapsed = Duration.zero
            for (fold, subject) in pool.subjects.enumerated() {
                // Each fold's tuning has its own generator: it does not shift the others' draws.
                var tuningRandom = SplitMix(seed: seed ^ (UInt64(t) << 32) ^ UInt64(fold + 1) &* 0x9E37_79B9)
                var makeMatcher: @Sendable () -> any TemplateMatching = { matcher.makeMatcher() }
                if matcher == .jackknifeQ {
                    let rounds = trainingRounds(excluding: subject, in: pool, protocol: `protocol`, templates: t, openSet: false,
                                                random: &tuningRandom)
                    if rounds.allSatisfy(\.candidates.isEmpty) { row.learnedFromNoOne.insert(subject) }
                    let shares = CombinationTuning.bestShares(rounds)
                    makeMatcher = { CombinedMatcher.jackknifeAndQ(jackknifeShares: shares.jackknife, qShares: shares.q) }
                    row.choices[subject] = "jackknife \(shares.jackknife) : q \(shares.q)"
                }
                var threshold = -Double.infinity  // closed set: every answer taken, whatever its score
                if openSet {
                    let rounds = trainingRounds(excluding: subject, in: pool, protocol: `protocol`, templates: t, openSet: true,
                                                random: &tuningRandom)
                    let calibration = trials(rounds, makeMatcher: makeMatcher)
                    // A threshold needs strangers to keep out: without a trial of a left-out class it is 0.
                    if !calibration.contains(where: { !$0.isKnownClass }) { row.learnedFromNoOne.insert(subject) }
                    threshold = RejectionCalibration.threshold(for: calibration)
                    row.thresholds[subject] = threshold
                }
                var tally = Tally()
                for _ in 0..<repetitions {
                    for round in rounds(for: subject, in: pool, protocol: `protocol`, templates: t, openSet: openSet, random: &random) {
                        if `protocol` != .userDependent, t != allTemplates {
                            for (label, count) in Dictionary(grouping: round.templates, by: \.label).mapValues(\.count) where count < t {
                                row.fewerTemplates[label] = Swift.min(row.fewerTemplates[label] ?? count, count)
                            }
                        }
                        // One set of templates serves every candidate of its round.
                        let classifier = classifier(makeMatcher, templates: round.templates)
                        for candidate in round.candidates {
                            let sample = candidate.sample  // the dataset's form → a sample: not the recognizer's cost
                            let start = clock.now
                            let match = classifier.recognize(sample)
                            elapsed += start.duration(to: clock.now)
                            tally.record(candidate.label, as: match, threshold: threshold, isLeftOut: round.leftOut.contains(candidate.label))
                        }
                    }
                }
                if `protocol` == .userDependent {
                    let untested = untestedGroups(of: subject, in: pool, templates: t)
                    if !untested.isEmpty { row.untested[subject] = untested }
                }
                row.bySubject[subject] = tally
                row.total = row.total + tally
            }
            let classified = row.total.knownTrials + row.total.unknownTrials
            let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
            row.secondsPerClassification = classified > 0 ? seconds / Double(classified) : 0
            return row
        }
    }

    /// The calibration trials of `rounds`: each candidate's best score, whether its class had
    /// templates, whether the match named it.
    static func trials(_ rounds: [Round], makeMatcher: () -> any TemplateMatching) -> [RejectionCalibration.Trial] {
        rounds.flatMap { round in
            let classifier = classifier(makeMatcher, templates: round.templates)
            return round.candidates.compactMap { candidate in
                classifier.recognize(candidate.sample).map {
                    RejectionCalibration.Trial(score: $0.score, isKnownClass: !round.leftOut.contains(candidate.label),
                                               isCorrect: $0.name == candidate.label)
                }
            }
        }
    }

    static func classifier(_ makeMatcher: () -> any TemplateMatching, templates: [LabelledGesture]) -> any TemplateMatching {
        var classifier = makeMatcher()
        for template in templates { classifier.addTemplate(template.label, sample: template.sample) }
        return classifier
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
