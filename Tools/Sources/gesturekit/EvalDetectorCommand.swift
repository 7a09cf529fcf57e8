import ArgumentParser
import Foundation
import GestureShapes
import GestureTraces

/// `gesturekit eval detector`: a shape detector's recall and false positives on real people.
struct EvalDetectorCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "detector",
        abstract: "A shape detector (circle or checkmark) replayed on every gesture: recall on its class, false positives on the others.",
        discussion: """
            The improved mode's setting is tuned on each fold's training people only (cross-subject), or per \
            person (user-dependent), or, with --train, on the --train collections, or not at all (--protocol \
            shipped: the settings the detector ships with, what a user gets); the seed mode is the source \
            material's algorithm as it is. With --folds-by-group GROUP… (instead of --dataset), each group is held \
            out in turn: the improved mode's design is chosen on the other groups only, and the figures of each \
            group come from the design of its own fold.
            """)

    @OptionGroup var datasets: EvalDataOptions

    @Argument(help: "The detector: circle or checkmark.")
    var detector: DetectorEvaluation.Detector

    @Option(help: "Detector mode: seed (the source material's algorithm) or improved.")
    var mode: DetectorEvaluation.Mode = .improved

    @Option(name: .customLong("protocol"), help: "user-dependent (the default), cross-subject, or shipped (nothing tuned: the shipped settings); not with --train.")
    var chosenProtocol: DetectorEvaluation.DetectorProtocol?

    // A detector has no templates: the matchers' user-independent protocol, which draws
    // them, is not offered (cross-subject is its counterpart here).
    private var detectorProtocol: DetectorEvaluation.DetectorProtocol { chosenProtocol ?? .userDependent }

    @Flag(help: "Print one JSON line instead of a report (with --folds-by-group, one line per group).")
    var json = false

    @Option(name: .customLong("folds-by-group"), parsing: .upToNextOption,
            help: ArgumentHelp("Groups (collections of people), each held out in turn and measured with the design chosen on the others; instead of --dataset.",
                               valueName: "group"))
    var groups: [String] = []

    @Flag(help: "List every missed gesture of the class and every false positive, with the detector's reason or the other class, each judged with the setting its fold chose (with --json, a \"misses\" field).")
    var misses = false

    @Option(name: .customLong("recall-floor"), parsing: .unconditional,
            help: ArgumentHelp("With --folds-by-group: the recall every training group must reach under a design for it to be acceptable. (default: \(Self.defaultRecallFloor))"))
    var chosenRecallFloor: Double?

    @Option(name: .customLong("false-positive-budget"), parsing: .unconditional,
            help: ArgumentHelp("With --folds-by-group: the false-positive rate no training group may exceed under an acceptable design. (default: \(Self.defaultFalsePositiveBudget))"))
    var chosenFalsePositiveBudget: Double?

    @Option(name: .customLong("design-rule"),
            help: "With --folds-by-group: which designs are acceptable on the training groups: every-group (the target met on every one; the default) or most-groups (on as many as any design meets it on).")
    var chosenDesignRule: DetectorEvaluation.DesignRule?
    var designRule: DetectorEvaluation.DesignRule { chosenDesignRule ?? .everyGroup }

    /// The target's recall and false-positive budget (issue 28's), unless told otherwise.
    static let defaultRecallFloor = 0.95, defaultFalsePositiveBudget = 0.02
    var recallFloor: Double { chosenRecallFloor ?? Self.defaultRecallFloor }
    var falsePositiveBudget: Double { chosenFalsePositiveBudget ?? Self.defaultFalsePositiveBudget }

    func validate() throws {
        if !groups.isEmpty {
            if datasets.dataset != nil || !datasets.training.isEmpty || chosenProtocol != nil {
                throw ValidationError("--folds-by-group names every group and sets the protocol: leave out --dataset, --train and --protocol")
            }
            if groups.count < 2 { throw ValidationError("--folds-by-group needs at least two groups: one held out, one to design on") }
            for (name, value, example) in [("--recall-floor", chosenRecallFloor, "0.95 for 95%"),
                                           ("--false-positive-budget", chosenFalsePositiveBudget, "0.02 for 2%")] {
                if let value, !(0...1).contains(value) { throw ValidationError("\(name) is a fraction from 0 to 1 (\(example))") }
            }
            return
        }
        if datasets.dataset == nil { throw ValidationError("Missing expected argument '--dataset <dataset>' (or --folds-by-group)") }
        if chosenRecallFloor != nil || chosenFalsePositiveBudget != nil || chosenDesignRule != nil {
            throw ValidationError("--recall-floor, --false-positive-budget and --design-rule go with --folds-by-group, not --dataset")
        }
        if !datasets.training.isEmpty && chosenProtocol != nil {
            throw ValidationError("--train sets the protocol (tuning on the --train collections, every gesture of --dataset measured); leave out --protocol")
        }
    }

    func run() throws {
        if !groups.isEmpty {
            let data = try datasets.loadGroups(groups)
            let folds = DetectorEvaluation.runFoldsByGroup(data, detector: detector, mode: mode, recallFloor: recallFloor,
                                                           falsePositiveBudget: falsePositiveBudget, rule: designRule)
            guard json else { return printFolds(folds, groups: data) }
            for line in foldsJSON(folds, groups: data) { print(line) }
            return
        }
        let (data, training) = try datasets.load()
        // Without the class there is no recall to measure: said, rather than "0.00% (0 of 0)".
        guard data.gestures.contains(where: { $0.label == detector.label }) else {
            let classes = Set(data.gestures.map(\.label)).sorted()
            throw CommandFailure("\(data.name) holds no \"\(detector.label)\" gestures, so the detector's recall cannot be measured "
                                 + "(its classes: \(classes.isEmpty ? "none" : classes.joined(separator: ", ")))")
        }
        for line in detectorReport(detector, on: data, training: training) { print(line) }
    }

    /// The report of a detector by person, line by line: the improved mode's parameter tuned
    /// on each fold's training gestures only (with --train, on the training collections); the
    /// seed as the source material has it. With `--misses`, each gesture missed or taken,
    /// judged with the setting its own fold chose.
    func detectorReport(_ detector: DetectorEvaluation.Detector, on data: Dataset, training: Dataset?) -> [String] {
        var lines: [String] = []
        let result = training.map { DetectorEvaluation.run(test: data, training: $0, detector: detector, mode: mode) }
            ?? DetectorEvaluation.run(data, detector: detector, mode: mode, protocol: detectorProtocol)
        let protocolLabel = training == nil ? detectorProtocol.rawValue : EvalReport.protocolName(detectorProtocol.rawValue, training: training)
        let recall = result.recallSummary, falsePositives = result.falsePositiveSummary
        if json {
            let missesField = misses ? ",\"misses\":" + Self.missesJSON(of: data, detector: detector, mode: mode, settings: result.settings) : ""
            let chosen = result.chosen.sorted { $0.key < $1.key }.map { "\(EvalReport.quoted($0.key)):\(EvalReport.quoted($0.value.description))" }.joined(separator: ",")
            lines.append("{\"detector\":\"\(detector.rawValue)\",\"mode\":\"\(mode.rawValue)\",\"protocol\":\"\(protocolLabel)\","
                  + (training == nil ? "" : EvalReport.trainingField(datasets) + ",")
                  + "\"meanRecallOfPeople\":\(recall.mean),\"recallHalfWidth95\":\(recall.halfWidth95),"
                  + "\"meanFalsePositiveRateOfPeople\":\(falsePositives.mean),\"falsePositiveHalfWidth95\":\(falsePositives.halfWidth95),"
                  + "\"recall\":\(result.total.recall),\"falsePositiveRate\":\(result.total.falsePositiveRate),"
                  + "\"recallByPerson\":{\(EvalReport.byPerson(recall))},\"falsePositiveRateByPerson\":{\(EvalReport.byPerson(falsePositives))},"
                  + "\"positives\":\(result.total.positives),\"negatives\":\(result.total.negatives),\"chosen\":{\(chosen)}\(missesField)}")
            return lines
        }
        lines.append("\(detector.rawValue) detector, \(mode.rawValue) mode, \(protocolLabel), on \(data.name) (\(data.gestures.count) gestures, \(data.subjects.count) people)")
        if let training { lines.append(EvalReport.trainingLine(training, untrained: [], in: data)) }
        lines.append("recall on \"\(detector.label)\", mean of people: \(EvalReport.percent(recall.mean)) ± \(EvalReport.points(recall.halfWidth95)) (worst: "
              + (recall.worst.map { "\($0.subject) \(EvalReport.percent($0.value))" } ?? "-") + "); pooled \(EvalReport.percent(result.total.recall)) "
              + "(\(result.total.truePositives) of \(result.total.positives))")
        lines.append("false positives on the other classes, mean of people: \(EvalReport.percent(falsePositives.mean)) ± \(EvalReport.points(falsePositives.halfWidth95)) (worst: "
              + (falsePositives.values.max { $0.value < $1.value }.map { "\($0.key) \(EvalReport.percent($0.value))" } ?? "-")
              + "); pooled \(EvalReport.percent(result.total.falsePositiveRate)) (\(result.total.falsePositives) of \(result.total.negatives))")
        let worst = result.total.falsePositivesByClass.sorted { ($0.value, $1.key) > ($1.value, $0.key) }.prefix(3)
        if !worst.isEmpty { lines.append("most false positives: " + worst.map { "\($0.key) \($0.value)" }.joined(separator: ", ")) }
        if !result.chosen.isEmpty {
            let counts = Dictionary(grouping: result.chosen.values.map(\.description), by: { $0 }).mapValues(\.count).sorted { $0.key < $1.key }
            lines.append(training == nil ? "chosen on the training gestures of each fold:" : "chosen on the --train collections, for every person:")
            for (settings, count) in counts { lines.append("    \(settings) (×\(count))") }
        }
        if misses {
            lines.append("misses and false positives, each gesture judged as in the figures above:")
            lines += Self.misses(of: data, detector: detector, mode: mode, settings: result.settings).map { "    " + $0 }
        }
        return lines
    }
}
