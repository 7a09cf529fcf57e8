import Foundation
import GestureKit

/// The JSON-lines and one-line text forms of a replay, as `gesturekit replay` prints them
/// (docs/Traces.md).
public enum ReplayJSON {
    /// One object per decision (or per action with `actionsOnly`). Every object has `t` and
    /// `kind`; recognizer decisions have `recognizer` and `state`; committed changes and
    /// engine cancellations also carry the recognizer's location (`x`, `y`, window
    /// coordinates) and values at that moment.
    public static func lines(_ result: ReplayResult, gesture: Int?, actionsOnly: Bool) -> [String] {
        if actionsOnly { return result.actions.map { object(for: $0, gesture: gesture) } }
        var pending: [String: [ReplayAction]] = [:]
        for action in result.actions { pending[action.recognizer, default: []].append(action) }
        func nextAction(of name: String) -> ReplayAction? {
            guard var queue = pending[name], !queue.isEmpty else { return nil }
            let first = queue.removeFirst()
            pending[name] = queue
            return first
        }
        return result.records.map { record in
            var fields: [(String, String)] = [("t", number(record.timestamp))]
            if let gesture { fields.append(("gesture", String(gesture))) }
            switch record.kind {
            case .committed(let name, let from, let to):
                fields += [("kind", quote("committed")), ("recognizer", quote(name)), ("from", quote(from.description)), ("state", quote(to.description))]
                if let action = nextAction(of: name) { fields += details(action) }
            case .cancelled(let name, let reason):
                fields += [("kind", quote("cancelled")), ("recognizer", quote(name)), ("state", quote("cancelled")), ("reason", quote(reason.description))]
                if let action = nextAction(of: name) { fields += details(action) }
            case .failed(let name, let reason):
                fields += [("kind", quote("failed")), ("recognizer", quote(name)), ("state", quote("failed")), ("reason", quote(reason.description))]
            case .pending(let name, let requested, let waitingFor):
                fields += [("kind", quote("pending")), ("recognizer", quote(name)), ("state", quote(requested.description)),
                           ("waitingFor", "[" + waitingFor.map(quote).joined(separator: ",") + "]")]
            case .reset(let name):
                fields += [("kind", quote("reset")), ("recognizer", quote(name)), ("state", quote("possible"))]
            case .invalidTransition(let name, let from, let to):
                fields += [("kind", quote("refused")), ("recognizer", quote(name)), ("from", quote(from.description)), ("state", quote(to.description))]
            case .delivered(let view, let phase, let touches):
                fields += [("kind", quote("delivered")), ("view", quote(view)), ("phase", quote(phase.description)),
                           ("touches", "[" + touches.map(String.init).joined(separator: ",") + "]")]
            case .requirementCycle(let names):
                fields += [("kind", quote("cycle")), ("recognizers", "[" + names.map(quote).joined(separator: ",") + "]")]
            case .eventRejected(let reason):
                fields += [("kind", quote("rejected")), ("reason", quote(reason))]
            }
            return "{" + fields.map { "\(quote($0.0)):\($0.1)" }.joined(separator: ",") + "}"
        }
    }

    /// One action as a JSON object.
    public static func object(for action: ReplayAction, gesture: Int?) -> String {
        var fields: [(String, String)] = [("t", number(action.time))]
        if let gesture { fields.append(("gesture", String(gesture))) }
        fields += [("kind", quote("action")), ("recognizer", quote(action.recognizer)), ("state", quote(action.state.description))]
        fields += details(action)
        return "{" + fields.map { "\(quote($0.0)):\($0.1)" }.joined(separator: ",") + "}"
    }

    /// `0.350 tap ended at (120, 80.5)`, with the recognizer's values.
    public static func text(_ action: ReplayAction) -> String {
        var line = "\(DecisionRecord.format(action.time)) \(action.recognizer) \(action.state) at (\(number(action.location.x)), \(number(action.location.y)))"
        if let direction = action.direction { line += " direction \(direction)" }
        for (name, value) in action.values { line += " \(name) \(number(value))" }
        return line
    }

    private static func details(_ action: ReplayAction) -> [(String, String)] {
        var fields = [("x", number(action.location.x)), ("y", number(action.location.y))]
        if let direction = action.direction { fields.append(("direction", quote(direction))) }
        for (name, value) in action.values { fields.append((name, number(value))) }
        return fields
    }

    /// Up to four decimals: enough for points and seconds, short enough to read.
    static func number(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        let rounded = (value * 10_000).rounded() / 10_000
        return rounded == rounded.rounded() && abs(rounded) < 1e15 ? String(Int64(rounded)) : String(rounded)
    }

    static func quote(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case _ where scalar.value < 0x20: result += String(format: "\\u%04x", scalar.value)
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
