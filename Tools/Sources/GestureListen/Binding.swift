import GestureKit

/// One line of a `gesturekit listen` configuration: a gesture, the moment of it that acts,
/// and the command to run then.
///
/// Bindings that describe the same recognizer (same gesture, fingers, taps, swipe direction,
/// edge, press duration) share it, so "pinch in" and "pinch out", or a pan's `began` and
/// `ended`, are moments of one gesture rather than rivals.
public struct Binding: Hashable, Sendable {
    /// The gestures a binding can name.
    public enum Gesture: String, Hashable, Sendable, CaseIterable {
        /// Taps: `taps` × `fingers` (UIKit's tap recognizer).
        case tap
        /// A press held for `duration` seconds, continuous once it begins.
        case longPress = "long-press"
        /// A quick stroke in `direction`, optionally starting at an `edge`; recognized while
        /// the fingers are still down.
        case swipe
        /// A drag of `fingers` fingers, continuous.
        case pan
        /// Two or more fingers moving apart (`out`) or together (`in`).
        case pinch
        /// Two fingers turning (`clockwise` or `counterclockwise`).
        case rotation
        /// A pan that starts at an `edge` of the screen (UIKit's screen-edge pan).
        case edge
        /// A drawn shape matching a template of the user's own (`shape: NAME`).
        case shape

        /// "a swipe", "an edge": the name with its article, for messages.
        var withArticle: String { (rawValue.first.map { "aeiou".contains($0) } == true ? "an " : "a ") + rawValue }
    }

    /// The moments of a gesture a command can run at.
    public enum Moment: String, Hashable, Sendable, CaseIterable {
        /// The gesture begins (continuous gestures), or is recognized (a swipe).
        case began
        /// Each change while it goes on; with `every`, each step of that size.
        case changed
        /// Once per gesture: a discrete gesture is recognized, or a continuous one passes its
        /// `threshold` in its `direction`.
        case recognized
        /// It ends: the fingers lift (after a swipe, too).
        case ended
        /// It is cancelled (the device went away, events were lost).
        case cancelled
    }

    /// The kinds of device a binding may be limited to (`only-on`).
    public enum DeviceKind: String, Hashable, Sendable, CaseIterable {
        /// Touchscreens only.
        case touchscreen
        /// Touchpads only.
        case touchpad
    }

    /// Which gesture.
    public var gesture: Gesture
    /// How many fingers (pinch and rotation: at least 2).
    public var fingers: Int
    /// How many taps (tap, long press).
    public var taps: Int
    /// Swipe: which way it travels (required). Pan: the direction counted by `every` and
    /// `threshold`. Pinch: in or out. Rotation: clockwise or counterclockwise. Nil: any.
    /// ``Direction/all(for:)`` lists what each gesture may name.
    public var direction: Direction?
    /// Edge gesture (required) and swipe (optional): `left`, `right`, `top`, `bottom`.
    public var edge: RectEdge?
    /// The moment that runs the command.
    public var on: Moment
    /// The shell command (`/bin/sh -c`); nil only prints (`--print`, `--dry-run`).
    public var run: String?
    /// Keys or a button typed through the virtual keyboard, and what a step back does
    /// (`keys`, `button`, `reverse-run`, `reverse-keys`, `reverse-button`).
    public var actions = BindingActions()
    /// Continuous gestures, `on: changed`: act once per step of this size (points for pans,
    /// a scale factor such as 1.1 for pinches, degrees for rotations).
    public var every: Double?
    /// Continuous gestures, `on: recognized`: how far before it counts (points, a scale
    /// factor, degrees).
    public var threshold: Double?
    /// Long press: seconds held.
    public var duration: Double?
    /// Shape: the template's name.
    public var shape: String?
    /// Shape: the least match score (0…1; default `JackknifeRecognizer.calibratedMinimumScore`, 0.46).
    public var score: Double?
    /// The kind of device it acts on (`only-on`); nil: every device listened to.
    public var onlyOn: DeviceKind?
    /// When it acts besides its gesture: the focused application, the modifier keys held.
    public var conditions = Conditions()

    /// Creates a binding; unset values take the gesture's defaults.
    public init(_ gesture: Gesture, fingers: Int? = nil, taps: Int = 1, direction: Direction? = nil, edge: RectEdge? = nil,
                on: Moment? = nil, run: String? = nil, every: Double? = nil, threshold: Double? = nil,
                duration: Double? = nil, shape: String? = nil, score: Double? = nil, onlyOn: DeviceKind? = nil) {
        self.gesture = gesture
        self.fingers = fingers ?? ((gesture == .pinch || gesture == .rotation) ? 2 : 1)
        self.taps = taps
        self.direction = direction
        self.edge = edge
        self.on = on ?? (gesture.isContinuous ? .began : .recognized)
        self.run = run
        self.every = every
        self.threshold = threshold
        self.duration = duration
        self.shape = shape
        self.score = score
        self.onlyOn = onlyOn
    }

    /// Whether it acts on a device of `kind` (nil: a device whose kind is not known, which
    /// only bindings for every device act on).
    public func applies(to kind: DeviceKind?) -> Bool {
        onlyOn == nil || onlyOn == kind
    }

    /// What identifies the recognizer this binding listens to. Pinch and rotation share one
    /// recognizer whatever the fingers (a binding acts for the count the gesture began with);
    /// all shapes share one recognizer, which holds every template.
    var recognizerKey: RecognizerKey {
        switch gesture {
        case .shape: RecognizerKey(gesture: .shape, fingers: 1, taps: 1)
        case .pinch, .rotation: RecognizerKey(gesture: gesture, fingers: 0, taps: 1)
        default:
            RecognizerKey(gesture: gesture, fingers: fingers, taps: taps,
                          direction: gesture == .swipe ? direction : nil, edge: edge?.rawValue,
                          duration: gesture == .longPress ? duration : nil)
        }
    }
}

extension Binding.Gesture {
    /// Whether it has a beginning, changes and an end (rather than one moment).
    public var isContinuous: Bool {
        switch self {
        case .longPress, .pan, .pinch, .rotation, .edge: true
        case .tap, .swipe, .shape: false
        }
    }

    /// The moments a binding of this gesture may name.
    public var moments: [Binding.Moment] {
        switch self {
        case .tap, .shape: [.recognized]
        case .swipe: [.began, .recognized, .ended]
        case .longPress, .pan, .pinch, .rotation, .edge: Binding.Moment.allCases
        }
    }
}

/// The settings that make two bindings' recognizers the same one.
struct RecognizerKey: Hashable {
    let gesture: Binding.Gesture
    let fingers: Int
    var taps: Int
    var direction: Binding.Direction?
    var edge: UInt8?
    var duration: Double?
}
