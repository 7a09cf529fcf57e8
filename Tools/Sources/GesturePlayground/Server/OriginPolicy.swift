/// Which web pages may open a playground session.
///
/// Browsers let any page open a WebSocket to any address, the user's loopback included, and
/// send the page's origin with the request (RFC 6455 §10.2). Without a check, a site the user
/// visits could drive the playground, or fill its sessions. So a request with an `Origin`
/// must come from the playground's own page (the origin's host and port are the request's
/// `Host`), or from an origin the server was told to allow (`--allow-origin`). A request with
/// no `Origin`, or with a `ws://` one (which WebSocket client libraries send, and browsers
/// never do: a page's origin is http, https or `null`), is not from a browser page and is let
/// in: the check protects browsers' users, not the port, and such a client could as well
/// leave the header out.
struct OriginPolicy: Sendable {
    private let allowsAny: Bool
    private let allowed: Set<String>

    /// A policy allowing the page's own origin and `origins` (`*` for any).
    init(allowing origins: [String]) {
        allowsAny = origins.contains("*")
        allowed = Set(origins.compactMap(Self.normalized))
    }

    /// Whether a WebSocket request with these headers may open a session.
    func admits(origin: String?, host: String?) -> Bool {
        guard let origin, !Self.isFromClientLibrary(origin) else { return true }
        if allowsAny { return true }
        if let normalized = Self.normalized(origin), allowed.contains(normalized) { return true }
        guard let scheme = Self.scheme(of: origin), let authority = Self.authority(ofOrigin: origin), let host else { return false }
        return authority == Self.withPort(host.lowercased(), defaultPort: scheme == "https" ? 443 : 80)
    }

    /// `http://Example.com` → `example.com:80`: the origin's host and port, the port made
    /// explicit. Nil for anything that is not an http or https origin (`null`, `file://`).
    static func authority(ofOrigin origin: String) -> String? {
        guard let scheme = scheme(of: origin) else { return nil }
        var rest = origin.lowercased().dropFirst(scheme.count + 3)
        if rest.hasSuffix("/") { rest = rest.dropLast() }
        guard !rest.isEmpty, !rest.contains("/"), !rest.contains("@"), !rest.contains(" ") else { return nil }
        return withPort(String(rest), defaultPort: scheme == "https" ? 443 : 80)
    }

    /// The origin as compared: scheme, host and explicit port, lower case.
    static func normalized(_ origin: String) -> String? {
        guard let scheme = scheme(of: origin), let authority = authority(ofOrigin: origin) else { return nil }
        return scheme + "://" + authority
    }

    private static func isFromClientLibrary(_ origin: String) -> Bool {
        let lower = origin.lowercased()
        return lower.hasPrefix("ws://") || lower.hasPrefix("wss://")
    }

    private static func scheme(of origin: String) -> String? {
        let lower = origin.lowercased()
        if lower.hasPrefix("http://") { return "http" }
        if lower.hasPrefix("https://") { return "https" }
        return nil
    }

    /// `host` with `:port` appended unless it has one (an IPv6 literal's colons are inside brackets).
    private static func withPort(_ host: String, defaultPort: Int) -> String {
        let afterBrackets = host.lastIndex(of: "]").map { host[host.index(after: $0)...] } ?? host[...]
        return afterBrackets.contains(":") ? host : "\(host):\(defaultPort)"
    }
}
