import Foundation

extension TraceReader {
    /// Throws at the first key a trace file's object does not have (metadata's keys are
    /// free). JSON decoding skips such keys, and a scene's `"numberOfTapsRequired": 2` or a
    /// touch's `"froce"` would be dropped without a word, deciding otherwise than its writer
    /// meant.
    ///
    /// - Parameter data: a file that decoded as a ``Trace`` (so it is valid JSON).
    /// - Throws: ``TraceError`` at the object's path, naming the key and the keys it may have.
    static func checkKeys(in data: Data) throws(TraceError) {
        // JSONDecoder has read the file, so it parses; nil would mean nothing to check.
        guard let root = try? JSONSerialization.jsonObject(with: data) else { return }
        try check(root, TraceFile.CodingKeys.self, at: "") { key, value, path throws(TraceError) in
            switch key {
            case .window: try check(value, WindowFile.CodingKeys.self, at: path)
            case .scene: try checkScene(value, at: path)
            case .events:
                try each(value, at: path) { event, path throws(TraceError) in
                    try check(event, EventFile.CodingKeys.self, at: path) { key, touches, path throws(TraceError) in
                        guard key == .touches else { return }
                        try each(touches, at: path) { touch, path throws(TraceError) in
                            try check(touch, TouchFile.CodingKeys.self, at: path) { key, samples, path throws(TraceError) in
                                guard key == .samples else { return }
                                try each(samples, at: path) { sample, path throws(TraceError) in
                                    try check(sample, SampleFile.CodingKeys.self, at: path)
                                }
                            }
                        }
                    }
                }
            default: break
            }
        }
    }

    /// A scene or a view: its views nest, and each holds recognizers.
    private static func checkScene(_ value: Any, at path: String, isView: Bool = false) throws(TraceError) {
        let body = { (key: String, value: Any, path: String) throws(TraceError) in
            if key == "views" { try each(value, at: path) { view, path throws(TraceError) in try checkScene(view, at: path, isView: true) } }
            if key == "recognizers" {
                try each(value, at: path) { recognizer, path throws(TraceError) in try check(recognizer, RecognizerFile.CodingKeys.self, at: path) }
            }
        }
        if isView {
            try check(value, ViewFile.CodingKeys.self, at: path) { key, value, path throws(TraceError) in try body(key.rawValue, value, path) }
        } else {
            try check(value, SceneFile.CodingKeys.self, at: path) { key, value, path throws(TraceError) in try body(key.rawValue, value, path) }
        }
    }

    /// Checks that the object `value` (anything else the decoder has already judged) has
    /// only `Keys`, then hands each value to `body` with its key and path.
    private static func check<Keys: CodingKey & CaseIterable & RawRepresentable<String>>(
        _ value: Any, _ keys: Keys.Type, at path: String,
        _ body: (Keys, Any, String) throws(TraceError) -> Void = { _, _, _ in }
    ) throws(TraceError) {
        guard let object = value as? [String: Any] else { return }
        for name in object.keys.sorted() {
            guard let key = Keys(rawValue: name) else {
                let known = Keys.allCases.map(\.rawValue).joined(separator: ", ")
                throw TraceError("\"\(name)\" is not a key here (\(known))", at: path.isEmpty ? "top level" : path)
            }
            try body(key, object[name] as Any, path.isEmpty ? name : "\(path).\(name)")
        }
    }

    /// Hands each element of the array `value` to `body` with its path.
    private static func each(_ value: Any, at path: String, _ body: (Any, String) throws(TraceError) -> Void) throws(TraceError) {
        guard let array = value as? [Any] else { return }
        for (index, element) in array.enumerated() { try body(element, "\(path)[\(index)]") }
    }
}
