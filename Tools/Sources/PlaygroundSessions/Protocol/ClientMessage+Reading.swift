import GestureKit

extension ClientMessage {
    /// Why a message could not be read: the field and what is wrong (`changes[0].x: wrong type`).
    struct Problem: Error { var text: String }

    /// Reads a page's message: the schema of every message type — its fields, which are
    /// required, their types, values and ranges — is this function and the ones it calls.
    ///
    /// A field that is absent or null is missing; a required one missing is named with the
    /// others its type requires (`input needs "t" (milliseconds) and "changes"`). Fields a type
    /// does not have are ignored, so that a newer page can add one without breaking an older
    /// engine. Values are checked against the session's ranges (``PlaygroundSession``'s
    /// `coordinateRange`, `timeRange`, …); what depends on the session — time going backwards,
    /// a pointer not down — is the session's to refuse.
    static func read(_ text: String) throws(Problem) -> ClientMessage {
        let value: JSONValue
        do { value = try JSONValue.parse(text) } catch { throw Problem(text: "not JSON") }
        guard case .object = value else { throw Problem(text: "a message is a JSON object") }
        let message = Fields(message: value)
        let kind: Kind = try message.required("type", Fields.named)
        switch kind {
        case .hello:
            return .hello
        case .scene:
            try message.need(kind, "scene")
            let scene = try message.required("scene", Fields.string)
            guard PlaygroundScenes.all.contains(where: { sameUTF8($0.identifier, scene) }) else {
                let names = PlaygroundScenes.all.map { $0.identifier }.joined(separator: ", ")
                throw Problem(text: "scene: \"\(scene)\" is not a scene (\(names))")
            }
            return .scene(scene)
        case .input:
            try message.need(kind, "t", "changes")
            let time = try message.time()
            let elements = try message.required("changes", Fields.array)
            guard (1...PlaygroundSession.maximumChanges).contains(elements.count) else {
                throw Problem(text: "changes: between 1 and \(PlaygroundSession.maximumChanges) pointers per message")
            }
            var changes: [Change] = []
            for (index, element) in elements.enumerated() {
                let change = try Change(try Fields(element, at: Place(change: index)))
                // One pointer twice would be one touch twice in one event, which the window refuses (E2).
                if changes.contains(where: { $0.id == change.id }) {
                    throw Problem(text: "changes[\(index)]: pointer \(change.id) appears more than once")
                }
                changes.append(change)
            }
            return .input(time: time, changes: changes)
        case .hover:
            try message.need(kind, "t", "x", "y")
            return .hover(time: try message.time(), phase: try message.optional("phase", Fields.named) ?? .move,
                          location: try message.location(), kind: try message.optional("kind", Fields.named))
        case .scroll:
            try message.need(kind, "t", "x", "y")
            let (time, location) = (try message.time(), try message.location())
            let delta = Point(x: try message.optional("dx", Fields.coordinate) ?? 0, y: try message.optional("dy", Fields.coordinate) ?? 0)
            return .scroll(time: time, location: location, delta: delta, type: try message.optional("scrollType", Fields.named) ?? .discrete)
        case .transform:
            try message.need(kind, "t", "x", "y")
            let (time, location) = (try message.time(), try message.location())
            let scale = try message.optional("scale", Fields.scale) ?? 1
            return .transform(time: time, location: location, scale: scale,
                              rotation: try message.optional("rotation", Fields.rotation) ?? 0)
        case .tick:
            try message.need(kind, "t")
            return .tick(time: try message.time())
        case .viewport:
            try message.need(kind, "width", "height")
            return .viewport(Size(width: try message.required("width", Fields.side), height: try message.required("height", Fields.side)))
        case .frame:
            return .frame
        }
    }
}

/// A field whose value is one of a few names: `type`, `phase`, `kind`, `scrollType`.
protocol MessageName: RawRepresentable where RawValue == Int {
    /// The cases' names, in their order (their raw values index it).
    static var names: [String] { get }
    /// What a value is, for an error: `"hover" is not a phase (down, move, up, cancel)`.
    static var what: String { get }
}

extension MessageName {
    /// The case named `name`, if any.
    init?(name: String) {
        guard let index = Self.names.firstIndex(where: { sameUTF8($0, name) }) else { return nil }
        self.init(rawValue: index)
    }

    /// The case's name in messages.
    var name: String { Self.names[rawValue] }
}

extension ClientMessage.Change {
    fileprivate init(_ fields: Fields) throws(ClientMessage.Problem) {
        id = try fields.required("id", Fields.wholeNumber)
        phase = try fields.required("phase", Fields.named)
        location = try fields.location()
        kind = try fields.optional("kind", Fields.named)
        // Present, even as null, it must be a whole number.
        buttons = fields.has("buttons") ? try fields.required("buttons", Fields.wholeNumber) : nil
        force = try fields.optional("force", Fields.pressure)
        guard let samples = try fields.optional("samples", Fields.array) else { return }
        guard samples.count <= PlaygroundSession.maximumSamples else {
            throw ClientMessage.Problem(text: "\(fields.path).samples: at most \(PlaygroundSession.maximumSamples) samples")
        }
        for (index, element) in samples.enumerated() {
            let sample = try Fields(element, at: Place(change: fields.place.change, sample: index))
            self.samples.append(ClientMessage.Sample(t: try sample.required("t", Fields.time),
                                                     location: try sample.location(), force: try sample.optional("force", Fields.pressure)))
        }
    }
}

/// Where an object is in a message: the message itself, `changes[i]` or
/// `changes[i].samples[j]`. Its text is made only for an error: a message is read for every
/// pointer event, and building every field's path each time was a tenth of a message.
private struct Place {
    var change: Int?
    var sample: Int?

    /// `changes[1].samples[0]`, or "" for the message itself.
    var path: String {
        guard let change else { return "" }
        return "changes[\(change)]" + (sample.map { ".samples[\($0)]" } ?? "")
    }
}

/// An object's members, read by name, each checked for its type and range.
private struct Fields {
    typealias Problem = ClientMessage.Problem

    let value: JSONValue
    let place: Place

    /// `value`, known to be an object (the message itself).
    init(message value: JSONValue) {
        (self.value, self.place) = (value, Place())
    }

    /// `value` as an object at `place`; anything else is the wrong type.
    init(_ value: JSONValue, at place: Place) throws(Problem) {
        guard case .object = value else { throw Problem(text: place.path + ": wrong type") }
        (self.value, self.place) = (value, place)
    }

    var path: String { place.path }
    func path(of key: String) -> String { place.change == nil ? key : path + "." + key }
    func has(_ key: String) -> Bool { value[key] != nil }
    func present(_ key: String) -> Bool {
        guard let member = value[key] else { return false }
        if case .null = member { return false }
        return true
    }

    /// Refuses a message of type `kind` that lacks one of `keys`, naming them all:
    /// `hover needs "t" (milliseconds), "x" and "y"`.
    func need(_ kind: ClientMessage.Kind, _ keys: String...) throws(Problem) {
        guard !keys.allSatisfy(present) else { return }
        var text = kind.name + " needs "
        for (index, key) in keys.enumerated() {
            if index > 0 { text += index == keys.count - 1 ? " and " : ", " }
            text += "\"\(key)\"" + (sameUTF8(key, "t") ? " (milliseconds)" : "")
        }
        throw Problem(text: text)
    }

    /// A member that must be there and not null.
    func required<T>(_ key: String, _ read: (JSONValue) throws(Failure) -> T) throws(Problem) -> T {
        let member = try self.member(key)
        do { return try read(member) } catch { throw problem(error, at: key) }
    }

    /// A member that may be absent or null.
    func optional<T>(_ key: String, _ read: (JSONValue) throws(Failure) -> T) throws(Problem) -> T? {
        guard present(key), let member = value[key] else { return nil }
        do { return try read(member) } catch { throw problem(error, at: key) }
    }

    // The failures are worded here, once: the generic members above are specialized for every
    // type they read, and each copy of the wording would cost the page's module its size.

    /// The member `key`, or the error saying it is missing.
    private func member(_ key: String) throws(Problem) -> JSONValue {
        guard let member = value[key] else { throw Problem(text: (path.isEmpty ? "" : path + ": ") + "missing \"\(key)\"") }
        return member
    }

    /// What is wrong with the member `key`.
    private func problem(_ failure: Failure, at key: String) -> Problem {
        let path = path(of: key)
        switch failure {
        case .wrongType: return Problem(text: path + ": wrong type")
        case .notWhole: return Problem(text: path + ": a whole number is expected")
        case .outside(let value, let range): return Problem(text: "\(path): \(value) is outside \(range.lowerBound)…\(range.upperBound)")
        case .notPressure: return Problem(text: path + ": a number from 0 to 1")
        case .notNamed(let name, let what, let names): return Problem(text: "\(path): \"\(name)\" is not a \(what) (\(names))")
        }
    }

    /// The message's `t`, in ``PlaygroundSession/timeRange``.
    func time() throws(Problem) -> Double { try required("t", Self.time) }

    /// `x` and `y`, in ``PlaygroundSession/coordinateRange``.
    func location() throws(Problem) -> Point {
        Point(x: try required("x", Self.coordinate), y: try required("y", Self.coordinate))
    }

    /// Why a member's value cannot be read.
    enum Failure: Error {
        case wrongType, notWhole, outside(Double, ClosedRange<Double>), notPressure
        /// Not one of the names of a ``MessageName`` type: what it is, and the names.
        case notNamed(String, what: String, names: String)
    }

    static func string(_ value: JSONValue) throws(Failure) -> String {
        guard case .string(let text) = value else { throw .wrongType }
        return text
    }

    /// One of an enumeration's names.
    static func named<Name: MessageName>(_ value: JSONValue) throws(Failure) -> Name {
        let text = try string(value)
        guard let name = Name(name: text) else { throw .notNamed(text, what: Name.what, names: Name.names.joined(separator: ", ")) }
        return name
    }

    /// A number in `range`.
    static func number(_ value: JSONValue, in range: ClosedRange<Double>) throws(Failure) -> Double {
        guard case .number(let number) = value else { throw .wrongType }
        guard range.contains(number) else { throw .outside(number, range) }
        return number
    }

    static func time(_ value: JSONValue) throws(Failure) -> Double { try number(value, in: PlaygroundSession.timeRange) }
    static func coordinate(_ value: JSONValue) throws(Failure) -> Double { try number(value, in: PlaygroundSession.coordinateRange) }
    static func scale(_ value: JSONValue) throws(Failure) -> Double { try number(value, in: PlaygroundSession.scaleRange) }
    static func rotation(_ value: JSONValue) throws(Failure) -> Double { try number(value, in: PlaygroundSession.rotationRange) }
    static func side(_ value: JSONValue) throws(Failure) -> Double { try number(value, in: PlaygroundSession.viewportRange) }

    /// A pen's pressure, 0…1.
    static func pressure(_ value: JSONValue) throws(Failure) -> Double {
        guard case .number(let number) = value else { throw .wrongType }
        guard (0...1).contains(number) else { throw .notPressure }
        return number
    }

    static func wholeNumber(_ value: JSONValue) throws(Failure) -> Int {
        guard case .number(let number) = value else { throw .wrongType }
        guard let whole = Int(exactly: number) else { throw .notWhole }
        return whole
    }

    static func array(_ value: JSONValue) throws(Failure) -> [JSONValue] {
        guard case .array(let elements) = value else { throw .wrongType }
        return elements
    }
}
