import Foundation
import GestureTraces

/// The daemon's templates file: GestureTraces' ``ShapeTemplate`` format, read only from a
/// file no one else can write, since its shapes' names reach commands.
extension ShapeTemplate {
    /// The templates in the file at `url`; none when it does not exist yet (the first
    /// `--record-template` makes it). A file that others can write is refused (``FileTrust``).
    public static func load(from url: URL) throws(ConfigurationError) -> [ShapeTemplate] {
        guard FileManager.default.fileExists(atPath: url.path) else { return [] }
        #if os(Linux)
        try FileTrust.check(url.path)
        #endif
        do {
            return try read(contentsOf: url)
        } catch {
            throw ConfigurationError([error.location, error.message].compactMap { $0 }.joined(separator: ": "), at: url.path)
        }
    }

    /// Writes `templates` to `url`, replacing it whole.
    public static func save(_ templates: [ShapeTemplate], to url: URL) throws(ConfigurationError) {
        do {
            try write(templates, to: url)
        } catch {
            throw ConfigurationError(error.message, at: url.path)
        }
    }
}
