import Foundation
import GestureKit

/// Writes trace files (docs/Traces.md): the header fields first, then one event per line,
/// so that traces diff well and read easily.
public enum TraceWriter {
    /// The trace as the text of a trace file.
    ///
    /// - Returns: the file's text, ending with a newline: the header, then one event per
    ///   line. Precise locations, radius tolerances and modifier flags are not part of the
    ///   format and are left out.
    /// - Throws: ``TraceError`` naming the field, e.g. `events[3].touches[0].x: not a finite
    ///   number (nan)`, when a value is NaN or infinite (JSON has no such numbers, so the
    ///   file would not read back), when the window's sides are not within
    ///   ``Trace/windowSideRange`` or a window
    ///   would refuse an event (``Trace/firstRefusedEvent()``: ``TraceReader`` refuses such a
    ///   file), or when the scene cannot be encoded. Nothing is written that cannot be read back.
    public static func text(of trace: Trace) throws(TraceError) -> String {
        try checkFinite(trace)
        if let problem = Trace.windowProblem(trace.windowSize) { throw TraceError(problem, at: "window") }
        if let refused = trace.firstRefusedEvent() { throw refused }
        var lines = ["{", "  \"format\": \(JSONText.quote(Trace.formatName)),", "  \"version\": \(Trace.currentVersion),"]
        lines.append("  \"window\": {\"width\": \(number(trace.windowSize.width)), \"height\": \(number(trace.windowSize.height))},")
        if !trace.metadata.isEmpty {
            let fields = trace.metadata.sorted { $0.key < $1.key }.map { "\(JSONText.quote($0.key)): \(JSONText.quote($0.value))" }
            lines.append("  \"metadata\": {\(fields.joined(separator: ", "))},")
        }
        if let scene = trace.scene {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
            do {
                lines.append("  \"scene\": \(String(decoding: try encoder.encode(SceneFile(scene)), as: UTF8.self)),")
            } catch {
                throw TraceError("cannot be written (\(error))", at: "scene")
            }
        }
        lines.append("  \"events\": [")
        for (index, event) in trace.events.enumerated() {
            let touches = event.changes.map { change -> String in
                var fields = ["\"id\": \(change.id)", "\"phase\": \(JSONText.quote(change.phase.description))",
                              "\"x\": \(number(change.location.x))", "\"y\": \(number(change.location.y))"]
                if let force = change.force { fields.append("\"force\": \(number(force))") }
                if let maximum = change.maximumPossibleForce { fields.append("\"maxForce\": \(number(maximum))") }
                if let altitude = change.altitudeAngle { fields.append("\"altitude\": \(number(altitude))") }
                if let azimuth = change.azimuthAngle { fields.append("\"azimuth\": \(number(azimuth))") }
                if let radius = change.majorRadius { fields.append("\"radius\": \(number(radius))") }
                if change.type != .direct { fields.append("\"kind\": \(JSONText.quote(change.type.name))") }
                if !change.buttonMask.isEmpty { fields.append("\"buttons\": \(change.buttonMask.rawValue)") }
                if !change.coalescedSamples.isEmpty {
                    fields.append("\"samples\": [" + change.coalescedSamples.map(sampleJSON).joined(separator: ", ") + "]")
                }
                return "{" + fields.joined(separator: ", ") + "}"
            }
            let comma = index == trace.events.count - 1 ? "" : ","
            lines.append("    {\"t\": \(number(event.timestamp)), \"touches\": [\(touches.joined(separator: ", "))]}\(comma)")
        }
        lines.append("  ]")
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    private static func sampleJSON(_ sample: TouchSample) -> String {
        var fields = ["\"t\": \(number(sample.timestamp))", "\"x\": \(number(sample.location.x))", "\"y\": \(number(sample.location.y))"]
        if let force = sample.force { fields.append("\"force\": \(number(force))") }
        if let altitude = sample.altitudeAngle { fields.append("\"altitude\": \(number(altitude))") }
        if let azimuth = sample.azimuthAngle { fields.append("\"azimuth\": \(number(azimuth))") }
        if let radius = sample.majorRadius { fields.append("\"radius\": \(number(radius))") }
        return "{" + fields.joined(separator: ", ") + "}"
    }

    /// Throws for the first value JSON cannot hold, with its field path as the reader names it.
    private static func checkFinite(_ trace: Trace) throws(TraceError) {
        func check(_ value: Double?, _ path: @autoclosure () -> String) throws(TraceError) {
            if let value, !value.isFinite { throw TraceError("not a finite number (\(value))", at: path()) }
        }
        try check(trace.windowSize.width, "window.width")
        try check(trace.windowSize.height, "window.height")
        for (e, event) in trace.events.enumerated() {
            try check(event.timestamp, "events[\(e)].t")
            for (c, change) in event.changes.enumerated() {
                let path = "events[\(e)].touches[\(c)]"
                for (name, value) in [("x", change.location.x), ("y", change.location.y), ("force", change.force),
                                      ("maxForce", change.maximumPossibleForce), ("altitude", change.altitudeAngle),
                                      ("azimuth", change.azimuthAngle), ("radius", change.majorRadius)] {
                    try check(value, "\(path).\(name)")
                }
                for (s, sample) in change.coalescedSamples.enumerated() {
                    for (name, value) in [("t", sample.timestamp), ("x", sample.location.x), ("y", sample.location.y),
                                          ("force", sample.force), ("altitude", sample.altitudeAngle),
                                          ("azimuth", sample.azimuthAngle), ("radius", sample.majorRadius)] {
                        try check(value, "\(path).samples[\(s)].\(name)")
                    }
                }
            }
        }
    }

    /// Writes the trace to `url`, replacing any file there.
    ///
    /// - Parameters:
    ///   - trace: the trace, as ``text(of:)`` lays it out.
    ///   - url: a file URL; its directory must exist.
    /// - Throws: ``TraceError`` as ``text(of:)`` does, or Foundation's error when the file
    ///   cannot be written.
    public static func write(_ trace: Trace, to url: URL) throws {
        try Data(text(of: trace).utf8).write(to: url)
    }

    /// The shortest text that reads back as the same Double; whole numbers without ".0".
    static func number(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return "\(value)"
    }
}
