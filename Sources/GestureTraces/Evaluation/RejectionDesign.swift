import Foundation
import GestureShapes

/// The ways of saying "none of these" that ``RejectionComparison`` compares.
public enum RejectionDesign: String, CaseIterable, Sendable, Comparable {
    /// The match's score, one threshold calibrated on the training people held out in turn
    /// with random templates: the cross-group calibration `eval templates --open-set` uses.
    case scoreByPeople = "score, by people"
    /// The match's score, one threshold calibrated by group with the selection in use.
    case scoreByGroups = "score, by groups"
    /// The match's score, a threshold per named class (one for all where a class has too few
    /// calibration trials), calibrated by group.
    case scorePerClass = "score per class, by groups"
    /// The margin 1 − best distance / second-best distance, calibrated by group: how much
    /// nearer the named class is than the next, whatever the unit.
    case margin = "margin, by groups"
    /// The best distance over the named class's spread (the median distance of its training
    /// gestures to its templates), as 1 / (1 + ratio), calibrated by group.
    case scaled = "scaled distance, by groups"
    /// A logistic rejector on the log distance, the margin and the log scaled distance,
    /// learned and calibrated by group.
    case learned = "learned (3 features), by groups"

    /// In declaration order.
    public static func < (a: Self, b: Self) -> Bool {
        allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }
}

/// A calibrated rejector: a feature of the observation and the least value to accept.
struct Rejector: Sendable {
    enum Feature: Sendable { case score, margin, scaled, learned }

    var feature: Feature
    var threshold: Double
    /// A threshold per named class (the global one for the others).
    var perClass: [String: Double] = [:]
    /// The logistic rejector's weights: bias, then one per standardized feature.
    var weights: [Double] = []
    var means: [Double] = [], deviations: [Double] = []

    static func global(_ threshold: Double, feature: Feature) -> Rejector {
        Rejector(feature: feature, threshold: threshold)
    }

    var meanThreshold: Double {
        perClass.isEmpty ? threshold : perClass.values.reduce(0, +) / Double(perClass.count)
    }

    func accepts(_ observation: RejectionComparison.Observation) -> Bool {
        value(observation) >= (perClass[observation.named] ?? threshold)
    }

    func value(_ o: RejectionComparison.Observation) -> Double {
        switch feature {
        case .score: o.score
        case .margin: o.second.isFinite && o.second > 0 ? 1 - o.best / o.second : 1
        case .scaled: 1 / (1 + o.best / o.spread)
        case .learned:
            1 / (1 + exp(-zip(weights, [1] + standardized(Self.features(o))).reduce(0) { $0 + $1.0 * $1.1 }))
        }
    }

    static func features(_ o: RejectionComparison.Observation) -> [Double] {
        let margin = o.second.isFinite && o.second > 0 ? 1 - o.best / o.second : 1
        return [log(Swift.max(o.best, 1e-9)), margin, log(Swift.max(o.best / o.spread, 1e-9))]
    }

    func standardized(_ x: [Double]) -> [Double] {
        x.indices.map { (x[$0] - means[$0]) / deviations[$0] }
    }

    /// The design's rejector calibrated on `observations` (by group).
    static func calibrated(_ design: RejectionDesign, on observations: [RejectionComparison.Observation]) -> Rejector {
        var rejector: Rejector
        switch design {
        case .scoreByPeople, .scoreByGroups, .scorePerClass: rejector = Rejector(feature: .score, threshold: 0)
        case .margin: rejector = Rejector(feature: .margin, threshold: 0)
        case .scaled: rejector = Rejector(feature: .scaled, threshold: 0)
        case .learned: rejector = Rejector(feature: .learned, threshold: 0)
            rejector.fit(observations)
        }
        let trials = observations.map {
            RejectionCalibration.Trial(score: rejector.value($0), isKnownClass: $0.isKnownClass, isCorrect: $0.isCorrect, named: $0.named)
        }
        if design == .scorePerClass {
            let thresholds = RejectionCalibration.thresholdsPerClass(for: trials)
            (rejector.threshold, rejector.perClass) = (thresholds.shared, thresholds.byClass)
        } else {
            rejector.threshold = RejectionCalibration.threshold(for: trials)
        }
        return rejector
    }

    /// Logistic regression, known-and-named-right against the rest, each side weighing half.
    mutating func fit(_ observations: [RejectionComparison.Observation]) {
        let xs = observations.map(Self.features)
        let count = Double(Swift.max(1, xs.count)), width = 3
        means = (0..<width).map { i in xs.reduce(0) { $0 + $1[i] } / count }
        deviations = (0..<width).map { i in
            Swift.max(1e-9, (xs.reduce(0) { $0 + ($1[i] - means[i]) * ($1[i] - means[i]) } / count).squareRoot())
        }
        let rows = xs.map { [1] + standardized($0) }
        let ys = observations.map { $0.isKnownClass && $0.isCorrect ? 1.0 : 0.0 }
        let positives = Swift.max(1, ys.count(where: { $0 == 1 })), negatives = Swift.max(1, ys.count - ys.count(where: { $0 == 1 }))
        let sampleWeights = ys.map { $0 == 1 ? 0.5 / Double(positives) : 0.5 / Double(negatives) }
        weights = [Double](repeating: 0, count: width + 1)
        for _ in 0..<400 {
            var gradient = [Double](repeating: 0, count: width + 1)
            for (row, (y, w)) in zip(rows, zip(ys, sampleWeights)) {
                let p = 1 / (1 + exp(-zip(weights, row).reduce(0) { $0 + $1.0 * $1.1 }))
                for i in row.indices { gradient[i] += w * (p - y) * row[i] }
            }
            for i in weights.indices { weights[i] -= 2 * gradient[i] }
        }
    }
}
