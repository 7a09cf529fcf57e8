import GestureKit
import GestureShapes

/// Measures the circle and check-mark recognizers on the $1 logs: every gesture is
/// replayed through a window holding the recognizer, as a finger would draw it.
public enum DetectorEvaluation {
    /// The detectors.
    public enum Detector: String, CaseIterable, Sendable {
        /// `CircleGestureRecognizer`'s detector, judged on the "circle" class.
        case circle
        /// `CheckMarkGestureRecognizer`'s detector, judged on the "check" class.
        case checkmark

        /// The dataset class the detector should recognize.
        public var label: String { self == .circle ? "circle" : "check" }
    }

    /// Seed or improved algorithm.
    public typealias Mode = ShapeRecognitionMode

    /// Recall on the detector's class, false positives on the others.
    public struct Result: Hashable, Sendable {
        /// Gestures of the detector's class that it recognized.
        public var truePositives = 0
        /// An empty count.
        public init() {}
        /// Gestures of the detector's class.
        public var positives = 0
        /// Gestures of other classes that it recognized.
        public var falsePositives = 0
        /// Gestures of other classes.
        public var negatives = 0
        /// False positives by the class of the gesture that was mistaken.
        public var falsePositivesByClass: [String: Int] = [:]
        /// The share of the class that was recognized (0 when the dataset has none of it).
        public var recall: Double { positives > 0 ? Double(truePositives) / Double(positives) : 0 }
        /// The share of other classes that was recognized (0 when there are none).
        public var falsePositiveRate: Double { negatives > 0 ? Double(falsePositives) / Double(negatives) : 0 }
    }

    /// Replays every gesture of `dataset` through `detector` in `mode`, with its defaults.
    public static func run(_ dataset: Dataset, detector: Detector, mode: Mode) -> Result {
        var result = Result()
        for gesture in dataset.gestures {
            result.count(gesture, detector: detector, recognized: detects(gesture, detector: detector, mode: mode))
        }
        return result
    }

    /// Whether `detector` recognizes `gesture`, drawn as a trace in a window, with its
    /// defaults or with `settings`.
    public static func detects(_ gesture: LabelledGesture, detector: Detector, mode: Mode, settings: DetectorSettings? = nil) -> Bool {
        let recognizer: GestureRecognizer = detector == .circle ? CircleGestureRecognizer(mode: mode) : CheckMarkGestureRecognizer(mode: mode)
        settings?.apply(to: recognizer)
        return replay(gesture, through: recognizer)
    }

    /// Replays `gesture` through a window holding `recognizer`; whether it recognized.
    @discardableResult
    static func replay(_ gesture: LabelledGesture, through recognizer: GestureRecognizer) -> Bool {
        let trace = gesture.trace()
        let window = Window(size: trace.windowSize)
        window.addGestureRecognizer(recognizer)
        var recognized = false
        recognizer.addAction { _ in recognized = true }
        for event in trace.events { try? window.sendEvent(event) }
        window.advance(to: Swift.min((trace.events.last?.timestamp ?? 0) + 1, Window.maximumTimestamp))
        return recognized
    }
}
