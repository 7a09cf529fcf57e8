// embedded-convert recordings OUT_DIR RECORDING...
// embedded-convert gestures OUT_DIR COLLECTION_DIR
//
// The native half of comparing targets: reads files with GestureTraces (which Embedded Swift
// does not compile) and writes the compact little-endian streams the runner (Embedded/Runner)
// reads on every target, doubles as their IEEE bits so every target reads the same values.
//
// recordings: each recording (evemu `.events` with its `.desc` beside it, or Android
// `getevent` output, told apart by content) becomes OUT_DIR/<name>.gks:
//
//   "GKS1", window width f64, height f64, EVENTS
//
// gestures: a $1 collection (a folder of $1 logs, one folder per person) becomes one
// OUT_DIR/<collection>-<person>.gkg per person; each holds the templates (the first gesture
// of each class by the collection's first person, at medium speed where the logs say) and
// every gesture of that person:
//
//   "GKG1", template count u32, per template: STRING name, point count u32, (x f64, y f64)...
//   gesture count u32, per gesture: STRING label, window width f64, height f64, EVENTS
//
// where STRING is a byte count u32 and that many bytes of UTF-8, and EVENTS is an event count
// u32, then per event: timestamp f64, change count u32, per change: id i32, phase i32
// (TouchPhase raw value), x f64, y f64 (window points).
//
// Only what the streams hold is replayed: a change's force, radius, precise location and
// coalesced samples are left out (the runner has no file format parser to spare on a
// microcontroller, and the comparison is between targets replaying the same stream).
import Foundation

let arguments = Array(CommandLine.arguments.dropFirst())
let usage = "usage: embedded-convert recordings OUT_DIR RECORDING... | gestures OUT_DIR COLLECTION_DIR\n"
guard arguments.count >= 3 else {
    FileHandle.standardError.write(Data(usage.utf8))
    exit(64)
}
let outDirectory = URL(fileURLWithPath: arguments[1])
switch arguments[0] {
case "recordings":
    exit(RecordingStreams.convert(arguments.dropFirst(2).map { URL(fileURLWithPath: $0) }, to: outDirectory))
case "gestures" where arguments.count == 3:
    exit(GestureStreams.convert(collection: URL(fileURLWithPath: arguments[2]), to: outDirectory))
default:
    FileHandle.standardError.write(Data(usage.utf8))
    exit(64)
}
