import Foundation
import Hummingbird
import HummingbirdTesting
import Testing
@testable import GesturePlayground

extension PlaygroundSite {
    /// The page, script and style from the resources, and four bytes for an engine: what the
    /// server does with the files, without building the real engine.
    static let sample: PlaygroundSite = {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("gesturekit-site-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let engine = folder.appendingPathComponent("playground.wasm")
        _ = FileManager.default.createFile(atPath: engine.path, contents: Data([0x00, 0x61, 0x73, 0x6D]))
        defer { try? FileManager.default.removeItem(at: folder) }
        do { return try PlaygroundSite(engine: engine) } catch { fatalError("\(error)") }
    }()
}

/// The site `gesturekit serve` serves and `--export` writes: the page, its script, its style
/// and the engine.
@Suite("Playground: the site")
struct SiteTests {
    @Test("The page and its files are served, cross-origin isolated; the server listens on loopback by default")
    func served() async throws {
        #expect(PlaygroundConfiguration().host == "127.0.0.1")
        let app = PlaygroundServer.application(PlaygroundConfiguration(port: 0), site: .sample)
        _ = try await app.test(.router) { client in
            try await client.execute(uri: "/", method: .get) { response in
                #expect(response.status == .ok)
                #expect(String(buffer: response.body).contains("<canvas id=\"canvas\""))
                #expect(response.headers[HTTPFields.Element.Name("Cross-Origin-Opener-Policy")!] == "same-origin")
                #expect(response.headers[HTTPFields.Element.Name("Cross-Origin-Embedder-Policy")!] == "require-corp")
            }
            try await client.execute(uri: "/playground.js", method: .get) { response in
                #expect(String(buffer: response.body).contains("setPointerCapture"))
                #expect(response.headers[.contentType]?.hasPrefix("text/javascript") == true)
            }
            try await client.execute(uri: "/playground.css", method: .get) { response in
                #expect(String(buffer: response.body).contains("touch-action: none"))
            }
            try await client.execute(uri: "/timeline.js", method: .get) { response in
                #expect(String(buffer: response.body).contains("class TimelineView"))
                #expect(response.headers[.contentType]?.hasPrefix("text/javascript") == true)
            }
            try await client.execute(uri: "/timeline-model.js", method: .get) { response in
                #expect(String(buffer: response.body).contains("class TimelineModel"))
            }
            try await client.execute(uri: "/timeline.css", method: .get) { response in
                #expect(response.headers[.contentType]?.hasPrefix("text/css") == true)
                #expect(String(buffer: response.body).contains("touch-action: pan-y"))
            }
            try await client.execute(uri: "/playground.wasm", method: .get) { response in
                #expect(Array(response.body.readableBytesView) == [0x00, 0x61, 0x73, 0x6D])
                #expect(response.headers[.contentType] == "application/wasm")
            }
            try await client.execute(uri: "/ws", method: .get) { response in
                #expect(response.status == .notFound)  // no engine on the server any more
            }
        }
    }

    @Test("--export writes every file, the page first, with the page's links relative so that any folder of any host serves it")
    func export() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("gesturekit-export-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let written = try PlaygroundSite.sample.export(to: folder.appendingPathComponent("nested"))
        #expect(written.map { URL(fileURLWithPath: $0).lastPathComponent }
                == ["index.html", "playground.js", "engine.js", "playground.css", "timeline-model.js", "timeline.js", "timeline.css", "playground.wasm"])
        let page = try String(contentsOf: folder.appendingPathComponent("nested/index.html"), encoding: .utf8)
        #expect(page.contains(#"src="playground.js""#) && page.contains(#"src="engine.js""#) && page.contains(#"href="playground.css""#))
        #expect(page.contains(#"src="timeline-model.js""#) && page.contains(#"src="timeline.js""#) && page.contains(#"href="timeline.css""#))
        #expect(!page.contains(#"="/"#), "an absolute link breaks a site exported into a subfolder")
        let script = try String(contentsOf: folder.appendingPathComponent("nested/playground.js"), encoding: .utf8)
        #expect(script.contains(#""playground.wasm""#) && !script.contains("WebSocket"))
    }

    @Test("An engine that is not there is named, with the command that builds it")
    func missingEngine() {
        #expect(throws: PlaygroundSite.Problem.self) { try PlaygroundSite(engine: URL(fileURLWithPath: "/nonexistent/playground.wasm")) }
        do {
            _ = try PlaygroundSite(engine: URL(fileURLWithPath: "/nonexistent/playground.wasm"))
        } catch {
            #expect(error.description == "the playground's engine /nonexistent/playground.wasm could not be read; build it with bash Tools/Wasm/build")
        }
    }

    /// `serve --wasm /bin/ls` was accepted and served; the page failed in the browser.
    @Test("An engine that is not WebAssembly is refused, with the command that builds one")
    func engineThatIsNotWebAssembly() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("not-wasm-\(UUID().uuidString).wasm")
        try Data("#!/bin/sh\n".utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        do {
            _ = try PlaygroundSite(engine: file)
            Issue.record("a shell script was taken as the engine")
        } catch {
            #expect(error.description == "the playground's engine \(file.path) is not a WebAssembly module (it does not begin with \\0asm); build it with bash Tools/Wasm/build")
        }
    }
}
