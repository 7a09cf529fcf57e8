import GestureKit
import GestureShapes

/// Measures the circle and check-mark recognizers on the $1 logs: every gesture is
/// replayed through a window holding the recognizer, as a finger would draw it.
public enum DetectorEvaluation {
    /// The detectors.
    public enum Detector: String, CaseIterable, Sendable {
        case circle, checkmark

        /// The dataset class the detector should recognize.
        public var label: String { self == .circle ? "circle" : "check" }
    }

    /// Seed or improved algorithm.
    public typealias Mode = ShapeRecognitionMode

    /// Recall on the detector's class, false positives on the others.
    public struct Result: Sendable {
        public var truePositives = 0, positives = 0, falsePositives = 0, negatives = 0
        public var falsePositivesByClass: [String: Int] = [:]
        public var recall: Double { positives > 0 ? Double(truePositives) / Double(positives) : 0 }
        public var falsePositiveRate: Double { negatives > 0 ? Double(falsePositives) / Double(negatives) : 0 }
    }

    /// Replays every gesture of `dataset` through `detector` in `mode`.
    public static func run(_ dataset: Dataset, detector: Detector, mode: Mode) -> Result {
        var result = Result()
        for gesture in dataset.gestures {
            let recognized = detects(gesture, detector: detector, mode: mode)
            if gesture.label == detector.label {
                result.positives += 1
                if recognized { result.truePositives += 1 }
            } else {
                result.negatives += 1
                if recognized {
                    result.falsePositives += 1
                    result.falsePositivesByClass[gesture.label, default: 0] += 1
                }
            }
        }
        return result
    }

    /// Whether `detector` recognizes `gesture`, drawn as a trace in a window.
    public static func detects(_ gesture: LabelledGesture, detector: Detector, mode: Mode) -> Bool {
        let trace = gesture.trace()
        let window = Window(size: trace.windowSize)
        let recognizer: GestureRecognizer = detector == .circle ? CircleGestureRecognizer(mode: mode) : CheckMarkGestureRecognizer(mode: mode)
        window.addGestureRecognizer(recognizer)
        var recognized = false
        recognizer.addAction { _ in recognized = true }
        for event in trace.events { try? window.sendEvent(event) }
        window.advance(to: (trace.events.last?.timestamp ?? 0) + 1)
        return recognized
    }
}
