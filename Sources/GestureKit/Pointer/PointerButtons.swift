/// The pointer buttons held, as UIKit's `UIEvent.ButtonMask` (<doc:Rules#P5>).
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
    ///
    /// - Returns: the empty set for a number outside 1...62.
    public static func button(_ number: Int) -> PointerButtons {
        PointerButtons(rawValue: number >= 1 && number <= 62 ? 1 << (number - 1) : 0)
    }
}
