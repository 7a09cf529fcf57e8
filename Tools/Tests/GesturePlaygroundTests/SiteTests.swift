import Foundation
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
@Suite("Playground: the site", .timeLimit(.minutes(1)))  // a live server that never listens fails, not hangs
struct SiteTests {
    @Test("The page and its files are served, cross-origin isolated; the server listens on loopback by default")
    func served() async throws {
        #expect(PlaygroundConfiguration().host == "127.0.0.1")
        let paths = ["/", "/playground.js", "/playground.css", "/timeline.js", "/timeline-model.js", "/timeline.css", "/playground.wasm", "/ws"]
        let responses = try await withLiveServer(PlaygroundConfiguration(port: 0)) { port in
            try await blocking { try paths.map { try RawResponse.get($0, port: port) } }
        }
        let served = Dictionary(uniqueKeysWithValues: zip(paths, responses))
        let page = try #require(served["/"])
        #expect(page.status == 200)
        #expect(page.text.contains("<canvas id=\"canvas\""))
        #expect(page.headers["cross-origin-opener-policy"] == "same-origin")
        #expect(page.headers["cross-origin-embedder-policy"] == "require-corp")
        #expect(served["/playground.js"]?.text.contains("setPointerCapture") == true)
        #expect(served["/playground.js"]?.headers["content-type"]?.hasPrefix("text/javascript") == true)
        #expect(served["/playground.css"]?.text.contains("touch-action: none") == true)
        #expect(served["/timeline.js"]?.text.contains("class TimelineView") == true)
        #expect(served["/timeline.js"]?.headers["content-type"]?.hasPrefix("text/javascript") == true)
        #expect(served["/timeline-model.js"]?.text.contains("class TimelineModel") == true)
        #expect(served["/timeline.css"]?.headers["content-type"]?.hasPrefix("text/css") == true)
        #expect(served["/timeline.css"]?.text.contains("touch-action: pan-y") == true)
        #expect(served["/playground.wasm"]?.body == [0x00, 0x61, 0x73, 0x6D])
        #expect(served["/playground.wasm"]?.headers["content-type"] == "application/wasm")
        #expect(served["/ws"]?.status == 404)  // no engine on the server any more
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
