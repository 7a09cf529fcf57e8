/// ``YAMLNesting``'s count, line by line, and what stays open from one line to the next: a
/// quoted or plain scalar, a block scalar, flow collections, block levels.
///
/// Every choice leans one way: where libyaml reads structure, so does the scanner; where the
/// scanner is unsure, it reads structure too, so that the count may be high but never low.
struct YAMLNestingScanner {
    private enum Quote { case single, double }
    /// The indentation of each open block level (content columns, one per indicator).
    private var blockColumns: [Int] = []
    private var flowDepth = 0
    /// A quoted scalar still open at the last line's end.
    private var quote: Quote?
    /// While a block scalar's text runs: the column its lines must be indented past.
    private var blockScalarOwner: Int?
    /// While a block context's plain scalar may run on: the column its lines must be indented past.
    private var blockPlainOwner: Int?
    /// In a flow collection: a plain scalar is open (it runs on past spaces and line ends,
    /// its quotes plain text, until `,`, a bracket, a value's `:` or a comment).
    private var flowPlain = false
    /// In a flow collection: a scalar may start here (after `[`, `{`, `,` or a value's `:`).
    private var flowScalarStart = true
    /// In a flow collection: the last node was quoted or a collection (libyaml: a `:` right
    /// after it is a value, space or not).
    private var afterJSONNode = false
    /// The most levels counted so far.
    private(set) var deepest = 0

    private var levels: Int { 2 * blockColumns.count + flowDepth }

    mutating func scan(_ line: [UInt8]) {
        let indentation = line.prefix { $0 == space }.count
        let content = line.firstIndex { $0 != space && $0 != tab } ?? line.count
        let comment = content < line.count && line[content] == hash
        let blank = content == line.count || comment
        let documentMarker = (startsWith(line, "---") || startsWith(line, "...")) && endsToken(line, 3)
        if let owner = blockScalarOwner {
            if !documentMarker, blank || indentation > owner { return }  // the scalar's own text
            blockScalarOwner = nil
        }
        if let open = quote {
            let end = skipQuoted(line, from: 0, open)
            guard quote == nil else { return }
            if flowDepth > 0 {
                (flowScalarStart, afterJSONNode) = (false, true)
                resumeBlock(line, after: scanFlow(line, from: end), owner: indentation)
            } else {
                scanBlock(line, from: end, valueStart: false, owner: indentation)
            }
            return
        }
        if flowDepth > 0 {
            resumeBlock(line, after: scanFlow(line, from: 0), owner: indentation)
            return
        }
        if let owner = blockPlainOwner {
            if !documentMarker, !comment, blank || indentation > owner { return }  // the plain scalar runs on
            blockPlainOwner = nil
        }
        if blank { return }
        while let last = blockColumns.last, last >= indentation { blockColumns.removeLast() }
        blockColumns.append(indentation)
        deepest = max(deepest, levels)
        scanBlock(line, from: indentation, valueStart: true, owner: indentation)
    }

    /// Block context again after a flow collection closed at `position`, if it did on this line.
    private mutating func resumeBlock(_ line: [UInt8], after position: Int, owner: Int) {
        if flowDepth == 0, position < line.count { scanBlock(line, from: position, valueStart: false, owner: owner) }
    }

    /// Block context: indicators, then a node; a key's `: ` starts its value. `owner` is the
    /// column of the node whose value comes next (a block or plain scalar runs on past it).
    private mutating func scanBlock(_ line: [UInt8], from start: Int, valueStart startsValue: Bool, owner initialOwner: Int) {
        var position = start, valueStart = startsValue, owner = initialOwner
        var node = position  // where the current node began: the owner of its value, if it is a key
        var plainOpen = false, plainOwner = owner
        while position < line.count {
            let byte = line[position]
            if byte == space || byte == tab { position += 1; continue }
            if byte == hash, position == 0 || line[position - 1] == space || line[position - 1] == tab { return }
            guard valueStart else {
                if byte == colon, endsToken(line, position + 1) {
                    (valueStart, plainOpen, owner) = (true, false, node)
                }
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
            node = position
            switch byte {
            case openBracket, openBrace:
                (flowPlain, flowScalarStart, afterJSONNode) = (false, true, false)
                position = scanFlow(line, from: position)
                if flowDepth > 0 { return }  // the collection runs on to later lines
                valueStart = false
            case doubleQuote, singleQuote:
                position = skipQuoted(line, from: position + 1, byte == doubleQuote ? .double : .single)
                if quote != nil { return }
                valueStart = false
            case pipe, greater:
                blockScalarOwner = owner
                return
            case ampersand, exclamation, asterisk:
                while position < line.count, line[position] != space, line[position] != tab { position += 1 }
            default:
                (plainOpen, plainOwner, valueStart) = (true, owner, false)
            }
        }
        if plainOpen { blockPlainOwner = plainOwner }
    }

    /// Flow context: every bracket outside a scalar counts. Returns where block context
    /// resumes on this line (its end while the collection stays open).
    private mutating func scanFlow(_ line: [UInt8], from start: Int) -> Int {
        var position = start
        while position < line.count {
            let byte = line[position]
            position += 1
            switch byte {
            case space, tab:
                continue
            case hash where position == 1 || line[position - 2] == space || line[position - 2] == tab:
                flowPlain = false
                return line.count
            case openBracket, openBrace:
                (flowPlain, flowScalarStart, afterJSONNode) = (false, true, false)
                flowDepth += 1
                deepest = max(deepest, levels)
            case closeBracket, closeBrace:
                (flowPlain, flowScalarStart, afterJSONNode) = (false, false, true)
                flowDepth = max(0, flowDepth - 1)
                if flowDepth == 0 { return position }
            case comma:
                (flowPlain, flowScalarStart, afterJSONNode) = (false, true, false)
            case colon where afterJSONNode || endsFlowToken(line, position):
                (flowPlain, flowScalarStart, afterJSONNode) = (false, true, false)
            case doubleQuote where !flowPlain && flowScalarStart, singleQuote where !flowPlain && flowScalarStart:
                position = skipQuoted(line, from: position, byte == doubleQuote ? .double : .single)
                if quote != nil { return line.count }
                (flowScalarStart, afterJSONNode) = (false, true)
            default:
                (flowPlain, flowScalarStart, afterJSONNode) = (true, false, false)
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

    /// Whether a token ends at `position`: a space, a tab or the line's end.
    private func endsToken(_ line: [UInt8], _ position: Int) -> Bool {
        position >= line.count || line[position] == space || line[position] == tab
    }

    /// In a flow collection, a `:` before this is a value's: a space, the line's end, or a
    /// flow indicator.
    private func endsFlowToken(_ line: [UInt8], _ position: Int) -> Bool {
        endsToken(line, position) || [comma, openBracket, closeBracket, openBrace, closeBrace].contains(line[position])
    }

    private func startsWith(_ line: [UInt8], _ marker: String) -> Bool {
        line.starts(with: marker.utf8)
    }
}

private let space = UInt8(ascii: " "), tab = UInt8(ascii: "\t")
private let hash = UInt8(ascii: "#"), colon = UInt8(ascii: ":"), comma = UInt8(ascii: ",")
private let dash = UInt8(ascii: "-"), question = UInt8(ascii: "?"), pipe = UInt8(ascii: "|"), greater = UInt8(ascii: ">")
private let openBracket = UInt8(ascii: "["), closeBracket = UInt8(ascii: "]")
private let openBrace = UInt8(ascii: "{"), closeBrace = UInt8(ascii: "}")
private let doubleQuote = UInt8(ascii: "\""), singleQuote = UInt8(ascii: "'"), backslash = UInt8(ascii: "\\")
private let ampersand = UInt8(ascii: "&"), exclamation = UInt8(ascii: "!"), asterisk = UInt8(ascii: "*")
