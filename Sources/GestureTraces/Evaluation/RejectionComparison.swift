import GestureShapes

/// Open set across groups: several ways to say "none of these", compared on the same
/// cross-group run — the same templates, the same candidates, the same left-out classes.
///
/// Every design is calibrated on the `training` collections alone. "By groups" means nested
/// by group: each training collection is held out in turn, templates are chosen from the
/// others exactly as the test's are (the same ``TemplateSelection``), and its gestures are
/// classified with a quarter of the classes left out, so the calibration sees what the test
/// will see — a group whose people drew none of the templates.
public enum RejectionComparison {
    /// What each candidate's match leaves for a rejector to judge.
    struct Observation: Sendable {
        var label: String
        var isKnownClass: Bool
        var named: String
        /// The match's score (what the matcher's `TemplateMatch.score` says).
        var score: Double
        /// The nearest class's distance, and the next class's (infinity with one class).
        var best: Double, second: Double
        /// The named class's spread: the median distance of its training gestures to its templates.
        var spread: Double

        var isCorrect: Bool { named == label }

        /// The calibration trial of the match's score.
        var trial: RejectionCalibration.Trial {
            RejectionCalibration.Trial(score: score, isKnownClass: isKnownClass, isCorrect: isCorrect, named: named)
        }
    }

    /// The candidates' verdicts under one design, per tested person.
    public struct Outcome: Sendable {
        /// Each tested person's counts (accuracy counts a known gesture right only when accepted and named right).
        public var bySubject: [String: AccuracyEvaluation.Tally] = [:]
        /// The design's threshold (its mean over classes for a threshold per class).
        public var threshold: Double = 0

        /// Known gestures rejected, per person.
        public var falseRejectSummary: SubjectSummary {
            SubjectSummary(bySubject.filter { $0.value.knownTrials > 0 }.mapValues { Double($0.knownRejected) / Double($0.knownTrials) })
        }
        /// Left-out gestures accepted, per person.
        public var falseAcceptSummary: SubjectSummary {
            SubjectSummary(bySubject.filter { $0.value.unknownTrials > 0 }.mapValues(\.falseAcceptRate))
        }
        /// Known gestures accepted and named right, per person.
        public var accuracySummary: SubjectSummary {
            SubjectSummary(bySubject.filter { $0.value.knownTrials > 0 }.mapValues(\.accuracy))
        }
    }

    /// Runs every design of ``RejectionDesign`` on one cross-group run with `t` templates per
    /// class, `repetitions` rounds of left-out classes. The training people's collections are
    /// the first part of their names (`collection/person`, as merged collections name them);
    /// the test rounds are those of the same cross-group run of `AccuracyEvaluation`.
    public static func run(test: Dataset, training: Dataset, matcher: AccuracyEvaluation.Matcher, templates t: Int,
                           repetitions: Int, seed: UInt64, selection: TemplateSelection) -> [RejectionDesign: Outcome] {
        run(test: test, training: training, matchers: AccuracyEvaluation.MatcherSource(matcher), templates: t, repetitions: repetitions,
            seed: seed, selection: selection)
    }

    static func run(test: Dataset, training: Dataset, matchers: AccuracyEvaluation.MatcherSource, templates t: Int,
                    repetitions: Int, seed: UInt64, selection: TemplateSelection) -> [RejectionDesign: Outcome] {
        let pool = AccuracyEvaluation.Pool(training.gestures)
        var tuningRandom = SplitMix(seed: seed ^ (UInt64(t) << 32) ^ 0x9E37_79B9)
        // The former cross-group calibration ("score, by people"): training people held out in turn, random templates.
        let tuned = AccuracyEvaluation.tune(on: pool, matchers: matchers, templates: t, openSet: true, random: &tuningRandom)
        let make = { matchers.make(tuned.shares) }
        var calibrationRandom = SplitMix(seed: seed ^ (UInt64(t) << 32) ^ 0x51_7CC1)
        let calibration = groupObservations(pool, make: make, templates: t, repetitions: repetitions, selection: selection,
                                            random: &calibrationRandom)
        let rejectors = Dictionary(uniqueKeysWithValues: RejectionDesign.allCases.map { design in
            (design, design == .scoreByPeople ? Rejector.global(tuned.threshold, feature: .score)
                                              : Rejector.calibrated(design, on: calibration))
        })
        // The test: the same rounds as the cross-group run of eval templates (same generator, same draws).
        let central = selection == .medoids ? AccuracyEvaluation.centralGestures(pool, count: t) : [:]
        var random = SplitMix(seed: seed)
        var outcomes = rejectors.mapValues { Outcome(bySubject: [:], threshold: $0.meanThreshold) }
        for _ in 0..<repetitions {
            let round = AccuracyEvaluation.trainingTemplates(pool, templates: t, openSet: true, random: &random, central: central)
            for (subject, observation) in observe(test.gestures, templates: round.templates, spreadsFrom: pool.all, make: make) {
                for (design, rejector) in rejectors {
                    outcomes[design]!.bySubject[subject, default: .init()].record(observation, accepted: rejector.accepts(observation))
                }
            }
        }
        return outcomes
    }

    /// Each training group held out in turn: templates from the other groups as `selection`
    /// picks them, a quarter of the classes left out anew in each repetition, every gesture of
    /// the held-out group observed.
    static func groupObservations(_ pool: AccuracyEvaluation.Pool, make: () -> any TemplateMatching, templates t: Int,
                                  repetitions: Int, selection: TemplateSelection, random: inout SplitMix) -> [Observation] {
        var observations: [Observation] = []
        forEachGroupRound(pool, templates: t, repetitions: repetitions, selection: selection, random: &random) { candidates, templates, others in
            observations += observe(candidates, templates: templates, spreadsFrom: others, make: make).map(\.1)
        }
        return observations
    }

    /// The calibration trials of ``groupObservations(_:make:templates:repetitions:selection:random:)``'s
    /// rounds with only each match's score — all a threshold needs. Without every class's
    /// distance and the classes' spreads it costs one classification per candidate, so every
    /// training gesture can be a template, as in the test it calibrates for.
    static func groupTrials(_ pool: AccuracyEvaluation.Pool, make: () -> any TemplateMatching, templates t: Int,
                            repetitions: Int, selection: TemplateSelection, random: inout SplitMix) -> [RejectionCalibration.Trial] {
        var trials: [RejectionCalibration.Trial] = []
        forEachGroupRound(pool, templates: t, repetitions: repetitions, selection: selection, random: &random) { candidates, templates, _ in
            let classifier = AccuracyEvaluation.classifier(make, templates: templates)
            let known = Set(templates.map(\.label))
            for candidate in candidates {
                guard let match = classifier.recognize(candidate.sample) else { continue }
                trials.append(RejectionCalibration.Trial(score: match.score, isKnownClass: known.contains(candidate.label),
                                                         isCorrect: match.name == candidate.label, named: match.name))
            }
        }
        return trials
    }

    /// The rounds of the group calibration: each training group held out in turn (its
    /// gestures the candidates), `repetitions` rounds of templates from the other groups.
    private static func forEachGroupRound(_ pool: AccuracyEvaluation.Pool, templates t: Int, repetitions: Int,
                                          selection: TemplateSelection, random: inout SplitMix,
                                          _ body: (_ candidates: [LabelledGesture], _ templates: [LabelledGesture],
                                                   _ others: [LabelledGesture]) -> Void) {
        let groups = Set(pool.subjects.map(group(of:))).sorted()
        guard groups.count > 1 else { return }
        for held in groups {
            let others = AccuracyEvaluation.Pool(pool.all.filter { group(of: $0.subject) != held })
            let candidates = pool.all.filter { group(of: $0.subject) == held }
            let central = selection == .medoids && t != AccuracyEvaluation.allTemplates
                ? AccuracyEvaluation.centralGestures(others, count: t) : [:]
            for _ in 0..<repetitions {
                let round = AccuracyEvaluation.trainingTemplates(others, templates: t, openSet: true, random: &random, central: central)
                body(candidates, round.templates, others.all)
            }
        }
    }

    /// A training person's collection: the part of their name before the first "/".
    static func group(of subject: String) -> String {
        subject.split(separator: "/", maxSplits: 1).first.map(String.init) ?? subject
    }

    /// Classifies `candidates` with `templates`, each with the two nearest classes' distances
    /// and the named class's spread among `spreadsFrom` (the gestures the templates came from).
    static func observe(_ candidates: [LabelledGesture], templates: [LabelledGesture], spreadsFrom: [LabelledGesture],
                        make: () -> any TemplateMatching) -> [(String, Observation)] {
        let classifier = AccuracyEvaluation.classifier(make, templates: templates)
        let known = Set(templates.map(\.label))
        var distances: [String: [Double]] = [:]
        for gesture in spreadsFrom where known.contains(gesture.label) {
            if let own = classifier.distancesByClass(gesture.sample)[gesture.label] { distances[gesture.label, default: []].append(own) }
        }
        let spreads = distances.mapValues { values in
            let sorted = values.sorted()
            return Swift.max(sorted[sorted.count / 2], 1e-9)
        }
        return candidates.compactMap { candidate in
            let sample = candidate.sample
            let ranked = classifier.distancesByClass(sample).sorted { ($0.value, $0.key) < ($1.value, $1.key) }
            guard let first = ranked.first, let match = classifier.recognize(sample) else { return nil }
            return (candidate.subject, Observation(label: candidate.label, isKnownClass: known.contains(candidate.label), named: match.name,
                                                   score: match.score, best: first.value, second: ranked.count > 1 ? ranked[1].value : .infinity,
                                                   spread: spreads[first.key] ?? 1))
        }
    }
}

extension AccuracyEvaluation.Pool {
    /// Every gesture of the pool, person by person.
    var all: [LabelledGesture] { subjects.flatMap { bySubject[$0] ?? [] } }
}

extension AccuracyEvaluation.Tally {
    /// Counts one observation, accepted or not.
    mutating func record(_ observation: RejectionComparison.Observation, accepted: Bool) {
        if !observation.isKnownClass {
            unknownTrials += 1
            if accepted { unknownAccepted += 1 }
            return
        }
        knownTrials += 1
        if !accepted {
            knownRejected += 1
        } else if observation.isCorrect {
            knownCorrect += 1
        } else {
            confusions[AccuracyEvaluation.Confusion(actual: observation.label, named: observation.named), default: 0] += 1
        }
    }
}
