import GestureKit

/// The scripted input streams: each is played on a fresh ``Scene`` and covers one built-in
/// recognizer (or input path), with the decision log and the actions printed as they come.
enum Streams {
    /// Every stream's name and body, in the order they are played.
    static var all: [(name: String, play: (Player) -> Void)] { [
        ("single tap (waits for the double tap to fail)", { p in
            p.tap(1, at: 0, x: 195, y: 420)
            p.advance(to: 1)
        }),
        ("double tap", { p in
            p.tap(1, at: 0, x: 195, y: 420)
            p.tap(2, at: 0.2, x: 197, y: 421)
            p.advance(to: 1)
        }),
        ("long press", { p in
            p.touch(1, .began, at: 0, x: 100, y: 700)
            p.touch(1, .moved, at: 0.3, x: 103, y: 702)
            p.advance(to: 0.6)
            p.touch(1, .moved, at: 0.7, x: 110, y: 705)
            p.touch(1, .ended, at: 0.9, x: 110, y: 705)
        }),
        ("swipe right", { p in
            p.drag(1, from: (60, 720), to: (300, 725), start: 0, duration: 0.12, frames: 8)
            p.advance(to: 1)
        }),
        ("pan (the taps fail once it moves)", { p in
            p.drag(1, from: (100, 300), to: (260, 520), start: 0, duration: 0.5, frames: 30)
            p.advance(to: 1)
        }),
        ("screen-edge pan from the left edge", { p in
            p.drag(1, from: (3, 500), to: (180, 505), start: 0, duration: 0.3, frames: 18)
        }),
        ("pinch: two fingers spread from 100 to 200 pt", { p in
            p.twoFingers(start: 0, frames: 18) { f in
                let half = 50 + 50 * f
                return ((195 - half, 420), (195 + half, 420))
            }
        }),
        ("rotation: two fingers turn a quarter turn", { p in
            p.twoFingers(start: 0, frames: 24) { f in
                let angle = f * Trigonometry.pi / 2
                let dx = 60 * Trigonometry.cos(angle), dy = 60 * Trigonometry.sin(angle)
                return ((195 - dx, 420 - dy), (195 + dx, 420 + dy))
            }
        }),
        ("hover over the list", { p in
            for (index, phase) in [HoverEvent.Phase.entered, .moved, .moved, .exited].enumerated() {
                let x = 60 + 70 * Double(index)
                p.send(HoverEvent(timestamp: 0.1 * Double(index), phase: phase, location: Point(x: x, y: 100),
                                  altitudeAngle: 0.5 + 0.1 * Double(index), azimuthAngle: 0.3 * Double(index)))
            }
        }),
        ("continuous scroll over the list", { p in
            for step in 0...6 {
                let phase: PointerGesturePhase = step == 0 ? .began : step == 6 ? .ended : .changed
                p.send(ScrollEvent(timestamp: 0.016 * Double(step), location: Point(x: 200, y: 100),
                                   translation: Point(x: 0, y: -7.5 * Double(step)), type: .continuous, phase: phase))
            }
        }),
        ("trackpad transform over the photo", { p in
            for step in 0...5 {
                let phase: PointerGesturePhase = step == 0 ? .began : step == 5 ? .ended : .changed
                p.send(TransformEvent(timestamp: 0.02 * Double(step), location: Point(x: 195, y: 420),
                                      scale: 1 + 0.1 * Double(step), rotation: 0.05 * Double(step), phase: phase))
            }
        }),
        ("bad input is rejected with a reason", { p in
            p.touch(1, .began, at: 1, x: 195, y: 420)
            p.touch(1, .began, at: 1.1, x: 195, y: 420)
            p.touch(2, .moved, at: 1.2, x: 10, y: 10)
            p.touch(3, .began, at: 0.5, x: 10, y: 10)
            p.touch(1, .ended, at: 1.3, x: 195, y: 420)
            p.advance(to: 2)
        }),
    ] }

    /// Plays every stream, each on a fresh scene, and prints its log.
    static func playAll() {
        for (index, stream) in all.enumerated() {
            print("== \(index + 1). \(stream.name)")
            let scene = Scene()
            stream.play(Player(window: scene.window))
            scene.window.advance(to: Swift.min(scene.window.currentTime + 2, Window.maximumTimestamp))
        }
        Shapes.play()
        print("== \(all.count + 1) streams")
    }
}
