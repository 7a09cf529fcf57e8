extension Control {
    /// The control events a target can listen for, with UIKit's bit values.
    public struct Events: OptionSet, Hashable, Sendable {
        /// The raw bits.
        public let rawValue: UInt32
        /// Creates a set from raw bits.
        public init(rawValue: UInt32) { self.rawValue = rawValue }

        /// A touch landed in the control.
        public static let touchDown = Events(rawValue: 1 << 0)
        /// A touch landed in the control and continues a tap sequence (tapCount > 1).
        public static let touchDownRepeat = Events(rawValue: 1 << 1)
        /// The touch moved and is inside (the bounds grown by ``Control/trackingMargin``).
        public static let touchDragInside = Events(rawValue: 1 << 2)
        /// The touch moved and is outside.
        public static let touchDragOutside = Events(rawValue: 1 << 3)
        /// The touch moved from outside to inside.
        public static let touchDragEnter = Events(rawValue: 1 << 4)
        /// The touch moved from inside to outside.
        public static let touchDragExit = Events(rawValue: 1 << 5)
        /// The touch lifted inside: the event buttons act on.
        public static let touchUpInside = Events(rawValue: 1 << 6)
        /// The touch lifted outside.
        public static let touchUpOutside = Events(rawValue: 1 << 7)
        /// The touch was cancelled (by the input source or a recognizer).
        public static let touchCancel = Events(rawValue: 1 << 8)
        /// The control's value changed (a slider moved, a switch flipped).
        public static let valueChanged = Events(rawValue: 1 << 12)
        /// The control's primary action: a button's press, sent with ``touchUpInside``.
        public static let primaryActionTriggered = Events(rawValue: 1 << 13)
        /// Every touch event (UIKit's `allTouchEvents`, 0xFFF).
        public static let allTouchEvents = Events(rawValue: 0x0FFF)
        /// Every event.
        public static let allEvents = Events(rawValue: 0xFFFF_FFFF)
    }
}
