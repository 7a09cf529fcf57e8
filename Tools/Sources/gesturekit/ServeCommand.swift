import ArgumentParser
import GesturePlayground
import Glibc
import Hummingbird

/// `gesturekit serve`: the browser playground.
struct ServeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Serve the browser playground: the source material's sample apps, live, with the decision log.",
        discussion: """
            Open http://127.0.0.1:8080 (or the --host and --port you chose; with --port 0 the port \
            the system picked is printed). Each browser tab gets its own scene and window; the engine \
            runs here. Only the playground's own page may open sessions unless --allow-origin says \
            otherwise.
            """)

    @Option(help: "The address to listen on. Loopback by default; 0.0.0.0 exposes the playground to the network.")
    var host = "127.0.0.1"

    @Option(help: "The port; 0 picks a free one and prints it.")
    var port = 8080

    @Option(name: .customLong("max-sessions"), help: "The most browser tabs at once (1 to \(PlaygroundConfiguration.mostSessions)).")
    var maximumSessions = 16

    @Option(name: .customLong("idle-timeout"), help: "Seconds of silence after which a session is closed and its touches cancelled (at most a day).")
    var idleTimeout = 30.0

    @Option(name: .customLong("allow-origin"),
            help: "A web origin (such as https://example.com) whose pages may also open sessions; repeatable; * allows any.")
    var allowedOrigins: [String] = []

    func validate() throws {
        do { _ = try playgroundConfiguration() } catch { throw ValidationError(error.description) }
    }

    func run() async throws {
        let configuration = try playgroundConfiguration()
        let application = PlaygroundServer.application(configuration) { port in
            print("GestureKit playground on \(PlaygroundServer.pageAddress(host: configuration.host, port: port))")
            fflush(nil)  // every stream: a script waiting for the port reads it now, not when the buffer fills
        }
        do {
            try await application.runService()
        } catch {
            guard let problem = PlaygroundServer.startupProblem(error, configuration: configuration) else { throw error }
            throw ServeError(description: problem)
        }
    }

    private func playgroundConfiguration() throws(PlaygroundConfiguration.InvalidOption) -> PlaygroundConfiguration {
        let configuration = PlaygroundConfiguration(
            host: host, port: port, maximumSessions: maximumSessions,
            idleTimeout: try PlaygroundConfiguration.timeout(seconds: idleTimeout, option: "--idle-timeout"), allowedOrigins: allowedOrigins)
        try configuration.validate()
        return configuration
    }
}

/// Why the playground could not start, in words.
struct ServeError: Error, CustomStringConvertible {
    var description: String
}
