import GestureKit
import GestureShapes

/// The improved detectors' separating settings, as evaluation tunes them: typed, so a
/// setting cannot be misspelt into silently keeping its default.
public enum DetectorSettings: Hashable, Sendable, CustomStringConvertible {
    /// `CheckMarkGestureRecognizer`'s `minimumArmRatio`, `maximumCornerAngle` (degrees) and
    /// `maximumArmCurvature`.
    case checkMark(minimumArmRatio: Double, maximumCornerAngle: Double, maximumArmCurvature: Double)
    /// `CircleGestureRecognizer`'s `maximumCornerTurn`, in degrees.
    case circle(maximumCornerTurn: Double)

    /// Sets these values on `recognizer` when it is the detector they belong to.
    public func apply(to recognizer: GestureRecognizer) {
        switch self {
        case let .checkMark(ratio, angle, curvature):
            guard let check = recognizer as? CheckMarkGestureRecognizer else { return }
            check.minimumArmRatio = ratio
            check.maximumCornerAngle = angle
            check.maximumArmCurvature = curvature
        case let .circle(turn):
            (recognizer as? CircleGestureRecognizer)?.maximumCornerTurn = turn * Trigonometry.pi / 180
        }
    }

    /// E.g. "minimumArmRatio 1.3, maximumCornerAngle 135°, maximumArmCurvature 1.45".
    public var description: String {
        switch self {
        case let .checkMark(ratio, angle, curvature):
            "minimumArmRatio \(Self.number(ratio)), maximumCornerAngle \(Self.number(angle))°, maximumArmCurvature \(Self.number(curvature))"
        case let .circle(turn):
            "maximumCornerTurn \(Self.number(turn))°"
        }
    }

    private static func number(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}

extension DetectorEvaluation.Detector {
    /// The improved mode's settings that evaluation tries per fold, the shipped defaults
    /// first (ties keep the earlier). The check mark's: rising arm ÷ falling arm and the
    /// widest corner (a "v" opens wider), and how curved an arm may be (fast checks bow).
    /// The circle's: the sharpest turn within 1/16 of the stroke (a rectangle's corners).
    public var tuningOptions: [DetectorSettings] {
        switch self {
        case .checkmark:
            [1.3, 1.45, 1.6].flatMap { curvature in
                [135.0, 125, 115, 105].flatMap { angle in
                    [1.2, 1.1, 1.3, 1.0, 1.4, 1.5, 1.6].map {
                        DetectorSettings.checkMark(minimumArmRatio: $0, maximumCornerAngle: angle, maximumArmCurvature: curvature)
                    }
                }
            }
        case .circle:
            [90, 82.5, 97.5, 75, 105, 67.5, 60].map { DetectorSettings.circle(maximumCornerTurn: $0) }
        }
    }
}
