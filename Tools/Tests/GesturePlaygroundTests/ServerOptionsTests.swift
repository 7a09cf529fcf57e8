import Dispatch
import Foundation
import Glibc
import Hummingbird
import HummingbirdTesting
import NIOCore
import Synchronization
import Testing
@testable import GesturePlayground

/// What a user sets on `gesturekit serve`, and what the server says when it cannot start:
/// origins, option ranges, a taken port, the port the system picked.
@Suite("Playground: origins, options and starting up")
struct ServerOptionsTests {
    @Test("Same origin by default: the page's own origin is admitted, any other site's refused; no Origin or a ws:// one (not a browser) is admitted",
          arguments: [
            ("http://127.0.0.1:8080", "127.0.0.1:8080", true),
            ("http://LOCALHOST:8080/", "localhost:8080", true),
            ("http://example.com", "example.com", true),  // default ports on both sides
            ("https://example.com", "example.com:443", true),
            ("http://[::1]:8080", "[::1]:8080", true),
            ("http://127.0.0.1:8081", "127.0.0.1:8080", false),  // another port is another origin
            ("https://evil.example", "127.0.0.1:8080", false),
            ("http://localhost:8080", "127.0.0.1:8080", false),  // same machine, another name
            ("null", "127.0.0.1:8080", false),  // sandboxed frames and file:// pages
            ("file://", "127.0.0.1:8080", false),
            ("ws://localhost", "localhost:8080", true),  // what WebSocket client libraries send
          ])
    func sameOrigin(origin: String, host: String, admitted: Bool) {
        #expect(OriginPolicy(allowing: []).admits(origin: origin, host: host) == admitted)
    }

    @Test("--allow-origin widens the check by exact origin (scheme, host and port), or to any with *")
    func allowedOrigins() {
        let policy = OriginPolicy(allowing: ["https://app.example", "http://10.0.0.5:3000"])
        #expect(policy.admits(origin: "https://app.example", host: "127.0.0.1:8080"))
        #expect(policy.admits(origin: "https://APP.example:443", host: "127.0.0.1:8080"))
        #expect(policy.admits(origin: "http://10.0.0.5:3000", host: "127.0.0.1:8080"))
        #expect(!policy.admits(origin: "http://app.example", host: "127.0.0.1:8080"))  // not https
        #expect(!policy.admits(origin: "http://10.0.0.5:3001", host: "127.0.0.1:8080"))
        #expect(policy.admits(origin: nil, host: nil))
        #expect(OriginPolicy(allowing: ["*"]).admits(origin: "null", host: "127.0.0.1:8080"))
    }

    @Test("A page from another origin is refused the WebSocket (and the refusal logged); the page's own origin gets in")
    func originOverTheWire() async throws {
        let app = PlaygroundServer.application(PlaygroundConfiguration(port: 0))
        let heads = try await app.test(.live) { client in
            let port = try #require(client.port)
            return await blocking {
                let foreign = (try? RawConnection(port: port))?.upgrade(port: port, origin: "https://evil.example") ?? ""
                let own = (try? RawConnection(port: port))?.upgrade(port: port, origin: "http://127.0.0.1:\(port)") ?? ""
                return (foreign, own)
            }
        }
        #expect(heads.0.hasPrefix("HTTP/1.1 400"), "\(heads.0)")
        #expect(heads.1.hasPrefix("HTTP/1.1 101"), "\(heads.1)")
    }

    @Test("Timeouts: above 0 and at most a day (the limit itself is accepted, one past it is not); never a crash on 1e20, nan or inf")
    func timeouts() throws {
        #expect(try PlaygroundConfiguration.timeout(seconds: 86_400, option: "--idle-timeout") == .seconds(86_400))
        #expect(try PlaygroundConfiguration.timeout(seconds: 0.001, option: "--idle-timeout") == .milliseconds(1))
        for bad in [86_400.001, 1e20, 0, -1, .nan, .infinity] {
            #expect(throws: PlaygroundConfiguration.InvalidOption.self) { try PlaygroundConfiguration.timeout(seconds: bad, option: "--idle-timeout") }
        }
        do {
            _ = try PlaygroundConfiguration.timeout(seconds: 1e20, option: "--idle-timeout")
        } catch {
            #expect(error.description == "--idle-timeout must be a number of seconds above 0 and at most 86400 (got 1e+20)")
        }
    }

    @Test("Ports 0…65535, sessions 1…10000, a host, and origins that are origins", arguments: [
        (PlaygroundConfiguration(port: 65535), nil),
        (PlaygroundConfiguration(port: 0, maximumSessions: 10_000), nil),
        (PlaygroundConfiguration(port: 65536), "--port must be from 0 to 65535 (got 65536); 0 picks a free port"),
        (PlaygroundConfiguration(port: -1), "--port must be from 0 to 65535 (got -1); 0 picks a free port"),
        (PlaygroundConfiguration(maximumSessions: 0), "--max-sessions must be from 1 to 10000 (got 0)"),
        (PlaygroundConfiguration(maximumSessions: 10_001), "--max-sessions must be from 1 to 10000 (got 10001)"),
        (PlaygroundConfiguration(host: ""), "--host must name an address, such as 127.0.0.1 or 0.0.0.0"),
        (PlaygroundConfiguration(allowedOrigins: ["*", "https://a.example:8443"]), nil),
        (PlaygroundConfiguration(allowedOrigins: ["a.example"]), #"--allow-origin takes an origin such as https://example.com:8443, or * for any (got "a.example")"#),
        (PlaygroundConfiguration(allowedOrigins: ["https://a.example/page"]), #"--allow-origin takes an origin such as https://example.com:8443, or * for any (got "https://a.example/page")"#),
    ] as [(PlaygroundConfiguration, String?)])
    func validation(configuration: PlaygroundConfiguration, message: String?) {
        do {
            try configuration.validate()
            #expect(message == nil)
        } catch {
            #expect(error.description == message)
        }
    }

    @Test("A port already taken is explained with the option that fixes it; so are a privileged port and a foreign address")
    func portTaken() async throws {
        // Hold a port, then ask the playground for it.
        let holder = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(holder) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { pointer in
                bind(holder, pointer, length) == 0 && listen(holder, 1) == 0 && getsockname(holder, pointer, &length) == 0
            }
        }
        let port = Int(UInt16(bigEndian: address.sin_port))
        let configuration = PlaygroundConfiguration(port: port)
        var problem: String?
        let app = PlaygroundServer.application(configuration)
        do {
            // Running, it would never return: a few seconds are the test's bound.
            try await withThrowingTaskGroup(of: Void.self) { group in
                group.addTask { try await app.run() }
                group.addTask { try await Task.sleep(for: .seconds(5)) }
                defer { group.cancelAll() }
                try await group.next()
            }
        } catch {
            problem = PlaygroundServer.startupProblem(error, configuration: configuration) ?? "\(error)"
        }
        #expect(problem == "port \(port) is taken on 127.0.0.1: another program listens there (another gesturekit serve?). Choose another with --port, or --port 0 for any free port.")
        let privileged = PlaygroundServer.startupProblem(IOError(errnoCode: EACCES, reason: "bind"), configuration: .init(port: 80))
        #expect(privileged?.hasPrefix("port 80 is reserved for the system here") == true)
        let foreign = PlaygroundServer.startupProblem(IOError(errnoCode: EADDRNOTAVAIL, reason: "bind"), configuration: .init(host: "10.9.9.9"))
        #expect(foreign?.hasPrefix("10.9.9.9 is not an address of this machine") == true)
        #expect(PlaygroundServer.startupProblem(CancellationError(), configuration: configuration) == nil)
    }

    @Test("With port 0 the server reports the port the system picked, and it is the one that answers")
    func pickedPort() async throws {
        let reported = Mutex<Int?>(nil)
        let app = PlaygroundServer.application(PlaygroundConfiguration(port: 0)) { port in reported.withLock { $0 = port } }
        let (clientPort, health) = try await app.test(.live) { client in
            let port = try #require(client.port)
            let health = await blocking { () -> String in
                guard let connection = try? RawConnection(port: port) else { return "" }
                connection.send("GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n")
                return String(decoding: connection.untilClosed(limit: .seconds(5))?.bytes ?? [], as: UTF8.self)
            }
            return (port, health)
        }
        let port = reported.withLock { $0 }
        #expect(port != nil && port != 0 && port == clientPort)
        #expect(health.hasSuffix("ok"))
        #expect(PlaygroundServer.pageAddress(host: "127.0.0.1", port: 8080) == "http://127.0.0.1:8080/")
        #expect(PlaygroundServer.pageAddress(host: "::1", port: 8080) == "http://[::1]:8080/")
    }
}

/// Runs blocking socket code off the cooperative pool, where the server's tasks run.
func blocking<T: Sendable>(_ body: @escaping @Sendable () -> T) async -> T {
    await withCheckedContinuation { continuation in DispatchQueue.global().async { continuation.resume(returning: body()) } }
}
