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
