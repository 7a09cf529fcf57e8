/// What produced a touch (<doc:Rules#E1>, <doc:Rules#P7>), as UIKit's `UITouch.TouchType`.
public enum TouchType: Int, Hashable, Sendable, CaseIterable {
    /// A finger on a touch screen.
    case direct
    /// A touch not on the screen itself: a finger on a trackpad standing in for one on the screen.
    case indirect
    /// A stylus (a pen on a tablet or a screen).
    case pencil
    /// A mouse or trackpad pointer pressing a button: a click, or a click-and-drag (<doc:Rules#P5>).
    case indirectPointer

    /// The one-element set of this type, for ``GestureRecognizer/allowedTouchTypes``.
    public var asSet: TouchTypes { TouchTypes(rawValue: 1 << UInt8(rawValue)) }
}

/// A set of touch types, for ``GestureRecognizer/allowedTouchTypes`` (UIKit takes an array
/// of numbers; a set says the same and is checked in one instruction).
public struct TouchTypes: OptionSet, Hashable, Sendable {
    /// The raw bits, one per ``TouchType`` raw value.
    public let rawValue: UInt8
    /// Creates a set from raw bits.
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// Fingers on the screen.
    public static let direct = TouchType.direct.asSet
    /// Fingers on a trackpad standing in for fingers on the screen.
    public static let indirect = TouchType.indirect.asSet
    /// Styluses.
    public static let pencil = TouchType.pencil.asSet
    /// Pointer presses (mouse or trackpad clicks).
    public static let indirectPointer = TouchType.indirectPointer.asSet
    /// Every type: the default, as in UIKit.
    public static let all: TouchTypes = [.direct, .indirect, .pencil, .indirectPointer]

    /// Whether the set holds `type`.
    public func contains(_ type: TouchType) -> Bool { rawValue & (1 << UInt8(type.rawValue)) != 0 }
}
