import Foundation
import Glibc

/// One page under load: a WebSocket over a non-blocking socket, speaking just enough of the
/// protocol to send pointer messages on a schedule and time each reply.
final class LoadClient {
    let descriptor: Int32
    private var received: [UInt8] = []
    /// When each message still waiting for its reply was sent (replies come in order, one per message).
    private var waiting: [ContinuousClock.Instant] = []
    private var waitingStart = 0
    /// How long each reply took.
    private(set) var latencies: [Duration] = []
    private(set) var errors = 0
    private(set) var closed = false
    private var move = 0, stroke = 0

    init(port: Int) throws {
        descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let result = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard descriptor >= 0, result == 0 else { throw LoadError("cannot connect to 127.0.0.1:\(port): errno \(errno)") }
        var one: Int32 = 1
        setsockopt(descriptor, Int32(IPPROTO_TCP), TCP_NODELAY, &one, socklen_t(MemoryLayout<Int32>.size))
        let request = "GET /ws HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
            + "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n"
        try sendAll(Array(request.utf8))
        var head: [UInt8] = []
        while !head.suffix(4).elementsEqual([13, 10, 13, 10]) {
            var byte: UInt8 = 0
            guard recv(descriptor, &byte, 1, 0) == 1 else { throw LoadError("the server closed during the upgrade") }
            head.append(byte)
        }
        guard head.starts(with: Array("HTTP/1.1 101".utf8)) else { throw LoadError("upgrade refused: \(String(decoding: head, as: UTF8.self))") }
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
    }

    deinit { close(descriptor) }

    /// Says hello and picks `scene`, waiting for their replies (untimed).
    func start(scene: String) throws {
        send(#"{"type":"hello"}"#, timed: false, replies: 2)
        send(#"{"type":"scene","scene":"\#(scene)"}"#, timed: false, replies: 1)
        let deadline = ContinuousClock.now + .seconds(10)
        while waiting.count > waitingStart, ContinuousClock.now < deadline { receive() }
        guard waiting.count == waitingStart else { throw LoadError("no reply to hello and scene within 10 s") }
    }

    /// Sends the next pointer message of a finger drawing circles (120 moves, then a lift).
    func sendNextMove() {
        let t = Double(stroke) * 1_100 + Double(move) * 1_000 / 120
        let angle = Double(move) / 120 * 6.283
        let phase = move == 0 ? "down" : move == 120 ? "up" : "move"
        let x = 400 + 120 * cos(angle), y = 300 + 120 * sin(angle)
        send(#"{"type":"input","t":\#(t),"changes":[{"id":1,"phase":"\#(phase)","x":\#(x),"y":\#(y),"kind":"touch"}]}"#,
             timed: true, replies: 1)
        if move == 120 { (move, stroke) = (0, stroke + 1) } else { move += 1 }
    }

    /// Reads what has arrived and times the replies in it.
    func receive() {
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
            if count == 0 { closed = true; return }
            if count < 0 { if errno != EAGAIN && errno != EWOULDBLOCK { closed = true }; break }
            received += buffer[0..<count]
        }
        var offset = 0
        while let (opcode, payload, next) = frame(at: offset) {
            offset = next
            if opcode == 8 { closed = true }
            guard opcode == 1 else { continue }
            if payload.starts(with: Array(#"{"type":"error""#.utf8)) { errors += 1 }
            if waitingStart < waiting.count {
                let sent = waiting[waitingStart]
                waitingStart += 1
                if sent != timedMarker { latencies.append(ContinuousClock.now - sent) }
            }
        }
        received.removeFirst(offset)
        if waitingStart > 4096 { waiting.removeFirst(waitingStart); waitingStart = 0 }
    }

    /// Messages sent and not answered yet.
    var outstanding: Int { waiting.count - waitingStart }

    private let timedMarker = ContinuousClock.Instant.now - .seconds(1_000_000)

    private func send(_ text: String, timed: Bool, replies: Int) {
        let payload = Array(text.utf8)
        var frame: [UInt8] = [0x81]
        if payload.count < 126 { frame.append(0x80 | UInt8(payload.count)) } else { frame += [0x80 | 126, UInt8(payload.count >> 8), UInt8(payload.count & 0xFF)] }
        frame += [0, 0, 0, 0] + payload  // masked with a zero key, as a client must
        let now = ContinuousClock.now
        for _ in 0..<replies { waiting.append(timed ? now : timedMarker) }
        do { try sendAll(frame) } catch { closed = true }
    }

    private func sendAll(_ bytes: [UInt8]) throws {
        var offset = 0
        while offset < bytes.count {
            let sent = bytes[offset...].withUnsafeBytes { Glibc.send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            if sent > 0 { offset += sent; continue }
            if sent < 0, errno == EAGAIN || errno == EWOULDBLOCK {
                var entry = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
                _ = poll(&entry, 1, 100)
                receive()  // keep reading while the server catches up
                continue
            }
            throw LoadError("send failed: errno \(errno)")
        }
    }

    /// The server frame at `offset` of what was received: opcode, payload, next offset.
    private func frame(at offset: Int) -> (UInt8, ArraySlice<UInt8>, Int)? {
        guard received.count - offset >= 2 else { return nil }
        let opcode = received[offset] & 0x0F
        var length = Int(received[offset + 1] & 0x7F), header = 2
        if length == 126 {
            guard received.count - offset >= 4 else { return nil }
            length = Int(received[offset + 2]) << 8 | Int(received[offset + 3]); header = 4
        } else if length == 127 {
            guard received.count - offset >= 10 else { return nil }
            length = (0..<8).reduce(0) { $0 << 8 | Int(received[offset + 2 + $1]) }; header = 10
        }
        guard received.count - offset >= header + length else { return nil }
        return (opcode, received[(offset + header)..<(offset + header + length)], offset + header + length)
    }
}

struct LoadError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
