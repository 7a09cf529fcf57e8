/// One page's engine behind a C ABI: a ``PlaygroundSession`` and the two buffers its messages
/// cross in. The page's WebAssembly module exports the functions below (`Tools/Wasm/build`);
/// natively they are ordinary Swift functions, which `EngineABITests` calls as the page does.
///
/// A page writes a message's UTF-8 bytes into the input buffer, asks the engine to handle
/// them, and reads the replies from the output buffer: the same JSON messages the session
/// takes and gives everywhere (docs/Playground.md, Messages), with no copy of the protocol in
/// JavaScript. The one exception is the `input` message, sent for every pointer event: the
/// page writes its numbers instead (``handleInput(count:)``), which saves parsing its text.
/// Handles are unmanaged, retained `PlaygroundEngine`s; nothing is global, so a page may run
/// several engines.
public final class PlaygroundEngine {
    /// The session the messages go to.
    public let session: PlaygroundSession
    /// The next message's bytes, written by the host.
    private var input = Bytes()
    /// The last message's replies, each a JSON text followed by a line feed.
    private var output = Bytes()

    /// An engine whose session plays the car browser.
    public init() { session = PlaygroundSession() }

    deinit {
        input.free()
        output.free()
    }

    /// Room for a message of `length` bytes. The room stays where it is, for messages of up
    /// to the most bytes asked for so far, until a call asks for more: a host may keep the
    /// pointer and ask again only for a longer message.
    public func inputBuffer(length: Int) -> UnsafeMutableRawPointer {
        input.reserve(length)
        return input.start
    }

    /// Handles the message in the first `length` bytes of the input buffer; returns the length
    /// of the replies in the output buffer. The replies are JSON texts, each followed by a line
    /// feed (JSON text written by the session holds no raw line feed).
    public func handle(length: Int) -> Int {
        output.count = 0
        guard length >= 0, length <= input.capacity else { return refuseLength() }
        let bytes = UnsafeRawBufferPointer(start: input.start, count: length).bindMemory(to: UInt8.self)
        session.handle(String(decoding: bytes, as: UTF8.self), write: appendReply)
        return output.count
    }

    /// Handles the `input` message whose `count` numbers (`Double`s in the order
    /// `ClientMessage.readInput(_:)` reads them) are in the input buffer; returns the length of
    /// the replies in the output buffer, which are those of the same message as JSON text.
    public func handleInput(count: Int) -> Int {
        output.count = 0
        guard count >= 0, count <= input.capacity / MemoryLayout<Double>.stride else { return refuseLength() }
        let numbers = UnsafeBufferPointer(start: input.start.bindMemory(to: Double.self, capacity: count), count: count)
        session.handleInput(numbers, write: appendReply)
        return output.count
    }

    /// Writes the frame, if one is due (the `frame` message's reply, with no message to read),
    /// into the output buffer; returns its length: 0 when nothing changed since the last.
    public func frame() -> Int {
        output.count = 0
        session.drawFrame(write: appendReply)
        return output.count
    }

    /// Appends a reply and its line feed to the output buffer.
    private func appendReply(_ reply: UnsafeRawBufferPointer) {
        output.append(reply)
        withUnsafeBytes(of: UInt8(0x0A)) { output.append($0) }
    }

    /// Writes the reply to a length the input buffer cannot hold; returns its length.
    private func refuseLength() -> Int {
        Self.badLength.withUTF8Buffer { appendReply(UnsafeRawBufferPointer($0)) }
        return output.count
    }

    /// The output buffer (its first bytes are the last message's replies).
    public var outputBuffer: UnsafeRawPointer { UnsafeRawPointer(output.start) }

    /// The reply to a length the input buffer cannot hold (a host's mistake, not a page's).
    private static let badLength: StaticString = #"{"type":"error","message":"the message's length does not fit the input buffer"}"#

    /// A block of memory the host reads or writes through a pointer, so it lives outside any
    /// Swift array (whose storage may move, and whose address may not escape its closure).
    private struct Bytes {
        private(set) var start = UnsafeMutableRawPointer.allocate(byteCount: 256, alignment: 8)
        private(set) var capacity = 256
        /// How many bytes are in use (the output's replies).
        var count = 0

        /// Makes room for `count` bytes (the old contents are not kept).
        mutating func reserve(_ count: Int) {
            guard count > capacity else { return }
            start.deallocate()
            capacity = Swift.max(count, capacity * 2)
            start = UnsafeMutableRawPointer.allocate(byteCount: capacity, alignment: 8)
        }

        /// Appends `bytes` after the `count` in use, growing the block (and keeping its contents).
        mutating func append(_ bytes: UnsafeRawBufferPointer) {
            if count + bytes.count > capacity {
                let grown = UnsafeMutableRawPointer.allocate(byteCount: Swift.max(count + bytes.count, capacity * 2), alignment: 8)
                grown.copyMemory(from: start, byteCount: count)
                start.deallocate()
                start = grown
                capacity = Swift.max(count + bytes.count, capacity * 2)
            }
            if let base = bytes.baseAddress { (start + count).copyMemory(from: base, byteCount: bytes.count) }
            count += bytes.count
        }

        func free() { start.deallocate() }
    }
}

@inline(__always)
private func engine(_ handle: UnsafeMutableRawPointer) -> PlaygroundEngine {
    Unmanaged<PlaygroundEngine>.fromOpaque(handle).takeUnretainedValue()
}

/// `playground_create() -> handle`: a new engine (a session on the car browser).
@_cdecl("playground_create")
public func playgroundCreate() -> UnsafeMutableRawPointer {
    Unmanaged.passRetained(PlaygroundEngine()).toOpaque()
}

/// `playground_destroy(handle)`: cancels the pointers still down and frees the engine.
@_cdecl("playground_destroy")
public func playgroundDestroy(_ handle: UnsafeMutableRawPointer) {
    let unmanaged = Unmanaged<PlaygroundEngine>.fromOpaque(handle)
    unmanaged.takeUnretainedValue().session.close()
    unmanaged.release()
}

/// `playground_input(handle, length) -> pointer`: where to write the next message's `length`
/// UTF-8 bytes (or numbers). It stays the same, for messages of up to the most bytes asked for
/// so far, until a call asks for more; the page asks again only for a longer message.
@_cdecl("playground_input")
public func playgroundInput(_ handle: UnsafeMutableRawPointer, _ length: Int32) -> UnsafeMutableRawPointer {
    engine(handle).inputBuffer(length: Int(Swift.max(length, 0)))
}

/// `playground_handle(handle, length) -> bytes`: handles the message written at
/// `playground_input`; returns how many bytes of replies `playground_output` points to.
@_cdecl("playground_handle")
public func playgroundHandle(_ handle: UnsafeMutableRawPointer, _ length: Int32) -> Int32 {
    Int32(truncatingIfNeeded: engine(handle).handle(length: Int(length)))
}

/// `playground_handle_input(handle, count) -> bytes`: handles the `input` message written at
/// `playground_input` as `count` numbers (8-byte floats; the room asked for is `8 * count`
/// bytes) rather than JSON text; returns how many bytes of replies `playground_output` points to.
@_cdecl("playground_handle_input")
public func playgroundHandleInput(_ handle: UnsafeMutableRawPointer, _ count: Int32) -> Int32 {
    Int32(truncatingIfNeeded: engine(handle).handleInput(count: Int(count)))
}

/// `playground_frame(handle) -> bytes`: what a `{"type":"frame"}` message replies — the frame,
/// if anything changed since the last (or one is owed) — without a message to write or read:
/// the page asks at every animation frame. Returns how many bytes `playground_output` points to.
@_cdecl("playground_frame")
public func playgroundFrame(_ handle: UnsafeMutableRawPointer) -> Int32 {
    Int32(truncatingIfNeeded: engine(handle).frame())
}

/// `playground_output(handle) -> pointer`: the last message's replies (valid until the next
/// call).
@_cdecl("playground_output")
public func playgroundOutput(_ handle: UnsafeMutableRawPointer) -> UnsafeRawPointer {
    engine(handle).outputBuffer
}

/// `playground_next_deadline(handle) -> milliseconds`: when the scene's window next has a
/// deadline, on the page's timeline (as the messages' `t`), or -1 when it has none. The page
/// sends a tick then, so a long press begins on time without a fast timer.
@_cdecl("playground_next_deadline")
public func playgroundNextDeadline(_ handle: UnsafeMutableRawPointer) -> Double {
    engine(handle).session.nextDeadline ?? -1
}
