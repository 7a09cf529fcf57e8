import ArgumentParser
import Foundation
import GestureListen
import GestureKit
import GestureTraces

/// The input file and how to read it, shared by the subcommands.
struct InputOptions: ParsableArguments {
    @Argument(help: "The file to read: a trace, an evemu or libinput record recording, Android getevent output, a $1 XML log or an MMG+ .jsonl file.")
    var file: String

    @Option(help: "The file's format: trace, evemu, getevent, libinput, dollar1 or mmg (detected by content when omitted).")
    var format: TraceSourceFormat?

    @Option(name: .customLong("points-per-unit"), parsing: .unconditional,
            help: "Recordings (evemu, getevent, libinput): points per device unit (default: from the device's resolution at 160 points per inch, or the surface scaled to --surface-width).")
    var pointsPerUnit: Double?

    @Option(name: .customLong("surface-width"), parsing: .unconditional,
            help: "Recordings: the width in points of a surface whose resolution is unknown (default: 1024).")
    var surfaceWidth: Double?

    @Option(parsing: .unconditional, help: "For files with several gestures (MMG+) or touch devices (libinput record --all): which one, counting from 1 (default: all for replay, the first for render; convert and bench need one).")
    var index: Int?

    @Option(name: .customLong("desc"),
            help: "Recordings: an evemu device description (.desc) to take the axes from (evemu default: the one beside the recording whose name begins the recording's, whatever the separators; getevent: none, the ranges are guessed).")
    var descriptionFile: String?

    @Flag(name: .customLong("y-up"),
          help: "$1 logs and MMG+ files: the logger's y runs up from the bottom (pyglet, OpenGL); turn each gesture upright as it is read.")
    var yUp = false

    func validate() throws {
        // A device unit is at least a ten-thousandth of a point (a 65,535-unit axis at 6.5
        // points) and at most a thousand (six inches): beyond, a window has no size or every
        // touch lands past the engine's coordinate range (E2), and nothing is decided.
        if let pointsPerUnit, !(pointsPerUnit >= 1e-4 && pointsPerUnit <= 1000) {
            throw ValidationError("--points-per-unit must be a number from 0.0001 to 1000")
        }
        // A point to a million (four kilometres at 160 per inch): wider, and the touches land
        // past the engine's coordinate range (E2).
        if let surfaceWidth, !(surfaceWidth >= 1 && surfaceWidth <= 1e6) {
            throw ValidationError("--surface-width must be a number from 1 to 1000000")
        }
        if let index, index < 1 { throw ValidationError("--index counts from 1") }
    }

    /// The traces in the file, or the one chosen with --index.
    func traces() throws -> [Trace] {
        let url = URL(fileURLWithPath: file)
        if let option = recordingOption, let known = format ?? TraceSourceFormat.detect(url), !Self.recordings.contains(known) {
            // A trace's or a dataset's points are points already: the option would change nothing, unsaid.
            throw CommandFailure("\(file): \(option) is for recordings (evemu, getevent, libinput), and this is \(known.noun)")
        }
        if yUp, let known = format ?? TraceSourceFormat.detect(url), !Self.datasets.contains(known) {
            // A trace is in GestureKit's coordinates and a recording in the device's: nothing to turn.
            throw CommandFailure("\(file): --y-up is for $1 logs and MMG+ files, and this is \(known.noun)")
        }
        let all: [Trace]
        do {
            all = try TraceSourceFormat.traces(from: url, format: format,
                                               evemu: .init(pointsPerUnit: pointsPerUnit, fallbackWidth: surfaceWidth ?? 1024,
                                                            descriptionFile: descriptionFile.map { URL(fileURLWithPath: $0) }),
                                               yAxis: yUp ? .upward : .downward)
        } catch {
            throw CommandFailure(error.description)
        }
        var chosen = all
        if let index {
            guard index <= all.count else {
                throw CommandFailure("\(file): --index \(index), but the file holds \(all.count) \(Self.noun(of: all))")
            }
            chosen = [all[index - 1]]
        }
        if readsRecording { tellLooseEnds(chosen, among: all.count) }
        return chosen
    }

    /// The first option given that only a recording reads.
    private var recordingOption: String? {
        if pointsPerUnit != nil { return "--points-per-unit" }
        if surfaceWidth != nil { return "--surface-width" }
        if descriptionFile != nil { return "--desc" }
        return nil
    }

    /// Whether the file is read as a recording of kernel events (evemu, getevent, libinput),
    /// rather than a trace that may carry such a recording's metadata.
    var readsRecording: Bool {
        Self.recordings.contains(format ?? TraceSourceFormat.detect(URL(fileURLWithPath: file)))
    }

    /// The formats that are recordings of kernel events.
    static let recordings: [TraceSourceFormat?] = [.evemu, .getevent, .libinput]

    /// The formats that are logs of labelled gestures, whose y may run either way.
    static let datasets: [TraceSourceFormat] = [.dollar1, .mmg]

    /// Says on standard error what reading a recording guessed, left out or could not find,
    /// which the output alone would not show: the axis ranges assumed (`metadata.assumed`), its
    /// end (`metadata.ending`), or no touch at all (a device description read as a recording,
    /// a wrong `--desc`).
    private func tellLooseEnds(_ traces: [Trace], among count: Int) {
        if let unread = traces.first?.metadata["unread"] {
            FileHandle.standardError.write(Data("gesturekit: \(file): not read: \(unread)\n".utf8))
        }
        for trace in traces {
            var notes: [String] = []
            // What was guessed (getevent's axis ranges): positions depend on it, and one
            // stray value can shrink the whole recording.
            if let assumed = trace.metadata["assumed"] { notes.append(assumed) }
            if let ending = trace.metadata["ending"] { notes.append(ending) }
            if trace.events.isEmpty {
                notes.append("no touches in it (a device description, a recording of nothing, "
                             + "or a --desc of another device?)")
            }
            // A file of several devices: which one the note is about.
            let which = count > 1 ? trace.metadata["node"].map { " (\($0))" } ?? "" : ""
            for note in notes { FileHandle.standardError.write(Data("gesturekit: \(file)\(which): \(note)\n".utf8)) }
        }
    }

    /// Says on standard error what the window refused in a replay (E2), which the actions
    /// alone would hide: an imported recording keeps what the device sent (a trace file that
    /// reads has nothing refused), and a refused lift leaves its touch down for good.
    func tellRefused(_ result: ReplayResult, of trace: Trace, among count: Int) {
        guard let note = refusalNote(result, of: trace, among: count) else { return }
        FileHandle.standardError.write(Data((note + "\n").utf8))
    }

    /// The line ``tellRefused(_:of:among:)`` writes, nil when nothing was refused.
    func refusalNote(_ result: ReplayResult, of trace: Trace, among count: Int) -> String? {
        refusalNote(result.rejected, of: trace, among: count, then: "replayed")
    }

    /// `gesturekit: FILE: 2 events refused by the window, the first: …; <done> without them`,
    /// nil when nothing was refused.
    func refusalNote(_ refused: [TouchEventError], of trace: Trace, among count: Int, then done: String) -> String? {
        guard let first = refused.first else { return nil }
        let which = count > 1 ? trace.metadata["node"].map { " (\($0))" } ?? "" : ""
        return "gesturekit: \(file)\(which): " + Self.refusals(refused)
            + ", the first: \(first.description); \(done) without \(refused.count == 1 ? "it" : "them")"
    }

    /// `1 event refused by the window`, `3 events refused by the window`.
    static func refusals(_ result: ReplayResult) -> String { refusals(result.rejected) }

    static func refusals(_ refused: [TouchEventError]) -> String {
        "\(refused.count) event\(refused.count == 1 ? "" : "s") refused by the window"
    }

    /// The one trace a command works on: the file's only one, or the one chosen with --index.
    /// Taking the first of many unasked would leave the rest out unsaid.
    func singleTrace() throws -> Trace {
        let all = try traces()
        guard let trace = all.first else { throw CommandFailure("\(file): holds no gesture") }
        guard all.count == 1 else { throw CommandFailure("\(file): holds \(all.count) \(Self.noun(of: all)); choose one with --index") }
        return trace
    }

    /// What a file's traces are: a libinput file's, touch devices; a dataset file's, gestures.
    static func noun(of traces: [Trace]) -> String {
        let devices = traces.first?.metadata["format"] == "libinput"
        return devices ? (traces.count == 1 ? "touch device" : "touch devices") : (traces.count == 1 ? "gesture" : "gestures")
    }
}

extension TraceSourceFormat: @retroactive ExpressibleByArgument {}

/// A failure reported as one line, with a non-zero exit status.
struct CommandFailure: Error, CustomStringConvertible {
    let description: String
    /// Characters that show as nothing, and escape sequences, are written as `\u{1B}`
    /// (line feeds and tabs kept: a skip report has several lines): messages quote what a file
    /// holds, and a file's escape sequences must not retitle or recolour the terminal.
    init(_ description: String) {
        self.description = VisibleText.escaping(description, keepingLineBreaks: true)
    }
}
