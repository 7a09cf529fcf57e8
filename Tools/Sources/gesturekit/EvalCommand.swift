import ArgumentParser
import Foundation
import GestureShapes
import GestureTraces

/// `gesturekit eval`: accuracy of the template recognizers (and the shape detectors) on real data.
struct EvalCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "eval",
        abstract: "Measure recognizers on a labelled dataset ($1 folder or MMG+ .jsonl).",
        discussion: """
            With --recognizer: template matching, run once per person (held out). User-dependent: T random \
            templates per class from the person (and, for $1, one speed) and one other sample of each class to \
            classify; user-independent: templates from the other people, one sample of each class of the held-out \
            person; cross-subject: templates from the other people, every gesture of the held-out person. Prints \
            the mean accuracy over people with its 95% interval, the worst person, the pooled accuracy, the \
            mean time per classification (build with -c release for meaningful times) and the five commonest \
            confusions with the people they came from (--json: all of them). --open-set leaves a \
            quarter of the classes out of the templates and rejects below a threshold calibrated on the other \
            people only; it adds false rejects and false accepts. With --detector: the shape recognizer replayed \
            on every $1 gesture; recall on its own class, false positives on the others. With --train (cross-group): \
            templates and every tuned value from the --train collections only, every gesture of --dataset \
            classified, figures per person of --dataset. A file that cannot be read is skipped and listed on \
            standard error (--strict: the command stops instead).
            """)

    @OptionGroup var datasets: EvalDataOptions

    @Option(help: "Template matcher: protractor, p, p-squared, q or jackknife.")
    var recognizer: AccuracyEvaluation.Matcher?

    @Option(name: .customLong("protocol"), help: "user-dependent (the default), user-independent or cross-subject; not with --train.")
    var chosenProtocol: AccuracyEvaluation.EvaluationProtocol?

    /// Optional only so that --train can refuse it: --train sets the protocol.
    private var evaluationProtocol: AccuracyEvaluation.EvaluationProtocol { chosenProtocol ?? .userDependent }

    @Option(help: "Templates per class, comma-separated.")
    var templates: String = "1,3,4,9"

    @Option(help: "Repetitions of each protocol.")
    var repetitions: Int = 10

    @Option(help: "Random seed.")
    var seed: UInt64 = 1

    @Option(help: "Shape detector to measure instead: circle or checkmark.")
    var detector: DetectorEvaluation.Detector?

    @Option(help: "Detector mode: seed (the source material's algorithm) or improved.")
    var mode: DetectorEvaluation.Mode = .improved

    @Flag(help: "Leave a quarter of the classes out of the templates; reject below a threshold calibrated on the other people.")
    var openSet = false

    @Flag(help: "Print JSON instead of a table.")
    var json = false

    @Flag(help: "With --detector checkmark: print every one-stroke gesture's arms as the detector measures them, as CSV.")
    var arms = false

    func validate() throws {
        if (recognizer == nil) == (detector == nil) { throw ValidationError("choose one of --recognizer or --detector") }
        if repetitions < 1 { throw ValidationError("--repetitions must be at least 1") }
        if arms && detector != .checkmark { throw ValidationError("--arms goes with --detector checkmark") }
        if arms && json { throw ValidationError("--arms prints CSV; leave out --json") }
        if templateCounts == nil { throw ValidationError("--templates takes positive whole numbers separated by commas, e.g. 1,3,4,9") }
        if !datasets.training.isEmpty && chosenProtocol != nil {
            throw ValidationError("--train sets the protocol (templates and tuning from the --train collections, every gesture of --dataset classified); leave out --protocol")
        }
        if arms && !datasets.training.isEmpty { throw ValidationError("--arms measures --dataset alone; leave out --train") }
    }

    private var templateCounts: [Int]? {
        let counts = templates.split(separator: ",").map { Int($0.trimmingCharacters(in: .whitespaces)) }
        guard !counts.isEmpty, counts.allSatisfy({ ($0 ?? 0) >= 1 }) else { return nil }
        return counts.compactMap { $0 }
    }

    func run() throws {
        let (data, training) = try datasets.load()
        if arms {
            printArms(of: data)
            return
        }
        if let detector {
            printDetector(detector, on: data, training: training)
            return
        }
        guard let recognizer, let counts = templateCounts else { return }
        let rows = training.map {
            AccuracyEvaluation.run(test: data, training: $0, matcher: recognizer, templateCounts: counts, repetitions: repetitions,
                                   seed: seed, openSet: openSet)
        } ?? AccuracyEvaluation.run(data, matcher: recognizer, protocol: evaluationProtocol, templateCounts: counts,
                                    repetitions: repetitions, seed: seed, openSet: openSet)
        if json {
            for row in rows { print(jsonLine(row, recognizer: recognizer, training: training, untrained: untrained(data, training))) }
            return
        }
        let people = data.subjects.count
        print("\(recognizer.rawValue), \(protocolName(training))\(openSet ? ", open set" : ""), on \(data.name): "
              + "\(data.labels.count) classes, \(data.gestures.count) gestures, \(people) people, \(repetitions) repetitions, seed \(seed)")
        if let training { print(trainingLine(training, untrained: untrained(data, training), in: data)) }
        var header = "T   accuracy: mean of people ± 95%   sd      worst person     pooled    trials   µs/classification"
        if openSet { header += "   false rejects   false accepts (mean ± 95%)   threshold" }
        print(header)
        for row in rows {
            let summary = row.accuracySummary
            let worst = summary.worst.map { "\($0.subject) \(percent($0.value))" } ?? "-"
            var line = String(row.templates).padding(toLength: 4, withPad: " ", startingAt: 0)
                + "\(percent(summary.mean)) ± \(points(summary.halfWidth95))".padding(toLength: 33, withPad: " ", startingAt: 0)
                + points(summary.standardDeviation).padding(toLength: 8, withPad: " ", startingAt: 0)
                + worst.padding(toLength: 17, withPad: " ", startingAt: 0)
                + percent(row.accuracy).padding(toLength: 8, withPad: " ", startingAt: 0)
                + String(format: "%8d", row.trials) + String(format: "%20.1f", row.secondsPerClassification * 1e6)
            if openSet {
                let rejected = Double(row.total.knownRejected) / Double(Swift.max(1, row.total.knownTrials))
                let accepts = row.falseAcceptSummary
                let threshold = row.thresholds.values.reduce(0, +) / Double(Swift.max(1, row.thresholds.count))
                line += "   " + percent(rejected).padding(toLength: 16, withPad: " ", startingAt: 0)
                    + "\(percent(accepts.mean)) ± \(points(accepts.halfWidth95))".padding(toLength: 29, withPad: " ", startingAt: 0)
                    + String(format: "%.4f", threshold)
            }
            print(line)
            if let confusions = confusionLine(row) { print("    " + confusions) }
            if !row.choices.isEmpty {
                let counts = Dictionary(grouping: row.choices.values, by: { $0 }).mapValues(\.count).sorted { $0.key < $1.key }
                let learned = training == nil ? "learned per held-out person" : "learned on the --train collections, for every person"
                print("    \(learned): " + counts.map { "\($0.key) (×\($0.value))" }.joined(separator: ", "))
            }
        }
    }

    private func jsonLine(_ row: AccuracyEvaluation.Row, recognizer: AccuracyEvaluation.Matcher, training: Dataset?, untrained: [String]) -> String {
        let summary = row.accuracySummary
        let perPerson = summary.values.sorted { $0.key < $1.key }.map { "\(quoted($0.key)):\($0.value)" }.joined(separator: ",")
        var fields = [
            "\"recognizer\":\"\(recognizer.rawValue)\"", "\"protocol\":\"\(protocolName(training))\"",
            "\"templates\":\(row.templates)", "\"trials\":\(row.trials)", "\"accuracy\":\(row.accuracy)",
            "\"meanAccuracyOfPeople\":\(summary.mean)", "\"halfWidth95\":\(summary.halfWidth95)",
            "\"standardDeviation\":\(summary.standardDeviation)", "\"accuracyByPerson\":{\(perPerson)}",
            "\"microsecondsPerClassification\":\(row.secondsPerClassification * 1e6)",
        ]
        fields.append("\"confusions\":[" + row.commonestConfusions.map { pair, count in
            let people = row.subjects(confusing: pair).map { "\(quoted($0.subject)):\($0.count)" }
            return "{\"actual\":\(quoted(pair.actual)),\"named\":\(quoted(pair.named)),\"count\":\(count),\"byPerson\":{\(people.joined(separator: ","))}}"
        }.joined(separator: ",") + "]")
        if !row.choices.isEmpty {
            fields.append("\"choices\":{" + row.choices.sorted { $0.key < $1.key }.map { "\(quoted($0.key)):\(quoted($0.value))" }.joined(separator: ",") + "}")
        }
        if training != nil {
            fields += [trainingField, "\"untrainedClasses\":[" + untrained.map(quoted).joined(separator: ",") + "]"]
            // Test gestures of classes the templates lack are unknown even in a closed set.
            if !openSet { fields += ["\"unknownTrials\":\(row.total.unknownTrials)", "\"unknownAccepted\":\(row.total.unknownAccepted)"] }
        }
        if openSet {
            fields.append("\"thresholds\":{" + row.thresholds.sorted { $0.key < $1.key }.map { "\(quoted($0.key)):\($0.value)" }.joined(separator: ",") + "}")
            fields += ["\"openSet\":true", "\"knownRejected\":\(row.total.knownRejected)", "\"unknownTrials\":\(row.total.unknownTrials)",
                       "\"unknownAccepted\":\(row.total.unknownAccepted)", "\"meanFalseAcceptRateOfPeople\":\(row.falseAcceptSummary.mean)"]
        }
        return "{" + fields.joined(separator: ",") + "}"
    }

    /// The five commonest confusions of `row` (class → the class it was named as), each with
    /// the held-out people it happened to: a low accuracy is often one pair of look-alikes.
    private func confusionLine(_ row: AccuracyEvaluation.Row) -> String? {
        let commonest = row.commonestConfusions.prefix(5)
        guard !commonest.isEmpty else { return nil }
        return "most confused (class → named as): " + commonest.map { pair, count in
            let people = row.subjects(confusing: pair).map { "\($0.subject) \($0.count)" }
            return "\(pair.actual) → \(pair.named) \(count) (\(people.joined(separator: ", ")))"
        }.joined(separator: "; ")
    }

    /// A detector by person: the improved mode's parameter tuned on each fold's training
    /// gestures only (with --train, on the training collections); the seed as the source
    /// material has it.
    private func printDetector(_ detector: DetectorEvaluation.Detector, on data: Dataset, training: Dataset?) {
        let detectorProtocol: DetectorEvaluation.DetectorProtocol = evaluationProtocol == .userDependent ? .userDependent : .crossSubject
        let result = training.map { DetectorEvaluation.run(test: data, training: $0, detector: detector, mode: mode) }
            ?? DetectorEvaluation.run(data, detector: detector, mode: mode, protocol: detectorProtocol)
        let protocolLabel = training == nil ? detectorProtocol.rawValue : protocolName(training)
        let recall = result.recallSummary, falsePositives = result.falsePositiveSummary
        if json {
            let chosen = result.chosen.sorted { $0.key < $1.key }.map { "\(quoted($0.key)):\(quoted($0.value.description))" }.joined(separator: ",")
            print("{\"detector\":\"\(detector.rawValue)\",\"mode\":\"\(mode.rawValue)\",\"protocol\":\"\(protocolLabel)\","
                  + (training == nil ? "" : trainingField + ",")
                  + "\"meanRecallOfPeople\":\(recall.mean),\"recallHalfWidth95\":\(recall.halfWidth95),"
                  + "\"meanFalsePositiveRateOfPeople\":\(falsePositives.mean),\"falsePositiveHalfWidth95\":\(falsePositives.halfWidth95),"
                  + "\"recall\":\(result.total.recall),\"falsePositiveRate\":\(result.total.falsePositiveRate),"
                  + "\"recallByPerson\":{\(byPerson(recall))},\"falsePositiveRateByPerson\":{\(byPerson(falsePositives))},"
                  + "\"positives\":\(result.total.positives),\"negatives\":\(result.total.negatives),\"chosen\":{\(chosen)}}")
            return
        }
        print("\(detector.rawValue) detector, \(mode.rawValue) mode, \(protocolLabel), on \(data.name) (\(data.gestures.count) gestures, \(data.subjects.count) people)")
        if let training { print(trainingLine(training, untrained: [], in: data)) }
        print("recall on \"\(detector.label)\", mean of people: \(percent(recall.mean)) ± \(points(recall.halfWidth95)) (worst: "
              + (recall.worst.map { "\($0.subject) \(percent($0.value))" } ?? "-") + "); pooled \(percent(result.total.recall)) "
              + "(\(result.total.truePositives) of \(result.total.positives))")
        print("false positives on the other classes, mean of people: \(percent(falsePositives.mean)) ± \(points(falsePositives.halfWidth95)) (worst: "
              + (falsePositives.values.max { $0.value < $1.value }.map { "\($0.key) \(percent($0.value))" } ?? "-")
              + "); pooled \(percent(result.total.falsePositiveRate)) (\(result.total.falsePositives) of \(result.total.negatives))")
        let worst = result.total.falsePositivesByClass.sorted { ($0.value, $1.key) > ($1.value, $0.key) }.prefix(3)
        if !worst.isEmpty { print("most false positives: " + worst.map { "\($0.key) \($0.value)" }.joined(separator: ", ")) }
        if !result.chosen.isEmpty {
            let counts = Dictionary(grouping: result.chosen.values.map(\.description), by: { $0 }).mapValues(\.count).sorted { $0.key < $1.key }
            print(training == nil ? "chosen on the training gestures of each fold:" : "chosen on the --train collections, for every person:")
            for (settings, count) in counts { print("    \(settings) (×\(count))") }
        }
    }

    /// A figure per person as the members of a JSON object, people in order.
    private func byPerson(_ summary: SubjectSummary) -> String {
        summary.values.sorted { $0.key < $1.key }.map { "\(quoted($0.key)):\($0.value)" }.joined(separator: ",")
    }

    /// The protocol's name in reports: --train's is "cross-group".
    private func protocolName(_ training: Dataset?) -> String { training == nil ? evaluationProtocol.rawValue : "cross-group" }

    /// The classes of `data` that `training` has no gesture of: never named right.
    private func untrained(_ data: Dataset, _ training: Dataset?) -> [String] {
        guard let training else { return [] }
        return Array(Set(data.labels).subtracting(training.labels)).sorted()
    }

    /// What a cross-group run learned from, and what of the test it cannot name.
    private func trainingLine(_ training: Dataset, untrained: [String], in data: Dataset) -> String {
        var line = "templates and tuning from \(training.name) only: \(training.subjects.count) people, \(training.gestures.count) gestures"
        if !untrained.isEmpty {
            let count = data.gestures.filter { untrained.contains($0.label) }.count
            line += "\nnot in the training collections, counted as unknown (named as anything, a false accept): "
                + untrained.joined(separator: ", ") + " (\(count) gestures)"
        }
        return line
    }

    /// The JSON field naming the training collections.
    private var trainingField: String {
        "\"training\":[" + datasets.training.map { quoted(URL(fileURLWithPath: $0).standardizedFileURL.lastPathComponent) }.joined(separator: ",") + "]"
    }

    /// `text` as a JSON string: a dataset's class and person names are its own, quotes and all.
    private func quoted(_ text: String) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .withoutEscapingSlashes
        return (try? encoder.encode(text)).flatMap { String(data: $0, encoding: .utf8) } ?? "\"\""
    }

    /// One CSV line per one-stroke gesture: its arms as the check mark's improved mode
    /// measures them, how fast each was drawn, and the verdict of the detector's defaults on
    /// the stroke as recorded.
    private func printArms(of data: Dataset) {
        let judge = CheckMarkGestureRecognizer(mode: .improved)
        print("subject,speed,name,label,arm_ratio,turn_degrees,falling_degrees,rising_degrees,lead_in,hook,speed_ratio,verdict")
        var unmeasured = 0
        for gesture in data.gestures {
            guard let measured = ArmMeasurement(gesture) else {
                unmeasured += 1
                continue
            }
            let arms = measured.arms
            let verdict = judge.improvedVerdict(gesture.strokes[0].map(\.location)) ?? "check"
            // A $1 log names its gesture; an MMG+ file numbers its lines.
            let name = gesture.details["name"] ?? gesture.details["line"].map { "line \($0)" } ?? ""
            let texts = [gesture.subject, gesture.details["speed"] ?? "", name, gesture.label].map(csvField)
            // A recording without times, or without usable ones (equal timestamps), has no speed ratio: left empty.
            let figures = [arms.armRatio, arms.turn, arms.fallingAngle, arms.risingAngle, arms.leadInShare, arms.hookShare,
                           measured.speedRatio ?? .nan].map { $0.isFinite ? String(format: "%.3f", $0) : "" }
            print((texts + figures + [csvField(verdict)]).joined(separator: ","))
        }
        if unmeasured > 0 {
            FileHandle.standardError.write(Data("\(unmeasured) gestures left out: not one stroke, or no turn at the bottom\n".utf8))
        }
    }

    /// `text` as a CSV field: quoted when it holds a comma, a quote or a line break.
    private func csvField(_ text: String) -> String {
        guard text.contains(where: { $0 == "," || $0 == "\"" || $0.isNewline }) else { return text }
        return "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }

    /// A difference of two fractions, in percentage points.
    private func points(_ value: Double) -> String { String(format: "%.2f", value * 100) }

    private func percent(_ value: Double) -> String { String(format: "%.2f%%", value * 100) }
}

// The library cannot conform its own types to ArgumentParser (it must not depend on it), so
// the command line does; these types are ours on both sides, so the conformances are safe.
extension AccuracyEvaluation.Matcher: @retroactive ExpressibleByArgument {}
extension AccuracyEvaluation.EvaluationProtocol: @retroactive ExpressibleByArgument {}
extension DetectorEvaluation.Detector: @retroactive ExpressibleByArgument {}
extension DetectorEvaluation.Mode: @retroactive ExpressibleByArgument {}
