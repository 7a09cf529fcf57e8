import Foundation
import GestureKit

/// The JSON-lines and one-line text forms of a replay, as `gesturekit replay` prints them
/// (docs/Traces.md).
public enum ReplayJSON {
    /// One object per decision (or per action with `actionsOnly`). Every object has `t` and
    /// `kind`; recognizer decisions have `recognizer` and `state`; committed changes and
    /// engine cancellations also carry the recognizer's location (`x`, `y`, window
    /// coordinates) and values at that moment.
    ///
    /// Numbers have at most four decimals; a value that is not finite is written `null`.
    ///
    /// - Parameters:
    ///   - result: the replay to describe.
    ///   - gesture: a number written as `gesture` in every object, to tell the replays of
    ///     several gestures apart in one stream; nil leaves the field out.
    ///   - actionsOnly: true for one object per action (``object(for:gesture:)``) instead of
    ///     one per decision.
    /// - Returns: one compact JSON object per element, without a newline.
    public static func lines(_ result: ReplayResult, gesture: Int?, actionsOnly: Bool) -> [String] {
        if actionsOnly { return result.actions.map { object(for: $0, gesture: gesture) } }
        // Each recognizer's actions in order, and how many have been taken: a cursor, since
        // taking the first of a copied array cost the length of the recording each time.
        var pending: [String: (actions: [ReplayAction], taken: Int)] = [:]
        for action in result.actions { pending[action.recognizer, default: ([], 0)].actions.append(action) }
        func nextAction(of name: String) -> ReplayAction? {
            guard let queue = pending[name], queue.taken < queue.actions.count else { return nil }
            pending[name]?.taken += 1
            return queue.actions[queue.taken]
        }
        return result.records.map { record in
            var fields: [(String, String)] = [("t", number(record.timestamp))]
            if let gesture { fields.append(("gesture", String(gesture))) }
            switch record.kind {
            case .committed(let name, let from, let to):
                fields += [("kind", JSONText.quote("committed")), ("recognizer", JSONText.quote(name)), ("from", JSONText.quote(from.description)), ("state", JSONText.quote(to.description))]
                if let action = nextAction(of: name) { fields += details(action) }
            case .cancelled(let name, let reason):
                fields += [("kind", JSONText.quote("cancelled")), ("recognizer", JSONText.quote(name)), ("state", JSONText.quote("cancelled")), ("reason", JSONText.quote(reason.description))]
                if let action = nextAction(of: name) { fields += details(action) }
            case .failed(let name, let reason):
                fields += [("kind", JSONText.quote("failed")), ("recognizer", JSONText.quote(name)), ("state", JSONText.quote("failed")), ("reason", JSONText.quote(reason.description))]
            case .pending(let name, let requested, let waitingFor):
                fields += [("kind", JSONText.quote("pending")), ("recognizer", JSONText.quote(name)), ("state", JSONText.quote(requested.description)),
                           ("waitingFor", "[" + waitingFor.map(JSONText.quote).joined(separator: ",") + "]")]
            case .reset(let name):
                fields += [("kind", JSONText.quote("reset")), ("recognizer", JSONText.quote(name)), ("state", JSONText.quote("possible"))]
            case .invalidTransition(let name, let from, let to):
                fields += [("kind", JSONText.quote("refused")), ("recognizer", JSONText.quote(name)), ("from", JSONText.quote(from.description)), ("state", JSONText.quote(to.description))]
            case .delivered(let view, let phase, let touches):
                fields += [("kind", JSONText.quote("delivered")), ("view", JSONText.quote(view)), ("phase", JSONText.quote(phase.description)),
                           ("touches", "[" + touches.map(String.init).joined(separator: ",") + "]")]
            case .requirementCycle(let names):
                fields += [("kind", JSONText.quote("cycle")), ("recognizers", "[" + names.map(JSONText.quote).joined(separator: ",") + "]")]
            case .eventRejected(let reason):
                fields += [("kind", JSONText.quote("rejected")), ("reason", JSONText.quote(reason))]
            }
            return "{" + fields.map { "\(JSONText.quote($0.0)):\($0.1)" }.joined(separator: ",") + "}"
        }
    }

    /// One action as a JSON object.
    ///
    /// - Parameters:
    ///   - action: the action; its location and values become fields.
    ///   - gesture: written as `gesture` when given, as in ``lines(_:gesture:actionsOnly:)``.
    /// - Returns: one compact JSON object, with `kind` `action`, on one line.
    public static func object(for action: ReplayAction, gesture: Int?) -> String {
        var fields: [(String, String)] = [("t", number(action.time))]
        if let gesture { fields.append(("gesture", String(gesture))) }
        fields += [("kind", JSONText.quote("action")), ("recognizer", JSONText.quote(action.recognizer)), ("state", JSONText.quote(action.state.description))]
        fields += details(action)
        return "{" + fields.map { "\(JSONText.quote($0.0)):\($0.1)" }.joined(separator: ",") + "}"
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
        if let direction = action.direction { fields.append(("direction", JSONText.quote(direction))) }
        for (name, value) in action.values { fields.append((name, number(value))) }
        return fields
    }

    /// Up to four decimals: enough for points and seconds, short enough to read.
    static func number(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        let rounded = (value * 10_000).rounded() / 10_000
        return rounded == rounded.rounded() && abs(rounded) < 1e15 ? String(Int64(rounded)) : String(rounded)
    }
}
