/// Reads a fuzzer's input as a sequence of small decisions. Past the end it yields zeros,
/// so every input, however short, is a complete program.
public struct ByteReader {
    private let bytes: UnsafeRawBufferPointer
    private var index = 0

    /// A reader at the start of `bytes`.
    public init(_ bytes: UnsafeRawBufferPointer) { self.bytes = bytes }

    /// Whether every byte has been read.
    public var isAtEnd: Bool { index >= bytes.count }

    /// The next byte (0 past the end).
    public mutating func byte() -> UInt8 {
        guard index < bytes.count else { return 0 }
        defer { index += 1 }
        return bytes[index]
    }

    /// The next eight bytes as a number.
    public mutating func uint64() -> UInt64 {
        (0..<8).reduce(0) { value, _ in value << 8 | UInt64(byte()) }
    }

    /// A number in `range`, from the next byte.
    public mutating func double(in range: ClosedRange<Double>) -> Double {
        range.lowerBound + (range.upperBound - range.lowerBound) * Double(byte()) / 255
    }
}
