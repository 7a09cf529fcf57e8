import GestureKit

/// How a device's units become points (docs/Traces.md): from the axes' resolution at
/// ``pointsPerInch`` when both position axes report one; for a touchpad that reports none,
/// from libinput's assumed size (``touchpadSize``); otherwise the surface scaled to a
/// fallback width; pressure onto 0…`maximumPossibleForce`; the touch major as a radius.
public struct AxisMapping: Hashable, Sendable {
    /// Points per inch when the device reports its resolution: about an iPad's density.
    public static let pointsPerInch = 160.0

    /// The size, in millimetres, of a touchpad that reports no resolution: libinput's
    /// assumption (`tp_init_default_resolution`).
    public static let touchpadSize = Size(width: 69, height: 50)

    /// The position axes.
    public let x: DeviceDescription.Axis, y: DeviceDescription.Axis
    /// The pressure axis, when the device has one.
    public let pressure: DeviceDescription.Axis?
    /// Points per unit on each axis.
    public let scaleX: Double, scaleY: Double
    /// The force a full-scale pressure reading becomes.
    public let maximumPossibleForce: Double
    /// How the scale was chosen, in words.
    public private(set) var summary: String
    /// For a touchscreen: the screen its axes cover, which then decides positions.
    public private(set) var screen: ScreenMapping?

    /// The mapping of `device`: `pointsPerUnit` when given, else from the resolution, else the
    /// surface `fallbackWidth` points wide. Nil when the device has no position axes.
    public init?(device: DeviceDescription, pointsPerUnit: Double? = nil, fallbackWidth: Double = 1024,
                 maximumPossibleForce: Double = 4) {
        guard let (x, y) = device.positionAxes else { return nil }
        self.x = x
        self.y = y
        pressure = device.axes[EvdevCode.mtPressure] ?? device.axes[EvdevCode.pressure]
        self.maximumPossibleForce = maximumPossibleForce
        if let fixed = pointsPerUnit {
            (scaleX, scaleY) = (fixed, fixed)
            summary = "\(fixed) points per unit (given)"
        } else if x.resolution > 0, y.resolution > 0 {
            scaleX = Self.pointsPerInch / 25.4 / x.resolution
            scaleY = Self.pointsPerInch / 25.4 / y.resolution
            summary = "from the device's resolution at \(Int(Self.pointsPerInch)) points per inch"
        } else if device.isTouchpadByItsKeys {
            // libinput's assumption for a touchpad that reports no size (tp_init_default_resolution):
            // 69 × 50 mm, the size of the old touchpads that do this. A touchpad is not a screen:
            // spreading it over 1024 points would make every movement twice its size.
            let perMillimetre = Self.pointsPerInch / 25.4
            scaleX = Self.touchpadSize.width * perMillimetre / Swift.max(1, x.maximum - x.minimum)
            scaleY = Self.touchpadSize.height * perMillimetre / Swift.max(1, y.maximum - y.minimum)
            summary = "a touchpad without a resolution: taken as \(Self.number(Self.touchpadSize.width))×"
                + "\(Self.number(Self.touchpadSize.height)) mm (libinput's assumption) at \(Int(Self.pointsPerInch)) points per inch"
        } else {
            let scale = fallbackWidth / Swift.max(1, x.maximum - x.minimum)
            (scaleX, scaleY) = (scale, scale)
            summary = "resolution unknown: the surface scaled to \(Self.number(fallbackWidth)) points wide"
        }
    }

    /// The same mapping with positions spread over a screen of `size` points, turned by
    /// `rotation` (a touchscreen); the radius keeps the resolution's scale. Nil for an empty size.
    public func onScreen(_ size: Size, rotation: ScreenMapping.Rotation = .none) -> AxisMapping? {
        let device = DeviceDescription(axes: [x.code: x, y.code: y])
        guard let screen = ScreenMapping(device: device, screen: size, rotation: rotation) else { return nil }
        var copy = self
        copy.screen = screen
        copy.summary = "the panel spread over a \(Self.number(size.width))×\(Self.number(size.height)) screen, turned \(rotation.rawValue)°"
        return copy
    }

    /// The surface's size in points (the screen's, for a touchscreen on one).
    public var windowSize: Size {
        if let screen { return screen.screen }
        return Size(width: ((x.maximum - x.minimum) * scaleX).rounded(), height: ((y.maximum - y.minimum) * scaleY).rounded())
    }

    /// What keeps the position axes from making a surface, in words; nil when they make one:
    /// an axis whose maximum is not above its minimum (no extent, or turned round, which
    /// would put every touch at one place or outside the window), or a surface that rounds
    /// to no point on a side (one axis millions of times the other's extent) or is larger
    /// than the engine's coordinate range (more than 10⁹ points a side, where no touch could
    /// land: `Window.coordinateRange`, and a trace's largest window). Importers refuse such a
    /// device, and `listen` does not read it.
    public var surfaceProblem: String? { surfaceProblem(scaleOption: "--points-per-unit") }

    /// ``surfaceProblem``, advising `scaleOption` for a surface of the wrong size, or nothing
    /// when nil (`listen` has no such option).
    public func surfaceProblem(scaleOption: String?) -> String? {
        for (axis, name) in [(x, "x"), (y, "y")] where !(axis.maximum > axis.minimum) {
            return "the \(name) axis (code \(axis.code)) runs from \(Self.number(axis.minimum)) to \(Self.number(axis.maximum)): "
                + "a position axis needs a maximum above its minimum"
        }
        let size = windowSize
        // Not beyond a Double either: `getevent -p` may give any number (min -1e308, max 1e308).
        guard size.width >= 1, size.height >= 1, size.width.isFinite, size.height.isFinite else {
            return "the axes make a surface of \(Self.number(size.width))×\(Self.number(size.height)) points "
                + "(\(summary))" + (scaleOption.map { ": give the scale with \($0)" } ?? "")
        }
        let largest = Window.coordinateRange.upperBound
        guard size.width <= largest, size.height <= largest else {
            return "the axes make a surface of \(Self.number(size.width))×\(Self.number(size.height)) points "
                + "(\(summary)), more than the engine's 1000000000 a side" + (scaleOption.map { ": give a smaller scale with \($0)" } ?? "")
        }
        return nil
    }

    /// A position in device units as a point.
    public func point(_ rawX: Double, _ rawY: Double) -> Point {
        if let screen { return screen.point(rawX, rawY) }
        return Point(x: (rawX - x.minimum) * scaleX, y: (rawY - y.minimum) * scaleY)
    }

    /// A pressure reading as a force (P7): the axis's range onto 0…maximumPossibleForce.
    /// Without a pressure axis, or with an empty range, none.
    public func force(_ raw: Double) -> Double? {
        guard let pressure, pressure.maximum > pressure.minimum else { return nil }
        let fraction = Swift.min(Swift.max((raw - pressure.minimum) / (pressure.maximum - pressure.minimum), 0), 1)
        return fraction * maximumPossibleForce
    }

    /// `ABS_MT_TOUCH_MAJOR` (the contact's long axis, in surface units) as a radius in points.
    public func radius(_ raw: Double) -> Double? {
        raw >= 0 ? raw / 2 * (scaleX + scaleY) / 2 : nil
    }

    /// `1024` rather than `1024.0`.
    static func number(_ value: Double) -> String {
        value == value.rounded() && Swift.abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
