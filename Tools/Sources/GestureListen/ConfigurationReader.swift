import GestureKit
import Yams

/// Reads a ``ListenConfiguration`` from YAML, and single bindings from `--bind` flags, with
/// errors that say which value is wrong and on which line.
public enum ConfigurationReader {
    static let topKeys = ["device", "devices", "screen", "rotate", "grab", "edge-margin", "templates", "bindings"] + focusKeys
    static let bindingKeys = ["gesture", "fingers", "taps", "direction", "edge", "on", "run", "every", "threshold",
                              "duration", "shape", "score", "only-on"] + conditionKeys + actionKeys

    /// The configuration in `text`.
    public static func configuration(fromYAML text: String) throws(ConfigurationError) -> ListenConfiguration {
        var configuration = ListenConfiguration()
        guard let root = try compose(text, path: "") else { return configuration }
        let fields = try mapping(root, path: "", keys: topKeys)
        configuration.devices = try devices(fields["device"], fields["devices"])
        if let node = fields["screen"] { configuration.screen = try screen(node, path: "screen") }
        if let node = fields["rotate"] {
            let text = try string(node, path: "rotate")
            guard let degrees = Int(text), [0, 90, 180, 270].contains(degrees) else {
                throw error("expected 0, 90, 180 or 270, got \"\(text)\"", node, "rotate")
            }
            configuration.rotate = degrees
        }
        if let node = fields["grab"] { configuration.grab = try bool(node, path: "grab") }
        if let node = fields["edge-margin"] { configuration.edgeMargin = try number(node, path: "edge-margin", above: 0) }
        if let node = fields["templates"] { configuration.templates = try string(node, path: "templates") }
        configuration.focus = try focus(fields)
        if let node = fields["bindings"] {
            guard case .sequence(let items) = node else { throw error("expected a list of bindings", node, "bindings") }
            for (index, item) in items.enumerated() {
                configuration.bindings.append(try binding(item, path: "bindings[\(index)]", edgeMargin: configuration.edgeMargin))
            }
            try checkRepeats(in: configuration, line: { items[$0].mark?.line }, name: { "bindings[\($0)]" })
        }
        try checkFocus(of: configuration, line: fields["focus"]?.mark?.line) { "bindings[\($0)]" }
        return configuration
    }

    /// Refuses a binding that repeats an earlier one exactly — the same gesture, moment,
    /// conditions and command: both would act on every gesture (a workspace switched twice),
    /// which a copied line does without anyone meaning it. Bindings that differ in anything,
    /// the command included, may share a gesture. `name` and `line` place a binding by index.
    public static func checkRepeats(in configuration: ListenConfiguration, line: (Int) -> Int? = { _ in nil },
                                    name: (Int) -> String) throws(ConfigurationError) {
        var first: [Binding: Int] = [:]
        for (index, binding) in configuration.bindings.map(\.withDefaultsWritten).enumerated() {
            if let earlier = first[binding] {
                throw ConfigurationError("repeats \(name(earlier)) exactly (the same gesture, moment, conditions and command): "
                                         + "both would act on every such gesture; remove one", at: name(index), line: line(index))
            }
            first[binding] = index
        }
    }

    /// Refuses `focus: none` beside a binding that names an `application:`: asked nothing,
    /// the application is never known, and such a binding never acts. `name` names the
    /// binding at an index (the file's, or a `--bind` laid over it); `line` is `focus`'s.
    public static func checkFocus(of configuration: ListenConfiguration, line: Int? = nil,
                                  name: (Int) -> String) throws(ConfigurationError) {
        guard case .disabled = configuration.focus,
              let index = configuration.bindings.firstIndex(where: { !$0.conditions.applications.isEmpty }) else { return }
        throw ConfigurationError("focus: none asks no one which application has the focus, so the application: of \(name(index)) "
                                 + "could never hold: choose how to ask, or leave focus out", at: "focus", line: line)
    }

    /// One binding written as a YAML mapping, as `--bind` takes it:
    /// `{gesture: swipe, fingers: 3, direction: up, run: "…"}`. `path` names it in errors;
    /// `edgeMargin` is the configuration's, which decides whether a swipe from an edge has
    /// room to go towards it.
    public static func binding(fromYAML text: String, path: String,
                               edgeMargin: Double = ListenConfiguration.defaultEdgeMargin) throws(ConfigurationError) -> Binding {
        do throws(ConfigurationError) {
            guard let node = try compose(text, path: path) else { throw ConfigurationError("empty binding", at: path) }
            guard case .mapping = node else { throw ConfigurationError(bindHint, at: path) }
            return try binding(node, path: path, edgeMargin: edgeMargin)
        } catch {
            var error = error
            error.line = nil  // a flag's value has no lines worth naming
            // Written without its braces, a binding is not a mapping YAML can read on one line.
            if !text.drop(while: { $0 == " " || $0 == "\t" }).hasPrefix("{") && error.message.hasPrefix("not YAML") {
                error.message += "; " + bindHint
            }
            throw error
        }
    }

    static let bindHint = "a --bind value is one mapping in braces: '{gesture: tap, fingers: 3, run: \"…\"}'"

    /// A parser's complaint in our words: what, at which line and column (Yams's own text
    /// repeats the whole line, which may be thousands of characters).
    static func yamlProblem(_ error: YamlError, at path: String) -> ConfigurationError {
        switch error {
        case let .scanner(context, problem, mark, yaml), let .parser(context, problem, mark, yaml),
             let .composer(context, problem, mark, yaml):
            let during = context.map { " (\($0.text) at line \($0.mark.line), column \($0.mark.column))" } ?? ""
            // libyaml ends the text with a line break of its own: a problem there is at the end.
            // Every line break YAML knows (CR, LF, CR LF, NEL, U+2028, U+2029) is one Character.
            let lines = max(1, yaml.filter(\.isNewline).count + (yaml.last?.isNewline == true ? 0 : 1))
            guard mark.line <= lines else {
                return ConfigurationError("not YAML: \(problem) at the end of the text\(during)", at: path, line: lines)
            }
            return ConfigurationError("not YAML: \(problem) at column \(mark.column)\(during)", at: path, line: mark.line)
        case let .reader(problem, offset, value, yaml):
            // A character YAML does not allow (a control character pasted in): where, and which.
            // Yams gives the offset in Characters (libyaml's bytes, converted).
            let line = offset.map { yaml.prefix($0).filter(\.isNewline).count + 1 }
            let character = String(UInt32(bitPattern: value), radix: 16, uppercase: true)
            return ConfigurationError("not YAML: \(problem) (U+\(String(repeating: "0", count: max(0, 4 - character.count)) + character))",
                                      at: path, line: line)
        default:
            return ConfigurationError("not YAML: \(error)", at: path)
        }
    }

    private static func compose(_ text: String, path: String) throws(ConfigurationError) -> Node? {
        // A byte order mark (an editor on Windows) is no part of the YAML.
        let text = text.hasPrefix("\u{FEFF}") ? String(text.dropFirst()) : text
        if let line = YAMLNesting.firstLineTooDeep(in: text) {  // Yams would overflow the stack
            throw ConfigurationError("lists and mappings nested too deeply to read", at: path, line: line)
        }
        do {
            return try Yams.compose(yaml: text)
        } catch let error as YamlError {
            throw yamlProblem(error, at: path)
        } catch {
            throw ConfigurationError("not YAML: \(error)", at: path)
        }
    }

    // MARK: Bindings

    static func binding(_ node: Node, path: String, edgeMargin: Double) throws(ConfigurationError) -> Binding {
        let fields = try mapping(node, path: path, keys: bindingKeys)
        guard let gestureNode = fields["gesture"] else {
            throw error("every binding names its gesture (\(gestureNames))", node, path)
        }
        let gestureName = try string(gestureNode, path: "\(path).gesture")
        guard let gesture = Binding.Gesture(rawValue: gestureName) ?? (gestureName == "longPress" ? .longPress : nil) else {
            throw error("\"\(gestureName)\" is not a gesture (\(gestureNames))" + suggestion(for: gestureName, among: Binding.Gesture.allCases.map(\.rawValue)),
                        gestureNode, "\(path).gesture")
        }
        var binding = Binding(gesture)
        if let node = fields["fingers"] {
            binding.fingers = try integer(node, path: "\(path).fingers", in: 1...10)
            if gesture == .pinch || gesture == .rotation, binding.fingers < 2 {
                throw error("\(gesture.withArticle) needs at least 2 fingers", node, "\(path).fingers")
            }
            if gesture == .shape, binding.fingers != 1 { throw error("a shape is drawn with one finger", node, "\(path).fingers") }
        }
        if let node = fields["taps"] {
            guard gesture == .tap || gesture == .longPress else { throw error("only taps and long presses count taps", node, "\(path).taps") }
            binding.taps = try integer(node, path: "\(path).taps", in: 1...5)
        }
        try readDirection(fields["direction"], into: &binding, node: node, path: path)
        try readEdge(fields["edge"], into: &binding, node: node, path: path, edgeMargin: edgeMargin)
        if let node = fields["on"] {
            let name = try string(node, path: "\(path).on")
            let allowed = gesture.moments.map(\.rawValue)
            guard let moment = Binding.Moment(rawValue: name), gesture.moments.contains(moment) else {
                throw error("\(gesture.withArticle) acts on \(allowed.joined(separator: ", ")); got \"\(name)\"", node, "\(path).on")
            }
            binding.on = moment
        }
        if let node = fields["run"] { binding.run = try command(node, path: "\(path).run") }
        try readAmounts(fields, into: &binding, path: path)
        try readActions(fields, into: &binding, path: path)
        if let node = fields["shape"] {
            guard gesture == .shape else { throw error("only shape bindings name a shape", node, "\(path).shape") }
            binding.shape = try string(node, path: "\(path).shape")
        } else if gesture == .shape {
            throw error("a shape binding names its template (shape: NAME)", node, path)
        }
        if let node = fields["only-on"] {
            let name = try string(node, path: "\(path).only-on")
            guard let kind = Binding.DeviceKind(rawValue: name) else {
                let kinds = Binding.DeviceKind.allCases.map(\.rawValue).joined(separator: " or ")
                throw error("expected \(kinds), got \"\(name)\"", node, "\(path).only-on")
            }
            binding.onlyOn = kind
        }
        if let node = fields["score"] {
            guard gesture == .shape else { throw error("only shape bindings have a score", node, "\(path).score") }
            binding.score = try number(node, path: "\(path).score", in: 0...1)
        }
        binding.conditions = try conditions(fields, path: path)
        return binding
    }

    /// `device: NAME` (one) or `devices: [A, B]` (several), not both.
    private static func devices(_ one: Node?, _ several: Node?) throws(ConfigurationError) -> [String] {
        if let one {
            guard several == nil else { throw error("give `device` or `devices`, not both", one, "device") }
            return [try deviceName(one, path: "device")]
        }
        guard let several else { return [] }
        guard case .sequence(let items) = several else { throw error("expected a list of paths or names", several, "devices") }
        var names: [String] = []
        for (index, item) in items.enumerated() { names.append(try deviceName(item, path: "devices[\(index)]")) }
        return names
    }

    /// A device's path or part of its name; blank would match every device's name.
    private static func deviceName(_ node: Node, path: String) throws(ConfigurationError) -> String {
        let text = try string(node, path: path)
        guard text.contains(where: { !$0.isWhitespace }) else {
            throw error("expected a device's path (/dev/input/event5) or part of its name; got \"\(text)\"", node, path)
        }
        return text
    }

    static var gestureNames: String { Binding.Gesture.allCases.map(\.rawValue).joined(separator: ", ") }

    private static func readDirection(_ field: Node?, into binding: inout Binding, node: Node, path: String) throws(ConfigurationError) {
        let allowed = Binding.Direction.all(for: binding.gesture).map(\.name).joined(separator: ", ")
        guard let field else {
            if binding.gesture == .swipe { throw error("a swipe names its direction (\(allowed))", node, path) }
            return
        }
        let name = try string(field, path: "\(path).direction")
        guard !allowed.isEmpty else { throw error("\(binding.gesture.withArticle) has no direction", field, "\(path).direction") }
        guard let direction = Binding.Direction(name, for: binding.gesture) else {
            throw error("\(binding.gesture.withArticle)'s direction is one of \(allowed); got \"\(name)\"", field, "\(path).direction")
        }
        binding.direction = direction
    }

    private static func readEdge(_ field: Node?, into binding: inout Binding, node: Node, path: String,
                                 edgeMargin: Double) throws(ConfigurationError) {
        guard let field else {
            if binding.gesture == .edge { throw error("an edge gesture names its edge (left, right, top, bottom)", node, path) }
            return
        }
        guard binding.gesture == .edge || binding.gesture == .swipe else {
            throw error("only swipes and edge gestures start at an edge", field, "\(path).edge")
        }
        let edges: [String: RectEdge] = ["left": .left, "right": .right, "top": .top, "bottom": .bottom]
        let name = try string(field, path: "\(path).edge")
        guard let edge = edges[name] else { throw error("an edge is left, right, top or bottom; got \"\(name)\"", field, "\(path).edge") }
        // A swipe that starts within the margin of an edge has no room to go towards it,
        // unless the margin is as wide as a swipe is long.
        let towards: [(RectEdge, Binding.TravelDirection)] = [(.left, .left), (.right, .right), (.top, .up), (.bottom, .down)]
        let travel = SwipeGestureRecognizer.defaultMinimumTravel
        if case .travel(let direction) = binding.direction, towards.contains(where: { $0.0 == edge && $0.1 == direction }),
           edgeMargin < travel {
            throw error("a swipe from the \(name) edge cannot go \(direction.rawValue): it starts within \(edgeMargin.formatted) points "
                        + "of the edge (edge-margin) and a swipe travels \(travel.formatted)", field, "\(path).edge")
        }
        binding.edge = edge
    }

    private static func readAmounts(_ fields: [String: Node], into binding: inout Binding, path: String) throws(ConfigurationError) {
        let gesture = binding.gesture
        let factor = gesture == .pinch  // pinch amounts are scale factors, so above 1
        if let node = fields["every"] {
            guard gesture.isContinuous && gesture != .longPress else { throw error("only pans, pinches, rotations and edge gestures repeat", node, "\(path).every") }
            guard binding.on == .changed else { throw error("every repeats the changed moment: add on: changed", node, "\(path).every") }
            let smallest = BindingProgress.smallestStep(for: gesture)
            let every = try number(node, path: "\(path).every", above: factor ? 1 : 0)
            guard every >= smallest.amount else {
                throw error("a step is at least \(smallest.amount.formatted) (\(smallest.unit)): a smaller one fires on a "
                            + "resting finger's tremor, a command each time; got \"\(every.formatted)\"", node, "\(path).every")
            }
            binding.every = every
        }
        if let node = fields["threshold"] {
            guard gesture.isContinuous && gesture != .longPress else { throw error("only pans, pinches, rotations and edge gestures have a threshold", node, "\(path).threshold") }
            guard binding.on == .recognized else { throw error("a threshold is for on: recognized", node, "\(path).threshold") }
            binding.threshold = try number(node, path: "\(path).threshold", above: factor ? 1 : 0)
        }
        if let node = fields["duration"] {
            guard gesture == .longPress else { throw error("only long presses have a duration", node, "\(path).duration") }
            binding.duration = try number(node, path: "\(path).duration", above: 0)
        }
    }

    // MARK: Values

    static func error(_ message: String, _ node: Node, _ path: String) -> ConfigurationError {
        ConfigurationError(message, at: path, line: node.mark.map { $0.line })
    }

    static func mapping(_ node: Node, path: String, keys: [String]) throws(ConfigurationError) -> [String: Node] {
        guard case .mapping(let pairs) = node else {
            throw error("expected a mapping of \(keys.joined(separator: ", "))", node, path)
        }
        var fields: [String: Node] = [:]
        var firstKeys: [String: Node] = [:]
        for (key, value) in pairs {
            guard let name = key.string, keys.contains(name) else {
                let shown = key.string ?? "?"
                throw error("unknown key \"\(shown)\" (known: \(keys.joined(separator: ", ")))" + suggestion(for: shown, among: keys),
                            key, path.isEmpty ? shown : "\(path).\(shown)")
            }
            // YAML forbids a key twice in one mapping, and a reader that kept either one
            // would silently drop the other: a second `run:` pasted below the first.
            if let first = firstKeys[name] {
                // A flow mapping on one line (a `--bind` value) has no other line to point at.
                let earlier = first.mark.map(\.line).flatMap { $0 == key.mark?.line ? nil : " (first on line \($0))" } ?? ""
                throw error("\"\(name)\" is given twice\(earlier)", key, path.isEmpty ? name : "\(path).\(name)")
            }
            firstKeys[name] = key
            fields[name] = value
        }
        return fields
    }

    private static func scalar(_ node: Node, path: String, expected: String) throws(ConfigurationError) -> String {
        guard case .scalar(let scalar) = node else { throw error("expected \(expected)", node, path) }
        return scalar.string
    }

    static func string(_ node: Node, path: String) throws(ConfigurationError) -> String {
        try scalar(node, path: path, expected: "text")
    }

    /// The longest command: `sh -c` gets it as one argument, and Linux refuses an argument
    /// of 128 KiB or more, NUL included (`MAX_ARG_STRLEN`), at every firing.
    static let longestCommand = 131_071

    /// A `run` or `reverse-run`: text that is a command. YAML reads a bare `~`, `null` or
    /// nothing as no value, which `sh` would have run as a word.
    static func command(_ node: Node, path: String) throws(ConfigurationError) -> String {
        let text = try string(node, path: path)
        if case .scalar(let scalar) = node, scalar.style == .plain, ["", "~", "null", "Null", "NULL"].contains(text) {
            throw error("no command: YAML reads \(text.isEmpty ? "an empty value" : text) as nothing (leave the key out, "
                        + "or quote the text)", node, path)
        }
        guard text.contains(where: { !$0.isWhitespace }) else { throw error("the command is empty", node, path) }
        guard text.utf8.count <= longestCommand else {
            throw error("the command is \(text.utf8.count) bytes; Linux passes at most \(longestCommand) to sh -c", node, path)
        }
        return text
    }

    static func integer(_ node: Node, path: String, in range: ClosedRange<Int>) throws(ConfigurationError) -> Int {
        let text = try scalar(node, path: path, expected: "a number")
        guard let value = Int(text), range.contains(value) else {
            throw error("expected a whole number from \(range.lowerBound) to \(range.upperBound), got \"\(text)\"", node, path)
        }
        return value
    }

    static func number(_ node: Node, path: String, above minimum: Double) throws(ConfigurationError) -> Double {
        let text = try scalar(node, path: path, expected: "a number")
        guard let value = Double(text), value.isFinite, value > minimum, value < 1e6 else {
            throw error("expected a number above \(minimum.formatted) (and below a million), got \"\(text)\"", node, path)
        }
        return value
    }

    static func number(_ node: Node, path: String, in range: ClosedRange<Double>) throws(ConfigurationError) -> Double {
        let text = try scalar(node, path: path, expected: "a number")
        guard let value = Double(text), range.contains(value) else {
            throw error("expected a number from \(range.lowerBound.formatted) to \(range.upperBound.formatted), got \"\(text)\"", node, path)
        }
        return value
    }

    static func bool(_ node: Node, path: String) throws(ConfigurationError) -> Bool {
        let text = try scalar(node, path: path, expected: "true or false")
        switch text.lowercased() {
        case "true", "yes", "on": return true
        case "false", "no", "off": return false
        default: throw error("expected true or false, got \"\(text)\"", node, path)
        }
    }

    static func screen(_ node: Node, path: String) throws(ConfigurationError) -> Size {
        let text = try scalar(node, path: path, expected: "WIDTHxHEIGHT")
        guard let size = parseScreen(text) else { throw error("expected WIDTHxHEIGHT in points, such as 1920x1080; got \"\(text)\"", node, path) }
        return size
    }

    /// `1920x1080` as a size; nil unless both are from 1 to below a million.
    public static func parseScreen(_ text: String) -> Size? {
        let parts = text.lowercased().split(separator: "x")
        guard parts.count == 2, let width = Double(parts[0]), let height = Double(parts[1]),
              width >= 1, height >= 1, width < 1e6, height < 1e6 else { return nil }
        return Size(width: width, height: height)
    }
}

extension Double {
    /// 24 as "24", 1.5 as "1.5".
    var formatted: String { self == rounded() && abs(self) < 1e15 ? String(Int(self)) : String(self) }
}
