import Foundation

extension ShapeTemplate {
    /// Throws at the first key a templates file's object does not have, as a trace's reader
    /// does (``TraceReader``): JSON decoding skips such keys, so a template's misspelt
    /// `"stroke"` would be dropped without a word and the template refused for missing its
    /// points, or a second list of templates under `"template"` ignored whole.
    ///
    /// - Parameter data: the file's bytes; JSON that does not parse is left to the decoder,
    ///   which says where it breaks.
    /// - Throws: ``TraceError`` at the object's path, naming the key and the keys it may have.
    static func checkKeys(in data: Data, file: String?) throws(TraceError) {
        guard let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else { return }
        try checkKeys(of: root, known: ["templates"], at: "top level", file: file)
        for (index, template) in (root["templates"] as? [Any] ?? []).enumerated() {
            guard let object = template as? [String: Any] else { continue }
            try checkKeys(of: object, known: ["name", "points", "strokes"], at: "templates[\(index)]", file: file)
        }
    }

    private static func checkKeys(of object: [String: Any], known: [String], at path: String, file: String?) throws(TraceError) {
        guard let unknown = object.keys.sorted().first(where: { !known.contains($0) }) else { return }
        throw TraceError("not a templates file: \"\(unknown)\" is not a key here (\(known.joined(separator: ", ")))", at: path, file: file)
    }
}
