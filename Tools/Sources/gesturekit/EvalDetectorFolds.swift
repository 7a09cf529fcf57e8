import Foundation
import GestureTraces

/// `gesturekit eval detector --folds-by-group`: the report of each held-out group.
extension EvalDetectorCommand {
    /// One block per held-out group: recall and false positives (mean of its people, worst
    /// person, pooled), its commonest false positives, and the design chosen without it.
    func printFolds(_ folds: [DetectorEvaluation.GroupFold], groups: [Dataset]) {
        print("\(detector.rawValue) detector, \(mode.rawValue) mode, folds by group: each group held out, "
              + (mode == .improved ? "the design chosen on the others (\(designRule == .everyGroup ? "every training group" : "the most training groups") at recall ≥ \(EvalReport.percent(recallFloor)), false positives ≤ \(EvalReport.percent(falsePositiveBudget)))"
                                   : "the source material's algorithm (never tuned)"))
        for (fold, group) in zip(folds, groups) {
            let result = fold.result, recall = result.recallSummary, falsePositives = result.falsePositiveSummary
            print("\(fold.group) (\(group.gestures.count) gestures, \(group.subjects.count) people)"
                  + (fold.trainingGroups.isEmpty || mode == .seed ? "" : ", designed on \(fold.trainingGroups.joined(separator: " + "))"))
            if result.total.positives == 0 {
                print("    recall: no gesture of \"\(detector.label)\" in the group (false positives only)")
            } else {
                print("    recall on \"\(detector.label)\": \(EvalReport.percent(recall.mean)) ± \(EvalReport.points(recall.halfWidth95)) (worst: "
                      + (recall.worst.map { "\($0.subject) \(EvalReport.percent($0.value))" } ?? "-") + "); pooled \(EvalReport.percent(result.total.recall)) "
                      + "(\(result.total.truePositives) of \(result.total.positives))")
            }
            print("    false positives: \(EvalReport.percent(falsePositives.mean)) ± \(EvalReport.points(falsePositives.halfWidth95)) (worst: "
                  + (falsePositives.values.max { ($0.value, $1.key) < ($1.value, $0.key) }.map { "\($0.key) \(EvalReport.percent($0.value))" } ?? "-")
                  + "); pooled \(EvalReport.percent(result.total.falsePositiveRate)) (\(result.total.falsePositives) of \(result.total.negatives))")
            let worst = result.total.falsePositivesByClass.sorted { ($0.value, $1.key) > ($1.value, $0.key) }.prefix(3)
            if !worst.isEmpty { print("    most false positives: " + worst.map { "\($0.key) \($0.value)" }.joined(separator: ", ")) }
            if let setting = fold.setting {
                let note = fold.metTargetInTraining ? ""
                    : fold.groupsMeetingTarget > 0 ? " (met the target on \(fold.groupsMeetingTarget) of \(fold.trainingGroups.count) training groups)"
                    : designRule == .everyGroup ? " (no design met the target on every training group: the fallback rule's)"
                    : " (no design met the target on any training group: the fallback rule's)"
                print("    chosen: \(setting)" + note)
            }
            if misses {
                for line in Self.misses(of: group, detector: detector, mode: mode, settings: fold.result.settings) {
                    print("    " + line)
                }
            }
        }
    }

    /// Each gesture of the class its setting missed, with the detector's reason, and each
    /// gesture of another class it took, each named by its file in the group's folder (or
    /// its line of an MMG+ file): the one name that tells two gestures apart in every
    /// collection, also where a log gives no `Name`, only a file name. `settings` holds the
    /// setting that judged each gesture (`FoldedResult.settings`; nil: the detector's own).
    static func misses(of group: Dataset, detector: DetectorEvaluation.Detector, mode: DetectorEvaluation.Mode,
                       settings: [DetectorSettings?]) -> [String] {
        precondition(settings.count == group.gestures.count, "a setting for each of the \(group.gestures.count) gestures, not \(settings.count)")
        return zip(group.gestures, settings).compactMap { gesture, setting in
            let reason = DetectorEvaluation.reason(gesture, detector: detector, mode: mode, settings: setting)
            if gesture.label == detector.label, let reason { return "missed \(gesture.place()): \(reason)" }
            if gesture.label != detector.label, reason == nil { return "took \(gesture.place()) (\(gesture.label))" }
            return nil
        }
    }

    /// ``misses(of:detector:mode:settings:)`` as a JSON array of strings.
    static func missesJSON(of group: Dataset, detector: DetectorEvaluation.Detector, mode: DetectorEvaluation.Mode,
                           settings: [DetectorSettings?]) -> String {
        "[" + misses(of: group, detector: detector, mode: mode, settings: settings).map(EvalReport.quoted).joined(separator: ",") + "]"
    }

    /// One JSON line per held-out group, with the fields of `eval detector --json` and the
    /// fold's `group`, `trainingGroups`, `chosen` (the design), `metTargetInTraining`,
    /// `groupsMeetingTarget` and `designRule`; with `--misses`, `misses` too.
    func foldsJSON(_ folds: [DetectorEvaluation.GroupFold], groups: [Dataset]) -> [String] {
        zip(folds, groups).map { fold, group in
            let result = fold.result, recall = result.recallSummary, falsePositives = result.falsePositiveSummary
            let worstRecall = recall.worst.map { "{\"person\":\(EvalReport.quoted($0.subject)),\"recall\":\($0.value)}" } ?? "null"
            let worstFalse = falsePositives.values.max { ($0.value, $1.key) < ($1.value, $0.key) }
                .map { "{\"person\":\(EvalReport.quoted($0.key)),\"falsePositiveRate\":\($0.value)}" } ?? "null"
            let chosen = fold.setting.map { EvalReport.quoted($0.description) } ?? "null"
            let missesField = misses
                ? ",\"misses\":" + Self.missesJSON(of: group, detector: detector, mode: mode, settings: fold.result.settings)
                : ""
            return "{\"detector\":\"\(detector.rawValue)\",\"mode\":\"\(mode.rawValue)\",\"protocol\":\"folds-by-group\","
                  + "\"group\":\(EvalReport.quoted(fold.group)),\"trainingGroups\":[\(fold.trainingGroups.map(EvalReport.quoted).joined(separator: ","))],"
                  + "\"meanRecallOfPeople\":\(recall.mean),\"recallHalfWidth95\":\(recall.halfWidth95),"
                  + "\"meanFalsePositiveRateOfPeople\":\(falsePositives.mean),\"falsePositiveHalfWidth95\":\(falsePositives.halfWidth95),"
                  + "\"recall\":\(result.total.recall),\"falsePositiveRate\":\(result.total.falsePositiveRate),"
                  + "\"worstRecall\":\(worstRecall),\"worstFalsePositives\":\(worstFalse),"
                  + "\"recallByPerson\":{\(EvalReport.byPerson(recall))},\"falsePositiveRateByPerson\":{\(EvalReport.byPerson(falsePositives))},"
                  + "\"positives\":\(result.total.positives),\"negatives\":\(result.total.negatives),"
                  + "\"chosen\":\(chosen),\"metTargetInTraining\":\(fold.metTargetInTraining),\"groupsMeetingTarget\":\(fold.groupsMeetingTarget)"
                  + ",\"designRule\":\"\(designRule.rawValue)\"\(missesField)}"
        }
    }
}
