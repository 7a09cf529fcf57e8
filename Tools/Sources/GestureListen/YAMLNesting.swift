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
/// bracket that can open a flow collection as one; quoted scalars, comments and block
/// scalars' contents count nothing, as YAML 1.2 and libyaml read them.
enum YAMLNesting {
    /// The most counted levels a text may reach.
    static let limit = 100

    /// The first line (from 1) whose counted levels pass `limit`, or nil.
    static func firstLineTooDeep(in text: String, limit: Int = YAMLNesting.limit) -> Int? {
        var scanner = Scanner()
        var lineNumber = 0
        for line in text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
            lineNumber += 1
            scanner.scan(Array(line))
            if scanner.deepest > limit { return lineNumber }
        }
        return nil
    }

    /// The scanner's state from line to line.
    private struct Scanner {
        private enum Quote { case single, double }
        /// The indentation of each open block level (content columns, one per indicator).
        private var blockColumns: [Int] = []
        private var flowDepth = 0
        private var quote: Quote?
        /// While a block scalar's content runs: the column its lines must be indented past.
        private var blockScalarOwner: Int?
        /// The most levels counted so far.
        private(set) var deepest = 0

        private var levels: Int { 2 * blockColumns.count + flowDepth }

        mutating func scan(_ line: [UInt8]) {
            let indentation = line.prefix { $0 == space }.count
            let blank = indentation == line.count || line[indentation] == hash || line[indentation] == carriageReturn
            let documentMarker = startsWith(line, "---") || startsWith(line, "...")
            if let owner = blockScalarOwner {
                if !documentMarker, blank || indentation > owner { return }  // the scalar's own text
                blockScalarOwner = nil
            }
            var position = 0
            if let open = quote {
                position = skipQuoted(line, from: 0, open)
                guard quote == nil else { return }
            } else if flowDepth == 0 {
                if blank { return }
                while let last = blockColumns.last, last >= indentation { blockColumns.removeLast() }
                blockColumns.append(indentation)
                deepest = max(deepest, levels)
                position = indentation
            }
            if flowDepth > 0 {
                position = scanFlow(line, from: position)
                guard position < line.count else { return }
            }
            scanBlock(line, from: position, valueStart: quote == nil && position == indentation)
        }

        /// Block context: indicators, then a node; a plain or quoted key's `: ` starts a value.
        private mutating func scanBlock(_ line: [UInt8], from start: Int, valueStart startsValue: Bool) {
            var position = start
            var valueStart = startsValue
            var owner = position
            while position < line.count {
                let byte = line[position]
                if byte == space || byte == tab || byte == carriageReturn { position += 1; continue }
                if byte == hash, position == 0 || line[position - 1] == space || line[position - 1] == tab { return }
                guard valueStart else {
                    if byte == colon, endsToken(line, position + 1) { valueStart = true }
                    position += 1
                    continue
                }
                if position == 0, startsWith(line, "---") || startsWith(line, "..."), endsToken(line, 3) {
                    position = 3
                    continue
                }
                if byte == dash || byte == question || byte == colon, endsToken(line, position + 1) {
                    owner = position
                    blockColumns.append(position + 1)
                    deepest = max(deepest, levels)
                    position += 1
                    continue
                }
                switch byte {
                case openBracket, openBrace:
                    position = scanFlow(line, from: position)
                    valueStart = false
                case doubleQuote, singleQuote:
                    owner = position
                    position = skipQuoted(line, from: position + 1, byte == doubleQuote ? .double : .single)
                    if quote != nil { return }
                    valueStart = false
                case pipe, greater:
                    blockScalarOwner = owner
                    return
                case ampersand, exclamation, asterisk:
                    while position < line.count, line[position] != space, line[position] != tab { position += 1 }
                default:
                    owner = position
                    valueStart = false
                }
            }
        }

        /// Flow context: every bracket outside quotes counts. Returns where block context
        /// resumes on this line (its end while the collection stays open).
        private mutating func scanFlow(_ line: [UInt8], from start: Int) -> Int {
            var position = start
            var scalarStart = true
            var afterJSONNode = false  // libyaml: `:` right after a quoted scalar or a closing bracket is a value
            while position < line.count {
                let byte = line[position]
                position += 1
                switch byte {
                case openBracket, openBrace:
                    flowDepth += 1
                    deepest = max(deepest, levels)
                    scalarStart = true
                    afterJSONNode = false
                case closeBracket, closeBrace:
                    flowDepth = max(0, flowDepth - 1)
                    if flowDepth == 0 { return position }
                    scalarStart = false
                    afterJSONNode = true
                case comma, space, tab:
                    scalarStart = true
                    afterJSONNode = false
                case colon where afterJSONNode:
                    scalarStart = true
                    afterJSONNode = false
                case hash where position == 1 || line[position - 2] == space || line[position - 2] == tab:
                    return line.count
                case doubleQuote where scalarStart, singleQuote where scalarStart:
                    position = skipQuoted(line, from: position, byte == doubleQuote ? .double : .single)
                    if quote != nil { return line.count }
                    scalarStart = false
                    afterJSONNode = true
                default:
                    scalarStart = false
                    afterJSONNode = false
                }
            }
            return position
        }

        /// Past a quoted scalar's closing quote; at the line's end, with ``quote`` set, when it
        /// runs on.
        private mutating func skipQuoted(_ line: [UInt8], from start: Int, _ kind: Quote) -> Int {
            var position = start
            while position < line.count {
                let byte = line[position]
                switch kind {
                case .double:
                    if byte == backslash { position += 2; continue }
                    if byte == doubleQuote { quote = nil; return position + 1 }
                case .single:
                    if byte == singleQuote {
                        if position + 1 < line.count, line[position + 1] == singleQuote { position += 2; continue }
                        quote = nil
                        return position + 1
                    }
                }
                position += 1
            }
            quote = kind
            return line.count
        }

        private func endsToken(_ line: [UInt8], _ position: Int) -> Bool {
            position >= line.count || line[position] == space || line[position] == tab || line[position] == carriageReturn
        }

        private func startsWith(_ line: [UInt8], _ marker: String) -> Bool {
            line.starts(with: marker.utf8)
        }
    }
}

private let space = UInt8(ascii: " "), tab = UInt8(ascii: "\t"), carriageReturn = UInt8(ascii: "\r")
private let hash = UInt8(ascii: "#"), colon = UInt8(ascii: ":"), comma = UInt8(ascii: ",")
private let dash = UInt8(ascii: "-"), question = UInt8(ascii: "?"), pipe = UInt8(ascii: "|"), greater = UInt8(ascii: ">")
private let openBracket = UInt8(ascii: "["), closeBracket = UInt8(ascii: "]")
private let openBrace = UInt8(ascii: "{"), closeBrace = UInt8(ascii: "}")
private let doubleQuote = UInt8(ascii: "\""), singleQuote = UInt8(ascii: "'"), backslash = UInt8(ascii: "\\")
private let ampersand = UInt8(ascii: "&"), exclamation = UInt8(ascii: "!"), asterisk = UInt8(ascii: "*")
