import ArgumentParser
import Foundation
import GestureTraces

/// `gesturekit convert <file> -o out.trace.json`: any supported input as a GestureKit trace.
struct ConvertCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "convert",
        abstract: "Write a recording or a dataset gesture as a GestureKit trace file (docs/Traces.md).",
        discussion: """
            Events the engine refuses (a coordinate past its range, a touch that lifts twice: \
            rule E2) are left out of the trace, as a replay leaves them out, and counted on \
            standard error with the first named; --strict writes nothing instead.
            """)

    @OptionGroup var input: InputOptions

    @Option(name: .shortAndLong, help: "The trace file to write (- for standard output).")
    var output: String

    @Option(name: .customLong("note"), help: "A note to add to the trace's metadata (a licence, a description): as 'note', else the first of 'note2', 'note3', … that the trace does not have.")
    var notes: [String] = []

    @Flag(help: "Write nothing if the engine refuses any event, rather than leaving such events out.")
    var strict = false

    func run() throws {
        try OutputPath.check(output)
        try OutputPath.checkNotRead(output, by: input)
        let whole = try input.singleTrace()
        try OutputPath.checkNotRead(output, by: input, traces: [whole])
        var (trace, refused) = whole.withoutRefusedEvents()
        if let first = refused.first, strict || trace.events.isEmpty {
            let what = trace.events.isEmpty ? "every event refused by the window (\(refused.count))" : InputOptions.refusals(refused)
            throw CommandFailure("\(OutputPath.name(output)): not written: \(what), the first: \(first.description)")
        }
        for note in notes { trace.metadata[Self.freeNoteKey(in: trace.metadata)] = note }
        let text: String
        do {
            text = try TraceWriter.text(of: trace)
        } catch {
            throw CommandFailure("\(OutputPath.name(output)): not written: \(error)")
        }
        try OutputPath.write(Data(text.utf8), to: output)
        // On standard error, so that `-o -` gives the trace alone; said once it is written.
        // --index means a file of several devices, whose note names the device.
        if let note = input.refusalNote(refused, of: whole, among: input.index == nil ? 1 : 2, then: "written") {
            FileHandle.standardError.write(Data("\(note)\n".utf8))
        }
        FileHandle.standardError.write(Data("wrote \(OutputPath.name(output)): \(trace.events.count) event\(trace.events.count == 1 ? "" : "s"), \(trace.touchCount) touch\(trace.touchCount == 1 ? "" : "es")\n".utf8))
    }

    /// `note`, else the first of `note2`, `note3`, … not in `metadata`: a note is added, never
    /// written over one the trace has (a trace's note may hold its licence).
    static func freeNoteKey(in metadata: [String: String]) -> String {
        guard metadata["note"] != nil else { return "note" }
        var number = 2
        while metadata["note\(number)"] != nil { number += 1 }
        return "note\(number)"
    }
}
