import ArgumentParser
import Foundation
import GestureShapes
import GestureTraces

/// `gesturekit eval arms`: the check mark's arms as its improved mode measures them.
struct EvalArmsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "arms",
        abstract: "The check mark's arms of every one-stroke gesture, as CSV (ratio, turn, slopes, lead-in, hook, speeds, verdict).")

    @Option(help: ArgumentHelp(EvalDataOptions.datasetHelp))
    var dataset: String

    @Flag(help: ArgumentHelp(EvalDataOptions.strictHelp))
    var strict = false

    @Option(name: .customLong("y-up"), help: ArgumentHelp(EvalDataOptions.yUpHelp, valueName: "dir"))
    var yUp: [String] = []

    func run() throws {
        let (data, _) = try dataOptions().load()
        printArms(of: data)
    }

    /// eval's loading and reports, without --train: the arms are measured, nothing is tuned.
    func dataOptions() throws -> EvalDataOptions {
        try EvalDataOptions.parse(["--dataset", dataset] + (strict ? ["--strict"] : []) + yUp.flatMap { ["--y-up", $0] })
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
            // A $1 log names its gesture (some only by their file); an MMG+ file numbers its lines.
            let name = gesture.details["name"] ?? gesture.details["file"] ?? gesture.details["line"].map { "line \($0)" } ?? ""
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
}
