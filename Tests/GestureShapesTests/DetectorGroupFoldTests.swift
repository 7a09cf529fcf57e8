import Foundation
import GestureKit
import Testing
@testable import GestureShapes
@testable import GestureTraces

/// Issue 28, point 3: `gesturekit eval detector --folds-by-group`. Each group held out in
/// turn; the design chosen on the other groups only.
@Suite("Detectors: folds by group")
struct DetectorGroupFoldTests {
    /// Three groups of the $1 writers (the real strokes, small enough to run the whole grid).
    static let groups: [Dataset] = {
        let gestures = DetectorFoldTests.gestures
        return [["2", "3"], ["4", "5"], ["6", "7"]].enumerated().map { index, people in
            Dataset(name: "group\(index)", gestures: gestures.filter { people.contains($0.subject) })
        }
    }()

    /// What reached the judge: per fold (the held-out group's name), the gestures tuned on and measured.
    final class Spy {
        var tuned: [String: [LabelledGesture]] = [:], measured: [String: [LabelledGesture]] = [:]

        func judge(_ detector: DetectorEvaluation.Detector) -> DetectorEvaluation.GroupJudge {
            let real = DetectorEvaluation.GroupJudge.replaying(detector, mode: .improved)
            return DetectorEvaluation.GroupJudge(
                tune: { gesture, options, fold in
                    self.tuned[fold, default: []].append(gesture)
                    return real.tune(gesture, options, fold)
                },
                measure: { gesture, setting, fold in
                    self.measured[fold, default: []].append(gesture)
                    return real.measure(gesture, setting, fold)
                })
        }
    }

    @Test("No gesture of the held-out group reaches its fold's tuning; each is measured once, with the fold's design",
          arguments: DetectorEvaluation.Detector.allCases)
    func heldOutGroupNeverTunes(detector: DetectorEvaluation.Detector) throws {
        try #require(Self.groups.map(\.gestures.count) == [960, 960, 960])
        let spy = Spy()
        let folds = DetectorEvaluation.runFoldsByGroup(Self.groups, detector: detector, mode: .improved, recallFloor: 0.95,
                                                       falsePositiveBudget: 0.02, judge: spy.judge(detector))
        #expect(folds.map(\.group) == ["group0", "group1", "group2"])
        for (fold, group) in zip(folds, Self.groups) {
            let heldOut = Set(group.gestures)
            let tuned = spy.tuned[group.name] ?? []
            // The spy: a held-out gesture in the tuning fails here.
            #expect(!tuned.contains(where: heldOut.contains), "fold \(group.name) tuned on its own group")
            // Every gesture of every other group, once.
            let others = Self.groups.filter { $0.name != group.name }.flatMap(\.gestures)
            #expect(tuned.count == others.count && Set(tuned) == Set(others))
            #expect(spy.measured[group.name]?.count == group.gestures.count && Set(spy.measured[group.name] ?? []) == heldOut)
            #expect(fold.trainingGroups == Self.groups.map(\.name).filter { $0 != group.name })
            let setting = try #require(fold.setting)
            #expect(detector.groupDesigns.options.contains(setting))
            #expect(fold.result.chosen.count == group.subjects.count && Set(fold.result.chosen.values) == [setting])
            #expect(fold.result.settings == group.gestures.map { _ in setting })  // what --misses judges with
            #expect(fold.result.total.positives == 60 && fold.result.total.negatives == 900)
        }
    }

    @Test("The spy sees a leak: a held-out group also named as a training group does reach its fold's tuning")
    func aLeakWouldShow() {
        let spy = Spy()
        let leaky = [Self.groups[0], Self.groups[1], Dataset(name: "group0", gestures: Self.groups[0].gestures)]
        _ = DetectorEvaluation.runFoldsByGroup(leaky, detector: .checkmark, mode: .improved, recallFloor: 0.95,
                                               falsePositiveBudget: 0.02, judge: spy.judge(.checkmark))
        #expect(spy.tuned["group0"]?.contains(where: Set(Self.groups[0].gestures).contains) == true)
    }

    @Test("Changing the held-out group's labels changes what is reported of it, never its fold's design")
    func heldOutLabelsAreNotConsulted() {
        var swapped = Self.groups
        swapped[1].gestures = swapped[1].gestures.map { gesture in
            var copy = gesture
            copy.label = ["check": "v", "v": "check"][gesture.label] ?? gesture.label
            return copy
        }
        let original = DetectorEvaluation.runFoldsByGroup(Self.groups, detector: .checkmark, mode: .improved)
        let changed = DetectorEvaluation.runFoldsByGroup(swapped, detector: .checkmark, mode: .improved)
        #expect(original[1].setting == changed[1].setting)
        #expect(original[1].result.total != changed[1].result.total)
        // The folds that train on group 1 do see the change.
        #expect(original[0].setting != changed[0].setting || original[2].setting != changed[2].setting)
    }

    @Test("Seed mode is never tuned: each group is judged as the source material's algorithm judges it")
    func seedIsNotTuned() {
        let folds = DetectorEvaluation.runFoldsByGroup(Self.groups, detector: .checkmark, mode: .seed)
        for (fold, group) in zip(folds, Self.groups) {
            #expect(fold.setting == nil && fold.result.chosen.isEmpty)
            #expect(fold.result.settings.count == group.gestures.count && fold.result.settings.allSatisfy { $0 == nil })
            #expect(fold.result.total == DetectorEvaluation.run(group, detector: .checkmark, mode: .seed))
        }
    }

    @Test("Judging a kept stroke again with a design equals replaying it with that design, whatever design came before",
          arguments: DetectorEvaluation.Detector.allCases)
    func rejudgingEqualsReplay(detector: DetectorEvaluation.Detector) {
        let options = detector.groupDesigns.options
        let designs = stride(from: 0, to: options.count, by: options.count / 7).map { options[$0] } + [options[options.count - 1]]
        // Each design followed by a one-threshold setting, which names fewer limits: it must
        // not inherit the others from the design judged before it.
        let thresholds = detector.tuningOptions
        let sampled = designs.enumerated().flatMap { [$0.element, thresholds[$0.offset * 5 % thresholds.count]] }
        let labels: Set = detector == .checkmark ? ["check", "v", "caret"] : ["circle", "rectangle", "pigtail"]
        var judged = 0
        for gesture in DetectorFoldTests.gestures where gesture.subject == "6" && labels.contains(gesture.label) {
            judged += 1
            let rejudged = DetectorEvaluation.detectsImproved(gesture, detector: detector, with: sampled)
            for (option, verdict) in zip(sampled, rejudged) {
                #expect(DetectorEvaluation.detects(gesture, detector: detector, mode: .improved, settings: option) == verdict,
                        "\(gesture.label) \(option)")
            }
        }
        #expect(judged == 90)  // writer 6's 3 classes × 3 speeds × 10
    }

    /// A group's counts (60 of the class, 900 others) that meet the target, miss too many
    /// (50 of 60), and take too many (30 of 900).
    static let outcomes: (good: DetectorEvaluation.Result, missing: DetectorEvaluation.Result, loose: DetectorEvaluation.Result) = {
        func group(_ tp: Int, _ fp: Int) -> DetectorEvaluation.Result {
            var r = DetectorEvaluation.Result()
            (r.truePositives, r.positives, r.falsePositives, r.negatives) = (tp, 60, fp, 900)
            return r
        }
        return (group(60, 0), group(50, 0), group(60, 30))
    }()

    @Test("The design rule: the acceptable design farthest from any unacceptable one; on one axis, the one-threshold rule")
    func chooseDesign() {
        let (good, missing, loose) = Self.outcomes
        // A 3 × 4 grid, row-major; acceptable (·) and not (x):
        //   x · · x
        //   · · · ·
        //   x · · ·
        let grid: [[DetectorEvaluation.Result]] = [
            [missing, good], [good, good], [good, good], [good, loose],
            [good, good], [good, good], [good, good], [good, good],
            [good, loose], [good, good], [good, good], [good, good],
        ]
        // Every acceptable cell is one step from an unacceptable one or the edge: the first, (0, 1).
        #expect(DetectorEvaluation.chooseDesign(grid, shape: [3, 4], recallFloor: 0.95, budget: 0.02) == (1, true, 2))
        // On a 5 × 5 grid of acceptable designs, the centre.
        #expect(DetectorEvaluation.chooseDesign([[DetectorEvaluation.Result]](repeating: [good], count: 25), shape: [5, 5],
                                                recallFloor: 0.95, budget: 0.02) == (12, true, 1))
        // One axis: the same choice as the one-threshold rule, by person or by group alike.
        let line: [[DetectorEvaluation.Result]] = [[loose], [good], [good], [good], [good], [missing], [good]]
        let byName = line.map { ["a": $0[0]] }
        #expect(DetectorEvaluation.chooseDesign(line, shape: [7], recallFloor: 0.95, budget: 0.02).index
                == DetectorEvaluation.chooseSetting(byName, recallFloor: 0.95, budget: 0.02))
        // Nothing acceptable: the fallback, on all the groups' counts together.
        let none = [[missing, loose], [loose, good]]
        #expect(DetectorEvaluation.chooseDesign(none, shape: [2], recallFloor: 0.95, budget: 0.02) == (1, false, 0))
        // The most groups: design 1 serves the second group, design 0 neither.
        #expect(DetectorEvaluation.chooseDesign(none, shape: [2], recallFloor: 0.95, budget: 0.02, rule: .mostGroups) == (1, true, 1))
        // Neither rule finds anything acceptable when no design serves any group: both fall back.
        let nowhere = [[missing, loose], [loose, missing]]
        #expect(DetectorEvaluation.chooseDesign(nowhere, shape: [2], recallFloor: 0.95, budget: 0.02, rule: .mostGroups) == (0, false, 0))
        // The most groups: the same choice while some design meets the target on every group.
        #expect(DetectorEvaluation.chooseDesign(grid, shape: [3, 4], recallFloor: 0.95, budget: 0.02, rule: .mostGroups) == (1, true, 2))
    }

    @Test("The most groups: with a group no design serves, the designs meeting the target on the most others, not the pooled fallback")
    func mostGroups() {
        let (good, missing, loose) = Self.outcomes
        // Three groups, the third served by no design; designs 0–2 meet the target on two, 3 on one, 4 on none.
        let line: [[DetectorEvaluation.Result]] = [
            [good, good, missing], [good, good, missing], [good, good, missing], [good, loose, missing], [missing, loose, missing],
        ]
        // Every group: nothing acceptable, so the pooled fallback: the highest recall within
        // the budget (designs 0–3 alike), the fewest false positives, the first.
        #expect(DetectorEvaluation.chooseDesign(line, shape: [5], recallFloor: 0.95, budget: 0.02) == (0, false, 0))
        // The most groups: designs 0–2 (two groups each), and their middle.
        #expect(DetectorEvaluation.chooseDesign(line, shape: [5], recallFloor: 0.95, budget: 0.02, rule: .mostGroups) == (1, true, 2))
        // One group met at most: that design alone.
        let one: [[DetectorEvaluation.Result]] = [[missing, loose], [good, loose], [missing, missing]]
        #expect(DetectorEvaluation.chooseDesign(one, shape: [3], recallFloor: 0.95, budget: 0.02, rule: .mostGroups) == (1, true, 1))
    }

    @Test("The designs: typed, applied to their own detector only, in a grid holding the defaults")
    func designs() {
        let check = DetectorEvaluation.Detector.checkmark.groupDesigns, circle = DetectorEvaluation.Detector.circle.groupDesigns
        #expect(check.shape == [21, 4, 22, 2] && check.options.count == 3696 && circle.shape == [9, 7, 9] && circle.options.count == 567)
        #expect(check.options.contains(.checkMarkShape(minimumArmRatio: 1.5, maximumCornerAngle: 135, minimumRiseRatio: 0)))
        #expect(circle.options.contains(.circleShape(maximumCornerTurn: 90, maximumAspectRatio: 1, maximumTurn: 486)))
        #expect(circle.options[1].description == "maximumCornerTurn 60°, maximumAspectRatio 1, maximumTurn 576°")
        #expect(circle.options[circle.options.count - 1].description == "maximumCornerTurn 120°, maximumAspectRatio 3, maximumTurn 1206°")
        #expect(check.options[1].description == "minimumArmRatio 1, maximumCornerAngle 135°, minimumRiseRatio 0, allowsTracingOver")
        #expect(check.options[2].description == "minimumArmRatio 1, maximumCornerAngle 135°, minimumRiseRatio 1")
        #expect(check.options[check.options.count - 1].description
                == "minimumArmRatio 2, maximumCornerAngle 180°, minimumRiseRatio 3, allowsTracingOver")
        let checkMark = CheckMarkGestureRecognizer(mode: .improved), round = CircleGestureRecognizer(mode: .improved)
        let design = DetectorSettings.checkMarkShape(minimumArmRatio: 1.35, maximumCornerAngle: 165, minimumRiseRatio: 1.7)
        design.apply(to: checkMark)
        design.apply(to: round)
        #expect(checkMark.minimumArmRatio == 1.35 && checkMark.maximumCornerAngle == 165 && checkMark.minimumRiseRatio == 1.7)
        #expect(!checkMark.allowsTracingOver)
        DetectorSettings.checkMarkShape(minimumArmRatio: 1.35, maximumCornerAngle: 165, minimumRiseRatio: 1.7, allowsTracingOver: true)
            .apply(to: checkMark)
        #expect(checkMark.allowsTracingOver)
        #expect(checkMark.maximumAngle == 135)  // the seed's window is untouched
        DetectorSettings.circleShape(maximumCornerTurn: 97.5, maximumAspectRatio: 1.75, maximumTurn: 756).apply(to: round)
        #expect(abs(round.maximumCornerTurn - 97.5 * Trigonometry.pi / 180) < 1e-12 && round.maximumAspectRatio == 1.75)
        #expect(abs(round.maximumTurn - 4.2 * Trigonometry.pi) < 1e-12 && round.minimumLapRadiusRatio == 0.75)
        #expect(round.tolerance == 0.2 && round.maximumRadialDeviation == 0.45)
    }
}
