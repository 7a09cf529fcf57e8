import ArgumentParser
import Foundation
import GesturePlayground
import Glibc
import Hummingbird
import Logging
import Synchronization

/// `playground-load`: many pages drawing at once against the playground, on loopback, for a
/// bounded time; prints how long replies took (docs/Playground.md, Capacity).
///
///     swift run -c release --package-path Tools playground-load --sessions 100 --rate 120 --seconds 10
@main
struct PlaygroundLoad: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "playground-load",
        abstract: "Load the playground with pages that draw, and report reply times.",
        discussion: "Each session draws circles in one of the drawing scenes, one pointer message per 1/rate s, on a fixed schedule whatever the replies do (so an overloaded server shows as growing reply times). Loopback only.")

    @Option(help: "Pages at once (1 to 1000).") var sessions = 100
    @Option(help: "Messages per second per page (1 to 1000): 120 is a 120 Hz touchscreen.") var rate = 120.0
    @Option(help: "How long to load, in seconds (1 to 600).") var seconds = 10.0
    @Option(help: "Client threads.") var threads = 2
    @Option(help: "The port of a running `gesturekit serve` on 127.0.0.1; without it, a server is started in this process.")
    var port: Int?

    func validate() throws {
        guard (1...1000).contains(sessions) else { throw ValidationError("--sessions must be from 1 to 1000") }
        guard rate.isFinite, (1...1000).contains(rate) else { throw ValidationError("--rate must be from 1 to 1000") }
        guard seconds.isFinite, (1...600).contains(seconds) else { throw ValidationError("--seconds must be from 1 to 600") }
        guard (1...64).contains(threads) else { throw ValidationError("--threads must be from 1 to 64") }
    }

    func run() async throws {
        if let port { return try await load(port: port, server: "gesturekit serve on port \(port)") }
        let picked = Mutex<Int?>(nil)
        let configuration = PlaygroundConfiguration(port: 0, maximumSessions: sessions, idleTimeout: .seconds(60))
        let application = PlaygroundServer.application(configuration, logger: .init(label: "load") { _ in SwiftLogNoOpLogHandler() }) {
            port in picked.withLock { $0 = port }
        }
        try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask { try await application.run() }
            while picked.withLock({ $0 }) == nil { try await Task.sleep(for: .milliseconds(20)) }
            try await load(port: picked.withLock { $0 }, server: "the server in this process (release build)")
            group.cancelAll()
        }
    }

    private func load(port: Int?, server: String) async throws {
        let port = port ?? self.port ?? 0
        let inProcess = self.port == nil
        let scenes = ["check-please", "odd-one-out", "touch-tracker"]
        let clients = try (0..<sessions).map { index in
            let client = try LoadClient(port: port)
            try client.start(scene: scenes[index % scenes.count])
            return client
        }
        let usageBefore = Usage.now()
        let started = ContinuousClock.now
        let groups = (0..<threads).map { thread in stride(from: thread, to: clients.count, by: threads).map { clients[$0] } }
        let clientCPU = await withTaskGroup(of: Double.self) { tasks in
            for (index, group) in groups.enumerated() {
                let box = UncheckedBox(group)
                let phase = Double(index) / Double(threads)
                tasks.addTask {
                    await Self.onThread {
                        Self.drive(box.value, rate: rate, seconds: seconds, phase: phase)
                        return Usage.thisThread()
                    }
                }
            }
            return await tasks.reduce(0, +)
        }
        let elapsed = ContinuousClock.now - started
        let cpu = Usage.now().seconds - usageBefore.seconds
        let latencies = clients.flatMap(\.latencies).sorted()
        let sent = latencies.count + clients.reduce(0) { $0 + $1.outstanding }
        func percentile(_ p: Double) -> String {
            guard !latencies.isEmpty else { return "—" }
            return Self.milliseconds(latencies[min(latencies.count - 1, Int(Double(latencies.count) * p))])
        }
        print("playground load: \(sessions) sessions × \(Int(rate)) Hz for \(Int(seconds)) s against \(server)")
        print("messages: \(sent) sent, \(latencies.count) answered (\(Int(Double(latencies.count) / elapsed.seconds)) per second), \(clients.reduce(0) { $0 + $1.errors }) errors, \(clients.filter(\.closed).count) sessions closed")
        print("reply time: p50 \(percentile(0.5)), p90 \(percentile(0.9)), p99 \(percentile(0.99)), max \(latencies.last.map(Self.milliseconds) ?? "—")")
        let serverCPU = inProcess ? cpu - clientCPU : nil
        print(String(format: "CPU: %.1f s in %.1f s (%.0f%% of one core): the load clients %.1f s", cpu, elapsed.seconds,
                     cpu / elapsed.seconds * 100, clientCPU)
              + (serverCPU.map { String(format: ", the server %.1f s, %.0f µs per message", $0, $0 / Double(max(1, latencies.count)) * 1e6) } ?? ""))
    }

    /// Sends each client's messages on schedule and reads replies in between.
    private static func drive(_ clients: [LoadClient], rate: Double, seconds: Double, phase: Double) {
        let start = ContinuousClock.now
        let interval = Duration.seconds(1 / rate)
        var due = clients.indices.map { start + interval * (Double($0) / Double(clients.count) + phase / Double(clients.count)) }
        var entries = clients.map { pollfd(fd: $0.descriptor, events: Int16(POLLIN), revents: 0) }
        while ContinuousClock.now - start < .seconds(seconds) {
            let now = ContinuousClock.now
            for index in clients.indices where due[index] <= now && !clients[index].closed {
                clients[index].sendNextMove()
                due[index] += interval
            }
            // Rounded up to poll's milliseconds: rounded down, it would spin whenever the next
            // message is due in less than one (a message may leave up to 1 ms late; its reply
            // is timed from when it left).
            let wait = max(.zero, (due.min() ?? now) - ContinuousClock.now)
            if poll(&entries, nfds_t(entries.count), Int32((wait.seconds * 1000).rounded(.up))) > 0 {
                for index in entries.indices where entries[index].revents != 0 { clients[index].receive() }
            }
        }
        // Replies still on their way get a second to arrive.
        let drain = ContinuousClock.now
        while clients.contains(where: { $0.outstanding > 0 && !$0.closed }), ContinuousClock.now - drain < .seconds(1) {
            if poll(&entries, nfds_t(entries.count), 10) > 0 {
                for index in entries.indices where entries[index].revents != 0 { clients[index].receive() }
            }
        }
    }

    /// Runs blocking work on a thread of its own, off the cooperative pool the server uses.
    private static func onThread<T: Sendable>(_ body: @escaping @Sendable () -> T) async -> T {
        await withCheckedContinuation { continuation in
            Thread { continuation.resume(returning: body()) }.start()
        }
    }

    static func milliseconds(_ duration: Duration) -> String { String(format: "%.2f ms", duration.seconds * 1000) }
}

/// Clients handed to the one thread that drives them.
struct UncheckedBox<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}

/// CPU time this process has used.
struct Usage {
    var seconds: Double

    static func now() -> Usage {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        let user = Double(usage.ru_utime.tv_sec) + Double(usage.ru_utime.tv_usec) / 1e6
        let system = Double(usage.ru_stime.tv_sec) + Double(usage.ru_stime.tv_usec) / 1e6
        return Usage(seconds: user + system)
    }

    /// CPU time the calling thread has used, in seconds.
    static func thisThread() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}

extension Duration {
    var seconds: Double { Double(components.seconds) + Double(components.attoseconds) / 1e18 }
}
