import GestureKit

/// A deterministic stream of touch updates shaped like real use: taps, double taps, long
/// presses, one-finger drags and flicks, two-finger pinches and rotations, three-finger
/// drags, sampled at 120 Hz with a little jitter, with pauses between gestures (during
/// which deadlines fire). Every touch lands on the canvas.
public struct TouchStream {
    public private(set) var events: [TouchEvent] = []
    private var random: UInt64
    private var time = 0.0
    private var nextID = 1
    private let area: Rect

    public init(count: Int, seed: UInt64, area: Rect) {
        random = seed
        self.area = area
        while events.count < count {
            switch nextInt(8) {
            case 0: tap(times: 1)
            case 1: tap(times: 2)
            case 2: drag(fingers: 1, duration: 0.3 + 0.5 * unit(), distance: 40 + 200 * unit())
            case 3: drag(fingers: 1, duration: 0.12, distance: 160)  // a flick / swipe
            case 4: pinchAndRotate(duration: 0.4 + 0.6 * unit())
            case 5: drag(fingers: 3, duration: 0.3 + 0.3 * unit(), distance: 120)
            case 6: longPress()
            default: drag(fingers: 2, duration: 0.3 + 0.4 * unit(), distance: 100)
            }
            time += 0.3 + 0.4 * unit()  // a pause between gestures
        }
        events.removeLast(events.count - count)
        // The cut may leave fingers down; lift them so the stream ends cleanly.
        var down: [Int: Point] = [:]
        for event in events {
            for change in event.changes { down[change.id] = change.phase.isTerminal ? nil : change.location }
        }
        if !down.isEmpty {
            events[events.count - 1] = TouchEvent(
                timestamp: events[events.count - 1].timestamp + 0.01,
                changes: down.sorted { $0.key < $1.key }.map { .init(id: $0.key, phase: .ended, location: $0.value) })
        }
    }

    /// The stream with `count` coalesced samples before each moved change, spread evenly in
    /// time and place between the touch's previous change and this one (P6).
    public static func addingCoalescedSamples(_ count: Int, to events: [TouchEvent]) -> [TouchEvent] {
        var last: [Int: (time: Double, location: Point)] = [:]
        return events.map { event in
            var event = event
            for index in event.changes.indices {
                let change = event.changes[index]
                defer { last[change.id] = change.phase.isTerminal ? nil : (event.timestamp, change.location) }
                guard change.phase == .moved, let before = last[change.id] else { continue }
                event.changes[index].coalescedSamples = (1...count).map { k in
                    let f = Double(k) / Double(count + 1)
                    return TouchSample(timestamp: before.time + (event.timestamp - before.time) * f,
                                       location: before.location + (change.location - before.location) * f)
                }
            }
            return event
        }
    }

    // MARK: Gestures

    private mutating func tap(times: Int) {
        let spot = point()
        for _ in 0..<times {
            let id = takeID()
            emit([.init(id: id, phase: .began, location: spot)])
            for _ in 0..<nextInt(4) { emit([.init(id: id, phase: .moved, location: jitter(spot, 1.5))]) }
            emit([.init(id: id, phase: .ended, location: jitter(spot, 1.5))])
            time += 0.12
        }
    }

    private mutating func longPress() {
        let spot = point(), id = takeID()
        emit([.init(id: id, phase: .began, location: spot)])
        for _ in 0..<84 { emit([.init(id: id, phase: .moved, location: jitter(spot, 2))]) }  // 0.7 s of tremor
        let end = Point(x: spot.x + 60, y: spot.y + 30)
        for step in 1...30 { emit([.init(id: id, phase: .moved, location: spot + (end - spot) * (Double(step) / 30))]) }
        emit([.init(id: id, phase: .ended, location: end)])
    }

    private mutating func drag(fingers: Int, duration: Double, distance: Double) {
        let angle = unit() * 2 * Trigonometry.pi
        let direction = Point(x: Trigonometry.cos(angle), y: Trigonometry.sin(angle))
        let start = point(margin: distance / 2 + 30)
        let ids = (0..<fingers).map { _ in takeID() }
        let offsets = (0..<fingers).map { Point(x: Double($0) * 28, y: Double($0) * 6) }
        emit(zip(ids, offsets).map { .init(id: $0, phase: .began, location: start + $1) })
        let steps = Swift.max(2, Int(duration * 120))
        for step in 1...steps {
            let along = direction * (distance * Double(step) / Double(steps))
            emit(zip(ids, offsets).map { .init(id: $0, phase: .moved, location: jitter(start + $1 + along - direction * 0, 0.6)) })
        }
        emit(zip(ids, offsets).map { .init(id: $0, phase: .ended, location: start + $1 + direction * distance) })
    }

    private mutating func pinchAndRotate(duration: Double) {
        let center = point(margin: 140)
        let a = takeID(), b = takeID()
        let startRadius = 40 + 30 * unit(), endRadius = 60 + 60 * unit(), turn = (unit() - 0.5) * 2
        func positions(_ f: Double) -> (Point, Point) {
            let r = startRadius + (endRadius - startRadius) * f, angle = turn * f
            let offset = Point(x: r * Trigonometry.cos(angle), y: r * Trigonometry.sin(angle))
            return (center - offset, center + offset)
        }
        let (p0, q0) = positions(0)
        emit([.init(id: a, phase: .began, location: p0)])
        emit([.init(id: b, phase: .began, location: q0)])
        let steps = Swift.max(2, Int(duration * 120))
        for step in 1...steps {
            let (p, q) = positions(Double(step) / Double(steps))
            emit([.init(id: a, phase: .moved, location: jitter(p, 0.5)), .init(id: b, phase: .moved, location: jitter(q, 0.5))])
        }
        let (p1, q1) = positions(1)
        emit([.init(id: a, phase: .ended, location: p1), .init(id: b, phase: .ended, location: q1)])
    }

    // MARK: Helpers

    private mutating func emit(_ changes: [TouchEvent.Change]) {
        events.append(TouchEvent(timestamp: time, changes: changes))
        time += 1.0 / 120
    }

    private mutating func takeID() -> Int {
        defer { nextID += 1 }
        return nextID
    }

    private mutating func point(margin: Double = 20) -> Point {
        Point(x: area.minX + margin + (area.width - 2 * margin) * unit(), y: area.minY + margin + (area.height - 2 * margin) * unit())
    }

    private mutating func jitter(_ p: Point, _ amount: Double) -> Point {
        Point(x: p.x + (unit() - 0.5) * 2 * amount, y: p.y + (unit() - 0.5) * 2 * amount)
    }

    /// SplitMix64, so the stream is the same on every machine.
    private mutating func next() -> UInt64 {
        random &+= 0x9E37_79B9_7F4A_7C15
        var z = random
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    private mutating func unit() -> Double { Double(next() >> 11) / Double(1 << 53) }
    private mutating func nextInt(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }
}
