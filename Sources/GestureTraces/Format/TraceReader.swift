import Foundation
import GestureKit

/// Reads trace files (docs/Traces.md), reporting the field and position at fault.
public enum TraceReader {
    /// Reads the trace in `data`.
    ///
    /// - Parameters:
    ///   - data: the trace file's bytes (docs/Traces.md).
    ///   - file: the file's name or path, for the errors.
    /// - Throws: ``TraceError``, saying what is wrong and where: the line and column of a JSON
    ///   syntax error, or the path of the field at fault (`events[3].touches[0].x`), including
    ///   a format or version this reader does not know and events that break the engine's rules.
    public static func read(_ data: Data, file: String? = nil) throws(TraceError) -> Trace {
        do {
            return try decode(data)
        } catch {
            throw file.map { error.inFile($0) } ?? error
        }
    }

    /// Reads the trace file at `url`.
    ///
    /// - Parameter url: a file URL; its path names the file in the errors.
    /// - Throws: ``TraceError``: what ``read(_:file:)`` throws, or that the file cannot be read.
    public static func read(contentsOf url: URL) throws(TraceError) -> Trace {
        try read(TraceError.contents(of: url), file: url.path)
    }

    private static func decode(_ data: Data) throws(TraceError) -> Trace {
        let file: TraceFile
        do {
            file = try JSONDecoder().decode(TraceFile.self, from: data)
        } catch let error as DecodingError {
            if case .dataCorrupted(let context) = error, context.codingPath.isEmpty {
                if let (message, position) = syntaxError(in: data) { throw TraceError(message, at: position) }
                if let problem = numberProblem(in: data) { throw problem }
            }
            throw describe(error)
        } catch {
            throw TraceError("not a trace file (\(error.localizedDescription))")
        }
        guard file.format == Trace.formatName else {
            throw TraceError("expected \"\(Trace.formatName)\", found \"\(file.format)\"", at: "format")
        }
        guard (1...Trace.currentVersion).contains(file.version) else {
            throw TraceError("version \(file.version) is not supported (this reader knows 1…\(Trace.currentVersion))", at: "version")
        }
        if let problem = Trace.windowProblem(Size(width: file.window.width, height: file.window.height)) {
            throw TraceError(problem, at: "window")
        }
        try checkKeys(in: data)
        let scene = try file.scene?.description(at: "scene")
        let trace = Trace(windowSize: Size(width: file.window.width, height: file.window.height), scene: scene,
                          metadata: file.metadata ?? [:], events: try events(file.events))
        // The window owns E2: ranges, samples, and each touch beginning once and changing
        // only while down. Its reasons, at their place, are the file's.
        if let refused = trace.firstRefusedEvent() { throw refused }
        return trace
    }

    /// Converts the events, checking what JSON types cannot and the window does not say at a
    /// field: phases, kinds, and times from 0 in order (the rest of E2 is the window's).
    private static func events(_ files: [EventFile]) throws(TraceError) -> [TouchEvent] {
        var events: [TouchEvent] = []
        events.reserveCapacity(files.count)
        var previousTime = -Double.infinity
        for (index, file) in files.enumerated() {
            let path = "events[\(index)]"
            guard file.t.isFinite else { throw TraceError("the time is not finite", at: "\(path).t") }
            // The replay's window starts at 0 and refuses earlier events, so a trace before 0
            // replayed as "nothing recognized" (and bench timed only refusals).
            guard file.t >= 0 else { throw TraceError("the time is before 0 (\(file.t)); a trace's times start at 0 or later", at: "\(path).t") }
            guard file.t >= previousTime else {
                throw TraceError("time goes backwards (\(file.t) after \(previousTime))", at: "\(path).t")
            }
            previousTime = file.t
            var changes: [TouchEvent.Change] = []
            for (touchIndex, touch) in file.touches.enumerated() {
                let touchPath = "\(path).touches[\(touchIndex)]"
                guard let phase = TouchPhase(name: touch.phase) else {
                    let names = TouchPhase.allCases.map(\.description).joined(separator: ", ")
                    throw TraceError("\"\(touch.phase)\" is not a phase (\(names))", at: "\(touchPath).phase")
                }
                var kind = TouchType.direct
                if let name = touch.kind {
                    guard let parsed = TouchType(name: name) else {
                        let names = TouchType.allCases.map(\.name).joined(separator: ", ")
                        throw TraceError("\"\(name)\" is not a kind (\(names))", at: "\(touchPath).kind")
                    }
                    kind = parsed
                }
                let samples = (touch.samples ?? []).map {
                    TouchSample(timestamp: $0.t, location: Point(x: $0.x, y: $0.y), force: $0.force,
                                altitudeAngle: $0.altitude, azimuthAngle: $0.azimuth, majorRadius: $0.radius)
                }
                changes.append(.init(id: touch.id, phase: phase, location: Point(x: touch.x, y: touch.y),
                                     force: touch.force, majorRadius: touch.radius, type: kind,
                                     maximumPossibleForce: touch.maxForce, altitudeAngle: touch.altitude,
                                     azimuthAngle: touch.azimuth, buttonMask: PointerButtons(rawValue: touch.buttons ?? 0),
                                     coalescedSamples: samples))
            }
            events.append(TouchEvent(timestamp: file.t, changes: changes))
        }
        return events
    }

    /// What a JSON syntax error is and where, as `line L, column C`, or the last line for a
    /// file that ends inside a value. (JSONDecoder does not say on every platform;
    /// JSONSerialization gives a character offset, which is turned into a line.)
    static func syntaxError(in data: Data) -> (message: String, position: String)? {
        do {
            _ = try JSONSerialization.jsonObject(with: data)
            return nil
        } catch {
            guard let detail = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String else { return nil }
            // Foundation gives no place for a file that stops inside a value: its last line is the place.
            if detail.hasPrefix("Unexpected end of file") {
                let lines = data.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
                let last = lines.lastIndex { !$0.allSatisfy { [UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r")].contains($0) } }
                return ("not valid JSON: the file ends before its last value is closed (a file cut short?)", "line \((last ?? 0) + 1)")
            }
            // "Number 1e400 is not representable in Swift.": no offset, so the literal's line.
            if detail.hasPrefix("Number "), let literal = detail.dropFirst(7).split(separator: " ").first {
                let text = String(decoding: data, as: UTF8.self)
                guard let at = text.range(of: String(literal)) else { return nil }
                let line = text[..<at.lowerBound].filter { $0 == "\n" }.count + 1
                return ("not valid JSON: the number \(literal) is beyond a Double's range", "line \(line)")
            }
            guard let range = detail.range(of: "character ") else { return nil }
            let digits = detail[range.upperBound...].prefix { $0.isNumber }
            guard let offset = Int(digits) else { return nil }
            let prefix = data.prefix(offset)
            let line = prefix.filter { $0 == UInt8(ascii: "\n") }.count + 1
            let column = offset - (prefix.lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0) + 1
            return ("not valid JSON", "line \(line), column \(column)")
        }
    }

    /// Turns a decoding error into a trace error that says what and where.
    private static func describe(_ error: DecodingError) -> TraceError {
        let problem = DecodingProblem(error)
        if case .keyNotFound = error { return TraceError(problem.message, at: problem.path ?? "top level") }
        if problem.message == DecodingProblem.unknownWording { return TraceError("not a trace file") }
        return TraceError(problem.message, at: problem.path)
    }
}

extension TouchPhase {
    /// The phase named `name` in a trace file.
    init?(name: String) {
        guard let phase = TouchPhase.allCases.first(where: { $0.description == name }) else { return nil }
        self = phase
    }
}

extension TouchType {
    /// The name used in trace files.
    var name: String {
        switch self {
        case .direct: "direct"
        case .indirect: "indirect"
        case .pencil: "pencil"
        case .indirectPointer: "indirectPointer"
        }
    }

    init?(name: String) {
        guard let kind = TouchType.allCases.first(where: { $0.name == name }) else { return nil }
        self = kind
    }
}
