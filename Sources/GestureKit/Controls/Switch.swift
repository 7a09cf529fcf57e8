/// An on/off switch, like `UISwitch` as far as touches go (<doc:Rules#C4>).
///
/// A tap inside flips it; a drag sets it by where the finger lifts (right half on, left half
/// off). Either way it sends ``Control/Events-swift.struct/valueChanged`` when ``isOn``
/// changes. As Apple documents for `UISwitch`, it keeps its single taps from its ancestors'
/// tap recognizers (<doc:Rules#V7>) and refuses an ancestor's one-finger pan that starts on its
/// knob and moves along the switch (<doc:Rules#C4>). A short example of a custom control written
/// with the tracking hooks.
open class Switch: Control {
    /// The class's name for Embedded Swift's decision log (``View/className``).
    open override class var className: String { "Switch" }

    /// Whether the switch is on. Setting it sends no event (as `setOn(_:animated:)`).
    public var isOn = false
    /// How far the finger must move sideways before a press becomes a drag, in points.
    public var dragThreshold = 10.0

    private var landing = Point.zero
    private var isDragging = false

    /// Creates a switch occupying `frame`.
    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
        keepsSingleTaps = true
    }

    open override func beginTracking(_ touch: Touch, with event: Event) -> Bool {
        landing = touch.location(in: self)
        isDragging = false
        return true
    }

    open override func continueTracking(_ touch: Touch, with event: Event) -> Bool {
        if Swift.abs(touch.location(in: self).x - landing.x) >= dragThreshold { isDragging = true }
        return true
    }

    open override func endTracking(_ touch: Touch?, with event: Event) {
        let now: Bool
        if isDragging, let touch {
            now = touch.location(in: self).x >= bounds.midX
        } else if isTouchInside {
            now = !isOn
        } else {
            return
        }
        guard now != isOn else { return }
        isOn = now
        sendActions(for: .valueChanged)
    }

    /// The knob: the half of the switch the thumb sits in.
    func knobContains(_ point: Point) -> Bool {
        isOn ? point.x >= bounds.midX : point.x < bounds.midX
    }

    /// Keeps single taps (<doc:Rules#V7>) and refuses an ancestor's one-finger pan along the switch
    /// that started on the knob (<doc:Rules#C4>).
    open override func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool {
        guard super.gestureRecognizerShouldBegin(recognizer) else { return false }
        guard recognizer.view !== self, let pan = recognizer as? PanGestureRecognizer, pan.numberOfTouches == 1,
              let landing = landingOfTouch(of: recognizer), knobContains(landing) else { return true }
        let moved = pan.translation(in: self)
        return Swift.abs(moved.x) < Swift.abs(moved.y)
    }
}

extension Control {
    /// Where the touch of `recognizer` that hit this control landed, in its coordinates.
    func landingOfTouch(of recognizer: GestureRecognizer) -> Point? {
        guard let touch = recognizer.entry.touchesSinceReset.first(where: { $0.view === self }) else { return nil }
        return convert(touch.beganLocation, from: nil)
    }
}
