import GestureKit
import GestureShapes

/// One recorded stroke measured as the check mark's improved mode sees it, with when its
/// arms were drawn: what `gesturekit eval --detector checkmark --arms` prints per gesture, so
/// that where one person's checks and another's v's meet can be looked at, not guessed.
public struct ArmMeasurement: Hashable, Sendable {
    /// The gesture measured.
    public var gesture: LabelledGesture
    /// Its arms, as the detector measures them.
    public var arms: CheckMarkArms
    /// How long the falling arm and the rising arm took to draw, in seconds; nil when the
    /// recording has no times.
    public var fallingDuration, risingDuration: Double?

    /// The rising arm's speed over the falling arm's (each its chord over its duration): how
    /// much faster the second arm was flicked. Infinite when the rising arm took no time; nil
    /// when the recording has no times.
    public var speedRatio: Double? {
        guard let fallingDuration, let risingDuration else { return nil }
        return (arms.risingLength / risingDuration) / (arms.fallingLength / fallingDuration)
    }

    /// Measures `gesture`; nil unless it is one stroke whose arms can be measured
    /// (`CheckMarkArms(of:)`).
    public init?(_ gesture: LabelledGesture) {
        guard gesture.strokes.count == 1, let stroke = gesture.strokes.first,
              let arms = CheckMarkArms(of: stroke.map(\.location)) else { return nil }
        self.gesture = gesture
        self.arms = arms
        if let time = Self.timeAlong(stroke) {
            fallingDuration = time(arms.vertexFraction) - time(arms.startFraction)
            risingDuration = time(arms.endFraction) - time(arms.vertexFraction)
        }
    }

    /// When the finger was at each fraction (0–1, by arc length) of `stroke`, interpolated
    /// between the recorded samples; nil unless every sample has a time.
    static func timeAlong(_ stroke: [StrokePoint]) -> ((Double) -> Double)? {
        let times = stroke.compactMap(\.time)
        guard times.count == stroke.count else { return nil }
        var distances = [0.0]
        for index in stroke.indices.dropFirst() {
            distances.append(distances[index - 1] + stroke[index - 1].location.distance(to: stroke[index].location))
        }
        let total = distances.last ?? 0
        return { fraction in
            let target = fraction * total
            guard let next = distances.firstIndex(where: { $0 >= target }) else { return times.last ?? 0 }
            guard next > 0 else { return times[0] }
            let span = distances[next] - distances[next - 1]
            let share = span > 0 ? (target - distances[next - 1]) / span : 0
            return times[next - 1] + share * (times[next] - times[next - 1])
        }
    }
}
