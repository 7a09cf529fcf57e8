/// Why a trace or a recording could not be read: what is wrong and where, e.g.
/// `run.trace.json: events[3].touches[0].phase: "moving" is not a phase (began, moved, …)`.
public struct TraceError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file, when known.
    public var file: String?
    /// Where in the file: a field path (`events[3].touches[0].x`) or `line 12`.
    public var location: String?
    /// What is wrong.
    public var message: String

    /// Creates an error.
    ///
    /// - Parameters:
    ///   - message: what is wrong, in a few lowercase words.
    ///   - location: a field path (`events[3].touches[0].x`) or `line 12`; nil when the
    ///     whole file is at fault.
    ///   - file: the file's name or path; nil when not known yet (see ``inFile(_:)``).
    public init(_ message: String, at location: String? = nil, file: String? = nil) {
        self.message = message
        self.location = location
        self.file = file
    }

    /// The same error, attributed to `file`.
    public func inFile(_ file: String) -> TraceError {
        var copy = self
        copy.file = file
        return copy
    }

    /// One line: `file: location: message`.
    public var description: String {
        [file, location, message].compactMap { $0 }.joined(separator: ": ")
    }
}
