import Yams

extension ConfigurationReader {
    /// The binding keys of ``BindingActions``.
    static let actionKeys = ["keys", "button", "reverse-run", "reverse-keys", "reverse-button"]

    /// `keys`/`button`, and the step-back actions, which need `on: changed` and `every`.
    static func readActions(_ fields: [String: Node], into binding: inout Binding, path: String) throws(ConfigurationError) {
        binding.actions.keys = try strokes(keys: fields["keys"], button: fields["button"], path: path, names: ("keys", "button"))
        binding.actions.reverseKeys = try strokes(keys: fields["reverse-keys"], button: fields["reverse-button"], path: path,
                                                  names: ("reverse-keys", "reverse-button"))
        if let node = fields["reverse-run"] { binding.actions.reverseRun = try command(node, path: "\(path).reverse-run") }
        for name in ["reverse-run", "reverse-keys", "reverse-button"] {
            guard let node = fields[name] else { continue }
            guard binding.every != nil else {
                throw error("\(name) undoes one step of every: give on: changed and every: STEP", node, "\(path).\(name)")
            }
        }
    }

    private static func strokes(keys: Node?, button: Node?, path: String, names: (String, String)) throws(ConfigurationError) -> KeyStrokes? {
        if let keys {
            if button != nil { throw error("give \(names.0) or \(names.1), not both", keys, "\(path).\(names.0)") }
            let text = try string(keys, path: "\(path).\(names.0)")
            do {
                return try KeyStrokes(parsing: text)
            } catch {
                throw Self.error(error.description, keys, "\(path).\(names.0)")
            }
        }
        guard let button else { return nil }
        let text = try string(button, path: "\(path).\(names.1)")
        do {
            return try KeyStrokes(button: text)
        } catch {
            throw Self.error(error.description, button, "\(path).\(names.1)")
        }
    }
}
