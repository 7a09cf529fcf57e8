import GestureKit
import GestureShapes

extension DetectorEvaluation {
    /// One fold of the folds by group: a group held out and measured, with the design chosen
    /// on every other group.
    public struct GroupFold: Sendable {
        /// The group held out: its every gesture is judged, none of them tunes.
        public var group: String
        /// The groups the design was chosen on: all the others.
        public var trainingGroups: [String]
        /// The design chosen on ``trainingGroups`` (nil in seed mode, never tuned).
        public var setting: DetectorSettings?
        /// How many of ``trainingGroups`` ``setting`` met the target on (0 when the fallback
        /// chose it, or in seed mode).
        public var groupsMeetingTarget: Int
        /// Whether ``setting`` met the target on every training group (true in seed mode,
        /// which chooses nothing).
        public var metTargetInTraining: Bool { setting == nil || groupsMeetingTarget == trainingGroups.count }
        /// The held-out group's counts, per person and in total; ``FoldedResult/chosen``
        /// gives each of its people ``setting``.
        public var result: FoldedResult
    }

    /// The improved mode's designs the folds by group choose from: a grid of settings, the
    /// first axis slowest.
    public struct DesignGrid: Sendable {
        /// The settings, in row-major order of the grid.
        public private(set) var options: [DetectorSettings]
        /// How many values each axis has.
        public private(set) var shape: [Int]
        /// Whether each axis is a choice between alternatives (on or off) rather than a range
        /// of values: the design rule keeps away from unacceptable designs, and from the edge,
        /// along the ranges only (the folds' design rule, `DetectorEvaluation.chooseDesign`).
        /// None, unless given.
        public private(set) var alternatives: [Bool]

        /// A grid of `options` in row-major order of `shape`, `alternatives` marking the axes
        /// that are choices between alternatives (none when empty).
        ///
        /// - Precondition: every axis has a value, `options` holds one setting per cell of `shape`, and `alternatives`
        ///   is empty or has one entry per axis: a grid read with the wrong shape would judge
        ///   designs by neighbours they do not have.
        public init(options: [DetectorSettings], shape: [Int], alternatives: [Bool] = []) {
            precondition(shape.allSatisfy { $0 > 0 }, "a design grid's axes each have a value or more, not \(shape)")
            let cells = shape.reduce(1, *)
            precondition(options.count == cells, "a design grid of shape \(shape) holds \(cells) settings, not \(options.count)")
            precondition(alternatives.isEmpty || alternatives.count == shape.count,
                         "a design grid of \(shape.count) axes marks each as alternatives or not, not \(alternatives.count)")
            self.options = options
            self.shape = shape
            self.alternatives = alternatives.isEmpty ? shape.map { _ in false } : alternatives
        }
    }

    /// How the folds by group judge gestures. The no-leak tests put a spy here: `tune` is
    /// told which fold (held-out group) it tunes for, `measure` which fold it measures.
    struct GroupJudge {
        /// Whether `gesture` is recognized with each of `options`, to tune the fold holding `fold` out.
        var tune: (_ gesture: LabelledGesture, _ options: [DetectorSettings], _ fold: String) -> [Bool]
        /// Whether a gesture of the held-out group `fold` is recognized with `setting`.
        var measure: (_ gesture: LabelledGesture, _ setting: DetectorSettings?, _ fold: String) -> Bool

        /// The real detector: tuning verdicts judged once per gesture (kept for the folds it
        /// trains), held-out gestures replayed through a window with the chosen setting.
        static func replaying(_ detector: Detector, mode: Mode) -> GroupJudge {
            let memo = VerdictMemo()
            return GroupJudge(
                tune: { gesture, options, _ in memo.verdicts(gesture) { detectsImproved(gesture, detector: detector, with: options) } },
                measure: { gesture, setting, _ in detects(gesture, detector: detector, mode: mode, settings: setting) })
        }
    }

    /// Folds by group: each group held out in turn, the improved mode's design (one of
    /// ``Detector/groupDesigns``) chosen on the other groups only, then every gesture of the
    /// held-out group replayed through a window with it. Seed mode is never tuned.
    ///
    /// The design rule (`chooseDesign(_:shape:recallFloor:budget:rule:)`): a training group
    /// *meets the target* under a design when its people's gestures together have a recall
    /// of at least `recallFloor` and at most `falsePositiveBudget` false positives; `rule`
    /// says which designs are acceptable (every group met, or the most groups met); the fold
    /// takes the acceptable design farthest from any unacceptable one in the grid (the middle
    /// of the acceptable region, as the one-threshold rule takes the middle of a run).
    public static func runFoldsByGroup(_ groups: [Dataset], detector: Detector, mode: Mode,
                                       recallFloor: Double = 0.95, falsePositiveBudget: Double = 0.02,
                                       rule: DesignRule = .everyGroup) -> [GroupFold] {
        runFoldsByGroup(groups, detector: detector, mode: mode, recallFloor: recallFloor, falsePositiveBudget: falsePositiveBudget,
                        rule: rule, judge: .replaying(detector, mode: mode))
    }

    static func runFoldsByGroup(_ groups: [Dataset], detector: Detector, mode: Mode, recallFloor: Double,
                                falsePositiveBudget: Double, rule: DesignRule = .everyGroup, judge: GroupJudge) -> [GroupFold] {
        let grid = mode == .improved ? detector.groupDesigns : nil
        return groups.indices.map { heldOut in
            let group = groups[heldOut]
            let training = groups.indices.filter { $0 != heldOut }
            var setting: DetectorSettings?, meeting = 0
            if let grid {
                // byOption[o][t]: training group t's counts with design o.
                var byOption = [[Result]](repeating: [Result](repeating: Result(), count: training.count), count: grid.options.count)
                for (t, index) in training.enumerated() {
                    for gesture in groups[index].gestures {
                        let verdicts = judge.tune(gesture, grid.options, group.name)
                        for o in grid.options.indices { byOption[o][t].count(gesture, detector: detector, recognized: verdicts[o]) }
                    }
                }
                let choice = chooseDesign(byOption, shape: grid.shape, alternatives: grid.alternatives, recallFloor: recallFloor,
                                          budget: falsePositiveBudget, rule: rule)
                setting = grid.options[choice.index]
                meeting = choice.groupsMeetingTarget
            }
            var result = FoldedResult()
            result.settings = group.gestures.map { _ in setting }
            for gesture in group.gestures {
                let recognized = judge.measure(gesture, setting, group.name)
                result.bySubject[gesture.subject, default: Result()].count(gesture, detector: detector, recognized: recognized)
                result.total.count(gesture, detector: detector, recognized: recognized)
            }
            if let setting { for person in group.subjects { result.chosen[person] = setting } }
            return GroupFold(group: group.name, trainingGroups: training.map { groups[$0].name }, setting: setting,
                             groupsMeetingTarget: meeting, result: result)
        }
    }

    /// The design rule of the folds by group. `byOption[o]` holds each training group's
    /// counts under design `o`, the designs in row-major order of a grid of `shape`. A group
    /// meets the target when its recall is at least `recallFloor` (when it drew the class at
    /// all) and its false positives at most `budget`; a design is acceptable when it meets it
    /// on every group (``DesignRule/everyGroup``) or on as many as any design does, at least
    /// one (``DesignRule/mostGroups``). The rule takes the acceptable design whose Chebyshev
    /// distance in the grid to the nearest unacceptable design, or past the grid's edge, is
    /// largest (the first of equals). On a grid of one axis this is the middle of the longest
    /// run of ``chooseSetting(_:recallFloor:budget:)``. An axis marked in `alternatives` (on
    /// or off) is not a range: it has no edge and no middle, so each of its values is a grid
    /// of its own, a design measured only against the designs sharing its alternatives (a
    /// boolean axis counted as a range would hold every design within 1 of an edge, and the
    /// rule would take the first acceptable one). When no design is acceptable,
    /// ``bestValue(_:budget:)`` on all the groups' counts together, meeting the target on 0
    /// groups as far as the result says.
    static func chooseDesign(_ byOption: [[Result]], shape: [Int], alternatives: [Bool] = [], recallFloor: Double, budget: Double,
                             rule: DesignRule = .everyGroup) -> (index: Int, acceptable: Bool, groupsMeetingTarget: Int) {
        precondition(shape.reduce(1, *) == byOption.count, "the grid's shape does not hold the designs")
        let meeting = byOption.map { groups in
            groups.count(where: { ($0.positives == 0 || $0.recall >= recallFloor) && $0.falsePositiveRate <= budget })
        }
        let groupCount = byOption.first?.count ?? 0
        let required = rule == .everyGroup ? groupCount : Swift.max(1, meeting.max() ?? 0)
        let acceptable = meeting.map { $0 >= required }
        func coordinates(_ index: Int) -> [Int] {
            var rest = index, result = [Int](repeating: 0, count: shape.count)
            for axis in shape.indices.reversed() {
                result[axis] = rest % shape[axis]
                rest /= shape[axis]
            }
            return result
        }
        let cells = byOption.indices.map(coordinates)
        let unacceptable = byOption.indices.filter { !acceptable[$0] }
        let ranges = shape.indices.filter { !(alternatives.indices.contains($0) && alternatives[$0]) }
        let choices = shape.indices.filter { !ranges.contains($0) }
        var best: (index: Int, distance: Int)?
        for index in byOption.indices where acceptable[index] {
            let cell = cells[index]
            var distance = ranges.map { Swift.min(cell[$0] + 1, shape[$0] - cell[$0]) }.min() ?? 1
            for other in unacceptable where choices.allSatisfy({ cells[other][$0] == cell[$0] }) {
                distance = Swift.min(distance, ranges.map { Swift.abs(cell[$0] - cells[other][$0]) }.max() ?? 0)
            }
            if distance > best?.distance ?? 0 { best = (index, distance) }
        }
        if let best { return (best.index, true, meeting[best.index]) }
        return (bestValue(byOption.map { $0.reduce(into: Result()) { $0.add($1) } }, budget: budget), false, 0)
    }
}

extension DetectorEvaluation.Detector {
    /// The improved mode's designs the folds by group choose from, on the groups they train on:
    /// - check mark: `minimumArmRatio` 1.0–2.0 by 0.05 × `maximumCornerAngle` 135°, 150°,
    ///   165°, 180° × `minimumRiseRatio` none, 1.0–3.0 by 0.1 × `allowsTracingOver` off, on
    ///   (3,696 designs): some people go over a check twice without lifting;
    /// - circle: `maximumCornerTurn` 60–120° by 7.5° × `maximumAspectRatio` 1, 1.25, 1.5,
    ///   1.75, 2, 2.5, 3 × `maximumTurn` 486° (1.35 turns) to 1,206° (3.35 turns) by 90°
    ///   (567 designs): some groups trace a circle round two or three times.
    /// Every other setting keeps its default. The defaults (ratio 1.5, corner 135°, no rise
    /// limit; corner turn 90°, aspect 1, turn 486°: the designs measured on the $1 logs alone)
    /// are among them.
    public var groupDesigns: DetectorEvaluation.DesignGrid {
        switch self {
        case .checkmark:
            let ratios = (0...20).map { Double(100 + 5 * $0) / 100 }, corners = [135.0, 150, 165, 180]
            let rises = [0.0] + (0...20).map { Double(10 + $0) / 10 }, tracings = [false, true]
            let options = ratios.flatMap { ratio in
                corners.flatMap { corner in
                    rises.flatMap { rise in
                        tracings.map {
                            DetectorSettings.checkMarkShape(minimumArmRatio: ratio, maximumCornerAngle: corner, minimumRiseRatio: rise,
                                                            allowsTracingOver: $0)
                        }
                    }
                }
            }
            return DetectorEvaluation.DesignGrid(options: options, shape: [ratios.count, corners.count, rises.count, tracings.count],
                                                 alternatives: [false, false, false, true])
        case .circle:
            let corners = (0...8).map { 60 + Double($0) * 7.5 }, aspects = [1.0, 1.25, 1.5, 1.75, 2, 2.5, 3]
            let turns = (0...8).map { 486 + Double($0) * 90 }
            let options = corners.flatMap { corner in
                aspects.flatMap { aspect in
                    turns.map { DetectorSettings.circleShape(maximumCornerTurn: corner, maximumAspectRatio: aspect, maximumTurn: $0) }
                }
            }
            return DetectorEvaluation.DesignGrid(options: options, shape: [corners.count, aspects.count, turns.count])
        }
    }
}

/// The tuning verdicts of each gesture, judged once: a gesture trains every fold but its
/// own group's, always with the same designs.
final class VerdictMemo {
    private var verdicts: [LabelledGesture: [Bool]] = [:]

    func verdicts(_ gesture: LabelledGesture, judging: () -> [Bool]) -> [Bool] {
        if let known = verdicts[gesture] { return known }
        let judged = judging()
        verdicts[gesture] = judged
        return judged
    }
}

extension DetectorEvaluation {
    /// Why `detector` does not recognize `gesture` with `settings` (nil: its defaults), or nil
    /// when it does: the reason its recognizer gave when the finger lifted, replayed through a
    /// window. For looking at what a fold misses and takes; the seed check mark, which decides
    /// as the finger moves, says only that it found no corner.
    public static func reason(_ gesture: LabelledGesture, detector: Detector, mode: Mode, settings: DetectorSettings? = nil) -> String? {
        switch detector {
        case .circle:
            let circle = CircleGestureRecognizer(mode: mode)
            settings?.apply(to: circle)
            return replay(gesture, through: circle) ? nil : circle.verdict ?? "no stroke ended"
        case .checkmark:
            let check = StrokeCapturingCheckMark(mode: mode)
            settings?.apply(to: check)
            if replay(gesture, through: check) { return nil }
            guard mode == .improved, let stroke = check.judgedStroke else { return mode == .seed ? "no corner in the angle window" : "no stroke ended" }
            return check.improvedVerdict(stroke) ?? "not recognized"
        }
    }
}
