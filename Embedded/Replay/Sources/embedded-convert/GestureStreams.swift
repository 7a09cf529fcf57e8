import Foundation
import GestureKit
import GestureTraces

/// `gestures`: one GKG1 stream per person of a $1 collection.
enum GestureStreams {
    /// Converts the collection; returns the exit status.
    static func convert(collection url: URL, to directory: URL) -> Int32 {
        let dataset: Dataset
        do {
            dataset = try Dataset(contentsOf: url)
        } catch {
            print("FAILED \(url.path): \(error)")
            return 1
        }
        for problem in dataset.skipped { print("skipped \(problem)") }
        let people = Dictionary(grouping: dataset.gestures, by: \.subject)
        let names = people.keys.sorted()
        guard let first = names.first, let theirs = people[first] else { return 1 }
        let templates = templates(from: theirs)
        for person in names {
            var writer = StreamWriter(tag: "GKG1")
            writer.u32(UInt32(templates.count))
            for template in templates {
                writer.string(template.label)
                let points = template.strokes.flatMap { $0 }
                writer.u32(UInt32(points.count))
                for point in points {
                    writer.f64(point.location.x)
                    writer.f64(point.location.y)
                }
            }
            let gestures = people[person] ?? []
            writer.u32(UInt32(gestures.count))
            for gesture in gestures {
                let trace = gesture.trace()
                writer.string("\(person)/\(gesture.details["speed"] ?? "-")/\(gesture.details["name"] ?? gesture.label)")
                writer.f64(trace.windowSize.width)
                writer.f64(trace.windowSize.height)
                writer.events(trace.events)
            }
            let name = streamFileName("\(dataset.name)-\(person)")
            do {
                try Data(writer.bytes).write(to: directory.appendingPathComponent(name + ".gkg"))
            } catch {
                print("FAILED writing \(name).gkg: \(error)")
                return 1
            }
            print("\(name): \(gestures.count) gestures, \(templates.count) templates (from \(first))")
        }
        return 0
    }

    /// Per class in order of first appearance, the person's first gesture at medium speed, or
    /// their first at all where the logs name no speed.
    static func templates(from gestures: [LabelledGesture]) -> [LabelledGesture] {
        var chosen: [String: LabelledGesture] = [:]
        var order: [String] = []
        for gesture in gestures {
            if chosen[gesture.label] == nil {
                order.append(gesture.label)
                chosen[gesture.label] = gesture
            } else if chosen[gesture.label]?.details["speed"] != "medium", gesture.details["speed"] == "medium" {
                chosen[gesture.label] = gesture
            }
        }
        return order.compactMap { chosen[$0] }
    }
}
