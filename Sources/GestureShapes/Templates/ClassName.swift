import GestureKit

/// A class's name as the template matchers key, compare and order it: by its UTF-8 bytes.
///
/// `String`'s own `==`, `<` and hashing treat canonically equivalent texts as equal ("é"
/// composed and decomposed), which needs Unicode's normalization tables: in Embedded Swift
/// they and their code are about 40 KB of a Cortex-M image's flash, linked into every image
/// that matches templates while any name is hashed or compared that way
/// (`Embedded/compare` refuses a runner that has them). A template set's names are written
/// by one program, so their bytes are what tells them apart; for names in Unicode's composed
/// form (NFC, which every ASCII name is) the order is `String`'s, since UTF-8 keeps the order
/// of the scalars it encodes.
struct ClassName: Hashable, Comparable {
    let text: String

    init(_ text: String) { self.text = text }

    static func == (a: ClassName, b: ClassName) -> Bool { sameUTF8(a.text, b.text) }

    static func < (a: ClassName, b: ClassName) -> Bool {
        // Buffers rather than `utf8` views, for the reason `sameUTF8` gives.
        if let less = a.text.utf8.withContiguousStorageIfAvailable({ x in
            b.text.utf8.withContiguousStorageIfAvailable { y in x.lexicographicallyPrecedes(y) }
        }) ?? nil {
            return less
        }
        return a.text.utf8.lexicographicallyPrecedes(b.text.utf8)
    }

    func hash(into hasher: inout Hasher) {
        if text.utf8.withContiguousStorageIfAvailable({ hasher.combine(bytes: UnsafeRawBufferPointer($0)) }) == nil {
            for byte in text.utf8 { hasher.combine(byte) }
        }
        hasher.combine(0xFF as UInt8)  // the end, a byte no UTF-8 text holds: "ab" + "c" is not "a" + "bc"
    }
}
