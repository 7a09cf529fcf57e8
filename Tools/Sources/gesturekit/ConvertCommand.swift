import ArgumentParser
import Foundation
import GestureTraces

/// `gesturekit convert <file> -o out.trace.json`: any supported input as a GestureKit trace.
struct ConvertCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "convert",
        abstract: "Write a recording or a dataset gesture as a GestureKit trace file (docs/Traces.md).")

    @OptionGroup var input: InputOptions

    @Option(name: .shortAndLong, help: "The trace file to write.")
    var output: String

    @Option(name: .customLong("note"), help: "A note to keep in the trace's metadata (a licence, a description).")
    var notes: [String] = []

    func run() throws {
        try OutputPath.check(output)
        let resolved = { (path: String) in URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path }
        if resolved(output) == resolved(input.file) {
            throw CommandFailure("\(output): is the file being converted; writing it would replace the recording: choose another -o")
        }
        let traces = try input.traces()
        // One file, one trace: converting the first of many would lose the rest unsaid.
        guard var trace = traces.first, traces.count == 1 else {
            throw CommandFailure("\(input.file): holds \(traces.count) gestures; choose one with --index")
        }
        for (index, note) in notes.enumerated() { trace.metadata[notes.count == 1 ? "note" : "note\(index + 1)"] = note }
        do {
            try TraceWriter.write(trace, to: URL(fileURLWithPath: output))
        } catch let error as TraceError {
            throw CommandFailure("\(output): not written: \(error)")
        } catch {
            throw CommandFailure("\(output): cannot write (\(error.localizedDescription))")
        }
        print("wrote \(output): \(trace.events.count) events, \(trace.touchCount) touches")
    }
}
