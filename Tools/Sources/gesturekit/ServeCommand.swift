import ArgumentParser
import GesturePlayground
import Hummingbird

/// `gesturekit serve`: the browser playground.
struct ServeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Serve the browser playground: the source material's sample apps, live, with the decision log.",
        discussion: "Open http://127.0.0.1:8080 (or the --host and --port you chose). Each browser tab gets its own scene and window; the engine runs here.")

    @Option(help: "The address to listen on. Loopback by default; 0.0.0.0 exposes the playground to the network.")
    var host = "127.0.0.1"

    @Option(help: "The port.")
    var port = 8080

    @Option(name: .customLong("max-sessions"), help: "The most browser tabs at once.")
    var maximumSessions = 16

    @Option(name: .customLong("idle-timeout"), help: "Seconds of silence after which a session is closed and its touches cancelled.")
    var idleTimeout = 30.0

    func validate() throws {
        guard (0...65535).contains(port) else { throw ValidationError("--port must be between 0 and 65535") }
        guard maximumSessions >= 1 else { throw ValidationError("--max-sessions must be at least 1") }
        guard idleTimeout > 0, idleTimeout.isFinite else { throw ValidationError("--idle-timeout must be a positive number of seconds") }
    }

    func run() async throws {
        let configuration = PlaygroundConfiguration(
            host: host, port: port, maximumSessions: maximumSessions,
            idleTimeout: .milliseconds(Int64(idleTimeout * 1000)))
        print("GestureKit playground on http://\(host):\(port)/")
        try await PlaygroundServer.application(configuration).runService()
    }
}
