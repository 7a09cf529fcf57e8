/// Keyboard modifiers held during pointer input, as UIKit's `UIKeyModifierFlags` (P5).
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

/// The pointer buttons held, as UIKit's `UIEvent.ButtonMask` (P5).
public struct PointerButtons: OptionSet, Hashable, Sendable {
    /// The raw bits: bit n is button n + 1.
    public let rawValue: Int
    /// Creates a set from raw bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// The primary button (a left click, a trackpad click).
    public static let primary = PointerButtons(rawValue: 1 << 0)
    /// The secondary button (a right click, a two-finger trackpad click).
    public static let secondary = PointerButtons(rawValue: 1 << 1)

    /// Button `number`, counted from 1 (1 is primary, 2 secondary, 3 the middle button).
    public static func button(_ number: Int) -> PointerButtons {
        PointerButtons(rawValue: number >= 1 && number <= 62 ? 1 << (number - 1) : 0)
    }
}
