import Foundation
import GestureKit
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Reads $1 unistroke logs (Wobbrock, Wilson & Li, UIST 2007): one XML file per gesture,
/// `<Gesture Name="check01" Subject="2" Speed="fast" Millseconds="410" …>` holding
/// `<Point X="77" Y="199" T="11581717" />` elements — and the same logs as other groups
/// write them (docs/Traces.md lists every variant):
///
/// - `T` is a time in milliseconds, Unix time in seconds (`1677757997.115825`), a time of
///   day (`16:25:54.729850`), a counter (1, 2, 3, …), one constant, or absent. Only the
///   first three give the samples times; otherwise they have none (``StrokePoint/time`` is
///   nil) and `details["times"]` says why (`counter`, `constant`, `absent`, or
///   `backwards` for times that go back somewhere).
/// - `Millseconds` (sic) or `Milliseconds`, the whole gesture's duration, is kept as
///   ``LabelledGesture/statedDuration``.
/// - The class is `Name` without its number (and a `.xml` some apps add), any case
///   (`check01`, `check1`, `Check1`, `check1.xml`), or,
///   when `Name` is missing or only a number, the file's name without its number. It is
///   written as the $1 logs write it (``className(_:)``).
/// - `Subject`, `Speed` and `Number` are optional; coordinates may be whole or fractional.
/// - A `<Gesture>` closed by another tag (`</Project_1_Part_4>`), when nothing else is wrong,
///   is read, and `details["closedBy"]` names the tag.
public enum DollarOneImporter {
    /// Reads one log file. `subject` names the person when the file does not (it has no
    /// `Subject` attribute); the file's name gives the class when `Name` does not.
    ///
    /// - Parameters:
    ///   - url: a $1 XML log, one gesture.
    ///   - subject: who drew it, used only when the file has no `Subject`; nil gives "?".
    /// - Throws: ``TraceError`` naming the file: what ``read(_:fileName:subject:)`` throws, or
    ///   that the file cannot be read.
    public static func read(contentsOf url: URL, subject: String? = nil) throws(TraceError) -> LabelledGesture {
        let data = try TraceError.contents(of: url)
        do {
            return try read(data, fileName: url.lastPathComponent, subject: subject)
        } catch {
            throw error.inFile(url.path)
        }
    }

    /// Reads one log from its bytes. `fileName` gives the class when `Name` does not;
    /// `subject` names the person when the log does not (otherwise "?").
    ///
    /// - Parameters:
    ///   - data: the log's bytes, UTF-8 XML.
    ///   - fileName: the file's name (a path works too); its stem without its number gives
    ///     the class when `Name` holds none. Nil for none.
    ///   - subject: who drew it, used only when the log has no `Subject`.
    /// - Returns: the gesture, its points' times in seconds when the `T` column holds
    ///   milliseconds (nil otherwise, with `details["times"]` saying what the column held).
    /// - Throws: ``TraceError`` with the line at fault: a binary file or text that is not
    ///   UTF-8, XML that does not parse (but for a `<Gesture>` closed by another tag, its one
    ///   fault: read, `details["closedBy"]` naming the tag), no `<Gesture>` or no `<Point>`, a point without a
    ///   number for `X` or `Y`, `T` on some points but not on others, a duration that is not a
    ///   number of milliseconds, or no class in either `Name` or the file's name.
    public static func read(_ data: Data, fileName: String? = nil, subject: String? = nil) throws(TraceError) -> LabelledGesture {
        guard data.contains(where: { !xmlWhiteSpace.contains($0) }) else {
            throw TraceError(data.isEmpty ? "an empty file (0 bytes), not a log" : "only white space, not a log")
        }
        // A NUL byte is in no UTF-8 log: say so plainly (a published collection holds a
        // `.DS_Store` saved as `.xml`) rather than leave a reader to decode a UTF-8 complaint.
        if let offset = data.firstIndex(of: 0).map({ data.distance(from: data.startIndex, to: $0) }) {
            let line = data.prefix(offset).filter { $0 == UInt8(ascii: "\n") }.count + 1
            throw TraceError("not a text log: byte \(offset + 1) is 0 (a binary file, or UTF-16 text; logs are read as UTF-8)", at: "line \(line)")
        }
        // Foundation's XMLParser traps on a name that is not UTF-8 (found by fuzzing): the
        // logs are UTF-8, so anything else is turned away first.
        if let offset = firstInvalidUTF8(in: data) {
            let line = data.prefix(offset).filter { $0 == UInt8(ascii: "\n") }.count + 1
            throw TraceError("not UTF-8 text (byte \(offset + 1) is not part of a UTF-8 character)", at: "line \(line)")
        }
        let delegate = Collector()
        // Fed as a stream, in chunks: given the whole log at once, libxml2 refuses one past
        // its 10 MB lookahead limit with a bare "error 1" at the last line.
        let parser = XMLParser(stream: InputStream(data: data))
        parser.delegate = delegate
        let parsed = parser.parse()
        if let problem = delegate.problem { throw problem }
        let closedBy = parsed ? nil : otherClosingTag(data, parser: parser, openElements: delegate.openElements)
        guard parsed || closedBy != nil else { throw notXML(data, parser: parser) }
        // Fed as a stream, libxml2 never hears that the input ended: a log cut short inside
        // its elements parses without complaint, so the open elements are counted here.
        if let open = delegate.openElements.last {
            let lines = data.filter { $0 == UInt8(ascii: "\n") }.count + (data.last == UInt8(ascii: "\n") ? 0 : 1)
            throw TraceError("the file ends before </\(open)>: a log cut short?", at: "line \(lines)")
        }
        guard let attributes = delegate.gesture else { throw TraceError("no <Gesture> element") }
        guard !delegate.points.isEmpty else { throw TraceError("the gesture has no <Point> elements") }
        let label = try label(name: attributes["Name"], fileName: fileName, line: delegate.gestureLine)
        let column = try timeColumn(delegate.points)
        let points = zip(delegate.points, times(delegate.points, column)).map { StrokePoint(x: $0.x, y: $0.y, time: $1) }
        var details = ["format": "dollar1"]
        for (key, attribute) in [("name", "Name"), ("speed", "Speed"), ("number", "Number")] {
            if let value = nonEmpty(attributes[attribute]) { details[key] = value }
        }
        if !column.isTimed { details["times"] = column.rawValue }
        if let closedBy { details["closedBy"] = closedBy }
        return LabelledGesture(label: label, subject: nonEmpty(attributes["Subject"]) ?? subject ?? "?", details: details,
                               strokes: [points], statedDuration: try statedDuration(attributes, line: delegate.gestureLine))
    }

    /// Why `data` did not parse. Foundation's own text is only "NSXMLParserErrorDomain error
    /// 4", so a file that is not XML at all (another format named `.xml`) is told by its first
    /// character, and otherwise the parser's error number is kept for a bug report.
    static func notXML(_ data: Data, parser: XMLParser) -> TraceError {
        let text = data.starts(with: [0xEF, 0xBB, 0xBF]) ? data.dropFirst(3) : data[...]
        let first = text.first { !xmlWhiteSpace.contains($0) }
        if let first, first != UInt8(ascii: "<") {
            let line = text.prefix { $0 != first }.filter { $0 == UInt8(ascii: "\n") }.count + 1
            let start = String(decoding: text.drop { $0 != first }.prefix(24).prefix { $0 != UInt8(ascii: "\n") }, as: UTF8.self)
            return TraceError("not XML: a $1 log begins with '<', this file with \"\(start)\" (a file of another format?)",
                              at: "line \(line)")
        }
        let code = (parser.parserError as NSError?)?.code
        return TraceError("not valid XML" + (code.map { " (XML parser error \($0))" } ?? ""), at: "line \(parser.lineNumber)")
    }

    /// The bytes XML counts as white space: space, tab, carriage return, line feed.
    static let xmlWhiteSpace: Set<UInt8> = [0x20, 0x09, 0x0D, 0x0A]

    /// The class in a gesture's `Name`, or else in the file's name.
    static func label(name: String?, fileName: String?, line: Int) throws(TraceError) -> String {
        // Some apps write the file's name there, `Name="check1.xml"`.
        if let name, let label = className(name.lowercased().hasSuffix(".xml") ? String(name.dropLast(4)) : name) { return label }
        let stem = fileName.map { URL(fileURLWithPath: $0).deletingPathExtension().lastPathComponent }
        if let stem, let label = className(stem) { return label }
        let named = name.map { "the Name \"\($0)\" holds no class" } ?? "the <Gesture> has no Name"
        let file = stem.map { "nor does the file's name \"\($0)\"" } ?? "and there is no file name to take it from"
        throw TraceError("\(named), \(file)", at: "line \(line)")
    }

    /// The class a gesture's name gives: the name without its number, lower case, words
    /// joined by `_`, spelt as the $1 logs spell it (`Check1` → `check`, `right square
    /// bracket3` → `right_sq_bracket`, `zig-zag` → `zig_zag`), so that collections from
    /// different groups name each class alike; nil when nothing but a number is there.
    public static func className(_ name: String) -> String? {
        // Words are also told by case: `RightCurlyBrace3` is right_curly_brace.
        var spaced = ""
        var previous: Character?
        for character in name.reversed().drop(while: \.isNumber).reversed() {
            if character.isUppercase, previous?.isLowercase == true { spaced.append(" ") }
            spaced.append(character)
            previous = character
        }
        let words = spaced.lowercased()
            .split(whereSeparator: { $0 == " " || $0 == "_" || $0 == "-" || $0 == "\t" })
        guard words.contains(where: { $0.contains(where: \.isLetter) }) else { return nil }
        let joined = bracketWords(words.map(String.init)).joined(separator: "_")
        return spellings[joined] ?? joined
    }

    /// The brackets' words as the $1 logs write them, whichever English a group used: one
    /// bracket or brace (`left_curly_braces`), a square one a `sq_bracket` even when called a
    /// brace (`left_square_brace`), a curly one a `brace` even when called a bracket.
    static func bracketWords(_ words: [String]) -> [String] {
        let singular = words.map { $0 == "braces" ? "brace" : $0 == "brackets" ? "bracket" : $0 }
        if singular.contains("square") || singular.contains("sq") {
            return singular.map { $0 == "square" ? "sq" : $0 == "brace" ? "bracket" : $0 }
        }
        if singular.contains("curly") { return singular.map { $0 == "bracket" ? "brace" : $0 } }
        return singular
    }

    /// Other groups' names for classes of the $1 set, and the $1 logs' own.
    static let spellings = [
        "delete": "delete_mark", "pig_tail": "pigtail", "zigzag": "zig_zag",
        // The same words run together, in one case.
        "leftsquarebracket": "left_sq_bracket", "rightsquarebracket": "right_sq_bracket",
        "leftsqbracket": "left_sq_bracket", "rightsqbracket": "right_sq_bracket",
        "leftcurlybrace": "left_curly_brace", "rightcurlybrace": "right_curly_brace",
        "questionmark": "question_mark", "deletemark": "delete_mark",
    ]

    /// `Millseconds` (the $1 logs' spelling) or `Milliseconds`, in seconds. 0 states nothing:
    /// no hand draws a gesture in no time, and a published group writes 0 in every log.
    static func statedDuration(_ attributes: [String: String], line: Int) throws(TraceError) -> Double? {
        for key in ["Millseconds", "Milliseconds"] {
            guard let text = nonEmpty(attributes[key]) else { continue }
            guard let value = Double(text), value.isFinite, value >= 0 else {
                throw TraceError("\(key)=\"\(text)\" is not a number of milliseconds", at: "line \(line)")
            }
            return value > 0 ? value / 1000 : nil
        }
        return nil
    }

    private static func nonEmpty(_ text: String?) -> String? {
        guard let trimmed = text?.trimmingCharacters(in: .whitespacesAndNewlines), !trimmed.isEmpty else { return nil }
        return trimmed
    }

    /// The offset of the first byte of `data` that does not belong to a UTF-8 character.
    static func firstInvalidUTF8(in data: Data) -> Int? {
        // The standard library's validation first: it is compiled optimized, where the scan
        // below runs a thousand times slower in a debug build (1.2 s for 3 MB). The scan
        // only finds where a log that is not UTF-8 goes wrong.
        if #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *),
           data.withUnsafeBytes({ String(validating: $0, as: UTF8.self) }) != nil {
            return nil
        }
        var parser = Unicode.UTF8.ForwardParser()
        var bytes = data.makeIterator()
        var offset = 0
        while true {
            switch parser.parseScalar(from: &bytes) {
            case .valid(let scalar): offset += scalar.count
            case .emptyInput: return nil
            case .error: return offset
            }
        }
    }

    /// A point as written: its `T` is judged once every point has been read.
    struct RawPoint {
        var x, y: Double
        /// `T` as a number, or a time of day in seconds since midnight (`isClock`).
        var t: Double?
        var isClock = false
        var line: Int
    }

    private final class Collector: NSObject, XMLParserDelegate {
        var gesture: [String: String]?
        var gestureLine = 1
        var points: [RawPoint] = []
        var problem: TraceError?
        /// The elements begun and not yet ended, outermost first.
        var openElements: [String] = []

        func parser(_ parser: XMLParser, didEndElement element: String, namespaceURI: String?, qualifiedName: String?) {
            _ = openElements.popLast()
        }

        func parser(_ parser: XMLParser, didStartElement element: String, namespaceURI: String?,
                    qualifiedName: String?, attributes: [String: String] = [:]) {
            openElements.append(element)
            switch element {
            case "Gesture":
                guard gesture == nil else { return fail("a second <Gesture>: a log holds one gesture", parser, point: false) }
                gesture = attributes
                gestureLine = parser.lineNumber
            case "Point":
                guard let x = number(attributes["X"]), let y = number(attributes["Y"]) else {
                    return fail("a <Point> needs numeric X and Y attributes", parser, point: true)
                }
                guard Window.coordinateRange.contains(x), Window.coordinateRange.contains(y) else {
                    return fail("X and Y are at most 10⁹ from 0 (a window's coordinates); got \(x), \(y)", parser, point: true)
                }
                let text = attributes["T"]
                let value = number(text)
                let clock = value == nil ? text.flatMap { DollarOneImporter.secondsOfDay($0.trimmingCharacters(in: .whitespacesAndNewlines)) } : nil
                guard text == nil || value != nil || clock != nil else {
                    return fail("T=\"\(text ?? "")\" is neither a number nor a time of day (16:25:54.7)", parser, point: true)
                }
                points.append(RawPoint(x: x, y: y, t: clock ?? value, isClock: clock != nil, line: parser.lineNumber))
            default:
                break
            }
        }

        private func number(_ text: String?) -> Double? {
            // Most numbers are written bare: trimming (Foundation's, slow) only when that fails.
            text.flatMap { Double($0) ?? Double($0.trimmingCharacters(in: .whitespacesAndNewlines)) }.flatMap { $0.isFinite ? $0 : nil }
        }

        private func fail(_ message: String, _ parser: XMLParser, point: Bool) {
            problem = TraceError(message, at: "line \(parser.lineNumber)" + (point ? ", point \(points.count + 1)" : ""))
            parser.abortParsing()
        }
    }
}
