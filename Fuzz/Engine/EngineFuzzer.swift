import EngineInvariants
import FuzzSupport
import GestureKit

/// The engine itself: the input builds a random world (EngineInvariants' `RandomWorld`, the
/// property tests' worlds) and then, byte by byte, a stream of input against it — touches
/// that begin, move, rest, end or are cancelled, several at once, time passing, hovers,
/// scrolls, trackpad transforms, the scene changing between events, and events that are
/// invalid (E2), which must be refused whole. After every step the recognizers' actions
/// and the views' deliveries must be well formed; at the end, with every touch lifted and
/// every deadline passed, nothing may be left over.
@main
enum EngineFuzzer {
    static func main() {
        FuzzerDriver.run { start, count in
            var input = ByteReader(FuzzerDriver.bytes(start, count))
            var session = EngineSession(seed: input.uint64())
            var steps = 0
            while !input.isAtEnd, steps < 500 {
                session.step(&input)
                FuzzerDriver.require(session.world.violations.isEmpty, "after step \(steps): \(session.world.violations)")
                steps += 1
            }
            session.finish()
            let left = session.world.violationsAtRest()
            FuzzerDriver.require(left.isEmpty, "at rest: \(left)")
            return 0
        }
    }
}

/// A world and the touches the stream has down in it.
struct EngineSession {
    var world: RandomWorld
    private var down: [(id: Int, location: Point)] = []
    private var nextID = 1
    private var time = 0.0

    init(seed: UInt64) { world = RandomWorld(seed: seed) }

    /// Reads one operation from `input` and performs it.
    mutating func step(_ input: inout ByteReader) {
        time += Double(input.byte() % 32) * 0.004
        let operation = input.byte() % 16
        switch operation {
        case 0, 1, 2: begin(at: point(&input))
        case 3, 4, 5: move(&input)
        case 6, 7, 8: finish(touchAt: Int(input.byte()), phase: [.ended, .cancelled, .stationary][Int(operation - 6)])
        case 9: moveAll(&input)
        case 10: world.window.advance(to: time)
        case 11: send(HoverEvent(timestamp: time, phase: [.entered, .moved, .exited][Int(input.byte() % 3)], location: point(&input)))
        case 12:
            send(ScrollEvent(timestamp: time, location: point(&input), translation: Point(x: input.double(in: -60...60), y: input.double(in: -60...60)),
                             type: input.byte() % 2 == 0 ? .discrete : .continuous, phase: pointerPhase(&input)))
        case 13:
            send(TransformEvent(timestamp: time, location: point(&input), scale: input.double(in: 0.5...2), rotation: input.double(in: -1...1),
                                phase: pointerPhase(&input)))
        case 14: world.perturbNow()
        default: sendInvalid(kind: input.byte(), &input)
        }
    }

    /// Lifts every touch and lets every deadline pass.
    mutating func finish() {
        time += 0.1
        send(HoverEvent(timestamp: time, phase: .exited, location: .zero))
        sendValid(down.map { .init($0.id, .ended, x: $0.location.x, y: $0.location.y) })
        down = []
        world.window.advance(to: .infinity)
    }

    private func point(_ input: inout ByteReader) -> Point {
        Point(x: input.double(in: -20...420), y: input.double(in: -20...420))
    }

    private func pointerPhase(_ input: inout ByteReader) -> PointerGesturePhase {
        [.began, .changed, .changed, .ended][Int(input.byte() % 4)]
    }

    private mutating func begin(at location: Point) {
        guard down.count < 5 else { return }
        down.append((nextID, location))
        sendValid([.init(nextID, .began, x: location.x, y: location.y)])
        nextID += 1
    }

    private mutating func move(_ input: inout ByteReader) {
        guard !down.isEmpty else { return }
        let index = Int(input.byte()) % down.count
        down[index].location.x += input.double(in: -40...40)
        down[index].location.y += input.double(in: -40...40)
        sendValid([.init(down[index].id, .moved, x: down[index].location.x, y: down[index].location.y)])
    }

    /// Every touch moves by the same amount, in one event, as a hand does.
    private mutating func moveAll(_ input: inout ByteReader) {
        let dx = input.double(in: -30...30), dy = input.double(in: -30...30)
        for index in down.indices {
            down[index].location.x += dx
            down[index].location.y += dy
        }
        sendValid(down.map { .init($0.id, .moved, x: $0.location.x, y: $0.location.y) })
    }

    private mutating func finish(touchAt choice: Int, phase: TouchPhase) {
        guard !down.isEmpty else { return }
        let index = choice % down.count
        let touch = down[index]
        if phase != .stationary { down.remove(at: index) }
        sendValid([.init(touch.id, phase, x: touch.location.x, y: touch.location.y)])
    }

    /// An event the window must refuse (E2): it throws, and nothing changes.
    private mutating func sendInvalid(kind: UInt8, _ input: inout ByteReader) {
        let known = down.first
        let event: TouchEvent
        switch kind % 6 {
        case 0: event = TouchEvent(timestamp: time, changes: [.init(10_000, .moved, x: 1, y: 1)])
        case 1:
            guard let known else { return }
            event = TouchEvent(timestamp: time, changes: [.init(known.id, .began, x: 1, y: 1)])
        case 2: event = TouchEvent(timestamp: time, changes: [.init(nextID, .began, x: .nan, y: 1)])
        case 3: event = TouchEvent(timestamp: time, changes: [.init(nextID, .began, x: 1, y: -.infinity)])
        case 4:
            guard world.window.currentTime > 0 else { return }
            event = TouchEvent(timestamp: world.window.currentTime - 1 - input.double(in: 0...5), changes: [.init(nextID, .began, x: 1, y: 1)])
        default:
            event = TouchEvent(timestamp: time, changes: [.init(nextID, .began, x: 1, y: 1), .init(nextID, .moved, x: 2, y: 2)])
        }
        let before = world.window.currentTime
        do {
            try world.window.sendEvent(event)
            FuzzerDriver.require(false, "the window accepted an invalid event: \(event)")
        } catch {
            FuzzerDriver.require(world.window.currentTime == before, "a refused event moved the clock")
        }
    }

    private func sendValid(_ changes: [TouchEvent.Change]) {
        do {
            try world.window.sendEvent(TouchEvent(timestamp: time, changes: changes))
        } catch {
            FuzzerDriver.require(false, "the window refused a valid event: \(error)")
        }
    }

    private func send(_ event: HoverEvent) { _ = try? world.window.sendEvent(event) }
    private func send(_ event: ScrollEvent) { _ = try? world.window.sendEvent(event) }
    private func send(_ event: TransformEvent) { _ = try? world.window.sendEvent(event) }
}
