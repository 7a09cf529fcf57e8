import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Reads the $1 unistroke logs (Wobbrock, Wilson & Li, UIST 2007): one XML file per
/// gesture, `<Gesture Name="check01" Subject="2" Speed="fast" …>` holding
/// `<Point X="77" Y="199" T="11581717" />` elements with T in milliseconds.
public enum DollarOneImporter {
    /// Reads one log file.
    public static func read(contentsOf url: URL) throws(TraceError) -> LabelledGesture {
        let data = try TraceError.contents(of: url)
        do {
            return try read(data)
        } catch {
            throw error.inFile(url.path)
        }
    }

    /// Reads one log from its bytes.
    public static func read(_ data: Data) throws(TraceError) -> LabelledGesture {
        // Foundation's XMLParser traps on a name that is not UTF-8 (found by fuzzing): the
        // logs are UTF-8, so anything else is turned away first.
        if let offset = firstInvalidUTF8(in: data) {
            let line = data.prefix(offset).filter { $0 == UInt8(ascii: "\n") }.count + 1
            throw TraceError("not UTF-8 text (byte \(offset + 1) is not part of a UTF-8 character)", at: "line \(line)")
        }
        let delegate = Collector()
        let parser = XMLParser(data: data)
        parser.delegate = delegate
        let parsed = parser.parse()
        if let problem = delegate.problem { throw problem }
        guard parsed else {
            let reason = parser.parserError.map { ($0 as NSError).localizedDescription } ?? "malformed XML"
            throw TraceError("not valid XML (\(reason))", at: "line \(parser.lineNumber)")
        }
        guard let name = delegate.name else { throw TraceError("no <Gesture Name=…> element") }
        guard !delegate.points.isEmpty else { throw TraceError("the gesture has no <Point> elements") }
        // "check01" → "check"; names like "delete_mark07" keep their underscores.
        let label = String(name.reversed().drop(while: \.isNumber).reversed())
        var details = ["format": "dollar1", "name": name]
        if let speed = delegate.speed { details["speed"] = speed }
        return LabelledGesture(label: label, subject: delegate.subject ?? "?", details: details, strokes: [delegate.points])
    }

    /// The offset of the first byte of `data` that does not belong to a UTF-8 character.
    static func firstInvalidUTF8(in data: Data) -> Int? {
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

    private final class Collector: NSObject, XMLParserDelegate {
        var name: String?, subject: String?, speed: String?
        var points: [StrokePoint] = []
        var problem: TraceError?

        func parser(_ parser: XMLParser, didStartElement element: String, namespaceURI: String?,
                    qualifiedName: String?, attributes: [String: String] = [:]) {
            switch element {
            case "Gesture":
                name = attributes["Name"]
                subject = attributes["Subject"]
                speed = attributes["Speed"]
            case "Point":
                guard let x = attributes["X"].flatMap(Double.init), let y = attributes["Y"].flatMap(Double.init),
                      let t = attributes["T"].flatMap(Double.init), x.isFinite, y.isFinite, t.isFinite
                else {
                    problem = TraceError("a <Point> needs numeric X, Y and T attributes", at: "line \(parser.lineNumber), point \(points.count + 1)")
                    return parser.abortParsing()
                }
                points.append(StrokePoint(x: x, y: y, time: t / 1000))
            default:
                break
            }
        }
    }
}
