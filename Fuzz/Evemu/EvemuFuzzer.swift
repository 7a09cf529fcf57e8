import GestureTraces
import FuzzSupport

/// evemu recordings (`gesturekit replay file.events`): any text is rejected with a line
/// number or becomes a trace, which replays through the standard scene.
@main
enum EvemuFuzzer {
    static func main() {
        FuzzerDriver.run { start, count in
            let text = String(decoding: FuzzerDriver.bytes(start, count), as: UTF8.self)
            if let trace = try? EvemuImporter.read(text) {
                _ = try? Replayer.replay(trace)
            }
            return 0
        }
    }
}
