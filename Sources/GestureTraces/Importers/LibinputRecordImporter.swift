import Foundation
import GestureEvdev
import GestureKit

/// Reads recordings made with `libinput record`, the YAML files Linux input bug reports
/// attach, into traces.
///
/// ```swift
/// let recording = """
///     version: 1
///     ndevices: 1
///     devices:
///       - node: /dev/input/event5
///         evdev:
///           name: Example Touchscreen
///           id: [3, 1267, 1, 256]
///           codes:
///             1: [330] # EV_KEY
///             3: [0, 1, 47, 53, 54, 57] # EV_ABS
///           absinfo:
///             0: [0, 4095, 0, 0, 16]
///             1: [0, 4095, 0, 0, 16]
///             47: [0, 9, 0, 0, 0]
///             53: [0, 4095, 0, 0, 16]
///             54: [0, 4095, 0, 0, 16]
///             57: [0, 65535, 0, 0, 0]
///           properties: [1]
///         events:
///           - evdev:
///             - [  0,      0,   3,  57,   7] # EV_ABS / ABS_MT_TRACKING_ID  7
///             - [  0,      0,   3,  53, 800] # EV_ABS / ABS_MT_POSITION_X 800
///             - [  0,      0,   3,  54, 900] # EV_ABS / ABS_MT_POSITION_Y 900
///             - [  0,      0,   1, 330,   1] # EV_KEY / BTN_TOUCH         1
///             - [  0,      0,   0,   0,   0] # ------------ SYN_REPORT (0) ------- +0ms
///           - evdev:
///             - [  0,  80000,   3,  57,  -1] # EV_ABS / ABS_MT_TRACKING_ID -1
///             - [  0,  80000,   1, 330,   0] # EV_KEY / BTN_TOUCH         0
///             - [  0,  80000,   0,   0,   0] # ------------ SYN_REPORT (0) ------- +80ms
///     """
/// let trace = try LibinputRecordImporter.read(recording)
/// print(trace.metadata["device"]!, trace.events.count)   // Prints "Example Touchscreen 2"
/// print(try Replayer.replay(trace).count(of: "tap"))      // Prints "1"
/// ```
///
/// The events are the kernel's, so they go through the same `FrameDecoder` (GestureEvdev) as
/// an evemu recording, a `getevent` trace or a live device, with every rule of
/// ``EvemuImporter`` (protocols A and B, single touch, touchpads' counted fingers, palms,
/// `SYN_DROPPED`, measurements), and the device's axes, keys and properties come from the
/// file's own `evdev` description, so units become points as they do for evemu.
///
/// A file may hold several devices (`libinput record --all`, or a touchpad with its
/// keyboard). ``readAll(contentsOf:options:)`` gives a trace for each touchscreen or
/// touchpad that has events, in the file's order (``read(contentsOf:options:)`` the first of
/// them); each trace's `metadata["others"]` names the devices it leaves out.
///
/// Keys the format does not describe, `hid` and `libinput` items among the events, and
/// comments are skipped, as libinput-record(1) asks of parsers.
public enum LibinputRecordImporter {
    /// Reads the `libinput record` file at `url`.
    ///
    /// - Parameters:
    ///   - url: a `.yml` file written by `libinput record`.
    ///   - options: how device units become points; ``EvemuImporter/Options/descriptionFile``
    ///     is ignored (the file describes its devices).
    /// - Throws: ``TraceError`` naming the file: it cannot be read, or what
    ///   ``read(_:options:)`` throws.
    public static func read(contentsOf url: URL, options: EvemuImporter.Options = .init()) throws(TraceError) -> Trace {
        let text = try TraceError.text(of: url)
        do {
            var trace = try read(text, options: options)
            trace.metadata["source"] = url.lastPathComponent
            return trace
        } catch {
            throw error.inFile(url.path)
        }
    }

    /// Reads every touch device of the `libinput record` file at `url`: a trace for each
    /// touchscreen or touchpad with events, in the file's order (never empty).
    ///
    /// - Parameters:
    ///   - url: a `.yml` file written by `libinput record`.
    ///   - options: how device units become points, as for ``read(contentsOf:options:)``.
    /// - Throws: ``TraceError`` naming the file, as ``read(contentsOf:options:)`` does.
    public static func readAll(contentsOf url: URL, options: EvemuImporter.Options = .init()) throws(TraceError) -> [Trace] {
        let text = try TraceError.text(of: url)
        do {
            return try readAll(text, options: options).map { trace in
                var trace = trace
                trace.metadata["source"] = url.lastPathComponent
                return trace
            }
        } catch {
            throw error.inFile(url.path)
        }
    }

    /// Whether `text` (the start of a file) looks like a `libinput record` file: a top-level
    /// `ndevices:` or `devices:` key beside `version:`, or `libinput:`.
    ///
    /// - Parameter text: the file's text or its beginning.
    public static func looksLikeRecording(_ text: String) -> Bool {
        let keys = text.split(whereSeparator: \.isNewline).prefix(40).compactMap { line -> Substring? in
            guard let first = line.first, first != " ", first != "\t", first != "#", let colon = line.firstIndex(of: ":") else { return nil }
            return line[..<colon]
        }
        return keys.contains("version") && (keys.contains("ndevices") || keys.contains("devices") || keys.contains("libinput"))
    }

    /// Reads a `libinput record` file from its text.
    ///
    /// - Parameters:
    ///   - text: the file's YAML.
    ///   - options: how device units become points.
    /// - Returns: the first touch device's trace; its `metadata` names the format, the
    ///   device, its node, the mapping used, `kind` `touchpad` for a touchpad, and `others`
    ///   for devices left out.
    /// - Throws: ``TraceError``: no devices, no touchscreen or touchpad with events (the
    ///   devices found are named), a line that cannot be read (at `line N`), time going
    ///   backwards, or no position axes.
    public static func read(_ text: String, options: EvemuImporter.Options = .init()) throws(TraceError) -> Trace {
        let (recording, touch) = try touchDevices(text)
        return try trace(of: touch[0], in: recording, options: options)
    }

    /// Reads every touch device of a `libinput record` file's text: a trace for each
    /// touchscreen or touchpad with events, in the file's order (never empty), each as
    /// ``read(_:options:)`` describes its one.
    ///
    /// A touch device whose events cannot be read costs only its own trace: the others are
    /// read, and each says in `metadata["unread"]` which device was not and why
    /// (`device 2 of 2, /dev/input/event14: line 88: time goes backwards`).
    ///
    /// - Throws: ``TraceError`` as ``read(_:options:)`` does, when no touch device can be
    ///   read (with the first one's error).
    public static func readAll(_ text: String, options: EvemuImporter.Options = .init()) throws(TraceError) -> [Trace] {
        let (recording, touch) = try touchDevices(text)
        var traces: [Trace] = [], unread: [String] = [], first: TraceError?
        for (number, chosen) in touch.enumerated() {
            do {
                traces.append(try trace(of: chosen, in: recording, options: options))
            } catch {
                first = first ?? error
                let node = recording.devices[chosen].node.map { ", \($0)" } ?? ""
                unread.append("device \(number + 1) of \(touch.count)\(node): " + [error.location, error.message].compactMap { $0 }.joined(separator: ": "))
            }
        }
        if traces.isEmpty, let first { throw first }
        if !unread.isEmpty {
            for index in traces.indices { traces[index].metadata["unread"] = unread.joined(separator: "; ") }
        }
        return traces
    }

    /// The recording, and the places of its touch devices with events (at least one).
    private static func touchDevices(_ text: String) throws(TraceError) -> (LibinputRecording, [Int]) {
        let recording = try LibinputRecording(text)
        guard !recording.devices.isEmpty else {
            throw TraceError("no devices: a libinput record file lists them under \"devices:\", each with its \"evdev:\" and \"events:\"")
        }
        let touch = recording.devices.indices.filter { index in
            let device = recording.devices[index]
            return [.touchscreen, .touchpad].contains(device.description.kind) && !device.events.isEmpty
        }
        guard !touch.isEmpty else {
            let found = recording.devices.map(summary).joined(separator: "; ")
            throw TraceError("no touchscreen or touchpad with events among the recorded devices (\(found))")
        }
        return (recording, touch)
    }

    /// The trace of device `chosen` of `recording`.
    private static func trace(of chosen: Int, in recording: LibinputRecording, options: EvemuImporter.Options) throws(TraceError) -> Trace {
        let device = recording.devices[chosen]
        guard let mapping = AxisMapping(device: device.description, pointsPerUnit: options.pointsPerUnit,
                                        fallbackWidth: options.fallbackWidth, maximumPossibleForce: options.maximumPossibleForce) else {
            throw TraceError("no position axes in the device's absinfo", at: "line \(device.line)")
        }
        if let problem = mapping.surfaceProblem { throw TraceError(problem + " (its absinfo)", at: "line \(device.line)") }
        let (touches, ending) = try FrameDecoder.touchEvents(from: device.events, device: device.description, mapping: mapping)
        var metadata = ["format": "libinput", "mapping": mapping.summary]
        if let ending { metadata["ending"] = ending }
        if let name = device.description.name { metadata["device"] = name }
        if let node = device.node { metadata["node"] = node }
        if device.description.isTouchpadByItsKeys { metadata["kind"] = "touchpad" }  // replayed in the touchpad's scene
        let others = recording.devices.indices.filter { $0 != chosen }.map { summary(recording.devices[$0]) }
        if !others.isEmpty { metadata["others"] = others.joined(separator: "; ") }
        return Trace(windowSize: mapping.windowSize, metadata: metadata, events: touches)
    }

    /// `/dev/input/event3 "AT Translated Set 2 keyboard" (other, 52 events)`.
    private static func summary(_ device: LibinputRecording.Device) -> String {
        let name = device.description.name.map { "\"\($0)\"" } ?? "unnamed"
        let node = device.node.map { "\($0) " } ?? ""
        return "\(node)\(name) (\(device.description.kind.rawValue), \(device.events.count) events)"
    }
}
