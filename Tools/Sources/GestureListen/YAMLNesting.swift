/// How deeply a YAML text nests its lists and mappings, counted before the text is parsed.
///
/// Yams builds its tree of nodes by recursion, one call per level, so a text nested some ten
/// thousand levels deep (`[[[[…`, or `- - - - …`) overflows the stack and ends the process —
/// `listen` re-reading its configuration after an edit included. A configuration needs a few
/// levels; ``limit`` is far above that and far below what a thread's stack holds.
///
/// ```swift
/// YAMLNesting.firstLineTooDeep(in: "bindings:\n  - {gesture: tap}\n")   // nil
/// YAMLNesting.firstLineTooDeep(in: String(repeating: "[", count: 500))  // 1
/// ```
///
/// The trade-off: the count is an upper bound, not the parser's own depth, so that no text
/// nested past the limit goes through. Each indentation step counts as two levels (a list may
/// sit at its key's column under it), each `- ` or `? ` on a line as one more, and every
/// bracket that can open a flow collection as one; quoted scalars, plain scalars, comments and
/// block scalars count nothing, read as libyaml reads them (YAML 1.1: `\r`, NEL, LS and PS
/// end lines too). Where the scanner cannot tell, it counts.
enum YAMLNesting {
    /// The most counted levels a text may reach.
    static let limit = 100

    /// The first line (from 1) whose counted levels pass `limit`, or nil.
    static func firstLineTooDeep(in text: String, limit: Int = YAMLNesting.limit) -> Int? {
        var scanner = YAMLNestingScanner()
        var lineNumber = 0
        for line in lines(of: text) {
            lineNumber += 1
            scanner.scan(line)
            if scanner.deepest > limit { return lineNumber }
        }
        return nil
    }

    /// The most levels the text reaches, as counted.
    static func countedLevels(in text: String) -> Int {
        var scanner = YAMLNestingScanner()
        for line in lines(of: text) { scanner.scan(line) }
        return scanner.deepest
    }

    /// The text's lines, split where libyaml ends a line: line feed, carriage return (alone
    /// or before a line feed), NEL (U+0085), and the line and paragraph separators (U+2028,
    /// U+2029).
    static func lines(of text: String) -> [[UInt8]] {
        let bytes = Array(text.utf8)
        var lines: [[UInt8]] = []
        var start = 0, index = 0
        while index < bytes.count {
            var breakLength = 0
            switch bytes[index] {
            case 0x0A: breakLength = 1
            case 0x0D: breakLength = index + 1 < bytes.count && bytes[index + 1] == 0x0A ? 2 : 1
            case 0xC2 where index + 1 < bytes.count && bytes[index + 1] == 0x85: breakLength = 2
            case 0xE2 where index + 2 < bytes.count && bytes[index + 1] == 0x80 && (bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9):
                breakLength = 3
            default: break
            }
            if breakLength > 0 {
                lines.append(Array(bytes[start..<index]))
                index += breakLength
                start = index
            } else {
                index += 1
            }
        }
        lines.append(Array(bytes[start...]))
        return lines
    }
}
