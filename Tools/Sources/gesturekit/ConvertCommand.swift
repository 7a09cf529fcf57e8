import ArgumentParser
import Foundation
import GestureTraces

/// `gesturekit convert <file> -o out.trace.json`: any supported input as a GestureKit trace.
struct ConvertCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "convert",
        abstract: "Write a recording or a dataset gesture as a GestureKit trace file (docs/Traces.md).")

    @OptionGroup var input: InputOptions

    @Option(name: .shortAndLong, help: "The trace file to write (- for standard output).")
    var output: String

    @Option(name: .customLong("note"), help: "A note to add to the trace's metadata (a licence, a description): as 'note', else the first of 'note2', 'note3', … that the trace does not have.")
    var notes: [String] = []

    func run() throws {
        try OutputPath.check(output)
        try OutputPath.checkNotRead(output, by: input)
        var trace = try input.singleTrace()
        try OutputPath.checkNotRead(output, by: input, traces: [trace])
        for note in notes { trace.metadata[Self.freeNoteKey(in: trace.metadata)] = note }
        let text: String
        do {
            text = try TraceWriter.text(of: trace)
        } catch {
            throw CommandFailure("\(OutputPath.name(output)): not written: \(error)")
        }
        try OutputPath.write(Data(text.utf8), to: output)
        // On standard error, so that `-o -` gives the trace alone.
        FileHandle.standardError.write(Data("wrote \(OutputPath.name(output)): \(trace.events.count) events, \(trace.touchCount) touches\n".utf8))
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
