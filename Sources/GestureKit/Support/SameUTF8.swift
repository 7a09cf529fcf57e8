/// Whether `a` and `b` hold the same UTF-8 bytes; two nils are the same, a nil and a string
/// are not.
///
/// GestureKit compares its few texts (a button's name with its title, a target–action pair's
/// `#fileID`) with this, never with `String`'s `==`: that finds canonically equivalent strings
/// equal ("é" composed and decomposed), which needs Unicode's normalization tables and their
/// code, about 40 KB of a Cortex-M image's flash (`Embedded/capi-check` refuses an image that
/// has them). GestureShapes compares its class names with it (`package`: not public API);
/// the playground's sessions, another package, keep a copy of their own.
package func sameUTF8(_ a: String?, _ b: String?) -> Bool {
    guard let a, let b else { return a == nil && b == nil }
    // Their buffers, not their `utf8` views: Embedded Swift retains and releases a string for
    // every byte of a view it iterates (it doubled the time to make a playground frame). Two
    // views of one buffer, as a long text and its copy have, are equal without reading;
    // small strings (up to 10 bytes on 32-bit targets, 15 on 64-bit) are copied to the stack
    // and read.
    if let same = a.utf8.withContiguousStorageIfAvailable({ x in
        b.utf8.withContiguousStorageIfAvailable { y in x.count == y.count && (x.baseAddress == y.baseAddress || sameBytes(x, y)) }
    }) ?? nil {
        return same
    }
    return a.utf8.elementsEqual(b.utf8)  // a string without contiguous UTF-8
}

/// Whether two buffers of one length hold the same bytes, read eight at a time: the
/// standard library's `elementsEqual` reads one at a time, most of a playground frame's
/// comparisons.
private func sameBytes(_ x: UnsafeBufferPointer<UInt8>, _ y: UnsafeBufferPointer<UInt8>) -> Bool {
    let a = UnsafeRawBufferPointer(x), b = UnsafeRawBufferPointer(y)
    var offset = 0
    while offset + 8 <= a.count {
        guard a.loadUnaligned(fromByteOffset: offset, as: UInt64.self) == b.loadUnaligned(fromByteOffset: offset, as: UInt64.self) else {
            return false
        }
        offset += 8
    }
    while offset < a.count {
        guard a[offset] == b[offset] else { return false }
        offset += 1
    }
    return true
}
