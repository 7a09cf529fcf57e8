import Foundation
import GestureListen

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
        let text: String
        do {
            text = try String(contentsOf: file, encoding: .utf8)
        } catch {
            throw CommandFailure("\(file.path): cannot be read (\(error.localizedDescription))")
        }
        do {
            return try ConfigurationReader.configuration(fromYAML: text)
        } catch {
            throw CommandFailure("\(file.path): \(error)")
        }
    }
}
