import GestureKit
import GestureShapes

extension Binding {
    /// The binding with the values it leaves out written as they act: the threshold of an
    /// `on: recognized` continuous gesture, a long press's duration, a shape's least score.
    /// Two bindings that act alike are then equal (a repeat that writes a default out).
    var withDefaultsWritten: Binding {
        var written = self
        if gesture.isContinuous, on == .recognized, threshold == nil { written.threshold = BindingProgress.defaultThreshold(for: gesture) }
        if gesture == .longPress, duration == nil { written.duration = LongPressGestureRecognizer.defaultMinimumPressDuration }
        if gesture == .shape, score == nil { written.score = JackknifeRecognizer.calibratedMinimumScore }
        return written
    }
}
