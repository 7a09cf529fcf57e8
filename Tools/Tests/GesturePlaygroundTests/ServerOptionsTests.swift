import Foundation
import Glibc
import Hummingbird
import NIOCore
import Synchronization
import Testing
@testable import GesturePlayground

/// What a user sets on `gesturekit serve`, and what the server says when it cannot start:
/// option ranges, a taken port, the port the system picked.
@Suite("Playground: options and starting up", .timeLimit(.minutes(1)))
struct ServerOptionsTests {
    @Test("Ports 0…65535 and a host", arguments: [
        (PlaygroundConfiguration(port: 65535), nil),
        (PlaygroundConfiguration(port: 0), nil),
        (PlaygroundConfiguration(port: 65536), "--port must be from 0 to 65535 (got 65536); 0 picks a free port"),
        (PlaygroundConfiguration(port: -1), "--port must be from 0 to 65535 (got -1); 0 picks a free port"),
        (PlaygroundConfiguration(host: ""), "--host must name an address, such as 127.0.0.1 or 0.0.0.0"),
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
        let app = PlaygroundServer.application(configuration, site: .sample)
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
        let (clientPort, health) = try await withLiveServer(PlaygroundConfiguration(port: 0), onPort: { port in reported.withLock { $0 = port } }) { port in
            (port, try await blocking { try RawResponse.get("/health", port: port) })
        }
        let port = reported.withLock { $0 }
        #expect(port != nil && port != 0 && port == clientPort)
        #expect(health.status == 200 && health.text == "ok")
        #expect(PlaygroundServer.pageAddress(host: "127.0.0.1", port: 8080) == "http://127.0.0.1:8080/")
        #expect(PlaygroundServer.pageAddress(host: "::1", port: 8080) == "http://[::1]:8080/")
    }
}
