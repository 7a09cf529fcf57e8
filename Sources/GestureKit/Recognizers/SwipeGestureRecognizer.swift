/// Recognizes a quick straight stroke in one of the permitted directions, like
/// `UISwipeGestureRecognizer`.
///
/// ```swift
/// let window = Window(size: Size(width: 390, height: 844))
/// let swipe = SwipeGestureRecognizer()
/// swipe.direction = [.left, .right]
/// swipe.addAction { _ in print("swiped at", window.currentTime) }
/// window.addGestureRecognizer(swipe)
///
/// try window.sendEvent(TouchEvent(timestamp: 0, changes: [.init(1, .began, x: 300, y: 400)]))
/// for (step, x) in [270.0, 230, 180, 120].enumerated() {
///     try window.sendEvent(TouchEvent(timestamp: 0.02 * Double(step + 1), changes: [.init(1, .moved, x: x, y: 402)]))
/// }
/// // past the minimum travel (50 points) to the left, before the finger lifts: Prints "swiped at 0.04"
/// ```
///
/// The required fingers must all be down; the stroke is measured by their centroid from
/// where it was when the last required finger landed. Once it has travelled
/// ``minimumTravel`` along its dominant axis, it is recognized (during the movement, not
/// at the lift) if that direction is permitted, every finger moved that way, and it
/// strayed no more than ``maximumDeviation`` from the axis; otherwise it fails. It also
/// fails when ``maximumDuration`` passes first (counted from the first touch), when a
/// finger lifts first, or with the wrong number of fingers. ``location(in:)`` and
/// ``location(ofTouch:in:)`` say where the swipe began, as UIKit's do.
///
/// UIKit documents only `direction` (default right) and `numberOfTouchesRequired`
/// (default 1). The thresholds are observed approximations (docs/Recognizers.md): about 50 pt of
/// travel within about 0.5 s; the deviation bound (30°) is GestureKit's choice.
open class SwipeGestureRecognizer: GestureRecognizer {
    /// The class's name for Embedded Swift's decision log (``GestureRecognizer/className``).
    open override class var className: String { "SwipeGestureRecognizer" }

    // Settings and per-gesture state are read on every touch: exclusivity checks are off
    // (one thread per window, no overlapping accesses; docs/Performance.md).

    /// The directions a swipe may take.
    public struct Direction: OptionSet, Hashable, Sendable {
        /// The raw bits.
        public let rawValue: UInt8
        /// Creates a set from raw bits.
        public init(rawValue: UInt8) { self.rawValue = rawValue }
        /// Towards increasing x.
        public static let right = Direction(rawValue: 1 << 0)
        /// Towards decreasing x.
        public static let left = Direction(rawValue: 1 << 1)
        /// Towards decreasing y.
        public static let up = Direction(rawValue: 1 << 2)
        /// Towards increasing y.
        public static let down = Direction(rawValue: 1 << 3)
    }

    /// The travel a new swipe recognizer asks for: 50 points.
    public static let defaultMinimumTravel = 50.0

    /// The permitted directions.
    @exclusivity(unchecked) public var direction: Direction = .right
    /// Fingers the swipe takes.
    @exclusivity(unchecked) public var numberOfTouchesRequired = 1
    /// Travel along the axis that makes a swipe, in points (``defaultMinimumTravel`` unless set).
    @exclusivity(unchecked) public var minimumTravel = SwipeGestureRecognizer.defaultMinimumTravel
    /// The time from the first touch within which the travel must be made, in seconds
    /// (`.infinity`: no limit).
    @exclusivity(unchecked) public var maximumDuration = 0.5
    /// The largest angle between the stroke and its axis, in radians. The dominant axis is
    /// never more than π/4 (45°) away, so from π/4 up (`.pi`, or degrees typed as radians)
    /// there is no limit, nor with NaN; a negative angle is 0: only a straight stroke.
    @exclusivity(unchecked) public var maximumDeviation = Trigonometry.pi / 6

    /// The direction of the recognized swipe (empty before recognition).
    @exclusivity(unchecked) public private(set) var recognizedDirection: Direction = []

    // Hot state, read on every move: no dynamic exclusivity checks (see docs/Performance.md).
    @exclusivity(unchecked) private var start: Point?
    @exclusivity(unchecked) private var startPoints: [Point] = []  // each finger's at the start; kept, emptied at each reset
    @exclusivity(unchecked) private var landings = Landings()
    @exclusivity(unchecked) private var deadline: TimerID?

    /// Where the swipe began, in `view`'s coordinates: the fingers' centroid when the last
    /// required one landed, from which the travel is measured. Apple documents this for
    /// `UISwipeGestureRecognizer` ("the location where a swipe began"); before every required
    /// finger is down, the centroid of the touches, as for any recognizer.
    open override func location(in view: View?) -> Point {
        guard let start else { return super.location(in: view) }
        return view?.convert(start, from: nil) ?? start
    }

    /// Where the finger at `index` (in the order they landed) was when the swipe began — when
    /// the last required finger landed — in `view`'s coordinates: the location of that touch
    /// "when the swipe began", as UIKit reports it; ``location(in:)`` is their centroid.
    ///
    /// - Precondition: `index` is below ``GestureRecognizer/numberOfTouches``, or below
    ///   ``numberOfTouchesRequired`` once they are all down (the fingers may have lifted by
    ///   the time an action reads them).
    open override func location(ofTouch index: Int, in view: View?) -> Point {
        guard startPoints.indices.contains(index) else { return super.location(ofTouch: index, in: view) }
        let point = startPoints[index]
        return view?.convert(point, from: nil) ?? point
    }

    open override func touchesBegan(_ touches: [Touch], with event: Event) {
        super.touchesBegan(touches, with: event)
        if landings.isEmpty {
            deadline = scheduleDeadline(after: maximumDuration)
        }
        landings.record(touches)
        if landings.count > numberOfTouchesRequired { return fail(because: "too many fingers") }
        if landings.count == numberOfTouchesRequired {
            start = landings.centroidNow
            for entry in landings.entries { startPoints.append(entry.touch.windowLocation) }
        }
    }

    open override func touchesMoved(_ touches: [Touch], with event: Event) {
        super.touchesMoved(touches, with: event)
        guard state == .possible, let start else { return }
        let travel = landings.centroidNow - start
        let along = Swift.max(Swift.abs(travel.x), Swift.abs(travel.y))
        guard along >= minimumTravel else { return }
        let horizontal = Swift.abs(travel.x) >= Swift.abs(travel.y)
        let heading: Direction = horizontal ? (travel.x > 0 ? .right : .left) : (travel.y > 0 ? .down : .up)
        let sideways = horizontal ? Swift.abs(travel.y) : Swift.abs(travel.x)
        // From π/4 up no stroke strays further than its dominant axis allows (and past π/2
        // the tangent would turn negative and fail every stroke).
        if maximumDeviation < Trigonometry.pi / 4 {
            let deviation = Swift.max(maximumDeviation, 0)
            if sideways > along * Trigonometry.sin(deviation) / Trigonometry.cos(deviation) {
                return fail(because: "not straight enough")
            }
        }
        guard direction.contains(heading) else { return fail(because: "wrong direction") }
        for landing in landings.entries {
            let own = landing.touch.windowLocation - landing.point
            let ownAlong = horizontal ? own.x : own.y
            let expected = horizontal ? travel.x : travel.y
            if ownAlong * expected <= 0 { return fail(because: "the fingers did not move together") }
        }
        recognizedDirection = heading
        state = .recognized
    }

    open override func touchesEnded(_ touches: [Touch], with event: Event) {
        super.touchesEnded(touches, with: event)
        if state == .possible { fail(because: "lifted before travelling far enough") }
    }

    open override func touchesCancelled(_ touches: [Touch], with event: Event) {
        super.touchesCancelled(touches, with: event)
        touchWasCancelled()
    }

    override func deadlinePassed() {
        deadline = nil
        if state == .possible { fail(because: "too slow") }
    }

    open override func reset() {
        super.reset()
        start = nil
        startPoints.empty()
        landings.removeAll()
        deadline = nil
        recognizedDirection = []
    }
}
