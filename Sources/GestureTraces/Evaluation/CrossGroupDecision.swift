import Foundation
import GestureShapes

extension AccuracyEvaluation {
    /// A cross-group run with every training gesture as a template and a
    /// ``TemplateDecision`` whose setting is chosen nested by group. What it reports for the
    /// record: every option's inner scores and every option's figure on the test collection;
    /// only ``chosenRow`` is the run's figure.
    public struct DecisionReport: Sendable {
        /// Every option measured (of every decision), in the order of ``DecisionOption/options(for:)``.
        public var options: [DecisionOption]
        /// The training groups, each held out in turn by the inner folds.
        public var innerGroups: [String]
        /// Per option, per inner group: the mean accuracy of that group's people, classified
        /// with every gesture of the other training groups as templates.
        public var innerScores: [[Double]]
        /// The combination's shares (Jackknife, $Q), tuned on the training people.
        public var shares: [Int]
        /// The option of the asked decision with the best inner score (the mean over inner
        /// groups; ties keep the earlier, simpler one).
        public var chosen: DecisionOption
        /// Per option, the test collection classified with every training gesture as a template.
        public var rows: [Row]
        /// The weights ``TemplateDecision/classWeights`` learned on every training group, the
        /// ones its test row uses: each class's multiplier on its combined nearest distance.
        public var classWeights: [String: Double] = [:]

        /// The mean of an option's inner scores: what the choice maximizes.
        public func innerScore(_ option: DecisionOption) -> Double {
            guard let index = options.firstIndex(of: option), !innerScores[index].isEmpty else { return 0 }
            return innerScores[index].reduce(0, +) / Double(innerScores[index].count)
        }

        /// The run's figure: the chosen option's row.
        public var chosenRow: Row { rows[options.firstIndex(of: chosen) ?? 0] }
    }

    /// Every gesture of `test` classified with every gesture of `training` (collections of
    /// people named `group/person`, at least two groups) as a template, by `decision`, its
    /// setting chosen by leave-one-group-out inside `training`: each training group held out
    /// in turn and classified with the other groups' gestures as templates (edited among those
    /// groups alone), every setting scored, the best mean over groups chosen. The combination's
    /// shares are tuned as ``run(test:training:matcher:templateCounts:repetitions:seed:openSet:selection:)``
    /// tunes them for `--templates all`. Closed set; nothing is drawn.
    public static func run(test: Dataset, training: Dataset, matcher: Matcher, decision: TemplateDecision, seed: UInt64) -> DecisionReport {
        run(test: test, training: training, matchers: MatcherSource(matcher), decision: decision, seed: seed)
    }

    static func run(test: Dataset, training: Dataset, matchers: MatcherSource, decision: TemplateDecision, seed: UInt64) -> DecisionReport {
        let pool = Pool(training.gestures)
        // The same generator as the "all" row of the other run: the same shares.
        var tuningRandom = SplitMix(seed: seed ^ (UInt64(allTemplates) << 32) ^ 0x9E37_79B9)
        let tuned = tune(on: pool, matchers: matchers, templates: allTemplatesTuningCount, openSet: false, random: &tuningRandom)
        let shares = tuned.shares.map { [$0.jackknife, $0.q] } ?? [1]
        let members = matchers.members ?? { [matchers.make(nil)] }
        let table = GroupDistances(training: pool.subjects.flatMap { pool.bySubject[$0] ?? [] }, test: test.gestures, members: members)
        let options = TemplateDecision.allCases.flatMap(DecisionOption.options(for:))
        var report = DecisionReport(options: options, innerGroups: table.groups, innerScores: options.map { _ in [] },
                                    shares: shares, chosen: options[0], rows: [])
        for (held, _) in table.groups.enumerated() {
            let allowed = table.groups.indices.map { $0 != held }
            let known = Set((0..<table.templates.count).filter { allowed[table.templateGroup[$0]] }.map { table.templateClass[$0] })
            let rows = (0..<table.templates.count).filter { table.templateGroup[$0] == held && known.contains(table.templateClass[$0]) }
            let rowsOfOptions = tally(table, rows: rows, allowed: allowed, shares: shares, options: options)
            for index in options.indices { report.innerScores[index].append(rowsOfOptions[index].accuracySummary.mean) }
        }
        let asked = DecisionOption.options(for: decision)
        report.chosen = asked.max { (report.innerScore($0), -asked.firstIndex(of: $0)!) < (report.innerScore($1), -asked.firstIndex(of: $1)!) } ?? asked[0]
        let testRows = Array(table.templates.count..<(table.templates.count + table.test.count))
        let everyGroup = table.groups.map { _ in true }
        report.rows = tally(table, rows: testRows, allowed: everyGroup, shares: shares, options: options)
        let offsets = learnedClassOffsets(table, allowed: everyGroup, shares: shares)
        for (label, name) in table.classes.enumerated() { report.classWeights[name] = Foundation.exp(Double(offsets[label])) }
        for index in report.rows.indices {
            let choice = "jackknife \(shares.first ?? 1) : q \(shares.dropFirst().first ?? 0), \(options[index])"
            for person in test.subjects { report.rows[index].choices[person] = choice }
        }
        return report
    }

    /// One row per option: `rows` of `table` (training or test gestures) classified with the
    /// templates of the `allowed` groups, counted per person; a gesture whose class has no
    /// template is unknown (accepted: a false accept), as in the other cross-group runs.
    static func tally(_ table: GroupDistances, rows: [Int], allowed: [Bool], shares: [Int], options: [DecisionOption]) -> [Row] {
        let answers = decisionAnswers(table, rows: rows, allowed: allowed, shares: shares, options: options)
        let columns = table.templates.count
        let known = Set((0..<columns).filter { allowed[table.templateGroup[$0]] }.map { table.classes[table.templateClass[$0]] })
        var result = options.map { _ in Row(templates: allTemplates) }
        for (position, row) in rows.enumerated() {
            let gesture = row < columns ? table.templates[row] : table.test[row - columns]
            for index in options.indices {
                let named = answers[position][index].map { table.classes[$0] }
                result[index].bySubject[gesture.subject, default: Tally()]
                    .record(gesture.label, named: named, accepted: named != nil, isLeftOut: !known.contains(gesture.label))
            }
        }
        for index in result.indices { result[index].total = result[index].bySubject.values.reduce(Tally(), +) }
        return result
    }

    /// Each row's answer (a class index) under each option.
    static func decisionAnswers(_ table: GroupDistances, rows: [Int], allowed: [Bool], shares: [Int], options: [DecisionOption]) -> [[Int?]] {
        let columns = table.templates.count, classCount = table.classes.count
        let kept = editedTemplates(table, allowed: allowed, shares: shares, ks: Set(options.filter { $0.decision == .edited }.map(\.k)))
        let candidates = (0..<columns).filter { allowed[table.templateGroup[$0]] }
        let classOf = candidates.map { table.templateClass[$0] }
        let keptPositions = kept.mapValues { mask in candidates.indices.filter { mask[candidates[$0]] } }
        let maxK = options.filter { $0.decision == .vote }.map(\.k).max() ?? 0
        let offsets = options.contains { $0.decision == .classWeights } ? learnedClassOffsets(table, allowed: allowed, shares: shares) : []
        return rows.map { row in
            let logs = table.logDistances.map { member in candidates.map { member[row * columns + $0] } }
            let combined = NeighbourDecision.combined(logs, shares: shares)
            let neighbours = NeighbourDecision.nearestIndices(combined, k: maxK)
            return options.map { option in
                switch option.decision {
                case .nearest:
                    return NeighbourDecision.nearest(classOf: classOf, logs: logs, shares: shares, classCount: classCount)
                case .vote:
                    return NeighbourDecision.vote(Array(neighbours.prefix(option.k)), classOf: classOf, combined: combined,
                                                  weighted: option.weighted, classCount: classCount)
                case .edited:
                    let keep = keptPositions[option.k] ?? []
                    return NeighbourDecision.nearest(classOf: keep.map { classOf[$0] }, logs: logs.map { member in keep.map { member[$0] } },
                                                     shares: shares, classCount: classCount)
                case .classWeights:
                    return NeighbourDecision.nearest(classOf: classOf, logs: logs, shares: shares, classCount: classCount, offsets: offsets)
                }
            }
        }
    }

    /// For each k of `ks`, which templates of the `allowed` groups survive editing by group:
    /// a template is kept when its k nearest templates of the *other* allowed groups name its
    /// class (a plain vote, ties to the nearer). With one allowed group there is nothing to
    /// edit by, and every template is kept.
    static func editedTemplates(_ table: GroupDistances, allowed: [Bool], shares: [Int], ks: Set<Int>) -> [Int: [Bool]] {
        guard let maxK = ks.max() else { return [:] }
        let columns = table.templates.count
        var kept = Dictionary(uniqueKeysWithValues: ks.map { ($0, [Bool](repeating: true, count: columns)) })
        for template in 0..<columns where allowed[table.templateGroup[template]] {
            let group = table.templateGroup[template]
            let others = (0..<columns).filter { allowed[table.templateGroup[$0]] && table.templateGroup[$0] != group }
            guard !others.isEmpty else { continue }
            let logs = table.logDistances.map { member in others.map { member[template * columns + $0] } }
            let combined = NeighbourDecision.combined(logs, shares: shares)
            let neighbours = NeighbourDecision.nearestIndices(combined, k: maxK)
            let classOf = others.map { table.templateClass[$0] }
            for k in ks {
                let named = NeighbourDecision.vote(Array(neighbours.prefix(k)), classOf: classOf, combined: combined, weighted: false,
                                                   classCount: table.classes.count)
                kept[k]?[template] = named == table.templateClass[template]
            }
        }
        return kept
    }
}
