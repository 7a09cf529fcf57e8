import Dispatch
import Foundation
import Hummingbird
import ServiceLifecycle
@testable import GesturePlayground

/// The playground's server on a real socket for a test: `body` runs with the port it listens
/// on, and the server stops when `body` returns or throws. The tests need no HTTP client of a
/// library's: what they ask for is a few GETs and sockets that misbehave, all written over
/// `RawConnection`, so the tools' tests build no TLS stack. A server that neither listens nor
/// fails would keep `body` waiting: the suites that call this have a time limit.
func withLiveServer<Seen: Sendable>(_ configuration: PlaygroundConfiguration, site: PlaygroundSite = .sample,
                                    onPort: @escaping @Sendable (Int) -> Void = { _ in },
                                    _ body: @escaping @Sendable (Int) async throws -> Seen) async throws -> Seen {
    let (ports, reportPort) = AsyncStream.makeStream(of: Int.self)
    let app = PlaygroundServer.application(configuration, site: site) { port in
        onPort(port)
        reportPort.yield(port)
    }
    // No signals: the test, not the terminal, says when the server stops.
    let server = ServiceGroup(configuration: .init(services: [app], gracefulShutdownSignals: [], logger: app.logger))
    return try await withThrowingTaskGroup(of: Void.self) { group in
        group.addTask {
            defer { reportPort.finish() }  // a server that could not start reports no port
            try await server.run()
        }
        var waiting = ports.makeAsyncIterator()
        guard let port = await waiting.next() else {
            try await group.next()  // the server's own error, such as a port taken
            throw LiveServerFailure("the playground's server stopped before it listened")
        }
        let seen: Seen
        do {
            seen = try await body(port)
        } catch {
            await server.triggerGracefulShutdown()
            throw error
        }
        await server.triggerGracefulShutdown()
        try await group.waitForAll()  // an error of the server's while it served fails the test too
        return seen
    }
}

/// Runs `scenario`, whose sockets block, on a thread of its own: it must not hold up the
/// server's tasks on the cooperative pool.
func blocking<T: Sendable>(_ scenario: @escaping @Sendable () throws -> T) async throws -> T {
    try await withCheckedThrowingContinuation { continuation in
        DispatchQueue.global().async { continuation.resume(with: Result { try scenario() }) }
    }
}

/// One HTTP/1.1 response as a test reads it off the socket.
struct RawResponse {
    /// The status code of the status line.
    var status: Int
    /// The header fields, names lowercased (HTTP's are case-insensitive).
    var headers: [String: String]
    /// The body, whole (the request asked the server to close the connection after it).
    var body: [UInt8]
    /// The body as UTF-8 text.
    var text: String { String(decoding: body, as: UTF8.self) }

    /// `GET path` on a new connection to `port`, closed by the server after its answer.
    static func get(_ path: String, port: Int) throws -> RawResponse {
        let connection = try RawConnection(port: port)
        guard connection.send("GET \(path) HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n") else {
            throw LiveServerFailure("GET \(path): the request could not be sent")
        }
        guard let bytes = connection.untilClosed(limit: .seconds(5))?.bytes else {
            throw LiveServerFailure("GET \(path): the connection stayed open 5 s after the request")
        }
        return try RawResponse(bytes, path: path)
    }

    /// Parses a status line, header fields and a body of `Content-Length` bytes.
    init(_ bytes: [UInt8], path: String) throws {
        let separator = Array("\r\n\r\n".utf8)
        guard let end = bytes.indices.first(where: { bytes[$0...].starts(with: separator) }) else {
            throw LiveServerFailure("GET \(path): no end of the header in \(bytes.count) bytes")
        }
        let lines = String(decoding: bytes[..<end], as: UTF8.self).components(separatedBy: "\r\n")
        let statusLine = lines[0].split(separator: " ")
        guard statusLine.count >= 2, statusLine[0] == "HTTP/1.1", let status = Int(statusLine[1]) else {
            throw LiveServerFailure("GET \(path): the status line is \"\(lines[0])\"")
        }
        var headers: [String: String] = [:]
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { throw LiveServerFailure("GET \(path): the header line \"\(line)\" has no colon") }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        // Every route answers with a length; a chunked body would leave its framing in the text.
        guard headers["transfer-encoding"] == nil else { throw LiveServerFailure("GET \(path): a chunked body, not one of Content-Length") }
        let body = Array(bytes[(end + separator.count)...])
        if let length = headers["content-length"].flatMap(Int.init), length != body.count {
            throw LiveServerFailure("GET \(path): Content-Length \(length), but \(body.count) bytes came")
        }
        self.status = status
        self.headers = headers
        self.body = body
    }

}

/// What went wrong with a live server or its answer, in words.
struct LiveServerFailure: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
