import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

extension DollarOneImporter {
    /// The tag that closes a log's `<Gesture>` in place of `</Gesture>`, when that is all that
    /// is wrong with it; nil otherwise.
    ///
    /// A published collection's logger opens `<Gesture …>` and closes every log with
    /// `</Project_1_Part_4>`: XML that does not parse, though every point is there. Refusing
    /// it would lose a whole collection over one word, so such a log is read, and says so
    /// (`details["closedBy"]`, ``Dataset/misclosedReport``). Only that fault is forgiven: the
    /// parser stopped at a mismatched end tag closing `<Gesture>`, the only element open, and
    /// that tag is the file's last and its only end tag but `</Point>`, with nothing but white
    /// space after it (a comment there, legal XML, is refused too: no logger writes one).
    static func otherClosingTag(_ data: Data, parser: XMLParser, openElements: [String]) -> String? {
        // 76: libxml2's XML_ERR_TAG_NAME_MISMATCH, Foundation's NSXMLParserTagNameMismatchError.
        // The parser ends the element it had open at the mismatched tag, so a log whose only
        // fault it is has nothing left open (one whose last point is left open still has the
        // `<Gesture>`).
        guard (parser.parserError as NSError?)?.code == 76, openElements.isEmpty else { return nil }
        let bytes = Array(data)
        let endTags = endTagStarts(in: bytes)
        guard let last = bytes.lastIndex(where: { !xmlWhiteSpace.contains($0) }), bytes[last] == UInt8(ascii: ">"),
              let start = endTags.last else { return nil }
        let name = endTagName(in: bytes, at: start)
        guard !name.isEmpty, name != "Gesture", name.allSatisfy({ $0.isLetter || $0.isNumber || "_-.:".contains($0) }),
              // libxml2 goes on past a mismatched tag, closing the element it ends: two of
              // them would have each closed one element, and the second fault is not forgiven.
              endTags.filter({ endTagName(in: bytes, at: $0) != "Point" }) == [start] else { return nil }
        return name
    }

    /// The name of the end tag beginning at `start`, white space before its `>` left out
    /// (`</Point >` is `Point`).
    private static func endTagName(in bytes: [UInt8], at start: Int) -> String {
        let rest = bytes[(start + 2)...]
        let name = rest.prefix { $0 != UInt8(ascii: ">") }
        return String(decoding: name.reversed().drop(while: { xmlWhiteSpace.contains($0) }).reversed(), as: UTF8.self)
    }

    /// Where each `</` of `bytes` begins.
    private static func endTagStarts(in bytes: [UInt8]) -> [Int] {
        bytes.indices.dropLast().filter { bytes[$0] == UInt8(ascii: "<") && bytes[$0 + 1] == UInt8(ascii: "/") }
    }
}
