import Testing
@testable import GestureKit

/// `sameUTF8`, how GestureKit and GestureShapes compare texts: by their bytes, eight at a time.
@Suite("Texts compared by their bytes")
struct SameUTF8Tests {
    @Test("Every length up to 40 bytes, small strings and heap ones: equal copies are the same, one byte changed anywhere is not")
    func everyLengthEveryPlace() {
        for length in 0...40 {
            let bytes = (0..<length).map { UInt8(ascii: "a") + UInt8($0 % 26) }
            let text = String(decoding: bytes, as: UTF8.self)
            #expect(sameUTF8(text, String(decoding: bytes, as: UTF8.self)), "length \(length)")
            #expect(!sameUTF8(text, String(decoding: bytes + [UInt8(ascii: "a")], as: UTF8.self)), "length \(length) and one more")
            for place in 0..<length {
                var changed = bytes
                changed[place] = UInt8(ascii: "Z")
                #expect(!sameUTF8(text, String(decoding: changed, as: UTF8.self)), "length \(length), byte \(place)")
            }
        }
    }

    @Test("Bytes, not canonical equivalence: é composed and decomposed differ; nil is only nil")
    func bytesNotEquivalence() {
        #expect("caf\u{E9}" == "cafe\u{301}")  // String's ==
        #expect(!sameUTF8("caf\u{E9}", "cafe\u{301}"))
        #expect(sameUTF8("caf\u{E9}", "caf\u{E9}") && sameUTF8(nil, nil))
        #expect(!sameUTF8("", nil) && !sameUTF8(nil, ""))
    }
}
