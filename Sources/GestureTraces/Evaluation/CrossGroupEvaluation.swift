import GestureShapes

extension AccuracyEvaluation {
    /// Cross-group: the templates and every tuned value (the combination's shares, the
    /// open-set threshold) come from `training` alone — other collections, recorded by other
    /// groups with their own apps — and every gesture of `test` is classified with them, once
    /// per repetition. The figures are per person of `test` (``Row/accuracySummary``).
    ///
    /// Each repetition draws `t` templates per class from all of `training`'s people. A test
    /// gesture whose class has no templates in the round (left out in an open set, or not in
    /// the training collections at all) is counted as unknown: accepted, it is a false accept.
    /// The tuning is done once per template count on the training people, each held out in
    /// turn (cross-subject), with a generator of its own: the tuned values do not depend on
    /// `test` at all, and `choices` and `thresholds` give the same value for every test person.
    ///
    /// The open set's rejection: when `training` holds several collections (people named
    /// `collection/person`), a threshold per named class, calibrated nested by collection —
    /// each held out in turn, templates picked from the others by `selection`, as the test's
    /// are (`RejectionCalibration.thresholdsPerClass`); `thresholds`
    /// then gives the threshold shared by the thinly calibrated classes. With one collection,
    /// one threshold calibrated on its people held out in turn, with random templates.
    ///
    /// With `selection` ``TemplateSelection/medoids``, each class's templates are its `t` most
    /// central training gestures (``Medoids``), the same in every repetition (the combination's
    /// shares are still tuned on random rounds of the training people). With
    /// ``AccuracyEvaluation/allTemplates``, every training gesture is a template (random and
    /// medoid selections and repetitions change nothing), and the tuning rounds by people draw
    /// 9 per class; the calibration by group uses every gesture of the groups not held out, as
    /// the test does. With ``TemplateSelection/condensed`` (closed set only), the "all" row's
    /// templates are instead the training gestures its matcher needs (``CondensedTemplates``,
    /// with the tuned shares), in as many orders as the training groups, each held out in
    /// turn, choose; ``Row/condensing`` says how many were kept and why. Other counts draw at
    /// random.
    public static func run(test: Dataset, training: Dataset, matcher: Matcher, templateCounts: [Int],
                           repetitions: Int, seed: UInt64, openSet: Bool = false,
                           selection: TemplateSelection = .random) -> [Row] {
        run(test: test, training: training, matchers: MatcherSource(matcher), templateCounts: templateCounts,
            repetitions: repetitions, seed: seed, openSet: openSet, selection: selection)
    }

    /// Where an evaluation's matchers come from: the tests put recording matchers here, to
    /// see every gesture that reaches a template or a tuning.
    struct MatcherSource: Sendable {
        /// A matcher, given the combination's tuned shares (nil for other matchers).
        var make: @Sendable (_ shares: (jackknife: Int, q: Int)?) -> any TemplateMatching
        /// The combination's members, fresh, for tuning its shares; nil when nothing is tuned.
        var members: (@Sendable () -> [any TemplateMatching])?

        init(_ matcher: Matcher) {
            if matcher == .jackknifeQ {
                make = { CombinedMatcher.jackknifeAndQ(jackknifeShares: $0?.jackknife ?? 1, qShares: $0?.q ?? 1) }
                members = { [JackknifeRecognizer(), QRecognizer()] }
            } else {
                make = { _ in matcher.makeMatcher() }
                members = nil
            }
        }

        init(make: @escaping @Sendable ((jackknife: Int, q: Int)?) -> any TemplateMatching,
             members: (@Sendable () -> [any TemplateMatching])?) {
            self.make = make
            self.members = members
        }
    }

    static func run(test: Dataset, training: Dataset, matchers: MatcherSource, templateCounts: [Int],
                    repetitions: Int, seed: UInt64, openSet: Bool, selection: TemplateSelection = .random) -> [Row] {
        precondition(!(openSet && selection == .condensed), "condensed templates are measured in a closed set only")
        let pool = Pool(training.gestures)
        // Nested, so one ranking per class serves every template count ("all" needs none).
        let ranked = templateCounts.filter { $0 != allTemplates }.max() ?? 0
        let central = selection == .medoids && ranked > 0 ? centralGestures(pool, count: ranked) : [:]
        var random = SplitMix(seed: seed)
        let clock = ContinuousClock()
        return templateCounts.map { t in
            var row = Row(templates: t)
            var tuningRandom = SplitMix(seed: seed ^ (UInt64(t) << 32) ^ 0x9E37_79B9)
            let byGroups = openSet && Set(pool.subjects.map(RejectionComparison.group(of:))).count > 1
            // "All templates" would take hours to tune by people: that tuning draws 9 per class.
            let tuningTemplates = t == allTemplates ? allTemplatesTuningCount : t
            var tuned = tune(on: pool, matchers: matchers, templates: tuningTemplates, openSet: openSet && !byGroups, random: &tuningRandom)
            var perClass: RejectionCalibration.ClassThresholds?
            if byGroups {
                // Nested by group, with the selection in use (RejectionComparison: the design that carried best to new groups).
                var calibrationRandom = SplitMix(seed: seed ^ (UInt64(t) << 32) ^ 0x51_7CC1)
                // With the test's own template count: "all" too, since a threshold calibrated on 9 per class is far too lax for 250–370.
                let trials = RejectionComparison.groupTrials(pool, make: { [tuned] in matchers.make(tuned.shares) }, templates: t,
                                                             repetitions: repetitions, selection: selection, random: &calibrationRandom)
                perClass = RejectionCalibration.thresholdsPerClass(for: trials)
                tuned.threshold = perClass?.shared ?? 0
                tuned.fromNoOne = tuned.fromNoOne || !trials.contains { !$0.isKnownClass }
            }
            for person in test.subjects {
                if let shares = tuned.shares { row.choices[person] = "jackknife \(shares.jackknife) : q \(shares.q)" }
                if openSet { row.thresholds[person] = tuned.threshold }
                if tuned.fromNoOne { row.learnedFromNoOne.insert(person) }
            }
            var chosen = central
            if t == allTemplates {
                chosen = [:]
                if selection == .condensed {
                    (chosen, row.condensing) = condensedGestures(pool, make: { [tuned] in matchers.make(tuned.shares) })
                }
            }
            var elapsed = Duration.zero
            for _ in 0..<repetitions {
                let round = trainingTemplates(pool, templates: t, openSet: openSet, random: &random, central: chosen)
                let classifier = classifier({ matchers.make(tuned.shares) }, templates: round.templates)
                let known = Set(round.templates.map(\.label))
                for candidate in test.gestures {
                    let sample = candidate.sample
                    let start = clock.now
                    let match = classifier.recognize(sample)
                    elapsed += start.duration(to: clock.now)
                    row.bySubject[candidate.subject, default: Tally()]
                        .record(candidate.label, as: match, threshold: match.flatMap { perClass?.threshold(for: $0.name) } ?? tuned.threshold,
                                isLeftOut: !known.contains(candidate.label))
                }
            }
            row.total = row.bySubject.values.reduce(Tally(), +)
            let classified = row.total.knownTrials + row.total.unknownTrials
            let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
            row.secondsPerClassification = classified > 0 ? seconds / Double(classified) : 0
            return row
        }
    }

    /// How many templates per class the tuning rounds of an "all" row draw. With every
    /// training gesture a template, holding each training person out in turn would match
    /// each of ~4,000 training gestures against ~4,000 templates per member (hours on the
    /// reference machine); 9 per class, the largest count the other rows measure, keeps the
    /// tuning on the training people alone at the cost of a T = 9 row.
    static let allTemplatesTuningCount = 9

    /// The combination's shares and the open-set threshold, learned on `pool` (the training
    /// collections) alone: cross-subject rounds, each training person held out in turn.
    static func tune(on pool: Pool, matchers: MatcherSource, templates t: Int, openSet: Bool,
                     random: inout SplitMix) -> (shares: (jackknife: Int, q: Int)?, threshold: Double, fromNoOne: Bool) {
        func rounds(openSet: Bool, random: inout SplitMix) -> [Round] {
            pool.subjects.flatMap { AccuracyEvaluation.rounds(for: $0, in: pool, protocol: .crossSubject, templates: t, openSet: openSet, random: &random) }
        }
        var shares: (jackknife: Int, q: Int)?
        var fromNoOne = false
        if let members = matchers.members {
            let tuning = rounds(openSet: false, random: &random)
            fromNoOne = tuning.allSatisfy(\.candidates.isEmpty)
            shares = CombinationTuning.bestShares(tuning, members: members)
        }
        // Closed set: every answer taken, whatever its score.
        guard openSet else { return (shares, -.infinity, fromNoOne) }
        let calibration = trials(rounds(openSet: true, random: &random), makeMatcher: { matchers.make(shares) })
        return (shares, RejectionCalibration.threshold(for: calibration), fromNoOne || !calibration.contains { !$0.isKnownClass })
    }

    /// Each class's `count` most central gestures of the pool, most central first.
    static func centralGestures(_ pool: Pool, count: Int) -> [String: [LabelledGesture]] {
        let byClass = Dictionary(grouping: pool.subjects.flatMap { pool.bySubject[$0] ?? [] }, by: \.label)
        return byClass.mapValues { Medoids.choose($0, count: count) }
    }

    /// One repetition's templates: `t` per class (all of them for ``allTemplates``), drawn
    /// from every person of `pool`, or the first `t` of a class's gestures in `central` when
    /// it has them (medoids; condensed ones for ``allTemplates``); with `openSet`, a quarter
    /// of the classes (at least one) left out.
    static func trainingTemplates(_ pool: Pool, templates t: Int, openSet: Bool, random: inout SplitMix,
                                  central: [String: [LabelledGesture]] = [:]) -> Round {
        let byClass = Dictionary(grouping: pool.subjects.flatMap { pool.bySubject[$0] ?? [] }, by: \.label)
        let labels = byClass.keys.sorted()
        var round = Round(subject: "", templates: [], candidates: [])
        round.leftOut = openSet ? leftOutClasses(labels, random: &random) : []
        for label in labels where !round.leftOut.contains(label) {
            if let ranked = central[label] {
                round.templates += ranked.prefix(t)
            } else if t == allTemplates {
                round.templates += byClass[label] ?? []  // every one, in the pool's order: nothing to draw
            } else {
                round.templates += (byClass[label] ?? []).shuffled(using: &random).prefix(t)
            }
        }
        return round
    }
}

extension DetectorEvaluation {
    /// Cross-group: in improved mode the setting (of ``Detector/tuningOptions``) is chosen on
    /// `training` alone — other collections — by the tuning rule over its people
    /// (`chooseSetting`); then every gesture of `test` is judged with it. The seed is never
    /// tuned. Counts are per person of `test`; ``FoldedResult/chosen`` gives each of them
    /// the one setting chosen.
    public static func run(test: Dataset, training: Dataset, detector: Detector, mode: Mode,
                           recallFloor: Double = 0.95, falsePositiveBudget: Double = 0.01) -> FoldedResult {
        let values = mode == .improved ? detector.tuningOptions : []
        var setting: DetectorSettings?
        if !values.isEmpty {
            var byPerson = [[String: Result]](repeating: [:], count: values.count)
            for gesture in training.gestures {
                let verdicts = detectsImproved(gesture, detector: detector, with: values)
                for v in values.indices {
                    byPerson[v][gesture.subject, default: Result()].count(gesture, detector: detector, recognized: verdicts[v])
                }
            }
            setting = values[chooseSetting(byPerson, recallFloor: recallFloor, budget: falsePositiveBudget)]
        }
        var folded = FoldedResult()
        folded.settings = test.gestures.map { _ in setting }
        for gesture in test.gestures {
            let recognized = detects(gesture, detector: detector, mode: mode, settings: setting)
            folded.bySubject[gesture.subject, default: Result()].count(gesture, detector: detector, recognized: recognized)
            folded.total.count(gesture, detector: detector, recognized: recognized)
        }
        if let setting { for person in test.subjects { folded.chosen[person] = setting } }
        return folded
    }
}
