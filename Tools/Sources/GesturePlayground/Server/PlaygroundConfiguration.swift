/// How the playground's web server runs.
///
/// The server only serves the site's files (the engine runs in the page), so the one wait it
/// bounds is a client's: a connection must send its request within ``requestTimeout``.
public struct PlaygroundConfiguration: Sendable {
    /// The address to listen on: loopback unless asked otherwise.
    public var host: String
    /// The port; 0 asks the system for a free one (reported through `onListening`).
    public var port: Int
    /// A connection must send a complete request (its head) within this long of connecting,
    /// and a kept-alive HTTP connection that sends nothing for this long is closed.
    public var requestTimeout: Duration

    /// Creates a configuration: 127.0.0.1:8080, 10 s for a request.
    public init(host: String = "127.0.0.1", port: Int = 8080, requestTimeout: Duration = .seconds(10)) {
        self.host = host
        self.port = port
        self.requestTimeout = requestTimeout
    }
}

extension PlaygroundConfiguration {
    /// An option value the server cannot run with: which option, and what it accepts.
    public struct InvalidOption: Error, Equatable, CustomStringConvertible {
        /// What to tell the user, naming the option (`--port must be …`).
        public var description: String
    }

    /// Checks what a command line set: the port and the host.
    public func validate() throws(InvalidOption) {
        guard (0...65535).contains(port) else { throw InvalidOption(description: "--port must be from 0 to 65535 (got \(port)); 0 picks a free port") }
        guard !host.isEmpty else { throw InvalidOption(description: "--host must name an address, such as 127.0.0.1 or 0.0.0.0") }
    }
}
