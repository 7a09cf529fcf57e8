import Foundation
import GestureTraces
import FuzzSupport

/// Trace files (docs/Traces.md), as `gesturekit replay` and `bench` read them: any bytes
/// are rejected with a TraceError or read, and a trace that reads replays through its own
/// scene (or the standard one) without a crash, a hang or a leak.
@main
enum TraceFuzzer {
    static func main() {
        FuzzerDriver.run { start, count in
            let data = Data(FuzzerDriver.bytes(start, count))
            if let trace = try? TraceReader.read(data) {
                _ = try? Replayer.replay(trace)
            }
            return 0
        }
    }
}
