import ArgumentParser
import Foundation
import GestureTraces

/// The input file and how to read it, shared by the subcommands.
struct InputOptions: ParsableArguments {
    @Argument(help: "The file to read: a trace, an evemu or libinput record recording, Android getevent output, a $1 XML log or an MMG+ .jsonl file.")
    var file: String

    @Option(help: "The file's format: trace, evemu, getevent, libinput, dollar1 or mmg (detected by content when omitted).")
    var format: TraceSourceFormat?

    @Option(name: .customLong("points-per-unit"), parsing: .unconditional,
            help: "evemu: points per device unit (default: from the device's resolution at 160 points per inch, or the surface scaled to --surface-width).")
    var pointsPerUnit: Double?

    @Option(name: .customLong("surface-width"), parsing: .unconditional, help: "evemu: the width in points of a surface whose resolution is unknown.")
    var surfaceWidth: Double = 1024

    @Option(parsing: .unconditional, help: "For files with several gestures (MMG+): which one, counting from 1 (default: all for replay, the first for render; convert and bench need one).")
    var index: Int?

    @Option(name: .customLong("desc"),
            help: "evemu: the device description (.desc) to take the axes from (default: the one beside the recording whose name begins the recording's, whatever the separators).")
    var descriptionFile: String?

    func validate() throws {
        if let pointsPerUnit, !(pointsPerUnit > 0 && pointsPerUnit.isFinite) {
            throw ValidationError("--points-per-unit must be a positive number")
        }
        if !(surfaceWidth > 0 && surfaceWidth.isFinite) { throw ValidationError("--surface-width must be a positive number") }
        if let index, index < 1 { throw ValidationError("--index counts from 1") }
    }

    /// The traces in the file, or the one chosen with --index.
    func traces() throws -> [Trace] {
        let url = URL(fileURLWithPath: file)
        let all: [Trace]
        do {
            all = try TraceSourceFormat.traces(from: url, format: format,
                                               evemu: .init(pointsPerUnit: pointsPerUnit, fallbackWidth: surfaceWidth,
                                                            descriptionFile: descriptionFile.map { URL(fileURLWithPath: $0) }))
        } catch {
            throw CommandFailure(error.description)
        }
        guard let index else { return all }
        guard index <= all.count else { throw CommandFailure("\(file): --index \(index), but the file holds \(all.count) gesture(s)") }
        return [all[index - 1]]
    }

    /// The one trace a command works on: the file's only one, or the one chosen with --index.
    /// Taking the first of many unasked would leave the rest out unsaid.
    func singleTrace() throws -> Trace {
        let all = try traces()
        guard let trace = all.first else { throw CommandFailure("\(file): holds no gesture") }
        guard all.count == 1 else { throw CommandFailure("\(file): holds \(all.count) gestures; choose one with --index") }
        return trace
    }
}

extension TraceSourceFormat: @retroactive ExpressibleByArgument {}

/// A failure reported as one line, with a non-zero exit status.
struct CommandFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
