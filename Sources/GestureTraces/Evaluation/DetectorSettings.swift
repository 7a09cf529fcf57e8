import GestureKit
import GestureShapes

/// The improved detectors' separating settings, as evaluation tunes them: typed, so a
/// setting cannot be misspelt into silently keeping its default.
public enum DetectorSettings: Hashable, Sendable, CustomStringConvertible {
    /// `CheckMarkGestureRecognizer`'s `minimumArmRatio`: how much longer the rising arm must
    /// be than the falling one, what tells a check from a "v".
    case checkMark(minimumArmRatio: Double)
    /// `CircleGestureRecognizer`'s `maximumCornerTurn`, in degrees.
    case circle(maximumCornerTurn: Double)
    /// The check mark's shape as the folds by group tune it: `minimumArmRatio`,
    /// `maximumCornerAngle` (degrees), `minimumRiseRatio` (0: no limit) and
    /// `allowsTracingOver` (a check gone over twice judged by its passes).
    case checkMarkShape(minimumArmRatio: Double, maximumCornerAngle: Double, minimumRiseRatio: Double, allowsTracingOver: Bool = false)
    /// The circle's shape as the folds by group tune it: `maximumCornerTurn` (degrees),
    /// `maximumAspectRatio` (1: ovals are not made round) and `maximumTurn` (degrees around
    /// the centre; above 540°, a circle may be traced round more than once).
    case circleShape(maximumCornerTurn: Double, maximumAspectRatio: Double, maximumTurn: Double)

    /// Sets these values on `recognizer` when it is the detector they belong to.
    public func apply(to recognizer: GestureRecognizer) {
        switch self {
        case let .checkMark(ratio):
            (recognizer as? CheckMarkGestureRecognizer)?.minimumArmRatio = ratio
        case let .circle(turn):
            (recognizer as? CircleGestureRecognizer)?.maximumCornerTurn = turn * Trigonometry.pi / 180
        case let .checkMarkShape(ratio, corner, rise, tracingOver):
            guard let check = recognizer as? CheckMarkGestureRecognizer else { return }
            check.minimumArmRatio = ratio
            check.maximumCornerAngle = corner
            check.minimumRiseRatio = rise
            check.allowsTracingOver = tracingOver
        case let .circleShape(corner, aspect, turn):
            guard let circle = recognizer as? CircleGestureRecognizer else { return }
            circle.maximumCornerTurn = corner * Trigonometry.pi / 180
            circle.maximumAspectRatio = aspect
            circle.maximumTurn = turn * Trigonometry.pi / 180
        }
    }

    /// E.g. "minimumArmRatio 1.45" or "maximumCornerTurn 82.5°".
    public var description: String {
        switch self {
        case let .checkMark(ratio):
            "minimumArmRatio \(Self.number(ratio))"
        case let .circle(turn):
            "maximumCornerTurn \(Self.number(turn))°"
        case let .checkMarkShape(ratio, corner, rise, tracingOver):
            "minimumArmRatio \(Self.number(ratio)), maximumCornerAngle \(Self.number(corner))°, minimumRiseRatio \(Self.number(rise))"
                + (tracingOver ? ", allowsTracingOver" : "")
        case let .circleShape(corner, aspect, turn):
            "maximumCornerTurn \(Self.number(corner))°, maximumAspectRatio \(Self.number(aspect)), maximumTurn \(Self.number(turn))°"
        }
    }

    private static func number(_ value: Double) -> String {
        // Grid values are sums of steps (1.0 + 0.1 × k): rounded to 4 places, printed short.
        let value = (value * 10_000).rounded() / 10_000
        return value == value.rounded() ? String(Int(value)) : String(value)
    }
}

extension DetectorEvaluation.Detector {
    /// The improved mode's settings that evaluation tries per fold, in order of the one
    /// threshold each detector tunes (the tuning rule takes the middle of a run of them):
    /// the check mark's rising arm ÷ falling arm, 1.0–2.0 by 0.05 (a "v" has arms of about
    /// equal length); the circle's sharpest turn within 1/16 of the stroke, 60–120° by 7.5°
    /// (a rectangle turns 90° at each corner). Every other setting keeps its default.
    public var tuningOptions: [DetectorSettings] {
        switch self {
        case .checkmark:
            (0...20).map { DetectorSettings.checkMark(minimumArmRatio: Double(100 + 5 * $0) / 100) }
        case .circle:
            (0...8).map { DetectorSettings.circle(maximumCornerTurn: 60 + Double($0) * 7.5) }
        }
    }
}
