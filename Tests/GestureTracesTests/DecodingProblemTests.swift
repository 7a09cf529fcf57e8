import Foundation
import Testing
@testable import GestureTraces

/// One wording of decoding errors for every JSON reader (the trace reader, the listen
/// daemon's template file): what is wrong, and where.
@Suite("Decoding problems, in one wording")
struct DecodingProblemTests {
    struct Point: Decodable {
        var x: Double
        var y: Double
    }
    struct Shape: Decodable {
        var name: String
        var points: [Point]
        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            name = try container.decode(String.self, forKey: .name)
            points = try container.decode([Point].self, forKey: .points)
            if points.count < 2 {
                throw DecodingError.dataCorruptedError(forKey: .points, in: container, debugDescription: "a stroke has at least 2 points")
            }
        }
        enum CodingKeys: String, CodingKey { case name, points }
    }

    func problem(_ json: String) -> String {
        do {
            _ = try JSONDecoder().decode(Shape.self, from: Data(json.utf8))
            return "read"
        } catch let error as DecodingError {
            return DecodingProblem(error).description
        } catch {
            return "other: \(error)"
        }
    }

    @Test("A wrong type, a missing field, null, a reader's own check, and text that is not JSON")
    func wordings() {
        #expect(problem(#"{"name": "z", "points": [{"x": 1, "y": 2}, {"x": "3", "y": 4}]}"#) == "points[1].x: expected a number")
        #expect(problem(#"{"name": "z", "points": [{"x": 1}]}"#) == #"points[0]: missing field "y""#)
        #expect(problem(#"{"points": []}"#) == #"missing field "name""#)
        #expect(problem(#"{"name": null, "points": []}"#) == "name: expected a string, found null")
        #expect(problem(#"{"name": "z", "points": [{"x": 1, "y": 2}]}"#) == "points: a stroke has at least 2 points")
        #expect(problem("{name: z}").hasPrefix("not valid JSON"))
        #expect(problem(#"{"name": "z", "points": [{"x": 1, "y": 2}, {"x": 3, "y": 4}]}"#) == "read")
    }
}
