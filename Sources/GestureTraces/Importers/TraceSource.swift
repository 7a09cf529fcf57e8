import Foundation

/// The kinds of file a trace can come from.
public enum TraceSourceFormat: String, CaseIterable, Sendable {
    /// GestureKit's own trace format (docs/Traces.md).
    case trace
    /// An evemu recording of a Linux input device.
    case evemu
    /// Android's `getevent -lt` (or `-t`) output.
    case getevent
    /// A `libinput record` file (YAML) of a Linux input device.
    case libinput
    /// A $1 unistroke XML log.
    case dollar1
    /// MMG+ gestures as JSON lines.
    case mmg

    /// What a file of this format is, for messages ("an evemu recording").
    public var noun: String {
        switch self {
        case .trace: "a GestureKit trace"
        case .evemu: "an evemu recording"
        case .getevent: "a getevent recording"
        case .libinput: "a libinput recording"
        case .dollar1: "a $1 log"
        case .mmg: "an MMG+ file"
        }
    }

    /// Guesses the format from the file's name and first bytes.
    ///
    /// The extensions `.events` and `.evemu`, `.jsonl` and `.xml` decide alone; otherwise
    /// the first 512 bytes are read and a `.json` file that matches nothing else is taken
    /// as a trace (a `libinput record` file, whatever its name, is told by its top-level
    /// keys).
    ///
    /// - Parameter url: a file URL.
    /// - Returns: nil when the name and the first bytes match no format (a `.json` file that
    ///   cannot be opened is taken as a trace, whose reader then says why).
    public static func detect(_ url: URL) -> TraceSourceFormat? {
        let name = url.lastPathComponent.lowercased()
        if name.hasSuffix(".events") || name.hasSuffix(".evemu") { return .evemu }
        if name.hasSuffix(".jsonl") { return .mmg }
        if name.hasSuffix(".xml") { return .dollar1 }
        return detect(contentOf: url) ?? (name.hasSuffix(".json") ? .trace : nil)
    }

    /// The format the first 512 bytes show, whatever the name; nil when they show none or
    /// the file cannot be opened. Only a regular file is opened: a pipe would wait for a
    /// writer (and give its bytes once), which the reader then refuses in words.
    static func detect(contentOf url: URL) -> TraceSourceFormat? {
        guard (try? TraceError.regularFileSize(of: url)) != nil, let handle = try? FileHandle(forReadingFrom: url) else { return nil }
        defer { try? handle.close() }
        let head = TraceError.withoutByteOrderMark(String(decoding: (try? handle.read(upToCount: 512)) ?? Data(), as: UTF8.self))
        if head.contains("\"\(Trace.formatName)\"") { return .trace }
        if head.hasPrefix("# EVEMU") || head.contains("\nE: ") { return .evemu }
        if LibinputRecordImporter.looksLikeRecording(head) { return .libinput }
        if GeteventImporter.looksLikeGetevent(head) { return .getevent }
        if head.contains("<Gesture") { return .dollar1 }
        if head.hasPrefix("{\"class\"") { return .mmg }
        return nil
    }

    /// Reads `url` as traces: one for a trace, a recording or a $1 log; one per gesture
    /// for MMG+ files; one per touch device with events for `libinput record` files.
    ///
    /// - Parameters:
    ///   - url: a file URL.
    ///   - format: the file's format; nil (the default) guesses it with ``detect(_:)``.
    ///   - evemu: how device units become points, for evemu, `getevent` and `libinput record`
    ///     files; ignored for the others.
    ///   - yAxis: which way y runs in a $1 log or an MMG+ file: ``YAxis/upward`` turns each
    ///     gesture upright as it is read (``LabelledGesture/turnedUpright(from:)``); ignored
    ///     for traces (in GestureKit's coordinates already) and recordings (in the device's).
    /// - Throws: ``TraceError`` when the file does not exist, is a folder, a pipe or a device
    ///   (its first bytes, which tell the format, would be lost) or is empty, its format
    ///   cannot be told, or its format's reader throws.
    public static func traces(from url: URL, format: TraceSourceFormat? = nil,
                              evemu: EvemuImporter.Options = .init(), yAxis: YAxis = .downward) throws(TraceError) -> [Trace] {
        // Said plainly: format detection and the readers would otherwise report "cannot tell
        // the format" or Foundation's error number for a folder, and nothing for an empty file.
        guard try TraceError.regularFileSize(of: url) > 0 else { throw TraceError("the file is empty", file: url.path) }
        let named = format
        guard let format = format ?? detect(url) else {
            throw TraceError("cannot tell the format; name it with --format (\(allCases.map(\.rawValue).joined(separator: ", ")))",
                             file: url.path)
        }
        switch format {
        case .trace: return [try TraceReader.read(contentsOf: url)]
        case .evemu: return [try EvemuImporter.read(contentsOf: url, options: evemu)]
        case .getevent: return [try GeteventImporter.read(contentsOf: url, options: evemu)]
        case .libinput: return try LibinputRecordImporter.readAll(contentsOf: url, options: evemu)
        case .dollar1:
            do {
                return [upright(try DollarOneImporter.read(contentsOf: url), from: yAxis)]
            } catch {
                // Taken for a $1 log by its name alone, and its bytes show another format.
                guard named == nil, let shown = detect(contentOf: url), shown != .dollar1 else { throw error }
                var hinted = error
                hinted.message += "; it looks like \(shown.noun): name it with --format \(shown.rawValue)"
                throw hinted
            }
        case .mmg: return try MMGPlusImporter.read(contentsOf: url).map { upright($0, from: yAxis) }
        }
    }

    /// The gesture's trace with y running down; one that was turned says so in
    /// `metadata["turned"]`, so that a trace written from it is not taken for the log as logged.
    private static func upright(_ gesture: LabelledGesture, from yAxis: YAxis) -> Trace {
        var trace = gesture.turnedUpright(from: yAxis).trace()
        if yAxis == .upward { trace.metadata["turned"] = "upright: the file's y runs up" }
        return trace
    }
}
