import Foundation
@testable import PlaygroundSessions

// The reference reading of a page's message: Foundation's `JSONDecoder` over `Decodable`, as
// the session read messages before it read them by hand. It lives with the tests because the
// sessions also run as Embedded Swift in the page, which has no `Codable`;
// `MessageReadingTests` holds `ClientMessage.read` to it. The members decode in declaration
// order, as a synthesized `init(from:)` would, so that the first problem reported is the same.

extension ClientMessage: Decodable {
    private enum CodingKeys: String, CodingKey { case type, t, scene, changes, phase, kind, x, y, dx, dy, scrollType, scale, rotation }

    public init(from decoder: any Decoder) throws {
        let values = try decoder.container(keyedBy: CodingKeys.self)
        self.init(type: try values.decode(String.self, forKey: .type),
                  t: try values.decodeIfPresent(Double.self, forKey: .t),
                  scene: try values.decodeIfPresent(String.self, forKey: .scene),
                  changes: try values.decodeIfPresent([Change].self, forKey: .changes),
                  phase: try values.decodeIfPresent(String.self, forKey: .phase),
                  kind: try values.decodeIfPresent(String.self, forKey: .kind),
                  x: try values.decodeIfPresent(Double.self, forKey: .x),
                  y: try values.decodeIfPresent(Double.self, forKey: .y),
                  dx: try values.decodeIfPresent(Double.self, forKey: .dx),
                  dy: try values.decodeIfPresent(Double.self, forKey: .dy),
                  scrollType: try values.decodeIfPresent(String.self, forKey: .scrollType),
                  scale: try values.decodeIfPresent(Double.self, forKey: .scale),
                  rotation: try values.decodeIfPresent(Double.self, forKey: .rotation))
    }

    /// The words the page is told for a decoding error.
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

extension ClientMessage.Change: Decodable {
    private enum CodingKeys: String, CodingKey { case id, phase, x, y, kind, buttons, force, samples }

    // `id` and `buttons` by hand: Foundation's decoder calls `1.5` or `1e30` in an integer
    // field "not valid JSON", with no field; these say which field and why.
    public init(from decoder: any Decoder) throws {
        let values = try decoder.container(keyedBy: CodingKeys.self)
        self.init(id: try Self.wholeNumber(values, .id),
                  phase: try values.decode(String.self, forKey: .phase),
                  x: try values.decode(Double.self, forKey: .x),
                  y: try values.decode(Double.self, forKey: .y),
                  kind: try values.decodeIfPresent(String.self, forKey: .kind),
                  buttons: values.contains(.buttons) ? try Self.wholeNumber(values, .buttons) : nil,
                  force: try values.decodeIfPresent(Double.self, forKey: .force),
                  samples: try values.decodeIfPresent([ClientMessage.Sample].self, forKey: .samples))
    }

    private static func wholeNumber(_ values: KeyedDecodingContainer<CodingKeys>, _ key: CodingKeys) throws -> Int {
        let number = try values.decode(Double.self, forKey: key)
        guard let whole = Int(exactly: number) else {
            throw DecodingError.dataCorruptedError(forKey: key, in: values, debugDescription: "a whole number is expected")
        }
        return whole
    }
}

extension ClientMessage.Sample: Decodable {
    private enum CodingKeys: String, CodingKey { case t, x, y, force }

    public init(from decoder: any Decoder) throws {
        let values = try decoder.container(keyedBy: CodingKeys.self)
        self.init(t: try values.decode(Double.self, forKey: .t), x: try values.decode(Double.self, forKey: .x),
                  y: try values.decode(Double.self, forKey: .y), force: try values.decodeIfPresent(Double.self, forKey: .force))
    }
}
