import GestureKit

/// A scene to replay a trace in, as data: views with frames, and recognizers with their
/// settings and relationships. Recognizers refer to each other by name.
public struct SceneDescription: Hashable, Sendable {
    /// Views directly under the window, back to front.
    public var views: [ViewDescription]
    /// Recognizers attached to the window itself.
    public var recognizers: [RecognizerDescription]

    /// Creates a scene description.
    public init(views: [ViewDescription] = [], recognizers: [RecognizerDescription] = []) {
        self.views = views
        self.recognizers = recognizers
    }
}

/// A view in a ``SceneDescription``.
public struct ViewDescription: Hashable, Sendable {
    /// The view's name, used in the decision log.
    public var name: String
    /// The frame in the parent's coordinates.
    public var frame: Rect
    /// Whether the view is handed all of its concurrent touches.
    public var isMultipleTouchEnabled: Bool
    /// Recognizers attached to this view, in order.
    public var recognizers: [RecognizerDescription]
    /// Subviews, back to front.
    public var subviews: [ViewDescription]

    /// Creates a view description.
    ///
    /// - Parameters:
    ///   - name: the view's name in the decision log.
    ///   - frame: in the parent's coordinates (the window's for a top-level view).
    ///   - isMultipleTouchEnabled: whether the view is handed all its concurrent touches;
    ///     true by default, unlike a `View`'s false.
    ///   - recognizers: attached in this order.
    ///   - subviews: back to front.
    public init(name: String, frame: Rect, isMultipleTouchEnabled: Bool = true,
                recognizers: [RecognizerDescription] = [], subviews: [ViewDescription] = []) {
        self.name = name
        self.frame = frame
        self.isMultipleTouchEnabled = isMultipleTouchEnabled
        self.recognizers = recognizers
        self.subviews = subviews
    }
}

/// A recognizer in a ``SceneDescription``: one of the built-in kinds and the settings a
/// trace may change. Unset settings keep the recognizer's defaults.
public struct RecognizerDescription: Hashable, Sendable {
    /// The built-in recognizer kinds.
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        /// A `TapGestureRecognizer` (`taps`, `touches`).
        case tap
        /// A `LongPressGestureRecognizer` (`touches`, `minimumPressDuration`).
        case longPress
        /// A `SwipeGestureRecognizer` (`directions`, `touches`).
        case swipe
        /// A `PanGestureRecognizer` (`minimumTouches`, `maximumTouches`).
        case pan
        /// A `ScreenEdgePanGestureRecognizer` (`edges`).
        case screenEdgePan
        /// A `PinchGestureRecognizer`.
        case pinch
        /// A `RotationGestureRecognizer`.
        case rotation
        /// A recognizer the program building the scene supplies, found by the description's
        /// name in `BuiltScene`'s `custom:` argument (a drawn-shape recognizer, a subclass).
        /// Trace files cannot name one.
        case custom
    }

    /// The name, unique in the scene.
    public var name: String
    /// Which built-in recognizer.
    public var kind: Kind
    /// Taps required (tap, long press).
    public var taps: Int?
    /// Fingers required (tap, long press, swipe).
    public var touches: Int?
    /// Swipe directions, as `right`, `left`, `up`, `down`.
    public var directions: [String]?
    /// Fewest and most fingers (pan).
    public var minimumTouches: Int?, maximumTouches: Int?
    /// The press duration in seconds (long press).
    public var minimumPressDuration: Double?
    /// Screen edges, as `top`, `left`, `bottom`, `right` (screen-edge pan).
    public var edges: [String]?
    /// Names of recognizers this one waits for (`require(toFail:)`).
    public var requiresFailureOf: [String]
    /// Names of recognizers this one may recognize together with.
    public var simultaneousWith: [String]

    /// Creates a recognizer description.
    ///
    /// Every setting left nil keeps the recognizer's own default; a setting that does not
    /// apply to `kind` is ignored.
    ///
    /// - Parameters:
    ///   - name: unique in the scene; the decision log and the relations use it.
    ///   - kind: which built-in recognizer, or ``Kind/custom`` for one the program supplies.
    ///   - taps: taps required (tap, long press).
    ///   - touches: fingers required (tap, long press, swipe).
    ///   - directions: for a swipe, among `right`, `left`, `up`, `down`.
    ///   - minimumTouches: a pan's fewest fingers.
    ///   - maximumTouches: a pan's most fingers.
    ///   - minimumPressDuration: a long press's duration, in seconds.
    ///   - edges: for a screen-edge pan, among `top`, `left`, `bottom`, `right`.
    ///   - requiresFailureOf: names of recognizers this one waits for.
    ///   - simultaneousWith: names of recognizers this one may recognize together with.
    public init(_ name: String, _ kind: Kind, taps: Int? = nil, touches: Int? = nil, directions: [String]? = nil,
                minimumTouches: Int? = nil, maximumTouches: Int? = nil, minimumPressDuration: Double? = nil,
                edges: [String]? = nil, requiresFailureOf: [String] = [], simultaneousWith: [String] = []) {
        self.name = name
        self.kind = kind
        self.taps = taps
        self.touches = touches
        self.directions = directions
        self.minimumTouches = minimumTouches
        self.maximumTouches = maximumTouches
        self.minimumPressDuration = minimumPressDuration
        self.edges = edges
        self.requiresFailureOf = requiresFailureOf
        self.simultaneousWith = simultaneousWith
    }
}

extension SceneDescription {
    /// The standard scene (docs/Traces.md): one view, `surface`, filling the window, with
    /// `tap` (waits for `doubleTap` to fail), `doubleTap`, `twoFingerTap`, `longPress`,
    /// `pan`, `pinch` and `rotation` (these three may recognize together), and
    /// `swipeLeft`/`swipeRight`/`swipeUp`/`swipeDown` (each may recognize together with the
    /// pan, so a fast drag is both a pan and a swipe).
    ///
    /// - Parameter size: the window's size; `surface` fills it.
    public static func standard(size: Size) -> SceneDescription {
        let swipes = ["swipeLeft", "swipeRight", "swipeUp", "swipeDown"]
        var recognizers: [RecognizerDescription] = [
            .init("tap", .tap, requiresFailureOf: ["doubleTap"]),
            .init("doubleTap", .tap, taps: 2),
            .init("twoFingerTap", .tap, touches: 2),
            .init("longPress", .longPress),
            .init("pan", .pan, simultaneousWith: ["pinch", "rotation"] + swipes),
            .init("pinch", .pinch, simultaneousWith: ["pan", "rotation"]),
            .init("rotation", .rotation, simultaneousWith: ["pan", "pinch"]),
        ]
        for (name, direction) in zip(swipes, ["left", "right", "up", "down"]) {
            recognizers.append(.init(name, .swipe, directions: [direction], simultaneousWith: ["pan"]))
        }
        return SceneDescription(views: [
            ViewDescription(name: "surface", frame: Rect(origin: .zero, size: size), recognizers: recognizers)
        ])
    }

    /// The standard scene for a touchpad, read as libinput reads one:
    ///
    /// - The pan, the pinch and the rotation wait for the taps (`tap`, `doubleTap`,
    ///   `twoFingerTap`) to fail: libinput holds pointer motion back while a tap is still
    ///   possible (`evdev-mt-touchpad-tap.c`), and a touchpad's reported position wanders at
    ///   touch-down (an ALPS tap's pointer moves 28 points in 70 ms). The distance is the
    ///   tap's own `allowableMovement`, 45 points.
    /// - A two-finger movement is a pan (a scroll) or a pinch and rotation, never both:
    ///   libinput decides scroll or pinch once and keeps it; here the first to ask once the
    ///   taps have failed wins (A7). (On a touchscreen both at once is what a photo view wants.)
    /// - A finger that rests, then moves, is a long press and then a pan together: libinput
    ///   ends its hold gesture and moves the pointer, where on a screen the long press keeps
    ///   the finger.
    ///
    /// - Parameter size: the window's size; `surface` fills it.
    public static func touchpad(size: Size) -> SceneDescription {
        var scene = standard(size: size)
        for view in scene.views.indices {
            for index in scene.views[view].recognizers.indices {
                let recognizer = scene.views[view].recognizers[index]
                if recognizer.kind == .pan {
                    scene.views[view].recognizers[index].simultaneousWith.removeAll { $0 == "pinch" || $0 == "rotation" }
                    scene.views[view].recognizers[index].simultaneousWith.append("longPress")
                    scene.views[view].recognizers[index].requiresFailureOf = ["tap", "doubleTap", "twoFingerTap"]
                } else if recognizer.kind == .pinch || recognizer.kind == .rotation {
                    scene.views[view].recognizers[index].simultaneousWith.removeAll { $0 == "pan" }
                    scene.views[view].recognizers[index].requiresFailureOf = ["tap", "doubleTap", "twoFingerTap"]
                }
            }
        }
        return scene
    }
}
