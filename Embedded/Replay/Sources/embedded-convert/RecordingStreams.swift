import Foundation
import GestureTraces

/// `recordings`: one GKS1 stream per recording.
enum RecordingStreams {
    /// Converts each file; returns the exit status (1 if any failed, after trying them all).
    static func convert(_ files: [URL], to directory: URL) -> Int32 {
        var failures: Int32 = 0
        for url in files {
            do {
                guard let trace = try TraceSourceFormat.traces(from: url).first else { throw TraceError("no trace", file: url.path) }
                var writer = StreamWriter(tag: "GKS1")
                writer.f64(trace.windowSize.width)
                writer.f64(trace.windowSize.height)
                writer.events(trace.events)
                let name = streamFileName(url.deletingPathExtension().lastPathComponent)
                try Data(writer.bytes).write(to: directory.appendingPathComponent(name + ".gks"))
                print("\(name): \(trace.events.count) events")
            } catch {
                print("FAILED \(url.path): \(error)")
                failures += 1
            }
        }
        return failures == 0 ? 0 : 1
    }
}
