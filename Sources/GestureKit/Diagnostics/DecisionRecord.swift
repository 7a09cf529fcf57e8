/// One decision of the engine, for the decision log (<doc:Rules#L1>).
///
/// Records name recognizers and views by their `displayName` (their `name`, or their
/// type's name), so give the ones you care about a name.
public struct DecisionRecord: Hashable, Sendable, CustomStringConvertible {
    /// When the decision was made: the time of the event or deadline being processed.
    public var timestamp: Double
    /// What was decided.
    public var kind: Kind

    /// Creates a record.
    public init(timestamp: Double, kind: Kind) {
        self.timestamp = timestamp
        self.kind = kind
    }

    /// What was decided.
    public enum Kind: Hashable, Sendable {
        /// A state change was committed (its action goes out at the end of the step).
        case committed(recognizer: String, from: GestureRecognizer.State, to: GestureRecognizer.State)
        /// A request to leave possible was deferred until the named recognizers fail (<doc:Rules#A5>).
        case pending(recognizer: String, requested: GestureRecognizer.State, waitingFor: [String])
        /// The recognizer failed.
        case failed(recognizer: String, reason: FailureReason)
        /// The engine cancelled a recognizer that had begun (<doc:Rules#A6>, <doc:Rules#A11>).
        case cancelled(recognizer: String, reason: FailureReason)
        /// A request that <doc:Rules#S1> does not allow was refused: a transition its table does not
        /// have, or a change asked from an action beyond what S1 allows.
        case invalidTransition(recognizer: String, from: GestureRecognizer.State, to: GestureRecognizer.State)
        /// The recognizer was reset to possible (<doc:Rules#R2>).
        case reset(recognizer: String)
        /// A view was handed touches (<doc:Rules#V1>–<doc:Rules#V4>).
        case delivered(view: String, phase: TouchPhase, touches: [Int])
        /// Failure requirements that would form a cycle were refused or broken (<doc:Rules#A10>).
        case requirementCycle(recognizers: [String])
        /// An input event was rejected (<doc:Rules#E2>).
        case eventRejected(reason: String)
    }

    /// One stable line, for reading and for golden tests, for example
    /// `0.350 tap: possible → ended` or `0.350 tap: pending ended, waiting for doubleTap`.
    public var description: String {
        var line = ""
        line.reserveCapacity(64)
        write(to: &line)
        return line
    }

    /// Seconds with exactly three decimals, rounded half away from zero, as the log prints
    /// times (`1.450`). Written without Foundation, so it is the same on every platform.
    ///
    /// - Returns: `nan` for NaN whatever its sign; Swift's own description for an infinite
    ///   value or one of 9·10¹⁵ s or more in magnitude; no minus sign for a negative value
    ///   that rounds to `0.000`.
    public static func format(_ seconds: Double) -> String {
        // Beyond about 9·10¹⁵ s the milliseconds no longer fit an Int64; print such odd
        // (but valid) times as they are rather than trap.
        // A NaN prints as "nan" whatever its sign bit, which arithmetic sets differently on
        // different CPUs (x86-64 and wasm32 under Node print "-nan" where a Cortex-M prints "nan").
        if seconds.isNaN { return "nan" }
        guard seconds.isFinite, seconds.magnitude < 9e15 else { return "\(seconds)" }
        let millis = Int64((seconds.magnitude * 1000).rounded())
        let whole = millis / 1000, fraction = millis % 1000
        let padded = fraction < 10 ? "00\(fraction)" : fraction < 100 ? "0\(fraction)" : "\(fraction)"
        return (seconds < 0 && millis != 0 ? "-" : "") + "\(whole).\(padded)"
    }
}

extension DecisionRecord: TextOutputStreamable {
    /// Writes the record's line (its ``description``) to `target`, piece by piece.
    ///
    /// A log that copies its lines elsewhere — escaped into a JSON message, appended to a
    /// file's buffer — writes them straight there, without making each line a `String` first
    /// (the playground's engine writes a frame's lines this way).
    public func write<Target: TextOutputStream>(to target: inout Target) {
        target.write(DecisionRecord.format(timestamp))
        target.write(" ")
        switch kind {
        case .committed(let name, let from, let to):
            target.write(name)
            target.write(": ")
            target.write(from.description)
            target.write(" → ")
            target.write(to.description)
        case .pending(let name, let requested, let waitingFor):
            target.write(name)
            target.write(": pending ")
            target.write(requested.description)
            target.write(", waiting for ")
            write(waitingFor, separatedBy: ", ", to: &target)
        case .failed(let name, let reason):
            target.write(name)
            target.write(": failed (")
            target.write(reason.description)
            target.write(")")
        case .cancelled(let name, let reason):
            target.write(name)
            target.write(": cancelled (")
            target.write(reason.description)
            target.write(")")
        case .invalidTransition(let name, let from, let to):
            target.write(name)
            target.write(": refused ")
            target.write(from.description)
            target.write(" → ")
            target.write(to.description)
            // The table allows a change from began or changed: refused, it was asked from an action.
            target.write(to == .changed && from.isInProgress ? " (asked from an action; S1)" : " (not a valid transition)")
        case .reset(let name):
            target.write(name)
            target.write(": reset")
        case .delivered(let view, let phase, let touches):
            target.write("view ")
            target.write(view)
            target.write(": ")
            target.write(Self.deliveryMethod(phase))
            target.write(" [")
            for (index, touch) in touches.enumerated() {
                if index > 0 { target.write(",") }
                target.write(String(touch))
            }
            target.write("]")
        case .requirementCycle(let names):
            target.write("failure requirement cycle refused: ")
            write(names, separatedBy: " → ", to: &target)
        case .eventRejected(let reason):
            target.write("event rejected: ")
            target.write(reason)
        }
    }

    /// The `touches…` method a delivery in `phase` calls, as the log names it (`touchesBegan`).
    private static func deliveryMethod(_ phase: TouchPhase) -> String {
        switch phase {
        case .began: "touchesBegan"
        case .moved: "touchesMoved"
        case .ended: "touchesEnded"
        case .cancelled: "touchesCancelled"
        default: "touches" + phase.description.capitalizedFirst
        }
    }

    private func write<Target: TextOutputStream>(_ names: [String], separatedBy separator: String, to target: inout Target) {
        for (index, name) in names.enumerated() {
            if index > 0 { target.write(separator) }
            target.write(name)
        }
    }
}

extension String {
    /// The string with an ASCII lowercase first letter made uppercase (`began` → `Began`), for
    /// the phase names of the log. ASCII only: `Character.uppercased()` would bring the
    /// Unicode case tables into an Embedded Swift image (17 KB) for names that never need them,
    /// and the rest is copied as UTF-8 bytes: `dropFirst()` on the characters would bring the
    /// grapheme-breaking tables (about 5 KB on a Cortex-M). The same result for the phase names;
    /// it differs only where a combining mark follows the first letter, which they never have.
    var capitalizedFirst: String {
        guard let first = utf8.first, first >= UInt8(ascii: "a"), first <= UInt8(ascii: "z") else { return self }
        var bytes = Array(utf8)
        bytes[0] = first - 32
        return String(decoding: bytes, as: UTF8.self)
    }
}
