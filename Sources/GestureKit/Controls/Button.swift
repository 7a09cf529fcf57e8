/// A push button, like `UIButton` as far as touches go: it keeps its single taps from its
/// ancestors' tap recognizers (<doc:Rules#V7>) and sends
/// ``Control/Events-swift.struct/primaryActionTriggered`` with each
/// ``Control/Events-swift.struct/touchUpInside`` (<doc:Rules#C3>).
open class Button: Control {
    /// The class's name for Embedded Swift's decision log (``View/className``).
    open override class var className: String { "Button" }

    /// The button's title, for the decision log and for integrators that draw it. A button
    /// named after its title (the same UTF-8 bytes, or no name with no title) takes the new
    /// title as its name when the title changes, so the log names it as it reads now; a name
    /// set apart from the title stays.
    public var title: String? {
        didSet { if sameUTF8(name, oldValue) { name = title } }
    }

    /// Creates a button occupying `frame`, titled `title`.
    ///
    /// - Parameters:
    ///   - title: the title, which also becomes the button's ``View/name`` for the decision
    ///     log; nil (the default) leaves both unset.
    ///   - frame: in the superview's coordinates, as for ``View/init(frame:)``.
    public init(title: String? = nil, frame: Rect = .zero) {
        self.title = title
        super.init(frame: frame)
        keepsSingleTaps = true
        if let title { name = title }
    }

    /// A press (touch up inside) is the button's primary action.
    open override func sendActions(for events: Events) {
        super.sendActions(for: events.contains(.touchUpInside) ? events.union(.primaryActionTriggered) : events)
    }
}
