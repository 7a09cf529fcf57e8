/// How the playground server runs, and how long it waits for a client that stops cooperating.
///
/// Every wait has a bound, so that a tab that vanished, a script that never reads and a
/// connection that never finishes its request each lose their place (and their file
/// descriptor) in bounded time; docs/Playground.md states the bounds.
public struct PlaygroundConfiguration: Sendable {
    /// The address to listen on: loopback unless asked otherwise.
    public var host: String
    /// The port; 0 asks the system for a free one (reported through `onListening`).
    public var port: Int
    /// The most sessions (browser tabs) at once; more are refused with a message.
    public var maximumSessions: Int
    /// A session that sends nothing for this long is closed and its touches cancelled.
    /// (The page sends ticks ten times a second while it is open.)
    public var idleTimeout: Duration
    /// A page that takes longer than this to accept a reply is not reading: its session is
    /// ended, so it cannot hold a session (and a place under the cap) forever.
    public var writeTimeout: Duration
    /// How long a closing session waits for the page to answer the WebSocket close handshake
    /// before dropping the connection.
    public var closeTimeout: Duration
    /// A connection must send a complete request (its head) within this long of connecting,
    /// and a kept-alive HTTP connection that sends nothing for this long is closed.
    public var requestTimeout: Duration
    /// Web origins, besides the page's own, whose scripts may open sessions (`*` for any).
    /// Without any, only the playground's own page may: a site the user happens to visit
    /// cannot drive the playground through the user's browser.
    public var allowedOrigins: [String]

    /// Creates a configuration: 127.0.0.1:8080, 16 sessions, 30 s of silence, 5 s per reply,
    /// 5 s for the close handshake, 10 s for a request, the page's own origin only.
    public init(host: String = "127.0.0.1", port: Int = 8080, maximumSessions: Int = 16,
                idleTimeout: Duration = .seconds(30), writeTimeout: Duration = .seconds(5),
                closeTimeout: Duration = .seconds(5), requestTimeout: Duration = .seconds(10),
                allowedOrigins: [String] = []) {
        self.host = host
        self.port = port
        self.maximumSessions = maximumSessions
        self.idleTimeout = idleTimeout
        self.writeTimeout = writeTimeout
        self.closeTimeout = closeTimeout
        self.requestTimeout = requestTimeout
        self.allowedOrigins = allowedOrigins
    }

    /// The longest a client that stops cooperating keeps its session: silent for the idle
    /// timeout, then the goodbye it does not read, then the close handshake it does not answer
    /// (plus the idle watchdog's 50 ms period).
    public var abandonedSessionBound: Duration { idleTimeout + writeTimeout + closeTimeout + .milliseconds(50) }
}

extension PlaygroundConfiguration {
    /// An option value the server cannot run with: which option, and what it accepts.
    public struct InvalidOption: Error, Equatable, CustomStringConvertible {
        /// What to tell the user, naming the option (`--idle-timeout must be …`).
        public var description: String
    }

    /// The longest timeout an option may set: a day. Longer is indistinguishable from never,
    /// and would overflow the clock's arithmetic long before it mattered.
    public static let longestTimeoutSeconds = 86_400.0
    /// The most sessions an option may allow.
    public static let mostSessions = 10_000

    /// `seconds` as a timeout for `option`: more than 0 and at most ``longestTimeoutSeconds``.
    public static func timeout(seconds: Double, option: String) throws(InvalidOption) -> Duration {
        guard seconds.isFinite, seconds > 0, seconds <= longestTimeoutSeconds else {
            throw InvalidOption(description: "\(option) must be a number of seconds above 0 and at most \(Int(longestTimeoutSeconds)) (got \(seconds))")
        }
        return .nanoseconds(Int64((seconds * 1e9).rounded()))
    }

    /// Checks what a command line set: the port, the session cap and the origins.
    public func validate() throws(InvalidOption) {
        guard (0...65535).contains(port) else { throw InvalidOption(description: "--port must be from 0 to 65535 (got \(port)); 0 picks a free port") }
        guard (1...Self.mostSessions).contains(maximumSessions) else {
            throw InvalidOption(description: "--max-sessions must be from 1 to \(Self.mostSessions) (got \(maximumSessions))")
        }
        guard !host.isEmpty else { throw InvalidOption(description: "--host must name an address, such as 127.0.0.1 or 0.0.0.0") }
        for origin in allowedOrigins where origin != "*" && OriginPolicy.authority(ofOrigin: origin) == nil {
            throw InvalidOption(description: "--allow-origin takes an origin such as https://example.com:8443, or * for any (got \"\(origin)\")")
        }
    }
}
