import ArgumentParser
import Foundation
import GesturePlayground
import Hummingbird

/// `gesturekit serve`: the browser playground.
struct ServeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Serve the browser playground: the source material's sample apps, live, with the decision log.",
        discussion: """
            Open http://127.0.0.1:8080 (or the --host and --port you chose; with --port 0 the port \
            the system picked is printed). The engine runs in the page, as WebAssembly: each tab has \
            its own scenes, and the page keeps working once loaded, server or not. With --export DIR \
            the site is written to DIR instead, for any static file server. The engine is built from \
            this source tree by Tools/Wasm/build when it is missing or older than its sources.
            """)

    @Option(help: "The address to listen on. Loopback by default; 0.0.0.0 exposes the playground to the network.")
    var host = "127.0.0.1"

    @Option(parsing: .unconditional, help: "The port; 0 picks a free one and prints it.")
    var port = 8080

    @Option(help: ArgumentHelp("Write the site (page, script, style, engine) into this folder and exit, instead of serving it.",
                               valueName: "folder"))
    var export: String?

    @Option(help: ArgumentHelp("The engine to serve, instead of building Tools/Wasm/build's from this source tree.",
                               valueName: "playground.wasm"))
    var wasm: String?

    func validate() throws {
        do { try playgroundConfiguration().validate() } catch { throw ValidationError(error.description) }
    }

    func run() async throws {
        let site: PlaygroundSite
        do { site = try PlaygroundSite(engine: try engine()) } catch let problem as PlaygroundSite.Problem {
            throw ServeError(description: problem.description)
        }
        if let export {
            let paths = try site.export(to: URL(fileURLWithPath: export))
            for path in paths { print("wrote \(path)") }
            print("The playground is a static site now: serve \(export) with any file server, e.g. python3 -m http.server -d \(export)")
            return
        }
        let configuration = playgroundConfiguration()
        let application = PlaygroundServer.application(configuration, site: site) { port in
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

    private func playgroundConfiguration() -> PlaygroundConfiguration {
        PlaygroundConfiguration(host: host, port: port)
    }

    /// The engine to serve: `--wasm`, or the one `Tools/Wasm/build` makes in this source tree,
    /// which is run first (it does nothing when the engine is newer than its sources).
    private func engine() throws -> URL {
        if let wasm { return URL(fileURLWithPath: wasm) }
        let root = URL(fileURLWithPath: #filePath)  // Tools/Sources/gesturekit/ServeCommand.swift
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let script = root.appendingPathComponent("Tools/Wasm/build")
        let built = root.appendingPathComponent("Tools/.build/playground/playground.wasm")
        guard FileManager.default.fileExists(atPath: script.path) else {
            guard FileManager.default.fileExists(atPath: built.path) else {
                throw ServeError(description: "the playground's engine is not built and its source tree (\(root.path)) is not here: pass --wasm with a playground.wasm built by Tools/Wasm/build")
            }
            return built
        }
        let build = Process()
        build.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        build.arguments = ["bash", script.path, built.path]
        try build.run()
        build.waitUntilExit()
        guard build.terminationStatus == 0 else {
            throw ServeError(description: "the playground's engine could not be built (above). Tools/Wasm/build needs what Embedded/README.md lists for wasm32: apt-get install libclang-rt-dev-wasm32 wasi-libc (and binaryen, to make it smaller)")
        }
        return built
    }
}

/// Why the playground could not start, in words.
struct ServeError: Error, CustomStringConvertible {
    var description: String
}
