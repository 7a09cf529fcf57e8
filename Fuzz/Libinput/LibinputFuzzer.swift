import GestureTraces
import FuzzSupport

/// `libinput record` files (`gesturekit replay recording.yml`): any text is rejected with a
/// line number or becomes a trace, which replays through its standard scene.
@main
enum LibinputFuzzer {
    static func main() {
        FuzzerDriver.run { start, count in
            let text = String(decoding: FuzzerDriver.bytes(start, count), as: UTF8.self)
            if let trace = try? LibinputRecordImporter.read(text) {
                _ = try? Replayer.replay(trace)
            }
            return 0
        }
    }
}
