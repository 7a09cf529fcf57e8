/// Keyboard modifiers held during pointer input, as UIKit's `UIKeyModifierFlags` (<doc:Rules#P5>).
public struct KeyModifierFlags: OptionSet, Hashable, Sendable {
    /// The raw bits (UIKit's values).
    public let rawValue: Int
    /// Creates a set from raw bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Caps Lock is on.
    public static let alphaShift = KeyModifierFlags(rawValue: 1 << 16)
    /// Shift.
    public static let shift = KeyModifierFlags(rawValue: 1 << 17)
    /// Control.
    public static let control = KeyModifierFlags(rawValue: 1 << 18)
    /// Option (Alt).
    public static let alternate = KeyModifierFlags(rawValue: 1 << 19)
    /// Command (the Super/Windows key on other keyboards).
    public static let command = KeyModifierFlags(rawValue: 1 << 20)
    /// A key of the numeric keypad.
    public static let numericPad = KeyModifierFlags(rawValue: 1 << 21)
}
