import Foundation
import GestureKit

/// A message from the page.
struct ClientMessage: Decodable {
    struct Change: Decodable {
        var id: Int
        var phase: String
        var x: Double
        var y: Double
        var kind: String?
        var buttons: Int?
        var force: Double?
        var samples: [Sample]?

        /// A mouse press is a pointer touch (P5); a pen is a pencil.
        var touchType: TouchType { kind == "mouse" ? .indirectPointer : kind == "pen" ? .pencil : .direct }
    }

    struct Sample: Decodable {
        var t: Double
        var x: Double
        var y: Double
        var force: Double?
    }

    var type: String
    var t: Double?
    var scene: String?
    var changes: [Change]?
    // Hover, scroll and transform messages.
    var phase: String?
    var kind: String?
    var x: Double?
    var y: Double?
    var dx: Double?
    var dy: Double?
    var scrollType: String?
    var scale: Double?
    var rotation: Double?

    static func describe(_ error: DecodingError) -> String {
        func path(_ keys: [any CodingKey]) -> String {
            keys.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined().trimmingCharacters(in: CharacterSet(charactersIn: "."))
        }
        switch error {
        case .keyNotFound(let key, let context):
            let at = path(context.codingPath)
            return (at.isEmpty ? "" : at + ": ") + "missing \"\(key.stringValue)\""
        case .typeMismatch(_, let context), .valueNotFound(_, let context):
            return path(context.codingPath) + ": wrong type"
        case .dataCorrupted:
            return "not JSON"
        @unknown default:
            return "not a message"
        }
    }
}
