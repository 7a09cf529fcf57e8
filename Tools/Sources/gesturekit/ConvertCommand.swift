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
        if Self.sameFile(output, input.file) {
            throw CommandFailure("\(output): is the file being converted; writing it would replace the recording: choose another -o")
        }
        var trace = try input.singleTrace()
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

    /// Whether two paths name one file (by its device and inode, so a link is caught too);
    /// false when either does not exist.
    static func sameFile(_ a: String, _ b: String) -> Bool {
        var first = stat(), second = stat()
        guard stat(a, &first) == 0, stat(b, &second) == 0 else { return false }
        return first.st_dev == second.st_dev && first.st_ino == second.st_ino
    }
}
