import GestureKit
import GestureTraces

/// One moment of one binding that acted: what `--print` writes as a JSON line, `--dry-run`
/// as text, and a command receives in its environment.
public struct Firing: Hashable, Sendable {
    /// The binding's index in the configuration (bindings from `--bind` follow the file's).
    public var binding: Int
    /// The gesture.
    public var gesture: Binding.Gesture
    /// The moment.
    public var moment: Binding.Moment
    /// Seconds since listening began.
    public var time: Double
    /// The command, when the binding has one.
    public var run: String?
    /// The gesture's values, in a fixed order: fingers, direction, x, y, dx, dy, scale,
    /// rotation (degrees), steps, step (`forward` or `back`, for bindings with a reverse
    /// action), shape, score. Numbers are rounded to 0.001.
    public var values: [(name: String, value: String)]
    /// The keys or button to type, when the binding has them.
    public var keys: KeyStrokes?

    /// Creates a firing.
    public init(binding: Int, gesture: Binding.Gesture, moment: Binding.Moment, time: Double, run: String?,
                values: [(name: String, value: String)], keys: KeyStrokes? = nil) {
        self.binding = binding
        self.gesture = gesture
        self.moment = moment
        self.time = time
        self.run = run
        self.values = values
        self.keys = keys
    }

    public static func == (a: Firing, b: Firing) -> Bool {
        a.binding == b.binding && a.gesture == b.gesture && a.moment == b.moment && a.time == b.time && a.run == b.run
            && a.keys == b.keys && a.values.elementsEqual(b.values) { $0 == $1 }
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(binding)
        hasher.combine(moment)
        for (name, value) in values { hasher.combine(name); hasher.combine(value) }
    }

    /// The value named `name`.
    public func value(_ name: String) -> String? { values.first { $0.name == name }?.value }

    /// The environment a command runs with: `GESTURE=swipe`, `GESTURE_ON=began`,
    /// `GESTURE_FINGERS=3`, `GESTURE_DIRECTION=up`, `GESTURE_X`, …
    public var environment: [String] {
        ["GESTURE=\(gesture.rawValue)", "GESTURE_ON=\(moment.rawValue)", "GESTURE_BINDING=\(binding)",
         "GESTURE_TIME=\(Self.number(time))"]
            + values.map { "GESTURE_\($0.name.uppercased())=\($0.value)" }
    }

    /// `{"t":0.532,"binding":0,"gesture":"swipe","on":"began","fingers":3,…,"run":"…"}`.
    public var jsonLine: String {
        var fields = ["\"t\":\(Self.number(time))", "\"binding\":\(binding)", "\"gesture\":\"\(gesture.rawValue)\"",
                      "\"on\":\"\(moment.rawValue)\""]
        for (name, value) in values {
            fields.append("\"\(name)\":" + (Double(value) != nil ? value : JSONText.quote(value)))
        }
        if let run { fields.append("\"run\":" + JSONText.quote(run)) }
        if let keys { fields.append("\"keys\":" + JSONText.quote(keys.description)) }
        return "{" + fields.joined(separator: ",") + "}"
    }

    /// `0.532  swipe began  fingers=3 direction=up …  → wmctrl -s 1`; keys follow as
    /// `→ keys KEY_LEFTCTRL+KEY_LEFTALT+KEY_LEFT`, the exact codes that would be typed.
    public var textLine: String {
        let described = values.map { "\($0.name)=\($0.value)" }.joined(separator: " ")
        var actions = run.map { [$0] } ?? []
        if let keys { actions.append("keys \(keys)") }
        return "\(Self.number(time))  \(gesture.rawValue) \(moment.rawValue)  \(described)  → "
            + (actions.isEmpty ? "(no command)" : actions.joined(separator: "  → "))
    }

    /// A number rounded to 0.001, without trailing zeros.
    static func number(_ value: Double) -> String {
        let rounded = (value * 1000).rounded() / 1000
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int(rounded)) }
        return String(rounded)
    }
}
