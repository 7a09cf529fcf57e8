import Foundation
import GestureListen
import GestureTraces

/// Where `listen`'s configuration lives and how it is read: the same for `listen`, its
/// `--check` and `service install`, so that what one accepts the others accept.
enum ListenConfigurationFile {
    /// `$XDG_CONFIG_HOME/gesturekit/listen.yaml`, `~/.config/gesturekit/listen.yaml` without it.
    static var defaultFile: URL {
        let base = ProcessInfo.processInfo.environment["XDG_CONFIG_HOME"].flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0) }
            ?? FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".config")
        return base.appendingPathComponent("gesturekit/listen.yaml")
    }

    /// The file `listen` reads: `explicit` (a `--config`), else the default one when it exists.
    static func file(_ explicit: String?) -> URL? {
        if let explicit { return URL(fileURLWithPath: explicit) }
        return FileManager.default.fileExists(atPath: defaultFile.path) ? defaultFile : nil
    }

    /// The templates file of `configuration`'s shape bindings: its `templates`, else
    /// `shapes.json`, from `folder` (the configuration file's).
    static func templatesFile(of configuration: ListenConfiguration, folder: URL) -> URL {
        URL(fileURLWithPath: configuration.templates ?? "shapes.json", relativeTo: folder).standardizedFileURL
    }

    /// The templates the shape bindings of `configuration` match (none without one), each
    /// bound shape among them: asked by `listen` before any device is waited for, by
    /// `--check` and by `service install`.
    static func templates(for configuration: ListenConfiguration, from file: URL) throws(CommandFailure) -> [ShapeTemplate] {
        guard let first = configuration.bindings.firstIndex(where: { $0.gesture == .shape }) else { return [] }
        guard FileManager.default.fileExists(atPath: file.path) else {
            throw CommandFailure("bindings[\(first)].shape: \(file.path) does not exist: record a shape into it with gesturekit "
                                 + "listen --record-template NAME, or name another file (templates: FILE, or --templates)")
        }
        do {
            let templates = try ShapeTemplate.load(from: file)
            try BindingScene.checkShapes(of: configuration.bindings, templates: templates, templatesFile: file.path)
            return templates
        } catch {
            throw CommandFailure(error.description)
        }
    }

    /// Reads `file`: trusted (no one else can write it), a regular file, UTF-8, valid YAML of
    /// the documented keys; each failure names the file (and the line, for the YAML).
    static func read(_ file: URL) throws(CommandFailure) -> ListenConfiguration {
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: file.path, isDirectory: &isFolder), isFolder.boolValue {
            throw CommandFailure("\(file.path): is a folder, not a configuration file")
        }
        #if os(Linux)
        do {
            try FileTrust.check(file.path)
        } catch {
            throw CommandFailure(error.description)
        }
        #endif
        let data: Data
        do {
            data = try Data(contentsOf: file)
        } catch {
            throw CommandFailure("\(file.path): cannot be read (\(error.localizedDescription))")
        }
        guard let text = String(validating: data, as: UTF8.self) else {
            throw CommandFailure("\(file.path): " + Self.notUTF8(data))
        }
        do {
            return try ConfigurationReader.configuration(fromYAML: text)
        } catch {
            throw CommandFailure("\(file.path): \(error)")
        }
    }

    /// Where `data` stops being UTF-8: `line 3: not UTF-8 (byte 0xE9)`. A configuration
    /// saved in Latin-1 by an old editor, or a binary file, is told apart from a wrong value.
    static func notUTF8(_ data: Data) -> String {
        var line = 1, start = data.startIndex
        while start < data.endIndex {
            // The longest prefix that is UTF-8, a character at a time (at most 4 bytes each).
            var end = start
            var valid = false
            for length in 1...4 where start + length <= data.endIndex {
                if String(validating: data[start..<start + length], as: UTF8.self) != nil {
                    end = start + length
                    valid = true
                    break
                }
            }
            guard valid else {
                return "line \(line): not UTF-8 (byte 0x\(String(data[start], radix: 16, uppercase: true))): "
                    + "save the configuration as UTF-8"
            }
            if data[start] == UInt8(ascii: "\n") { line += 1 }
            start = end
        }
        return "not UTF-8: save the configuration as UTF-8"
    }
}
