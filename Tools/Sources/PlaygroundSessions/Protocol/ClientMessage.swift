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

        private enum CodingKeys: String, CodingKey { case id, phase, x, y, kind, buttons, force, samples }

        // Written out for `id` and `buttons`: Foundation's decoder calls `1.5` or `1e30` in
        // an integer field "not valid JSON", with no field; these say which field and why.
        init(from decoder: any Decoder) throws {
            let values = try decoder.container(keyedBy: CodingKeys.self)
            id = try Self.wholeNumber(values, .id)
            phase = try values.decode(String.self, forKey: .phase)
            x = try values.decode(Double.self, forKey: .x)
            y = try values.decode(Double.self, forKey: .y)
            kind = try values.decodeIfPresent(String.self, forKey: .kind)
            buttons = values.contains(.buttons) ? try Self.wholeNumber(values, .buttons) : nil
            force = try values.decodeIfPresent(Double.self, forKey: .force)
            samples = try values.decodeIfPresent([Sample].self, forKey: .samples)
        }

        private static func wholeNumber(_ values: KeyedDecodingContainer<CodingKeys>, _ key: CodingKeys) throws -> Int {
            let number = try values.decode(Double.self, forKey: key)
            guard let whole = Int(exactly: number) else {
                throw DecodingError.dataCorruptedError(forKey: key, in: values, debugDescription: "a whole number is expected")
            }
            return whole
        }
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
        case .dataCorrupted(let context) where !context.codingPath.isEmpty:
            // Valid JSON that the field cannot hold (`id: 1.5`, `1e30`).
            return path(context.codingPath) + ": " + context.debugDescription
        case .dataCorrupted:
            return "not JSON"
        @unknown default:
            return "not a message"
        }
    }
}
