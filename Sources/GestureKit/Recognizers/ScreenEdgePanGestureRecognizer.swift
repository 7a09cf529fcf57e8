/// The edges of a rectangle, for ``ScreenEdgePanGestureRecognizer/edges``.
public struct RectEdge: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: UInt8
    /// Creates a set from raw bits.
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    /// The edge at the smallest y.
    public static let top = RectEdge(rawValue: 1 << 0)
    /// The edge at the smallest x.
    public static let left = RectEdge(rawValue: 1 << 1)
    /// The edge at the largest y.
    public static let bottom = RectEdge(rawValue: 1 << 2)
    /// The edge at the largest x.
    public static let right = RectEdge(rawValue: 1 << 3)
    /// Every edge.
    public static let all: RectEdge = [.top, .left, .bottom, .right]
}

/// A pan that starts at an edge of the window and moves away from it, like
/// `UIScreenEdgePanGestureRecognizer`.
///
/// ```swift
/// let window = Window(size: Size(width: 390, height: 844))
/// let back = ScreenEdgePanGestureRecognizer()
/// back.edges = .left
/// back.addAction { _ in print(back.state, back.translation(in: window).x) }
/// window.addGestureRecognizer(back)
///
/// try window.sendEvent(TouchEvent(timestamp: 0, changes: [.init(1, .began, x: 5, y: 400)]))      // within 20 points of the edge
/// try window.sendEvent(TouchEvent(timestamp: 0.05, changes: [.init(1, .moved, x: 40, y: 401)]))  // Prints "began 35.0"
/// try window.sendEvent(TouchEvent(timestamp: 0.1, changes: [.init(1, .ended, x: 90, y: 402)]))   // Prints "ended 85.0"
/// ```
///
/// The first touch must land within ``edgeZone`` points of one of ``edges`` (of the
/// window's bounds), and when the pan's hysteresis is reached the movement must point away
/// from that edge at least as much as along it; otherwise the gesture fails. ``edges`` is
/// empty by default, as in UIKit: set it. The 20 pt zone is observed (docs/Recognizers.md).
/// As Apple documents, touches beyond the first are ignored; with
/// ``PanGestureRecognizer/minimumNumberOfTouches`` set higher, touches beyond that many. With
/// ``PanGestureRecognizer/maximumNumberOfTouches`` set, it counts its fingers as a pan does:
/// more than the maximum fail it before it began.
open class ScreenEdgePanGestureRecognizer: PanGestureRecognizer {
    /// The class's name for Embedded Swift's decision log (``GestureRecognizer/className``).
    open override class var className: String { "ScreenEdgePanGestureRecognizer" }

    /// The edges a pan may start from.
    public var edges: RectEdge = []
    /// How close to an edge the first touch must land, in points.
    public var edgeZone = 20.0

    private var startingEdges: RectEdge = []

    open override func touchesBegan(_ touches: [Touch], with event: Event) {
        if startingEdges.isEmpty, let first = touches.first, let bounds = window?.bounds {
            let point = first.location(in: nil)
            if edges.contains(.left), point.x - bounds.minX <= edgeZone { startingEdges.insert(.left) }
            if edges.contains(.right), bounds.maxX - point.x <= edgeZone { startingEdges.insert(.right) }
            if edges.contains(.top), point.y - bounds.minY <= edgeZone { startingEdges.insert(.top) }
            if edges.contains(.bottom), bounds.maxY - point.y <= edgeZone { startingEdges.insert(.bottom) }
            if startingEdges.isEmpty { return fail(because: "did not start at a chosen edge") }
        }
        // Apple: it "ignores any touches beyond the first touch". GestureKit follows as many
        // as minimumNumberOfTouches asks (1 unless set) and ignores the rest; with a maximum
        // set, it counts its fingers as a pan does. The fingers it follows include one lifting
        // in this step: a finger landing as the first lifts is still the second.
        guard maximumNumberOfTouches == Int.max else {  // the default: no maximum set
            return super.touchesBegan(touches, with: event)
        }
        let room = Swift.max(minimumNumberOfTouches, 1) - (numberOfTouches - touches.count)
        guard room < touches.count else { return super.touchesBegan(touches, with: event) }
        for touch in touches.dropFirst(Swift.max(room, 0)) { ignore(touch, for: event) }
        if room > 0 { super.touchesBegan(Array(touches.prefix(room)), with: event) }
    }

    /// Begins only on movement away from the edge the pan started at, at least as much as
    /// along it; otherwise fails.
    open override func canBeginPanning() -> Bool {
        let translation = movementInWindow  // the fingers' own, whatever an app set the translation to
        let away: [(RectEdge, Double, Double)] = [
            (.left, translation.x, translation.y), (.right, -translation.x, translation.y),
            (.top, translation.y, translation.x), (.bottom, -translation.y, translation.x),
        ]
        for (edge, outward, along) in away where startingEdges.contains(edge) {
            if outward > 0, outward >= Swift.abs(along) { return true }
        }
        fail(because: "did not move away from its edge")
        return false
    }

    open override func reset() {
        super.reset()
        startingEdges = []
    }
}
