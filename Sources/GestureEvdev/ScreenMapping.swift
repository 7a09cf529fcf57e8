import GestureKit

/// How a touchscreen's axes land on the screen it covers (issue 11): the axis ranges
/// stretched over the screen's size in points, turned by the panel's mounting.
///
/// A touchpad has no screen: its points come from the axis resolution (``AxisMapping``). A
/// touchscreen is glued to a display, so its whole range is the display, whatever its
/// resolution says; a panel mounted sideways reports its own x along the screen's y.
public struct ScreenMapping: Hashable, Sendable {
    /// How the panel is turned relative to the screen, clockwise.
    public enum Rotation: Int, Hashable, Sendable, CaseIterable {
        /// The panel's axes are the screen's.
        case none = 0
        /// The panel is turned a quarter clockwise: its x runs down the screen.
        case quarter = 90
        /// Upside down.
        case half = 180
        /// Turned a quarter anticlockwise: its x runs up the screen.
        case threeQuarters = 270
    }

    /// The position axes.
    public let x: DeviceDescription.Axis, y: DeviceDescription.Axis
    /// The screen's size in points.
    public let screen: Size
    /// The panel's mounting.
    public let rotation: Rotation

    /// The mapping of `device`'s position axes onto `screen`; nil without position axes.
    public init?(device: DeviceDescription, screen: Size, rotation: Rotation = .none) {
        guard let (x, y) = device.positionAxes, screen.width > 0, screen.height > 0 else { return nil }
        self.x = x
        self.y = y
        self.screen = screen
        self.rotation = rotation
    }

    /// A position in device units as a point on the screen. Readings outside the axis range
    /// (some panels overshoot their edges) are clamped to it.
    public func point(_ rawX: Double, _ rawY: Double) -> Point {
        func fraction(_ value: Double, _ axis: DeviceDescription.Axis) -> Double {
            let span = axis.maximum - axis.minimum
            return span > 0 ? Swift.min(Swift.max((value - axis.minimum) / span, 0), 1) : 0
        }
        let (u, v) = (fraction(rawX, x), fraction(rawY, y))
        let (sx, sy): (Double, Double)
        switch rotation {
        case .none: (sx, sy) = (u, v)
        case .quarter: (sx, sy) = (1 - v, u)
        case .half: (sx, sy) = (1 - u, 1 - v)
        case .threeQuarters: (sx, sy) = (v, 1 - u)
        }
        return Point(x: sx * screen.width, y: sy * screen.height)
    }
}
