/// A horizontal slider, like `UISlider` as far as touches go (<doc:Rules#C4>).
///
/// Only a touch that lands on the thumb moves it (as in UIKit, tapping the track does
/// nothing); the thumb then follows the finger, keeping the offset at which it was
/// grabbed. The value changes continuously (``Control/Events-swift.struct/valueChanged`` on
/// every move) or, with ``isContinuous`` false, once at the lift.
///
/// As Apple documents for `UISlider`, an ancestor's one-finger swipe along the slider that
/// starts on the thumb is refused; so is an ancestor's one-finger pan along it (GestureKit's
/// choice: UIKit gets the same effect from scroll views declining to cancel touches in
/// controls), so a slider on a pannable canvas still slides.
open class Slider: Control {
    /// The class's name for Embedded Swift's decision log (``View/className``).
    open override class var className: String { "Slider" }

    /// The least value (at the left end), 0 by default. As with `UISlider`, setting it above
    /// ``maximumValue`` raises the maximum to it, and a ``value`` below it is raised to it. A
    /// bound that is not finite (NaN or infinite: no point of a track stands for it) changes nothing.
    public var minimumValue: Double {
        get { storedMinimum }
        set {
            guard newValue.isFinite else { return }
            storedMinimum = newValue
            storedMaximum = Swift.max(storedMaximum, newValue)
            storedValue = clampedToRange(storedValue)
        }
    }
    /// The greatest value (at the right end), 1 by default. As with `UISlider`, setting it below
    /// ``minimumValue`` lowers the minimum to it, and a ``value`` above it is lowered to it. A
    /// bound that is not finite changes nothing.
    public var maximumValue: Double {
        get { storedMaximum }
        set {
            guard newValue.isFinite else { return }
            storedMaximum = newValue
            storedMinimum = Swift.min(storedMinimum, newValue)
            storedValue = clampedToRange(storedValue)
        }
    }
    /// Whether moving the thumb sends `valueChanged` on every move (true) or once at the lift.
    public var isContinuous = true
    /// How wide the thumb's touch target is, in points: 44 pt, Apple's minimum hit target.
    public var thumbHitWidth = 44.0

    /// The value, kept within ``minimumValue``...``maximumValue``; NaN, which has no place
    /// between them (and left the thumb where no finger could grab it), changes nothing.
    public var value: Double {
        get { storedValue }
        set {
            guard !newValue.isNaN else { return }
            storedValue = clampedToRange(newValue)
        }
    }

    private var storedMinimum = 0.0
    private var storedMaximum = 1.0
    private var storedValue = 0.0
    /// The touch that grabbed the thumb, while it is followed.
    private var grabbingTouch: Touch?
    private var grabOffset = 0.0
    private var valueAtLanding = 0.0

    private func clampedToRange(_ value: Double) -> Double {
        Swift.min(Swift.max(value, storedMinimum), storedMaximum)
    }

    /// Half the range: the whole of it may be past the largest `Double` (from -10³⁰⁸ to 10³⁰⁸),
    /// its half never is.
    private var halfSpan: Double { storedMaximum / 2 - storedMinimum / 2 }

    /// The thumb's centre along the track, in the slider's coordinates.
    public var thumbCenterX: Double {
        let fraction = halfSpan > 0 ? (value / 2 - minimumValue / 2) / halfSpan : 0
        return bounds.minX + fraction * bounds.width
    }

    func thumbContains(_ point: Point) -> Bool {
        Swift.abs(point.x - thumbCenterX) <= thumbHitWidth / 2 && point.y >= bounds.minY && point.y <= bounds.maxY
    }

    open override func beginTracking(_ touch: Touch, with event: Event) -> Bool {
        let point = touch.location(in: self)
        guard thumbContains(point) else { return false }
        grabbingTouch = touch
        grabOffset = point.x - thumbCenterX
        valueAtLanding = value
        return true
    }

    open override func continueTracking(_ touch: Touch, with event: Event) -> Bool {
        let before = value
        let x = touch.location(in: self).x - grabOffset
        let width = bounds.width
        let fraction = width > 0 ? (x - bounds.minX) / width : 0
        value = minimumValue + fraction * halfSpan * 2  // past either end: clamped, or infinite and then clamped
        if isContinuous, value != before { sendActions(for: .valueChanged) }
        return true
    }

    open override func endTracking(_ touch: Touch?, with event: Event) {
        grabbingTouch = nil
        if !isContinuous, value != valueAtLanding { sendActions(for: .valueChanged) }
    }

    open override func cancelTracking(with event: Event?) {
        grabbingTouch = nil
    }

    /// Refuses an ancestor's one-finger swipe or pan along the slider that started on the
    /// thumb (<doc:Rules#C4>); other recognizers as ``Control`` does.
    open override func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool {
        guard super.gestureRecognizerShouldBegin(recognizer) else { return false }
        guard recognizer.view !== self, recognizer.numberOfTouches == 1, let grabbingTouch,
              recognizer.entry.touchesSinceReset.contains(where: { $0 === grabbingTouch }) else { return true }
        if let swipe = recognizer as? SwipeGestureRecognizer {
            return swipe.direction.isDisjoint(with: [.left, .right])
        }
        if let pan = recognizer as? PanGestureRecognizer {
            let moved = pan.translation(in: self)
            return Swift.abs(moved.x) < Swift.abs(moved.y)
        }
        return true
    }
}
