import Foundation
import GestureKit

/// Reads MMG+ multistroke gestures as JSON lines, one gesture per line:
/// `{"class":"D","subject":3,"device":"tablet","strokes":[[[x,y,t_ms],…],…]}`.
public enum MMGPlusImporter {
    /// Reads every gesture of the file at `url`.
    ///
    /// - Parameter url: an MMG+ JSON-lines file.
    /// - Returns: the gestures in file order, with `subject` as text and `device` in
    ///   `details` when given.
    /// - Throws: ``TraceError`` naming the file: what ``read(_:)`` throws, or that the file
    ///   cannot be read.
    public static func read(contentsOf url: URL) throws(TraceError) -> [LabelledGesture] {
        let data = try TraceError.contents(of: url)
        do {
            return try read(data)
        } catch {
            throw error.inFile(url.path)
        }
    }

    /// Reads every gesture of the file at `url` that can be read, and says which lines
    /// cannot: a collection keeps its good gestures when one line is bad.
    ///
    /// - Returns: the gestures in file order, and each line that is not a gesture with what
    ///   is wrong, naming the file and the line.
    /// - Throws: ``TraceError`` when the file cannot be read at all.
    public static func readSkipping(contentsOf url: URL) throws(TraceError) -> (gestures: [LabelledGesture], skipped: [TraceError]) {
        let data = try TraceError.contents(of: url)
        var gestures: [LabelledGesture] = [], skipped: [TraceError] = []
        for (index, line) in lines(data).enumerated() {
            do {
                if let gesture = try gesture(line, number: index + 1) { gestures.append(gesture) }
            } catch {
                skipped.append(error.inFile(url.path))
            }
        }
        return (gestures, skipped)
    }

    private struct Line: Decodable {
        var `class`: String
        var subject: String
        var device: String?
        var strokes: [[[Double]]]

        private enum CodingKeys: String, CodingKey { case `class`, subject, device, strokes }

        /// A subject is a number in MMG+, and any name in a file written the way others log.
        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            `class` = try container.decode(String.self, forKey: .class)
            if let number = try? container.decode(Int.self, forKey: .subject) {
                subject = String(number)
            } else {
                subject = try container.decode(String.self, forKey: .subject)
            }
            device = try container.decodeIfPresent(String.self, forKey: .device)
            strokes = try container.decode([[[Double]]].self, forKey: .strokes)
        }
    }

    /// Reads every gesture of JSON-lines text; blank lines are skipped.
    ///
    /// - Parameter data: UTF-8 text, one gesture object per line; `t` in milliseconds.
    /// - Returns: the gestures in line order, times in seconds; `details` holds the line
    ///   number and the device when given.
    /// - Throws: ``TraceError`` at the first line that is not such a gesture (not JSON, a
    ///   field missing, a point that is not `[x, y, t]` or `[x, y]` of finite numbers, points
    ///   with and without times in one gesture, an empty stroke or no strokes), naming the line.
    public static func read(_ data: Data) throws(TraceError) -> [LabelledGesture] {
        var gestures: [LabelledGesture] = []
        for (index, line) in lines(data).enumerated() {
            if let gesture = try gesture(line, number: index + 1) { gestures.append(gesture) }
        }
        return gestures
    }

    private static func lines(_ data: Data) -> [Data.SubSequence] {
        data.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
    }

    /// The gesture of line `number`; nil for a blank line.
    private static func gesture(_ line: Data.SubSequence, number: Int) throws(TraceError) -> LabelledGesture? {
        if line.allSatisfy({ $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\r") }) { return nil }
        let parsed: Line
        do {
            parsed = try JSONDecoder().decode(Line.self, from: Data(line))
        } catch {
            // Which field was wrong ("subject: expected a number"), then the shape expected.
            let problem = (error as? DecodingError).map { "\(DecodingProblem($0)); " } ?? ""
            throw TraceError("\(problem)not an MMG+ gesture: {\"class\", \"subject\", \"device\", \"strokes\": [[[x, y, t], …], …]}",
                             at: "line \(number)")
        }
        var strokes: [[StrokePoint]] = []
        var timed: Bool?
        for (s, stroke) in parsed.strokes.enumerated() {
            var points: [StrokePoint] = []
            for (p, sample) in stroke.enumerated() {
                guard sample.count == 3 || sample.count == 2, sample.allSatisfy(\.isFinite) else {
                    throw TraceError("a point is [x, y, t_ms] (or [x, y] without times)", at: "line \(number), stroke \(s + 1), point \(p + 1)")
                }
                guard timed == nil || timed == (sample.count == 3) else {
                    throw TraceError("points with and without a time in one gesture", at: "line \(number), stroke \(s + 1), point \(p + 1)")
                }
                guard Window.coordinateRange.contains(sample[0]), Window.coordinateRange.contains(sample[1]) else {
                    throw TraceError("x and y are at most 10⁹ from 0 (a window's coordinates); got \(sample[0]), \(sample[1])",
                                     at: "line \(number), stroke \(s + 1), point \(p + 1)")
                }
                timed = sample.count == 3
                points.append(StrokePoint(x: sample[0], y: sample[1], time: sample.count == 3 ? sample[2] / 1000 : nil))
            }
            guard !points.isEmpty else { throw TraceError("an empty stroke", at: "line \(number), stroke \(s + 1)") }
            strokes.append(points)
        }
        guard !strokes.isEmpty else { throw TraceError("a gesture without strokes", at: "line \(number)") }
        // A blank class names nothing a template or a binding could be.
        guard !parsed.class.allSatisfy(\.isWhitespace) else {
            throw TraceError("the class is blank (\"\(parsed.class)\")", at: "line \(number)")
        }
        var details = ["format": "mmg+", "line": String(number)]
        if let device = parsed.device { details["device"] = device }
        return LabelledGesture(label: parsed.class, subject: parsed.subject, details: details, strokes: strokes)
    }
}
