/// A rectangular region of the interface that receives touches and hosts gesture
/// recognizers, shaped after `UIView`.
///
/// ```swift
/// let window = Window(size: Size(width: 390, height: 844))
/// let card = View(frame: Rect(x: 20, y: 100, width: 200, height: 120))
/// let button = View(frame: Rect(x: 10, y: 10, width: 44, height: 44))
/// card.addSubview(button)
/// window.addSubview(card)
/// card.transform = AffineTransform(scaleX: 2, y: 2)   // about its centre, as in UIKit
///
/// print(card.frame)                                   // Prints "(-80.0, 40.0, 400.0×240.0)"
/// print(button.convert(Point(x: 0, y: 0), to: window))  // Prints "(-60.0, 60.0)"
/// print(window.hitTest(Point(x: 0, y: 60)) === button)  // Prints "true"
/// ```
///
/// GestureKit draws nothing: integrators mirror the touchable parts of their own UI as
/// views. Geometry follows UIKit: a view's ``center`` (in its superview's coordinates)
/// is where the centre of its ``bounds`` lands, and its ``transform`` applies about
/// that centre.
open class View: Responder {
    // Geometry, flags and the hierarchy are read on every step (hit testing, the responder
    // chain, conversions): their dynamic exclusivity checks are off, as on the window's
    // hot state (one thread per window, no overlapping accesses; docs/Performance.md).

    /// A name for the decision log and for debugging.
    public var name: String?

    /// The centre of the view in its superview's coordinates.
    @exclusivity(unchecked) public var center: Point
    /// The view's own coordinate space: the origin is the coordinate of its top-left
    /// corner, the size its extent before ``transform``.
    @exclusivity(unchecked) public var bounds: Rect
    /// A transform applied about ``center``.
    @exclusivity(unchecked) public var transform: AffineTransform = .identity

    /// Hidden views and their subviews are not hit (<doc:Rules#H1>).
    @exclusivity(unchecked) public var isHidden = false
    /// Views with alpha below 0.01 and their subviews are not hit (<doc:Rules#H1>).
    @exclusivity(unchecked) public var alpha: Double = 1
    /// When false, the view and its subviews are not hit (<doc:Rules#H1>).
    @exclusivity(unchecked) public var isUserInteractionEnabled = true
    /// When false (the default), the view is handed only the first of its concurrent
    /// touches; recognizers still see them all (<doc:Rules#V5>).
    @exclusivity(unchecked) public var isMultipleTouchEnabled = false
    /// When true, touches in this view and touches in other views exclude each other (<doc:Rules#V6>).
    @exclusivity(unchecked) public var isExclusiveTouch = false

    /// The superview, or nil for a root view (such as a window).
    public var superview: View? { parentView?.takeUnretainedValue() }
    /// Not `weak`: a superview owns its subviews, so the pointer is valid for as long as it
    /// is set, and it is cleared when the view is removed or the superview freed. (A weak
    /// reference gives the view a side table, and every retain and release of a view with one
    /// takes the runtime's slow path: a tenth of a moved update, mostly on the responder
    /// chain.) `Unmanaged`, so that a walk up the tree can go from view to view without
    /// retaining any.
    @exclusivity(unchecked) var parentView: Unmanaged<View>?
    /// The subviews, back-most first.
    @exclusivity(unchecked) public private(set) var subviews: [View] = []
    /// The recognizers attached to this view, in the order attached.
    @exclusivity(unchecked) public private(set) var gestureRecognizers: [GestureRecognizer] = []

    /// Creates a view occupying `frame` in its future superview.
    ///
    /// - Parameter frame: the view's extent in its superview's coordinates: ``center`` becomes
    ///   its centre, and ``bounds`` its size at origin zero. The default, `.zero`, makes a view
    ///   that nothing hits until it is given a size.
    public init(frame: Rect = .zero) {
        center = frame.center
        bounds = Rect(origin: .zero, size: frame.size)
        super.init()
    }

    deinit {
        forgetBackReferences()
    }

    /// The subviews and recognizers point back without holding (see `parentView`): one that
    /// outlives this view must find nil, as it would through a weak reference.
    func forgetBackReferences() {
        for subview in subviews { subview.parentView = nil }
        for recognizer in gestureRecognizers { recognizer.attachedView = nil }
    }

    /// The view's extent in its superview's coordinates: the bounding box of its bounds
    /// after ``transform``.
    ///
    /// Setting it moves ``center`` to the frame's centre and, when ``transform`` is the
    /// identity, sets the size of ``bounds``. (With another transform UIKit leaves the result
    /// undefined; GestureKit then keeps the size.)
    public var frame: Rect {
        get {
            let size = bounds.size
            let local = Rect(x: -size.width / 2, y: -size.height / 2, width: size.width, height: size.height)
            let box = transform.isIdentity ? local : local.applying(transform)
            return box.offsetBy(dx: center.x, dy: center.y)
        }
        set {
            center = newValue.center
            if transform.isIdentity {
                bounds.size = Size(width: newValue.maxX - newValue.minX, height: newValue.maxY - newValue.minY)
            }
        }
    }

    /// The window the view is in, if any.
    public var window: Window? { topmostAncestor as? Window }

    /// The view at the top of the view's tree: itself when it has no superview, its window
    /// when it is in one.
    @inline(__always)
    var topmostAncestor: View {
        var view: View = self
        while let parent = view.superview { view = parent }
        return view
    }

    /// The superview: touches the view does not handle go up the tree (<doc:Rules#V1>).
    open override var next: Responder? { superview }

    // MARK: Subviews

    /// Adds `view` in front of the other subviews, removing it from its old superview first.
    ///
    /// - Parameter view: the view to add, retained by this view; not this view or one of its
    ///   ancestors (that stops the program). Taking it from another superview cancels or fails
    ///   its recognizers' gestures in progress, as ``removeFromSuperview()`` does; adding a
    ///   subview again only moves it to the front.
    public func addSubview(_ view: View) {
        insertSubview(view, at: subviews.count)
    }

    /// Inserts `view` at `index` in ``subviews`` (clamped to the valid range).
    ///
    /// - Parameters:
    ///   - view: the view to insert, as for ``addSubview(_:)``.
    ///   - index: its position, 0 for the back; counted among the subviews without `view`
    ///     when it is one already. Out-of-range values are clamped.
    public func insertSubview(_ view: View, at index: Int) {
        place(view) { _ in index }
    }

    /// Inserts `view` just above `sibling` (or on top when `sibling` is not a subview).
    public func insertSubview(_ view: View, aboveSubview sibling: View) {
        place(view) { subviews in subviews.firstIndex { $0 === sibling }.map { $0 + 1 } ?? subviews.count }
    }

    /// Inserts `view` just below `sibling` (or at the back when `sibling` is not a subview).
    public func insertSubview(_ view: View, belowSubview sibling: View) {
        place(view) { subviews in subviews.firstIndex { $0 === sibling } ?? 0 }
    }

    /// Puts `view` among the subviews at the index `position` computes from the subviews
    /// without `view` (so positions relative to a sibling are right when reordering).
    private func place(_ view: View, at position: ([View]) -> Int) {
        precondition(view !== self && !isDescendant(of: view), "a view cannot contain itself")
        if view.superview === self {
            subviews.removeAll { $0 === view }
        } else {
            view.removeFromSuperview()
        }
        subviews.insert(view, at: Swift.max(0, Swift.min(position(subviews), subviews.count)))
        view.parentView = Unmanaged.passUnretained(self)
    }

    /// Moves `view` in front of its siblings.
    ///
    /// - Parameter view: a subview of this view; any other view changes nothing.
    public func bringSubviewToFront(_ view: View) {
        guard view.superview === self else { return }
        insertSubview(view, at: subviews.count)
    }

    /// Moves `view` behind its siblings.
    ///
    /// - Parameter view: a subview of this view; any other view changes nothing.
    public func sendSubviewToBack(_ view: View) {
        guard view.superview === self else { return }
        insertSubview(view, at: 0)
    }

    /// Detaches the view from its superview. Recognizers of the view and its subtree that
    /// are in the middle of a gesture are cancelled or failed, then reset (<doc:Rules#A11>).
    public func removeFromSuperview() {
        guard let parent = superview else { return }
        let window = self.window
        parent.subviews.removeAll { $0 === self }
        parentView = nil
        window?.viewWasRemoved(self)
    }

    /// Whether `view` is this view or one of its ancestors.
    public func isDescendant(of view: View) -> Bool {
        var current: View? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.superview
        }
        return false
    }

    // MARK: Hit testing

    /// Whether the view takes part in hit testing at all (<doc:Rules#H1>): not hidden, alpha at least
    /// 0.01, and user interaction enabled.
    public var isHittable: Bool { !isHidden && alpha >= 0.01 && isUserInteractionEnabled }

    /// The deepest view of this subtree that contains `point` (given in this view's coordinates),
    /// trying front-most subviews first; nil when this view is not hittable or the point is outside
    /// it (<doc:Rules#H1>). Override it to change what a touch hits (<doc:Rules#H3>).
    ///
    /// - Parameter point: the point in this view's coordinate space (its ``bounds``).
    /// - Returns: this view, one of its descendants, or nil when neither this view nor any
    ///   subview is hit.
    open func hitTest(_ point: Point) -> View? {
        guard isHittable, self.point(inside: point) else { return nil }
        for subview in subviews.reversed() {
            if let hit = subview.hitTest(subview.convertFromSuperview(point)) { return hit }
        }
        return self
    }

    /// Whether `point` (in this view's coordinates) is inside the view: by default,
    /// inside ``bounds``. Override it to grow or shrink the touchable area (<doc:Rules#H3>).
    open func point(inside point: Point) -> Bool {
        bounds.contains(point)
    }

    // MARK: Gesture recognizers

    /// Attaches `recognizer`, detaching it from its previous view first.
    ///
    /// - Parameter recognizer: retained by the view until it is removed; taking it from
    ///   another view cancels or fails its gesture in progress, as
    ///   ``removeGestureRecognizer(_:)`` does. Adding it to its own view again changes nothing.
    public func addGestureRecognizer(_ recognizer: GestureRecognizer) {
        if recognizer.view === self { return }
        recognizer.view?.removeGestureRecognizer(recognizer)
        gestureRecognizers.append(recognizer)
        recognizer.view = self
    }

    /// Detaches `recognizer`; a gesture in progress is cancelled or failed, then reset
    /// (<doc:Rules#A11>).
    ///
    /// - Parameter recognizer: one of this view's recognizers; any other changes nothing.
    public func removeGestureRecognizer(_ recognizer: GestureRecognizer) {
        guard recognizer.view === self else { return }
        let window = self.window
        gestureRecognizers.removeAll { $0 === recognizer }
        recognizer.view = nil
        window?.gestureEnvironment.abort(recognizer, because: .removed)
    }

    /// Asked before a recognizer leaves the possible state when its recognition would cancel a
    /// touch hit-tested to this view (<doc:Rules#A1>, <doc:Rules#P9>): the recognizer has a touch
    /// of this view, the view is handed that touch, and the recognizer
    /// ``GestureRecognizer/cancelsTouchesInView``. That includes the view's own recognizers (a view
    /// can veto its own pan, as scroll views do). Return false to make it fail. Controls use this
    /// to keep their taps (<doc:Rules#V7>).
    ///
    /// - Parameter recognizer: the recognizer about to begin, of this view or another.
    /// - Returns: false to make it fail; the default answers true.
    open func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool { true }

    /// The name used in the decision log: ``name``, or the type's name.
    public var displayName: String {
        if let name { return name }
        #if hasFeature(Embedded)
        return type(of: self).className  // no reflection in Embedded Swift
        #else
        return String(describing: type(of: self))
        #endif
    }

    /// The class's name, which Embedded Swift's decision log shows for a view with no
    /// ``name``.
    ///
    /// Full Swift takes a type's name from reflection, so every subclass is logged under its
    /// own name whether it overrides this or not; this default is that name too. Embedded
    /// Swift has no reflection: there this property is the name, each built-in class returns
    /// its own, and a subclass of yours that runs there should override it (otherwise it is
    /// logged under the nearest class that does; docs/Platforms.md).
    open class var className: String {
        #if hasFeature(Embedded)
        "View"
        #else
        String(describing: self)
        #endif
    }
}
