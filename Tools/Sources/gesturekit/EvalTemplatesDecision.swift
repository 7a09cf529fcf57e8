import Foundation
import GestureTraces

extension EvalTemplatesCommand {
    /// Prints a `--decision` run: every setting's inner scores (each --train collection held
    /// out in turn) and test figure, the setting chosen by the inner scores, and the chosen
    /// setting's row as the other runs print theirs.
    func printDecision(_ report: AccuracyEvaluation.DecisionReport, data: Dataset, training: Dataset) {
        let row = report.chosenRow
        let summary = row.accuracySummary
        if json {
            let options = report.options.indices.map { index in
                let option = report.options[index]
                let inner = zip(report.innerGroups, report.innerScores[index]).map { "\(EvalReport.quoted($0)):\($1)" }.joined(separator: ",")
                return "{\"option\":\(EvalReport.quoted(option.description)),\"innerScore\":\(report.innerScore(option)),\"innerByGroup\":{\(inner)},"
                    + "\"testMeanAccuracyOfPeople\":\(report.rows[index].accuracySummary.mean)}"
            }
            let line = jsonLine(row, recognizer: recognizer, training: training, untrained: EvalReport.untrained(data, training))
            let weights = report.classWeights.sorted { $0.key < $1.key }.map { "\(EvalReport.quoted($0.key)):\($0.value)" }.joined(separator: ",")
            print(line.dropLast() + ",\"decision\":\"\(decision?.rawValue ?? "")\",\"chosen\":\(EvalReport.quoted(report.chosen.description)),"
                  + "\"options\":[\(options.joined(separator: ","))],\"classWeights\":{\(weights)}}")
            return
        }
        print("\(recognizer.rawValue), cross-group, every training gesture a template, --decision \(decision?.rawValue ?? ""), on \(data.name): "
              + "\(data.labels.count) classes, \(data.gestures.count) gestures, \(data.subjects.count) people")
        print(EvalReport.trainingLine(training, untrained: EvalReport.untrained(data, training), in: data))
        print("shares (tuned on the training people): jackknife \(report.shares.first ?? 1) : q \(report.shares.dropFirst().first ?? 0)")
        print("every setting: inner folds (mean accuracy of the held-out --train collection's people, templates from the others), "
              + "then the test figure (for the record: the choice never sees it)")
        print("setting".padding(toLength: 22, withPad: " ", startingAt: 0) + "inner mean  "
              + report.innerGroups.map { String($0.prefix(14)).padding(toLength: 16, withPad: " ", startingAt: 0) }.joined() + "test mean")
        for (index, option) in report.options.enumerated() {
            let mark = option == report.chosen ? "* " : "  "
            print((mark + option.description).padding(toLength: 22, withPad: " ", startingAt: 0)
                  + EvalReport.percent(report.innerScore(option)).padding(toLength: 12, withPad: " ", startingAt: 0)
                  + report.innerScores[index].map { EvalReport.percent($0).padding(toLength: 16, withPad: " ", startingAt: 0) }.joined()
                  + EvalReport.percent(report.rows[index].accuracySummary.mean))
        }
        let moved = report.classWeights.filter { $0.value != 1 }.sorted { $0.key < $1.key }
        print("class weights learned on every --train collection: "
              + (moved.isEmpty ? "all 1" : moved.map { "\($0.key) \(String(format: "%.3f", $0.value))" }.joined(separator: ", ") + "; the others 1"))
        let worst = summary.worst.map { "\($0.subject) \(EvalReport.percent($0.value))" } ?? "-"
        print("chosen by the inner folds: \(report.chosen) — test: \(EvalReport.percent(summary.mean)) ± \(EvalReport.points(summary.halfWidth95)), "
              + "worst \(worst), pooled \(EvalReport.percent(row.accuracy)), \(row.trials) trials")
        if let confusions = confusionLine(row) { print("    " + confusions) }
    }
}
