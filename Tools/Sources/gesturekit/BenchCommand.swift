import ArgumentParser
import Foundation
import GestureKit
import GestureTraces

/// `gesturekit bench <file>`: what each touch update of a user's own recording costs in a
/// scene, so that they can tell whether their scene is fast enough on their board.
struct BenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench",
        abstract: "Time every touch update of a recording through a scene and print per-update percentiles.",
        discussion: """
            The recording is replayed --passes times through one window (shifted in time, so the \
            window's clock keeps going forward), after one untimed warm-up pass. Each update is timed \
            on its own with the system's monotonic clock, and the figures are given for all updates \
            and separately for moves, touch-downs and lifts. The scene is the standard scene, the \
            trace's own, or the one in --scene. Build in release (swift run -c release …) to measure \
            what an app would see.
            """)

    @OptionGroup var input: InputOptions

    @Option(help: "A GestureKit trace file whose scene (views and recognizers) to use; its events are ignored.")
    var scene: String?

    @Option(parsing: .unconditional, help: "How many timed passes over the recording.")
    var passes: Int = 20

    @Flag(help: "Print one JSON object instead of text.")
    var json = false

    func validate() throws {
        guard (1...100_000).contains(passes) else { throw ValidationError("--passes must be between 1 and 100000") }
    }

    func run() throws {
        let trace = try input.singleTrace()
        guard !trace.events.isEmpty else { throw CommandFailure("\(input.file): the recording holds no touch updates") }
        var description = trace.scene ?? .standard(size: trace.windowSize)
        if let scene {
            do {
                guard let own = try TraceReader.read(contentsOf: URL(fileURLWithPath: scene)).scene else {
                    throw CommandFailure("\(scene): the trace file describes no scene")
                }
                description = own
            } catch let error as TraceError {
                throw CommandFailure(error.description)
            }
            // Built here too, so that a scene that cannot be built is blamed on its own file.
            do {
                _ = try BuiltScene(description, size: trace.windowSize)
            } catch {
                throw CommandFailure("\(scene): \(error.description)")
            }
        }
        let timings: UpdateTimings
        do {
            timings = try UpdateTimings.measure(trace, scene: description, passes: passes)
        } catch let error as TraceError {
            throw CommandFailure("\(input.file): \(error.description)")
        }
        print(json ? timings.json(file: input.file) : timings.report(file: input.file))
    }
}

/// Nanoseconds per update, by kind of update, from timed replays of one trace.
struct UpdateTimings {
    var all: [Int64] = []
    var moves: [Int64] = []
    var touchDowns: [Int64] = []
    var lifts: [Int64] = []
    var passes = 0
    var updatesPerPass = 0
    var rejected = 0

    /// The most timings one run keeps: 20 million, 160 MB for all of them and as much again
    /// for the kinds.
    static let maximumTimings = 20_000_000

    /// Replays `trace` through `scene` once untimed and `passes` times timed.
    static func measure(_ trace: Trace, scene: SceneDescription, passes: Int) throws -> UpdateTimings {
        let built = try BuiltScene(scene, size: trace.windowSize)
        var timings = UpdateTimings(passes: passes, updatesPerPass: trace.events.count)
        let (total, overflow) = trace.events.count.multipliedReportingOverflow(by: passes)
        guard !overflow, total <= maximumTimings else {
            let fitting = maximumTimings / trace.events.count
            throw CommandFailure("\(trace.events.count) updates × \(passes) passes is more than \(maximumTimings) timings to keep"
                                 + (fitting >= 1 ? ": use --passes \(fitting) or fewer" : ", even in one pass: time a part of the recording"))
        }
        timings.all.reserveCapacity(total)
        let start = trace.events[0].timestamp
        let span = (trace.events.last!.timestamp - start) + 10  // every deadline runs out between passes
        // Each pass is shifted a span later; past the window's clock limit every update of a
        // pass would be refused, and its timings would be a refusal's.
        guard Double(passes + 1) * span <= Window.maximumTimestamp else {
            let fitting = Int(Window.maximumTimestamp / span) - 1
            throw CommandFailure("the recording lasts \(span - 10) s: \(passes) passes of it, one after another, run past the "
                                 + "window's clock limit (2^32 s)" + (fitting >= 1 ? "; use --passes \(fitting) or fewer" : ""))
        }
        let clock = ContinuousClock()
        for pass in 0...passes {
            for event in trace.events {
                let shifted = TouchEvent(timestamp: event.timestamp - start + Double(pass) * span, changes: event.changes)
                let before = clock.now
                do {
                    try built.window.sendEvent(shifted)
                } catch {
                    if pass == 0 { timings.rejected += 1 }
                }
                let elapsed = before.duration(to: clock.now)
                guard pass > 0 else { continue }  // the warm-up pass fills caches and buffers
                timings.record(elapsed.nanoseconds, for: event)
            }
            built.window.advance(to: Double(pass + 1) * span - 1)
        }
        return timings
    }

    private mutating func record(_ nanoseconds: Int64, for event: TouchEvent) {
        all.append(nanoseconds)
        if event.changes.allSatisfy({ $0.phase == .moved }) { moves.append(nanoseconds) }
        if event.changes.contains(where: { $0.phase == .began }) { touchDowns.append(nanoseconds) }
        if event.changes.contains(where: { $0.phase == .ended }) { lifts.append(nanoseconds) }
    }

    private var groups: [(name: String, values: [Int64])] {
        [("all", all), ("moves", moves), ("touch-downs", touchDowns), ("lifts", lifts)]
    }

    func report(file: String) -> String {
        var lines = [
            "\(file): \(updatesPerPass) updates × \(passes) timed passes (after 1 warm-up)"
                + (rejected > 0 ? "; \(rejected) updates rejected by the window (timed as well)" : ""),
            "ns per update      count      p50      p90      p99     max",
        ]
        for (name, values) in groups where !values.isEmpty {
            let s = Percentiles(values)
            lines.append(name.padding(toLength: 14, withPad: " ", startingAt: 0)
                + [String(s.count), String(s.p50), String(s.p90), String(s.p99), String(s.max)]
                    .map { $0.leftPadded(to: 9) }.joined())
        }
        return lines.joined(separator: "\n")
    }

    func json(file: String) -> String {
        struct Report: Encodable {
            let file: String
            let passes, updatesPerPass, rejected: Int
            let nanoseconds: [String: Percentiles]
        }
        var nanoseconds: [String: Percentiles] = [:]
        for (name, values) in groups where !values.isEmpty { nanoseconds[name] = Percentiles(values) }
        let report = Report(file: file, passes: passes, updatesPerPass: updatesPerPass, rejected: rejected, nanoseconds: nanoseconds)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        // Encoding integers and strings cannot fail.
        return String(decoding: try! encoder.encode(report), as: UTF8.self)
    }
}

/// Nearest-rank percentiles of a sample.
struct Percentiles: Encodable {
    let count: Int
    let p50, p90, p99, max: Int64

    init(_ values: [Int64]) {
        count = values.count
        let sorted = values.sorted()
        func rank(_ p: Double) -> Int64 { sorted[Swift.max(0, Int((p * Double(sorted.count)).rounded(.up)) - 1)] }
        p50 = rank(0.5)
        p90 = rank(0.9)
        p99 = rank(0.99)
        max = sorted.last!
    }
}

extension Duration {
    fileprivate var nanoseconds: Int64 {
        components.seconds * 1_000_000_000 + components.attoseconds / 1_000_000_000
    }
}

extension String {
    fileprivate func leftPadded(to width: Int) -> String {
        count >= width ? " " + self : String(repeating: " ", count: width - count) + self
    }
}
