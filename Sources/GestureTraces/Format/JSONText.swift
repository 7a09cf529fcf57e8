import Foundation

/// Small helpers for writing JSON by hand (the trace writer, the replay's JSON lines and
/// `gesturekit listen --print` write their own layout, one record per line).
public enum JSONText {
    /// `text` as a JSON string literal.
    ///
    /// - Returns: `text` in double quotes, with quotes, backslashes and control characters
    ///   (below U+0020) escaped; every other character, non-ASCII included, as it is, so
    ///   the result is meant to be written as UTF-8.
    public static func quote(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20: result += String(format: "\\u%04x", scalar.value)
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}

extension TraceError {
    /// The bytes of the file at `url`, or an error saying why they could not be read.
    static func contents(of url: URL) throws(TraceError) -> Data {
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), isFolder.boolValue {
            throw TraceError("a folder, not a file", file: url.path)
        }
        guard FileManager.default.fileExists(atPath: url.path) else { throw TraceError("no such file", file: url.path) }
        do {
            return try Data(contentsOf: url)
        } catch {
            // A pipe or a terminal (`/dev/stdin`): Foundation reads only regular files whole,
            // and says "permission" of the others.
            if let handle = FileHandle(forReadingAtPath: url.path) {
                defer { try? handle.close() }
                if let data = try? handle.readToEnd() { return data ?? Data() }
            }
            guard FileManager.default.isReadableFile(atPath: url.path) else {
                throw TraceError("cannot read the file: permission denied", file: url.path)
            }
            throw TraceError("cannot read the file (\(error.localizedDescription))", file: url.path)
        }
    }
}
