import Foundation
import GestureKit
import GestureTraces
import FuzzSupport

/// Templates files (`ShapeTemplate`, what `gesturekit listen` and library users load): any
/// bytes are refused with a TraceError or read; what is read can be written, and the file
/// written reads back as it was written (a second write gives the same bytes); every matcher
/// and detector then sees the templates as gestures.
@main
enum TemplatesFuzzer {
    static func main() {
        FuzzerDriver.run { start, count in
            guard let templates = try? ShapeTemplate.read(Data(FuzzerDriver.bytes(start, count))) else { return 0 }
            do {
                let written = try ShapeTemplate.encoded(templates)
                let again = try ShapeTemplate.read(written)
                FuzzerDriver.require(again.map(\.name) == templates.map(\.name), "names changed when written and read back")
                FuzzerDriver.require(again.map(\.strokes.count) == templates.map(\.strokes.count), "strokes changed when written and read back")
                FuzzerDriver.require(try ShapeTemplate.encoded(again) == written, "a file read back was written differently")
            } catch {
                FuzzerDriver.require(false, "templates that were read could not be written and read back: \(error)")
            }
            ShapeExercise.run(templates.map { template in
                LabelledGesture(label: template.name, subject: "file",
                                strokes: template.strokes.map { $0.map { StrokePoint(x: $0.x, y: $0.y, time: nil) } })
            })
            return 0
        }
    }
}
