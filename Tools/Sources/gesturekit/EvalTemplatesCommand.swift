import ArgumentParser
import Foundation
import GestureShapes
import GestureTraces

/// `gesturekit eval templates`: the template matchers' accuracy on real people.
struct EvalTemplatesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "templates",
        abstract: "Template matchers' accuracy, one person held out at a time (or across groups with --train).",
        discussion: """
            User-dependent: T random templates per class from the person (and, for $1, one speed) and one other \
            sample of each class to classify; user-independent: templates from the other people, one sample of \
            each class of the held-out person; cross-subject: templates from the other people, every gesture of \
            the held-out person. With --train (cross-group): templates and every tuned value from the --train \
            collections only, every gesture of --dataset classified. Prints the mean accuracy over people with \
            its 95% interval, the worst person, the pooled accuracy, the mean time per classification (build \
            with -c release for meaningful times) and the five commonest confusions with the people they came \
            from (--json: all of them). --open-set leaves a quarter of the classes out of the templates and \
            rejects below a threshold calibrated on the other people only (with --train and several collections: \
            a threshold per class, calibrated by holding out each training collection in turn); it adds false \
            rejects and false accepts.
            """)

    @OptionGroup var datasets: EvalDataOptions

    @Option(help: "Template matcher: \(AccuracyEvaluation.Matcher.allCases.map(\.rawValue).joined(separator: ", ")).")
    var recognizer: AccuracyEvaluation.Matcher

    @Option(name: .customLong("protocol"), help: "user-dependent (the default), user-independent or cross-subject; not with --train.")
    var chosenProtocol: AccuracyEvaluation.EvaluationProtocol?

    /// Optional only so that --train can refuse it: --train sets the protocol.
    private var evaluationProtocol: AccuracyEvaluation.EvaluationProtocol { chosenProtocol ?? .userDependent }

    @Option(parsing: .unconditional, help: "Templates per class, comma-separated; \"all\" takes every gesture of each class the templates may come from (not user-dependent).")
    var templates: String = "1,3,4,9"

    @Option(parsing: .unconditional, help: "Repetitions of each protocol.")
    var repetitions: Int = 10

    @Option(parsing: .unconditional, help: "Random seed.")
    var seed: UInt64 = 1

    @Flag(help: "Leave a quarter of the classes out of the templates; reject below a threshold calibrated on the training people (by collection and per class with several --train collections).")
    var openSet = false

    @Option(help: "With --train: how each class's templates are picked from the training people: random (anew in each repetition), medoids (the most central, the same every time) or, with --templates all, condensed (only the gestures the matcher needs to name the others right, condensed in as many orders as holding each --train collection out chooses).")
    var selection: TemplateSelection = .random

    @Option(help: "With --train (two collections or more) and --templates all: how a gesture's class is named from its distances to the templates: \(TemplateDecision.allCases.map(\.rawValue).joined(separator: ", ")). vote and edited choose their k by holding each --train collection out in turn, class-weights learns a weight per class on them; every setting's inner and test figures are printed.")
    var decision: TemplateDecision?

    @Flag(help: "Print JSON lines instead of a table.")
    var json = false

    func validate() throws {
        if datasets.dataset == nil { throw ValidationError("Missing expected argument '--dataset <dataset>'") }
        try EvalDataOptions.validate(repetitions: repetitions)
        if templateCounts == nil {
            throw ValidationError("--templates takes positive whole numbers or \"all\" separated by commas, e.g. 1,3,4,9 or 1,all")
        }
        if templateCounts?.contains(AccuracyEvaluation.allTemplates) == true && datasets.training.isEmpty && evaluationProtocol == .userDependent {
            throw ValidationError("--templates all needs templates from other people (--train, or --protocol cross-subject or user-independent): user-dependent rounds keep a candidate of the person's own")
        }
        if datasets.training.isEmpty && selection != .random {
            throw ValidationError("--selection applies to --train (cross-group) runs")
        }
        if selection == .condensed && (templateCounts != [AccuracyEvaluation.allTemplates] || openSet) {
            throw ValidationError("--selection condensed picks among every training gesture: it needs --templates all, without --open-set")
        }
        if decision != nil && selection != .random {
            throw ValidationError("--decision names classes from every training gesture: leave out --selection")
        }
        if decision != nil && (datasets.training.count < 2 || templateCounts != [AccuracyEvaluation.allTemplates] || openSet) {
            throw ValidationError("--decision needs --train with two collections or more (its settings are chosen by holding each out in turn) and --templates all, without --open-set")
        }
        if !datasets.training.isEmpty && chosenProtocol != nil {
            throw ValidationError("--train sets the protocol (templates and tuning from the --train collections, every gesture of --dataset classified); leave out --protocol")
        }
    }

    private var templateCounts: [Int]? { TemplateCounts.parse(templates, allowingAll: true) }

    /// Throws for an open-set row with a tested person whose threshold had nothing to be
    /// calibrated on (``AccuracyEvaluation/Row/learnedFromNoOne``): checked before anything is
    /// printed, since a threshold of 0 would read as calibrated. A person left out of the
    /// figures is not asked about: that is said under the row.
    func checkCalibrated(_ rows: [AccuracyEvaluation.Row]) throws {
        guard openSet else { return }
        func uncalibrated(_ row: AccuracyEvaluation.Row) -> [String] {
            row.learnedFromNoOne.filter { (row.bySubject[$0]?.knownTrials ?? 0) > 0 }.sorted()
        }
        guard let row = rows.first(where: { !uncalibrated($0).isEmpty }) else { return }
        let people = uncalibrated(row)
        throw CommandFailure("--open-set: no calibration trial for person " + people.prefix(5).joined(separator: ", ")
                             + (people.count > 5 ? " and \(people.count - 5) more" : "") + " at T = \(templateCount(row.templates)) "
                             + "(no other person could be tested, or none had a gesture of a class left out); "
                             + "a threshold of 0 would accept every stranger")
    }

    /// Whether the run has people to learn from: the open-set threshold and the
    /// combination's shares are learned by holding people out in turn (from templates of the
    /// others), the training collections' people, else the others of each held-out person
    /// under the same protocol (across people, one of them held out and templates from the
    /// rest; user-dependent, each on their own).
    func hasTuningPeople(_ data: Dataset, training: Dataset?) -> Bool {
        if let training { return training.subjects.count >= 2 }
        return data.subjects.count >= (evaluationProtocol == .userDependent ? 2 : 3)
    }

    /// Throws for `--open-set` without people to calibrate on: the threshold would be 0,
    /// every stranger accepted, and printed as if calibrated.
    func checkTuningPeople(_ data: Dataset, training: Dataset?) throws {
        guard openSet, !hasTuningPeople(data, training: training) else { return }
        if let training {
            throw CommandFailure("--open-set's threshold is calibrated on the --train collections by holding each of their people out "
                                 + "in turn: they hold \(training.subjects.count) person(s); at least 2 are needed")
        }
        throw CommandFailure("--open-set's threshold is calibrated for each held-out person on the others, under the same protocol: "
                             + "\(data.name) holds \(data.subjects.count) people; \(evaluationProtocol.rawValue) needs at least "
                             + "\(evaluationProtocol == .userDependent ? 2 : 3)")
    }

    func run() throws {
        let (data, training) = try datasets.load()
        guard let counts = templateCounts else { return }
        try checkTuningPeople(data, training: training)
        if let decision, let training {
            let report = AccuracyEvaluation.run(test: data, training: training, matcher: recognizer, decision: decision, seed: seed)
            printDecision(report, data: data, training: training)
            return
        }
        let rows = training.map {
            AccuracyEvaluation.run(test: data, training: $0, matcher: recognizer, templateCounts: counts, repetitions: repetitions,
                                   seed: seed, openSet: openSet, selection: selection)
        } ?? AccuracyEvaluation.run(data, matcher: recognizer, protocol: evaluationProtocol, templateCounts: counts,
                                    repetitions: repetitions, seed: seed, openSet: openSet)
        // Checked before anything is printed: a threshold of 0 would read as calibrated.
        try checkCalibrated(rows)
        if json {
            for row in rows { print(jsonLine(row, recognizer: recognizer, training: training, untrained: EvalReport.untrained(data, training))) }
            return
        }
        let people = data.subjects.count
        print("\(recognizer.rawValue), \(EvalReport.protocolName(evaluationProtocol.rawValue, training: training))\(openSet ? ", open set" : ""), on \(data.name): "
              + "\(data.labels.count) classes, \(data.gestures.count) gestures, \(people) people, \(repetitions) repetitions, seed \(seed)")
        if let training { print(EvalReport.trainingLine(training, untrained: EvalReport.untrained(data, training), in: data)) }
        var header = "T   accuracy: mean of people ± 95%   sd      worst person     pooled    trials   µs/classification"
        if openSet { header += "   false rejects   false accepts (mean ± 95%)   threshold" }
        print(header)
        for row in rows {
            print(tableLine(row, noTrials: noTrialsReason(data, training: training, row: row)))
            let untested = row.untested.sorted { $0.key < $1.key }
            for (person, reasons) in untested.prefix(5) {
                let whole = row.accuracySummary.values[person] == nil
                print("    not tested: person \(person)\(whole ? ", left out of the mean" : ", in part"): " + reasons.joined(separator: "; "))
            }
            if untested.count > 5 { print("    not tested: \(untested.count - 5) more people (--json lists everyone's reasons)") }
            if !row.fewerTemplates.isEmpty {
                let classes = row.fewerTemplates.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }
                print("    fewer than \(row.templates) templates, as the other people drew no more: " + classes.prefix(8).joined(separator: ", ")
                      + (classes.count > 8 ? " (and \(classes.count - 8) more classes)" : ""))
            }
            if let condensing = row.condensing {
                let scores = zip(AccuracyEvaluation.condensingOrders, condensing.innerScores).map { "\($0) \(EvalReport.percent($1))" }
                print("    condensed: \(condensing.templates) of \(condensing.trainingGestures) training gestures kept as templates, in \(condensing.orders) orders"
                      + (scores.isEmpty ? "" : " (chosen by holding each --train collection out; inner scores by orders: \(scores.joined(separator: ", ")))"))
            }
            if let confusions = confusionLine(row) { print("    " + confusions) }
            if !row.choices.isEmpty {
                let counts = Dictionary(grouping: row.choices.values, by: { $0 }).mapValues(\.count).sorted { $0.key < $1.key }
                let learned = row.learnedFromNoOne.count == row.choices.count ? "not learned, no one to hold out: the default"
                    : training == nil ? "learned per held-out person" + (row.learnedFromNoOne.isEmpty ? ""
                        : " (the default for \(row.learnedFromNoOne.count), with no one to learn from)")
                    : "learned on the --train collections, for every person"
                print("    \(learned): " + counts.map { "\($0.key) (×\($0.value))" }.joined(separator: ", "))
            }
        }
    }

    func jsonLine(_ row: AccuracyEvaluation.Row, recognizer: AccuracyEvaluation.Matcher, training: Dataset?, untrained: [String]) -> String {
        let summary = row.accuracySummary
        let perPerson = summary.values.sorted { $0.key < $1.key }.map { "\(EvalReport.quoted($0.key)):\($0.value)" }.joined(separator: ",")
        // Nothing classified has no accuracy: null, not 0.
        let measured = row.trials > 0
        func figure(_ value: Double) -> String { measured ? "\(value)" : "null" }
        var fields = [
            "\"recognizer\":\"\(recognizer.rawValue)\"", "\"protocol\":\"\(EvalReport.protocolName(evaluationProtocol.rawValue, training: training))\"",
            "\"templates\":\(row.templates == AccuracyEvaluation.allTemplates ? "\"all\"" : String(row.templates))", "\"trials\":\(row.trials)",
            "\"accuracy\":\(figure(row.accuracy))", "\"meanAccuracyOfPeople\":\(figure(summary.mean))", "\"halfWidth95\":\(figure(summary.halfWidth95))",
            "\"standardDeviation\":\(figure(summary.standardDeviation))", "\"accuracyByPerson\":{\(perPerson)}",
            "\"microsecondsPerClassification\":\(figure(row.secondsPerClassification * 1e6))",
        ]
        if !row.untested.isEmpty {
            fields.append("\"untested\":{" + row.untested.sorted { $0.key < $1.key }.map { person, reasons in
                "\(EvalReport.quoted(person)):[" + reasons.map(EvalReport.quoted).joined(separator: ",") + "]"
            }.joined(separator: ",") + "}")
        }
        if !row.fewerTemplates.isEmpty {
            fields.append("\"fewerTemplates\":{" + row.fewerTemplates.sorted { $0.key < $1.key }
                .map { "\(EvalReport.quoted($0.key)):\($0.value)" }.joined(separator: ",") + "}")
        }
        if let condensing = row.condensing {
            fields += ["\"condensedTemplates\":\(condensing.templates)", "\"condensingOrders\":\(condensing.orders)",
                       "\"condensingInnerScores\":{" + zip(AccuracyEvaluation.condensingOrders, condensing.innerScores).map { "\"\($0)\":\($1)" }.joined(separator: ",") + "}"]
        }
        fields.append("\"confusions\":[" + row.commonestConfusions.map { pair, count in
            let people = row.subjects(confusing: pair).map { "\(EvalReport.quoted($0.subject)):\($0.count)" }
            return "{\"actual\":\(EvalReport.quoted(pair.actual)),\"named\":\(EvalReport.quoted(pair.named)),\"count\":\(count),\"byPerson\":{\(people.joined(separator: ","))}}"
        }.joined(separator: ",") + "]")
        if !row.choices.isEmpty {
            fields.append("\"choices\":{" + row.choices.sorted { $0.key < $1.key }.map { "\(EvalReport.quoted($0.key)):\(EvalReport.quoted($0.value))" }.joined(separator: ",") + "}")
        }
        if training != nil {
            fields += [EvalReport.trainingField(datasets), "\"untrainedClasses\":[" + untrained.map(EvalReport.quoted).joined(separator: ",") + "]"]
            // Test gestures of classes the templates lack are unknown even in a closed set.
            if !openSet { fields += ["\"unknownTrials\":\(row.total.unknownTrials)", "\"unknownAccepted\":\(row.total.unknownAccepted)"] }
        }
        if openSet {
            fields.append("\"thresholds\":{" + row.thresholds.sorted { $0.key < $1.key }.map { "\(EvalReport.quoted($0.key)):\($0.value)" }.joined(separator: ",") + "}")
            fields += ["\"openSet\":true", "\"knownRejected\":\(row.total.knownRejected)", "\"unknownTrials\":\(row.total.unknownTrials)",
                       "\"unknownAccepted\":\(row.total.unknownAccepted)", "\"meanFalseAcceptRateOfPeople\":\(row.falseAcceptSummary.mean)"]
        }
        return "{" + fields.joined(separator: ",") + "}"
    }

    /// A row's template count as the user wrote it.
    /// One row of the table. A row without trials (too few people or gestures of a class for
    /// this protocol and T) shows "-" rather than an accuracy of 0.00%, and a wide T keeps a
    /// space before the next column.
    func tableLine(_ row: AccuracyEvaluation.Row, noTrials: String) -> String {
        let count = templateCount(row.templates)
        let t = count.padding(toLength: Swift.max(4, count.count + 1), withPad: " ", startingAt: 0)
        guard row.trials > 0 else {
            return t + "-".padding(toLength: 33, withPad: " ", startingAt: 0) + "-".padding(toLength: 8, withPad: " ", startingAt: 0)
                + "-".padding(toLength: 17, withPad: " ", startingAt: 0) + "-".padding(toLength: 8, withPad: " ", startingAt: 0)
                + String(format: "%8d", 0) + "   no trials: " + noTrials
        }
        let summary = row.accuracySummary
        let worst = summary.worst.map { "\($0.subject) \(EvalReport.percent($0.value))" } ?? "-"
        var line = t
            + "\(EvalReport.percent(summary.mean)) ± \(EvalReport.points(summary.halfWidth95))".padding(toLength: 33, withPad: " ", startingAt: 0)
            + EvalReport.points(summary.standardDeviation).padding(toLength: 8, withPad: " ", startingAt: 0)
            // A long name pushes the columns after it rather than running into them.
            + worst.padding(toLength: Swift.max(17, worst.count + 1), withPad: " ", startingAt: 0)
            + EvalReport.percent(row.accuracy).padding(toLength: 8, withPad: " ", startingAt: 0)
            + String(format: "%8d", row.trials) + String(format: "%20.1f", row.secondsPerClassification * 1e6)
        if openSet {
            let rejected = Double(row.total.knownRejected) / Double(Swift.max(1, row.total.knownTrials))
            let accepts = row.falseAcceptSummary
            // The people tested: one left out of the figures has no threshold that counts.
            let counted = row.thresholds.filter { (row.bySubject[$0.key]?.knownTrials ?? 0) > 0 }.map(\.value)
            let threshold = counted.reduce(0, +) / Double(Swift.max(1, counted.count))
            line += "   " + EvalReport.percent(rejected).padding(toLength: 16, withPad: " ", startingAt: 0)
                + "\(EvalReport.percent(accepts.mean)) ± \(EvalReport.points(accepts.halfWidth95))".padding(toLength: 29, withPad: " ", startingAt: 0)
                + String(format: "%.4f", threshold)
        }
        return line
    }

    /// Why a row has no trials, for this run: the test's classes all untrained, or too few
    /// people or gestures of a class (then "not tested" lines follow for user-dependent runs).
    private func noTrialsReason(_ data: Dataset, training: Dataset?, row: AccuracyEvaluation.Row) -> String {
        if let training, Set(data.labels).isDisjoint(with: training.labels) {
            return "no class of \(data.name) is in the --train collections (theirs: \(training.labels.joined(separator: ", ")))"
        }
        return row.untested.isEmpty ? "too few people, or gestures per class, for T templates and a candidate"
            : "no person could be tested (why, below)"
    }

    private func templateCount(_ count: Int) -> String {
        count == AccuracyEvaluation.allTemplates ? "all" : String(count)
    }

    /// The five commonest confusions of `row` (class → the class it was named as), each with
    /// the held-out people it happened to: a low accuracy is often one pair of look-alikes.
    func confusionLine(_ row: AccuracyEvaluation.Row) -> String? {
        let commonest = row.commonestConfusions.prefix(5)
        guard !commonest.isEmpty else { return nil }
        return "most confused (class → named as): " + commonest.map { pair, count in
            let people = row.subjects(confusing: pair).map { "\($0.subject) \($0.count)" }
            return "\(pair.actual) → \(pair.named) \(count) (\(people.joined(separator: ", ")))"
        }.joined(separator: "; ")
    }
}
