import ArgumentParser
import Foundation
import GestureTimeline
import GestureTraces

/// `gesturekit render <file> -o out.svg`: a picture of the touches and what was recognized;
/// with `--timeline`, the recognizers' states over time instead.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Draw the touches as SVG, one colour per finger, with the recognized gestures annotated; or, with --timeline, the recognizers' states over time.",
        discussion: """
            Dots grow more opaque with time; a ring marks where a finger landed and a cross where it lifted.

            With --timeline, draw the replay's decision log instead: one lane per recognizer of the scene \
            over time, coloured by state (possible, began, changed, recognized/ended, failed, cancelled), \
            with a bar for each wait of a failure requirement and an arrow where it was settled.
            """)

    @OptionGroup var input: InputOptions

    @Option(name: .shortAndLong, help: "The SVG file to write (- for standard output).")
    var output: String

    @Flag(help: "Draw the recognizers' states over time (a timeline of the decision log) instead of the touches.")
    var timeline = false

    func run() throws {
        try OutputPath.check(output)
        try OutputPath.checkNotRead(output, by: input)
        guard let trace = try input.traces().first else { throw CommandFailure("\(input.file): no gesture to draw") }
        try OutputPath.checkNotRead(output, by: input, traces: [trace])
        let result: ReplayResult
        do {
            result = try Replayer.replay(trace)
        } catch {
            throw CommandFailure("\(input.file): \(error.description)")
        }
        input.tellRefused(result, of: trace, among: 1)
        let title = URL(fileURLWithPath: input.file).lastPathComponent
        let svg: String
        let summary: String
        if timeline {
            let drawn = result.timeline(of: trace)
            svg = TimelineSVG.render(drawn, title: title)
            summary = "\(drawn.lanes.count) recognizers, \(drawn.waits.count) waits over \(Self.milliseconds(drawn.end - drawn.start))"
        } else {
            svg = SVGRenderer.render(trace, replay: result, title: title)
            summary = "\(trace.touchCount) touches, \(result.actions.count) actions"
        }
        try OutputPath.write(Data(svg.utf8), to: output)
        // On standard error, so that `-o -` gives the picture alone.
        FileHandle.standardError.write(Data("wrote \(OutputPath.name(output)): \(summary)\n".utf8))
    }

    /// `seconds` as whole milliseconds; a span too long for Int64 (a trace may hold any finite
    /// time) is written as a decimal number rather than converted, which would trap.
    static func milliseconds(_ seconds: Double) -> String {
        let value = (seconds * 1000).rounded()
        guard value.magnitude < 1e15 else { return "\(value) ms" }
        return "\(Int64(value)) ms"
    }
}
