extension ClientMessage {
    /// Why a message could not be read: the field and what is wrong, worded as the `Decodable`
    /// conformance's errors are (``describe(_:)``), so the page sees the same text either way.
    struct Problem: Error { var text: String }

    /// Reads a page's message with ``JSONValue`` (a tenth of `JSONDecoder`'s cost). It
    /// accepts and refuses exactly what `JSONDecoder().decode(ClientMessage.self, …)` does,
    /// with the same messages; `MessageReadingTests` holds the two side by side.
    static func read(_ text: String) throws(Problem) -> ClientMessage {
        let value: JSONValue
        do { value = try JSONValue.parse(text) } catch { throw Problem(text: "not JSON") }
        let message = try Fields(value, at: Place())
        var result = ClientMessage(type: try message.required("type", Fields.string))
        result.t = try message.optional("t", Fields.number)
        result.scene = try message.optional("scene", Fields.string)
        if let changes = try message.optional("changes", Fields.array) {
            result.changes = try changes.enumerated().map { (index, element) throws(Problem) in
                try Change(try Fields(element, at: Place(change: index)))
            }
        }
        result.phase = try message.optional("phase", Fields.string)
        result.kind = try message.optional("kind", Fields.string)
        result.x = try message.optional("x", Fields.number)
        result.y = try message.optional("y", Fields.number)
        result.dx = try message.optional("dx", Fields.number)
        result.dy = try message.optional("dy", Fields.number)
        result.scrollType = try message.optional("scrollType", Fields.string)
        result.scale = try message.optional("scale", Fields.number)
        result.rotation = try message.optional("rotation", Fields.number)
        return result
    }

    private init(type: String) { self.type = type }
}

extension ClientMessage.Change {
    fileprivate init(_ fields: Fields) throws(ClientMessage.Problem) {
        id = try fields.required("id", Fields.wholeNumber)
        phase = try fields.required("phase", Fields.string)
        x = try fields.required("x", Fields.number)
        y = try fields.required("y", Fields.number)
        kind = try fields.optional("kind", Fields.string)
        // Present, even as null, it must be a whole number (as the Decodable init has it).
        buttons = fields.has("buttons") ? try fields.required("buttons", Fields.wholeNumber) : nil
        force = try fields.optional("force", Fields.number)
        if let samples = try fields.optional("samples", Fields.array) {
            self.samples = try samples.enumerated().map { (index, element) throws(ClientMessage.Problem) in
                let sample = try Fields(element, at: Place(change: fields.place.change, sample: index))
                return ClientMessage.Sample(t: try sample.required("t", Fields.number), x: try sample.required("x", Fields.number),
                                            y: try sample.required("y", Fields.number), force: try sample.optional("force", Fields.number))
            }
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

/// An object's members, read by name, with the errors `JSONDecoder` would give.
private struct Fields {
    typealias Problem = ClientMessage.Problem

    let value: JSONValue
    let place: Place

    /// `value` as an object at `place`; anything else is the wrong type.
    init(_ value: JSONValue, at place: Place) throws(Problem) {
        guard case .object = value else { throw Problem(text: place.path + ": wrong type") }
        self.value = value
        self.place = place
    }

    var path: String { place.path }
    func path(of key: String) -> String { place.change == nil ? key : path + "." + key }
    func has(_ key: String) -> Bool { value[key] != nil }

    /// A member that must be there and not null.
    func required<T>(_ key: String, _ read: (JSONValue) -> ReadResult<T>) throws(Problem) -> T {
        guard let member = value[key] else { throw Problem(text: (path.isEmpty ? "" : path + ": ") + "missing \"\(key)\"") }
        return try read(member).value(at: path(of: key))
    }

    /// A member that may be absent or null.
    func optional<T>(_ key: String, _ read: (JSONValue) -> ReadResult<T>) throws(Problem) -> T? {
        guard let member = value[key] else { return nil }
        if case .null = member { return nil }
        return try read(member).value(at: path(of: key))
    }

    enum ReadResult<T> {
        case value(T), wrongType, notWhole

        func value(at path: @autoclosure () -> String) throws(Problem) -> T {
            switch self {
            case .value(let value): return value
            case .wrongType: throw Problem(text: path() + ": wrong type")
            case .notWhole: throw Problem(text: path() + ": a whole number is expected")
            }
        }
    }

    static func string(_ value: JSONValue) -> ReadResult<String> {
        if case .string(let text) = value { return .value(text) }
        return .wrongType
    }

    static func number(_ value: JSONValue) -> ReadResult<Double> {
        if case .number(let number) = value { return .value(number) }
        return .wrongType
    }

    static func wholeNumber(_ value: JSONValue) -> ReadResult<Int> {
        guard case .number(let number) = value else { return .wrongType }
        return Int(exactly: number).map { .value($0) } ?? .notWhole
    }

    static func array(_ value: JSONValue) -> ReadResult<[JSONValue]> {
        if case .array(let elements) = value { return .value(elements) }
        return .wrongType
    }
}
