import Foundation
import GestureKit
import GestureTraces
import FuzzSupport

/// Scene descriptions (the `scene` of a trace file; `gesturekit bench --scene`): the input
/// is the scene object alone, so that every mutation lands in it. A scene that reads is
/// built and a fixed set of gestures (taps, a double tap, a pinch, swipes, a long press)
/// replays through it.
@main
enum SceneFuzzer {
    static func main() {
        FuzzerDriver.run { start, count in
            var file = Data(#"{"format":"gesturekit-trace","version":1,"window":{"width":400,"height":400},"events":[],"scene":"#.utf8)
            file.append(contentsOf: FuzzerDriver.bytes(start, count))
            file.append(contentsOf: "}".utf8)
            if let scene = try? TraceReader.read(file).scene {
                _ = try? Replayer.replay(Trace(windowSize: Size(width: 400, height: 400), events: SceneFuzzer.gestures), scene: scene)
            }
            return 0
        }
    }

    /// Taps, a double tap, a two-finger pinch, a swipe each way, a long press.
    static let gestures: [TouchEvent] = {
        var events: [TouchEvent] = []
        var t = 0.0
        func add(_ changes: [TouchEvent.Change], after dt: Double) {
            t += dt
            events.append(TouchEvent(timestamp: t, changes: changes))
        }
        for (x, y) in [(100.0, 100.0), (102.0, 101.0)] {  // a double tap
            add([.init(1, .began, x: x, y: y)], after: 0.2)
            add([.init(1, .ended, x: x, y: y)], after: 0.05)
        }
        add([.init(2, .began, x: 150, y: 200), .init(3, .began, x: 250, y: 200)], after: 1)  // a pinch out
        for step in 1...10 {
            let d = Double(step) * 8
            add([.init(2, .moved, x: 150 - d, y: 200), .init(3, .moved, x: 250 + d, y: 200)], after: 0.016)
        }
        add([.init(2, .ended, x: 70, y: 200), .init(3, .ended, x: 330, y: 200)], after: 0.016)
        for direction in [-1.0, 1.0] {  // swipes
            add([.init(4, .began, x: 200, y: 300)], after: 1)
            for step in 1...8 { add([.init(4, .moved, x: 200 + direction * Double(step) * 20, y: 300)], after: 0.016) }
            add([.init(4, .ended, x: 200 + direction * 160, y: 300)], after: 0.016)
        }
        add([.init(5, .began, x: 300, y: 100)], after: 1)  // a long press
        add([.init(5, .ended, x: 300, y: 100)], after: 0.8)
        return events
    }()
}
