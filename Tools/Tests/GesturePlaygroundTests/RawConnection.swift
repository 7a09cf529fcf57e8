import Foundation
import Glibc

/// A TCP client that misbehaves on purpose: raw bytes on a socket, no HTTP or WebSocket
/// library to tidy up after it. It can stop sending, stop reading, send a request one byte at
/// a time, or never answer a close handshake.
final class RawConnection {
    let descriptor: Int32

    /// Connects to 127.0.0.1:`port`. `receiveBuffer` shrinks the socket's receive buffer (set
    /// before connecting, so the advertised window stays small): a client that does not read
    /// then stalls the server's writes quickly.
    init(port: Int, receiveBuffer: Int32? = nil) throws {
        descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { throw POSIXError(.EMFILE) }
        if var size = receiveBuffer {
            setsockopt(descriptor, SOL_SOCKET, SO_RCVBUF, &size, socklen_t(MemoryLayout<Int32>.size))
        }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let result = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard result == 0 else {
            Glibc.close(descriptor)
            throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .ECONNREFUSED)
        }
    }

    deinit { Glibc.close(descriptor) }

    /// Sends all of `bytes` unless the server has gone or `timeout` passes with the socket
    /// full; whether everything went.
    @discardableResult
    func send(_ bytes: [UInt8], timeout: Duration = .seconds(5)) -> Bool {
        var offset = 0
        while offset < bytes.count {
            guard wait(for: Int16(POLLOUT), timeout: timeout) else { return false }
            let sent = bytes[offset...].withUnsafeBytes { Glibc.send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            if sent <= 0 { return false }
            offset += sent
        }
        return true
    }

    @discardableResult
    func send(_ text: String) -> Bool { send(Array(text.utf8)) }

    /// Whether the server has closed its side (sent FIN, or reset the connection), known
    /// without reading what it sent: the socket's TCP state (`TCP_INFO`'s first byte) is then
    /// CLOSE_WAIT, or CLOSE after a reset.
    var serverClosed: Bool {
        var info = [UInt8](repeating: 0, count: 256)
        var length = socklen_t(info.count)
        guard getsockopt(descriptor, Int32(IPPROTO_TCP), TCP_INFO, &info, &length) == 0 else { return true }
        let closeWait: UInt8 = 8, closed: UInt8 = 7
        return info[0] == closeWait || info[0] == closed
    }

    /// What arrives within `timeout`: bytes, empty when nothing came, nil once the server closed.
    func read(timeout: Duration) -> [UInt8]? {
        guard wait(for: Int16(POLLIN), timeout: timeout) else { return [] }
        var buffer = [UInt8](repeating: 0, count: 65536)
        let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
        return count > 0 ? Array(buffer[0..<count]) : nil
    }

    /// Reads (and keeps) everything until the server closes the connection; the bytes and how
    /// long the close took, or nil when it is still open after `limit`.
    func untilClosed(limit: Duration) -> (bytes: [UInt8], after: Duration)? {
        let start = ContinuousClock.now
        var received: [UInt8] = []
        while ContinuousClock.now - start < limit {
            guard let bytes = read(timeout: .milliseconds(20)) else { return (received, ContinuousClock.now - start) }
            received += bytes
        }
        return nil
    }

    private func wait(for events: Int16, timeout: Duration) -> Bool {
        var entry = pollfd(fd: descriptor, events: events, revents: 0)
        let milliseconds = Int32(timeout.components.seconds * 1000 + timeout.components.attoseconds / 1_000_000_000_000_000)
        return poll(&entry, 1, milliseconds) > 0
    }
}

/// The sockets this process holds open on connections *to* `port` on the server's side (its
/// listener excluded): the server's file descriptors for its clients, read from
/// /proc/net/tcp and /proc/self/fd, so that tests running at the same time do not disturb
/// the count.
func serverConnectionDescriptors(port: Int) -> Int {
    var inodes: Set<String> = []
    for table in ["/proc/net/tcp", "/proc/net/tcp6"] {
        guard let text = try? String(contentsOfFile: table, encoding: .utf8) else { continue }
        for line in text.split(separator: "\n").dropFirst() {
            let fields = line.split(separator: " ")
            guard fields.count > 9, let local = fields[1].split(separator: ":").last, Int(local, radix: 16) == port,
                  fields[3] != "0A" else { continue }  // 0A: listening
            inodes.insert(String(fields[9]))
        }
    }
    let descriptors = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []
    return descriptors.filter { name in
        guard let target = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/fd/\(name)") else { return false }
        return target.hasPrefix("socket:[") && inodes.contains(String(target.dropFirst(8).dropLast()))
    }.count
}
