/// The two kinds of scroll input, as UIKit's `UIScrollType` (<doc:Rules#P5>).
public enum ScrollType: Int, Hashable, Sendable, CaseIterable {
    /// A mouse wheel: separate notches.
    case discrete
    /// A trackpad's two-finger scroll: a gesture with a beginning and an end.
    case continuous
}

/// A set of scroll types, as UIKit's `UIScrollTypeMask`, for
/// ``PanGestureRecognizer/allowedScrollTypesMask``.
public struct ScrollTypeMask: OptionSet, Hashable, Sendable {
    /// The raw bits (UIKit's values).
    public let rawValue: Int
    /// Creates a set from raw bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Mouse wheels.
    public static let discrete = ScrollTypeMask(rawValue: 1 << 0)
    /// Trackpad scrolling.
    public static let continuous = ScrollTypeMask(rawValue: 1 << 1)
    /// Both.
    public static let all: ScrollTypeMask = [.discrete, .continuous]

    /// Whether the set holds `type`.
    public func contains(_ type: ScrollType) -> Bool {
        rawValue & (1 << type.rawValue) != 0
    }
}
