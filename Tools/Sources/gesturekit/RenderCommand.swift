import ArgumentParser
import Foundation
import GestureTraces

/// `gesturekit render <file> -o out.svg`: a picture of the touches and what was recognized.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Draw the touches as SVG, one colour per finger, with the recognized gestures annotated.",
        discussion: "Dots grow more opaque with time; a ring marks where a finger landed and a cross where it lifted.")

    @OptionGroup var input: InputOptions

    @Option(name: .shortAndLong, help: "The SVG file to write.")
    var output: String

    func run() throws {
        guard let trace = try input.traces().first else { throw CommandFailure("\(input.file): no gesture to draw") }
        let result: ReplayResult
        do {
            result = try Replayer.replay(trace)
        } catch {
            throw CommandFailure("\(input.file): \(error.description)")
        }
        let title = URL(fileURLWithPath: input.file).lastPathComponent
        let svg = SVGRenderer.render(trace, replay: result, title: title)
        do {
            try Data(svg.utf8).write(to: URL(fileURLWithPath: output))
        } catch {
            throw CommandFailure("\(output): cannot write (\(error.localizedDescription))")
        }
        print("wrote \(output): \(trace.touchCount) touches, \(result.actions.count) actions")
    }
}
