import ArgumentParser
import Foundation
import GestureTraces

/// `gesturekit eval`: accuracy of the template recognizers (and the shape detectors) on real data.
struct EvalCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "eval",
        abstract: "Measure recognizers on a labelled dataset ($1 folder or MMG+ .jsonl).",
        discussion: """
            With --recognizer: template matching. User-dependent: for each writer (and, for $1, speed), T random \
            templates per class and one other sample of each class to classify; user-independent: templates from \
            other writers, candidates from each held-out writer. Prints accuracy per template count and the mean \
            time per classification (build with -c release for meaningful times). With --detector: the shape \
            recognizer replayed on every $1 gesture; recall on its own class, false positives on the others.
            """)

    @Option(help: "The dataset: the dollar1 folder, or an MMG+ .jsonl file.")
    var dataset: String

    @Option(help: "Template matcher: protractor, p or q.")
    var recognizer: AccuracyEvaluation.Matcher?

    @Option(name: .customLong("protocol"), help: "user-dependent or user-independent.")
    var evaluationProtocol: AccuracyEvaluation.EvaluationProtocol = .userDependent

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

    @Flag(help: "Print JSON instead of a table.")
    var json = false

    func validate() throws {
        if (recognizer == nil) == (detector == nil) { throw ValidationError("choose one of --recognizer or --detector") }
        if repetitions < 1 { throw ValidationError("--repetitions must be at least 1") }
        if templateCounts == nil { throw ValidationError("--templates takes positive whole numbers separated by commas, e.g. 1,3,4,9") }
    }

    private var templateCounts: [Int]? {
        let counts = templates.split(separator: ",").map { Int($0.trimmingCharacters(in: .whitespaces)) }
        guard !counts.isEmpty, counts.allSatisfy({ ($0 ?? 0) >= 1 }) else { return nil }
        return counts.compactMap { $0 }
    }

    func run() throws {
        let data: Dataset
        do {
            data = try Dataset(contentsOf: URL(fileURLWithPath: dataset))
        } catch {
            throw CommandFailure(error.description)
        }
        if let detector {
            let result = DetectorEvaluation.run(data, detector: detector, mode: mode)
            if json {
                print("{\"detector\":\"\(detector.rawValue)\",\"mode\":\"\(mode.rawValue)\",\"recall\":\(result.recall),\"falsePositiveRate\":\(result.falsePositiveRate),\"positives\":\(result.positives),\"negatives\":\(result.negatives)}")
            } else {
                print("\(detector.rawValue) detector, \(mode.rawValue) mode, on \(data.name) (\(data.gestures.count) gestures)")
                print("recall on \"\(detector.label)\": \(percent(result.recall)) (\(result.truePositives) of \(result.positives))")
                print("false positives on the other classes: \(percent(result.falsePositiveRate)) (\(result.falsePositives) of \(result.negatives))")
                let worst = result.falsePositivesByClass.sorted { $0.value > $1.value }.prefix(3).filter { $0.value > 0 }
                if !worst.isEmpty { print("most false positives: " + worst.map { "\($0.key) \($0.value)" }.joined(separator: ", ")) }
            }
            return
        }
        guard let recognizer, let counts = templateCounts else { return }
        let rows = AccuracyEvaluation.run(data, matcher: recognizer, protocol: evaluationProtocol, templateCounts: counts,
                                          repetitions: repetitions, seed: seed)
        if json {
            for row in rows {
                print("{\"recognizer\":\"\(recognizer.rawValue)\",\"protocol\":\"\(evaluationProtocol.rawValue)\",\"templates\":\(row.templates),\"trials\":\(row.trials),\"accuracy\":\(row.accuracy),\"microsecondsPerClassification\":\(row.secondsPerClassification * 1e6)}")
            }
            return
        }
        print("\(recognizer.rawValue), \(evaluationProtocol.rawValue), on \(data.name): \(data.labels.count) classes, \(data.gestures.count) gestures, \(repetitions) repetitions, seed \(seed)")
        print("templates/class  accuracy   trials   µs/classification")
        for row in rows {
            let micro = (row.secondsPerClassification * 1e6 * 10).rounded() / 10
            print(String(repeating: " ", count: max(0, 15 - String(row.templates).count)) + "\(row.templates)  "
                  + percent(row.accuracy).padding(toLength: 9, withPad: " ", startingAt: 0) + String(format: "%8d", row.trials) + String(format: "%20.1f", micro))
        }
    }

    private func percent(_ value: Double) -> String { String(format: "%.2f%%", value * 100) }
}

// The library cannot conform its own types to ArgumentParser (it must not depend on it), so
// the command line does; these types are ours on both sides, so the conformances are safe.
extension AccuracyEvaluation.Matcher: @retroactive ExpressibleByArgument {}
extension AccuracyEvaluation.EvaluationProtocol: @retroactive ExpressibleByArgument {}
extension DetectorEvaluation.Detector: @retroactive ExpressibleByArgument {}
extension DetectorEvaluation.Mode: @retroactive ExpressibleByArgument {}
