import Foundation
import GestureKit

/// Writes trace files (docs/Traces.md): the header fields first, then one event per line,
/// so that traces diff well and read easily.
public enum TraceWriter {
    /// The trace as the text of a trace file.
    ///
    /// - Returns: the file's text, ending with a newline: the header, then one event per
    ///   line. Precise locations, radius tolerances and modifier flags are not part of the
    ///   format and are left out, and values are written as they are: an event with a NaN
    ///   or infinite value gives a file that does not read back.
    public static func text(of trace: Trace) -> String {
        var lines = ["{", "  \"format\": \(JSONText.quote(Trace.formatName)),", "  \"version\": \(Trace.currentVersion),"]
        lines.append("  \"window\": {\"width\": \(number(trace.windowSize.width)), \"height\": \(number(trace.windowSize.height))},")
        if !trace.metadata.isEmpty {
            let fields = trace.metadata.sorted { $0.key < $1.key }.map { "\(JSONText.quote($0.key)): \(JSONText.quote($0.value))" }
            lines.append("  \"metadata\": {\(fields.joined(separator: ", "))},")
        }
        if let scene = trace.scene {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
            let json = (try? encoder.encode(SceneFile(scene))).flatMap { String(data: $0, encoding: .utf8) } ?? "{}"
            lines.append("  \"scene\": \(json),")
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

    /// Writes the trace to `url`, replacing any file there.
    ///
    /// - Parameters:
    ///   - trace: the trace, as ``text(of:)`` lays it out.
    ///   - url: a file URL; its directory must exist.
    /// - Throws: Foundation's error when the file cannot be written.
    public static func write(_ trace: Trace, to url: URL) throws {
        try Data(text(of: trace).utf8).write(to: url)
    }

    /// The shortest text that reads back as the same Double; whole numbers without ".0".
    static func number(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return "\(value)"
    }
}
