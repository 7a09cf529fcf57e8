#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Testing
import EngineInvariants
import GestureKit

/// Numbers from the environment, for runs longer than the default one.
struct ProcessEnvironment {
    func integer(_ name: String) -> Int? {
        guard let value = getenv(name) else { return nil }
        return Int(String(cString: value))
    }
}

/// An error a random world threw, with the seed that builds the world again.
struct FailedWorld: Error, CustomStringConvertible {
    let seed: Int
    let error: any Error
    var description: String { "seed \(seed): \(error)" }
}

/// Random valid touch streams over random view trees and recognizer sets never break the
/// engine's invariants. Each seed builds its own world; a failure names the seed.
@Suite("Invariants under random input")
struct PropertyTests {
    @Test("Random streams keep every invariant", arguments: 0..<150)
    func invariants(seed: Int) throws {
        _ = try run(seed: seed)
    }

    /// More worlds than the fast subset above: 500 by default; `GESTUREKIT_WORLDS=100000` in a
    /// release build is the long run `.ci/sanitizers worlds` makes (seeds from 150 on, so none repeats the subset),
    /// bounded by `GESTUREKIT_WORLDS_SECONDS` (900 by default):
    /// `GESTUREKIT_WORLDS=100000 swift test -c release --filter PropertyTests/atScale`.
    /// Worlds share nothing, so one worker per core plays them (`GESTUREKIT_WORLDS_WORKERS`
    /// sets how many; at most 8 by default): each takes every n-th seed, so a run checks the
    /// same seeds however many.
    @Test("Random streams keep every invariant at scale (GESTUREKIT_WORLDS worlds, fixed seeds, bounded time)")
    func atScale() async throws {
        let environment = ProcessEnvironment()
        let count = environment.integer("GESTUREKIT_WORLDS") ?? 500
        let budget = Duration.seconds(environment.integer("GESTUREKIT_WORLDS_SECONDS") ?? 900)
        let workers = max(1, environment.integer("GESTUREKIT_WORLDS_WORKERS") ?? min(8, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))))
        let clock = ContinuousClock()
        let start = clock.now
        let checked = try await withThrowingTaskGroup(of: Int.self) { group in
            for worker in 0..<workers {
                group.addTask {
                    // The budget runs from when this worker gets a thread: in a whole `swift test`
                    // it may wait behind other tests first (100 s in one CI run).
                    let began = clock.now
                    var checked = 0
                    for seed in stride(from: 150 + worker, to: 150 + count, by: workers) {
                        guard !Task.isCancelled, clock.now - began < budget else { break }  // another found a fault
                        do { _ = try run(seed: seed) } catch { throw FailedWorld(seed: seed, error: error) }
                        checked += 1
                    }
                    return checked
                }
            }
            return try await group.reduce(0, +)
        }
        print("random worlds: \(checked) of \(count) checked (seeds 150..<\(150 + count), \(workers) worker\(workers == 1 ? "" : "s")) in \(clock.now - start)")
        #expect(checked == count, "the time budget ran out after \(checked) worlds")
    }

    /// The invariants above would hold trivially if nothing happened: check that the
    /// random worlds exercise every kind of decision.
    @Test("The random worlds exercise every kind of decision")
    func coverage() throws {
        var totals: [String: Int] = [:]
        for seed in 0..<40 {
            for (kind, count) in try run(seed: seed) { totals[kind, default: 0] += count }
        }
        for kind in ["began", "ended", "changed", "pending", "prevented", "engineCancelled", "undecided",
                     "unfinished", "refused", "viewCancelled", "viewEnded", "reset", "shouldBegin", "requirement"] {
            #expect(totals[kind, default: 0] > 0, "no \(kind) in 40 random worlds: \(totals)")
        }
    }

    /// Now and then a hover, a scroll or a trackpad transform step (P5) between touch events.
    private func sendPointerInput(to window: Window, at time: inout Double, using rng: inout SeededRandom) throws {
        guard rng.chance(0.25) else { return }
        time += Double.random(in: 0...0.1, using: &rng)
        let location = Point(x: Double.random(in: 0...400, using: &rng), y: Double.random(in: 0...400, using: &rng))
        let phases: [PointerGesturePhase] = [.began, .changed, .changed, .changed, .ended]
        let phase = phases.randomElement(using: &rng)!
        switch rng.next() % 3 {
        case 0:
            let hover: [HoverEvent.Phase] = [.entered, .moved, .moved, .exited]
            try window.sendEvent(HoverEvent(timestamp: time, phase: hover.randomElement(using: &rng)!, location: location))
        case 1:
            let delta = Point(x: Double.random(in: -40...40, using: &rng), y: Double.random(in: -40...40, using: &rng))
            try window.sendEvent(ScrollEvent(timestamp: time, location: location, translation: delta,
                                             type: rng.chance(0.5) ? .discrete : .continuous, phase: phase))
        default:
            try window.sendEvent(TransformEvent(timestamp: time, location: location, scale: Double.random(in: 0.8...1.25, using: &rng),
                                                rotation: Double.random(in: -0.3...0.3, using: &rng), phase: phase))
        }
    }

    /// Runs one random world and returns how many decisions of each kind it made.
    private func run(seed: Int) throws -> [String: Int] {
        let world = RandomWorld(seed: UInt64(seed) &* 7919 &+ 1)
        var stats: [String: Int] = [:]
        world.window.addDecisionObserver { record in
            let kind: String
            switch record.kind {
            case .committed(_, _, let to): kind = "\(to)"
            case .pending: kind = "pending"
            case .failed(_, .preventedBy), .cancelled(_, .preventedBy): kind = "prevented"
            case .failed(_, .undecidedWhenTouchesEnded): kind = "undecided"
            case .cancelled(_, .unfinishedWhenTouchesEnded): kind = "unfinished"
            case .failed(_, .shouldBeginDenied): kind = "shouldBegin"
            case .failed(_, .requiredRecognizerSucceeded): kind = "requirement"
            case .cancelled: kind = "engineCancelled"
            case .failed: kind = "failed"
            case .invalidTransition: kind = "refused"
            case .reset: kind = "reset"
            case .delivered(_, .cancelled, _): kind = "viewCancelled"
            case .delivered(_, .ended, _): kind = "viewEnded"
            case .delivered: kind = "delivered"
            case .requirementCycle: kind = "cycle"
            case .eventRejected: kind = "rejected"
            }
            stats[kind, default: 0] += 1
        }
        var rng = SeededRandom(seed: UInt64(seed) &+ 1_000_003)
        var down: [Int: Point] = [:]
        var nextID = 1
        var time = 0.0
        func randomPoint() -> Point {
            Point(x: Double.random(in: -10...410, using: &rng), y: Double.random(in: -10...410, using: &rng))
        }
        for _ in 0..<120 {
            time += Double.random(in: 0...0.15, using: &rng)
            var changes: [TouchEvent.Change] = []
            for (id, point) in down.sorted(by: { $0.key < $1.key }) {
                switch rng.next() % 10 {
                case 0, 1:
                    changes.append(.init(id, .ended, x: point.x, y: point.y))
                    down[id] = nil
                case 2 where rng.chance(0.2):
                    changes.append(.init(id, .cancelled, x: point.x, y: point.y))
                    down[id] = nil
                case 3: changes.append(.init(id, .stationary, x: point.x, y: point.y))
                case 4: break
                default:
                    let moved = Point(x: point.x + Double.random(in: -30...30, using: &rng), y: point.y + Double.random(in: -30...30, using: &rng))
                    changes.append(.init(id, .moved, x: moved.x, y: moved.y))
                    down[id] = moved
                }
            }
            if down.count < 4, rng.chance(0.35) {
                let point = randomPoint()
                changes.append(.init(nextID, .began, x: point.x, y: point.y))
                down[nextID] = point
                nextID += 1
            }
            try world.window.sendEvent(TouchEvent(timestamp: time, changes: changes.shuffled(using: &rng)))
            world.perturb()
            try sendPointerInput(to: world.window, at: &time, using: &rng)
        }
        try world.window.sendEvent(HoverEvent(timestamp: time, phase: .exited, location: .zero))
        time += 0.1
        try world.window.sendEvent(TouchEvent(timestamp: time, changes: down.map { .init($0.key, .ended, x: $0.value.x, y: $0.value.y) }))
        world.window.advance(to: .infinity)

        // Every recognizer is back to possible once all touches end and deadlines pass, its
        // actions formed gestures, every view saw each touch begin and end in order, and the
        // window holds nothing.
        let violations = world.violationsAtRest()
        #expect(violations.isEmpty, "seed \(seed): \(violations.joined(separator: "; "))")
        return stats
    }
}
