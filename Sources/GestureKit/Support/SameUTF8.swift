/// Whether `a` and `b` hold the same UTF-8 bytes; two nils are the same, a nil and a string
/// are not.
///
/// GestureKit compares its few texts (a button's name with its title, a target–action pair's
/// `#fileID`) with this, never with `String`'s `==`: that finds canonically equivalent strings
/// equal ("é" composed and decomposed), which needs Unicode's normalization tables and their
/// code, about 40 KB of a Cortex-M image's flash (`Embedded/capi-check` refuses an image that
/// has them). The playground's sessions, another package, keep a copy of their own.
func sameUTF8(_ a: String?, _ b: String?) -> Bool {
    guard let a, let b else { return a == nil && b == nil }
    // Their buffers, not their `utf8` views: Embedded Swift retains and releases a string for
    // every byte of a view it iterates (it doubled the time to make a playground frame). Two
    // views of one buffer, as a long text and its copy have, are equal without reading;
    // small strings (up to 10 bytes on 32-bit targets, 15 on 64-bit) are copied to the stack
    // and read.
    if let same = a.utf8.withContiguousStorageIfAvailable({ x in
        b.utf8.withContiguousStorageIfAvailable { y in x.count == y.count && (x.baseAddress == y.baseAddress || x.elementsEqual(y)) }
    }) ?? nil {
        return same
    }
    return a.utf8.elementsEqual(b.utf8)  // a string without contiguous UTF-8
}
