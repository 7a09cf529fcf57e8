import GestureKit
import GestureShapes
import GestureTraces

/// What the dataset fuzzers do with the gestures a file yields: everything a user's data
/// goes through in `gesturekit eval` — every template matcher learns them and classifies
/// them, the check-mark and circle detectors see them drawn in a window in both modes, and
/// circle fitting runs on their points — so that strange gestures (one point,
/// all points equal, enormous coordinates) reach the geometry, not only the parser.
public enum ShapeExercise {
    /// Teaches and queries every matcher with `gestures`, checking their answers are well
    /// formed (a named class that exists; a score that is a number).
    public static func run(_ gestures: [LabelledGesture]) {
        let gestures = gestures.prefix(8)
        guard !gestures.isEmpty else { return }
        let labels = Set(gestures.map(\.label))
        for kind in AccuracyEvaluation.Matcher.allCases {
            var matcher = kind.makeMatcher()
            for gesture in gestures { matcher.addTemplate(gesture.label, sample: gesture.sample) }
            for gesture in gestures {
                if let match = matcher.recognize(gesture.sample) {
                    FuzzerDriver.require(labels.contains(match.name), "\(kind) named \(match.name), not a class it learned")
                    FuzzerDriver.require(!match.score.isNaN, "\(kind) scored NaN")
                }
                for (name, distance) in matcher.distancesByClass(gesture.sample) {
                    FuzzerDriver.require(labels.contains(name), "\(kind) measured a class it never learned: \(name)")
                    FuzzerDriver.require(!distance.isNaN, "\(kind) measured NaN for \(name)")
                }
            }
        }
        for gesture in gestures {
            for detector in DetectorEvaluation.Detector.allCases {
                for mode in [DetectorEvaluation.Mode.seed, .improved] {
                    _ = DetectorEvaluation.detects(gesture, detector: detector, mode: mode)
                }
            }
            let points = gesture.sample.points
            if let fit = try? CircleFitter.taubin(points) {
                _ = CircleFitter.rmsError(points, fit.circle)
                _ = try? CircleFitter.geometric(points, from: fit.circle)
            }
        }
    }
}
