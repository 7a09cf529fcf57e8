import Foundation

/// What a `DecodingError` says, in the words every JSON reader of GestureKit uses: a message
/// ("expected a number", "missing field \"points\"") and where (`changes[2].location`).
///
/// ```swift
/// do { _ = try JSONDecoder().decode([Int].self, from: Data("[1, \"2\"]".utf8)) }
/// catch let error as DecodingError { print(DecodingProblem(error)) }  // Prints "[1]: expected a number"
/// ```
///
/// Foundation's own descriptions name Swift types and coding keys; these name what a person
/// writing the file would look for. The trace reader, the MMG+ importer and the templates
/// file reader (``ShapeTemplate``) share it, so the same mistake reads the same everywhere.
public struct DecodingProblem: Sendable, CustomStringConvertible {
    /// What is wrong.
    public var message: String
    /// Where, as a path into the document (`changes[2].location`); nil at the top level.
    public var path: String?

    /// The wording for an error of a kind this type does not know (a future `DecodingError`).
    public static let unknownWording = "not what was expected"

    /// Describes `error`.
    ///
    /// - Parameter error: any decoding error. A syntax error (data corrupted at the top
    ///   level) reads "not valid JSON" with the parser's reason; a reader's own
    ///   `dataCorrupted` check keeps its `debugDescription` as the message; a kind this
    ///   type does not know reads ``unknownWording``, with no path.
    public init(_ error: DecodingError) {
        switch error {
        case .typeMismatch(let type, let context):
            (message, path) = ("expected \(Self.describe(type))", Self.path(context.codingPath))
        case .valueNotFound(let type, let context):
            (message, path) = ("expected \(Self.describe(type)), found null", Self.path(context.codingPath))
        case .keyNotFound(let key, let context):
            (message, path) = ("missing field \"\(key.stringValue)\"", Self.path(context.codingPath))
        case .dataCorrupted(let context):
            // A reader's own check (`dataCorruptedError(forKey:…, debugDescription:)`) says
            // what it wanted; Foundation's parser says why the text is not JSON.
            let underlying = (context.underlyingError as NSError?)?.userInfo[NSDebugDescriptionErrorKey] as? String
            if context.codingPath.isEmpty {
                message = "not valid JSON" + (underlying.map { " (\($0))" } ?? "")
            } else {
                message = context.debugDescription
            }
            path = Self.path(context.codingPath)
        @unknown default:
            (message, path) = (Self.unknownWording, nil)
        }
    }

    /// "path: message", or the message alone at the top level.
    public var description: String { path.map { "\($0): \(message)" } ?? message }

    private static func path(_ codingPath: [any CodingKey]) -> String? {
        var text = ""
        for key in codingPath {
            if let index = key.intValue { text += "[\(index)]" } else { text += text.isEmpty ? key.stringValue : ".\(key.stringValue)" }
        }
        return text.isEmpty ? nil : text
    }

    private static func describe(_ type: Any.Type) -> String {
        switch type {
        case is Double.Type, is Int.Type: "a number"
        case is String.Type: "a string"
        case is Bool.Type: "true or false"
        case is [Any].Type: "an array"
        // A JSON object: Swift's name for it ("Dictionary<String, Any>") is no help in a file.
        default: type == [String: String].self ? "an object of strings" : type == [String: Any].self ? "an object" : "\(type)"
        }
    }
}
