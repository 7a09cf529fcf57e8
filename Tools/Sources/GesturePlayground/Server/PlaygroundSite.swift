import Foundation

/// The playground's site: the page, its script and style, and the engine as WebAssembly.
///
/// The engine runs in the page (docs/Playground.md), so the site is static: `gesturekit
/// serve` serves these files, and `gesturekit serve --export DIR` writes them for any file
/// server or static host.
public struct PlaygroundSite: Sendable {
    /// One file of the site.
    public struct File: Sendable {
        /// Its name, which is also its path under the site's root (`playground.js`).
        public var name: String
        /// Its HTTP content type.
        public var contentType: String
        /// Its contents.
        public var bytes: [UInt8]

        /// A file named `name` holding `bytes`, served as `contentType`.
        public init(name: String, contentType: String, bytes: [UInt8]) {
            (self.name, self.contentType, self.bytes) = (name, contentType, bytes)
        }
    }

    /// The page, the first file: what `/` serves.
    public static let page = "index.html"
    /// The engine's file, as the page fetches it.
    public static let engine = "playground.wasm"
    /// The files in the module's resources, with their content types.
    static let resources = [(page, "text/html; charset=utf-8"), ("playground.js", "text/javascript; charset=utf-8"),
                            ("engine.js", "text/javascript; charset=utf-8"), ("playground.css", "text/css; charset=utf-8"),
                            ("timeline-model.js", "text/javascript; charset=utf-8"), ("timeline.js", "text/javascript; charset=utf-8"),
                            ("timeline.css", "text/css; charset=utf-8")]

    /// The files, the page first.
    public var files: [File]

    /// A site of `files`, the page first.
    public init(files: [File]) { self.files = files }

    /// The page, script and style from the module's resources, and the engine read from
    /// `engine` (what `Tools/Wasm/build` wrote).
    public init(engine: URL) throws(Problem) {
        var files: [File] = []
        for (name, type) in Self.resources {
            guard let url = Bundle.module.url(forResource: name, withExtension: nil, subdirectory: "Resources")
                ?? Bundle.module.url(forResource: name, withExtension: nil),
                let data = FileManager.default.contents(atPath: url.path)
            else { throw Problem(description: "the page's \(name) is missing from the GesturePlayground module's resources") }
            files.append(File(name: name, contentType: type, bytes: [UInt8](data)))
        }
        guard let wasm = FileManager.default.contents(atPath: engine.path) else {
            throw Problem(description: "the playground's engine \(engine.path) could not be read; build it with bash Tools/Wasm/build")
        }
        // Any file was served as the engine and failed only in the browser: a WebAssembly
        // module begins with "\0asm".
        guard wasm.starts(with: [0x00, 0x61, 0x73, 0x6D]) else {
            throw Problem(description: "the playground's engine \(engine.path) is not a WebAssembly module (it does not begin with \\0asm); build it with bash Tools/Wasm/build")
        }
        files.append(File(name: Self.engine, contentType: "application/wasm", bytes: [UInt8](wasm)))
        self.init(files: files)
    }

    /// The file named `name`, if the site has one.
    public func file(named name: String) -> File? { files.first { $0.name == name } }

    /// Writes every file into `folder`, creating it if needed; returns the paths written.
    @discardableResult
    public func export(to folder: URL) throws(Problem) -> [String] {
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            return try files.map { file in
                let url = folder.appendingPathComponent(file.name)
                try Data(file.bytes).write(to: url)
                return url.path
            }
        } catch {
            throw Problem(description: "the site could not be written to \(folder.path): \(error.localizedDescription)")
        }
    }

    /// Why the site could not be read or written, in words.
    public struct Problem: Error, CustomStringConvertible {
        /// What went wrong, and what to do.
        public var description: String
    }
}
