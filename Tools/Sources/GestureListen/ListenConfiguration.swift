import GestureKit

/// Everything `gesturekit listen` reads from its configuration file: which device, how its
/// surface maps onto the screen, and the bindings. Command-line flags override the file.
public struct ListenConfiguration: Hashable, Sendable {
    /// The devices: each a path, or part of a name (empty: every touchscreen and touchpad).
    public var devices: [String]
    /// The screen a touchscreen covers, in points (nil: the device's own size).
    public var screen: Size?
    /// How the panel is turned against the screen: 0, 90, 180 or 270 degrees.
    public var rotate: Int
    /// Whether to take the device for this program alone (`EVIOCGRAB`).
    public var grab: Bool
    /// How close to an edge, in points, an edge swipe must start.
    public var edgeMargin: Double
    /// The shape templates file (`--record-template` writes it), relative to the
    /// configuration file's folder.
    public var templates: String?
    /// The bindings, in the file's order.
    public var bindings: [Binding]
    /// How the focused application is asked (`focus`, `focus-command`); nil: chosen from the
    /// environment (``FocusQuery/automatic(environment:)``).
    public var focus: FocusQuery?

    /// How close to an edge an edge swipe must start when the file does not say: 24 points.
    public static let defaultEdgeMargin = 24.0

    /// Creates a configuration.
    public init(devices: [String] = [], screen: Size? = nil, rotate: Int = 0, grab: Bool = false,
                edgeMargin: Double = ListenConfiguration.defaultEdgeMargin,
                templates: String? = nil, bindings: [Binding] = []) {
        self.devices = devices
        self.screen = screen
        self.rotate = rotate
        self.grab = grab
        self.edgeMargin = edgeMargin
        self.templates = templates
        self.bindings = bindings
    }
}

/// What is wrong in a configuration, and where: `line 7: bindings[2].fingers: expected a
/// whole number from 1 to 10, got "three"`.
public struct ConfigurationError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The path of the value (`bindings[2].fingers`, `--bind[0].on`: both count from 0).
    public var path: String
    /// The line in the file, counting from 1, when known.
    public var line: Int?
    /// What is wrong.
    public var message: String

    /// Creates an error.
    public init(_ message: String, at path: String, line: Int? = nil) {
        self.message = message
        self.path = path
        self.line = line
    }

    /// One line: where, then what, with characters that show as nothing or as a plain space
    /// written as `\u{A0}` (``VisibleText``), so that `unknown key " run"` says which key it is.
    public var description: String {
        let location = path.isEmpty ? "" : "\(path): "
        return VisibleText.escaping((line.map { "line \($0): " } ?? "") + location + message)
    }
}
