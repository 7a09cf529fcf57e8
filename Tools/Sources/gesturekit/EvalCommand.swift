import ArgumentParser
import Foundation
import GestureShapes
import GestureTraces

/// `gesturekit eval`: how well recognizers do on real, labelled people — one subcommand per
/// kind of measurement.
struct EvalCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "eval",
        abstract: "Measure recognizers on a labelled dataset ($1 folders or an MMG+ .jsonl).",
        discussion: """
            templates: the template matchers, run once per person held out (or, with --train, on every person \
            of --dataset with templates from other collections). detector: the circle and check-mark detectors. \
            arms: the check mark's arms, one CSV line per one-stroke gesture. A file that cannot be read is \
            skipped and listed on standard error (--strict: the command stops instead).
            """,
        subcommands: [EvalTemplatesCommand.self, EvalDetectorCommand.self, EvalArmsCommand.self, EvalRejectionCommand.self])
}

/// The reporting the eval subcommands share.
enum EvalReport {
    /// The protocol's name in reports: a cross-group run's is "cross-group".
    static func protocolName(_ chosen: String, training: Dataset?) -> String { training == nil ? chosen : "cross-group" }

    /// The classes of `data` that `training` has no gesture of: never named right.
    static func untrained(_ data: Dataset, _ training: Dataset?) -> [String] {
        guard let training else { return [] }
        return Array(Set(data.labels).subtracting(training.labels)).sorted()
    }

    /// What a cross-group run learned from, and what of the test it cannot name.
    static func trainingLine(_ training: Dataset, untrained: [String], in data: Dataset) -> String {
        var line = "templates and tuning from \(training.name) only: \(training.subjects.count) people, \(training.gestures.count) gestures"
        if !untrained.isEmpty {
            let count = data.gestures.filter { untrained.contains($0.label) }.count
            line += "\nnot in the training collections, counted as unknown (named as anything, a false accept): "
                + untrained.joined(separator: ", ") + " (\(count) gestures)"
        }
        return line
    }

    /// The JSON field naming the training collections.
    static func trainingField(_ datasets: EvalDataOptions) -> String {
        "\"training\":[" + datasets.training.map { quoted(URL(fileURLWithPath: $0).standardizedFileURL.lastPathComponent) }.joined(separator: ",") + "]"
    }

    /// `text` as a JSON string: a dataset's class and person names are its own, quotes and all.
    static func quoted(_ text: String) -> String { JSONText.quote(text) }

    /// A figure per person as the members of a JSON object, people in order.
    static func byPerson(_ summary: SubjectSummary) -> String {
        summary.values.sorted { $0.key < $1.key }.map { "\(quoted($0.key)):\($0.value)" }.joined(separator: ",")
    }

    /// A difference of two fractions, in percentage points.
    static func points(_ value: Double) -> String { String(format: "%.2f", value * 100) }

    static func percent(_ value: Double) -> String { String(format: "%.2f%%", value * 100) }
}

// The library cannot conform its own types to ArgumentParser (it must not depend on it), so
// the command line does; these types are ours on both sides, so the conformances are safe.
extension AccuracyEvaluation.Matcher: @retroactive ExpressibleByArgument {}
extension AccuracyEvaluation.EvaluationProtocol: @retroactive ExpressibleByArgument {}
extension DetectorEvaluation.Detector: @retroactive ExpressibleByArgument {}
extension DetectorEvaluation.Mode: @retroactive ExpressibleByArgument {}
extension DetectorEvaluation.DetectorProtocol: @retroactive ExpressibleByArgument {}
extension DetectorEvaluation.DesignRule: @retroactive ExpressibleByArgument {}
extension TemplateSelection: @retroactive ExpressibleByArgument {}
extension TemplateDecision: @retroactive ExpressibleByArgument {}
