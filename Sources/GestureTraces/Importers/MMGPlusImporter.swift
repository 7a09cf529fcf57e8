import Foundation

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

    private struct Line: Decodable {
        var `class`: String
        var subject: Int
        var device: String?
        var strokes: [[[Double]]]
    }

    /// Reads every gesture of JSON-lines text; blank lines are skipped.
    ///
    /// - Parameter data: UTF-8 text, one gesture object per line; `t` in milliseconds.
    /// - Returns: the gestures in line order, times in seconds; `details` holds the line
    ///   number and the device when given.
    /// - Throws: ``TraceError`` at the first line that is not such a gesture (not JSON, a
    ///   field missing, a point that is not `[x, y, t]` of finite numbers, an empty stroke
    ///   or no strokes), naming the line.
    public static func read(_ data: Data) throws(TraceError) -> [LabelledGesture] {
        var gestures: [LabelledGesture] = []
        let decoder = JSONDecoder()
        for (index, line) in data.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).enumerated() {
            let number = index + 1
            if line.allSatisfy({ $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\r") }) { continue }
            let parsed: Line
            do {
                parsed = try decoder.decode(Line.self, from: Data(line))
            } catch {
                // Which field was wrong ("subject: expected a number"), then the shape expected.
                let problem = (error as? DecodingError).map { "\(DecodingProblem($0)); " } ?? ""
                throw TraceError("\(problem)not an MMG+ gesture: {\"class\", \"subject\", \"device\", \"strokes\": [[[x, y, t], …], …]}",
                                 at: "line \(number)")
            }
            var strokes: [[StrokePoint]] = []
            for (s, stroke) in parsed.strokes.enumerated() {
                var points: [StrokePoint] = []
                for (p, sample) in stroke.enumerated() {
                    guard sample.count == 3, sample.allSatisfy(\.isFinite) else {
                        throw TraceError("a point is [x, y, t_ms]", at: "line \(number), stroke \(s + 1), point \(p + 1)")
                    }
                    points.append(StrokePoint(x: sample[0], y: sample[1], time: sample[2] / 1000))
                }
                guard !points.isEmpty else { throw TraceError("an empty stroke", at: "line \(number), stroke \(s + 1)") }
                strokes.append(points)
            }
            guard !strokes.isEmpty else { throw TraceError("a gesture without strokes", at: "line \(number)") }
            var details = ["format": "mmg+", "line": String(number)]
            if let device = parsed.device { details["device"] = device }
            gestures.append(LabelledGesture(label: parsed.class, subject: String(parsed.subject), details: details, strokes: strokes))
        }
        return gestures
    }
}
