// embedded-convert OUT_DIR RECORDING...
//
// Reads each recording with GestureTraces (evemu `.events`, with its device's `.desc` beside
// it) and writes OUT_DIR/<name>.gks (spaces and commas in the name made `_`), the compact
// stream the replay runner reads on every target. Little-endian, doubles as their IEEE bits
// so every target reads the same values:
//
//   "GKS1", window width f64, height f64, event count u32,
//   per event: timestamp f64, change count u32,
//   per change: id i32, phase i32 (TouchPhase raw value), x f64, y f64 (window points)
//
// Only what the stream holds is replayed: a change's force, radius, precise location and
// coalesced samples are left out (the runner has no file format parser to spare on a
// microcontroller, and the comparison is between targets replaying the same stream).
import Foundation
import GestureKit
import GestureTraces

struct Writer {
    var bytes: [UInt8] = []
    mutating func u32(_ value: UInt32) { withUnsafeBytes(of: value.littleEndian) { bytes += $0 } }
    mutating func i32(_ value: Int32) { u32(UInt32(bitPattern: value)) }
    mutating func f64(_ value: Double) { withUnsafeBytes(of: value.bitPattern.littleEndian) { bytes += $0 } }
}

let arguments = CommandLine.arguments.dropFirst()
guard let outDirectory = arguments.first, arguments.count > 1 else {
    FileHandle.standardError.write("usage: embedded-convert OUT_DIR RECORDING...\n".data(using: .utf8)!)
    exit(64)
}
var failures: Int32 = 0
for path in arguments.dropFirst() {
    let url = URL(fileURLWithPath: path)
    do {
        let trace = try EvemuImporter.read(contentsOf: url)
        var writer = Writer()
        writer.bytes += Array("GKS1".utf8)
        writer.f64(trace.windowSize.width)
        writer.f64(trace.windowSize.height)
        writer.u32(UInt32(trace.events.count))
        for event in trace.events {
            writer.f64(event.timestamp)
            writer.u32(UInt32(event.changes.count))
            for change in event.changes {
                writer.i32(Int32(change.id))
                writer.i32(Int32(change.phase.rawValue))
                writer.f64(change.location.x)
                writer.f64(change.location.y)
            }
        }
        // No spaces or commas in the name: qemu's semihosting command line splits on spaces.
        let name = String(url.deletingPathExtension().lastPathComponent.map { $0 == " " || $0 == "," ? "_" : $0 })
        try Data(writer.bytes).write(to: URL(fileURLWithPath: outDirectory).appendingPathComponent(name + ".gks"))
        print("\(name): \(trace.events.count) events")
    } catch {
        print("FAILED \(path): \(error)")
        failures += 1
    }
}
exit(failures == 0 ? 0 : 1)
